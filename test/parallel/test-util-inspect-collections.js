// Port of nodejs/node test/parallel/test-util-inspect.js (rewritten for minirt).
// The Map/Set/typed array/promise part of it.
'use strict';
require('../common');
const assert = require('assert');
const util = require('util');

function check(value, expected, opts) {
  const actual = util.inspect(value, opts);
  if (actual !== expected) assert.strictEqual(actual, expected);
}

// Map and Set.
check(new Map(), 'Map(0) {}');
check(new Map([[1, 'a'], [2, 'b'], [3, 'c']]), "Map(3) { 1 => 'a', 2 => 'b', 3 => 'c' }");
check(new Map([['foo', null]]), "Map(1) { 'foo' => null }");
check(new Set(), 'Set(0) {}');
check(new Set([1, 2, 3]), 'Set(3) { 1, 2, 3 }');
check(new Set([[1, 2]]), 'Set(1) { [ 1, 2 ] }');
{
  const map = new Map([['foo', 'bar']]);
  map.extra = true;
  check(map, "Map(1) { 'foo' => 'bar', extra: true }");
  const set = new Set(['foo']);
  set.bar = 42;
  check(set, "Set(1) { 'foo', bar: 42 }");
  check(set, "Set(1) { 'foo', bar: 42 }", { showHidden: true });
}
{
  // Circular Map/Set.
  const map = new Map();
  map.set(map, 'map');
  check(map, "<ref *1> Map(1) { [Circular *1] => 'map' }");
  map.set(map, map);
  check(map, '<ref *1> Map(1) { [Circular *1] => [Circular *1] }');
  const set = new Set();
  set.add(set);
  check(set, '<ref *1> Set(1) { [Circular *1] }');
}
{
  // Subclasses and null prototypes.
  class MyMap extends Map {}
  check(new MyMap([[1, 2]]), 'MyMap(1) [Map] { 1 => 2 }');
  class MySet extends Set {}
  check(new MySet([1]), 'MySet(1) [Set] { 1 }');
  const nullMap = new Map([[1, 2]]);
  Object.setPrototypeOf(nullMap, null);
  check(nullMap, '[Map(1): null prototype] { 1 => 2 }');
}
// maxArrayLength limits Map/Set entries too.
check(new Set([1, 2, 3]), 'Set(3) { 1, 2, ... 1 more item }', { maxArrayLength: 2 });
check(new Map([[1, 1], [2, 2], [3, 3]]), 'Map(3) { 1 => 1, ... 2 more items }', { maxArrayLength: 1 });
// Nested beyond depth.
check(new Map([[1, new Map([[2, new Map([[3, new Map([[4, 4]])]])]])]]), 'Map(1) { 1 => Map(1) { 2 => Map(1) { 3 => [Map] } } }');
check({ a: { b: new Set([1]) } }, '{ a: { b: [Set] } }', { depth: 1 });

// Weak collections do not show entries.
check(new WeakMap(), 'WeakMap { <items unknown> }');
check(new WeakSet(), 'WeakSet { <items unknown> }');

// Array iterators keep their tag.
check([1, 2][Symbol.iterator](), 'Object [Array Iterator] {}');

// Typed arrays, buffers and views.
check(new Uint8Array(0), 'Uint8Array(0) []');
check(new Uint8Array([1, 2, 3]), 'Uint8Array(3) [ 1, 2, 3 ]');
check(new Int16Array([-1, 2]), 'Int16Array(2) [ -1, 2 ]');
check(new Float32Array([0.5]), 'Float32Array(1) [ 0.5 ]');
check(new BigUint64Array([1n]), 'BigUint64Array(1) [ 1n ]');
check(new Uint8Array(3), 'Uint8Array(3) [ 0, 0, 0 ]');
{
  const arr = new Uint8Array(2);
  arr.foo = 'bar';
  check(arr, "Uint8Array(2) [ 0, 0, foo: 'bar' ]");
  check(new Uint8Array([1, 2]),
        'Uint8Array(2) [\n  1,\n  2,\n  [BYTES_PER_ELEMENT]: 1,\n  [length]: 2,\n  [byteLength]: 2,\n' +
        '  [byteOffset]: 0,\n  [buffer]: ArrayBuffer { [byteLength]: 2 }\n]', { showHidden: true });
}
check(new Uint8Array(200).fill(1), util.inspect(new Array(200).fill(1)).replace('[', 'Uint8Array(200) ['));
check(new ArrayBuffer(3), 'ArrayBuffer { [Uint8Contents]: <00 00 00>, [byteLength]: 3 }');
check(new Uint8Array([1, 255]).buffer, 'ArrayBuffer { [Uint8Contents]: <01 ff>, [byteLength]: 2 }');
check(new SharedArrayBuffer(1), 'SharedArrayBuffer { [Uint8Contents]: <00>, [byteLength]: 1 }');
check(new DataView(new ArrayBuffer(2), 1),
      'DataView {\n  [byteLength]: 1,\n  [byteOffset]: 1,\n  [buffer]: ArrayBuffer { [Uint8Contents]: <00 00>, [byteLength]: 2 }\n}');
{
  const ab = new ArrayBuffer(1);
  ab.x = 42;
  check(ab, 'ArrayBuffer { [Uint8Contents]: <00>, [byteLength]: 1, x: 42 }');
  check({ ab }, '{ ab: ArrayBuffer { [Uint8Contents]: <00>, [byteLength]: 1, x: 42 } }');
  check(new ArrayBuffer(60), util.inspect(new ArrayBuffer(60), { maxArrayLength: 100 }));
  check(new ArrayBuffer(3), 'ArrayBuffer { [Uint8Contents]: <00 ... 2 more bytes>, [byteLength]: 3 }', { maxArrayLength: 1 });
}
check(Buffer.from('abc'), '<Buffer 61 62 63>');
check(Buffer.alloc(0), '<Buffer >');
check(Buffer.alloc(51, 0x41), `<Buffer ${'41 '.repeat(50)}... 1 more byte>`);

// Promises.
check(Promise.resolve(3), 'Promise { 3 }');
check(new Promise(() => {}), 'Promise { <pending> }');
{
  const rejected = Promise.reject(3);
  rejected.catch(() => {});
  check(rejected, 'Promise { <rejected> 3 }');
  const p = Promise.resolve('foo');
  p.bar = 42;
  check(p, "Promise { 'foo', bar: 42 }");
  check({ p: Promise.resolve({ a: { b: {} } }) }, '{ p: Promise { { a: [Object] } } }');
}
