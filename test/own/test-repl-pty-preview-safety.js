// Flags: --expose-internals
// minirt's own test: the limits of the terminal REPL's result preview
// (internal/repl/safe_eval) for arrays the line makes and for Array.from: an array the
// program owns is never sorted or filled by a preview, a default sort of the program's
// objects (which converts them with their toString) is not run, Array.from reads no getter,
// runs no iterator the program put in place, takes no callback but the line's own arrow,
// and makes no huge array; spreads and new Set/new Map read elements without getters and
// run neither a replaced iterator nor a replaced Set.prototype.add / Map.prototype.set.
'use strict';
require('../common');
const assert = require('assert');
const { evalPreview } = require('internal/repl/safe_eval');

let converted = 0;
let got = 0;
const scope = {
  __proto__: globalThis,
  arr: [3, 1, 2],
  nested: [[2, 1]],
  o: { toString() { converted++; return 'o'; } },
  g: { get length() { got++; return 2; } },
  obj: { b: 1, a: 2 },
  fn: (x) => x,
  Object,
  Array,
  Set,
  Map,
  Math,
  withGetter: Object.defineProperty([1, 2], 1, { get() { got++; return 2; } }),
};
const preview = (src) => {
  const r = evalPreview(src, scope);
  return r && r.ok ? r.value : undefined;
};

// The program's arrays stay as they are.
for (const src of ['arr.sort()', 'arr.fill(0)', 'arr.reverse()', 'nested.at(0).sort()',
  'nested[0].reverse()', '[o, o].sort()', 'Array.from(g)', 'Array.from({length: 1e9})',
  'Array.from("ab", fn)', 'Array.from(arr)', 'Array.from("ab", (c) => c, null)']) {
  assert.strictEqual(preview(src), undefined, src);
}
assert.deepStrictEqual(scope.arr, [3, 1, 2]);
assert.deepStrictEqual(scope.nested, [[2, 1]]);
assert.strictEqual(converted, 0);
assert.strictEqual(got, 0);

// Arrays the line made may change.
assert.deepStrictEqual(preview('arr.slice().sort()'), [1, 2, 3]);
assert.deepStrictEqual(preview('[1].concat([2]).fill(0)'), [0, 0]);
assert.deepStrictEqual(preview('Object.keys(obj).sort()'), ['a', 'b']);
assert.deepStrictEqual(preview('[o, o].sort((a, b) => 0).length'), 2);
assert.deepStrictEqual(preview('Array(2).fill(1)'), [1, 1]);
assert.deepStrictEqual(preview('Array.from({length: 2}, (_, i) => i)'), [0, 1]);
assert.deepStrictEqual(scope.arr, [3, 1, 2]);
assert.strictEqual(preview('typeof notDeclared'), 'undefined');

// An iterator the program installed is not run.
let iterated = 0;
const stringIterator = String.prototype[Symbol.iterator];
String.prototype[Symbol.iterator] = function() { // eslint-disable-line no-extend-native
  iterated++;
  return stringIterator.call(this);
};
try {
  assert.strictEqual(preview('Array.from("ab")'), undefined);
} finally {
  String.prototype[Symbol.iterator] = stringIterator; // eslint-disable-line no-extend-native
}
assert.deepStrictEqual(preview('Array.from("ab")'), ['a', 'b']);
Object.defineProperty(Object.prototype, Symbol.iterator, {
  configurable: true, get() { iterated++; return undefined; },
});
try {
  assert.strictEqual(preview('Array.from({length: 1})'), undefined);
} finally {
  delete Object.prototype[Symbol.iterator];
}
assert.strictEqual(iterated, 0);

// Spreads and collections.
assert.deepStrictEqual(preview('[...arr, ..."ab"]'), [3, 1, 2, 'a', 'b']);
assert.strictEqual(preview('Math.max(...arr)'), 3);
assert.deepStrictEqual(preview('new Map([[1, arr]]).get(1)'), [3, 1, 2]);
assert.strictEqual(preview('new Set(arr).has(2)'), true);
for (const src of ['[...withGetter]', 'new Set(withGetter)', 'Math.max(...withGetter)']) {
  assert.strictEqual(preview(src), undefined, src);
}
assert.strictEqual(got, 0);
let replaced = 0;
const cases = [
  [Array.prototype, Symbol.iterator, ['[...arr]', 'new Set(arr)', 'Math.max(...arr)']],
  [Set.prototype, 'add', ['new Set(arr)']],
  [Map.prototype, 'set', ['new Map([[1, 2]])']],
];
for (const [holder, key, sources] of cases) {
  const original = holder[key];
  let results;
  holder[key] = function(...args) {
    replaced++;
    return Reflect.apply(original, this, args);
  };
  try {
    // No for-of here: the replaced iterator would count this test's own loop.
    results = sources.map(preview);
  } finally {
    holder[key] = original;
  }
  assert.strictEqual(replaced, 0, String(key));
  assert.deepStrictEqual(results, sources.map(() => undefined), String(key));
}
