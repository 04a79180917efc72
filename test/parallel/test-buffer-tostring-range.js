// Port of nodejs/node test/parallel/test-buffer-tostring-range.js (rewritten for minirt).
'use strict';

// buf.toString(encoding, start, end): how start and end are coerced and
// clamped, and that the encoding is only checked for a non-empty range.
require('../common');
const assert = require('assert');

const abc = Buffer.from('abc');
const startCases = [
  [3, ''], [+Infinity, ''], [3.14, ''], ['Infinity', ''], ['3', ''], ['3.14', ''],
  [-1, 'abc'], [-1.99, 'abc'], [-Infinity, 'abc'], ['-1', 'abc'], ['-1.99', 'abc'],
  ['-Infinity', 'abc'], ['node.js', 'abc'], [{}, 'abc'], [[], 'abc'], [NaN, 'abc'],
  [null, 'abc'], [undefined, 'abc'], [false, 'abc'], ['', 'abc'], ['1', 'bc'],
  ['1.99', 'bc'], [1.99, 'bc'], [true, 'bc'], [[2], 'c'],
];
for (const [start, want] of startCases) {
  assert.strictEqual(abc.toString('ascii', start, 3), want, `start ${String(start)}`);
}
const endCases = [
  [5, 'abc'], [6.99, 'abc'], [Infinity, 'abc'], ['5', 'abc'], ['6.99', 'abc'],
  ['Infinity', 'abc'], ['node.js', ''], [{}, ''], [NaN, ''], [undefined, 'abc'],
  [null, ''], [[], ''], [false, ''], ['', ''], ['-1', ''], ['1', 'a'], ['-Infinity', ''],
  ['3', 'abc'], ['3.14', 'abc'], ['1.99', 'a'], ['-1.99', ''], [1.99, 'a'], [true, 'a'],
  [0, ''], [-1.2, ''], [-100, ''], [-Infinity, ''],
];
for (const [end, want] of endCases) {
  assert.strictEqual(abc.toString('ascii', 0, end), want, `end ${String(end)}`);
}
assert.strictEqual(abc.toString('ascii', 0), 'abc');
assert.strictEqual(abc.toString('ascii', 1, 0), '');
assert.strictEqual(abc.toString('hex', 1, 2), '62');
assert.strictEqual(abc.toString('base64', 1), 'YmM=');
// valueOf-based coercion of the offsets.
assert.strictEqual(abc.toString('utf8', { valueOf: () => 1 }, { valueOf: () => 2 }), 'b');

// The encoding is a string conversion, checked after the range.
assert.strictEqual(abc.toString({ toString() { return 'ascii'; } }), 'abc');
assert.strictEqual(abc.toString('bogus', 2, 1), '');
assert.strictEqual(abc.toString('bogus', 3), '');
for (const [enc, shown] of [[0, '0'], [null, 'null'], [false, 'false']]) {
  assert.throws(() => abc.toString(enc, 1, 2), {
    code: 'ERR_UNKNOWN_ENCODING',
    name: 'TypeError',
    message: `Unknown encoding: ${shown}`,
  });
}

// Multi-byte characters cut by the range become replacement characters.
{
  const euro = Buffer.from('a€b');
  assert.strictEqual(euro.toString('utf8', 0, 3), 'a\ufffd');
  assert.strictEqual(euro.toString('utf8', 2), '\ufffd\ufffdb');
  assert.strictEqual(euro.toString('utf8', 1, 4), '€');
  assert.strictEqual(Buffer.from('ab', 'ucs2').toString('ucs2', 1), '\u6200');
}
