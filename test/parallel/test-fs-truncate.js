// Port of nodejs/node test/parallel/test-fs-truncate.js (rewritten for minirt).
'use strict';

// truncate/ftruncate (callback, Sync, promise): growing, shrinking, negative lengths as 0,
// length validation, fd validation, and no fd support in truncate.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;
const tmpdir = require('../common/tmpdir');

const argError = (e) => e.code === 'ERR_INVALID_ARG_TYPE' || e.code === 'ERR_OUT_OF_RANGE';

tmpdir.refresh();
const file = tmpdir.resolve('truncate.txt');
const size = () => fs.statSync(file).size;
fs.writeFileSync(file, 'x'.repeat(1024));

fs.truncateSync(file, 100);
assert.strictEqual(size(), 100);
fs.truncateSync(file);
assert.strictEqual(size(), 0);
fs.truncateSync(file, 10);
assert.strictEqual(fs.readFileSync(file, 'latin1'), '\0'.repeat(10));
fs.truncateSync(file, -5);
assert.strictEqual(size(), 0);

const fd = fs.openSync(file, 'r+');
fs.ftruncateSync(fd, 20);
assert.strictEqual(size(), 20);
fs.ftruncateSync(fd);
assert.strictEqual(size(), 0);
fs.ftruncateSync(fd, -1);
assert.strictEqual(size(), 0);

for (const bad of ['1', {}, null, true, 1.5, NaN, Infinity]) {
  assert.throws(() => fs.truncateSync(file, bad), argError);
  assert.throws(() => fs.ftruncateSync(fd, bad), argError);
  assert.throws(() => fs.ftruncate(fd, bad, common.mustNotCall()), argError);
  assert.throws(() => fs.truncate(file, bad, common.mustNotCall()), argError);
}
assert.throws(() => fs.ftruncateSync(fd, 'x'), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'The "len" argument must be of type number. Received type string (\'x\')',
});
assert.throws(() => fs.ftruncateSync(fd, 1.5), { code: 'ERR_OUT_OF_RANGE', message: /an integer/ });
for (const bad of ['1', {}, null, -1, 1.5]) {
  assert.throws(() => fs.ftruncateSync(bad), argError);
  assert.throws(() => fs.ftruncate(bad, 1, common.mustNotCall()), argError);
}
assert.throws(() => fs.ftruncate(fd, 1), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
assert.throws(() => fs.truncate(file, 1), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
// An fd is not a path for truncate (the old DEP0081 fd form is gone).
assert.throws(() => fs.truncate(fd, 1, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE', message: /"path"/ });
assert.throws(() => fs.truncateSync(fd), { code: 'ERR_INVALID_ARG_TYPE', message: /"path"/ });

fs.ftruncate(fd, 30, common.mustCall((...args) => {
  assert.deepStrictEqual(args, [null]);
  assert.strictEqual(size(), 30);
  fs.ftruncate(fd, common.mustSucceed(() => {
    assert.strictEqual(size(), 0);
    fs.closeSync(fd);
    fs.truncate(file, 40, common.mustCall((err) => {
      assert.strictEqual(err, null);
      assert.strictEqual(size(), 40);
      fs.truncate(file, common.mustSucceed(() => {
        assert.strictEqual(size(), 0);
        promises();
      }));
    }));
  }));
}));

function promises() {
  (async () => {
    assert.strictEqual(await fsp.truncate(file, 7), undefined);
    assert.strictEqual(size(), 7);
    await fsp.truncate(file);
    assert.strictEqual(size(), 0);
    await assert.rejects(fsp.truncate(file, 'x'), { code: 'ERR_INVALID_ARG_TYPE' });
    await assert.rejects(fsp.truncate(tmpdir.resolve('missing')), { code: 'ENOENT', syscall: 'open' });
  })().then(common.mustCall());
}

const missing = tmpdir.resolve('missing');
fs.truncate(missing, 1, common.mustCall((err) => assert.strictEqual(err.code, 'ENOENT')));
assert.throws(() => fs.truncateSync(missing), { code: 'ENOENT', syscall: 'open', path: missing });
