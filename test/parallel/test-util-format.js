// Port of nodejs/node test/parallel/test-util-format.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const util = require('util');
const symbol = Symbol('foo');

function eq(args, expected) {
  const actual = util.format(...args);
  if (actual !== expected) assert.strictEqual(actual, expected, `format(${util.inspect(args)})`);
}

// No format string / non-string first argument: everything is inspected and joined.
eq([], '');
eq([''], '');
eq([[]], '[]');
eq([[0]], '[ 0 ]');
eq([{}], '{}');
eq([{ foo: 42 }], '{ foo: 42 }');
eq([null], 'null');
eq([true], 'true');
eq([false], 'false');
eq(['test'], 'test');
eq([symbol], 'Symbol(foo)');
eq(['foo', 'bar', 'baz'], 'foo bar baz');
eq([symbol, 'foo'], 'Symbol(foo) foo');
eq([1, 'str'], '1 str');
eq([5n], '5n');

// %d
eq(['%d', 42.0], '42');
eq(['%d', 42], '42');
eq(['%d', '42'], '42');
eq(['%d', '42.0'], '42');
eq(['%d', 1.5], '1.5');
eq(['%d', -0.5], '-0.5');
eq(['%d', -0.0], '-0');
eq(['%d', ''], '0');
eq(['%d', ' -0.000'], '-0');
eq(['%d %d', 42, 43], '42 43');
eq(['%d %d', 42], '42 %d');
eq(['%d', 1180591620717411303424], '1.1805916207174113e+21');
eq(['%d', 1180591620717411303424n], '1180591620717411303424n');
eq(['%d %d', 1180591620717411303424n, 12345678901234567890123n], '1180591620717411303424n 12345678901234567890123n');
eq(['%d', {}], 'NaN');
eq(['%d', symbol], 'NaN');
eq(['%d', Object(5)], '5');

// %i
eq(['%i', 42.0], '42');
eq(['%i', 42], '42');
eq(['%i', '42'], '42');
eq(['%i', '42.0'], '42');
eq(['%i', 1.5], '1');
eq(['%i', -0.5], '-0');
eq(['%i', ''], 'NaN');
eq(['%i %i', 42, 43], '42 43');
eq(['%i %i', 42], '42 %i');
eq(['%i', 1180591620717411303424n], '1180591620717411303424n');
eq(['%i', symbol], 'NaN');

// %f
eq(['%f', 42.0], '42');
eq(['%f', 42], '42');
eq(['%f', '42'], '42');
eq(['%f', '-0.0'], '-0');
eq(['%f', '42.0'], '42');
eq(['%f', 1.5], '1.5');
eq(['%f', -0.5], '-0.5');
eq(['%f', Math.PI], '3.141592653589793');
eq(['%f', ''], 'NaN');
eq(['%f', symbol], 'NaN');
eq(['%f', 5n], '5');
eq(['%f %f', 42, 43], '42 43');
eq(['%f %f', 42], '42 %f');

// %s
eq(['%s', undefined], 'undefined');
eq(['%s', null], 'null');
eq(['%s', 'foo'], 'foo');
eq(['%s', 42], '42');
eq(['%s', '42'], '42');
eq(['%s', -0], '-0');
eq(['%s', '-0.0'], '-0.0');
eq(['%s %s', 42, 43], '42 43');
eq(['%s %s', 42], '42 %s');
eq(['%s', 42n], '42n');
eq(['%s', Symbol('foo')], 'Symbol(foo)');
eq(['%s', true], 'true');
eq(['%s', { a: [1, 2, 3] }], '{ a: [Array] }');
eq(['%s', { toString() { return 'Foo'; } }], 'Foo');
eq(['%s', { a: { b: { c: 1 } } }], '{ a: [Object] }');
eq(['%s', () => 5], '() => 5');
eq(['%s', new Date(0)], '1970-01-01T00:00:00.000Z');
eq(['%s', [1, [2, [3]]]], '[ 1, [Array] ]');
class Foo { toString() { return 'Bar'; } }
eq(['%s', new Foo()], 'Bar');
class NoToString { constructor() { this.x = 1; } }
eq(['%s', new NoToString()], 'NoToString { x: 1 }');
// Left out: %s of a class instance whose prototype was set to null ('[Foo: null prototype] {}'):
// V8 recovers the original constructor name from the object's map, Boa cannot.
{
  const err = new Error('foo');
  err.stack = 'Error: foo\n    at x';
  eq(['%s', err], err.stack);
}

// %j
eq(['%j', 42], '42');
eq(['%j', '42'], '"42"');
eq(['%j %j', 42, 43], '42 43');
eq(['%j %j', 42], '42 %j');
eq(['%j', { a: [1] }], '{"a":[1]}');
{
  const circular = {};
  circular.foo = circular;
  eq(['%j', circular], '[Circular]');
}
assert.throws(() => util.format('%j', { toJSON() { throw new Error('Failed'); } }), /Failed/);

// %o and %O
eq(['%O', 42], '42');
eq(['%O', { foo: 42 }], '{ foo: 42 }');
eq(['%O %O', 42, 43], '42 43');
eq(['%O', { a: { b: { c: { d: 1 } } } }], '{ a: { b: { c: [Object] } } }');
eq(['%o', 42], '42');
eq(['%o', 'foo'], "'foo'");
eq(['%o', { foo: 'bar', foobar: 1, func: function() {} }],
   "{\n  foo: 'bar',\n  foobar: 1,\n  func: <ref *1> [Function: func] {\n" +
   "    [length]: 0,\n    [name]: 'func',\n    [prototype]: { [constructor]: [Circular *1] }\n  }\n}");
eq(['%o', [1, 2]], '[ 1, 2, [length]: 2 ]');

// %c is consumed and ignored.
eq(['%c', 'color: red'], '');
eq(['%cfoo%cbar', 'color: red', 'x'], 'foobar');

// Escapes and unknown/trailing specifiers.
eq(['%%s%s', 'foo'], '%sfoo');
eq(['%s:%s'], '%s:%s');
eq(['%s:%s', undefined], 'undefined:%s');
eq(['%s:%s', 'foo'], 'foo:%s');
eq(['%s:%i', 'foo'], 'foo:%i');
eq(['%s:%f', 'foo'], 'foo:%f');
eq(['%s:%s', 'foo', 'bar'], 'foo:bar');
eq(['%s:%s', 'foo', 'bar', 'baz'], 'foo:bar baz');
eq(['%%%s%%', 'hi'], '%hi%');
eq(['%%%s%%%%', 'hi'], '%hi%%');
eq(['%sbc%%def', 'a'], 'abc%def');
eq(['%d:%d', 12, 30], '12:30');
eq(['%d:%d', 12], '12:%d');
eq(['%d:%d'], '%d:%d');
eq(['%i:%i', 12, 30], '12:30');
eq(['%f:%f', 12, 30], '12:30');
eq(['o: %j, a: %j', {}, []], 'o: {}, a: []');
eq(['o: %j, a: %j', {}], 'o: {}, a: %j');
eq(['o: %j, a: %j'], 'o: %j, a: %j');
eq(['o: %o, a: %O', {}, []], 'o: {}, a: []');
eq(['%', 'x'], '% x');
eq(['%x', 1], '%x 1');
eq(['%s', 'a', 'b', { c: 1 }], "a b { c: 1 }");
eq(['foo', 'bar', { a: 'x' }], "foo bar { a: 'x' }");
eq(['%s', '%s', 'x'], '%s x');

// Strings after the format string are printed raw, other values inspected.
eq(['a', 'b\nc', 1, null, undefined, [1]], 'a b\nc 1 null undefined [ 1 ]');

// formatWithOptions passes inspect options.
assert.strictEqual(util.formatWithOptions({ colors: true }, '%O', 42), '\u001b[33m42\u001b[39m');
assert.strictEqual(util.formatWithOptions({ colors: true }, 'x', 'y', 42), 'x y \u001b[33m42\u001b[39m');
assert.strictEqual(util.formatWithOptions({ compact: false }, '%O', { a: 1 }), '{\n  a: 1\n}');
assert.strictEqual(util.formatWithOptions({ depth: 0 }, { a: { b: 1 } }), '{ a: [Object] }');
assert.throws(() => util.formatWithOptions(null, 'x'), { code: 'ERR_INVALID_ARG_TYPE' });
for (const bad of ['str', 1, true, undefined]) {
  assert.throws(() => util.formatWithOptions(bad, 'x'), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
  });
}
