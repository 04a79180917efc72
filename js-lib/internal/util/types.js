'use strict';
// internal/util/types — the `util.types` predicates (isMap, isDate, isTypedArray, ...).
//
// Node answers these from V8's internal object kinds. Boa gives JS no such view, so each
// predicate asks a built-in that only works on the real thing ("brand check"): a getter or
// method that throws (or returns undefined) for any other receiver. Checks that would have a
// side effect on a genuine object (advancing an iterator or generator) are replaced by
// prototype identity, which only a deliberately forged object can fool.
// Promise and Proxy state come from the native `internalBinding('util')`.

const binding = internalBinding('util');
const isExternalNative = binding.isExternal;
const keyBrands = require('internal/util/key_brands');

const ObjectGetPrototypeOf = Object.getPrototypeOf;
const ObjectGetOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const ObjectIsExtensible = Object.isExtensible;
const ObjectPrototypeToString = Object.prototype.toString;
const ObjectPrototypeHasOwnProperty = Object.prototype.hasOwnProperty;
const ArrayBufferIsView = ArrayBuffer.isView;

function getterOf(proto, key) {
  const desc = proto === undefined ? undefined : ObjectGetOwnPropertyDescriptor(proto, key);
  return desc === undefined ? undefined : desc.get;
}

const TypedArrayPrototype = ObjectGetPrototypeOf(Uint8Array.prototype);
// Returns the kind name ('Uint8Array', ...) for a typed array and undefined for anything
// else, without throwing: the cheapest exact check there is.
const typedArrayTag = getterOf(TypedArrayPrototype, Symbol.toStringTag);
const mapSize = getterOf(Map.prototype, 'size');
const setSize = getterOf(Set.prototype, 'size');
const weakMapHas = WeakMap.prototype.has;
const weakSetHas = WeakSet.prototype.has;
const arrayBufferByteLength = getterOf(ArrayBuffer.prototype, 'byteLength');
const sharedArrayBufferByteLength = typeof SharedArrayBuffer === 'function' ?
  getterOf(SharedArrayBuffer.prototype, 'byteLength') : undefined;
const dateGetTime = Date.prototype.getTime;
// `global` rather than `source`: the spec lets `source` succeed on RegExp.prototype itself,
// while `global` returns undefined there and a boolean only for real regexps.
const regExpGlobal = getterOf(RegExp.prototype, 'global');
const numberValueOf = Number.prototype.valueOf;
const stringValueOf = String.prototype.valueOf;
const booleanValueOf = Boolean.prototype.valueOf;
const bigIntValueOf = typeof BigInt === 'function' ? BigInt.prototype.valueOf : undefined;
const symbolValueOf = Symbol.prototype.valueOf;
const errorIsError = typeof Error.isError === 'function' ? Error.isError : undefined;

// Intrinsic prototypes that are not reachable by name.
const MapIteratorPrototype = ObjectGetPrototypeOf(new Map().entries());
const SetIteratorPrototype = ObjectGetPrototypeOf(new Set().values());
const GeneratorFunctionPrototype = ObjectGetPrototypeOf(function* () {});
const GeneratorPrototype = GeneratorFunctionPrototype.prototype;
const AsyncFunctionPrototype = ObjectGetPrototypeOf(async function () {});
const AsyncGeneratorFunctionPrototype = ObjectGetPrototypeOf(async function* () {});
const AsyncGeneratorPrototype = AsyncGeneratorFunctionPrototype.prototype;

// If the runtime offers Node's native `types` binding (exact, and cheaper than a brand check
// that throws on a miss), its predicates replace the JS ones below.
let nativeTypes;
try {
  nativeTypes = internalBinding('types');
} catch {
  nativeTypes = undefined;
}

const getPromiseDetails = typeof binding.getPromiseDetails === 'function' ?
  binding.getPromiseDetails : undefined;
const getProxyDetails = typeof binding.getProxyDetails === 'function' ?
  binding.getProxyDetails : undefined;

function isObjectLike(value) {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

function protoChainHas(value, proto) {
  if (proto === undefined) return false;
  let p = ObjectGetPrototypeOf(value);
  while (p !== null) {
    if (p === proto) return true;
    p = ObjectGetPrototypeOf(p);
  }
  return false;
}

function brand(fn, value) {
  try {
    fn.call(value);
    return true;
  } catch {
    return false;
  }
}

function isMap(value) {
  return typeof value === 'object' && value !== null && brand(mapSize, value);
}

function isSet(value) {
  return typeof value === 'object' && value !== null && brand(setSize, value);
}

function isWeakMap(value) {
  if (typeof value !== 'object' || value === null) return false;
  try {
    weakMapHas.call(value, MapIteratorPrototype);
    return true;
  } catch {
    return false;
  }
}

function isWeakSet(value) {
  if (typeof value !== 'object' || value === null) return false;
  try {
    weakSetHas.call(value, MapIteratorPrototype);
    return true;
  } catch {
    return false;
  }
}

function isArrayBuffer(value) {
  return typeof value === 'object' && value !== null && brand(arrayBufferByteLength, value);
}

function isSharedArrayBuffer(value) {
  return sharedArrayBufferByteLength !== undefined && typeof value === 'object' &&
    value !== null && brand(sharedArrayBufferByteLength, value);
}

function isAnyArrayBuffer(value) {
  return isArrayBuffer(value) || isSharedArrayBuffer(value);
}

function isArrayBufferView(value) {
  return ArrayBufferIsView(value);
}

function isTypedArray(value) {
  return typedArrayTag.call(value) !== undefined;
}

function isDataView(value) {
  return ArrayBufferIsView(value) && typedArrayTag.call(value) === undefined;
}

function isDate(value) {
  return typeof value === 'object' && value !== null && brand(dateGetTime, value);
}

function isRegExp(value) {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return typeof regExpGlobal.call(value) === 'boolean';
  } catch {
    return false;
  }
}

function isNumberObject(value) {
  return typeof value === 'object' && value !== null && brand(numberValueOf, value);
}

function isStringObject(value) {
  return typeof value === 'object' && value !== null && brand(stringValueOf, value);
}

function isBooleanObject(value) {
  return typeof value === 'object' && value !== null && brand(booleanValueOf, value);
}

function isBigIntObject(value) {
  return bigIntValueOf !== undefined && typeof value === 'object' && value !== null &&
    brand(bigIntValueOf, value);
}

function isSymbolObject(value) {
  return typeof value === 'object' && value !== null && brand(symbolValueOf, value);
}

function isBoxedPrimitive(value) {
  return isNumberObject(value) || isStringObject(value) || isBooleanObject(value) ||
    isBigIntObject(value) || isSymbolObject(value);
}

function isPromise(value) {
  if (typeof value !== 'object' || value === null) return false;
  if (getPromiseDetails !== undefined) return getPromiseDetails(value) !== undefined;
  // No native helper: fall back to the prototype chain.
  return protoChainHas(value, Promise.prototype);
}

function isProxy(value) {
  if (!isObjectLike(value) || getProxyDetails === undefined) return false;
  return getProxyDetails(value, false) !== undefined;
}

function isNativeError(value) {
  if (typeof value !== 'object' || value === null) return false;
  if (errorIsError !== undefined) return errorIsError(value);
  // Object.prototype.toString reports [[ErrorData]] as 'Error' unless a Symbol.toStringTag
  // overrides it; only in that case do we have to settle for the prototype chain.
  if (ObjectPrototypeToString.call(value) === '[object Error]') return true;
  let tag;
  try {
    tag = value[Symbol.toStringTag];
  } catch {
    return false;
  }
  return typeof tag === 'string' && protoChainHas(value, Error.prototype);
}

function isArgumentsObject(value) {
  // Every arguments object has an own `callee` (a value when sloppy, a throwing accessor
  // when strict); testing that first keeps the common negative case cheap.
  return typeof value === 'object' && value !== null &&
    ObjectPrototypeHasOwnProperty.call(value, 'callee') &&
    ObjectPrototypeToString.call(value) === '[object Arguments]';
}

function isGeneratorObject(value) {
  return typeof value === 'object' && value !== null &&
    (protoChainHas(value, GeneratorPrototype) || protoChainHas(value, AsyncGeneratorPrototype));
}

function isGeneratorFunction(value) {
  return typeof value === 'function' &&
    (protoChainHas(value, GeneratorFunctionPrototype) ||
     protoChainHas(value, AsyncGeneratorFunctionPrototype));
}

function isAsyncFunction(value) {
  return typeof value === 'function' &&
    (protoChainHas(value, AsyncFunctionPrototype) ||
     protoChainHas(value, AsyncGeneratorFunctionPrototype));
}

function isMapIterator(value) {
  return typeof value === 'object' && value !== null &&
    ObjectGetPrototypeOf(value) === MapIteratorPrototype;
}

function isSetIterator(value) {
  return typeof value === 'object' && value !== null &&
    ObjectGetPrototypeOf(value) === SetIteratorPrototype;
}

function isModuleNamespaceObject(value) {
  // Namespace objects are the only null-prototype, non-extensible objects whose
  // @@toStringTag is the frozen string 'Module'.
  if (typeof value !== 'object' || value === null || ObjectGetPrototypeOf(value) !== null ||
      ObjectIsExtensible(value)) {
    return false;
  }
  const desc = ObjectGetOwnPropertyDescriptor(value, Symbol.toStringTag);
  return desc !== undefined && desc.value === 'Module' && !desc.writable &&
    !desc.enumerable && !desc.configurable;
}

function isExternal(value) {
  return isExternalNative(value);
}

function typedArrayKind(name) {
  return function(value) {
    return typedArrayTag.call(value) === name;
  };
}

function defineNamed(name, fn) {
  Object.defineProperty(fn, 'name', { value: name, configurable: true });
  return fn;
}

const predicates = {
  isExternal,
  isDate,
  isArgumentsObject,
  isBigIntObject,
  isBooleanObject,
  isNumberObject,
  isStringObject,
  isSymbolObject,
  isNativeError,
  isRegExp,
  isAsyncFunction,
  isGeneratorFunction,
  isGeneratorObject,
  isPromise,
  isMap,
  isSet,
  isMapIterator,
  isSetIterator,
  isWeakMap,
  isWeakSet,
  isArrayBuffer,
  isDataView,
  isSharedArrayBuffer,
  isProxy,
  isModuleNamespaceObject,
  isAnyArrayBuffer,
  isBoxedPrimitive,
  isArrayBufferView,
  isTypedArray,
  isUint8Array: defineNamed('isUint8Array', typedArrayKind('Uint8Array')),
  isUint8ClampedArray: defineNamed('isUint8ClampedArray', typedArrayKind('Uint8ClampedArray')),
  isUint16Array: defineNamed('isUint16Array', typedArrayKind('Uint16Array')),
  isUint32Array: defineNamed('isUint32Array', typedArrayKind('Uint32Array')),
  isInt8Array: defineNamed('isInt8Array', typedArrayKind('Int8Array')),
  isInt16Array: defineNamed('isInt16Array', typedArrayKind('Int16Array')),
  isInt32Array: defineNamed('isInt32Array', typedArrayKind('Int32Array')),
  isFloat16Array: defineNamed('isFloat16Array', typedArrayKind('Float16Array')),
  isFloat32Array: defineNamed('isFloat32Array', typedArrayKind('Float32Array')),
  isFloat64Array: defineNamed('isFloat64Array', typedArrayKind('Float64Array')),
  isBigInt64Array: defineNamed('isBigInt64Array', typedArrayKind('BigInt64Array')),
  isBigUint64Array: defineNamed('isBigUint64Array', typedArrayKind('BigUint64Array')),
  isKeyObject: function isKeyObject(value) {
    return keyBrands.isKeyObject !== null && keyBrands.isKeyObject(value);
  },
  isCryptoKey: function isCryptoKey(value) {
    return keyBrands.isCryptoKey !== null && keyBrands.isCryptoKey(value);
  },
};

if (nativeTypes !== undefined && nativeTypes !== null) {
  const names = Object.keys(predicates);
  for (let i = 0; i < names.length; i++) {
    const fn = nativeTypes[names[i]];
    if (typeof fn === 'function') predicates[names[i]] = fn;
  }
}

module.exports = predicates;
