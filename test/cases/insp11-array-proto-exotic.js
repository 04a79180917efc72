// util.inspect still recognises a Map, a boxed number or a date whose prototype chain was
// moved onto Array.prototype (or an array instance), as Node does from internal slots.
'use strict';
const util = require('util');

const boxed = Object.setPrototypeOf(new Number(-0), Array.prototype);
console.log(util.inspect(boxed));
Object.defineProperty(boxed, Symbol.toStringTag, { value: 'Foobar' });
console.log(util.inspect(boxed));
console.log(util.inspect(Object.setPrototypeOf(new Map([[1, 2]]), ['ab', 'cd'])));
console.log(util.inspect(Object.setPrototypeOf(new Map([[1, 2]]), Object.create(Array.prototype))));
console.log(util.inspect(Object.setPrototypeOf(new Set([1]), Object.create(Array.prototype))));
console.log(util.inspect(Object.setPrototypeOf(new Date(0), Array.prototype)));
console.log(util.inspect(Object.assign(Object.create(Array.prototype), { a: 1 })));
