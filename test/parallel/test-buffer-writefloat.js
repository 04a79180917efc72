// Port of nodejs/node test/parallel/test-buffer-writefloat.js (rewritten for minirt).
'use strict';

// writeFloatLE/BE: single precision encoding (rounding, overflow to infinity,
// NaN, -0), the returned offset, and offset errors. Values are not range-checked.
require('../common');
const assert = require('assert');

function expectBytes(value, le) {
  const d = new DataView(new ArrayBuffer(4));
  d.setFloat32(0, value, le);
  return Buffer.from(d.buffer);
}

for (const value of [1, -1, 0.1, 1 / 3, 0, -0, Infinity, -Infinity, 1e40, -1e40, 1e-50,
  3.4028234663852886e+38, 1.401298464324817e-45, 255, 2 ** 24 + 1, 'x', '2.5', undefined]) {
  for (const le of [true, false]) {
    const b = Buffer.alloc(6, 0xaa);
    const name = le ? 'writeFloatLE' : 'writeFloatBE';
    assert.strictEqual(b[name](value, 1), 5);
    assert.deepStrictEqual(b.subarray(1, 5), expectBytes(+value, le), `${name}(${value})`);
    assert.strictEqual(b[0], 0xaa);
    assert.strictEqual(b[5], 0xaa);
    const back = b[le ? 'readFloatLE' : 'readFloatBE'](1);
    assert.ok(Object.is(back, Math.fround(+value)) || (Number.isNaN(back) && Number.isNaN(+value)));
  }
}
{
  const b = Buffer.alloc(8);
  b.writeFloatBE(1, 0);
  b.writeFloatLE(1, 4);
  assert.deepStrictEqual([...b], [0x3f, 0x80, 0x00, 0x00, 0x00, 0x00, 0x80, 0x3f]);
  b.writeFloatLE(-0, 0);
  assert.deepStrictEqual([...b.subarray(0, 4)], [0, 0, 0, 0x80]);
  b.writeFloatBE(NaN, 0);
  assert.deepStrictEqual([...b.subarray(0, 4)], [0x7f, 0xc0, 0, 0]);
}

for (const name of ['writeFloatLE', 'writeFloatBE']) {
  const b = Buffer.alloc(8);
  assert.strictEqual(b[name](1), 4);
  assert.strictEqual(b[name](1, undefined), 4);
  for (const off of ['', '0', null, {}, [], () => {}, true, false]) {
    assert.throws(() => b[name](1, off), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const off of [Infinity, -1, 5, 0xffffffff]) {
    assert.throws(() => b[name](1, off), {
      code: 'ERR_OUT_OF_RANGE',
      message: /^The value of "offset" is out of range\. It must be >= 0 and <= 4\. Received /,
    });
  }
  for (const off of [NaN, 1.01]) {
    assert.throws(() => b[name](1, off), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "offset" is out of range. It must be an integer. Received ${off}`,
    });
  }
}
