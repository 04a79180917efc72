// error.stack frames as V8 writes them: a CommonJS module's top level is
// `Object.<anonymous>`, an anonymous function shows only its location, a constructor's
// frame is `new Name`, Function.prototype.call/apply and Reflect.apply leave no frame,
// call sites point at the callee's last name, a nextTick callback runs under
// `process.processTicksAndRejections`, and process.emitWarning's trace starts at its caller.
'use strict';
const util = require('util');

function frames(err, n = 2) {
  const lines = err.stack.split('\n');
  const at = lines.findIndex((l) => l.startsWith('    at '));
  return lines.slice(at, at + n).map((l) => l.replace(__filename, 'FILE')).join('\n');
}

function named() { return new Error('x'); }
console.log(frames(new Error('top'), 1));
console.log(frames(named()));
const obj = { meth() { return new Error('x'); } };
console.log(frames(obj
  .meth()).split('\n')[1]);
class Foo { constructor() { this.e = new Error('x'); } }
console.log(frames(new Foo().e));
console.log(frames((function () { return new Error('x'); })()));
console.log(frames(named.call(null)));
console.log(frames(named.apply(null, [])));
console.log(frames(Reflect.apply(named, null, [])));
console.log(frames((   named   )()));
console.log(frames(named ()));

process.nextTick(function tick() {
  console.log(frames(new Error('x')).replace(/task_queues:\d+:\d+/, 'task_queues:L:C'));
});

util.callbackify(() => Promise.reject(null))((err) => {
  console.log(err.code,
              /^ {4}at process\.processTicksAndRejections /.test(err.stack.split('\n')[1]));
});

process.on('warning', (w) => console.log(frames(w, 1)));
process.emitWarning('w');
