// Buffer's fixed-width number accessors: the native fast path (Uint8Array receiver,
// in-range offset and value) against DataView over many values, and every case it hands
// back to the JS version (bad offsets, out-of-range or non-integer values, NaN, other
// receivers), whose errors must be Node's.
'use strict';
const b = Buffer.alloc(16);
const dv = new DataView(b.buffer, b.byteOffset, b.length);
let seed = 12345;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const ints = [
  ['UInt8', 1, 'Uint8', false], ['Int8', 1, 'Int8', true],
  ['UInt16LE', 2, 'Uint16', false, true], ['UInt16BE', 2, 'Uint16', false, false],
  ['Int16LE', 2, 'Int16', true, true], ['Int16BE', 2, 'Int16', true, false],
  ['UInt32LE', 4, 'Uint32', false, true], ['UInt32BE', 4, 'Uint32', false, false],
  ['Int32LE', 4, 'Int32', true, true], ['Int32BE', 4, 'Int32', true, false],
];
let mismatches = 0;
for (const [name, width, dvName, signed, le] of ints) {
  const span = 2 ** (width * 8);
  for (let i = 0; i < 200; i++) {
    const value = Math.floor(rand() * span) - (signed ? span / 2 : 0);
    const offset = Math.floor(rand() * (17 - width));
    const end = b[`write${name}`](value, offset);
    if (end !== offset + width || dv[`get${dvName}`](offset, le) !== value ||
        b[`read${name}`](offset) !== value) mismatches++;
  }
}
for (const [name, width, le] of [['FloatLE', 4, true], ['FloatBE', 4, false],
  ['DoubleLE', 8, true], ['DoubleBE', 8, false]]) {
  const get = width === 4 ? 'getFloat32' : 'getFloat64';
  for (const value of [0, -0, 1.5, -2.25, 1e40, -1e-50, Infinity, -Infinity, Math.PI, 2 ** 100]) {
    const offset = Math.floor(rand() * (17 - width));
    b[`write${name}`](value, offset);
    const expect = width === 4 ? Math.fround(value) : value;
    if (!Object.is(dv[get](offset, le), expect) || !Object.is(b[`read${name}`](offset), expect)) {
      mismatches++;
    }
  }
}
console.log('mismatches', mismatches);

const small = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9]);
const show = (f) => {
  try {
    console.log(String(f()), [...small].join(','));
  } catch (e) {
    console.log(e.code, e.message);
  }
};
show(() => small.readUInt32LE());
show(() => small.readUInt32LE(6));
show(() => small.readUInt32LE(-1));
show(() => small.readUInt32LE(1.5));
show(() => small.readUInt32LE('1'));
show(() => small.readInt8(null));
show(() => small.writeUInt8(256));
show(() => small.writeInt16LE(1, 8));
show(() => small.writeUInt32LE(1.5));
show(() => small.writeInt32BE(-1.5, 0));
show(() => small.writeInt16BE(-32769));
show(() => small.writeUInt16BE('258', 0));
show(() => small.writeUInt16BE({ valueOf: () => 772 }, 2));
show(() => small.writeFloatLE(NaN));
show(() => Number.isNaN(small.readFloatLE()));
show(() => small.writeDoubleBE(NaN, 1));
show(() => Number.isNaN(small.readDoubleBE(1)));
show(() => small.subarray(2).writeUInt16LE(0xabcd, 1));
show(() => small.readUInt16LE(3));
show(() => small.subarray(5).readUInt32BE(1));
const u8 = new Uint8Array(4);
show(() => Buffer.prototype.writeUInt32BE.call(u8, 0x01020304) + ' ' + u8.join(','));
show(() => Buffer.prototype.readUInt16LE.call(new Uint16Array([0x102, 0x304]), 0));
show(() => Buffer.prototype.readUInt8.call({}, 0));
