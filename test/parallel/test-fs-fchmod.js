// Port of nodejs/node test/parallel/test-fs-fchmod.js (rewritten for minirt).
'use strict';

// fchmod/fchmodSync argument validation: mode first, then the callback, then the fd.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

for (const fd of ['1', {}, null, undefined, [], true]) {
  assert.throws(() => fs.fchmod(fd, 0o644, common.mustNotCall()), {
    code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError', message: /"fd" argument must be of type number/,
  });
  assert.throws(() => fs.fchmodSync(fd, 0o644), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const fd of [-1, 2 ** 31, 1.5]) {
  assert.throws(() => fs.fchmod(fd, 0o644, common.mustNotCall()), {
    code: 'ERR_OUT_OF_RANGE', name: 'RangeError',
  });
}
assert.throws(() => fs.fchmodSync(-1, 0o644), {
  message: 'The value of "fd" is out of range. It must be >= 0 && <= 2147483647. Received -1',
});
for (const mode of [-1, 2 ** 32, 1.5]) {
  assert.throws(() => fs.fchmod(1, mode, common.mustNotCall()), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => fs.fchmodSync(1, mode), { code: 'ERR_OUT_OF_RANGE' });
}
// The mode is checked before the fd and the callback.
assert.throws(() => fs.fchmod('a', 'x', 5), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => fs.fchmod('a', 0o644, 5), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });

// A closed fd is EBADF.
const fd = fs.openSync(__filename, 'r');
fs.closeSync(fd);
assert.throws(() => fs.fchmodSync(fd, 0o644), { code: 'EBADF', syscall: 'fchmod' });
fs.fchmod(fd, 0o644, common.mustCall((err) => assert.strictEqual(err.code, 'EBADF')));
