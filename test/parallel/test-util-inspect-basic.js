// Port of nodejs/node test/parallel/test-util-inspect.js (rewritten for minirt).
// The primitives/arrays/objects part of it.
'use strict';
require('../common');
const assert = require('assert');
const util = require('util');

function check(value, expected, opts) {
  const actual = util.inspect(value, opts);
  if (actual !== expected) assert.strictEqual(actual, expected);
}

// Primitives.
check(1, '1');
check(false, 'false');
check('', "''");
check('hello', "'hello'");
check(-0, '-0');
check(0, '0');
check(NaN, 'NaN');
check(undefined, 'undefined');
check(null, 'null');
check(Symbol(), 'Symbol()');
check(Symbol('sym'), 'Symbol(sym)');
check(123n, '123n');
check(-0n, '0n');

// Functions.
check(function abc() {}, '[Function: abc]');
check(() => {}, '[Function (anonymous)]');
check(function() {}, '[Function (anonymous)]');
check(async function() {}, '[AsyncFunction (anonymous)]');
check(async () => {}, '[AsyncFunction (anonymous)]');
check(function*() {}, '[GeneratorFunction (anonymous)]');
check(async function* abc() {}, '[AsyncGeneratorFunction: abc]');
{
  const fn = function abc() {};
  fn.x = 1;
  check(fn, '[Function: abc] { x: 1 }');
  Object.defineProperty(fn, 'name', { value: '' });
  check(fn, '[Function (anonymous)] { x: 1 }');
  const noProto = function noProto() {};
  Object.setPrototypeOf(noProto, null);
  check(noProto, '[Function (null prototype): noProto]');
}

// Dates and regexps.
check(new Date('2010-02-14T12:48:40+01:00'), '2010-02-14T11:48:40.000Z');
check(new Date(''), 'Invalid Date');
check(/foo/, '/foo/');
check(/[a-z]+/gimsuy, '/[a-z]+/gimsuy');
{
  const re = /123/g;
  re.foo = 'bar';
  check(re, "/123/g { foo: 'bar' }");
  const date = new Date(0);
  date.foo = 'bar';
  check(date, "1970-01-01T00:00:00.000Z { foo: 'bar' }");
}

// Strings: quote selection and escapes.
check("'", '"\'"');
check('"\'', '`"\'`');
check('"\'${a}', "'\"\\'${a}'");
check('\n', "'\\n'");
check('\b\f\t\v\r', "'\\b\\f\\t\\x0B\\r'");
check('\u0000\u0001\u001f\u007f', "'\\x00\\x01\\x1F\\x7F'");
check('\ud83d', "'\\ud83d'");
check('\ud83d\ude00', "'\ud83d\ude00'");
check('a\\b', "'a\\\\b'");
check(['a\nb'], "[ 'a\\nb' ]");

// Arrays.
check([], '[]');
check([1, 2, 3], '[ 1, 2, 3 ]');
check([1, [2, [3, [4, [5]]]]], '[ 1, [ 2, [ 3, [Array] ] ] ]');
check(new Array(5), '[ <5 empty items> ]');
check([1, , 3], '[ 1, <1 empty item>, 3 ]'); // eslint-disable-line no-sparse-arrays
check(Object.assign([1, 2], { foo: 'bar', 3: 'x' }), "[ 1, 2, <1 empty item>, 'x', foo: 'bar' ]");
{
  const arr = [];
  arr[2] = 1;
  arr[-1] = -1;
  check(arr, "[ <2 empty items>, 1, '-1': -1 ]");
}
check(Array.from({ length: 101 }, () => 0).length && util.inspect(new Array(101).fill(0)).endsWith('... 1 more item\n]'), 'true');
check(util.inspect(new Array(102).fill(0)).endsWith('... 2 more items\n]'), 'true');

// Objects.
check({}, '{}');
check({ a: 1 }, '{ a: 1 }');
check({ a: function() {} }, '{ a: [Function: a] }');
check({ a: () => {} }, '{ a: [Function: a] }');
check({ a: async function abc() {} }, '{ a: [AsyncFunction: abc] }');
check({ a: { b: 2 } }, '{ a: { b: 2 } }');
check({ a: { b: { c: { d: 2 } } } }, '{ a: { b: { c: [Object] } } }');
check({ 'a': { 'b': { 'c': { 'd': 2 } } } }, '{\n  a: {\n    b: {\n      c: {\n        d: 2\n      }\n    }\n  }\n}', { compact: false, depth: Infinity });
check({ 'a-b': 1, 'c': 2, '1': 3, 'π': 4, 'a b': 5 }, "{ '1': 3, 'a-b': 1, c: 2, 'π': 4, 'a b': 5 }");
check({ [Symbol('foo')]: 1, [Symbol()]: 2 }, '{ Symbol(foo): 1, Symbol(): 2 }');
check(Object.create(null), '[Object: null prototype] {}');
check(Object.assign(Object.create(null), { a: 1 }), '[Object: null prototype] { a: 1 }');
{
  // Accessors.
  check({ get a() { return 1; } }, '{ a: [Getter] }');
  check({ set a(v) {} }, '{ a: [Setter] }');
  check({ get a() { return 1; }, set a(v) {} }, '{ a: [Getter/Setter] }');
  check({ get a() { return 'x'; } }, "{ a: [Getter: 'x'] }", { getters: true });
  check({ get a() { throw Object.assign(new Error('oops'), { stack: 'Error: oops' }); } },
        '{ a: [Getter: <Inspection threw ([Error: oops])>] }', { getters: true });
}
{
  // Circular references.
  const obj = { a: 1 };
  obj.self = obj;
  check(obj, '<ref *1> { a: 1, self: [Circular *1] }');
  const a = [];
  a.push(a);
  check(a, '<ref *1> [ [Circular *1] ]');
  const x = { y: {} };
  x.y.x = x;
  x.y.y = x.y;
  check(x, '<ref *1> { y: <ref *2> { x: [Circular *1], y: [Circular *2] } }');
}
{
  // Class instances and Symbol.toStringTag.
  class Foo { constructor() { this.a = 1; } }
  check(new Foo(), 'Foo { a: 1 }');
  class Bar extends Foo { get [Symbol.toStringTag]() { return 'Tag'; } }
  check(new Bar(), "Bar [Tag] { a: 1 }");
  check({ [Symbol.toStringTag]: 'X' }, "{ Symbol(Symbol.toStringTag): 'X' }");
  const noCtor = Object.create({});
  check(noCtor, '{}');
  class Empty {}
  check(Object.create(Empty.prototype), 'Empty {}');
}
check(Object(5), '[Number: 5]');
check(Object(-0), '[Number: -0]');
check(Object('ab'), "[String: 'ab']");
check(Object(true), '[Boolean: true]');
check(Object(Symbol('s')), '[Symbol: Symbol(s)]');
check(Object(5n), '[BigInt: 5n]');
check(Object.assign(Object('ab'), { x: 1 }), "[String: 'ab'] { x: 1 }");

// Non-enumerable properties appear with showHidden.
{
  const obj = {};
  Object.defineProperty(obj, 'hidden', { value: 1, enumerable: false });
  check(obj, '{}');
  check(obj, '{ [hidden]: 1 }', { showHidden: true });
  check([1], '[ 1, [length]: 1 ]', { showHidden: true });
}

// The legacy positional signature (obj, showHidden, depth, colors).
check({ a: { b: { c: {} } } }, '{ a: { b: { c: {} } } }', undefined);
assert.strictEqual(util.inspect({ a: { b: { c: {} } } }, false, 0), '{ a: [Object] }');
assert.strictEqual(util.inspect({ a: 1 }, false, 2, true), '{ a: \u001b[33m1\u001b[39m }');
