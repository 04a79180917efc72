// Port of node/test/parallel/test-fs-close.js
'use strict';

// close calls back with the error alone (cb(null)), closeSync returns undefined, and a
// closed fd answers EBADF.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

const fd = fs.openSync(__filename, 'r');
fs.close(fd, common.mustCall((...args) => {
  assert.deepStrictEqual(args, [null]);
  fs.close(fd, common.mustCall((err) => {
    assert.strictEqual(err.code, 'EBADF');
    assert.strictEqual(err.syscall, 'close');
    assert.strictEqual(err.message, 'EBADF: bad file descriptor, close');
  }));
}));

const fd2 = fs.openSync(__filename, 'r');
assert.strictEqual(fs.closeSync(fd2), undefined);
assert.throws(() => fs.closeSync(fd2), { code: 'EBADF', syscall: 'close', errno: -9 });
// Without a callback, close still works.
fs.close(fs.openSync(__filename, 'r'));
