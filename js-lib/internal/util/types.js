'use strict';
// internal/util/types — the `util.types` predicates (isMap, isDate, isTypedArray, ...).
//
// Node answers these from V8's internal object kinds. Boa gives JS no such view, so each
// predicate asks a built-in that only works on the real thing ("brand check"): a getter or
// method that throws (or returns undefined) for any other receiver. Checks that would have a
// side effect on a genuine object (advancing an iterator or generator) are replaced by
// prototype identity (or, for another realm's objects, the prototype's built-in tag), which
// only a deliberately forged object can fool. Generator and async functions are told apart by
// the start of their source text, which (unlike their prototype) cannot be changed.
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
const SymbolToStringTag = Symbol.toStringTag;
const ObjectPrototype = Object.prototype;
const FunctionPrototype = Function.prototype;

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

// Arrow functions where Node's predicate is native: those have no `prototype` (see
// kNativeShaped below).
const isMap = (value) => {
  return typeof value === 'object' && value !== null && brand(mapSize, value);
};

const isSet = (value) => {
  return typeof value === 'object' && value !== null && brand(setSize, value);
};

const isWeakMap = (value) => {
  if (typeof value !== 'object' || value === null) return false;
  try {
    weakMapHas.call(value, MapIteratorPrototype);
    return true;
  } catch {
    return false;
  }
};

const isWeakSet = (value) => {
  if (typeof value !== 'object' || value === null) return false;
  try {
    weakSetHas.call(value, MapIteratorPrototype);
    return true;
  } catch {
    return false;
  }
};

const isArrayBuffer = (value) => {
  return typeof value === 'object' && value !== null && brand(arrayBufferByteLength, value);
};

const isSharedArrayBuffer = (value) => {
  return sharedArrayBufferByteLength !== undefined && typeof value === 'object' &&
    value !== null && brand(sharedArrayBufferByteLength, value);
};

const isAnyArrayBuffer = (value) => {
  return isArrayBuffer(value) || isSharedArrayBuffer(value);
};

function isTypedArray(value) {
  return typedArrayTag.call(value) !== undefined;
}

function isDataView(value) {
  return ArrayBufferIsView(value) && typedArrayTag.call(value) === undefined;
}

const isDate = (value) => {
  return typeof value === 'object' && value !== null && brand(dateGetTime, value);
};

const isRegExp = (value) => {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return typeof regExpGlobal.call(value) === 'boolean';
  } catch {
    return false;
  }
};

const isNumberObject = (value) => {
  return typeof value === 'object' && value !== null && brand(numberValueOf, value);
};

const isStringObject = (value) => {
  return typeof value === 'object' && value !== null && brand(stringValueOf, value);
};

const isBooleanObject = (value) => {
  return typeof value === 'object' && value !== null && brand(booleanValueOf, value);
};

const isBigIntObject = (value) => {
  return bigIntValueOf !== undefined && typeof value === 'object' && value !== null &&
    brand(bigIntValueOf, value);
};

const isSymbolObject = (value) => {
  return typeof value === 'object' && value !== null && brand(symbolValueOf, value);
};

const isBoxedPrimitive = (value) => {
  return isNumberObject(value) || isStringObject(value) || isBooleanObject(value) ||
    isBigIntObject(value) || isSymbolObject(value);
};

const isPromise = (value) => {
  if (typeof value !== 'object' || value === null) return false;
  if (getPromiseDetails !== undefined) return getPromiseDetails(value) !== undefined;
  // No native helper: fall back to the prototype chain.
  return protoChainHas(value, Promise.prototype);
};

const isProxy = (value) => {
  if (!isObjectLike(value) || getProxyDetails === undefined) return false;
  return getProxyDetails(value, false) !== undefined;
};

const isNativeError = (value) => {
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
};

const isArgumentsObject = (value) => {
  // Every arguments object has an own `callee` (a value when sloppy, a throwing accessor
  // when strict); testing that first keeps the common negative case cheap. A proxy is
  // ruled out before that lookup, which would run its traps (or throw once revoked).
  return typeof value === 'object' && value !== null && !isProxyObject(value) &&
    ObjectPrototypeHasOwnProperty.call(value, 'callee') &&
    ObjectPrototypeToString.call(value) === '[object Arguments]';
};

// The checks below go by prototype identity. Objects from another realm (vm contexts)
// inherit that realm's intrinsics instead, which are known by the built-in @@toStringTag
// they carry (read-only, non-enumerable). A walk stops at this realm's Object.prototype
// or Function.prototype: past them no intrinsic of interest can follow.
function ownBuiltinTag(proto) {
  const desc = ObjectGetOwnPropertyDescriptor(proto, SymbolToStringTag);
  if (desc === undefined || desc.writable !== false || desc.enumerable !== false) return undefined;
  return desc.value;
}

// Whether `a` or `b` (this realm's) or a prototype tagged `tagA`/`tagB` is on the chain.
function chainHasIntrinsic(value, a, b, tagA, tagB) {
  let p = ObjectGetPrototypeOf(value);
  while (p !== null) {
    if (p === a || p === b) return true;
    if (p === ObjectPrototype || p === FunctionPrototype) return false;
    const tag = ownBuiltinTag(p);
    if (tag !== undefined) return tag === tagA || tag === tagB;
    p = ObjectGetPrototypeOf(p);
  }
  return false;
}

// A proxy is none of these kinds, whatever its target. It is ruled out before the prototype
// chain is read: V8 answers from the object itself, so no trap may run (and a revoked proxy
// must not throw).
function isProxyObject(value) {
  return getProxyDetails !== undefined && getProxyDetails(value, false) !== undefined;
}

const isGeneratorObject = (value) => {
  return typeof value === 'object' && value !== null && !isProxyObject(value) &&
    chainHasIntrinsic(value, GeneratorPrototype, AsyncGeneratorPrototype,
                      'Generator', 'AsyncGenerator');
};

// A function's kind is fixed when it is created, whatever its prototype becomes later, and a
// bound function never has one (V8 answers from the function itself). Boa does not expose
// the kind, but a function's source text starts with it: `async`, then `function*` or `*`.
const kAsyncKind = 1;
const kGeneratorKind = 2;
const functionKinds = new WeakMap();

function isTrivia(code) {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0xfeff ||
    code === 0x2028 || code === 0x2029 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x202f || code === 0x205f || code === 0x3000;
}

// Index of the first character at or after `i` that is not whitespace or a comment.
function skipTrivia(src, i) {
  const len = src.length;
  while (i < len) {
    const code = src.charCodeAt(i);
    if (isTrivia(code)) {
      i++;
    } else if (code === 47 && src.charCodeAt(i + 1) === 42) {
      const end = src.indexOf('*/', i + 2);
      if (end === -1) return len;
      i = end + 2;
    } else if (code === 47 && src.charCodeAt(i + 1) === 47) {
      while (i < len && src.charCodeAt(i) !== 10 && src.charCodeAt(i) !== 13 &&
             src.charCodeAt(i) !== 0x2028 && src.charCodeAt(i) !== 0x2029) i++;
    } else {
      break;
    }
  }
  return i;
}

function isIdentifierPart(code) {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) || code === 36 || code === 95 || code > 127;
}

// Index just past the parameter list opening at `i` (skipping strings and comments), or -1.
function skipParameters(src, i) {
  let depth = 0;
  const len = src.length;
  while (i < len) {
    const ch = src[i];
    if (ch === '(' || ch === '[' || ch === '{') {
      depth++;
      i++;
    } else if (ch === ')' || ch === ']' || ch === '}') {
      depth--;
      i++;
      if (depth === 0) return i;
    } else if (ch === '"' || ch === "'" || ch === '`') {
      i++;
      while (i < len && src[i] !== ch) i += src[i] === '\\' ? 2 : 1;
      i++;
    } else if (ch === '/' && (src[i + 1] === '*' || src[i + 1] === '/')) {
      i = skipTrivia(src, i);
    } else {
      i++;
    }
  }
  return -1;
}

function functionKindOfSource(src) {
  let kind = 0;
  let i = 0;
  if (src.startsWith('async') && !isIdentifierPart(src.charCodeAt(5))) {
    const next = skipTrivia(src, 5);
    if (src[next] === '(') {
      // `async (...) => ...` is an async arrow, `async (...) {...}` a method named async.
      const close = skipParameters(src, next);
      return close !== -1 && src.startsWith('=>', skipTrivia(src, close)) ? kAsyncKind : 0;
    }
    // `async => ...` is an arrow whose parameter is named async.
    if (src.startsWith('=>', next)) return 0;
    kind = kAsyncKind;
    i = next;
  }
  if (src.startsWith('function', i) && !isIdentifierPart(src.charCodeAt(i + 8))) {
    i = skipTrivia(src, i + 8);
  }
  if (src[i] === '*') kind |= kGeneratorKind;
  return kind;
}

const FunctionPrototypeToString = Function.prototype.toString;

function functionKind(value) {
  let kind = functionKinds.get(value);
  if (kind === undefined) {
    kind = 0;
    if (!isProxyObject(value)) {
      let src;
      try {
        src = FunctionPrototypeToString.call(value);
      } catch {
        src = '';
      }
      kind = functionKindOfSource(src);
    }
    functionKinds.set(value, kind);
  }
  return kind;
}

const isGeneratorFunction = (value) => {
  return typeof value === 'function' && (functionKind(value) & kGeneratorKind) !== 0;
};

const isAsyncFunction = (value) => {
  return typeof value === 'function' && (functionKind(value) & kAsyncKind) !== 0;
};

// Iterators sit directly on their intrinsic prototype.
function isIterator(value, intrinsic, tag) {
  if (typeof value !== 'object' || value === null || isProxyObject(value)) return false;
  const proto = ObjectGetPrototypeOf(value);
  if (proto === intrinsic) return true;
  if (proto === null || proto === ObjectPrototype) return false;
  return ownBuiltinTag(proto) === tag;
}

const isMapIterator = (value) => isIterator(value, MapIteratorPrototype, 'Map Iterator');

const isSetIterator = (value) => isIterator(value, SetIteratorPrototype, 'Set Iterator');

const isModuleNamespaceObject = (value) => {
  // Namespace objects are the only null-prototype, non-extensible objects whose
  // @@toStringTag is the frozen string 'Module'.
  if (typeof value !== 'object' || value === null || isProxyObject(value) ||
      ObjectGetPrototypeOf(value) !== null || ObjectIsExtensible(value)) {
    return false;
  }
  const desc = ObjectGetOwnPropertyDescriptor(value, Symbol.toStringTag);
  return desc !== undefined && desc.value === 'Module' && !desc.writable &&
    !desc.enumerable && !desc.configurable;
};

const isExternal = (value) => {
  return isExternalNative(value);
};

function typedArrayKind(name) {
  return function(value) {
    return typedArrayTag.call(value) === name;
  };
}

function defineNamed(name, fn) {
  Object.defineProperty(fn, 'name', { value: name, configurable: true });
  return fn;
}

// Node's own order: its native predicates first, then the ones written in JS. The native
// ones are nameless, prototype-less functions of length 0, which inspect shows.
const kNativeShaped = [
  'isArgumentsObject',
  'isArrayBuffer',
  'isAsyncFunction',
  'isBigIntObject',
  'isBooleanObject',
  'isDate',
  'isExternal',
  'isGeneratorFunction',
  'isGeneratorObject',
  'isMap',
  'isMapIterator',
  'isModuleNamespaceObject',
  'isNativeError',
  'isNumberObject',
  'isPromise',
  'isProxy',
  'isRegExp',
  'isSet',
  'isSetIterator',
  'isSharedArrayBuffer',
  'isStringObject',
  'isSymbolObject',
  'isWeakMap',
  'isWeakSet',
  'isAnyArrayBuffer',
  'isBoxedPrimitive',
];
const predicates = {
  isArgumentsObject,
  isArrayBuffer,
  isAsyncFunction,
  isBigIntObject,
  isBooleanObject,
  isDate,
  isExternal,
  isGeneratorFunction,
  isGeneratorObject,
  isMap,
  isMapIterator,
  isModuleNamespaceObject,
  isNativeError,
  isNumberObject,
  isPromise,
  isProxy,
  isRegExp,
  isSet,
  isSetIterator,
  isSharedArrayBuffer,
  isStringObject,
  isSymbolObject,
  isWeakMap,
  isWeakSet,
  isAnyArrayBuffer,
  isBoxedPrimitive,
  isArrayBufferView: ArrayBufferIsView,
  isDataView,
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
};
// Node defines these two read-only and non-configurable.
Object.defineProperties(predicates, {
  isKeyObject: {
    value: function isKeyObject(value) {
      return keyBrands.isKeyObject !== null && keyBrands.isKeyObject(value);
    },
    enumerable: true,
  },
  isCryptoKey: {
    value: function isCryptoKey(value) {
      return keyBrands.isCryptoKey !== null && keyBrands.isCryptoKey(value);
    },
    enumerable: true,
  },
});

if (nativeTypes !== undefined && nativeTypes !== null) {
  const names = Object.keys(predicates);
  for (let i = 0; i < names.length; i++) {
    const fn = nativeTypes[names[i]];
    if (typeof fn === 'function') predicates[names[i]] = fn;
  }
}

for (let i = 0; i < kNativeShaped.length; i++) {
  const fn = predicates[kNativeShaped[i]];
  Object.defineProperty(fn, 'name', { value: '', configurable: true });
  Object.defineProperty(fn, 'length', { value: 0, configurable: true });
}

module.exports = predicates;
