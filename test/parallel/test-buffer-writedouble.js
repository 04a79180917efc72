// Port of nodejs/node test/parallel/test-buffer-writedouble.js (rewritten for minirt).
'use strict';

// writeDoubleLE/BE: double precision encoding, returned offsets, offset errors.
require('../common');
const assert = require('assert');

for (const value of [1, -1, 2, 0.1, 1 / 3, 0, -0, Infinity, -Infinity, NaN, 5e-324,
  1.7976931348623157e+308, Math.PI, 2 ** 53 + 1, '3.25', 'nope', null]) {
  for (const le of [true, false]) {
    const b = Buffer.alloc(10, 0x55);
    const name = le ? 'writeDoubleLE' : 'writeDoubleBE';
    assert.strictEqual(b[name](value, 1), 9);
    const d = new DataView(new ArrayBuffer(8));
    d.setFloat64(0, +value, le);
    assert.deepStrictEqual(b.subarray(1, 9), Buffer.from(d.buffer), `${name}(${value})`);
    assert.strictEqual(b[0], 0x55);
    assert.strictEqual(b[9], 0x55);
    const back = b[le ? 'readDoubleLE' : 'readDoubleBE'](1);
    assert.ok(Object.is(back, +value) || (Number.isNaN(back) && Number.isNaN(+value)));
  }
}
{
  const b = Buffer.alloc(16);
  b.writeDoubleBE(2.225073858507201e-308, 0);
  b.writeDoubleLE(2.225073858507201e-308, 8);
  assert.deepStrictEqual([...b], [0x00, 0x0f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x00]);
}

for (const name of ['writeDoubleLE', 'writeDoubleBE']) {
  const b = Buffer.alloc(16);
  assert.strictEqual(b[name](1), 8);
  for (const off of ['', '0', null, {}, [], () => {}, true, false]) {
    assert.throws(() => b[name](1, off), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const off of [Infinity, -1, 9]) {
    assert.throws(() => b[name](1, off), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "offset" is out of range. It must be >= 0 and <= 8. Received ${off}`,
    });
  }
  for (const off of [NaN, 1.01]) {
    assert.throws(() => b[name](1, off), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "offset" is out of range. It must be an integer. Received ${off}`,
    });
  }
  assert.throws(() => Buffer.alloc(4)[name](1, 0), { code: 'ERR_BUFFER_OUT_OF_BOUNDS' });
}
