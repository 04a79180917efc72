// Buffer.prototype integer writers called on a wider typed array: each element receives
// the unmasked value Node stores there (the number, its >>> 8 shifts, the high word; the
// >> shifts of each 32-bit word for BigInts), so it matches Node, and a byte array still
// gets the plain little/big-endian bytes.
'use strict';
const P = Buffer.prototype;
const cases = [
  ['writeUInt16LE', [0x102, 0]],
  ['writeUInt16BE', [0x1234, 0]],
  ['writeUInt32LE', [0x89abcdef, 0]],
  ['writeInt32BE', [-2, 0]],
  ['writeInt16LE', [-300.5, 1]],
  ['writeUIntLE', [0x123456, 0, 3]],
  ['writeUIntBE', [0x123456789a, 0, 5]],
  ['writeIntLE', [-0x123456789a, 0, 6]],
  ['writeBigUInt64LE', [0xfedcba9876543210n, 0]],
  ['writeBigInt64BE', [-2n, 0]],
];
for (const T of [Uint8Array, Uint16Array, Uint32Array, Float64Array, Uint8ClampedArray]) {
  for (const [method, args] of cases) {
    const target = new T(8);
    const ret = P[method].call(target, ...args);
    console.log(T.name, method, ret, Array.from(target).join(','));
  }
}
const b = Buffer.alloc(8);
b.writeIntBE(-(2 ** 47), 1, 6);
console.log(b.toString('hex'), b.readIntBE(1, 6));
b.writeBigInt64LE(-(2n ** 63n));
console.log(b.toString('hex'), b.readBigInt64LE());
