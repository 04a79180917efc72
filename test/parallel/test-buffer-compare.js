// Port of nodejs/node test/parallel/test-buffer-compare.js (rewritten for minirt).
'use strict';

// Buffer.compare(a, b) and buf.compare(target): byte-wise ordering, then length.
require('../common');
const assert = require('assert');

const a = Buffer.alloc(1, 'a');
const c = Buffer.alloc(1, 'c');
const aa = Buffer.alloc(2, 'aa');
const aaPlain = new Uint8Array([0x61, 0x61]);

const cases = [
  [a, c, -1], [c, aa, 1], [aa, a, 1], [aa, aaPlain, 0], [a, aa, -1], [a, a, 0],
  [aaPlain, aaPlain, 0], [Buffer.alloc(0), Buffer.alloc(0), 0],
  [Buffer.alloc(0), Buffer.alloc(1), -1], [Buffer.alloc(1), Buffer.alloc(0), 1],
  [Buffer.from([0xff]), Buffer.from([0x00, 0x00]), 1],
];
for (const [x, y, want] of cases) {
  assert.strictEqual(Buffer.compare(x, y), want);
  if (Buffer.isBuffer(x)) assert.strictEqual(x.compare(y), want);
}

// Sorting with Buffer.compare.
assert.deepStrictEqual([c, aa, a].sort(Buffer.compare), [a, aa, c]);

// Views of the same memory compare by content.
{
  const base = Buffer.from('abcabc');
  assert.strictEqual(Buffer.compare(base.subarray(0, 3), base.subarray(3)), 0);
  assert.strictEqual(base.subarray(1).compare(base), 1);
}

assert.throws(() => Buffer.compare(Buffer.alloc(1), 'abc'), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'The "buf2" argument must be an instance of Buffer or Uint8Array. ' +
           "Received type string ('abc')",
});
assert.throws(() => Buffer.compare('abc', Buffer.alloc(1)), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'The "buf1" argument must be an instance of Buffer or Uint8Array. ' +
           "Received type string ('abc')",
});
assert.throws(() => Buffer.compare(Buffer.alloc(1), new Uint16Array(1)), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'The "buf2" argument must be an instance of Buffer or Uint8Array. ' +
           'Received an instance of Uint16Array',
});
assert.throws(() => Buffer.alloc(1).compare('abc'), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
  message: 'The "target" argument must be an instance of Buffer or Uint8Array. ' +
           "Received type string ('abc')",
});
