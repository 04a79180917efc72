// Port of nodejs/node test/parallel/test-fs-read-stream-throw-type-error.js (rewritten for minirt).
'use strict';

// createReadStream/createWriteStream option validation: start/end must be
// non-negative integers with start <= end, fd must be a valid int32 or a FileHandle,
// the path must be a string/Buffer/URL, and options must be a string or object.
require('../common');
const fixtures = require('../common/fixtures');
const assert = require('assert');
const fs = require('fs');

const example = fixtures.path('x.txt');
// These should not throw.
fs.createReadStream(example, undefined).destroy();
fs.createReadStream(example, null).destroy();
fs.createReadStream(example, 'utf8').destroy();
fs.createReadStream(example, { encoding: 'utf8' }).destroy();

function checkRange(opts, name) {
  assert.throws(() => fs.createReadStream(example, opts), {
    code: 'ERR_OUT_OF_RANGE',
    name: 'RangeError',
  }, name);
}
function checkType(opts) {
  assert.throws(() => fs.createReadStream(example, opts), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
  });
}

checkType({ start: 'x' });
checkType({ end: 'x' });
checkRange({ start: -1 });
checkRange({ end: -1 });
checkRange({ start: 1.5 });
checkRange({ end: 0.5 });
checkRange({ start: 4, end: 2 });
assert.throws(() => fs.createReadStream(example, { start: 4, end: 2 }), {
  message: 'The value of "start" is out of range. It must be <= "end" (here: 2). Received 4',
});
// start and end may be equal, and end may be Infinity.
fs.createReadStream(example, { start: 2, end: 2 }).destroy();
fs.createReadStream(example, { end: Infinity }).destroy();

assert.throws(() => fs.createReadStream(example, 123), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => fs.createReadStream(123), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => fs.createReadStream(null), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => fs.createReadStream(example, { fd: 'x' }), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: /The "options\.fd" property must be of type number or an instance of FileHandle/,
});
assert.throws(() => fs.createReadStream(example, { fd: -1 }), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => fs.createReadStream(example, { fd: 1.5 }), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => fs.createReadStream(example, { highWaterMark: -1 }), {
  code: 'ERR_INVALID_ARG_VALUE',
});
assert.throws(() => fs.createWriteStream(example, { start: -5 }), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => fs.createWriteStream(example, { flush: 'yes' }), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => fs.createWriteStream(example, { fs: { open: 1 } }), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: /"options\.fs\.open" property must be of type function/,
});
