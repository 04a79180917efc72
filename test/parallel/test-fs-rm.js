// Port of nodejs/node test/parallel/test-fs-rm.js (rewritten for minirt).
'use strict';
// rm/rmSync/fsPromises.rm: files, trees (with links, which are removed, not followed),
// `force` for missing paths, ERR_FS_EISDIR without `recursive`, option validation, and
// lstat errors for paths through files.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

let n = 0;
function makeTree() {
  const root = tmpdir.resolve(`tree${++n}`);
  fs.mkdirSync(path.join(root, 'a', 'b', 'c'), { recursive: true });
  fs.writeFileSync(path.join(root, 'f'), 'x');
  fs.writeFileSync(path.join(root, 'a', 'b', 'c', 'g'), 'y');
  fs.symlinkSync(tmpdir.resolve('keep'), path.join(root, 'a', 'link-out'));
  fs.symlinkSync('nowhere', path.join(root, 'dangling'));
  return root;
}
fs.mkdirSync(tmpdir.resolve('keep'));
fs.writeFileSync(tmpdir.resolve('keep', 'kept'), '');
const kept = () => assert.ok(fs.existsSync(tmpdir.resolve('keep', 'kept')));

// Sync.
{
  const root = makeTree();
  assert.throws(() => fs.rmSync(root),
                { code: 'ERR_FS_EISDIR', name: 'SystemError',
                  message: `Path is a directory: rm returned EISDIR (is a directory) ${root}` });
  assert.strictEqual(fs.rmSync(root, { recursive: true }), undefined);
  assert.strictEqual(fs.existsSync(root), false);
  kept();
  assert.throws(() => fs.rmSync(root), { code: 'ENOENT', syscall: 'lstat', path: root });
  fs.rmSync(root, { force: true });
  fs.rmSync(root, { force: true, recursive: true });
  const file = tmpdir.resolve('file');
  fs.writeFileSync(file, '');
  fs.rmSync(file);
  assert.strictEqual(fs.existsSync(file), false);
  fs.writeFileSync(file, '');
  assert.throws(() => fs.rmSync(path.join(file, 'x'), { force: true }),
                { code: 'ENOTDIR', syscall: 'lstat' });
  fs.symlinkSync('self', tmpdir.resolve('self'));
  fs.rmSync(tmpdir.resolve('self'));
  assert.throws(() => fs.lstatSync(tmpdir.resolve('self')), { code: 'ENOENT' });
}

// Callback: runs on the pool and reports the same things.
{
  const root = makeTree();
  fs.rm(root, common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_FS_EISDIR');
    assert.ok(fs.existsSync(root));
    let sync = true;
    fs.rm(root, { recursive: true }, common.mustSucceed(() => {
      assert.strictEqual(sync, false);
      assert.strictEqual(fs.existsSync(root), false);
      kept();
      fs.rm(root, common.mustCall((err) => assert.strictEqual(err.code, 'ENOENT')));
      fs.rm(root, { force: true }, common.mustSucceed());
    }));
    sync = false;
  }));
}

// Promises.
(async () => {
  const root = makeTree();
  await assert.rejects(fs.promises.rm(root), { code: 'ERR_FS_EISDIR' });
  await fs.promises.rm(root, { recursive: true, maxRetries: 2, retryDelay: 10 });
  assert.strictEqual(fs.existsSync(root), false);
  await fs.promises.rm(root, { force: true });
  await assert.rejects(fs.promises.rm(root), { code: 'ENOENT' });
  await assert.rejects(fs.promises.rm(root, { maxRetries: -1 }), { code: 'ERR_OUT_OF_RANGE' });
  kept();
})().then(common.mustCall());

// Option validation.
const root = tmpdir.path;
assert.throws(() => fs.rmSync(root, null), { code: 'ERR_INVALID_ARG_TYPE', message: /"options"/ });
assert.throws(() => fs.rmSync(root, 'x'), { code: 'ERR_INVALID_ARG_TYPE' });
for (const [key, bad] of [['recursive', 1], ['force', 'yes']]) {
  assert.throws(() => fs.rmSync(root, { [key]: bad }),
                { code: 'ERR_INVALID_ARG_TYPE', message: new RegExp(`options\\.${key}`) });
}
assert.throws(() => fs.rmSync(root, { retryDelay: -1 }), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => fs.rmSync(root, { retryDelay: 'a' }), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => fs.rmSync(root, { maxRetries: -1 }),
              { code: 'ERR_OUT_OF_RANGE',
                message: 'The value of "options.maxRetries" is out of range. It must be >= 0 && <= 4294967295. Received -1' });
for (const bad of [false, 1, {}, null, undefined]) {
  assert.throws(() => fs.rmSync(bad), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => fs.rm(bad, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE' });
}
