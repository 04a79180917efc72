// Port of nodejs/node test/parallel/test-buffer-readint.js (rewritten for minirt).
'use strict';

// readInt8/16/32 (LE/BE) and readIntLE/BE(offset, byteLength): signed values,
// checked against DataView, and the offset/byteLength errors.
require('../common');
const assert = require('assert');

const bytes = Buffer.from([0x00, 0x7f, 0x80, 0xff, 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc]);
const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);

for (let off = 0; off < bytes.length; off++) {
  assert.strictEqual(bytes.readInt8(off), view.getInt8(off));
  if (off + 2 <= bytes.length) {
    assert.strictEqual(bytes.readInt16LE(off), view.getInt16(off, true));
    assert.strictEqual(bytes.readInt16BE(off), view.getInt16(off, false));
  }
  if (off + 4 <= bytes.length) {
    assert.strictEqual(bytes.readInt32LE(off), view.getInt32(off, true));
    assert.strictEqual(bytes.readInt32BE(off), view.getInt32(off, false));
  }
}

// Variable widths: sign-extended from the top byte.
{
  const b = Buffer.from([0x01, 0x02, 0x03, 0x04, 0x05, 0x06]);
  assert.strictEqual(b.readIntLE(0, 1), 0x01);
  assert.strictEqual(b.readIntBE(0, 1), 0x01);
  assert.strictEqual(b.readIntLE(0, 3), 0x030201);
  assert.strictEqual(b.readIntBE(0, 3), 0x010203);
  assert.strictEqual(b.readIntLE(0, 5), 0x0504030201);
  assert.strictEqual(b.readIntBE(0, 5), 0x0102030405);
  assert.strictEqual(b.readIntLE(0, 6), 0x060504030201);
  assert.strictEqual(b.readIntBE(0, 6), 0x010203040506);
  const neg = Buffer.alloc(6, 0xff);
  for (let width = 1; width <= 6; width++) {
    assert.strictEqual(neg.readIntLE(0, width), -1);
    assert.strictEqual(neg.readIntBE(0, width), -1);
  }
  const edge = Buffer.from([0x00, 0x00, 0x80]);
  assert.strictEqual(edge.readIntLE(0, 3), -0x800000);
  assert.strictEqual(edge.readIntBE(0, 3), 0x80);
  const big = Buffer.from([0xed, 0xcb, 0xa9, 0x87, 0x70, 0xff]);
  assert.strictEqual(big.readIntBE(0, 5), -0x1234567890);
  assert.strictEqual(Buffer.from([0x70, 0x87, 0xa9, 0xcb, 0xed]).readIntLE(0, 5), -0x1234567890);
}

// Offsets: default 0, must be integer numbers inside the buffer.
const buf = Buffer.alloc(8);
for (const name of ['readInt8', 'readInt16LE', 'readInt16BE', 'readInt32LE', 'readInt32BE']) {
  const width = name === 'readInt8' ? 1 : name.includes('16') ? 2 : 4;
  assert.strictEqual(buf[name](), 0);
  assert.strictEqual(buf[name](undefined), 0);
  for (const off of ['', '0', null, {}, [], () => {}, true, false]) {
    assert.throws(() => buf[name](off), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
  }
  for (const off of [Infinity, -1, -4294967295, 8 - width + 1]) {
    assert.throws(() => buf[name](off), {
      code: 'ERR_OUT_OF_RANGE',
      name: 'RangeError',
      message: `The value of "offset" is out of range. It must be >= 0 and <= ${8 - width}. ` +
               `Received ${off}`,
    });
  }
  for (const off of [NaN, 1.01]) {
    assert.throws(() => buf[name](off), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "offset" is out of range. It must be an integer. Received ${off}`,
    });
  }
}
assert.throws(() => Buffer.alloc(1).readInt32LE(0), {
  code: 'ERR_BUFFER_OUT_OF_BOUNDS',
  name: 'RangeError',
  message: 'Attempt to access memory outside buffer bounds',
});

// readIntLE/BE: byteLength is required and must be 1..6.
for (const name of ['readIntLE', 'readIntBE']) {
  assert.throws(() => buf[name](), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'The "offset" argument must be of type number. Received undefined',
  });
  assert.throws(() => buf[name](0), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'The "byteLength" argument must be of type number. Received undefined',
  });
  for (const bad of ['2', null, {}]) {
    assert.throws(() => buf[name](0, bad), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const bad of [0, 7, -1, Infinity]) {
    assert.throws(() => buf[name](0, bad), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "byteLength" is out of range. It must be >= 1 and <= 6. Received ${bad}`,
    });
  }
  assert.throws(() => buf[name](0, 1.5), {
    code: 'ERR_OUT_OF_RANGE',
    message: 'The value of "byteLength" is out of range. It must be an integer. Received 1.5',
  });
  for (let width = 1; width <= 6; width++) {
    assert.throws(() => buf[name](8 - width + 1, width), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "offset" is out of range. It must be >= 0 and <= ${8 - width}. ` +
               `Received ${8 - width + 1}`,
    });
  }
}
