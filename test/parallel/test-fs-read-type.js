// Port of nodejs/node test/parallel/test-fs-read-type.js (rewritten for minirt).
'use strict';

// read/readSync argument validation, in Node's order and with its exact errors.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

const fd = fs.openSync(__filename, 'r');
const buf = Buffer.alloc(4);

// The buffer must be a view.
for (const bad of [4, 'str', {}, null]) {
  assert.throws(() => fs.readSync(fd, bad, 0, 1, 0), {
    code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError',
    message: /^The "buffer" argument must be an instance of Buffer, TypedArray, or DataView/,
  });
}
assert.throws(() => fs.read(fd, 'str', 0, 1, 0, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE', message: /"buffer"/ });
// The fd.
assert.throws(() => fs.read('a', buf, 0, 1, 0, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE', message: /"fd"/ });
assert.throws(() => fs.readSync(-1, buf, 0, 1, 0), { code: 'ERR_OUT_OF_RANGE', message: /"fd"/ });
// The callback.
assert.throws(() => fs.read(fd, buf, 0, 1, 0), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
// offset.
for (const bad of [-1, 1.5]) {
  assert.throws(() => fs.readSync(fd, buf, bad, 1, 0), { code: 'ERR_OUT_OF_RANGE', message: /"offset"/ });
}
assert.throws(() => fs.readSync(fd, buf, '1', 1, 0), { code: 'ERR_INVALID_ARG_TYPE', message: /"offset"/ });
assert.throws(() => fs.readSync(fd, buf, 5, 1, 0), {
  code: 'ERR_OUT_OF_RANGE',
  message: 'The value of "length" is out of range. It must be <= -1. Received 1',
});
// length.
assert.throws(() => fs.readSync(fd, buf, 0, 5, 0), {
  code: 'ERR_OUT_OF_RANGE', message: 'The value of "length" is out of range. It must be <= 4. Received 5',
});
assert.throws(() => fs.readSync(fd, buf, 0, -1, 0), {
  code: 'ERR_OUT_OF_RANGE', message: 'The value of "length" is out of range. It must be >= 0. Received -1',
});
// position.
assert.throws(() => fs.readSync(fd, buf, 0, 1, -2), {
  code: 'ERR_OUT_OF_RANGE',
  message: 'The value of "position" is out of range. It must be >= -1 && <= 9007199254740991. Received -2',
});
assert.throws(() => fs.readSync(fd, buf, 0, 1, 1.5), { code: 'ERR_OUT_OF_RANGE', message: /an integer/ });
assert.throws(() => fs.readSync(fd, buf, 0, 1, 'x'), {
  code: 'ERR_INVALID_ARG_TYPE', message: /^The "position" argument must be of type bigint or integer/,
});
assert.throws(() => fs.readSync(fd, buf, 0, 2, 2n ** 63n), {
  code: 'ERR_OUT_OF_RANGE',
  message: 'The value of "position" is out of range. It must be >= -1 && <= 9223372036854775805. Received 9_223_372_036_854_775_808n',
});
assert.throws(() => fs.readSync(fd, buf, 0, 1, -2n), { code: 'ERR_OUT_OF_RANGE' });
fs.readSync(fd, buf, 0, 1, 2n ** 63n - 2n);
// An empty buffer cannot be read into (unless the length is 0).
assert.throws(() => fs.readSync(fd, Buffer.alloc(0), 0, 1, 0), {
  code: 'ERR_INVALID_ARG_VALUE', message: /is empty and cannot be written/,
});
// options must be an object.
assert.throws(() => fs.read(fd, buf, 5, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE', message: /"options"/ });
assert.throws(() => fs.readSync(fd, buf, { offset: 'x' }), { code: 'ERR_INVALID_ARG_TYPE', message: /"offset"/ });
fs.closeSync(fd);
