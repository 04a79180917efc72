// minirt's own test: JSON.parse reads the valid texts Boa's serde_json check refuses (numbers
// beyond the double range, escaped lone surrogates, nesting deeper than 127 levels), with
// revivers and their source contexts as V8 applies them, while invalid texts keep V8's
// messages and errors thrown by a reviver pass through (internal/engine/json_parse.js).
// Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

assert.strictEqual(JSON.parse('1e400'), Infinity);
assert.strictEqual(JSON.parse(' -1e400 '), -Infinity);
assert.deepStrictEqual(JSON.parse('[1e309, -0, 0.1]'), [Infinity, -0, 0.1]);
assert.strictEqual(JSON.parse('"\\ud800"'), '\ud800');
assert.strictEqual(JSON.parse('"a\\udc00\\u0041\\n\\/"'), 'a\udc00A\n/');
assert.strictEqual(JSON.parse('"\\ud800\\ud800"').length, 2);

const deepArray = JSON.parse('['.repeat(300) + '1' + ']'.repeat(300));
let depth = 0;
for (let v = deepArray; Array.isArray(v); v = v[0]) depth++;
assert.strictEqual(depth, 300);
const deepObject = JSON.parse('{"k":'.repeat(200) + '"\\ud83d"' + '}'.repeat(200));
let inner = deepObject;
for (let i = 0; i < 200; i++) inner = inner.k;
assert.strictEqual(inner, '\ud83d');

// Object keys as the engine defines them: own data properties, the last duplicate wins in the
// first one's place, `__proto__` is an own key.
const object = JSON.parse('{"__proto__": {"x": 1e400}, "b": 1, "a": 2, "b": 3, "1": 4}');
assert.deepStrictEqual(Object.keys(object), ['1', '__proto__', 'b', 'a']);
assert.strictEqual(Object.getPrototypeOf(object), Object.prototype);
assert.strictEqual(object.__proto__.x, Infinity);
assert.strictEqual(object.b, 3);

// Revivers: holders, order, deletion, and the source of primitives still as parsed.
const seen = [];
const revived = JSON.parse('{"a": [1e400, "\\ud800", 1.50], "b": {"c": null}}', function(k, v, c) {
  seen.push([k, typeof v, c.source]);
  if (k === '0' && Array.isArray(this)) this[2] = 'changed';
  if (k === 'c') return undefined;
  return typeof v === 'number' ? -v : v;
});
assert.deepStrictEqual(revived, { a: [-Infinity, '\ud800', 'changed'], b: {} });
assert.deepStrictEqual(seen, [
  ['0', 'number', '1e400'],
  ['1', 'string', '"\\ud800"'],
  ['2', 'string', undefined],
  ['a', 'object', undefined],
  ['c', 'object', 'null'],
  ['b', 'object', undefined],
  ['', 'object', undefined],
]);
assert.throws(() => JSON.parse('[1e400, 2]', (k, v) => {
  if (k === '1') throw new RangeError('from the reviver');
  return v;
}), { name: 'RangeError', message: 'from the reviver' });
assert.deepStrictEqual(JSON.parse('[1e400]', 'not a function'), [Infinity]);

// The text is converted once.
let conversions = 0;
assert.strictEqual(JSON.parse({ toString() { conversions++; return '1e400'; } }), Infinity);
assert.strictEqual(conversions, 1);

// Invalid texts keep V8's messages, with or without a value serde_json refuses.
assert.throws(() => JSON.parse('[1e400,]'), {
  name: 'SyntaxError',
  message: 'Unexpected token \']\', "[1e400,]" is not valid JSON',
});
assert.throws(() => JSON.parse('{bad'), {
  name: 'SyntaxError',
  message: 'Expected property name or \'}\' in JSON at position 1 (line 1 column 2)',
});
assert.strictEqual(JSON.parse.name, 'parse');
assert.strictEqual(JSON.parse.length, 2);
