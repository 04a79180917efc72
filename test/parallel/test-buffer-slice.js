// Port of nodejs/node test/parallel/test-buffer-slice.js (rewritten for minirt).
'use strict';

// buf.slice()/buf.subarray(): relative offsets like String#slice (negatives
// count from the end, values are clamped and truncated, strings coerced), and
// the result is a Buffer view on the same memory.
require('../common');
const assert = require('assert');

const digits = '0123456789';
const buf = Buffer.from(digits);

// Compare against String#slice, which follows the same offset rules.
const args = [[], [0], [undefined], ['foobar'], [undefined, undefined], [2], [10], [5, 8],
  [8, -1], [-10], [0, -9], [0, -10], [2, -2], [0, 65536], [65536, 0], [-5, -8], [-5, -3],
  [-10, 10], [-20, 10], [-20, -10], ['0', '1'], ['-5', '10'], ['-10', '-5'], ['-10', '-0'],
  ['111'], ['0', '-111'], [1.7, 3.9], [-1.5], [-0.5], [NaN, 4], [2, NaN], [null, 3],
  [-(2 ** 32) - 1], [Infinity], [-Infinity, Infinity], [{}, [5]]];
for (const a of args) {
  for (const method of ['slice', 'subarray']) {
    const got = buf[method](...a);
    assert.strictEqual(got.toString(), digits.slice(...a), `${method}(${a})`);
    assert.ok(Buffer.isBuffer(got));
  }
}
for (let i = 0; i < buf.length; i++) {
  assert.strictEqual(buf.slice(i).toString(), digits.slice(i));
  assert.strictEqual(buf.slice(0, i).toString(), digits.slice(0, i));
  assert.strictEqual(buf.slice(-i).toString(), digits.slice(-i));
  assert.strictEqual(buf.slice(0, -i).toString(), digits.slice(0, -i));
}

// Views, not copies.
{
  const view = buf.slice(2, 5);
  assert.strictEqual(view.buffer, buf.buffer);
  assert.strictEqual(view.byteOffset, buf.byteOffset + 2);
  view[0] = 0x41;
  assert.strictEqual(buf.toString(), '01A3456789');
  buf[2] = 0x32;
  const nested = view.subarray(1);
  assert.strictEqual(nested.byteOffset, buf.byteOffset + 3);
  assert.strictEqual(nested.toString(), '34');
}

// Other encodings and empty buffers.
assert.deepStrictEqual(Buffer.from(digits, 'utf16le').slice(0, 6), Buffer.from('012', 'utf16le'));
assert.strictEqual(Buffer.alloc(0).slice(0, 1).length, 0);
assert.strictEqual(Buffer.from('hello').slice(0, 0).length, 0);
assert.strictEqual(Buffer.from('abcd').slice(4 / 3).toString(), 'bcd');
{
  const bytes = Buffer.from([1, 29, 0, 0, 1, 143, 216, 162, 92, 254, 248, 63, 0, 0, 0, 18]);
  assert.deepStrictEqual(bytes.slice(0, 8), Buffer.from([1, 29, 0, 0, 1, 143, 216, 162]));
  assert.deepStrictEqual(bytes.slice(8), Buffer.from([92, 254, 248, 63, 0, 0, 0, 18]));
}

// On other typed arrays the range is in elements and the result is a Buffer.
{
  const u16 = new Uint16Array([1, 2, 3, 4]);
  const sub = Buffer.prototype.subarray.call(u16, 1, 3);
  assert.ok(Buffer.isBuffer(sub));
  assert.strictEqual(sub.length, 2);
  // slice() uses this.subarray(), so a plain Uint8Array stays plain.
  const plain = Buffer.prototype.slice.call(new Uint8Array([1, 2, 3]), 1);
  assert.ok(!Buffer.isBuffer(plain));
  assert.deepStrictEqual([...plain], [2, 3]);
  assert.throws(() => Buffer.prototype.subarray.call({}, 1), TypeError);
  assert.throws(() => Buffer.prototype.subarray.call(new DataView(new ArrayBuffer(2))), TypeError);
}

// Symbols cannot be offsets.
assert.throws(() => buf.slice(Symbol('x')), TypeError);
