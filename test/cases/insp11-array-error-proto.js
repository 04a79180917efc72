// util.inspect shows an array or typed array whose prototype was replaced by an error (or a
// proxy of one) as an error, like Node, whose error check accepts any instance of Error.
'use strict';
const util = require('util');

const bytes = Object.setPrototypeOf(new Uint8Array(2), Error.prototype);
bytes.x = 1;
console.log(util.inspect(bytes));
console.log(util.inspect(Object.setPrototypeOf([1, 2], new Proxy(new Error('p'), {}))));
console.log(util.inspect(Object.setPrototypeOf([1, 2], TypeError.prototype)));
console.log(util.inspect(Object.setPrototypeOf([], Error.prototype)));
console.log(util.inspect(Object.setPrototypeOf([1], Object.create(Error.prototype, { name: { value: 'Custom' } }))));
console.log(util.inspect(Object.setPrototypeOf([1], {})));
