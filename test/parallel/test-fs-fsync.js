// Port of nodejs/node test/parallel/test-fs-fsync.js (rewritten for minirt).
'use strict';

// fsync/fdatasync (callback and Sync) on an open file, and their fd/callback validation.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('fsync.txt');
fs.writeFileSync(file, 'data');

fs.open(file, 'a', common.mustSucceed((fd) => {
  fs.fdatasyncSync(fd);
  fs.fsyncSync(fd);
  fs.fdatasync(fd, common.mustCall((...args) => {
    assert.deepStrictEqual(args, [null]);
    fs.fsync(fd, common.mustSucceed(() => {
      fs.closeSync(fd);
      assert.throws(() => fs.fsyncSync(fd), { code: 'EBADF', syscall: 'fsync' });
      assert.throws(() => fs.fdatasyncSync(fd), { code: 'EBADF', syscall: 'fdatasync' });
      fs.fsync(fd, common.mustCall((err) => assert.strictEqual(err.code, 'EBADF')));
    }));
  }));
}));

for (const bad of ['0', {}, null, undefined, [], () => {}]) {
  for (const f of ['fsync', 'fdatasync']) {
    assert.throws(() => fs[f](bad, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
    assert.throws(() => fs[`${f}Sync`](bad), { code: 'ERR_INVALID_ARG_TYPE' });
  }
}
for (const bad of [-1, 2 ** 31, 0.5]) {
  assert.throws(() => fs.fsyncSync(bad), { code: 'ERR_OUT_OF_RANGE', name: 'RangeError' });
  assert.throws(() => fs.fdatasync(bad, common.mustNotCall()), { code: 'ERR_OUT_OF_RANGE' });
}
assert.throws(() => fs.fsync(0), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
assert.throws(() => fs.fdatasync(0, {}), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
