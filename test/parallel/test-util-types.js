// Port of nodejs/node test/parallel/test-util-types.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const { types, inspect } = require('util');

// Each value must be recognised by exactly the listed predicates (and no other is*).
const cases = [
  [new Date(), 'isDate'],
  [function() {}, []],
  [async function() {}, 'isAsyncFunction'],
  [function*() {}, 'isGeneratorFunction'],
  [async function*() {}, ['isAsyncFunction', 'isGeneratorFunction']],
  [(function*() {})(), 'isGeneratorObject'],
  [(async function*() {})(), 'isGeneratorObject'],
  [Promise.resolve(), 'isPromise'],
  [new Map(), 'isMap'],
  [new Set(), 'isSet'],
  [new Map()[Symbol.iterator](), 'isMapIterator'],
  [new Set()[Symbol.iterator](), 'isSetIterator'],
  [new WeakMap(), 'isWeakMap'],
  [new WeakSet(), 'isWeakSet'],
  [new ArrayBuffer(), ['isArrayBuffer', 'isAnyArrayBuffer']],
  [new SharedArrayBuffer(), ['isSharedArrayBuffer', 'isAnyArrayBuffer']],
  [new Uint8Array(), ['isUint8Array', 'isTypedArray', 'isArrayBufferView']],
  [new Uint8ClampedArray(), ['isUint8ClampedArray', 'isTypedArray', 'isArrayBufferView']],
  [new Uint16Array(), ['isUint16Array', 'isTypedArray', 'isArrayBufferView']],
  [new Uint32Array(), ['isUint32Array', 'isTypedArray', 'isArrayBufferView']],
  [new Int8Array(), ['isInt8Array', 'isTypedArray', 'isArrayBufferView']],
  [new Int16Array(), ['isInt16Array', 'isTypedArray', 'isArrayBufferView']],
  [new Int32Array(), ['isInt32Array', 'isTypedArray', 'isArrayBufferView']],
  [new Float32Array(), ['isFloat32Array', 'isTypedArray', 'isArrayBufferView']],
  [new Float64Array(), ['isFloat64Array', 'isTypedArray', 'isArrayBufferView']],
  [new BigInt64Array(), ['isBigInt64Array', 'isTypedArray', 'isArrayBufferView']],
  [new BigUint64Array(), ['isBigUint64Array', 'isTypedArray', 'isArrayBufferView']],
  [new DataView(new ArrayBuffer()), ['isDataView', 'isArrayBufferView']],
  [Object(1), ['isNumberObject', 'isBoxedPrimitive']],
  [Object('a'), ['isStringObject', 'isBoxedPrimitive']],
  [Object(true), ['isBooleanObject', 'isBoxedPrimitive']],
  [Object(Symbol()), ['isSymbolObject', 'isBoxedPrimitive']],
  [Object(1n), ['isBigIntObject', 'isBoxedPrimitive']],
  [new Error(), 'isNativeError'],
  [new TypeError(), 'isNativeError'],
  [/abc/, 'isRegExp'],
  [new Proxy({}, {}), 'isProxy'],
  [{}, []],
  [[], []],
  [1, []],
  ['str', []],
  [null, []],
  [undefined, []],
];
const predicates = Object.keys(types).filter((k) => k.startsWith('is') &&
  // isExternal and isModuleNamespaceObject have no value above; isKeyObject/isCryptoKey
  // are crypto's.
  !['isExternal', 'isModuleNamespaceObject', 'isKeyObject', 'isCryptoKey', 'isArgumentsObject',
    'isFloat16Array'].includes(k));
for (const [value, expected] of cases) {
  const want = new Set(Array.isArray(expected) ? expected : [expected]);
  for (const key of predicates) {
    assert.strictEqual(types[key](value), want.has(key), `${key}(${inspect(value)})`);
  }
}

// arguments objects.
(function() { assert.strictEqual(types.isArgumentsObject(arguments), true); })();
assert.strictEqual(types.isArgumentsObject([]), false);
assert.strictEqual(types.isArgumentsObject({ length: 0 }), false);

// Objects pretending to be something else are not fooled.
{
  const fake = Object.create(Date.prototype);
  assert.strictEqual(types.isDate(fake), false);
  const tagged = { [Symbol.toStringTag]: 'Date' };
  assert.strictEqual(types.isDate(tagged), false);
  const fakeMap = Object.create(Map.prototype);
  assert.strictEqual(types.isMap(fakeMap), false);
  class MyError extends Error {}
  assert.strictEqual(types.isNativeError(new MyError()), true);
  assert.strictEqual(types.isNativeError(Object.create(Error.prototype)), false);
  assert.strictEqual(types.isNativeError({ name: 'Error', message: '' }), false);
}

// Typed-array tag and views.
{
  const buf = Buffer.from('x');
  assert.strictEqual(types.isUint8Array(buf), true);
  assert.strictEqual(types.isTypedArray(buf), true);
  assert.strictEqual(types.isArrayBufferView(buf), true);
  assert.strictEqual(types.isArrayBufferView(new ArrayBuffer(1)), false);
}

// Left out: require('util/types') === util.types — minirt has no 'util/types' module id yet.
