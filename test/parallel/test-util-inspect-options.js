// Port of nodejs/node test/parallel/test-util-inspect.js (rewritten for minirt).
// The options and custom inspect part of it.
'use strict';
require('../common');
const assert = require('assert');
const util = require('util');

function check(value, expected, opts) {
  const actual = util.inspect(value, opts);
  if (actual !== expected) assert.strictEqual(actual, expected);
}

// depth
const nested = { a: { b: { c: { d: {} } } } };
check(nested, '{ a: [Object] }', { depth: 0 });
check(nested, '{ a: { b: [Object] } }', { depth: 1 });
check(nested, '{\n  a: { b: { c: { d: {} } } }\n}', { depth: null });
check(nested, '{\n  a: { b: { c: { d: {} } } }\n}', { depth: Infinity });
check([[[[1]]]], '[ [ [Array] ] ]', { depth: 1 });
check({ a: [1] }, '{ a: [Array] }', { depth: 0 });

// compact / breakLength
check({ a: 1, b: 2 }, '{\n  a: 1,\n  b: 2\n}', { compact: false });
check([1, 2], '[\n  1,\n  2\n]', { compact: false });
check({ a: { b: 1 } }, '{\n  a: { b: 1 }\n}', { compact: 1 });
check({ a: { b: { c: 1 } } }, '{\n  a: {\n    b: { c: 1 }\n  }\n}', { compact: 1 });
check({ a: 'x'.repeat(40), b: 'y'.repeat(40) },
      `{\n  a: '${'x'.repeat(40)}',\n  b: '${'y'.repeat(40)}'\n}`);
check({ a: 'x'.repeat(40), b: 'y'.repeat(40) },
      `{ a: '${'x'.repeat(40)}', b: '${'y'.repeat(40)}' }`, { breakLength: Infinity });
check({ a: 1, b: 2, c: 3 }, '{\n  a: 1,\n  b: 2,\n  c: 3\n}', { breakLength: 5 });
check('a\nb', "'a\\nb'", { compact: false });
check('a\nb', "'a\\nb'");

// Grouping of many short array items into columns.
check(Array.from({ length: 26 }, (_, i) => i),
      '[\n   0,  1,  2,  3,  4,  5,  6,  7,\n   8,  9, 10, 11, 12, 13, 14, 15,\n  16, 17, 18, 19, 20, 21, 22, 23,\n  24, 25\n]');

// sorted
check({ b: 1, a: 2, c: 3 }, '{ a: 2, b: 1, c: 3 }', { sorted: true });
check(new Set(['b', 'a']), "Set(2) { 'a', 'b' }", { sorted: true });
check({ b: 1, a: 2 }, '{ b: 1, a: 2 }', { sorted: (x, y) => (x < y ? 1 : -1) });

// maxArrayLength / maxStringLength
check([1, 2, 3], '[ 1, 2, ... 1 more item ]', { maxArrayLength: 2 });
check([1, 2, 3], '[ ... 3 more items ]', { maxArrayLength: 0 });
check([1, 2, 3], '[ 1, 2, 3 ]', { maxArrayLength: null });
check([1, 2, 3], '[ 1, 2, 3 ]', { maxArrayLength: Infinity });
check('abcdef', "'abc'... 3 more characters", { maxStringLength: 3 });
check('abcdef', "''... 6 more characters", { maxStringLength: 0 });
check('abcdef', "'abcdef'", { maxStringLength: null });
check(['abcdef'], "[ 'a'... 5 more characters ]", { maxStringLength: 1 });

// numericSeparator
check(1234567.891, '1_234_567.891', { numericSeparator: true });
check(-12345678n, '-12_345_678n', { numericSeparator: true });
check(123, '123', { numericSeparator: true });
check(0.0000123, '0.000_012_3', { numericSeparator: true });

// showHidden
check(new Error('e').message, "'e'");
check(Object.defineProperty({}, 'h', { value: 1 }), '{ [h]: 1 }', { showHidden: true });
check(Object.defineProperty({}, Symbol('h'), { value: 1 }), '{ [Symbol(h)]: 1 }', { showHidden: true });

// colors and stylize
check(1, '\u001b[33m1\u001b[39m', { colors: true });
check('s', "\u001b[32m's'\u001b[39m", { colors: true });
check(null, '\u001b[1mnull\u001b[22m', { colors: true });
check(undefined, '\u001b[90mundefined\u001b[39m', { colors: true });
check(Symbol('x'), '\u001b[32mSymbol(x)\u001b[39m', { colors: true });
check(/r/, '\u001b[32m/\u001b[39m\u001b[33mr\u001b[39m\u001b[32m/\u001b[39m', { colors: true });
check([true], '[ \u001b[33mtrue\u001b[39m ]', { colors: true });
assert.strictEqual(util.inspect.styles.number, 'yellow');
assert.deepStrictEqual(util.inspect.colors.red, [31, 39]);

// Custom inspect functions.
check({ [util.inspect.custom]: () => 'custom' }, 'custom');
check({ [util.inspect.custom]: () => ({ replaced: 1 }) }, '{ replaced: 1 }');
check({ a: { [util.inspect.custom]: () => 'inner' } }, '{ a: inner }');
check({ [util.inspect.custom]: () => 'nope', v: 1 },
      '{\n  v: 1,\n  Symbol(nodejs.util.inspect.custom): [Function: [nodejs.util.inspect.custom]]\n}',
      { customInspect: false });
assert.strictEqual(util.inspect.custom, Symbol.for('nodejs.util.inspect.custom'));
{
  // The hook receives depth, options (with stylize) and inspect itself.
  let args;
  const obj = {
    [util.inspect.custom](depth, options, inspect) {
      args = { depth, options, inspect, thisOk: this === obj };
      return 'x';
    },
  };
  util.inspect({ nested: obj }, { depth: 5, breakLength: 42 });
  assert.strictEqual(args.depth, 4);
  assert.strictEqual(args.options.breakLength, 42);
  assert.strictEqual(typeof args.options.stylize, 'function');
  assert.strictEqual(args.inspect, util.inspect);
  assert.strictEqual(args.thisOk, true);
  // Mutating the options passed to the hook does not leak out.
  const mutating = { [util.inspect.custom](d, opts) { opts.depth = 0; return 'm'; } };
  check([mutating, { a: { b: 1 } }], '[ m, { a: { b: 1 } } ]');
}
{
  // Returning `this` formats the object normally (without recursing into the hook).
  const self = { a: 1, [util.inspect.custom]() { return this; } };
  check(self, '{\n  a: 1,\n  Symbol(nodejs.util.inspect.custom): [Function: [nodejs.util.inspect.custom]]\n}');
}
// A hook that returns a multi-line string is indented when nested.
check({ k: { [util.inspect.custom]: () => 'l1\nl2' } }, '{\n  k: l1\n  l2\n}');

// util.inspect.defaultOptions
{
  const saved = { ...util.inspect.defaultOptions };
  util.inspect.defaultOptions.depth = 0;
  check({ a: { b: 1 } }, '{ a: [Object] }');
  util.inspect.defaultOptions = { compact: false };
  check({ a: 1 }, '{\n  a: 1\n}');
  util.inspect.defaultOptions = saved;
  check({ a: { b: 1 } }, '{ a: { b: 1 } }');
  assert.throws(() => { util.inspect.defaultOptions = null; }, { code: 'ERR_INVALID_ARG_TYPE' });
}

// A non-object second argument is the legacy showHidden flag, not an error.
check({}, '{}', 'string');
