'use strict';
// internal/util/comparisons: the deep-equality engine behind assert.deepEqual,
// assert.deepStrictEqual, assert.partialDeepStrictEqual and util.isDeepStrictEqual.
// Exports isDeepEqual(a, b), isDeepStrictEqual(a, b, skipPrototype),
// isPartialStrictEqual(actual, expected), plus `types`: the small brand checks that
// assert.js shares (isRegExp, isError, isPromise, ...).
//
// The rules follow Node 26: loose mode compares primitives with `==` and ignores
// prototypes; strict mode uses Object.is semantics (NaN equals NaN, 0 differs from -0),
// compares prototypes (or constructors), enumerable own symbols, boxed primitives, Date
// time values, RegExp source/flags/lastIndex, Error name/message/cause/errors, Map and
// Set contents (object keys matched by deep equality), typed arrays and ArrayBuffers
// byte by byte, and treats WeakMap/WeakSet/Promise only by identity.
//
// Node first compares without cycle memos and retries with them when that overflows the
// stack. Boa's recursion-limit error cannot be caught, so here the first pass counts
// nesting depth instead and gives up once it is suspiciously deep (kMaxPlainDepth).

const kLoose = 0;
const kPartial = 1;
const kStrict = 2;
const kStrictNoProto = 3;

// What Map/Set/array iteration objEquiv has to do after the keys.
const kIterNone = 0;
const kIterArray = 1;
const kIterSet = 2;
const kIterMap = 3;

// Slot kinds found by slotKind().
const K_NONE = 0;
const K_SET = 1;
const K_MAP = 2;
const K_VIEW = 3;
const K_DATE = 4;
const K_REGEXP = 5;
const K_BUFFER = 6;
const K_BOXED = 7;
const K_WEAKMAP = 8;
const K_WEAKSET = 9;
const K_PROMISE = 10;

const ObjectProto = Object.prototype;
const objectToString = ObjectProto.toString;
const hasOwnProperty = ObjectProto.hasOwnProperty;
const propertyIsEnumerable = ObjectProto.propertyIsEnumerable;
const getPrototypeOf = Object.getPrototypeOf;
const objectKeys = Object.keys;
const getOwnPropertySymbols = Object.getOwnPropertySymbols;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const objectIs = Object.is;
const isArray = Array.isArray;
const isView = ArrayBuffer.isView;
const kToStringTag = Symbol.toStringTag;
const functionHasInstance = Function.prototype[Symbol.hasInstance];
const keyBrands = require('internal/util/key_brands');

function getterOf(proto, name) {
  const desc = getOwnPropertyDescriptor(proto, name);
  return desc === undefined ? undefined : desc.get;
}

const mapSizeGetter = getterOf(Map.prototype, 'size');
const setSizeGetter = getterOf(Set.prototype, 'size');
const arrayBufferByteLength = getterOf(ArrayBuffer.prototype, 'byteLength');
const sharedArrayBufferByteLength = typeof SharedArrayBuffer === 'function' ?
  getterOf(SharedArrayBuffer.prototype, 'byteLength') : undefined;
const regExpSourceGetter = getterOf(RegExp.prototype, 'source');
const typedArrayTagGetter = getterOf(getPrototypeOf(Uint8Array.prototype), kToStringTag);
const dateGetTime = Date.prototype.getTime;
const weakMapHas = WeakMap.prototype.has;
const weakSetHas = WeakSet.prototype.has;
const numberValueOf = Number.prototype.valueOf;
const stringValueOf = String.prototype.valueOf;
const booleanValueOf = Boolean.prototype.valueOf;
const bigIntValueOf = typeof BigInt === 'function' ? BigInt.prototype.valueOf : undefined;
const symbolValueOf = Symbol.prototype.valueOf;

// Builtin methods and accessors throw a TypeError when their receiver lacks the internal
// slot they need; that is the only pure-JS way to tell a real Map from an impostor.
function hasSlot(probe, value) {
  if (probe === undefined) return false;
  try {
    probe.call(value);
    return true;
  } catch {
    return false;
  }
}

// A native `types` binding (if the runtime has one) answers without throwing on a miss.
let nativeTypes;
try {
  nativeTypes = internalBinding('types');
} catch {
  nativeTypes = undefined;
}
function pick(name, fallback) {
  return nativeTypes != null && typeof nativeTypes[name] === 'function' ? nativeTypes[name] : fallback;
}

let utilBinding;
function isPromise(value) {
  if (typeof value !== 'object' || value === null) return false;
  if (nativeTypes != null && typeof nativeTypes.isPromise === 'function') {
    return nativeTypes.isPromise(value);
  }
  if (utilBinding === undefined) {
    try {
      utilBinding = internalBinding('util');
    } catch {
      utilBinding = null;
    }
  }
  if (utilBinding !== null && typeof utilBinding.getPromiseDetails === 'function') {
    return utilBinding.getPromiseDetails(value) !== undefined;
  }
  return value instanceof Promise;
}

const isSet = pick('isSet', (v) => hasSlot(setSizeGetter, v));
const isMap = pick('isMap', (v) => hasSlot(mapSizeGetter, v));
const isDate = pick('isDate', (v) => hasSlot(dateGetTime, v));
// The `source` getter answers for RegExp.prototype itself, which is not a RegExp.
const isRegExp = pick('isRegExp', (v) => typeof v === 'object' && v !== null &&
  v !== RegExp.prototype && hasSlot(regExpSourceGetter, v));
const isAnyArrayBuffer = pick('isAnyArrayBuffer', (v) =>
  hasSlot(arrayBufferByteLength, v) || hasSlot(sharedArrayBufferByteLength, v));
const isWeakMap = pick('isWeakMap', (v) => hasSlot(weakMapHas, v));
const isWeakSet = pick('isWeakSet', (v) => hasSlot(weakSetHas, v));
const typedArrayTag = (v) => typedArrayTagGetter.call(v);

const isBoxedPrimitive = pick('isBoxedPrimitive', (v) =>
  hasSlot(numberValueOf, v) || hasSlot(stringValueOf, v) ||
  hasSlot(booleanValueOf, v) || hasSlot(bigIntValueOf, v) || hasSlot(symbolValueOf, v));

const isNativeError = pick('isNativeError', (v) => {
  if (typeof Error.isError === 'function') return Error.isError(v);
  return typeof v === 'object' && v !== null && objectToString.call(v) === '[object Error]';
});

// Node's notion of an error: a native error, or anything inheriting from Error.prototype
// (Symbol.hasInstance overrides are ignored on purpose).
function isError(v) {
  return isNativeError(v) || functionHasInstance.call(Error, v);
}

function isURL(v) {
  return Boolean(v != null && v.href && v.protocol && v.auth === undefined && v.path === undefined);
}

// Classifies an object by the internal slot it carries. The builtin tag is only a hint
// (it is cheap and right for nearly every object); it is always confirmed by a brand
// check, and an unknown tag falls back to trying every kind.
function slotKind(v, tag) {
  if (isView(v)) return K_VIEW;
  switch (tag) {
    case '[object Error]':
    case '[object Function]':
    case '[object Arguments]':
    case '[object Array]':
      return K_NONE;
    case '[object Set]': if (isSet(v)) return K_SET; break;
    case '[object Map]': if (isMap(v)) return K_MAP; break;
    case '[object Date]': if (isDate(v)) return K_DATE; break;
    case '[object RegExp]': if (isRegExp(v)) return K_REGEXP; break;
    case '[object ArrayBuffer]':
    case '[object SharedArrayBuffer]':
      if (isAnyArrayBuffer(v)) return K_BUFFER;
      break;
    case '[object Number]':
    case '[object String]':
    case '[object Boolean]':
    case '[object BigInt]':
    case '[object Symbol]':
      if (isBoxedPrimitive(v)) return K_BOXED;
      break;
    case '[object WeakMap]': if (isWeakMap(v)) return K_WEAKMAP; break;
    case '[object WeakSet]': if (isWeakSet(v)) return K_WEAKSET; break;
    case '[object Promise]': if (isPromise(v)) return K_PROMISE; break;
  }
  if (isSet(v)) return K_SET;
  if (isMap(v)) return K_MAP;
  if (isDate(v)) return K_DATE;
  if (isRegExp(v)) return K_REGEXP;
  if (isAnyArrayBuffer(v)) return K_BUFFER;
  if (isBoxedPrimitive(v)) return K_BOXED;
  if (isWeakMap(v)) return K_WEAKMAP;
  if (isWeakSet(v)) return K_WEAKSET;
  if (isPromise(v)) return K_PROMISE;
  return K_NONE;
}

// Constructors whose identity is trusted in place of a prototype comparison even when an
// object carries them as an own `constructor` property.
const wellKnownConstructors = new Set();
for (const name of ['Array', 'ArrayBuffer', 'BigInt', 'BigInt64Array', 'BigUint64Array',
  'Boolean', 'Buffer', 'DataView', 'Date', 'Error', 'Float16Array', 'Float32Array',
  'Float64Array', 'Function', 'Int16Array', 'Int32Array', 'Int8Array', 'Map', 'Number',
  'Object', 'Promise', 'RegExp', 'Set', 'String', 'Symbol', 'Uint16Array', 'Uint32Array',
  'Uint8Array', 'Uint8ClampedArray', 'WeakMap', 'WeakSet']) {
  const ctor = globalThis[name];
  if (typeof ctor === 'function') wellKnownConstructors.add(ctor);
}

// An array index is a canonical non-negative integer string below 2 ** 32 - 1. One regexp
// test is cheaper in Boa than a loop of charCodeAt calls.
const kIndexLike = /^(?:0|[1-9][0-9]{0,9})$/;
function isArrayIndexKey(key) {
  return typeof key === 'string' && kIndexLike.test(key) &&
    (key.length < 10 || Number(key) < 4294967295);
}

// Own enumerable keys of an array or typed array that are not indices (plus enumerable
// symbols unless `skipSymbols`). Object.keys lists array indices first, so the named keys
// are exactly the tail after the last index.
// The common answer is "none"; it is shared (and never written to) to save allocations.
const kNoKeys = Object.freeze([]);
function nonIndexKeys(obj, skipSymbols) {
  const keys = objectKeys(obj);
  let start = keys.length;
  while (start > 0 && !isArrayIndexKey(keys[start - 1])) start--;
  let result = start === keys.length ? kNoKeys : keys.slice(start);
  if (!skipSymbols) {
    const symbols = getOwnPropertySymbols(obj);
    for (let i = 0; i < symbols.length; i++) {
      if (propertyIsEnumerable.call(obj, symbols[i])) {
        if (result === kNoKeys) result = [];
        result.push(symbols[i]);
      }
    }
  }
  return result;
}

function pushEnumerableSymbols(obj, keys) {
  const symbols = getOwnPropertySymbols(obj);
  for (let i = 0; i < symbols.length; i++) {
    if (propertyIsEnumerable.call(obj, symbols[i])) keys.push(symbols[i]);
  }
}

// Compares the bytes of two equally long byte ranges, using the widest unsigned view the
// alignment allows so Boa does fewer element reads.
function bytesEqual(bufA, offA, bufB, offB, length) {
  let a;
  let b;
  if ((offA & 3) === 0 && (offB & 3) === 0 && (length & 3) === 0) {
    a = new Uint32Array(bufA, offA, length >>> 2);
    b = new Uint32Array(bufB, offB, length >>> 2);
  } else if ((offA & 1) === 0 && (offB & 1) === 0 && (length & 1) === 0) {
    a = new Uint16Array(bufA, offA, length >>> 1);
    b = new Uint16Array(bufB, offB, length >>> 1);
  } else {
    a = new Uint8Array(bufA, offA, length);
    b = new Uint8Array(bufB, offB, length);
  }
  for (let i = 0, n = a.length; i < n; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}

// internalBinding('buffer').compare(a, b) compares the bytes of two views natively (as in
// Node); without it, or if it refuses the input, compare in JS.
let nativeCompare;
function nativeByteCompare() {
  if (nativeCompare === undefined) {
    nativeCompare = null;
    try {
      const binding = internalBinding('buffer');
      if (binding != null && typeof binding.compare === 'function') nativeCompare = binding.compare;
    } catch {
      // No buffer binding in this environment.
    }
  }
  return nativeCompare;
}

function viewBytesEqual(a, b) {
  if (a.byteLength !== b.byteLength) return false;
  // A DataView's match may be any object of that byteLength; Node hands both to its native
  // byte compare, which refuses what is not a view.
  if (!isView(b)) throw notABufferError();
  const compare = nativeByteCompare();
  if (compare !== null) {
    try {
      return compare(a, b) === 0;
    } catch {
      // Fall through to the JS comparison.
    }
  }
  return bytesEqual(a.buffer, a.byteOffset, b.buffer, b.byteOffset, a.byteLength);
}

function notABufferError() {
  const err = new TypeError('argument must be a buffer');
  err.code = 'ERR_INVALID_ARG_TYPE';
  return err;
}

function buffersEqual(a, b) {
  const length = a.byteLength;
  if (length !== b.byteLength) return false;
  const compare = nativeByteCompare();
  if (compare !== null) {
    try {
      return compare(new Uint8Array(a), new Uint8Array(b)) === 0;
    } catch {
      // Fall through to the JS comparison.
    }
  }
  return bytesEqual(a, 0, b, 0, length);
}

// Loose float comparison goes by value: 0 equals -0, NaN never equals anything.
function floatArraysLooselyEqual(a, b) {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0, n = a.length; i < n; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}

// Partial mode: the bytes of `b` must appear in `a` in order (a subsequence).
function bytesContainInOrder(a, b) {
  const lenA = a.length;
  const lenB = b.length;
  if (lenA < lenB) return false;
  let posA = 0;
  for (let posB = 0; posB < lenB; posB++) {
    while (a[posA] !== b[posB]) {
      posA++;
      if (posA > lenA - lenB + posB) return false;
    }
    posA++;
  }
  return true;
}

function viewContainsInOrder(a, b) {
  if (a.byteLength < b.byteLength) return false;
  return bytesContainInOrder(new Uint8Array(a.buffer, a.byteOffset, a.byteLength),
                             new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
}

function isFloatTag(tag) {
  return tag === 'Float64Array' || tag === 'Float32Array' || tag === 'Float16Array';
}

function boxedPrimitivesEqual(a, b) {
  if (hasSlot(numberValueOf, a)) {
    return hasSlot(numberValueOf, b) && objectIs(numberValueOf.call(a), numberValueOf.call(b));
  }
  if (hasSlot(stringValueOf, a)) {
    return hasSlot(stringValueOf, b) && stringValueOf.call(a) === stringValueOf.call(b);
  }
  if (hasSlot(booleanValueOf, a)) {
    return hasSlot(booleanValueOf, b) && booleanValueOf.call(a) === booleanValueOf.call(b);
  }
  if (hasSlot(bigIntValueOf, a)) {
    return hasSlot(bigIntValueOf, b) && bigIntValueOf.call(a) === bigIntValueOf.call(b);
  }
  if (hasSlot(symbolValueOf, a)) {
    return hasSlot(symbolValueOf, b) && symbolValueOf.call(a) === symbolValueOf.call(b);
  }
  return false;
}

// Error properties that are usually non-enumerable still take part in the comparison.
// If `b` has the property enumerable, the key loop compares it later anyway.
function errorPropertyMatches(a, b, prop, mode, memos) {
  if (propertyIsEnumerable.call(b, prop)) return true;
  if (mode === kPartial) {
    const expected = b[prop];
    if (expected === undefined || (prop === 'message' && expected === '')) return true;
  }
  return innerDeepEqual(a[prop], b[prop], mode, memos);
}

function innerDeepEqual(val1, val2, mode, memos) {
  if (val1 === val2) {
    return val1 !== 0 || mode === kLoose || objectIs(val1, val2);
  }
  if (mode !== kLoose) {
    if (typeof val1 === 'number') {
      return val1 !== val1 && val2 !== val2; // both NaN
    }
    if (typeof val1 !== 'object' || typeof val2 !== 'object' || val1 === null || val2 === null) {
      return false;
    }
  } else {
    if (val1 === null || typeof val1 !== 'object') {
      // eslint-disable-next-line eqeqeq
      return (val2 === null || typeof val2 !== 'object') &&
        (val1 == val2 || (val1 !== val1 && val2 !== val2));
    }
    if (val2 === null || typeof val2 !== 'object') return false;
  }
  return compareObjects(val1, val2, mode, memos);
}

// Both arguments are non-null objects. Type checks, own keys and cycle memos are all
// handled in this one frame, and objEquiv calls back here directly for nested objects:
// two frames per nesting level keep deep structures inside Boa's small VM stack.
function compareObjects(val1, val2, mode, memos) {
  if (mode === kStrict) {
    const ctor = val1.constructor;
    if (wellKnownConstructors.has(ctor) ||
        (ctor !== undefined && !hasOwnProperty.call(val1, 'constructor'))) {
      // Cheaper than walking prototypes, and what Node compares in this case.
      if (ctor !== val2.constructor) return false;
    } else if (getPrototypeOf(val1) !== getPrototypeOf(val2)) {
      return false;
    }
  }

  let iterType = kIterNone;
  // Pre-computed keys of `val2` for array-likes, whose index keys are compared separately.
  let keys2;

  if (isArray(val1)) {
    if (!isArray(val2) ||
        (val1.length !== val2.length && (mode !== kPartial || val1.length < val2.length)) ||
        val1[kToStringTag] !== val2[kToStringTag]) {
      return false;
    }
    keys2 = nonIndexKeys(val2, mode === kLoose);
    if (mode !== kPartial && keys2.length !== nonIndexKeys(val1, mode === kLoose).length) {
      return false;
    }
    iterType = kIterArray;
  } else {
    const ownTag1 = val1[kToStringTag];
    const tag1 = objectToString.call(val1);
    if (ownTag1 === undefined && tag1 === '[object Object]') {
      // tagsDiffer() with val1's own tag known to be absent.
      if (objectToString.call(val2) !== tag1) return false;
    } else {
      const kind1 = slotKind(val1, tag1);
      switch (kind1) {
        case K_SET:
        case K_MAP:
          if (!(kind1 === K_SET ? isSet(val2) : isMap(val2)) ||
              (val1.size !== val2.size && (mode !== kPartial || val1.size < val2.size)) ||
              ownTag1 !== val2[kToStringTag]) {
            return false;
          }
          iterType = kind1 === K_SET ? kIterSet : kIterMap;
          break;
        case K_VIEW: {
          const taTag = typedArrayTag(val1);
          if (taTag !== typedArrayTag(val2)) return false;
          if (mode === kPartial && val1.byteLength !== val2.byteLength) {
            // A DataView has no typed-array tag, so `val2` may be any object here; Node
            // then reads its buffer fields as they are (absent ones make an empty view).
            if (!viewContainsInOrder(val1, val2)) return false;
          } else if (mode === kLoose && isFloatTag(taTag)) {
            if (!floatArraysLooselyEqual(val1, val2)) return false;
          } else if (!viewBytesEqual(val1, val2)) {
            return false;
          }
          keys2 = nonIndexKeys(val2, mode === kLoose);
          if (mode !== kPartial && keys2.length !== nonIndexKeys(val1, mode === kLoose).length) {
            return false;
          }
          break;
        }
        case K_DATE: {
          if (!isDate(val2) || ownTag1 !== val2[kToStringTag]) return false;
          // Read the slot, not a possibly overridden getTime().
          const t1 = dateGetTime.call(val1);
          const t2 = dateGetTime.call(val2);
          if (t1 !== t2 && (t1 === t1 || t2 === t2)) return false;
          break;
        }
        case K_REGEXP:
          if (!isRegExp(val2) || val1.source !== val2.source || val1.flags !== val2.flags ||
              val1.lastIndex !== val2.lastIndex || ownTag1 !== val2[kToStringTag]) {
            return false;
          }
          break;
        case K_BUFFER:
          if (!isAnyArrayBuffer(val2) || ownTag1 !== val2[kToStringTag]) return false;
          if (mode !== kPartial || val1.byteLength === val2.byteLength) {
            if (!buffersEqual(val1, val2)) return false;
          } else if (!bytesContainInOrder(new Uint8Array(val1), new Uint8Array(val2))) {
            return false;
          }
          break;
        default:
          if (!otherObjectsMatch(val1, val2, tag1, kind1, mode, memos)) return false;
      }
    }
  }

  // Own enumerable keys must agree: the same count and, in the strict modes, the same
  // enumerable symbols. Partial mode only needs the keys of `val2`.
  let keys1;
  if (keys2 === undefined) {
    keys2 = objectKeys(val2);
    if (mode === kPartial) {
      pushEnumerableSymbols(val2, keys2);
    } else {
      keys1 = objectKeys(val1);
      if (keys1.length !== keys2.length) return false;
      if (mode !== kLoose) {
        pushEnumerableSymbols(val1, keys1);
        pushEnumerableSymbols(val2, keys2);
        if (keys1.length !== keys2.length) return false;
      }
    }
  }

  if (keys2.length === 0 &&
      (iterType === kIterNone ||
       (iterType === kIterArray && val2.length === 0) ||
       val2.size === 0)) {
    return true;
  }

  if (memos === null) {
    // No cycle memos yet: count depth so a cyclic input gets noticed long before Boa's
    // (uncatchable) recursion limit.
    if (++plainDepth > kMaxPlainDepth) throw kRetryWithMemos;
    const result = objEquiv(val1, val2, mode, keys1, keys2, memos, iterType);
    plainDepth--;
    return result;
  }

  // Cycle memos track the object pairs on the current path. The outermost two pairs live
  // in plain fields; a Set is only allocated when the structure nests deeper. A pair seen
  // again on the path counts as equal only when both sides cycle back together.
  if (memos === undefined) {
    memos = { set: undefined, a: val1, b: val2, c: undefined, d: undefined, deep: false };
    return objEquiv(val1, val2, mode, keys1, keys2, memos, iterType);
  }
  if (memos.set === undefined) {
    if (memos.deep === false) {
      if (memos.a === val1) return memos.b === val2;
      if (memos.b === val2) return false;
      memos.c = val1;
      memos.d = val2;
      memos.deep = true;
      const result = objEquiv(val1, val2, mode, keys1, keys2, memos, iterType);
      memos.deep = false;
      if (memos.set !== undefined) {
        memos.set.delete(memos.c);
        memos.set.delete(memos.d);
      }
      return result;
    }
    memos.set = new Set();
    memos.set.add(memos.a).add(memos.b).add(memos.c).add(memos.d);
  }
  const set = memos.set;
  const sizeBefore = set.size;
  set.add(val1);
  set.add(val2);
  if (set.size !== sizeBefore + 2) {
    // At least one side is already on the path.
    return set.size === sizeBefore;
  }
  const result = objEquiv(val1, val2, mode, keys1, keys2, memos, iterType);
  set.delete(val1);
  set.delete(val2);
  return result;
}

// Objects without a collection, view, date, regexp or buffer slot: errors, boxed
// primitives, URLs, weak collections, promises and exotic-tagged objects.
function otherObjectsMatch(val1, val2, tag1, kind1, mode, memos) {
  if (tagsDiffer(tag1, val1, val2) || isArray(val2)) return false;
  const kind2 = slotKind(val2, objectToString.call(val2));
  if (kind2 === K_VIEW || kind2 === K_SET || kind2 === K_MAP || kind2 === K_DATE ||
      kind2 === K_REGEXP || kind2 === K_BUFFER) {
    return false;
  }
  if (isError(val1)) {
    // The stack is left out: it differs between otherwise identical errors.
    if (!isError(val2) ||
        !errorPropertyMatches(val1, val2, 'message', mode, memos) ||
        !errorPropertyMatches(val1, val2, 'name', mode, memos) ||
        !errorPropertyMatches(val1, val2, 'cause', mode, memos) ||
        !errorPropertyMatches(val1, val2, 'errors', mode, memos)) {
      return false;
    }
    const hasCause2 = hasOwnProperty.call(val2, 'cause');
    return hasCause2 === hasOwnProperty.call(val1, 'cause') || (mode === kPartial && !hasCause2);
  }
  if (kind1 === K_BOXED) return boxedPrimitivesEqual(val1, val2);
  if (isURL(val1)) return isURL(val2) && val1.href === val2.href;
  // Key objects keep their material in internal slots: KeyObjects compare with equals(),
  // CryptoKeys by extractability, algorithm, usages and the KeyObject they wrap.
  if (keyBrands.isKeyObject !== null && keyBrands.isKeyObject(val1)) {
    return keyBrands.isKeyObject(val2) && val1.equals(val2);
  }
  if (keyBrands.isCryptoKey !== null && keyBrands.isCryptoKey(val1)) {
    if (!keyBrands.isCryptoKey(val2) || val1.extractable !== val2.extractable ||
        !innerDeepEqual(val1.algorithm, val2.algorithm, mode, memos) ||
        !innerDeepEqual(val1.usages, val2.usages, mode, memos)) {
      return false;
    }
    const { kCryptoKeyObject } = require('internal/crypto/keys');
    return innerDeepEqual(val1[kCryptoKeyObject], val2[kCryptoKeyObject], mode, memos);
  }
  // Weak collections and promises cannot be inspected: only identity makes them equal.
  return !(kind2 === K_BOXED || isNativeError(val2) || functionHasInstance.call(Error, val2) ||
           kind1 === K_WEAKMAP || kind1 === K_WEAKSET || kind1 === K_PROMISE);
}

// Compares Symbol.toStringTag when both sides define one, else the builtin tags.
function tagsDiffer(tag1, val1, val2) {
  const own1 = val1[kToStringTag];
  const own2 = val2[kToStringTag];
  if (own1 !== undefined && own2 !== undefined) return own1 !== own2;
  return tag1 !== objectToString.call(val2);
}

// Value comparison inside objEquiv: equal primitives are settled without a call, and two
// objects go straight to compareObjects (skipping innerDeepEqual's frame).
function objEquiv(a, b, mode, keys1, keys2, memos, iterType) {
  const keyCount = keys2.length;
  if (keyCount > 0) {
    let i = 0;
    if (keys1 !== undefined) {
      // Objects built the same way list their keys in the same order; walk that common
      // prefix without descriptor lookups.
      for (; i < keyCount; i++) {
        const key = keys2[i];
        if (keys1[i] !== key) break;
        const x = a[key];
        const y = b[key];
        if (x === y ? (x === 0 && mode !== kLoose && !objectIs(x, y)) :
          (typeof x === 'object' && x !== null && typeof y === 'object' && y !== null ?
            !compareObjects(x, y, mode, memos) : !innerDeepEqual(x, y, mode, memos))) {
          return false;
        }
      }
    }
    for (; i < keyCount; i++) {
      const key = keys2[i];
      const desc = getOwnPropertyDescriptor(a, key);
      if (desc === undefined || desc.enumerable !== true) return false;
      const x = desc.writable !== undefined ? desc.value : a[key];
      const y = b[key];
      if (x === y ? (x === 0 && mode !== kLoose && !objectIs(x, y)) :
        (typeof x === 'object' && x !== null && typeof y === 'object' && y !== null ?
          !compareObjects(x, y, mode, memos) : !innerDeepEqual(x, y, mode, memos))) {
        return false;
      }
    }
  }

  if (iterType === kIterArray) {
    if (mode === kPartial) return partialArrayEquiv(a, b, mode, memos);
    for (let i = 0, n = a.length; i < n; i++) {
      const item2 = b[i];
      const item1 = a[i];
      if (item2 === undefined) {
        if (!hasOwnProperty.call(b, i)) return sparseArrayEquiv(a, b, mode, memos, i);
        if ((item1 !== undefined || !hasOwnProperty.call(a, i)) &&
            (mode !== kLoose || item1 !== null)) {
          return false;
        }
      } else if (item1 === item2) {
        if (item1 === 0 && mode !== kLoose && !objectIs(item1, item2)) return false;
      } else if ((item1 === undefined ||
                  (typeof item1 === 'object' && item1 !== null && typeof item2 === 'object' &&
                   item2 !== null ?
                    !compareObjects(item1, item2, mode, memos) :
                    !innerDeepEqual(item1, item2, mode, memos))) &&
                 // Loose mode lets a `null` on the expected side through (Node compatibility).
                 (mode !== kLoose || item2 !== null)) {
        return false;
      }
    }
  } else if (iterType === kIterSet) {
    return setEquiv(a, b, mode, memos);
  } else if (iterType === kIterMap) {
    return mapEquiv(a, b, mode, memos);
  }
  return true;
}

// Arrays with holes: the own key lists must line up from index `i` on.
function sparseArrayEquiv(a, b, mode, memos, i) {
  const keysA = objectKeys(a);
  const keysB = objectKeys(b);
  if (keysA.length !== keysB.length) return false;
  for (; i < keysB.length; i++) {
    const key = keysB[i];
    const item1 = a[key];
    if ((item1 === undefined && !hasOwnProperty.call(a, key)) ||
        !innerDeepEqual(item1, b[key], mode, memos)) {
      return false;
    }
  }
  return true;
}

// Partial mode: the elements of `b` must occur in `a` in the same order.
function partialArrayEquiv(a, b, mode, memos) {
  let posA = 0;
  for (let i = 0; i < b.length; i++) {
    if (b[i] === undefined && !hasOwnProperty.call(b, i)) {
      return partialSparseArrayEquiv(a, b, mode, memos, posA, i);
    }
    let holeInA;
    while (!(holeInA = (a[posA] === undefined && !hasOwnProperty.call(a, posA))) &&
           !innerDeepEqual(a[posA], b[i], mode, memos)) {
      posA++;
      if (posA > a.length - b.length + i) return false;
    }
    if (holeInA) return partialSparseArrayEquiv(a, b, mode, memos, posA, i);
    posA++;
  }
  return true;
}

function partialSparseArrayEquiv(a, b, mode, memos, startA, startB) {
  const keysA = objectKeys(a);
  const keysB = objectKeys(b);
  const lenA = keysA.length - startA;
  const lenB = keysB.length - startB;
  if (lenA < lenB) return false;
  let posA = startA;
  for (let i = 0; i < lenB; i++) {
    const keyB = keysB[startB + i];
    while (!innerDeepEqual(a[keysA[posA]], b[keyB], mode, memos)) {
      posA++;
      if (posA > keysA.length - lenB + i) return false;
    }
    posA++;
  }
  return true;
}

// Loose mode: could a primitive missing from one set still be matched through `==` by a
// different primitive? Returns true/false when that is decided by the type alone, or
// null/undefined naming the one primitive (`undefined` <-> `null`) worth looking for.
function looseMatchCandidate(prim) {
  switch (typeof prim) {
    case 'undefined':
      return null;
    case 'object': // only null gets here
      return undefined;
    case 'symbol':
      return false;
    case 'string':
      prim = +prim;
      // falls through
    case 'number':
      if (prim !== prim) return false;
  }
  return true;
}

function setMightHaveLoosePrim(a, b, prim) {
  const alt = looseMatchCandidate(prim);
  if (alt != null) return alt;
  return !b.has(alt) && a.has(alt);
}

function mapMightHaveLoosePrim(a, b, prim, item2, memos) {
  const alt = looseMatchCandidate(prim);
  if (alt != null) return alt;
  const item1 = a.get(alt);
  if ((item1 === undefined && !a.has(alt)) || !innerDeepEqual(item1, item2, kLoose, memos)) {
    return false;
  }
  return !b.has(alt) && innerDeepEqual(item1, item2, kLoose, memos);
}

// Finds an element of array[start..end) equal to `val1`; on success the hit is replaced by
// array[end] so the caller can drop the last slot.
function takeEqualElement(array, val1, mode, memos, compare, start, end) {
  for (let i = end - 1; i >= start; i--) {
    if (compare(val1, array[i], mode, memos)) {
      array[i] = array[end];
      return true;
    }
  }
  return false;
}

function takeEqualMapEntry(array, key1, item1, b, mode, memos, compare, start, end) {
  for (let i = end - 1; i >= start; i--) {
    const key2 = array[i];
    if (compare(key1, key2, mode, memos) && innerDeepEqual(item1, b.get(key2), mode, memos)) {
      array[i] = array[end];
      return true;
    }
  }
  return false;
}

// Two sets of at most two entries: try the possible pairings directly.
function compareSmallSets(a, b, val, iterB, mode, memos) {
  const iterA = a.values();
  const firstA = iterA.next().value;
  if (innerDeepEqual(firstA, val, mode, memos)) {
    if (b.size === 1) return true;
    const secondA = iterA.next().value;
    return b.has(secondA) || innerDeepEqual(secondA, iterB.next().value, mode, memos);
  }
  return a.size !== 1 && innerDeepEqual(iterA.next().value, val, mode, memos) &&
    (b.size === 1 || b.has(firstA) || innerDeepEqual(firstA, iterB.next().value, mode, memos));
}

function setEquiv(a, b, mode, memos) {
  // Entries of `b` that `a` lacks by identity; they need a deep match.
  let pending;
  const iterB = b.values();
  for (const val of iterB) {
    if (!a.has(val)) {
      if ((typeof val !== 'object' || val === null) &&
          (mode !== kLoose || !setMightHaveLoosePrim(a, b, val))) {
        return false;
      }
      if (pending === undefined) {
        if (a.size < 3) return compareSmallSets(a, b, val, iterB, mode, memos);
        pending = [];
      }
      pending.push(val);
    }
  }
  if (pending === undefined) return true;
  if (mode === kPartial) return partialSetObjectsEquiv(pending, a, b, mode, memos);
  return setObjectsEquiv(pending, a, b, mode, memos);
}

// Matches every entry of `a` missing from `b` against `pending`. Matches are taken from
// the front while they keep coming in order, then from the back, then by search.
function setObjectsEquiv(pending, a, b, mode, memos) {
  let forward = true;
  let start = 0;
  let end = pending.length - 1;
  const compare = mode !== kLoose ? compareObjects : innerDeepEqual;
  const mayBeShared = mode === kLoose || pending.length !== a.size;
  for (const val1 of a) {
    if (typeof val1 !== 'object' || val1 === null) {
      if (b.has(val1)) continue;
      if (mode !== kLoose) return false;
    } else if (mayBeShared && b.has(val1)) {
      continue;
    }
    let searchStart = start;
    if (forward) {
      if (compare(val1, pending[start], mode, memos)) {
        start++;
        continue;
      }
      if (start === end) return false;
      forward = false;
      searchStart++;
    }
    if (!compare(val1, pending[end], mode, memos)) {
      forward = true;
      if (!takeEqualElement(pending, val1, mode, memos, compare, searchStart, end)) return false;
    }
    end--;
  }
  return true;
}

function partialSetObjectsEquiv(pending, a, b, mode, memos) {
  let seen = 0;
  let forward = true;
  let start = 0;
  let end = pending.length - 1;
  for (const val1 of a) {
    seen++;
    if (!b.has(val1)) {
      let searchStart = start;
      if (forward) {
        if (innerDeepEqual(val1, pending[start], mode, memos)) {
          if (start === end) return true;
          start++;
          continue;
        }
        // With one pending entry left, a later entry of `a` may still match it.
        if (start === end) continue;
        forward = false;
        searchStart++;
      }
      let matched = true;
      if (!innerDeepEqual(val1, pending[end], mode, memos)) {
        forward = true;
        matched = takeEqualElement(pending, val1, mode, memos, innerDeepEqual, searchStart, end);
      }
      if (matched) {
        if (start === end) return true;
        end--;
      }
    }
    // Not enough entries of `a` left to cover what is still pending.
    if (a.size - seen <= end - start) return false;
  }
  return false;
}

function mapEquiv(a, b, mode, memos) {
  // Keys of `b` that need a deep match in `a`.
  let pending;
  for (const entry of b) {
    const key2 = entry[0];
    const item2 = entry[1];
    if (typeof key2 === 'object' && key2 !== null) {
      if (pending === undefined) {
        if (a.size === 1) {
          const only = a.entries().next().value;
          return innerDeepEqual(only[0], key2, mode, memos) &&
            innerDeepEqual(only[1], item2, mode, memos);
        }
        pending = [];
      }
      pending.push(key2);
    } else {
      // One get() answers both "is the key there" and "what is its value" in most cases.
      const item1 = a.get(key2);
      if ((item1 === undefined && !a.has(key2)) || !innerDeepEqual(item1, item2, mode, memos)) {
        if (mode !== kLoose) return false;
        if (!mapMightHaveLoosePrim(a, b, key2, item2, memos)) return false;
        if (pending === undefined) pending = [];
        pending.push(key2);
      }
    }
  }
  if (pending === undefined) return true;
  if (mode === kPartial) return partialMapObjectsEquiv(pending, a, b, mode, memos);
  return mapObjectsEquiv(pending, a, b, mode, memos);
}

function mapObjectsEquiv(pending, a, b, mode, memos) {
  let forward = true;
  let start = 0;
  let end = pending.length - 1;
  const compare = mode !== kLoose ? compareObjects : innerDeepEqual;
  for (const entry of a) {
    const key1 = entry[0];
    const item1 = entry[1];
    // Primitive keys (and null) can only match themselves; settle them against `b`.
    if (typeof key1 !== 'object' || key1 === null) {
      if (b.has(key1)) {
        if (mode !== kLoose || innerDeepEqual(item1, b.get(key1), mode, memos)) continue;
      } else if (mode !== kLoose) {
        return false;
      }
    }
    let searchStart = start;
    if (forward) {
      const key2 = pending[start];
      if (compare(key1, key2, mode, memos) && innerDeepEqual(item1, b.get(key2), mode, memos)) {
        start++;
        continue;
      }
      if (start === end) return false;
      forward = false;
      searchStart++;
    }
    const key2 = pending[end];
    if (!compare(key1, key2, mode, memos) || !innerDeepEqual(item1, b.get(key2), mode, memos)) {
      forward = true;
      if (!takeEqualMapEntry(pending, key1, item1, b, mode, memos, compare, searchStart, end)) {
        return false;
      }
    }
    end--;
  }
  return true;
}

function partialMapObjectsEquiv(pending, a, b, mode, memos) {
  let seen = 0;
  let forward = true;
  let start = 0;
  let end = pending.length - 1;
  for (const entry of a) {
    seen++;
    const key1 = entry[0];
    if (typeof key1 === 'object' && key1 !== null) {
      const item1 = entry[1];
      let searchStart = start;
      if (forward) {
        const key2 = pending[start];
        if (compareObjects(key1, key2, mode, memos) &&
            innerDeepEqual(item1, b.get(key2), mode, memos)) {
          if (start === end) return true;
          start++;
          continue;
        }
        if (start === end) continue;
        forward = false;
        searchStart++;
      }
      let matched = true;
      const key2 = pending[end];
      if (!compareObjects(key1, key2, mode, memos) ||
          !innerDeepEqual(item1, b.get(key2), mode, memos)) {
        forward = true;
        matched = takeEqualMapEntry(pending, key1, item1, b, mode, memos, compareObjects,
                                    searchStart, end);
      }
      if (matched) {
        if (start === end) return true;
        end--;
      }
    }
    if (a.size - seen <= end - start) return false;
  }
  return false;
}

// Nesting depth reached without cycle memos; beyond it the comparison restarts with
// memos, which also covers cycles. Kept well below what Boa's stack allows.
const kMaxPlainDepth = 100;
const kRetryWithMemos = { retry: true };
let plainDepth = 0;
// Like Node, once a first pass had to be abandoned (a cycle, or any exception), every
// later comparison uses memos from the start. This is observable: `{a: a}` and
// `{a: {a: a}}` compare equal without memos and unequal with them.
let alwaysMemos = false;

// The pass without memos. Returns kRetryWithMemos when it had to give up. It is a function
// of its own because Boa only reclaims the VM stack of an unwound exception when the
// function that caught it returns; retrying inside the catch would start half-full.
function firstPass(val1, val2, mode) {
  const savedDepth = plainDepth;
  plainDepth = 0;
  let result;
  try {
    result = compareObjects(val1, val2, mode, null);
  } catch {
    // Like Node, any exception (not only the depth signal) means "retry with memos"; a
    // genuine error from a getter simply happens again in the retry.
    result = kRetryWithMemos;
  }
  plainDepth = savedDepth;
  return result;
}

function deepEqualEntry(val1, val2, mode) {
  if (typeof val1 !== 'object' || val1 === null || typeof val2 !== 'object' || val2 === null) {
    return innerDeepEqual(val1, val2, mode, null);
  }
  if (val1 === val2) return true;
  if (!alwaysMemos) {
    const result = firstPass(val1, val2, mode);
    if (result !== kRetryWithMemos) return result;
    alwaysMemos = true;
  }
  return compareObjects(val1, val2, mode, undefined);
}

function isDeepEqual(val1, val2) {
  return deepEqualEntry(val1, val2, kLoose);
}

function isDeepStrictEqual(val1, val2, skipPrototype) {
  return deepEqualEntry(val1, val2, skipPrototype ? kStrictNoProto : kStrict);
}

function isPartialStrictEqual(val1, val2) {
  return deepEqualEntry(val1, val2, kPartial);
}

module.exports = {
  isDeepEqual,
  isDeepStrictEqual,
  isPartialStrictEqual,
  types: {
    isRegExp,
    isError,
    isNativeError,
    isPromise,
    isDate,
    isMap,
    isSet,
  },
};
