// minirt's own test: Number.prototype.toFixed, toPrecision and toExponential print the
// exact value's digits rounded half up, for tiny values (Boa lost every digit below
// ~1e-15) and exact ties (Boa rounded them to even), and keep the engine's answers and
// errors elsewhere (runtime/src/engine/number_digits.rs). Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

const fixed = [
  [1e-30, 30, '0.000000000000000000000000000001'],
  [1e-22, 22, '0.0000000000000000000001'],
  [-1e-30, 2, '-0.00'],
  [-9.6432626247406e-40, 45, '-0.000000000000000000000000000000000000000964326'],
  [5e-11, 10, '0.0000000001'],
  [4.9e-11, 10, '0.0000000000'],
  [1.005, 2, '1.00'],
  [2.5, 0, '3'],
  [-2.5, 0, '-3'],
  [1.45, 1, '1.4'],
  [0, 2, '0.00'],
  [1e21, 2, '1e+21'],
  [123.456, 10, '123.4560000000'],
];
for (const [x, f, want] of fixed) assert.strictEqual(x.toFixed(f), want, `${x}.toFixed(${f})`);

const precision = [
  [1e-101, 3, '1.00e-101'],
  [1e-200, 17, '9.9999999999999998e-201'],
  [5e-324, 1, '5e-324'],
  [1.234e-7, 2, '1.2e-7'],
  [0.000123, 2, '0.00012'],
  [-5.10865569114685e-36, 20, '-5.1086556911468501865e-36'],
  [123.456, 2, '1.2e+2'],
  [9.99, 2, '10'],
  [0, 3, '0.00'],
];
for (const [x, p, want] of precision) assert.strictEqual(x.toPrecision(p), want, `${x}.toPrecision(${p})`);
assert.strictEqual(Number((1e-200).toPrecision(17)), 1e-200);

const exponential = [
  [20.5, 1, '2.1e+1'],
  [-205, 1, '-2.1e+2'],
  [0.125, 1, '1.3e-1'],
  [1.005, 2, '1.00e+0'],
  [9.99, 0, '1e+1'],
  [-2.83, 30, '-2.830000000000000071054273576010e+0'],
  [0, 2, '0.00e+0'],
];
for (const [x, f, want] of exponential) assert.strictEqual(x.toExponential(f), want, `${x}.toExponential(${f})`);

// The engine's answers and errors where nothing is printed here.
assert.strictEqual((123).toPrecision(), '123');
assert.strictEqual((123.5).toExponential(), '1.235e+2');
assert.strictEqual(Number.prototype.toFixed.call(new Number(1e-30), 31), '0.0000000000000000000000000000010');
assert.strictEqual(NaN.toFixed(2), 'NaN');
assert.strictEqual((-Infinity).toExponential(2), '-Infinity');
assert.throws(() => (1e-30).toFixed(101), RangeError);
assert.throws(() => (1e-30).toPrecision(0), RangeError);
assert.throws(() => (1).toExponential(-1), RangeError);
assert.throws(() => Number.prototype.toFixed.call('1', 2), TypeError);
let reads = 0;
assert.strictEqual((1e-30).toFixed({ valueOf() { reads++; return 31; } }),
                   '0.0000000000000000000000000000010');
assert.strictEqual((5).toFixed({ valueOf() { reads++; return 1; } }), '5.0');
assert.strictEqual(reads, 2);
assert.strictEqual(Number.prototype.toFixed.length, 1);
assert.strictEqual(Number.prototype.toPrecision.name, 'toPrecision');
