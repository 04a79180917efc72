// Port of nodejs/node test/parallel/test-buffer-copy.js (rewritten for minirt).
'use strict';

// buf.copy(target, targetStart, sourceStart, sourceEnd): ranges clamped to
// both buffers, offsets coerced like Node (floats floored, junk -> 0),
// overlapping copies within one buffer, other typed-array targets, errors.
require('../common');
const assert = require('assert');

const src = Buffer.from(Array.from({ length: 1024 }, (_, i) => i & 0xff));

function fresh(n, byte = 0xee) {
  return Buffer.alloc(n, byte);
}

// Reference: bytes [s, e) of src land at t in a copy of dst, clamped.
function reference(dst, t, s, e) {
  const out = Buffer.from(dst);
  const n = Math.max(0, Math.min(e, src.length) - s);
  for (let i = 0; i < n && t + i < out.length; i++) out[t + i] = src[s + i];
  return [out, Math.min(n, Math.max(0, out.length - t))];
}

for (const [t, s, e] of [[0, 0, 512], [0, 0, 1024], [100, 0, 1024], [0, 100, 200], [511, 0, 10],
  [0, 1000, 1024], [0, 1023, 1024], [3, 7, 7], [600, 0, 10]]) {
  const dst = fresh(512);
  const [want, count] = reference(dst, t, s, e);
  assert.strictEqual(src.copy(dst, t, s, e), t >= 512 ? 0 : count, `copy(${t}, ${s}, ${e})`);
  assert.deepStrictEqual(dst, t >= 512 ? fresh(512) : want);
}

// Defaults and coercions.
{
  const dst = fresh(512);
  assert.strictEqual(src.copy(dst), 512);
  assert.deepStrictEqual(dst, src.subarray(0, 512));
  assert.strictEqual(src.copy(fresh(512), '0', '0', '512'), 512);
  assert.strictEqual(src.copy(fresh(512), 0, 0, 512.5), 512);
  const floored = fresh(4);
  assert.strictEqual(src.copy(floored, 1.9, 2.9), 3);
  assert.deepStrictEqual([...floored], [0xee, 2, 3, 4]);
  const junk = fresh(4);
  assert.strictEqual(src.copy(junk, 'not a valid offset'), 4);
  assert.deepStrictEqual(junk, src.subarray(0, 4));
  assert.strictEqual(src.copy(fresh(4), NaN, NaN), 4);
  assert.strictEqual(src.copy(fresh(4), 0, 4, 2), 0);
}

// Overlapping copies inside one buffer behave like memmove.
{
  const b = Buffer.from('abcdefgh');
  assert.strictEqual(b.copy(b, 2, 0, 6), 6);
  assert.strictEqual(b.toString(), 'ababcdef');
  const c = Buffer.from('abcdefgh');
  assert.strictEqual(c.copy(c, 0, 2), 6);
  assert.strictEqual(c.toString(), 'cdefghgh');
  const d = Buffer.from('abcdefgh');
  assert.strictEqual(d.subarray(4).copy(d.subarray(1, 3)), 2);
  assert.strictEqual(d.toString(), 'aefdefgh');
}

// Other views as targets (and as sources through the prototype).
{
  const target = new Uint16Array(4);
  assert.strictEqual(Buffer.of(1, 2, 3, 4).copy(target), 4);
  assert.deepStrictEqual([...new Uint8Array(target.buffer, 0, 4)], [1, 2, 3, 4]);
  assert.ok(new Uint8Array(target.buffer, 4).every((x) => x === 0));
  const plain = new Uint8Array(3);
  assert.strictEqual(Buffer.prototype.copy.call(new Uint8Array([7, 8, 9]), plain), 3);
  assert.deepStrictEqual([...plain], [7, 8, 9]);
}

// Errors.
const b = Buffer.alloc(8);
assert.throws(() => b.copy('not a buffer'), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
  message: 'The "target" argument must be an instance of Buffer or Uint8Array. ' +
           "Received type string ('not a buffer')",
});
assert.throws(() => b.copy(), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => b.copy(Buffer.alloc(2), -1), {
  code: 'ERR_OUT_OF_RANGE',
  name: 'RangeError',
  message: 'The value of "targetStart" is out of range. It must be >= 0. Received -1',
});
assert.throws(() => b.copy(Buffer.alloc(2), 0, -1), {
  code: 'ERR_OUT_OF_RANGE',
  message: 'The value of "sourceStart" is out of range. It must be >= 0 && <= 8. Received -1',
});
assert.throws(() => b.copy(Buffer.alloc(2), 0, 9), {
  code: 'ERR_OUT_OF_RANGE',
  message: 'The value of "sourceStart" is out of range. It must be >= 0 && <= 8. Received 9',
});
assert.throws(() => b.copy(Buffer.alloc(2), 0, 0, -1), {
  code: 'ERR_OUT_OF_RANGE',
  message: 'The value of "sourceEnd" is out of range. It must be >= 0. Received -1',
});
// A target start past the target copies nothing.
assert.strictEqual(b.copy(Buffer.alloc(2), 5), 0);
