// Port of nodejs/node test/parallel/test-buffer-swap.js (rewritten for minirt).
'use strict';

// swap16/swap32/swap64 reverse the byte order of each 2/4/8-byte group in
// place, return the buffer, and need a length that is a multiple of the size.
require('../common');
const assert = require('assert');

function reference(bytes, size) {
  const out = [];
  for (let i = 0; i < bytes.length; i += size) out.push(...bytes.slice(i, i + size).reverse());
  return out;
}

for (const length of [0, 8, 16, 24, 1024, 4096 + 8]) {
  const bytes = Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff);
  for (const [name, size] of [['swap16', 2], ['swap32', 4], ['swap64', 8]]) {
    const buf = Buffer.from(bytes);
    assert.strictEqual(buf[name](), buf);
    assert.deepStrictEqual([...buf], reference(bytes, size), `${name} of ${length}`);
    buf[name]();
    assert.deepStrictEqual([...buf], bytes);
  }
}

// In place, through views at odd offsets.
{
  const buf = Buffer.from([1, 2, 3, 4, 5, 6, 7]);
  buf.slice(1, 5).swap32();
  assert.deepStrictEqual([...buf], [1, 5, 4, 3, 2, 6, 7]);
  buf.slice(1, 5).swap16();
  assert.deepStrictEqual([...buf], [1, 4, 5, 2, 3, 6, 7]);
  const wide = Buffer.from(Array.from({ length: 32 }, (_, i) => (i % 16) + 1));
  wide.slice(2, 18).swap64();
  assert.deepStrictEqual([...wide.subarray(0, 20)],
                         [1, 2, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 16, 15, 14, 13, 12, 11, 3, 4]);
}

// Swapping agrees with reading the other endianness.
{
  const data = new Uint32Array(256).fill(0x04030201);
  const buf = Buffer.from(data.buffer);
  buf.swap32();
  assert.strictEqual(buf.readUInt32LE(0), 0x01020304);
  buf.swap16();
  assert.strictEqual(buf.readUInt32LE(0), 0x02010403);
  const doubles = Buffer.alloc(16);
  doubles.writeDoubleLE(Math.PI, 0);
  doubles.writeDoubleLE(-2.5, 8);
  doubles.swap64();
  assert.strictEqual(doubles.readDoubleBE(0), Math.PI);
  assert.strictEqual(doubles.readDoubleBE(8), -2.5);
}

for (const [name, bits] of [['swap16', 16], ['swap32', 32], ['swap64', 64]]) {
  for (const length of [1, 3, 7, 1025]) {
    if (length % (bits / 8) === 0) continue;
    assert.throws(() => Buffer.alloc(length)[name](), {
      code: 'ERR_INVALID_BUFFER_SIZE',
      name: 'RangeError',
      message: `Buffer size must be a multiple of ${bits}-bits`,
    });
  }
}
