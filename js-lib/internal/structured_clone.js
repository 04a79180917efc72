'use strict';
// internal/structured_clone: the global `structuredClone(value, { transfer })`, implemented in
// JS over the HTML structured-serialize rules as V8 applies them for Node 26:
//   primitives (BigInt too), plain objects (own enumerable string keys, read through getters,
//   rebuilt with Object.prototype), arrays (holes and extra named properties kept), Date, RegExp
//   (lastIndex reset), Map, Set, ArrayBuffer (resizable kept), typed arrays and DataView (views
//   of one buffer keep sharing one cloned buffer), boxed Number/String/Boolean/BigInt, Error
//   objects (prototype chosen from `name`, own `message`, `stack`, own `cause`), DOMException
//   and QuotaExceededError, KeyObjects and CryptoKeys (rebuilt from the same key material,
//   as Node's host objects are); shared references and cycles are preserved.
//   Functions, symbols, WeakMap/WeakSet/WeakRef, promises, proxies, iterators, generators,
//   arguments objects and objects whose prototype was registered as uncloneable (URL,
//   URLSearchParams) throw a DOMException named DataCloneError with V8's message text.
//   Objects marked cloneable by internal/worker/js_transferable's markTransferMode clone
//   through their own [kClone]() record ({ data, deserializeInfo: 'module:Class' }): the data
//   is cloned and handed to a new built-in Class's [kDeserialize](); a record naming no such
//   class throws the errors Node's deserializer throws.
//   Objects marked transferable (markTransferable: transferable AbortSignals) and instances
//   of classes registered as transferable (registerTransferablePrototype: web streams) are
//   accepted in the transfer list, where a hook builds their stand-in; found unlisted they
//   throw. Objects marked untransferable (markAsUntransferable) are refused in any transfer
//   list, postMessage's included.
// A SharedArrayBuffer comes back as a new object over the same memory, as in Node (the util
// binding's shareSharedArrayBuffer makes it).
// Known gaps:
//   * transfer: the buffers are copied into the clone, then the originals are detached with
//     ArrayBuffer.prototype.transfer (runtime/src/engine/array_buffer_transfer.rs).
//   * A view on a resizable buffer is cloned as length-tracking when it ends at the end of its
//     buffer (JS cannot see the tracking flag itself).

const { DOMException, QuotaExceededError, getDOMExceptionState } =
  require('internal/dom_exception');

const { codes } = require('internal/errors_lazy');
// Filled in when internal/crypto/keys loads; until then no key can exist to be cloned.
const keyBrands = require('internal/util/key_brands');

let utilBinding;
function loadUtilBinding() {
  if (utilBinding === undefined) {
    try { utilBinding = internalBinding('util'); } catch { utilBinding = null; }
  }
  return utilBinding;
}
function isProxy(v) {
  const b = loadUtilBinding();
  return b !== null && typeof b.getProxyDetails === 'function' &&
    b.getProxyDetails(v, false) !== undefined;
}
function isPromise(v) {
  const b = loadUtilBinding();
  if (b !== null && typeof b.getPromiseDetails === 'function') {
    return b.getPromiseDetails(v) !== undefined;
  }
  return v instanceof Promise;
}

const ObjectPrototype = Object.prototype;
const ObjectToString = ObjectPrototype.toString;
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const defineProperty = Object.defineProperty;
const FunctionToString = Function.prototype.toString;
const SymbolToString = Symbol.prototype.toString;
const ErrorToString = Error.prototype.toString;

const {
  getter,
  TypedArrayPrototype,
  typedArrayTag: typedArrayKind,
  typedArrayBuffer,
  typedArrayByteOffset,
  typedArrayLength,
  typedArrayByteLength,
  dataViewBuffer,
  dataViewByteOffset,
  dataViewByteLength,
  abByteLength,
  abResizable,
  abMaxByteLength,
  abDetached,
  sabByteLength,
  sabGrowable,
  mapSize,
  setSize,
} = require('internal/util/builtin_getters');
const abTransfer = ArrayBuffer.prototype.transfer;
const MapForEach = Map.prototype.forEach;
const SetForEach = Set.prototype.forEach;
const MapSet = Map.prototype.set;
const SetAdd = Set.prototype.add;
const DateGetTime = Date.prototype.getTime;
const regExpSource = getter(RegExp.prototype, 'source');
const regExpFlags = getter(RegExp.prototype, 'flags');
const regExpGlobal = getter(RegExp.prototype, 'global');

function brand(fn, v) {
  if (fn === undefined) return false;
  try {
    fn.call(v);
    return true;
  } catch {
    return false;
  }
}

function dataCloneError(message) {
  return new DOMException(message, 'DataCloneError');
}

// Own-or-inherited data property, without running getters or proxy traps (V8's
// GetDataProperty), for building error messages.
function dataProperty(obj, key) {
  let o = obj;
  for (let depth = 0; o !== null && depth < 1000; depth++) {
    if (isProxy(o)) return undefined;
    const d = getOwnPropertyDescriptor(o, key);
    if (d !== undefined) return 'value' in d ? d.value : undefined;
    o = getPrototypeOf(o);
  }
  return undefined;
}

// V8's side-effect-free rendering of a value (NoSideEffectsToString), used in
// "%s could not be cloned." and other messages V8 builds around a value.
function describe(v, depth = 0) {
  const type = typeof v;
  if (type === 'symbol') return SymbolToString.call(v);
  if (v === null || (type !== 'object' && type !== 'function')) return `${v}`;
  if (isProxy(v)) {
    // V8 describes the innermost target; a revoked proxy has none.
    const target = utilBinding.getProxyDetails(v, false);
    if (target === null || target === undefined) return 'null';
    return target !== v && depth < 100 ? describe(target, depth + 1) : '#<Object>';
  }
  if (type === 'function') {
    let s;
    try { s = FunctionToString.call(v); } catch { s = 'function () { [native code] }'; }
    if (s.length > 128) s = `${s.slice(0, 111)}...<omitted>...${s.slice(-2)}`;
    return s;
  }
  const toString = dataProperty(v, 'toString');
  if (isError(v) || toString === ErrorToString) {
    let name = dataProperty(v, 'name');
    let message = dataProperty(v, 'message');
    if (typeof name !== 'string') name = 'Error';
    if (typeof message !== 'string') message = '';
    if (name === '') return message;
    return message === '' ? name : `${name}: ${message}`;
  }
  if (toString === ObjectToString) {
    const ctor = dataProperty(v, 'constructor');
    if (typeof ctor === 'function') {
      const name = dataProperty(ctor, 'name');
      if (typeof name === 'string' && name.length > 0) return `#<${name}>`;
    }
  }
  const tag = dataProperty(v, Symbol.toStringTag);
  if (typeof tag === 'string') return `[object ${tag}]`;
  return `[object ${builtinTag(v)}]`;
}

// The class name V8 keeps for built-in objects, read without running user getters.
function builtinTag(v) {
  for (let o = v, depth = 0; o !== null && depth < 1000; o = getPrototypeOf(o), depth++) {
    if (isProxy(o)) break;
    if (getOwnPropertyDescriptor(o, Symbol.toStringTag) !== undefined) {
      return Array.isArray(v) ? 'Array' : 'Object';
    }
  }
  return ObjectToString.call(v).slice(8, -1);
}

function notCloneable(v) {
  return dataCloneError(`${describe(v)} could not be cloned.`);
}

// Prototypes (and single objects) whose instances Node refuses to clone because they are
// host objects with hidden state (URL, URLSearchParams, ...).
const uncloneablePrototypes = require('internal/uncloneable_prototypes');
const uncloneableObjects = new WeakSet();
function registerUncloneablePrototype(proto) { uncloneablePrototypes.add(proto); }
function isPrototypeObject(v) {
  const desc = getOwnPropertyDescriptor(v, 'constructor');
  return desc !== undefined && typeof desc.value === 'function' && desc.value.prototype === v;
}
function markUncloneable(obj) { uncloneableObjects.add(obj); }
// markAsUntransferable: such objects are refused in any transfer list (postMessage's too).
const untransferableObjects = new WeakSet();
function markUntransferable(obj) { untransferableObjects.add(obj); }
function isUntransferable(obj) { return untransferableObjects.has(obj); }
function untransferableError() {
  return dataCloneError('Cannot transfer object of unsupported type.');
}

// Objects that can only travel in a transfer list (Node's "transfer mode: transferable", e.g.
// util.transferableAbortSignal()): `makeReplacement(obj, cloneValue)` builds what stands for
// `obj` in the clone, cloning any state it carries with `cloneValue`.
// markTransferMode(obj, true, ...): objects cloned through their [kClone]() record.
const cloneableObjects = new WeakSet();
function markCloneable(obj) { cloneableObjects.add(obj); }

function cloneThroughRecord(v, memory) {
  const { kClone, kDeserialize } = require('internal/worker/js_transferable');
  const record = v[kClone]();
  const data = clone(record.data, memory);
  const deserializeInfo = `${record.deserializeInfo}`;
  const [moduleId, className] = deserializeInfo.split(':', 2);
  // Node's deserializer throws these two itself.
  if (!require('internal/bootstrap/realm').builtinExists(moduleId)) {
    throw new TypeError(`Missing internal module '${moduleId}'`);
  }
  const Class = require(moduleId)[className];
  if (typeof Class !== 'function' || typeof Class.prototype[kDeserialize] !== 'function') {
    throw new Error(`Unknown deserialize spec ${deserializeInfo}`);
  }
  const copy = new Class();
  memory.set(v, copy);
  copy[kDeserialize](data);
  return copy;
}

const transferHooks = new WeakMap();
function markTransferable(obj, makeReplacement) { transferHooks.set(obj, makeReplacement); }
// Whole classes can be transferable too (web streams): `isInstance` brand-checks a candidate
// found with `proto` on its prototype chain, `makeReplacement` is as above.
const transferablePrototypes = new Map();
function registerTransferablePrototype(proto, isInstance, makeReplacement) {
  transferablePrototypes.set(proto, { isInstance, makeReplacement });
}
function transferHookOf(obj) {
  const hook = transferHooks.get(obj);
  if (hook !== undefined || transferablePrototypes.size === 0) return hook;
  for (let p = getPrototypeOf(obj), depth = 0; p !== null && p !== ObjectPrototype && depth < 1000;
    p = getPrototypeOf(p), depth++) {
    const entry = transferablePrototypes.get(p);
    if (entry !== undefined) return entry.isInstance(obj) ? entry.makeReplacement : undefined;
  }
  return undefined;
}
function isMarkedTransferable(obj) { return transferHookOf(obj) !== undefined; }
function needsTransferError() {
  return dataCloneError(
    'Object that needs transfer was found in message but not listed in transferList');
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

function copyArrayBuffer(buf) {
  if (isDetached(buf)) throw dataCloneError('An ArrayBuffer is detached and could not be cloned.');
  const len = abByteLength.call(buf);
  if (abResizable !== undefined && abResizable.call(buf)) {
    const out = new ArrayBuffer(len, { maxByteLength: abMaxByteLength.call(buf) });
    new Uint8Array(out).set(new Uint8Array(buf));
    return out;
  }
  return buf.slice === ArrayBuffer.prototype.slice ? buf.slice(0) :
    ArrayBuffer.prototype.slice.call(buf, 0);
}

const errorProtos = {
  __proto__: null,
  EvalError,
  RangeError,
  ReferenceError,
  SyntaxError,
  TypeError,
  URIError,
};

function isError(v) {
  if (typeof Error.isError === 'function') return Error.isError(v);
  return ObjectToString.call(v) === '[object Error]';
}

// V8 gives errors an own accessor `stack` (non-enumerable, configurable) over a stored value.
function defineStack(error, value) {
  let stored = value;
  defineProperty(error, 'stack', {
    get() { return stored; },
    set(v) { stored = v; },
    enumerable: false, configurable: true,
  });
}

function cloneError(v, memory) {
  const name = `${v.name}`;
  const Ctor = errorProtos[name] || Error;
  const msgDesc = getOwnPropertyDescriptor(v, 'message');
  const message = msgDesc !== undefined && 'value' in msgDesc ? `${msgDesc.value}` : undefined;
  const stack = v.stack;
  const out = new Ctor();
  memory.set(v, out);
  // A non-string stack is dropped by V8, leaving none: do not let the fresh error show its own.
  defineStack(out, typeof stack === 'string' ? stack : undefined);
  if (message !== undefined) {
    defineProperty(out, 'message', {
      value: message, writable: true, enumerable: false, configurable: true,
    });
  }
  const causeDesc = getOwnPropertyDescriptor(v, 'cause');
  if (causeDesc !== undefined && 'value' in causeDesc) {
    defineProperty(out, 'cause', {
      value: clone(causeDesc.value, memory), writable: true, enumerable: false, configurable: true,
    });
  }
  return out;
}

function cloneDOMException(v, state, memory) {
  let out;
  if (state.quota !== undefined) {
    // A member left out of the options stays null; an undefined one would be NaN.
    const options = {};
    if (state.quota !== null) options.quota = state.quota;
    if (state.requested !== null) options.requested = state.requested;
    out = new QuotaExceededError(state.message, options);
  } else {
    out = new DOMException(state.message, state.name);
  }
  const stack = v.stack;
  if (typeof stack === 'string') defineStack(out, stack);
  memory.set(v, out);
  return out;
}

// KeyObject and CryptoKey. Their key material sits in hidden slots, so a clone is built from
// that material rather than from own properties (which Node does not carry over). A secret's
// bytes are copied; an asymmetric key's native handle is immutable and is shared.
function isKey(v) {
  return (keyBrands.isKeyObject !== null && keyBrands.isKeyObject(v)) ||
    (keyBrands.isCryptoKey !== null && keyBrands.isCryptoKey(v));
}

function cloneKeyObject(keyObject) {
  const keys = require('internal/crypto/keys');
  const { Buffer } = require('buffer');
  const material = keyObject[keys.kMaterial];
  return keyObject.type === 'secret' ?
    keys.newSecretKey(Buffer.from(material)) : keys.newAsymmetricKey(material);
}

function cloneKey(v, memory) {
  const keys = require('internal/crypto/keys');
  let out;
  if (keyBrands.isKeyObject(v)) {
    out = cloneKeyObject(v);
  } else {
    out = keys.makeCryptoKey(cloneKeyObject(v[keys.kCryptoKeyObject]),
                             clone(v[keys.kAlgorithm], new Map()), v[keys.kExtractable],
                             [...v[keys.kUsages]]);
  }
  memory.set(v, out);
  return out;
}

// Across threads the material travels as bytes: raw for a secret key, DER (PKCS#8 or SPKI)
// for an asymmetric one. The record is plain data for the message serializer; fresh
// Uint8Arrays keep a pooled Buffer's neighbours out of the message.
function keyObjectRecord(keyObject) {
  const { type } = keyObject;
  let bytes;
  if (type === 'secret') {
    bytes = keyObject.export();
  } else {
    bytes = keyObject.export({ format: 'der', type: type === 'private' ? 'pkcs8' : 'spki' });
  }
  return { type, bytes: new Uint8Array(bytes) };
}

function keyToRecord(v) {
  if (keyBrands.isKeyObject(v)) return { keyObject: keyObjectRecord(v) };
  const keys = require('internal/crypto/keys');
  return {
    keyObject: keyObjectRecord(v[keys.kCryptoKeyObject]),
    algorithm: v[keys.kAlgorithm],
    extractable: v[keys.kExtractable],
    usages: v[keys.kUsages],
  };
}

function keyFromRecord(record) {
  const keys = require('internal/crypto/keys');
  const { Buffer } = require('buffer');
  const { type, bytes } = record.keyObject;
  let keyObject;
  if (type === 'secret') {
    keyObject = keys.createSecretKey(bytes);
  } else if (type === 'private') {
    keyObject = keys.createPrivateKey({ key: Buffer.from(bytes), format: 'der', type: 'pkcs8' });
  } else {
    keyObject = keys.createPublicKey({ key: Buffer.from(bytes), format: 'der', type: 'spki' });
  }
  if (record.algorithm === undefined) return keyObject;
  return keys.makeCryptoKey(keyObject, record.algorithm, record.extractable, record.usages);
}

function cloneView(v, memory) {
  const kind = typedArrayKind.call(v);
  let buffer;
  let offset;
  let length;
  if (kind !== undefined) {
    buffer = typedArrayBuffer.call(v);
    offset = typedArrayByteOffset.call(v);
    length = typedArrayLength.call(v);
  } else {
    buffer = dataViewBuffer.call(v);
    offset = dataViewByteOffset.call(v);
    length = dataViewByteLength.call(v);
  }
  const shared = sabByteLength !== undefined && brand(sabByteLength, buffer);
  let newBuffer = memory.get(buffer);
  if (newBuffer === undefined) {
    if (shared) {
      newBuffer = clone(buffer, memory);
    } else {
      if (isDetached(buffer)) {
        throw dataCloneError('An ArrayBuffer is detached and could not be cloned.');
      }
      newBuffer = copyArrayBuffer(buffer);
    }
    memory.set(buffer, newBuffer);
  }
  let tracking = false;
  const growing = shared ? sabGrowable !== undefined && sabGrowable.call(buffer) :
    abResizable !== undefined && abResizable.call(buffer);
  if (growing) {
    const byteLen = kind !== undefined ? typedArrayByteLength.call(v) : length;
    tracking = offset + byteLen === (shared ? sabByteLength : abByteLength).call(buffer);
  }
  let out;
  if (kind === undefined) {
    out = tracking ? new DataView(newBuffer, offset) : new DataView(newBuffer, offset, length);
  } else {
    const Ctor = globalThis[kind];
    out = tracking ? new Ctor(newBuffer, offset) : new Ctor(newBuffer, offset, length);
  }
  memory.set(v, out);
  return out;
}

// Keys are listed up front; one a getter deleted on the way is skipped, as V8 does.
const hasOwn = Object.prototype.hasOwnProperty;

function clonePlain(v, memory) {
  const out = {};
  memory.set(v, out);
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (i > 0 && !hasOwn.call(v, k)) continue;
    out[k] = clone(v[k], memory);
  }
  return out;
}

function cloneArray(v, memory) {
  const out = new Array(v.length);
  memory.set(v, out);
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (i > 0 && !hasOwn.call(v, k)) continue;
    out[k] = clone(v[k], memory);
  }
  return out;
}

// Tags whose genuine instances cannot be cloned; each is confirmed by a brand check so that a
// plain object lying through Symbol.toStringTag is still cloned as a plain object.
const refusedTags = {
  __proto__: null,
  WeakMap: (v) => brand(function () { WeakMap.prototype.has.call(this, ObjectPrototype); }, v),
  WeakSet: (v) => brand(function () { WeakSet.prototype.has.call(this, ObjectPrototype); }, v),
  WeakRef: (v) => typeof WeakRef === 'function' && brand(WeakRef.prototype.deref, v),
  FinalizationRegistry: (v) => typeof FinalizationRegistry === 'function' &&
    brand(function () { FinalizationRegistry.prototype.unregister.call(this, ObjectPrototype); }, v),
  Promise: (v) => isPromise(v),
  Arguments: () => true,
  Generator: () => true,
  AsyncGenerator: () => true,
  'Map Iterator': () => true,
  'Set Iterator': () => true,
  'Array Iterator': () => true,
  'String Iterator': () => true,
  'RegExp String Iterator': () => true,
  'Iterator Helper': () => true,
  Module: () => true,
};

// Intl objects are V8 host objects without a serializer: they cannot be cloned.
function isIntlObject(v, name) {
  const Ctor = typeof Intl === 'object' ? Intl[name] : undefined;
  if (typeof Ctor !== 'function') return false;
  const proto = Ctor.prototype;
  const probe = typeof proto.resolvedOptions === 'function' ? proto.resolvedOptions :
    (typeof proto.toString === 'function' && proto.toString !== ObjectToString ? proto.toString :
      undefined);
  return brand(probe, v);
}

function clone(v, memory) {
  const type = typeof v;
  if (type !== 'object') {
    if (type === 'function' || type === 'symbol') throw notCloneable(v);
    return v;
  }
  if (v === null) return v;
  const seen = memory.get(v);
  if (seen !== undefined) return seen;
  if (transferHooks.has(v)) throw needsTransferError();
  if (cloneableObjects.has(v)) return cloneThroughRecord(v, memory);

  // Before anything that would look through it (a revoked proxy throws on Array.isArray).
  if (isProxy(v) && !require('internal/process/env').isEnv(v)) throw notCloneable(v);
  if (Array.isArray(v)) return cloneArray(v, memory);
  if (ArrayBuffer.isView(v)) return cloneView(v, memory);

  const tag = ObjectToString.call(v);
  switch (tag) {
    case '[object Object]':
      break;
    case '[object Date]':
      if (brand(DateGetTime, v)) {
        const out = new Date(DateGetTime.call(v));
        memory.set(v, out);
        return out;
      }
      break;
    case '[object RegExp]':
      if (brand(regExpGlobal, v) && regExpGlobal.call(v) !== undefined) {
        const out = new RegExp(regExpSource.call(v), regExpFlags.call(v));
        memory.set(v, out);
        return out;
      }
      break;
    case '[object Map]':
      if (brand(mapSize, v)) {
        const out = new Map();
        memory.set(v, out);
        const entries = [];
        MapForEach.call(v, (value, key) => { entries.push(key, value); });
        for (let i = 0; i < entries.length; i += 2) {
          const key = clone(entries[i], memory);
          MapSet.call(out, key, clone(entries[i + 1], memory));
        }
        return out;
      }
      break;
    case '[object Set]':
      if (brand(setSize, v)) {
        const out = new Set();
        memory.set(v, out);
        const values = [];
        SetForEach.call(v, (value) => { values.push(value); });
        for (let i = 0; i < values.length; i++) SetAdd.call(out, clone(values[i], memory));
        return out;
      }
      break;
    case '[object Blob]':
    case '[object File]': {
      // Blob is loaded only if one can exist, and a Blob can only exist once it is loaded.
      const blob = require('internal/blob');
      if (blob.isBlob(v)) {
        const out = blob.cloneBlob(v);
        memory.set(v, out);
        return out;
      }
      break;
    }
    case '[object WebAssembly.Module]': {
      // A compiled module clones as the same module; memories, tables, globals and
      // instances do not clone (V8's DataCloneError below).
      const wasm = require('internal/wasm/webassembly');
      if (wasm.isModule(v)) {
        const out = wasm.moduleFromBytes(wasm.moduleToBytes(v));
        memory.set(v, out);
        return out;
      }
      break;
    }
    case '[object WebAssembly.Memory]':
    case '[object WebAssembly.Table]':
    case '[object WebAssembly.Global]':
    case '[object WebAssembly.Instance]':
      throw notCloneable(v);
    case '[object ArrayBuffer]':
      if (brand(abByteLength, v)) {
        const out = copyArrayBuffer(v);
        memory.set(v, out);
        return out;
      }
      break;
    case '[object SharedArrayBuffer]':
      if (brand(sabByteLength, v)) {
        const b = loadUtilBinding();
        const out = b !== null && typeof b.shareSharedArrayBuffer === 'function' ?
          b.shareSharedArrayBuffer(v) : v;
        memory.set(v, out);
        return out;
      }
      break;
    case '[object Number]':
      if (brand(Number.prototype.valueOf, v)) {
        const out = Object(Number.prototype.valueOf.call(v));
        memory.set(v, out);
        return out;
      }
      break;
    case '[object String]':
      if (brand(String.prototype.valueOf, v)) {
        const out = Object(String.prototype.valueOf.call(v));
        memory.set(v, out);
        return out;
      }
      break;
    case '[object Boolean]':
      if (brand(Boolean.prototype.valueOf, v)) {
        const out = Object(Boolean.prototype.valueOf.call(v));
        memory.set(v, out);
        return out;
      }
      break;
    case '[object BigInt]':
      if (typeof BigInt === 'function' && brand(BigInt.prototype.valueOf, v)) {
        const out = Object(BigInt.prototype.valueOf.call(v));
        memory.set(v, out);
        return out;
      }
      break;
    case '[object Symbol]':
      if (brand(Symbol.prototype.valueOf, v)) throw notCloneable(v);
      break;
    case '[object Error]':
      if (isError(v)) return cloneError(v, memory);
      break;
    case '[object DOMException]': {
      const state = getDOMExceptionState(v);
      if (state !== undefined) return cloneDOMException(v, state, memory);
      break;
    }
    default: {
      const name = tag.slice(8, -1);
      const check = refusedTags[name];
      if (check !== undefined && check(v)) throw notCloneable(v);
      if (name.startsWith('Intl.') && isIntlObject(v, name.slice(5))) throw notCloneable(v);
    }
  }

  // Generic object path.
  if (v === globalThis) throw notCloneable(v);
  if (uncloneableObjects.has(v)) throw dataCloneError('Cannot clone object of unsupported type.');
  const proto = getPrototypeOf(v);
  if (proto !== ObjectPrototype && proto !== null) {
    if (isKey(v)) return cloneKey(v, memory);
    // A subclass's prototype object inherits from a registered prototype without being an
    // instance: it clones as a plain object, as in Node (which marks instances).
    if (!isPrototypeObject(v)) {
      for (let p = proto; p !== null && p !== ObjectPrototype; p = getPrototypeOf(p)) {
        if (uncloneablePrototypes.has(p)) {
          throw dataCloneError('Cannot clone object of unsupported type.');
        }
      }
    }
    if (transferablePrototypes.size > 0 && transferHookOf(v) !== undefined) {
      throw needsTransferError();
    }
    // Error subclasses with their own toStringTag, DOMException subclasses that renamed it.
    const state = getDOMExceptionState(v);
    if (state !== undefined) return cloneDOMException(v, state, memory);
    if (isError(v)) return cloneError(v, memory);
  }
  return clonePlain(v, memory);
}

function webidlTypeError(message) {
  const err = new TypeError(message);
  err.code = 'ERR_INVALID_ARG_TYPE';
  return err;
}

function structuredClone(value, options) {
  if (arguments.length === 0) {
    throw new (codes.ERR_MISSING_ARGS)('The value argument must be specified');
  }
  let transfer;
  if (options !== undefined && options !== null) {
    if (typeof options !== 'object' && typeof options !== 'function') {
      throw webidlTypeError(
        "Failed to execute 'structuredClone': Options cannot be converted to a dictionary");
    }
    const list = options.transfer;
    if (list !== undefined) {
      if (list === null || (typeof list !== 'object' && typeof list !== 'function') ||
          typeof list[Symbol.iterator] !== 'function') {
        throw webidlTypeError(
          "Failed to execute 'structuredClone': transfer in Options cannot be converted to sequence.");
      }
      transfer = Array.from(list);
      for (let i = 0; i < transfer.length; i++) {
        const item = transfer[i];
        if (item === null || (typeof item !== 'object' && typeof item !== 'function')) {
          throw webidlTypeError(
            `Failed to execute 'structuredClone': transfer in Options[${i}] is not an object.`);
        }
      }
    }
  }

  const memory = new Map();
  const buffers = [];
  let objects;
  if (transfer !== undefined && transfer.length > 0) {
    for (let i = 0; i < transfer.length; i++) {
      const item = transfer[i];
      const hook = item !== null && typeof item === 'object' ? transferHookOf(item) : undefined;
      if (untransferableObjects.has(item)) throw untransferableError();
      if (hook !== undefined) {
        if (memory.has(item)) {
          const ctor = getPrototypeOf(item)?.constructor;
          throw dataCloneError(`Transfer list contains duplicate ${ctor?.name ?? 'Object'}`);
        }
        memory.set(item, undefined);
        (objects ??= []).push(item, hook);
        continue;
      }
      if (item === null || typeof item !== 'object' || !brand(abByteLength, item)) {
        throw dataCloneError('Found invalid value in transferList.');
      }
      if (memory.has(item)) throw dataCloneError('Transfer list contains duplicate ArrayBuffer');
      if (isDetached(item)) throw dataCloneError('Cannot transfer object of unsupported type.');
      memory.set(item, undefined);
      buffers.push(item);
    }
    // The clone gets copies up front; the originals are detached only once cloning succeeded.
    for (let i = 0; i < buffers.length; i++) memory.set(buffers[i], copyArrayBuffer(buffers[i]));
    if (objects !== undefined) {
      const cloneValue = (x) => clone(x, memory);
      for (let i = 0; i < objects.length; i += 2) {
        memory.set(objects[i], objects[i + 1](objects[i], cloneValue));
      }
    }
  }

  const result = clone(value, memory);

  if (typeof abTransfer === 'function') {
    for (let i = 0; i < buffers.length; i++) abTransfer.call(buffers[i]);
  }
  return result;
}

module.exports = {
  structuredClone,
  describe,
  registerUncloneablePrototype,
  markUncloneable,
  markUntransferable,
  isUntransferable,
  markTransferable,
  isMarkedTransferable,
  markCloneable,
  registerTransferablePrototype,
  isKey,
  keyToRecord,
  keyFromRecord,
};
