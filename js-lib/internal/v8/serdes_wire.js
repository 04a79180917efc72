'use strict';
// internal/v8/serdes_wire — the engine behind v8.Serializer and v8.Deserializer (whose
// classes are in internal/v8/serdes, which loads this on first use): V8's ValueSerializer
// wire format (version 15, the one Node 26 writes) produced and read in JS, byte for byte as
// V8 does it, including the delegate hooks Node's native classes expose (_writeHostObject,
// _readHostObject, _getDataCloneError, _getSharedArrayBufferId) and the raw writers/readers.
//
// What JS cannot see, and the choice made instead (each matches V8 for the usual values):
//   * Smi or heap number: an integer in int32 range (not -0) is written as an Int32, any
//     other number as a double; a dense array whose elements are all numbers and include a
//     non-int32 one is written with every element as a double (V8's double elements).
//   * Packed or holey array: an array is written dense when every index below its length is
//     an own enumerable property, sparse otherwise (V8 decides by elements kind, so an array
//     that once had holes and was filled later is sparse there and dense here).
//   * One- or two-byte string: decided by content (all code units <= 0xFF is one-byte).
//   * A length-tracking view over a resizable buffer: taken to be one that ends at the end of
//     its buffer.
// Embedder objects (V8 "host objects") are the instances of the classes registered in
// internal/v8/host_objects (Node's native handles such as JSStream), and ArrayBufferViews
// when the serializer is told to treat them so.

const { FastBuffer } = require('internal/buffer');
const { isHostObject } = require('internal/v8/host_objects');

const ObjectKeys = Object.keys;
const ObjectGetOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const ObjectDefineProperty = Object.defineProperty;
const ObjectGetPrototypeOf = Object.getPrototypeOf;
const ObjectPrototype = Object.prototype;
const ObjectPrototypeToString = ObjectPrototype.toString;
const ObjectPrototypeHasOwnProperty = Object.prototype.hasOwnProperty;
const FunctionPrototypeToString = Function.prototype.toString;
const SymbolPrototypeToString = Symbol.prototype.toString;
const ReflectApply = Reflect.apply;
const ArrayIsArray = Array.isArray;
const ArrayBufferIsView = ArrayBuffer.isView;

const {
  getter,
  TypedArrayPrototype,
  typedArrayTag,
  typedArrayBuffer,
  typedArrayByteOffset,
  typedArrayByteLength,
  dataViewBuffer,
  dataViewByteOffset,
  dataViewByteLength,
  abByteLength,
  abResizable,
  abMaxByteLength,
  abDetached,
  sabByteLength,
  mapSize,
  setSize,
} = require('internal/util/builtin_getters');
const MapPrototypeForEach = Map.prototype.forEach;
const SetPrototypeForEach = Set.prototype.forEach;
const MapPrototypeSet = Map.prototype.set;
const SetPrototypeAdd = Set.prototype.add;
const DatePrototypeGetTime = Date.prototype.getTime;
const regExpSource = getter(RegExp.prototype, 'source');
const regExpFlags = getter(RegExp.prototype, 'flags');
const regExpGlobal = getter(RegExp.prototype, 'global');
const NumberPrototypeValueOf = Number.prototype.valueOf;
const StringPrototypeValueOf = String.prototype.valueOf;
const BooleanPrototypeValueOf = Boolean.prototype.valueOf;
const BigIntPrototypeValueOf = BigInt.prototype.valueOf;
const SymbolPrototypeValueOf = Symbol.prototype.valueOf;

let utilBinding;
function getProxyDetails(v) {
  if (utilBinding === undefined) utilBinding = internalBinding('util');
  return typeof utilBinding.getProxyDetails === 'function' ?
    utilBinding.getProxyDetails(v, false) : undefined;
}

let typesModule;
function types() {
  if (typesModule === undefined) typesModule = require('internal/util/types');
  return typesModule;
}

let domExceptionState;
function getDOMExceptionState(v) {
  if (domExceptionState === undefined) {
    domExceptionState = require('internal/dom_exception').getDOMExceptionState || null;
  }
  return domExceptionState === null ? undefined : domExceptionState(v);
}

function brand(fn, v) {
  if (fn === undefined) return false;
  try {
    ReflectApply(fn, v, []);
    return true;
  } catch {
    return false;
  }
}

// Node's native classes throw plain TypeErrors carrying an ERR_INVALID_ARG_TYPE code.
function nativeArgTypeError(message) {
  const err = new TypeError(message);
  err.code = 'ERR_INVALID_ARG_TYPE';
  return err;
}

// ---------------------------------------------------------------------------------------
// Tags

const kVersion = 0xFF;
const kLatestVersion = 15;
const kMinimumVersion = 13;
const kPadding = 0x00;
const kVerifyObjectCount = 0x3F; // '?'
const kTheHole = 0x2D; // '-'
const kUndefined = 0x5F; // '_'
const kNull = 0x30; // '0'
const kTrue = 0x54; // 'T'
const kFalse = 0x46; // 'F'
const kInt32 = 0x49; // 'I'
const kUint32 = 0x55; // 'U'
const kDouble = 0x4E; // 'N'
const kBigInt = 0x5A; // 'Z'
const kUtf8String = 0x53; // 'S'
const kOneByteString = 0x22; // '"'
const kTwoByteString = 0x63; // 'c'
const kObjectReference = 0x5E; // '^'
const kBeginJSObject = 0x6F; // 'o'
const kEndJSObject = 0x7B; // '{'
const kBeginSparseJSArray = 0x61; // 'a'
const kEndSparseJSArray = 0x40; // '@'
const kBeginDenseJSArray = 0x41; // 'A'
const kEndDenseJSArray = 0x24; // '$'
const kDate = 0x44; // 'D'
const kTrueObject = 0x79; // 'y'
const kFalseObject = 0x78; // 'x'
const kNumberObject = 0x6E; // 'n'
const kBigIntObject = 0x7A; // 'z'
const kStringObject = 0x73; // 's'
const kRegExp = 0x52; // 'R'
const kBeginJSMap = 0x3B; // ';'
const kEndJSMap = 0x3A; // ':'
const kBeginJSSet = 0x27; // '\''
const kEndJSSet = 0x2C; // ','
const kArrayBuffer = 0x42; // 'B'
const kResizableArrayBuffer = 0x7E; // '~'
const kArrayBufferTransfer = 0x74; // 't'
const kArrayBufferView = 0x56; // 'V'
const kSharedArrayBuffer = 0x75; // 'u'
const kSharedObject = 0x70; // 'p'
const kHostObject = 0x5C; // '\\'
const kError = 0x72; // 'r'

// Error sub-tags.
const kEvalErrorPrototype = 0x45; // 'E'
const kRangeErrorPrototype = 0x52; // 'R'
const kReferenceErrorPrototype = 0x46; // 'F'
const kSyntaxErrorPrototype = 0x53; // 'S'
const kTypeErrorPrototype = 0x54; // 'T'
const kUriErrorPrototype = 0x55; // 'U'
const kErrorMessage = 0x6D; // 'm'
const kErrorCause = 0x63; // 'c'
const kErrorStack = 0x73; // 's'
const kErrorEnd = 0x2E; // '.'

const errorTagByName = {
  __proto__: null,
  EvalError: kEvalErrorPrototype,
  RangeError: kRangeErrorPrototype,
  ReferenceError: kReferenceErrorPrototype,
  SyntaxError: kSyntaxErrorPrototype,
  TypeError: kTypeErrorPrototype,
  URIError: kUriErrorPrototype,
};
const errorCtorByTag = {
  __proto__: null,
  [kEvalErrorPrototype]: EvalError,
  [kRangeErrorPrototype]: RangeError,
  [kReferenceErrorPrototype]: ReferenceError,
  [kSyntaxErrorPrototype]: SyntaxError,
  [kTypeErrorPrototype]: TypeError,
  [kUriErrorPrototype]: URIError,
};

// ArrayBufferView sub-tags, by typed array kind, and back to [constructor, element size].
const viewTagByKind = {
  __proto__: null,
  Int8Array: 0x62, // 'b'
  Uint8Array: 0x42, // 'B'
  Uint8ClampedArray: 0x43, // 'C'
  Int16Array: 0x77, // 'w'
  Uint16Array: 0x57, // 'W'
  Int32Array: 0x64, // 'd'
  Uint32Array: 0x44, // 'D'
  Float16Array: 0x68, // 'h'
  Float32Array: 0x66, // 'f'
  Float64Array: 0x46, // 'F'
  BigInt64Array: 0x71, // 'q'
  BigUint64Array: 0x51, // 'Q'
};
const kDataViewTag = 0x3F; // '?'
const viewKindByTag = { __proto__: null };
for (const kind of ObjectKeys(viewTagByKind)) viewKindByTag[viewTagByKind[kind]] = kind;

// RegExp flag bits as V8 numbers them.
const regExpFlagBits = {
  __proto__: null, g: 1, i: 2, m: 4, y: 8, u: 16, s: 32, d: 128, v: 256,
};
const regExpFlagOrder = [['d', 128], ['g', 1], ['i', 2], ['m', 4], ['s', 32], ['u', 16],
  ['v', 256], ['y', 8]];
const kLinearFlag = 64;
const kRegExpFlagCount = 9;

// ---------------------------------------------------------------------------------------
// Shared scratch space for doubles (the format is host-endian; minirt runs little-endian).

const scratchF64 = new Float64Array(1);
const scratchU8 = new Uint8Array(scratchF64.buffer);

const kNotOneByte = /[^\u0000-\u00ff]/;

// ---------------------------------------------------------------------------------------
// Messages for DataCloneError: V8 renders the offending value without running user code.

// V8 looks through a proxy at its target when it renders one.
function unwrapProxy(v) {
  for (let depth = 0; depth < 1000; depth++) {
    const target = getProxyDetails(v);
    if (target === undefined || target === null) return v;
    v = target;
  }
  return v;
}

function dataProperty(obj, key) {
  let o = obj;
  for (let depth = 0; o !== null && o !== undefined && depth < 10000; depth++) {
    o = unwrapProxy(o);
    const d = ObjectGetOwnPropertyDescriptor(o, key);
    if (d !== undefined) return 'value' in d ? d.value : undefined;
    o = ObjectGetPrototypeOf(o);
  }
  return undefined;
}

function describeFunction(fn) {
  let s;
  try {
    s = ReflectApply(FunctionPrototypeToString, fn, []);
  } catch {
    s = 'function () { [native code] }';
  }
  if (s.length > 128) s = `${s.slice(0, 111)}...<omitted>...${s.slice(-2)}`;
  return s;
}

function describe(v) {
  if (typeof v === 'symbol') return ReflectApply(SymbolPrototypeToString, v, []);
  if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return `${v}`;
  v = unwrapProxy(v);
  if (typeof v === 'function') return describeFunction(v);
  if (dataProperty(v, 'toString') === Object.prototype.toString) {
    const ctor = dataProperty(v, 'constructor');
    if (typeof ctor === 'function') {
      const name = dataProperty(ctor, 'name');
      if (typeof name === 'string' && name.length > 0) return `#<${name}>`;
    }
  }
  const tag = dataProperty(v, Symbol.toStringTag);
  return `[object ${typeof tag === 'string' ? tag : builtinClassName(v)}]`;
}

// V8's class name of an object: its built-in kind where it has one.
function builtinClassName(v) {
  const kind = typedArrayTag.call(v);
  if (kind !== undefined) return kind;
  if (brand(dataViewByteOffset, v)) return 'DataView';
  if (ArrayIsArray(v)) return 'Array';
  return 'Object';
}

// Tags of objects V8 refuses (special receivers or types without a serializer), each
// confirmed so that an ordinary object that merely claims the tag is still serialized.
const refusedTags = {
  __proto__: null,
  WeakMap: (v) => types().isWeakMap(v),
  WeakSet: (v) => types().isWeakSet(v),
  WeakRef: (v) => typeof WeakRef === 'function' && brand(WeakRef.prototype.deref, v),
  FinalizationRegistry: (v) => typeof FinalizationRegistry === 'function' &&
    brand(function probe() {
      FinalizationRegistry.prototype.unregister.call(this, Object.prototype);
    }, v),
  Promise: (v) => types().isPromise(v),
  Arguments: (v) => types().isArgumentsObject(v),
  Generator: () => true,
  AsyncGenerator: () => true,
  'Map Iterator': () => true,
  'Set Iterator': () => true,
  'Array Iterator': () => true,
  'String Iterator': () => true,
  'RegExp String Iterator': () => true,
  'Iterator Helper': () => true,
  Module: (v) => types().isModuleNamespaceObject(v),
};

// ---------------------------------------------------------------------------------------
// Serializer

class SerializerState {
  constructor() {
    this.buf = new FastBuffer(64);
    this.size = 0;
    this.ids = new Map();
    this.nextId = 0;
    this.transfers = new Map();
    this.viewsAsHost = false;
  }

  // Ready for a new value, as a fresh state would be (v8.serialize reuses one serializer).
  reset() {
    this.size = 0;
    if (this.ids.size !== 0) this.ids.clear();
    this.nextId = 0;
    if (this.transfers.size !== 0) this.transfers.clear();
  }

  reserve(n) {
    const need = this.size + n;
    if (need > this.buf.length) {
      const next = new FastBuffer(Math.max(need, this.buf.length * 2) + 64);
      next.set(this.buf.subarray(0, this.size));
      this.buf = next;
    }
  }

  byte(b) {
    if (this.size === this.buf.length) this.reserve(1);
    this.buf[this.size++] = b;
  }

  varint(n) {
    // n is an unsigned 32-bit value.
    this.reserve(5);
    const buf = this.buf;
    let size = this.size;
    while (n >= 0x80) {
      buf[size++] = (n & 0x7F) | 0x80;
      n >>>= 7;
    }
    buf[size++] = n;
    this.size = size;
  }

  varint64(hi, lo) {
    // An unsigned 64-bit value given as two uint32 halves.
    this.reserve(10);
    const buf = this.buf;
    let size = this.size;
    for (;;) {
      const low7 = lo & 0x7F;
      lo = ((lo >>> 7) | ((hi & 0x7F) << 25)) >>> 0;
      hi >>>= 7;
      if (hi === 0 && lo === 0) {
        buf[size++] = low7;
        break;
      }
      buf[size++] = low7 | 0x80;
    }
    this.size = size;
  }

  zigzag(n) {
    this.varint(((n << 1) ^ (n >> 31)) >>> 0);
  }

  double(d) {
    scratchF64[0] = d;
    this.reserve(8);
    const buf = this.buf;
    const size = this.size;
    for (let i = 0; i < 8; i++) buf[size + i] = scratchU8[i];
    this.size = size + 8;
  }

  raw(view, offset, length) {
    if (length === 0) return;
    this.reserve(length);
    this.buf.set(new Uint8Array(view.buffer, view.byteOffset + offset, length), this.size);
    this.size += length;
  }

  string(s) {
    const length = s.length;
    // Optimistically written as UTF-8: when that takes one byte per unit the text is ASCII,
    // which is also its one-byte form. One native call instead of a scan and a copy.
    if (this.size + length * 3 + 6 > this.buf.length) this.reserve(length * 3 + 6);
    const buf = this.buf;
    let size = this.size;
    buf[size++] = kOneByteString;
    let n = length;
    while (n >= 0x80) {
      buf[size++] = (n & 0x7F) | 0x80;
      n >>>= 7;
    }
    buf[size++] = n;
    if (length === 0 || buf.utf8Write(s, size, length * 3) === length) {
      this.size = size + length;
      return;
    }
    if (!kNotOneByte.test(s)) {
      buf.latin1Write(s, size, length);
      this.size = size + length;
      return;
    }
    const byteLength = length * 2;
    // Two-byte payloads are kept at even offsets, as V8's reader expects.
    let varintSize = 1;
    for (let v = byteLength >>> 7; v !== 0; v >>>= 7) varintSize++;
    if (((this.size + 1 + varintSize) & 1) !== 0) this.byte(kPadding);
    this.byte(kTwoByteString);
    this.varint(byteLength);
    this.reserve(byteLength);
    this.buf.ucs2Write(s, this.size, byteLength);
    this.size += byteLength;
  }

  bigintContents(b) {
    const negative = b < 0n;
    let abs = negative ? -b : b;
    const bytes = [];
    while (abs > 0n) {
      let word = abs & 0xFFFFFFFFFFFFFFFFn;
      abs >>= 64n;
      for (let i = 0; i < 8; i++) {
        bytes.push(Number(word & 0xFFn));
        word >>= 8n;
      }
    }
    this.varint(((bytes.length << 1) | (negative ? 1 : 0)) >>> 0);
    this.reserve(bytes.length);
    for (let i = 0; i < bytes.length; i++) this.buf[this.size++] = bytes[i];
  }
}

// Hooks only internal/worker/wire sets: which objects are host objects, and the shared
// buffers a message names.
const kIsHostObject = Symbol('kIsHostObject');
const kSharedArrayBufferFromId = Symbol('kSharedArrayBufferFromId');

function throwDataCloneError(self, message) {
  const make = self._getDataCloneError;
  if (typeof make !== 'function') {
    throw new TypeError('_getDataCloneError must be a function');
  }
  throw ReflectApply(make, self, [message]);
}

function isInt32Value(n) {
  return (n | 0) === n && (n !== 0 || 1 / n > 0);
}

function isArrayIndexKey(key) {
  const c = key.charCodeAt(0);
  if (c < 48 || c > 57) return false;
  if (key.length > 10 || (c === 48 && key.length > 1)) return false;
  const n = +key;
  return (n >>> 0) === n && n !== 4294967295 && `${n}` === key;
}

function writeKey(state, self, key) {
  if (isArrayIndexKey(key)) {
    const n = +key;
    if (n <= 0x7FFFFFFF) {
      state.byte(kInt32);
      state.zigzag(n);
    } else {
      state.byte(kDouble);
      state.double(n);
    }
  } else {
    state.string(key);
  }
}

// The hot path: primitives are written here directly (Boa pays for every call).
function writeValue(state, self, value) {
  const type = typeof value;
  if (type === 'number') {
    if (state.size + 10 > state.buf.length) state.reserve(10);
    const buf = state.buf;
    let size = state.size;
    if ((value | 0) === value && (value !== 0 || 1 / value > 0)) {
      buf[size++] = kInt32;
      let n = ((value << 1) ^ (value >> 31)) >>> 0;
      while (n >= 0x80) {
        buf[size++] = (n & 0x7F) | 0x80;
        n >>>= 7;
      }
      buf[size++] = n;
    } else {
      buf[size++] = kDouble;
      scratchF64[0] = value;
      buf[size++] = scratchU8[0];
      buf[size++] = scratchU8[1];
      buf[size++] = scratchU8[2];
      buf[size++] = scratchU8[3];
      buf[size++] = scratchU8[4];
      buf[size++] = scratchU8[5];
      buf[size++] = scratchU8[6];
      buf[size++] = scratchU8[7];
    }
    state.size = size;
    return;
  }
  if (type === 'string') {
    state.string(value);
    return;
  }
  if (type === 'boolean' || type === 'undefined' || value === null) {
    if (state.size === state.buf.length) state.reserve(1);
    state.buf[state.size++] = value === true ? kTrue : value === false ? kFalse :
      value === null ? kNull : kUndefined;
    return;
  }
  if (type === 'bigint') {
    state.byte(kBigInt);
    state.bigintContents(value);
    return;
  }
  if (type === 'symbol') {
    throwDataCloneError(self, `${describe(value)} could not be cloned.`);
  }
  if (!state.viewsAsHost && ArrayBufferIsView(value) && !state.ids.has(value) &&
      getProxyDetails(value) === undefined) {
    // A view is preceded by its buffer, which takes the object id before the view's.
    writeReceiver(state, self, viewBuffer(value));
  }
  writeReceiver(state, self, value);
}

function viewBuffer(view) {
  const kind = typedArrayTag.call(view);
  return kind !== undefined ? typedArrayBuffer.call(view) : dataViewBuffer.call(view);
}

function writeReceiver(state, self, obj) {
  const seen = state.ids.get(obj);
  if (seen !== undefined) {
    state.byte(kObjectReference);
    state.varint(seen);
    return;
  }
  state.ids.set(obj, state.nextId++);

  if (typeof obj === 'function' || getProxyDetails(obj) !== undefined || obj === globalThis) {
    throwDataCloneError(self, `${describe(obj)} could not be cloned.`);
  }
  // Worker messages: objects V8 knows as embedder objects (MessagePort) go to the host.
  const isHost = self[kIsHostObject];
  if (isHost !== undefined && ReflectApply(isHost, self, [obj])) {
    writeHostObject(state, self, obj);
    return;
  }
  // Most objects are plain: settle them with two cheap checks.
  if (ObjectGetPrototypeOf(obj) === ObjectPrototype &&
      ObjectPrototypeToString.call(obj) === '[object Object]') {
    writeObject(state, self, obj);
    return;
  }
  if (isHostObject(obj)) {
    writeHostObject(state, self, obj);
    return;
  }
  if (ArrayIsArray(obj)) {
    writeArray(state, self, obj);
    return;
  }
  if (ArrayBufferIsView(obj)) {
    writeView(state, self, obj);
    return;
  }
  const tag = ObjectPrototypeToString.call(obj);
  switch (tag) {
    case '[object Object]':
      break;
    case '[object Date]':
      if (brand(DatePrototypeGetTime, obj)) {
        state.byte(kDate);
        state.double(DatePrototypeGetTime.call(obj));
        return;
      }
      break;
    case '[object RegExp]':
      if (brand(regExpGlobal, obj) && regExpGlobal.call(obj) !== undefined) {
        writeRegExp(state, obj);
        return;
      }
      break;
    case '[object Map]':
      if (brand(mapSize, obj)) {
        writeMap(state, self, obj);
        return;
      }
      break;
    case '[object Set]':
      if (brand(setSize, obj)) {
        writeSet(state, self, obj);
        return;
      }
      break;
    case '[object ArrayBuffer]':
      if (brand(abByteLength, obj)) {
        writeArrayBuffer(state, self, obj);
        return;
      }
      break;
    case '[object SharedArrayBuffer]':
      if (brand(sabByteLength, obj)) {
        writeSharedArrayBuffer(state, self, obj);
        return;
      }
      break;
    case '[object Number]':
      if (brand(NumberPrototypeValueOf, obj)) {
        state.byte(kNumberObject);
        state.double(NumberPrototypeValueOf.call(obj));
        return;
      }
      break;
    case '[object String]':
      if (brand(StringPrototypeValueOf, obj)) {
        state.byte(kStringObject);
        state.string(StringPrototypeValueOf.call(obj));
        return;
      }
      break;
    case '[object Boolean]':
      if (brand(BooleanPrototypeValueOf, obj)) {
        state.byte(BooleanPrototypeValueOf.call(obj) ? kTrueObject : kFalseObject);
        return;
      }
      break;
    case '[object BigInt]':
      if (brand(BigIntPrototypeValueOf, obj)) {
        state.byte(kBigIntObject);
        state.bigintContents(BigIntPrototypeValueOf.call(obj));
        return;
      }
      break;
    case '[object Symbol]':
      if (brand(SymbolPrototypeValueOf, obj)) {
        throwDataCloneError(self, `${describe(obj)} could not be cloned.`);
      }
      break;
    case '[object Error]':
      if (types().isNativeError(obj)) {
        writeError(state, self, obj);
        return;
      }
      break;
    default: {
      const check = refusedTags[tag.slice(8, -1)];
      if (check !== undefined && check(obj)) {
        throwDataCloneError(self, `${describe(obj)} could not be cloned.`);
      }
    }
  }
  if (ObjectGetPrototypeOf(obj) !== Object.prototype &&
      (types().isNativeError(obj) || getDOMExceptionState(obj) !== undefined)) {
    // Error subclasses and DOMException that changed their toStringTag.
    writeError(state, self, obj);
    return;
  }
  writeObject(state, self, obj);
}

function writeProperties(state, self, obj, keys, start) {
  let written = 0;
  for (let i = start; i < keys.length; i++) {
    const key = keys[i];
    // A getter met earlier may have deleted this property; V8 then leaves it out.
    if (!ObjectPrototypeHasOwnProperty.call(obj, key)) continue;
    const value = obj[key];
    writeKey(state, self, key);
    writeValue(state, self, value);
    written++;
  }
  return written;
}

function writeObject(state, self, obj) {
  state.byte(kBeginJSObject);
  const written = writeProperties(state, self, obj, ObjectKeys(obj), 0);
  state.byte(kEndJSObject);
  state.varint(written);
}

// Arrays this module made with holes (every array it deserializes, as V8 does): V8 never
// makes an array packed again, so they stay sparse when written.
const holeyArrays = new WeakSet();

function writeArray(state, self, arr) {
  const length = arr.length >>> 0;
  const keys = ObjectKeys(arr);
  // Index keys come first, ascending: the array has no holes exactly when the key at
  // position length-1 is that index.
  const dense = !holeyArrays.has(arr) &&
    (length === 0 || (keys.length >= length && keys[length - 1] === `${length - 1}`));
  if (!dense) {
    state.byte(kBeginSparseJSArray);
    state.varint(length);
    const written = writeProperties(state, self, arr, keys, 0);
    state.byte(kEndSparseJSArray);
    state.varint(written);
    state.varint(length);
    return;
  }
  state.byte(kBeginDenseJSArray);
  state.varint(length);
  let allNumbers = length > 0;
  let anyDouble = false;
  for (let i = 0; i < length && allNumbers; i++) {
    const v = arr[i];
    if (typeof v !== 'number') allNumbers = false;
    else if (!anyDouble && !isInt32Value(v)) anyDouble = true;
  }
  if (allNumbers && anyDouble) {
    for (let i = 0; i < length; i++) {
      state.byte(kDouble);
      state.double(arr[i]);
    }
  } else {
    for (let i = 0; i < length; i++) {
      const v = arr[i];
      if (v === undefined && !ObjectPrototypeHasOwnProperty.call(arr, i)) {
        state.byte(kTheHole);
        continue;
      }
      writeValue(state, self, v);
    }
  }
  const written = writeProperties(state, self, arr, keys, length);
  state.byte(kEndDenseJSArray);
  state.varint(written);
  state.varint(length);
}

function writeRegExp(state, re) {
  state.byte(kRegExp);
  state.string(regExpSource.call(re));
  const flags = regExpFlags.call(re);
  let bits = 0;
  for (let i = 0; i < flags.length; i++) bits |= regExpFlagBits[flags[i]] || 0;
  state.varint(bits);
}

function writeMap(state, self, map) {
  // The entries are taken first: getters met while writing may change the map.
  const entries = [];
  MapPrototypeForEach.call(map, (v, k) => { entries.push(k, v); });
  state.byte(kBeginJSMap);
  for (let i = 0; i < entries.length; i++) writeValue(state, self, entries[i]);
  state.byte(kEndJSMap);
  state.varint(entries.length);
}

function writeSet(state, self, set) {
  const values = [];
  SetPrototypeForEach.call(set, (v) => { values.push(v); });
  state.byte(kBeginJSSet);
  for (let i = 0; i < values.length; i++) writeValue(state, self, values[i]);
  state.byte(kEndJSSet);
  state.varint(values.length);
}

function isDetached(buf) {
  if (abDetached !== undefined) return abDetached.call(buf);
  if (abByteLength.call(buf) !== 0) return false;
  try {
    new Uint8Array(buf);
    return false;
  } catch {
    return true;
  }
}

function isResizable(buf) {
  return abResizable !== undefined && abResizable.call(buf) === true;
}

function writeArrayBuffer(state, self, buf) {
  const transferId = state.transfers.get(buf);
  if (transferId !== undefined) {
    state.byte(kArrayBufferTransfer);
    state.varint(transferId);
    return;
  }
  if (isDetached(buf)) {
    throwDataCloneError(self, 'An ArrayBuffer is detached and could not be cloned.');
  }
  const length = abByteLength.call(buf);
  if (length > 0xFFFFFFFF) throwDataCloneError(self, `${describe(buf)} could not be cloned.`);
  if (isResizable(buf)) {
    const max = abMaxByteLength.call(buf);
    if (max > 0xFFFFFFFF) throwDataCloneError(self, `${describe(buf)} could not be cloned.`);
    state.byte(kResizableArrayBuffer);
    state.varint(length);
    state.varint(max);
  } else {
    state.byte(kArrayBuffer);
    state.varint(length);
  }
  state.raw(new Uint8Array(buf), 0, length);
}

function writeSharedArrayBuffer(state, self, sab) {
  const getId = self._getSharedArrayBufferId;
  if (typeof getId !== 'function') {
    throwDataCloneError(self, `${describe(sab)} could not be cloned.`);
  }
  const id = ReflectApply(getId, self, [sab]) >>> 0;
  state.byte(kSharedArrayBuffer);
  state.varint(id);
}

function writeView(state, self, view) {
  if (state.viewsAsHost) {
    writeHostObject(state, self, view);
    return;
  }
  const kind = typedArrayTag.call(view);
  let buffer;
  let offset;
  let length;
  let tag;
  try {
    if (kind !== undefined) {
      buffer = typedArrayBuffer.call(view);
      offset = typedArrayByteOffset.call(view);
      length = typedArrayByteLength.call(view);
      tag = viewTagByKind[kind];
    } else {
      buffer = dataViewBuffer.call(view);
      offset = dataViewByteOffset.call(view);
      length = dataViewByteLength.call(view);
      tag = kDataViewTag;
    }
  } catch {
    // Out of bounds after its resizable buffer shrank.
    throwDataCloneError(self, `${describe(view)} could not be cloned.`);
  }
  let flags = 0;
  if (brand(abByteLength, buffer) && isResizable(buffer)) {
    flags |= 2;
    if (offset + length === abByteLength.call(buffer)) flags |= 1;
  }
  state.byte(kArrayBufferView);
  state.byte(tag);
  state.varint(offset);
  state.varint(length);
  state.varint(flags);
}

function writeHostObject(state, self, obj) {
  state.byte(kHostObject);
  const write = self._writeHostObject;
  if (typeof write !== 'function') {
    throwDataCloneError(self, `${describe(obj)} could not be cloned.`);
  }
  ReflectApply(write, self, [obj]);
}

function writeError(state, self, err) {
  const messageDesc = ObjectGetOwnPropertyDescriptor(err, 'message');
  const causeDesc = ObjectGetOwnPropertyDescriptor(err, 'cause');
  state.byte(kError);
  const name = `${err.name}`;
  const protoTag = errorTagByName[name];
  if (protoTag !== undefined) state.byte(protoTag);
  if (messageDesc !== undefined && 'value' in messageDesc) {
    const message = `${messageDesc.value}`;
    state.byte(kErrorMessage);
    state.string(message);
  }
  const stack = err.stack;
  if (typeof stack === 'string') {
    state.byte(kErrorStack);
    state.string(stack);
  }
  if (causeDesc !== undefined && 'value' in causeDesc) {
    state.byte(kErrorCause);
    writeValue(state, self, causeDesc.value);
  }
  state.byte(kErrorEnd);
}

function toUint32(value) {
  return +value >>> 0;
}

const serializerMethods = {
  writeHeader(state, self, a0, a1) {
    state.byte(kVersion);
    state.varint(kLatestVersion);
  },
  writeValue(state, self, a0, a1) {
    writeValue(state, self, a0);
    return true;
  },
  releaseBuffer(state, self, a0, a1) {
    const out = new FastBuffer(state.size);
    out.set(state.buf.subarray(0, state.size));
    // `out` is a copy: a small buffer is kept for the next value, a grown one let go.
    if (state.buf.length > 1024) state.buf = new FastBuffer(64);
    state.size = 0;
    return out;
  },
  transferArrayBuffer(state, self, a0, a1) {
    const id = toUint32(a0);
    const ab = a1;
    if (ab === null || typeof ab !== 'object' || !brand(abByteLength, ab)) {
      throw nativeArgTypeError('arrayBuffer must be an ArrayBuffer');
    }
    state.transfers.set(ab, id);
  },
  writeUint32(state, self, a0, a1) {
    state.varint(toUint32(a0));
  },
  writeUint64(state, self, a0, a1) {
    const hi = toUint32(a0);
    const lo = toUint32(a1);
    state.varint64(hi, lo);
  },
  writeDouble(state, self, a0, a1) {
    state.double(+a0);
  },
  writeRawBytes(state, self, a0, a1) {
    const source = a0;
    if (!ArrayBufferIsView(source)) {
      throw nativeArgTypeError('source must be a TypedArray or a DataView');
    }
    state.raw(source, 0, source.byteLength);
  },
  _setTreatArrayBufferViewsAsHostObjects(state, self, a0, a1) {
    state.viewsAsHost = !!a0;
  },
};

// ---------------------------------------------------------------------------------------
// Deserializer

const kFailed = Symbol('kFailed');

function fail() {
  throw kFailed;
}

class DeserializerState {
  constructor(data) {
    this.data = data; // a FastBuffer over the caller's bytes
    this.pos = 0;
    this.end = data.length;
    this.version = 0;
    this.objects = [];
    this.nextId = 0;
    this.transfers = new Map();
  }

  readTag() {
    const data = this.data;
    let tag;
    do {
      if (this.pos >= this.end) fail();
      tag = data[this.pos++];
    } while (tag === kPadding);
    return tag;
  }

  peekTag() {
    const data = this.data;
    let pos = this.pos;
    let tag;
    do {
      if (pos >= this.end) return -1;
      tag = data[pos++];
    } while (tag === kPadding);
    return tag;
  }

  // Unsigned 32-bit varint: at most five bytes are consumed, extra high bits are dropped.
  varint() {
    const data = this.data;
    let value = 0;
    let shift = 0;
    let byte;
    do {
      if (this.pos >= this.end) fail();
      if (shift >= 32) return value >>> 0;
      byte = data[this.pos++];
      value |= (byte & 0x7F) << shift;
      shift += 7;
    } while (byte & 0x80);
    return value >>> 0;
  }

  // Unsigned 64-bit varint as [hi, lo].
  varint64() {
    const data = this.data;
    let lo = 0;
    let hi = 0;
    let shift = 0;
    let byte;
    do {
      if (this.pos >= this.end) fail();
      if (shift >= 64) break;
      byte = data[this.pos++];
      const bits = byte & 0x7F;
      if (shift < 28) {
        lo |= bits << shift;
      } else if (shift === 28) {
        lo |= (bits & 0x0F) << 28;
        hi |= bits >>> 4;
      } else {
        hi |= bits << (shift - 32);
      }
      shift += 7;
    } while (byte & 0x80);
    return [hi >>> 0, lo >>> 0];
  }

  zigzag() {
    const u = this.varint();
    return (u >>> 1) ^ -(u & 1);
  }

  double() {
    if (this.end - this.pos < 8) fail();
    const data = this.data;
    for (let i = 0; i < 8; i++) scratchU8[i] = data[this.pos + i];
    this.pos += 8;
    return scratchF64[0];
  }

  rawBytes(length) {
    if (length > this.end - this.pos) fail();
    const start = this.pos;
    this.pos += length;
    return start;
  }

  addObject(id, obj) {
    this.objects[id] = obj;
  }
}

function readBigIntContents(state) {
  const bitfield = state.varint();
  const byteLength = (bitfield >>> 1) & 0x3FFFFFFF;
  const start = state.rawBytes(byteLength);
  const data = state.data;
  let value = 0n;
  for (let i = byteLength - 1; i >= 0; i--) value = (value << 8n) | BigInt(data[start + i]);
  return (bitfield & 1) !== 0 ? -value : value;
}

function readOneByteString(state) {
  const length = state.varint();
  const start = state.rawBytes(length);
  return length === 0 ? '' : state.data.latin1Slice(start, start + length);
}

function readTwoByteString(state) {
  const length = state.varint();
  if ((length & 1) !== 0) fail();
  const start = state.rawBytes(length);
  return length === 0 ? '' : state.data.ucs2Slice(start, start + length);
}

function readUtf8String(state) {
  const length = state.varint();
  const start = state.rawBytes(length);
  return length === 0 ? '' : state.data.utf8Slice(start, start + length);
}

function readString(state, self) {
  if (state.version < 12) return readUtf8String(state);
  const value = readObject(state, self);
  if (typeof value !== 'string') fail();
  return value;
}

// The hot path: small integers and one-byte strings are read here directly.
function readObject(state, self) {
  const data = state.data;
  const pos = state.pos;
  const end = state.end;
  if (pos + 1 < end) {
    const tag = data[pos];
    if (tag === kInt32) {
      let b = data[pos + 1];
      if (b < 0x80) {
        state.pos = pos + 2;
        return (b >>> 1) ^ -(b & 1);
      }
      if (pos + 6 < end) {
        // Up to five varint bytes, all in the buffer.
        let u = b & 0x7F;
        let p = pos + 2;
        let shift = 7;
        do {
          b = data[p++];
          u |= (b & 0x7F) << shift;
          shift += 7;
        } while (b >= 0x80 && shift < 35);
        state.pos = p;
        u >>>= 0;
        return (u >>> 1) ^ -(u & 1);
      }
    } else if (tag === kOneByteString) {
      const length = data[pos + 1];
      if (length < 0x80 && pos + 2 + length <= end) {
        state.pos = pos + 2 + length;
        return length === 0 ? '' : data.latin1Slice(pos + 2, pos + 2 + length);
      }
    }
  }
  const result = readObjectInternal(state, self);
  // A view follows the buffer it looks at.
  if (typeof result === 'object' && result !== null && state.peekTag() === kArrayBufferView &&
      (brand(abByteLength, result) || brand(sabByteLength, result))) {
    state.readTag();
    return readView(state, result);
  }
  return result;
}

function readObjectInternal(state, self) {
  const tag = state.readTag();
  switch (tag) {
    case kVerifyObjectCount:
      state.varint();
      return readObject(state, self);
    case kUndefined: return undefined;
    case kNull: return null;
    case kTrue: return true;
    case kFalse: return false;
    case kInt32: return state.zigzag();
    case kUint32: return state.varint();
    case kDouble: return state.double();
    case kBigInt: return readBigIntContents(state);
    case kUtf8String: return readUtf8String(state);
    case kOneByteString: return readOneByteString(state);
    case kTwoByteString: return readTwoByteString(state);
    case kObjectReference: {
      const id = state.varint();
      if (id >= state.objects.length || !(id in state.objects)) fail();
      return state.objects[id];
    }
    case kBeginJSObject: {
      const id = state.nextId++;
      const obj = {};
      state.addObject(id, obj);
      const count = readProperties(state, self, obj, kEndJSObject);
      if (state.varint() !== count) fail();
      return obj;
    }
    case kBeginSparseJSArray: {
      const length = state.varint();
      const id = state.nextId++;
      const arr = [];
      // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
      arr['length'] = length;
      holeyArrays.add(arr);
      state.addObject(id, arr);
      const count = readProperties(state, self, arr, kEndSparseJSArray);
      if (state.varint() !== count || state.varint() !== length) fail();
      return arr;
    }
    case kBeginDenseJSArray: {
      const length = state.varint();
      if (length > state.end - state.pos) fail();
      const id = state.nextId++;
      const arr = new Array(length);
      holeyArrays.add(arr);
      state.addObject(id, arr);
      const data = state.data;
      const legacyHoles = state.version < 11;
      for (let i = 0; i < length; i++) {
        const next = data[state.pos];
        if (next === kTheHole || (next === kPadding && state.peekTag() === kTheHole)) {
          state.readTag();
          continue;
        }
        const element = readObject(state, self);
        // Before version 11 the hole and undefined were one value.
        if (legacyHoles && element === undefined) continue;
        arr[i] = element;
      }
      const count = readProperties(state, self, arr, kEndDenseJSArray);
      if (state.varint() !== count || state.varint() !== length) fail();
      return arr;
    }
    case kDate: {
      const time = state.double();
      const id = state.nextId++;
      const date = new Date(time);
      state.addObject(id, date);
      return date;
    }
    case kTrueObject:
    case kFalseObject:
    case kNumberObject:
    case kBigIntObject:
    case kStringObject: {
      const id = state.nextId++;
      let value;
      if (tag === kTrueObject) value = Object(true);
      else if (tag === kFalseObject) value = Object(false);
      else if (tag === kNumberObject) value = Object(state.double());
      else if (tag === kBigIntObject) value = Object(readBigIntContents(state));
      else value = Object(readString(state, self));
      state.addObject(id, value);
      return value;
    }
    case kRegExp: {
      const id = state.nextId++;
      const source = readString(state, self);
      const bits = state.varint();
      if ((bits & ((-1 << kRegExpFlagCount) | kLinearFlag)) !== 0) fail();
      if ((bits & 16) !== 0 && (bits & 256) !== 0) fail();
      let flags = '';
      for (let i = 0; i < regExpFlagOrder.length; i++) {
        if ((bits & regExpFlagOrder[i][1]) !== 0) flags += regExpFlagOrder[i][0];
      }
      let re;
      try {
        re = new RegExp(source, flags);
      } catch {
        fail();
      }
      state.addObject(id, re);
      return re;
    }
    case kBeginJSMap: {
      const id = state.nextId++;
      const map = new Map();
      state.addObject(id, map);
      let length = 0;
      for (;;) {
        const next = state.peekTag();
        if (next === -1) fail();
        if (next === kEndJSMap) {
          state.readTag();
          break;
        }
        const key = readObject(state, self);
        const value = readObject(state, self);
        MapPrototypeSet.call(map, key, value);
        length += 2;
      }
      if (state.varint() !== length) fail();
      return map;
    }
    case kBeginJSSet: {
      const id = state.nextId++;
      const set = new Set();
      state.addObject(id, set);
      let length = 0;
      for (;;) {
        const next = state.peekTag();
        if (next === -1) fail();
        if (next === kEndJSSet) {
          state.readTag();
          break;
        }
        SetPrototypeAdd.call(set, readObject(state, self));
        length++;
      }
      if (state.varint() !== length) fail();
      return set;
    }
    case kArrayBuffer:
    case kResizableArrayBuffer: {
      const id = state.nextId++;
      const length = state.varint();
      let max = length;
      if (tag === kResizableArrayBuffer) {
        max = state.varint();
        if (length > max) fail();
      }
      if (length > state.end - state.pos) fail();
      const buf = tag === kResizableArrayBuffer ?
        new ArrayBuffer(length, { maxByteLength: max }) : new ArrayBuffer(length);
      if (length > 0) {
        new Uint8Array(buf).set(state.data.subarray(state.pos, state.pos + length));
      }
      state.pos += length;
      state.addObject(id, buf);
      return buf;
    }
    case kArrayBufferTransfer: {
      const id = state.nextId++;
      const transferId = state.varint();
      const buf = state.transfers.get(transferId);
      if (buf === undefined) fail();
      state.addObject(id, buf);
      return buf;
    }
    case kSharedArrayBuffer: {
      // Node's own deserializer has no way to look a shared buffer up by id; worker
      // messages (internal/worker/wire) carry the buffers beside the bytes.
      const id = state.nextId++;
      const index = state.varint();
      const lookup = self[kSharedArrayBufferFromId];
      if (lookup === undefined) return fail();
      const sab = ReflectApply(lookup, self, [index]);
      if (sab === undefined) return fail();
      state.addObject(id, sab);
      return sab;
    }
    case kError:
      return readError(state, self);
    case kHostObject:
      return readHostObject(state, self);
    case kSharedObject:
      if (state.version >= 15) {
        state.varint();
        return fail();
      }
      // Older data did not know the tag: unknown.
    // falls through
    default:
      // Before host objects had their own tag, every unknown tag was the host's.
      if (state.version < 13) {
        state.pos--;
        return readHostObject(state, self);
      }
      return fail();
  }
}

function isValidKey(key) {
  return typeof key === 'string' || typeof key === 'number';
}

function readProperties(state, self, obj, endTag) {
  let count = 0;
  for (;;) {
    const next = state.peekTag();
    if (next === -1) fail();
    if (next === endTag) {
      state.readTag();
      return count;
    }
    const key = readObject(state, self);
    if (!isValidKey(key)) fail();
    const value = readObject(state, self);
    defineNew(obj, `${key}`, value);
    count++;
  }
}

function defineNew(obj, key, value) {
  if (ObjectPrototypeHasOwnProperty.call(obj, key)) fail();
  if (key === '__proto__') {
    ObjectDefineProperty(obj, key, {
      __proto__: null, value, writable: true, enumerable: true, configurable: true,
    });
  } else {
    obj[key] = value;
  }
}

function readView(state, buffer) {
  const plain = brand(abByteLength, buffer);
  const bufferLength = plain ? abByteLength.call(buffer) : sabByteLength.call(buffer);
  const tag = state.varint() & 0xFF;
  const offset = state.varint();
  const length = state.varint();
  if (offset > bufferLength || length > bufferLength - offset) fail();
  let flags = 0;
  if (state.version >= 14) flags = state.varint();
  const id = state.nextId++;
  const lengthTracking = (flags & 1) !== 0;
  const backedByRab = (flags & 2) !== 0;
  const resizable = plain && isResizable(buffer);
  if ((lengthTracking || backedByRab) && !resizable) fail();
  if (resizable && !backedByRab) fail();
  let view;
  if (tag === kDataViewTag) {
    view = lengthTracking ? new DataView(buffer, offset) : new DataView(buffer, offset, length);
  } else {
    const kind = viewKindByTag[tag];
    const Ctor = kind === undefined ? undefined : globalThis[kind];
    if (typeof Ctor !== 'function') fail();
    const size = Ctor.BYTES_PER_ELEMENT;
    if (offset % size !== 0 || length % size !== 0) fail();
    view = lengthTracking ? new Ctor(buffer, offset) : new Ctor(buffer, offset, length / size);
  }
  state.addObject(id, view);
  return view;
}

function readError(state, self) {
  const id = state.nextId++;
  let tag = state.varint() & 0xFF;
  let Ctor = errorCtorByTag[tag];
  if (Ctor !== undefined) tag = state.varint() & 0xFF;
  else Ctor = Error;
  let message;
  if (tag === kErrorMessage) {
    message = readString(state, self);
    tag = state.varint() & 0xFF;
  }
  let stack;
  if (tag === kErrorStack) {
    stack = readString(state, self);
    tag = state.varint() & 0xFF;
  }
  const err = message === undefined ? new Ctor() : new Ctor(message);
  ObjectDefineProperty(err, 'stack', {
    __proto__: null, value: stack, writable: true, enumerable: false, configurable: true,
  });
  state.addObject(id, err);
  if (tag === kErrorCause) {
    const cause = readObject(state, self);
    ObjectDefineProperty(err, 'cause', {
      __proto__: null, value: cause, writable: true, enumerable: false, configurable: true,
    });
    tag = state.varint() & 0xFF;
  }
  if (tag !== kErrorEnd) fail();
  return err;
}

function readHostObject(state, self) {
  const id = state.nextId++;
  const read = self._readHostObject;
  if (typeof read !== 'function') fail();
  const obj = ReflectApply(read, self, []);
  if (obj === null || (typeof obj !== 'object' && typeof obj !== 'function')) {
    throw new TypeError('readHostObject must return an object');
  }
  state.addObject(id, obj);
  return obj;
}

// Data without a version header: values are pushed on a stack, and the end tags of objects
// and sparse arrays take their key/value pairs from it.
function readLegacy(state, self) {
  const stack = [];
  while (state.pos < state.end) {
    const tag = state.peekTag();
    if (tag === -1) break;
    let value;
    if (tag === kEndJSObject) {
      state.readTag();
      const count = state.varint();
      if ((stack.length >>> 1) < count) fail();
      const begin = stack.length - 2 * count;
      value = {};
      for (let i = begin; i < stack.length; i += 2) {
        if (!isValidKey(stack[i])) fail();
        defineNew(value, `${stack[i]}`, stack[i + 1]);
      }
      // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
      stack['length'] = begin;
    } else if (tag === kEndSparseJSArray) {
      state.readTag();
      const count = state.varint();
      const length = state.varint();
      if ((stack.length >>> 1) < count) fail();
      const begin = stack.length - 2 * count;
      value = [];
      // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
      value['length'] = length;
      for (let i = begin; i < stack.length; i += 2) {
        if (!isValidKey(stack[i])) fail();
        defineNew(value, `${stack[i]}`, stack[i + 1]);
      }
      // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
      stack['length'] = begin;
    } else if (tag === kEndDenseJSArray) {
      fail();
    } else {
      value = readObject(state, self);
    }
    stack.push(value);
  }
  state.pos = state.end;
  if (stack.length !== 1) fail();
  return stack[0];
}

function versionError() {
  return new Error('Unable to deserialize cloned data due to invalid or unsupported version.');
}

const deserializerMethods = {
  readHeader(state, self, a0, a1) {
    if (state.pos < state.end && state.data[state.pos] === kVersion) {
      state.pos++;
      let version;
      try {
        const v = state.varint();
        version = v;
      } catch (e) {
        if (e !== kFailed) throw e;
        throw versionError();
      }
      state.version = version;
    }
    // Node's deserializer reads neither headerless data nor versions before 13 this way.
    if (state.version < kMinimumVersion || state.version > kLatestVersion) throw versionError();
    return true;
  },
  readValue(state, self, a0, a1) {
    try {
      return state.version > 0 ? readObject(state, self) : readLegacy(state, self);
    } catch (e) {
      if (e === kFailed) throw new Error('Unable to deserialize cloned data.');
      throw e;
    }
  },
  getWireFormatVersion(state) {
    return state.version;
  },
  transferArrayBuffer(state, self, a0, a1) {
    const id = toUint32(a0);
    const ab = a1;
    if (ab !== null && typeof ab === 'object' &&
        (brand(abByteLength, ab) || brand(sabByteLength, ab))) {
      state.transfers.set(id, ab);
      return;
    }
    throw nativeArgTypeError('arrayBuffer must be an ArrayBuffer or SharedArrayBuffer');
  },
  readUint32(state, self, a0, a1) {
    try {
      return state.varint();
    } catch (e) {
      if (e === kFailed) throw new Error('ReadUint32() failed');
      throw e;
    }
  },
  readUint64(state, self, a0, a1) {
    try {
      return state.varint64();
    } catch (e) {
      if (e === kFailed) throw new Error('ReadUint64() failed');
      throw e;
    }
  },
  readDouble(state, self, a0, a1) {
    try {
      return state.double();
    } catch (e) {
      if (e === kFailed) throw new Error('ReadDouble() failed');
      throw e;
    }
  },
  _readRawBytes(state, self, a0, a1) {
    let length = Math.trunc(+a0);
    if (length !== length) length = 0;
    if (length < 0 || length > state.end - state.pos) throw new Error('ReadRawBytes() failed');
    const start = state.pos;
    state.pos += length;
    return start;
  },
};

function newSerializerState() {
  return new SerializerState();
}

function newDeserializerState(view) {
  return new DeserializerState(new FastBuffer(view.buffer, view.byteOffset, view.byteLength));
}

module.exports = {
  kIsHostObject,
  kSharedArrayBufferFromId,
  newSerializerState,
  newDeserializerState,
  serializerMethods,
  deserializerMethods,
};
