// error.stack starts with `Name: message` then `    at` frames; captureStackTrace,
// stackTraceLimit, and errors from the engine behave the same.
'use strict';
function inner() { return new TypeError('bad thing'); }
const e = inner();
const lines = e.stack.split('\n');
console.log(lines[0]);
console.log(/^    at inner \(.*error-stack\.js:4:\d+\)$/.test(lines[1]));
class MyError extends Error {
  constructor(m) { super(m); this.name = 'MyError'; }
}
console.log(new MyError('custom').stack.split('\n')[0]);
const obj = { message: 'plain', name: 'Plain' };
Error.captureStackTrace(obj);
console.log(obj.stack.split('\n')[0], /^    at /.test(obj.stack.split('\n')[1]));
function hidden() { const o = {}; Error.captureStackTrace(o, hidden); return o; }
function caller() { return hidden(); }
console.log(caller().stack.split('\n')[1].includes('caller'));
console.log(typeof Error.stackTraceLimit);
Error.stackTraceLimit = 0;
console.log(JSON.stringify(new Error('no frames').stack));
Error.stackTraceLimit = 10;
try { null.x; } catch (err) { console.log(err instanceof TypeError, err.stack.split('\n')[0].startsWith('TypeError: ')); }
const withCause = new Error('outer', { cause: new Error('inner') });
console.log(withCause.cause.message);
