// Port of nodejs/node test/parallel/test-buffer-writeuint.js (rewritten for minirt).
'use strict';

// writeUInt8/16/32 (LE/BE), writeUIntLE/BE and the "Uint" aliases: bytes
// checked against DataView, returned offsets, and range errors.
require('../common');
const assert = require('assert');

for (const v of [0, 1, 0x23, 0xff, 0x100, 0xfb, 0x1234, 0xffff, 0x10000, 0x12345678, 0xffffffff]) {
  if (v <= 0xff) {
    const b = Buffer.alloc(1);
    assert.strictEqual(b.writeUInt8(v), 1);
    assert.strictEqual(b[0], v);
  }
  if (v <= 0xffff) {
    for (const le of [true, false]) {
      const b = Buffer.alloc(2);
      assert.strictEqual(b[le ? 'writeUInt16LE' : 'writeUInt16BE'](v, 0), 2);
      const d = new DataView(new ArrayBuffer(2));
      d.setUint16(0, v, le);
      assert.deepStrictEqual(b, Buffer.from(d.buffer));
    }
  }
  for (const le of [true, false]) {
    const b = Buffer.alloc(4);
    assert.strictEqual(b[le ? 'writeUint32LE' : 'writeUint32BE'](v, 0), 4);
    const d = new DataView(new ArrayBuffer(4));
    d.setUint32(0, v, le);
    assert.deepStrictEqual(b, Buffer.from(d.buffer));
  }
}

// Values are converted with ToNumber, then truncated; NaN writes zero.
{
  const b = Buffer.alloc(4);
  b.writeUInt8('7', 0);
  b.writeUInt8(2.7, 1);
  b.writeUInt8(undefined, 2);
  assert.deepStrictEqual([...b], [7, 2, 0, 0]);
  b.writeUInt32BE(NaN);
  assert.deepStrictEqual([...b], [0, 0, 0, 0]);
}

// Variable widths.
{
  const b = Buffer.alloc(6);
  b.writeUIntLE(0x123456, 0, 3);
  assert.deepStrictEqual([...b.subarray(0, 3)], [0x56, 0x34, 0x12]);
  b.writeUIntBE(0x123456, 0, 3);
  assert.deepStrictEqual([...b.subarray(0, 3)], [0x12, 0x34, 0x56]);
  b.writeUIntLE(0x1234567890, 0, 5);
  assert.deepStrictEqual([...b.subarray(0, 5)], [0x90, 0x78, 0x56, 0x34, 0x12]);
  b.writeUIntBE(0x1234567890, 0, 5);
  assert.deepStrictEqual([...b.subarray(0, 5)], [0x12, 0x34, 0x56, 0x78, 0x90]);
  assert.strictEqual(b.writeUIntBE(2 ** 48 - 1, 0, 6), 6);
  assert.ok(b.every((x) => x === 0xff));
  for (let width = 1; width <= 6; width++) {
    const v = 2 ** (width * 8) - 3;
    assert.strictEqual(b.writeUintLE(v, 0, width), width);
    assert.strictEqual(b.readUIntLE(0, width), v);
    assert.strictEqual(b.writeUintBE(v, 0, width), width);
    assert.strictEqual(b.readUIntBE(0, width), v);
  }
}

for (const [name, max] of [['writeUInt8', 0xff], ['writeUInt16LE', 0xffff],
  ['writeUInt16BE', 0xffff], ['writeUInt32LE', 0xffffffff], ['writeUInt32BE', 0xffffffff]]) {
  const b = Buffer.alloc(4);
  for (const v of [-1, max + 1]) {
    assert.throws(() => b[name](v, 0), {
      code: 'ERR_OUT_OF_RANGE',
      name: 'RangeError',
      message: `The value of "value" is out of range. It must be >= 0 and <= ${max}. ` +
               `Received ${v}`,
    });
  }
  for (const off of ['', '0', null, {}, [], () => {}, true, false]) {
    assert.throws(() => b[name](1, off), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const off of [NaN, Infinity, -1, 1.01, 5]) {
    assert.throws(() => b[name](1, off), { code: 'ERR_OUT_OF_RANGE' });
  }
}
for (let width = 1; width <= 6; width++) {
  const max = 2 ** (width * 8) - 1;
  const range = width > 4 ? `>= 0 and < 2 ** ${width * 8}` : `>= 0 and <= ${max}`;
  for (const name of ['writeUIntLE', 'writeUIntBE']) {
    const b = Buffer.alloc(8);
    const over = max + 1;
    const shown = width > 4 ? String(over).replace(/(\d)(?=(\d{3})+$)/g, '$1_') : over;
    assert.throws(() => b[name](over, 0, width), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "value" is out of range. It must be ${range}. Received ${shown}`,
    });
    assert.throws(() => b[name](1, 9 - width, width), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "offset" is out of range. It must be >= 0 and <= ${8 - width}. ` +
               `Received ${9 - width}`,
    });
  }
}
