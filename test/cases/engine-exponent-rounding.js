// `a ** b` and `x **= b` round as Math.pow (and V8) do, for integer and fractional bases
// and negative exponents; BigInt powers stay exact, mixing types is a TypeError, operands
// are evaluated left to right before either is converted, and `**` in a vm context works.
'use strict';
const b = 10;
const e = 23;
console.log(b ** e, 10 ** -24, 1.1 ** 7, (-3) ** 41, 2 ** -1074, 7 ** 0.5);
let mismatches = 0;
let total = 0;
for (let x = 2; x <= 30; x++) {
  for (let y = -40; y <= 60; y++) {
    total++;
    if (x ** y !== Math.pow(x, y)) mismatches++;
    let z = x;
    z **= y;
    if (z !== Math.pow(x, y)) mismatches++;
  }
}
console.log(total, mismatches);
console.log(2n ** 100n, (-2n) ** 3n, 2 ** 3 ** 2, (2 ** 3) ** 2, 1 ** Infinity, (-1) ** -Infinity);
try {
  console.log(2n ** 2);
} catch (err) {
  console.log(err.constructor.name, err.message);
}
const order = [];
const operand = (name, value) => ({ valueOf() { order.push(`convert ${name}`); return value; } });
const pick = (name, value) => { order.push(`evaluate ${name}`); return operand(name, value); };
console.log(pick('a', 3) ** pick('b', 4), order.join(', '));
const vm = require('vm');
console.log(vm.runInNewContext('n ** 23', { n: 10 }), new Function('x', 'return x ** -24')(10));
