// util.inspect lists a typed array by its visible `length` property (a subclass getter or a
// replaced prototype can change it) while the `Name(n)` prefix keeps the real size; the
// element style (number or bigint) also follows that visible length.
'use strict';
const util = require('util');

class Empty extends Float64Array { get length() { return 0; } }
class Longer extends Uint8Array { get length() { return 500; } }
class Shorter extends Int16Array { get length() { return 1; } }

console.log(util.inspect(new Empty([1.5, -0])));
console.log(util.inspect(Object.assign(new Empty(2), { x: 1 })));
console.log(util.inspect(new Longer(3)));
console.log(util.inspect(new Shorter(0)));
console.log(util.inspect(new Shorter(3), { maxArrayLength: 2 }));
console.log(util.inspect(Object.setPrototypeOf(new BigInt64Array([1n]), Array.prototype)));
console.log(util.inspect(Object.setPrototypeOf(new Float32Array([1.5, 2]), Map.prototype)));
console.log(util.inspect(Object.setPrototypeOf(new Uint8Array(0), null)));
console.log(util.inspect(Object.setPrototypeOf(new Uint8Array([7, 8]), null)));
