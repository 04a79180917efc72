// Error.captureStackTrace(obj, fn) cuts through fn's frame when fn is a method or a function named later, and gives no frames when fn is not on the stack.
'use strict';
const where = (stack) => stack.split('\n').slice(0, 3).map((l) => l.replace(__filename, 'FILE')).join(' | ');

class Finder {
  at(fn) {
    const o = {};
    Error.captureStackTrace(o, fn || this.at);
    return o.stack;
  }
}
function viaMethod() { return new Finder().at(); }
console.log(where(viaMethod()));

// A constructor made at run time and named afterwards, as error-class factories do.
function makeErrorClass(name) {
  const ctor = function () {
    const self = Object.create(ctor.prototype);
    self.message = 'made';
    Error.captureStackTrace(self, self.constructor);
    return self;
  };
  Object.defineProperty(ctor, 'name', { value: name });
  ctor.prototype = Object.create(Error.prototype, {
    constructor: { value: ctor, writable: true, configurable: true },
    name: { value: name, writable: true, configurable: true },
  });
  return ctor;
}
const Made = makeErrorClass('MadeError');
function makeOne() { return new Made(); }
console.log(where(makeOne().stack));

// Not on the stack: a native function, or a function that is not running.
const a = {};
Error.captureStackTrace(a, Math.max);
console.log(JSON.stringify(a.stack));
const b = {};
Error.captureStackTrace(b, function notRunning() {});
console.log(JSON.stringify(b.stack));

// Named frames are still found by name.
function named() { const o = {}; Error.captureStackTrace(o, named); return o.stack; }
function callsNamed() { return named(); }
console.log(where(callsNamed()));
