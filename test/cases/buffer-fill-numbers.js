// Number fills: Buffers and Int8Arrays are filled natively byte-wise; other element kinds
// passed to Buffer.prototype.fill keep TypedArray fill semantics (element-wise, clamped).
'use strict';
const b = Buffer.alloc(10);
console.log(b.fill(-1, 2, 5));
console.log(b.fill(257.9));
console.log(b.fill(NaN, 0, 3));
console.log(b.fill(-129.5, 8));
console.log(Buffer.alloc(5, 65), Buffer.alloc(3, -0.5), Buffer.alloc(4, Infinity));
const i8 = new Int8Array(4);
console.log(Buffer.prototype.fill.call(i8, 200));
const u16 = new Uint16Array(4);
console.log(Buffer.prototype.fill.call(u16, 0x1234, 1, 3));
const f64 = new Float64Array(2);
console.log(Buffer.prototype.fill.call(f64, 1.5));
const clamped = new Uint8ClampedArray(3);
console.log(Buffer.prototype.fill.call(clamped, 300));
// A subarray is filled inside its own window only.
const whole = Buffer.alloc(8);
whole.subarray(2, 6).fill(9);
console.log(whole);
// Large fills stay byte-exact at both ends.
const big = Buffer.alloc(3 << 20, 0xab);
console.log(big.length, big[0], big[big.length - 1], big.indexOf(0));
big.fill(1, 1, big.length - 1);
console.log(big[0], big[1], big[big.length - 2], big[big.length - 1]);
try {
  Buffer.alloc(4).fill(1, 0, 5);
} catch (e) {
  console.log(e.code, e.name);
}
