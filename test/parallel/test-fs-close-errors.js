// Port of nodejs/node test/parallel/test-fs-close-errors.js (rewritten for minirt).
'use strict';

// close/closeSync argument validation: Node's exact fd messages and the callback check.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

for (const bad of ['', false, null, undefined, {}, []]) {
  const err = {
    code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError',
    message: /^The "fd" argument must be of type number\. Received/,
  };
  assert.throws(() => fs.close(bad), err);
  assert.throws(() => fs.closeSync(bad), err);
}
assert.throws(() => fs.closeSync(-1), {
  code: 'ERR_OUT_OF_RANGE', name: 'RangeError',
  message: 'The value of "fd" is out of range. It must be >= 0 && <= 2147483647. Received -1',
});
assert.throws(() => fs.closeSync(1.5), {
  code: 'ERR_OUT_OF_RANGE', message: 'The value of "fd" is out of range. It must be an integer. Received 1.5',
});
assert.throws(() => fs.close(2 ** 31, common.mustNotCall()), { code: 'ERR_OUT_OF_RANGE' });
// A non-function callback is rejected before the fd is looked at.
const fd = fs.openSync(__filename, 'r');
assert.throws(() => fs.close(fd, 'not a function'), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'The "cb" argument must be of type function. Received type string (\'not a function\')',
});
fs.closeSync(fd);
