// util.inspect of Buffers names the constructor only when it is a function with an own
// `name` (else "Buffer"); util.inspect(Buffer) lists poolSize first and the
// kIsEncodingSymbol alias of isEncoding last.
'use strict';
const util = require('util');

class Sub extends Buffer {}
console.log(util.inspect(Object.setPrototypeOf(Buffer.from([1, 2]), Sub.prototype)));

const plain = Buffer.from([3]);
plain.constructor = { name: 'NotAFunction' };
console.log(util.inspect(plain));

const unnamed = Buffer.from([4]);
const anon = function() {};
Object.defineProperty(anon, 'name', { value: undefined });
delete anon.name;
unnamed.constructor = anon;
console.log(util.inspect(unnamed));

const throwing = Buffer.from([5]);
Object.defineProperty(throwing, 'constructor', { get() { throw new Error('boom'); } });
console.log(util.inspect(throwing));

console.log(Buffer.prototype.inspect.call(new Uint8Array([6, 7])));
console.log(util.inspect(Buffer));
const symbols = Object.getOwnPropertySymbols(Buffer).map(String);
const alias = Object.getOwnPropertySymbols(Buffer).find((s) => s.description === 'kIsEncodingSymbol');
console.log(symbols, Buffer[alias] === Buffer.isEncoding);
