// Port of nodejs/node test/parallel/test-buffer-readuint.js (rewritten for minirt).
'use strict';

// readUInt8/16/32 (LE/BE), readUIntLE/BE and their "Uint" aliases: unsigned
// values checked against DataView, and the offset/byteLength errors.
require('../common');
const assert = require('assert');

const bytes = Buffer.from([0x00, 0x7f, 0x80, 0xff, 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc]);
const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);

for (let off = 0; off < bytes.length; off++) {
  assert.strictEqual(bytes.readUInt8(off), view.getUint8(off));
  assert.strictEqual(bytes.readUint8(off), view.getUint8(off));
  if (off + 2 <= bytes.length) {
    assert.strictEqual(bytes.readUInt16LE(off), view.getUint16(off, true));
    assert.strictEqual(bytes.readUInt16BE(off), view.getUint16(off, false));
    assert.strictEqual(bytes.readUint16BE(off), view.getUint16(off, false));
  }
  if (off + 4 <= bytes.length) {
    assert.strictEqual(bytes.readUInt32LE(off), view.getUint32(off, true));
    assert.strictEqual(bytes.readUInt32BE(off), view.getUint32(off, false));
    assert.strictEqual(bytes.readUint32LE(off), view.getUint32(off, true));
  }
}

// The aliases are the same functions.
for (const name of ['readUInt8', 'readUInt16LE', 'readUInt16BE', 'readUInt32LE',
  'readUInt32BE', 'readUIntLE', 'readUIntBE']) {
  assert.strictEqual(Buffer.prototype[name], Buffer.prototype[name.replace('UInt', 'Uint')]);
}

{
  const b = Buffer.from([0x01, 0x02, 0x03, 0x04, 0x05, 0x06]);
  assert.strictEqual(b.readUIntLE(0, 1), 0x01);
  assert.strictEqual(b.readUIntBE(0, 2), 0x0102);
  assert.strictEqual(b.readUIntLE(0, 3), 0x030201);
  assert.strictEqual(b.readUIntBE(0, 3), 0x010203);
  assert.strictEqual(b.readUIntLE(1, 4), 0x05040302);
  assert.strictEqual(b.readUIntLE(0, 5), 0x0504030201);
  assert.strictEqual(b.readUIntBE(0, 5), 0x0102030405);
  assert.strictEqual(b.readUIntLE(0, 6), 0x060504030201);
  assert.strictEqual(b.readUIntBE(0, 6), 0x010203040506);
  assert.strictEqual(Buffer.alloc(6, 0xff).readUIntBE(0, 6), 2 ** 48 - 1);
  assert.strictEqual(Buffer.alloc(4, 0xff).readUInt32LE(0), 0xffffffff);
}

const buf = Buffer.alloc(8);
for (const name of ['readUInt8', 'readUInt16LE', 'readUInt16BE', 'readUInt32LE',
  'readUInt32BE']) {
  const width = name === 'readUInt8' ? 1 : name.includes('16') ? 2 : 4;
  assert.strictEqual(buf[name](), 0);
  for (const off of ['', '0', null, {}, [], () => {}, true, false]) {
    assert.throws(() => buf[name](off), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
  }
  for (const off of [Infinity, -1, -4294967295, 9 - width]) {
    assert.throws(() => buf[name](off), {
      code: 'ERR_OUT_OF_RANGE',
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
for (const name of ['readUIntLE', 'readUIntBE']) {
  assert.throws(() => buf[name](0), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'The "byteLength" argument must be of type number. Received undefined',
  });
  for (const bad of [0, 7]) {
    assert.throws(() => buf[name](0, bad), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "byteLength" is out of range. It must be >= 1 and <= 6. Received ${bad}`,
    });
  }
  assert.throws(() => Buffer.alloc(2)[name](0, 3), { code: 'ERR_BUFFER_OUT_OF_BOUNDS' });
}
