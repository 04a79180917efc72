// Port of nodejs/node test/parallel/test-fs-readdir.js (rewritten for minirt).
'use strict';
// readdir/readdirSync/fsPromises.readdir list a directory's names (sorted, no "." or
// ".."), and report scandir errors and bad arguments as Node does.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

// The listed directory is a subdirectory: the symlink loop below is made in the parent
// while the async readdirs of the listing are still running on the pool.
const dir = tmpdir.resolve('list');
fs.mkdirSync(dir);
const names = ['empty', 'files', 'for', 'just', 'testing'];
for (const n of names) fs.writeFileSync(path.join(dir, n), '');

assert.deepStrictEqual(fs.readdirSync(dir), names);
fs.readdir(dir, common.mustSucceed((got) => assert.deepStrictEqual(got, names)));
fs.readdir(dir, 'utf8', common.mustSucceed((got) => assert.deepStrictEqual(got, names)));

// A file is not a directory; a missing path is ENOENT.
assert.throws(() => fs.readdirSync(__filename),
              { code: 'ENOTDIR', syscall: 'scandir', path: __filename,
                message: `ENOTDIR: not a directory, scandir '${__filename}'` });
fs.readdir(__filename, common.mustCall((err) => {
  assert.strictEqual(err.code, 'ENOTDIR');
  assert.strictEqual(err.path, __filename);
}));
const missing = path.join(dir, 'missing');
assert.throws(() => fs.readdirSync(missing), { code: 'ENOENT', errno: -2, path: missing });
assert.throws(() => fs.readdirSync(path.join(__filename, 'x')), { code: 'ENOTDIR' });
assert.throws(() => fs.readdirSync(path.join(dir, 'x'.repeat(300))), { code: 'ENAMETOOLONG' });

// Loops of symlinks.
const loop = tmpdir.resolve('loop');
fs.symlinkSync('loop', loop);
assert.throws(() => fs.readdirSync(loop), { code: 'ELOOP', syscall: 'scandir' });
fs.unlinkSync(loop);

// Bad arguments.
for (const bad of [false, 1, {}, [], null, undefined]) {
  assert.throws(() => fs.readdir(bad, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => fs.readdirSync(bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => fs.readdirSync(dir, 42), { code: 'ERR_INVALID_ARG_TYPE', message: /"options"/ });
assert.throws(() => fs.readdirSync(dir, 'bogus'), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => fs.readdirSync(dir, { recursive: 1 }), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => fs.readdir(dir), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });

(async () => {
  assert.deepStrictEqual(await fs.promises.readdir(dir), names);
  await assert.rejects(fs.promises.readdir(missing), { code: 'ENOENT' });
  await assert.rejects(fs.promises.readdir(null), { code: 'ERR_INVALID_ARG_TYPE' });
})().then(common.mustCall());
