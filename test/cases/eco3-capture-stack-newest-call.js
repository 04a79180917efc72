// Error.captureStackTrace(obj, fn) leaves out the frames down to the newest call of fn: with
// recursion the outer calls of fn stay, two closures of one code (zora's assertion wrappers
// are all `decoratedFn`) cut at the inner one, and a same-named function of other code is
// not taken for fn.
'use strict';
const path = require('path');
const short = (line) => line.replace(__dirname + path.sep, '').trim();

function f(n) {
  if (n > 0) return f(n - 1);
  const o = {};
  Error.captureStackTrace(o, f);
  return o.stack.split('\n').slice(1, 4).map(short).join(' | ');
}
console.log('recursion:', f(2));

function wrap(inner) {
  const decoratedFn = (...args) => inner(...args);
  return decoratedFn;
}
const check = wrap(() => {
  const o = {};
  Error.captureStackTrace(o, check);
  return short(o.stack.split('\n')[1]);
});
const run = wrap(function runner(cb) { return cb(); });
function spec() { return check(); }
console.log('same code:', run(spec));

const makeOther = () => {
  const decoratedFn = (cb) => cb();
  return decoratedFn;
};
const other = makeOther();
const own = wrap(() => {
  const o = {};
  Error.captureStackTrace(o, own);
  return short(o.stack.split('\n')[1]);
});
function caller() { return own(); }
console.log('other code:', other(caller));
