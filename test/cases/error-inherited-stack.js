// An object whose prototype is an error reads that error's stack (esprima's parse errors
// are `Object.create(error)`), so util.inspect and the uncaught report show its frames.
'use strict';
const util = require('util');
const base = new TypeError('m');
const e = Object.create(base);
Object.defineProperty(e, 'column', { value: 3 });
console.log(typeof e.stack, e.stack === base.stack, e.stack.split('\n')[0]);
console.log(/\n {4}at /.test(e.stack));
const deeper = Object.create(Object.create(base));
console.log(deeper.stack === base.stack);
console.log(util.inspect(e).split('\n')[0], /\n {4}at /.test(util.inspect(e)));
console.log(Object.create(Error.prototype).stack, Object.create({}).stack);
const assigned = new Error('a');
assigned.stack = 'replaced';
console.log(Object.create(assigned).stack);
// Assigned through the inheriting object, the stack is the error's (V8's holder).
const holder = new Error('c');
const viaChild = Object.create(holder);
viaChild.stack = 'set through child';
console.log(holder.stack, Object.getOwnPropertyNames(viaChild));
const captured = {};
Error.captureStackTrace(captured);
const viaCaptured = Object.create(captured);
viaCaptured.stack = 'set through captured';
console.log(captured.stack, Object.getOwnPropertyNames(viaCaptured));
const plain = Object.create(Error.prototype);
plain.stack = 'plain';
console.log(Object.getOwnPropertyNames(plain), plain.stack);
