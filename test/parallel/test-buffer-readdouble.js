// Port of nodejs/node test/parallel/test-buffer-readdouble.js (rewritten for minirt).
'use strict';

// readDoubleLE/BE: IEEE-754 double precision decoding and offsets.
require('../common');
const assert = require('assert');

const known = [
  [[0x55, 0x55, 0x55, 0x55, 0x55, 0x55, 0xd5, 0x3f], 0.3333333333333333],
  [[0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf0, 0x3f], 1],
  [[0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf0, 0x3f], 1.0000000000000002],
  [[0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40], 2],
  [[0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00], 5e-324],
  [[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x00], 2.225073858507201e-308],
  [[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xef, 0x7f], 1.7976931348623157e+308],
  [[0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00], 0],
  [[0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80], -0],
  [[0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf0, 0x7f], Infinity],
  [[0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf0, 0xff], -Infinity],
  [[0x18, 0x2d, 0x44, 0x54, 0xfb, 0x21, 0x09, 0x40], Math.PI],
];
for (const [le, value] of known) {
  assert.ok(Object.is(Buffer.from(le).readDoubleLE(0), value), `LE ${le}`);
  assert.ok(Object.is(Buffer.from(le).reverse().readDoubleBE(0), value), `BE ${le}`);
}
assert.ok(Number.isNaN(Buffer.from([0, 0, 0, 0, 0, 0, 0xf8, 0x7f]).readDoubleLE(0)));

{
  const bytes = Buffer.from([0xa4, 0xfd, 0x48, 0xea, 0xcf, 0xff, 0xd9, 0x01, 0xde, 0x11]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let off = 0; off + 8 <= bytes.length; off++) {
    assert.ok(Object.is(bytes.readDoubleLE(off), view.getFloat64(off, true)));
    assert.ok(Object.is(bytes.readDoubleBE(off), view.getFloat64(off, false)));
  }
  assert.strictEqual(bytes.readDoubleBE(1), -3.1827727774563287e+295);
  assert.strictEqual(bytes.readDoubleLE(1), -6.966010051009108e+144);
}

for (const name of ['readDoubleLE', 'readDoubleBE']) {
  const b = Buffer.alloc(8);
  assert.strictEqual(b[name](), 0);
  for (const off of ['', '0', null, {}, [], () => {}, true, false]) {
    assert.throws(() => b[name](off), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const off of [Infinity, -1, 1]) {
    assert.throws(() => b[name](off), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "offset" is out of range. It must be >= 0 and <= 0. Received ${off}`,
    });
  }
  for (const off of [NaN, 1.01]) {
    assert.throws(() => b[name](off), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "offset" is out of range. It must be an integer. Received ${off}`,
    });
  }
  assert.throws(() => Buffer.alloc(7)[name](0), { code: 'ERR_BUFFER_OUT_OF_BOUNDS' });
}
