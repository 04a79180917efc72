// Port of nodejs/node test/parallel/test-buffer-readfloat.js (rewritten for minirt).
'use strict';

// readFloatLE/BE: IEEE-754 single precision decoding (checked against
// DataView and known patterns: zero, infinities, NaN, subnormals) and offsets.
require('../common');
const assert = require('assert');

const known = [
  [[0x00, 0x00, 0x80, 0x3f], 1],
  [[0x00, 0x00, 0x80, 0xbf], -1],
  [[0x00, 0x00, 0x00, 0x40], 2],
  [[0xab, 0xaa, 0xaa, 0x3e], 0.3333333432674408],
  [[0x00, 0x00, 0x00, 0x00], 0],
  [[0x00, 0x00, 0x00, 0x80], -0],
  [[0x00, 0x00, 0x80, 0x7f], Infinity],
  [[0x00, 0x00, 0x80, 0xff], -Infinity],
  [[0x01, 0x00, 0x00, 0x00], 1.401298464324817e-45],
  [[0xff, 0xff, 0x7f, 0x7f], 3.4028234663852886e+38],
];
for (const [le, value] of known) {
  assert.ok(Object.is(Buffer.from(le).readFloatLE(0), value), `LE ${le}`);
  assert.ok(Object.is(Buffer.from(le).reverse().readFloatBE(0), value), `BE ${le}`);
}
assert.ok(Number.isNaN(Buffer.from([0x00, 0x00, 0xc0, 0x7f]).readFloatLE()));
assert.ok(Number.isNaN(Buffer.from([0x7f, 0xc0, 0x00, 0x01]).readFloatBE()));

// Every offset of a mixed buffer agrees with DataView.
{
  const bytes = Buffer.from([0xa4, 0xfd, 0x48, 0xea, 0xcf, 0xff, 0xd9, 0x01, 0xde]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let off = 0; off + 4 <= bytes.length; off++) {
    assert.ok(Object.is(bytes.readFloatLE(off), view.getFloat32(off, true)));
    assert.ok(Object.is(bytes.readFloatBE(off), view.getFloat32(off, false)));
  }
  assert.strictEqual(bytes.readFloatBE(1), -1.6691549692541768e+37);
  assert.strictEqual(bytes.readFloatLE(1), -7861303808);
}

for (const name of ['readFloatLE', 'readFloatBE']) {
  const b = Buffer.alloc(8);
  assert.strictEqual(b[name](), 0);
  assert.strictEqual(b[name](undefined), 0);
  for (const off of ['', '0', null, {}, [], () => {}, true, false]) {
    assert.throws(() => b[name](off), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const off of [Infinity, -1, 5, 0xffffffff]) {
    assert.throws(() => b[name](off), {
      code: 'ERR_OUT_OF_RANGE',
      name: 'RangeError',
      message: `The value of "offset" is out of range. It must be >= 0 and <= 4. Received ${
        off === 0xffffffff ? '4294967295' : off}`,
    });
  }
  for (const off of [NaN, 1.01]) {
    assert.throws(() => b[name](off), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "offset" is out of range. It must be an integer. Received ${off}`,
    });
  }
  assert.throws(() => Buffer.alloc(3)[name](0), {
    code: 'ERR_BUFFER_OUT_OF_BOUNDS',
    message: 'Attempt to access memory outside buffer bounds',
  });
}
