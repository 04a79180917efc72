// Port of nodejs/node test/parallel/test-util-inspect.js (rewritten for minirt).
// The error formatting part of it.
'use strict';
require('../common');
const assert = require('assert');
const util = require('util');

function check(value, expected, opts) {
  const actual = util.inspect(value, opts);
  if (actual !== expected) assert.strictEqual(actual, expected);
}
function err(Ctor, message, stack, props) {
  const e = new Ctor(message);
  e.stack = stack;
  return Object.assign(e, props);
}

// The stack is printed as is; without frames it is wrapped in brackets.
check(err(Error, 'foo', 'Error: foo'), '[Error: foo]');
check(err(Error, 'foo', 'Error: foo\n    at bar (file.js:1:1)'), 'Error: foo\n    at bar (file.js:1:1)');
check(err(TypeError, 'bad', 'TypeError: bad'), '[TypeError: bad]');
check(err(Error, '', 'Error'), '[Error]');
check(err(Error, 'x', ''), '[Error: x]');

// Own enumerable properties follow the stack.
check(err(Error, 'foo', 'Error: foo', { code: 'E1' }), "[Error: foo] { code: 'E1' }");
check(err(Error, 'foo', 'Error: foo\n    at x (y.js:1:1)', { code: 'E1', n: 1 }),
      "Error: foo\n    at x (y.js:1:1) {\n  code: 'E1',\n  n: 1\n}");

// An own `name` property is listed unless the stack already starts with it.
{
  const e = err(Error, 'foo', 'Error: foo');
  e.name = 'CustomError';
  check(e, "[Error: foo] { name: 'CustomError' }");
}
{
  const e = new Error('msg');
  e.name = 'Named';
  e.stack = 'Named: msg';
  check(e, '[Named: msg]');
}
{
  class MyError extends Error {}
  const e = err(MyError, 'mine', 'Error: mine');
  check(e, '[MyError: mine]');
  class Named extends Error { constructor(m) { super(m); this.name = 'Named'; } }
  check(err(Named, 'n', 'Named: n'), '[Named: n]');
}
{
  // Null-prototype errors and errors without a stack string.
  const e = err(Error, 'proto', 'Error: proto');
  Object.setPrototypeOf(e, null);
  check(e, '[[Error: null prototype]: proto]');
  const noStack = new Error('nostack');
  delete noStack.stack;
  Object.defineProperty(noStack, 'stack', { value: undefined, configurable: true });
  check(noStack, '[Error: nostack]');
}

// Causes, including primitive and nested ones.
{
  const inner = err(Error, 'inner', 'Error: inner');
  const outer = new Error('outer', { cause: inner });
  outer.stack = 'Error: outer';
  check(outer, '[Error: outer] { [cause]: [Error: inner] }');
  const prim = new Error('p', { cause: 'str' });
  prim.stack = 'Error: p';
  check(prim, "[Error: p] { [cause]: 'str' }");
  const undef = new Error('u', { cause: undefined });
  undef.stack = 'Error: u';
  check(undef, '[Error: u] { [cause]: undefined }');
  const loop = new Error('loop');
  loop.stack = 'Error: loop';
  loop.cause = loop;
  check(loop, "<ref *1> [Error: loop] { cause: [Circular *1] }");
}

// AggregateError lists its errors.
{
  const agg = new AggregateError([err(Error, 'a', 'Error: a'), err(RangeError, 'b', 'RangeError: b')], 'many');
  agg.stack = 'AggregateError: many';
  check(agg, '[AggregateError: many] { [errors]: [ [Error: a], [RangeError: b] ] }');
}

// Errors nested in other values and at depth.
check({ e: err(Error, 'in', 'Error: in') }, '{ e: [Error: in] }');
check([err(Error, 'in', 'Error: in')], '[ [Error: in] ]');
check({ a: { b: { c: err(Error, 'deep', 'Error: deep') } } }, '{ a: { b: { c: [Error: deep] } } }');
check({ a: { b: { c: { d: err(Error, 'deeper', 'Error: deeper') } } } }, '{ a: { b: { c: [Object] } } }');

// Multi-line stacks are indented when nested.
check({ e: err(Error, 'x', 'Error: x\n    at f (g.js:1:1)') }, '{\n  e: Error: x\n      at f (g.js:1:1)\n}');

// A stack that is not a string is shown after the message.
{
  const e = new Error('weird');
  e.stack = 42;
  check(e, '[Error: weird\n    42]');
}

// A thrown value that is not an error: the inspect of a plain object with a stack property.
check({ stack: 'not an error', message: 'm' }, "{ stack: 'not an error', message: 'm' }");
