// Port of nodejs/node test/parallel/test-fs-copyfile.js (rewritten for minirt).
'use strict';
// copyFile/copyFileSync/fsPromises.copyFile: content and mode copied, the COPYFILE_* flags
// (EXCL refuses an existing dest, FICLONE falls back to a copy, FICLONE_FORCE copies or
// fails with a clone error), errors with both paths, argument checks.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const { COPYFILE_EXCL, COPYFILE_FICLONE, COPYFILE_FICLONE_FORCE } = fs.constants;
assert.strictEqual(COPYFILE_EXCL, fs.constants.UV_FS_COPYFILE_EXCL);
assert.strictEqual(COPYFILE_FICLONE, fs.constants.UV_FS_COPYFILE_FICLONE);
assert.strictEqual(COPYFILE_FICLONE_FORCE, fs.constants.UV_FS_COPYFILE_FICLONE_FORCE);

const src = tmpdir.resolve('src.txt');
fs.writeFileSync(src, 'some content '.repeat(10000));
fs.chmodSync(src, 0o640);
const dest = tmpdir.resolve('dest.txt');

function verify(d) {
  assert.strictEqual(fs.readFileSync(d, 'utf8'), fs.readFileSync(src, 'utf8'));
  assert.strictEqual(fs.statSync(d).mode, fs.statSync(src).mode);
}

fs.writeFileSync(dest, 'old and longer '.repeat(20000));
assert.strictEqual(fs.copyFileSync(src, dest), undefined);
verify(dest);
fs.copyFileSync(src, dest, 0);
verify(dest);
fs.unlinkSync(dest);
fs.copyFileSync(src, dest, COPYFILE_FICLONE);
verify(dest);
fs.unlinkSync(dest);
try {
  fs.copyFileSync(src, dest, COPYFILE_FICLONE_FORCE);
  verify(dest);
} catch (err) {
  assert.strictEqual(err.syscall, 'copyfile');
  assert.ok(['ENOTSUP', 'ENOTTY', 'ENOSYS', 'EXDEV', 'EINVAL'].includes(err.code), err.code);
  assert.strictEqual(err.path, src);
  assert.strictEqual(err.dest, dest);
}
// Copying a file onto itself leaves it intact.
fs.copyFileSync(src, src);
assert.strictEqual(fs.statSync(src).size, 'some content '.repeat(10000).length);

// Errors.
fs.writeFileSync(dest, '');
assert.throws(() => fs.copyFileSync(src, dest, COPYFILE_EXCL),
              { code: 'EEXIST', errno: -17, syscall: 'copyfile', path: src, dest,
                message: `EEXIST: file already exists, copyfile '${src}' -> '${dest}'` });
const missing = tmpdir.resolve('missing');
assert.throws(() => fs.copyFileSync(missing, dest),
              { code: 'ENOENT', errno: -2, path: missing, dest });
assert.throws(() => fs.copyFileSync(tmpdir.path, dest), { code: 'EISDIR' });
assert.throws(() => fs.copyFileSync(src, tmpdir.path), { code: 'EISDIR' });

tmpdir.refresh();
fs.writeFileSync(src, 'async');
fs.copyFile(src, dest, common.mustSucceed(() => {
  assert.strictEqual(fs.readFileSync(dest, 'utf8'), 'async');
  fs.copyFile(src, dest, COPYFILE_EXCL, common.mustCall((err) => {
    assert.strictEqual(err.code, 'EEXIST');
    assert.strictEqual(err.message, `EEXIST: file already exists, copyfile '${src}' -> '${dest}'`);
    fs.promises.copyFile(src, tmpdir.resolve('p.txt')).then(common.mustCall(() => {
      assert.strictEqual(fs.readFileSync(tmpdir.resolve('p.txt'), 'utf8'), 'async');
      return assert.rejects(fs.promises.copyFile(src, dest, COPYFILE_EXCL), { code: 'EEXIST' });
    })).then(common.mustCall());
  }));
}));

// Argument checks.
assert.throws(() => fs.copyFile(src, dest, 0, 0), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
for (const bad of [false, 1, {}, [], null, undefined]) {
  assert.throws(() => fs.copyFile(bad, dest, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE', message: /src/ });
  assert.throws(() => fs.copyFile(src, bad, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE', message: /dest/ });
  assert.throws(() => fs.copyFileSync(bad, dest), { code: 'ERR_INVALID_ARG_TYPE', message: /src/ });
  assert.throws(() => fs.copyFileSync(src, bad), { code: 'ERR_INVALID_ARG_TYPE', message: /dest/ });
}
assert.throws(() => fs.copyFileSync(src, dest, 'r'),
              { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError', message: /mode/ });
assert.throws(() => fs.copyFileSync(src, dest, 8),
              { code: 'ERR_OUT_OF_RANGE', name: 'RangeError' });
assert.throws(() => fs.copyFile(src, dest, 'r', common.mustNotCall()),
              { code: 'ERR_INVALID_ARG_TYPE', message: /mode/ });
