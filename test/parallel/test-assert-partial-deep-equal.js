// Port of nodejs/node test/parallel/test-assert-partial-deep-equal.js (rewritten for minirt).
// The crypto cases are left out.
'use strict';

const assert = require('assert');

function sparse(length, entries, extra) {
  const array = new Array(length);
  for (const [index, value] of entries) array[index] = value;
  Object.assign(array, extra);
  return array;
}

function withProps(array, props) {
  return Object.assign(array, props);
}

// [actual, expected] pairs where `expected` is NOT a partial match of `actual`.
const mismatches = [
  [{ a: 1 }, undefined],
  [0, -0],
  [undefined, { a: 1 }],
  [[1, 'two'], [1, 'two', true]],
  [[1, 2, 2, 2, 2, 2, 2, 3], [1, 2, 2, 2, 2, 2, 2, 2]],
  [new Set([{ a: 1 }]), new Set([{ a: 1 }, { b: 1 }])],
  [new WeakSet(), new WeakSet()],
  [new WeakMap(), new WeakMap()],
  [{ a: 1, b: 'string' }, { a: 2, b: 'string' }],
  [{ a: { b: 1 } }, { a: { b: 2 } }],
  [[0], [-0]],
  [[0, 0, 0], [0, -0]],
  [['-0'], [-0]],
  [[-0], [0]],
  [['0'], [0]],
  [[0], ['0']],
  [new Date(0), new Date(1)],
  [{ [Symbol('test')]: 'symbol' }, { [Symbol('test')]: 'symbol' }],
  [{ a: [1, 2, 3] }, { a: [1, 2, 4] }],
  [{ fn: () => {} }, { fn: () => {} }],
  [{ error: new Error('Test error 1') }, { error: new Error('Test error 2') }],
  [{ error: new Error('Test error 1') }, { error: new Error('Test error 1', { cause: 42 }) }],
  [{ error: new Error() }, { error: new Error('Test error 1') }],
  [{ error: new Error('Test error 1') }, { error: new Error('Test error 1', { cause: undefined }) }],
  [{ error: new AggregateError([], 'm') }, { error: new AggregateError([new Error()], 'm') }],
  [{ typedArray: new Uint8Array([1, 2, 3]) }, { typedArray: new Uint8Array([4, 5, 6]) }],
  [new Map([['key1', 'value1'], ['key2', 'value2']]), new Map([['key1', 'value1'], ['key3', 'value3']])],
  [new Map([['key1', 'value1'], ['key2', 'value2']]), new Map([['key1', 'value1'], ['key3', 'value2']])],
  [new Map([['k1', 'v1'], ['k2', 'v2']]), new Map([['k1', 'v1'], ['k2', 'v2'], ['k3', 'v3']])],
  [new Map([['key1', ['value1', 'value2']], ['key2', 'value2']]), new Map([['key1', ['value3']]])],
  [new Map([[{ a: 1 }, 'value1'], [{ b: 2 }, 'value2'], [{ b: 2 }, 'value4']]),
   new Map([[{ a: 1 }, 'value1'], [{ b: 2 }, 'value3']])],
  [new Map([[{ a: 1 }, 'value1'], [{ b: 1 }, 'value2'], [{ a: 1 }, 'value1']]),
   new Map([[{ a: 1 }, 'value1'], [{ a: 1 }, 'value1'], [{ a: 1 }, 'value1']])],
  [new Map([[{ a: 2 }, 1], [1, 1], [{ b: 1 }, 1], [[], 1], [2, 1], [{ a: 1 }, 1]]),
   new Map([[{ a: 1 }, 1], [[], 1], [2, 1], [{ a: 1 }, 1]])],
  [new Set([{ a: 1 }, { a: 2 }, { a: 1 }, { a: 2 }]), new Set([{ a: 1 }, { a: 2 }, { a: 1 }, { a: 1 }])],
  [new Set(['value1', 'value2']), new Set(['value1', 'value3'])],
  [{ a: 1, b: 2, c: 3 }, { b: '2' }],
  [[1, 2, 3], ['2']],
  [withProps([1, 2, 3], { extra: 'other' }), withProps([1, 2, 3], { extra: 'different' })],
  [sparse(1000, [[90, 1], [92, 2], [95, 1], [96, 2]], { foo: 'bar', extra: 'test' }),
   sparse(1000, [[90, 1], [92, 1], [95, 1]], { extra: 'test', foo: 'bar' })],
  [sparse(1000, [[90, 1], [92, 1]]), sparse(1000, [[90, 1], [92, 1], [95, 1]])],
  [new ArrayBuffer(3), new Uint8Array(3)],
  [new ArrayBuffer(3), new SharedArrayBuffer(3)],
  [new SharedArrayBuffer(3), new ArrayBuffer(3)],
  [new Int16Array(3), new Uint16Array(3)],
  [new DataView(new Uint8Array([1, 2, 3]).buffer), new DataView(new Uint8Array([4, 5, 6]).buffer)],
  [new DataView(new ArrayBuffer(3)), new Uint8Array(3)],
  [new Uint8Array(3), new DataView(new ArrayBuffer(3))],
  [new Float32Array([+0.0]), new Float32Array([-0.0])],
  [new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4])],
  [new Uint8Array([1, 2, 3, 4]), new Uint8Array([3, 1])],
  [new URL('http://foo'), new URL('http://bar')],
  [Promise.resolve(1), Promise.resolve(1)],
  [{ __proto__: null, a: 1 }, { a: 1, b: 2 }],
];

// [actual, expected] pairs where `expected` IS a partial match of `actual`.
const circular = () => {
  const obj = { set: new Set([['x'], ['y']]) };
  obj.self = obj;
  return obj;
};
const matches = [
  [{ a: 1, b: 2, c: 3 }, { a: 1, b: 2, c: 3 }],
  [{ a: 1, b: 2 }, { b: 2, a: 1 }],
  [{ a: { b: { c: 'deep', d: 1 } }, e: 2 }, { a: { b: { c: 'deep' } } }],
  [{ a: 1, b: { x: 1, y: 2 }, c: [1, 2, 3] }, { b: { y: 2 }, c: [2] }],
  [1, 1],
  ['foo', 'foo'],
  [circular(), circular()],
  [[1, 2, 3], [1, 2, 3]],
  [[0], [0]],
  [[-0], [-0]],
  [[0, -0, 0], [0, 0]],
  [[1, 2, 3, 4], [2, 4]],
  [withProps([1, 2, 3], { extra: 'test', ignored: true }), withProps([1, 2, 3], { extra: 'test' })],
  [new Date(0), new Date(0)],
  [{ a: /abc/g, b: 1 }, { a: /abc/g }],
  [{ a: Buffer.from('x'), b: 1 }, { a: Buffer.from('x') }],
  [{ error: new Error('Test error') }, { error: new Error('Test error') }],
  [new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3])],
  [new Uint8Array([1, 2, 3, 4]), new Uint8Array([1, 3])],
  [new Int16Array([1, 2, 3]), new Int16Array([1, 2, 3])],
  [new DataView(new Uint8Array([1, 2, 3]).buffer), new DataView(new Uint8Array([1, 2, 3]).buffer)],
  [new SharedArrayBuffer(3), new SharedArrayBuffer(3)],
  [new Map([['key1', 'value1'], ['key2', 'value2']]), new Map([['key1', 'value1']])],
  [new Map([[{ a: 1 }, 'value1'], [{ a: 2 }, 'value2'], [{ a: 2 }, 'value3'], [{ a: 2 }, 'value3'],
            [{ a: 2 }, 'value4'], [{ a: 1 }, 'value2']]),
   new Map([[{ a: 2 }, 'value3'], [{ a: 1 }, 'value1'], [{ a: 2 }, 'value3'], [{ a: 1 }, 'value2']])],
  [new Array(1000), new Array(100)],
  [sparse(100, [[1, 2]]), sparse(100, [[1, 2]])],
  [[{ a: 5 }, { b: 5 }], [{ a: 5 }]],
  [new Set([{ a: 1 }, { b: 1 }]), new Set([{ a: 1 }])],
  [new Set([{ b: 1 }, [], 1, { a: 1 }, 2, []]), new Set([{ a: 1 }, 2, []])],
  [new Set([{ a: 1 }, 1, { b: 1 }, [], 2, { a: 1 }]), new Set([{ a: 1 }, [], 2, { a: 1 }])],
  [new Set(['value1', 'value2', 'value3']), new Set(['value1', 'value2'])],
  [{ a: { b: { c: new Map([['key1', 'value1'], ['key2', 'value2']]) }, z: [1, 2, 3] } },
   { a: { z: [1, 2, 3], b: { c: new Map([['key1', 'value1']]) } } }],
  [new Map([['key1', new Map([['n1', 'v1'], ['n2', 'v2']])], ['key2', 'value2']]),
   new Map([['key1', new Map([['n1', 'v1']])]])],
  [{ __proto__: null, prop: 'value' }, { __proto__: null, prop: 'value' }],
  [{ __proto__: null, a: 1, b: 2 }, { a: 1 }],
  [NaN, NaN],
  [new URL('http://foo'), new URL('http://foo')],
  [{ error: new Error('Test error 1', { cause: 42 }) }, { error: new Error('Test error 1') }],
  [{ error: new Error('Test error 1', { cause: undefined }) }, { error: new Error('Test error 1') }],
  [{ error: new Error('Test error 1') }, { error: new Error() }],
  [{ error: new AggregateError([new Error(), 123]) }, { error: new AggregateError([]) }],
];

for (const [actual, expected] of mismatches) {
  assert.throws(() => assert.partialDeepStrictEqual(actual, expected), {
    code: 'ERR_ASSERTION',
    name: 'AssertionError',
    operator: 'partialDeepStrictEqual',
  });
}
for (const [actual, expected] of matches) {
  assert.partialDeepStrictEqual(actual, expected);
}

// The failure message is a diff of the full values.
assert.throws(() => assert.partialDeepStrictEqual({ a: 1, b: { c: 2, d: 3 } }, { b: { c: 4 } }), {
  message: 'Expected values to be partially and strictly deep-equal:\n+ actual - expected\n\n' +
    '  {\n+   a: 1,\n    b: {\n+     c: 2,\n+     d: 3\n-     c: 4\n    }\n  }\n',
  generatedMessage: true,
});
assert.throws(() => assert.partialDeepStrictEqual([1, 2], [3], 'custom'), {
  message: 'custom\n+ actual - expected\n\n  [\n+   1,\n+   2\n-   3\n  ]\n',
  generatedMessage: false,
});
assert.throws(() => assert.partialDeepStrictEqual(1), { code: 'ERR_MISSING_ARGS' });
