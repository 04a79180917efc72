// Function.prototype.toString of dynamically created functions, and what the correction
// must leave alone (ordinary functions, built-ins, classes, bound functions).
'use strict';

const AsyncFunction = (async () => {}).constructor;
const GeneratorFunction = (function* () {}).constructor;
const AsyncGeneratorFunction = (async function* () {}).constructor;

const show = (f) => console.log(JSON.stringify(Function.prototype.toString.call(f)));
show(new Function('a', 'b', 'return a + b'));
show(Function());
show(Function('a,b', 'c', ''));
show(new AsyncFunction('x', 'return await x'));
show(GeneratorFunction('yield 1'));
show(AsyncGeneratorFunction('a, b', 'yield a'));
show(function named(x) { return x; });
show(Math.max);
show(Function.prototype.toString);
show(Function);
show(AsyncFunction);
show(new Function('return 1').bind(null));

// The constructors are still the engine's in every way a program looks at.
console.log(Function.name, Function.length, AsyncFunction.name, GeneratorFunction.name);
console.log((function () {}).constructor === Function, (async () => {}).constructor === AsyncFunction);
console.log(new Function('return 1') instanceof Function, Object.getPrototypeOf(Function) === Function.prototype);
console.log(new Function('a', 'b', 'return a * b')(6, 7), new Function('return typeof anonymous')());
console.log(Object.getOwnPropertyDescriptor(Function, 'prototype').writable,
  Object.getOwnPropertyDescriptor(Function.prototype, 'toString').enumerable);
class Sub extends Function {}
const s = new Sub('return 5');
console.log(s instanceof Sub, s(), JSON.stringify(String(s)));
let conversions = 0;
new Function({ toString() { conversions++; return 'x'; } }, 'return x');
console.log('argument converted', conversions, 'time(s)');
try {
  new Function(Symbol('s'), '');
} catch (e) {
  console.log('symbol parameter:', e.name);
}
