// Port of nodejs/node test/parallel/test-buffer-writeint.js (rewritten for minirt).
'use strict';

// writeInt8/16/32 (LE/BE) and writeIntLE/BE: two's complement bytes checked
// against DataView, the returned offsets, and the range errors.
require('../common');
const assert = require('assert');

function viaDataView(setter, value, size, littleEndian) {
  const out = new DataView(new ArrayBuffer(size));
  out[setter](0, value, littleEndian);
  return Buffer.from(out.buffer);
}

const samples = [0, 1, -1, 0x23, -5, 0x7f, -0x80, 0x1234, -1679, 0x7fff, -0x8000, 0x12345678,
  -0x12345678, 0x7fffffff, -0x80000000];
for (const v of samples) {
  if (v >= -0x80 && v <= 0x7f) {
    const b = Buffer.alloc(1);
    assert.strictEqual(b.writeInt8(v), 1);
    assert.deepStrictEqual(b, viaDataView('setInt8', v, 1));
  }
  if (v >= -0x8000 && v <= 0x7fff) {
    for (const le of [true, false]) {
      const b = Buffer.alloc(2);
      assert.strictEqual(b[le ? 'writeInt16LE' : 'writeInt16BE'](v), 2);
      assert.deepStrictEqual(b, viaDataView('setInt16', v, 2, le));
    }
  }
  for (const le of [true, false]) {
    const b = Buffer.alloc(4);
    assert.strictEqual(b[le ? 'writeInt32LE' : 'writeInt32BE'](v, 0), 4);
    assert.deepStrictEqual(b, viaDataView('setInt32', v, 4, le));
    assert.strictEqual(b[le ? 'readInt32LE' : 'readInt32BE'](0), v);
  }
}

// Fractions are truncated by the store.
{
  const b = Buffer.alloc(2);
  b.writeInt8(-1.5, 0);
  b.writeInt8(2.7, 1);
  assert.deepStrictEqual([...b], [0xff, 2]);
}

// Variable widths, round trips.
for (let width = 1; width <= 6; width++) {
  const max = 2 ** (width * 8 - 1) - 1;
  const min = -(2 ** (width * 8 - 1));
  for (const v of [0, 1, -1, max, min, Math.trunc(max / 3), Math.trunc(min / 7)]) {
    const b = Buffer.alloc(width + 2, 0xaa);
    assert.strictEqual(b.writeIntLE(v, 1, width), width + 1);
    assert.strictEqual(b.readIntLE(1, width), v);
    assert.strictEqual(b[0], 0xaa);
    assert.strictEqual(b[width + 1], 0xaa);
    assert.strictEqual(b.writeIntBE(v, 1, width), width + 1);
    assert.strictEqual(b.readIntBE(1, width), v);
  }
}
{
  const b = Buffer.alloc(5);
  b.writeIntLE(-0x1234567890, 0, 5);
  assert.deepStrictEqual([...b], [0x70, 0x87, 0xa9, 0xcb, 0xed]);
  b.writeIntBE(-0x0012000000, 0, 5);
  assert.deepStrictEqual([...b], [0xff, 0xee, 0x00, 0x00, 0x00]);
  const three = Buffer.alloc(3);
  three.writeIntBE(-0x123400, 0, 3);
  assert.deepStrictEqual([...three], [0xed, 0xcc, 0x00]);
}

// Value range errors.
for (const [name, min, max] of [['writeInt8', -0x80, 0x7f], ['writeInt16LE', -0x8000, 0x7fff],
  ['writeInt16BE', -0x8000, 0x7fff], ['writeInt32LE', -0x80000000, 0x7fffffff],
  ['writeInt32BE', -0x80000000, 0x7fffffff]]) {
  const b = Buffer.alloc(4);
  for (const v of [min - 1, max + 1]) {
    assert.throws(() => b[name](v, 0), {
      code: 'ERR_OUT_OF_RANGE',
      name: 'RangeError',
      message: `The value of "value" is out of range. It must be >= ${min} and <= ${max}. ` +
               `Received ${v}`,
    });
  }
  b[name](23);
  b[name](23, undefined);
  for (const off of ['', '0', null, {}, [], () => {}, true, false]) {
    assert.throws(() => b[name](23, off), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const off of [NaN, Infinity, -1, 1.01]) {
    assert.throws(() => b[name](23, off), { code: 'ERR_OUT_OF_RANGE' });
  }
}
for (let width = 1; width <= 6; width++) {
  const min = -(2 ** (width * 8 - 1));
  const max = 2 ** (width * 8 - 1) - 1;
  const range = width > 4 ?
    `>= -(2 ** ${width * 8 - 1}) and < 2 ** ${width * 8 - 1}` :
    `>= ${min} and <= ${max}`;
  for (const name of ['writeIntLE', 'writeIntBE']) {
    const b = Buffer.alloc(8);
    for (const v of [min - 1, max + 1]) {
      const shown = width > 4 ? String(v).replace(/(\d)(?=(\d{3})+$)/g, '$1_') : v;
      assert.throws(() => b[name](v, 0, width), {
        code: 'ERR_OUT_OF_RANGE',
        message: `The value of "value" is out of range. It must be ${range}. Received ${shown}`,
      });
    }
    for (const off of ['', '0', null, {}, [], true, undefined]) {
      assert.throws(() => b[name](min, off, width), { code: 'ERR_INVALID_ARG_TYPE' });
    }
    for (const off of [Infinity, -1, 9 - width]) {
      assert.throws(() => b[name](min, off, width), {
        code: 'ERR_OUT_OF_RANGE',
        message: `The value of "offset" is out of range. It must be >= 0 and <= ${8 - width}. ` +
                 `Received ${off}`,
      });
    }
    for (const off of [NaN, 1.01]) {
      assert.throws(() => b[name](max, off, width), {
        code: 'ERR_OUT_OF_RANGE',
        message: `The value of "offset" is out of range. It must be an integer. Received ${off}`,
      });
    }
  }
}
for (const bad of [0, 7]) {
  assert.throws(() => Buffer.alloc(8).writeIntLE(1, 0, bad), {
    code: 'ERR_OUT_OF_RANGE',
    message: `The value of "byteLength" is out of range. It must be >= 1 and <= 6. Received ${bad}`,
  });
}
