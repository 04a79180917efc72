// Port of nodejs/node test/parallel/test-fs-close.js (rewritten for minirt).
'use strict';

// close calls back with the error alone (cb(null)), closeSync returns undefined, and a
// closed fd answers EBADF.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

// The sync checks come first and the async chain opens nothing while it runs: a closed fd
// number is reused by the next open, so a concurrent open would make the second close succeed.
const fd2 = fs.openSync(__filename, 'r');
assert.strictEqual(fs.closeSync(fd2), undefined);
assert.throws(() => fs.closeSync(fd2), { code: 'EBADF', syscall: 'close', errno: -9 });

const fd = fs.openSync(__filename, 'r');
fs.close(fd, common.mustCall((...args) => {
  assert.deepStrictEqual(args, [null]);
  fs.close(fd, common.mustCall((err) => {
    assert.strictEqual(err.code, 'EBADF');
    assert.strictEqual(err.syscall, 'close');
    assert.strictEqual(err.message, 'EBADF: bad file descriptor, close');
    // Without a callback, close still works.
    fs.close(fs.openSync(__filename, 'r'));
  }));
}));
