// Port of nodejs/node test/parallel/test-buffer-compare-offset.js (rewritten for minirt).
'use strict';

// buf.compare(target, targetStart, targetEnd, sourceStart, sourceEnd):
// comparing sub-ranges, with integer offsets checked against each buffer.
require('../common');
const assert = require('assert');

const a = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
const b = Buffer.from([5, 6, 7, 8, 9, 0, 1, 2, 3, 4]);

const results = [
  [[], -1],
  [[0], -1],
  [[undefined], -1],
  [[0, undefined, 0], -1],
  [[0, 0, 0], 1], // empty target range vs non-empty source
  [[6, 10], 1],
  [[6, 10, 0, 0], -1], // empty source range vs non-empty target
  [[0, 0, 0, 0], 0],
  [[1, 1, 2, 2], 0],
  [[0, 5, 4], 1],
  [[5, undefined, 1], 1],
  [[2, 4, 2], -1],
  [[0, 7, 4], -1],
  [[0, 7, 4, 6], -1],
  [[0xff], 1], // a start past the end makes an empty target range
  [[0, 2, 4, 6], 0],
  [[0, 2, 5, 7], 1],
  [[4, 6, 8, 10], 0],
  [[0, 5, 4, 9], 0],
];
for (const [args, want] of results) {
  assert.strictEqual(a.compare(b, ...args), want, `compare(b, ${args})`);
}

// Offsets must be integer numbers: no strings, null or objects.
for (const args of [['0'], [0, '0', '0'], [0, null], [0, { valueOf: () => 5 }], ['0xff'],
  [0, '0xff'], [0, 1, 0, 1n]]) {
  assert.throws(() => a.compare(b, ...args), { code: 'ERR_INVALID_ARG_TYPE' });
}

const outOfRange = { code: 'ERR_OUT_OF_RANGE', name: 'RangeError' };
for (const args of [[0, 100, 0], [0, 1, 0, 100], [-1], [0, Infinity], [0, 1, -1],
  [-Infinity, Infinity], [Infinity, -Infinity], [1.5], [0, 1, 0.5]]) {
  assert.throws(() => a.compare(b, ...args), outOfRange);
}
assert.throws(() => a.compare(b, 0, 11), {
  ...outOfRange,
  message: 'The value of "targetEnd" is out of range. It must be >= 0 && <= 10. Received 11',
});
assert.throws(() => a.compare(), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
  message: 'The "target" argument must be an instance of Buffer or Uint8Array. ' +
           'Received undefined',
});
