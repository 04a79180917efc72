'use strict';
// internal/webstreams/util: what the WHATWG stream classes share: the internal-slot symbol
// (every stream object keeps its slots in one plain object under kState), a FIFO queue with
// O(1) dequeue, the queuing-strategy extraction (highWaterMark, size), promise helpers that
// ignore user patches of Promise.prototype.then, ArrayBuffer transfer/copy helpers for byte
// streams, and the util.inspect shape Node uses for these objects.

const { codes } = require('internal/errors_lazy');

const kState = Symbol('kState');
const kType = Symbol('kType');

const PromisePrototypeThen = Promise.prototype.then;
const PromiseResolve = Promise.resolve.bind(Promise);
const PromiseReject = Promise.reject.bind(Promise);
const kResolvedPromise = PromiseResolve();

function noop() {}

// A user-facing promise a spec step rejects on purpose: no unhandled-rejection report.
function setPromiseHandled(promise) {
  PromisePrototypeThen.call(promise, undefined, noop);
}

function then(promise, onFulfilled, onRejected) {
  return PromisePrototypeThen.call(promise, onFulfilled, onRejected);
}

function createDeferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// A deferred that knows whether it settled (the spec asks "is this promise pending?").
class TrackedDeferred {
  constructor() {
    this.settled = false;
    this.promise = new Promise((resolve, reject) => {
      this.resolveFn = resolve;
      this.rejectFn = reject;
    });
  }

  resolve(value) {
    this.settled = true;
    this.resolveFn(value);
  }

  reject(reason) {
    this.settled = true;
    this.rejectFn(reason);
  }
}

// Wires the raw result of an underlying source/sink/transformer method to its reactions: a
// non-thenable result settles on the next microtask (as the spec's "a promise resolved
// with" would) without making a promise for it; a parked result completes on its own.
function thenResult(result, onFulfilled, onRejected) {
  if (result === kParked) return;
  if (result === null || (typeof result !== 'object' && typeof result !== 'function')) {
    PromisePrototypeThen.call(kResolvedPromise, onFulfilled);
  } else {
    PromisePrototypeThen.call(PromiseResolve(result), onFulfilled, onRejected);
  }
}

// The same through an async function, as Node runs cancel, close, abort and flush: a
// promise result settles the answer two ticks after it settles.
async function asyncCall(fn, thisArg, arg1, arg2) {
  return fn.call(thisArg, arg1, arg2);
}

// Answered by an internal pull or write algorithm that completes the operation later by
// calling the controller's fulfilled/rejected reactions itself (no promise per chunk).
const kParked = Symbol('kParked');

// The promise a start() result is awaited through. A new promise resolved with the result
// (not PromiseResolve) so a promise returned by start() settles it two ticks later, as in
// Node; user-visible callback order depends on it.
function startPromiseOf(startResult) {
  return new Promise((resolve) => resolve(startResult));
}

// ---- FIFO queue ---------------------------------------------------------------------------
// Array.prototype.shift is O(n) on most engines; this keeps a head index and compacts rarely.

class Queue {
  constructor() {
    this.items = [];
    this.head = 0;
    this.length = 0;
  }

  push(item) {
    const items = this.items;
    items[items.length] = item;
    this.length++;
  }

  shift() {
    const items = this.items;
    const item = items[this.head];
    items[this.head] = undefined;
    this.head++;
    this.length--;
    if (this.length === 0) {
      this.items = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > items.length) {
      this.items = items.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  peek() {
    return this.items[this.head];
  }

  last() {
    return this.items[this.items.length - 1];
  }

  at(i) {
    return this.items[this.head + i];
  }

  clear() {
    this.items = [];
    this.head = 0;
    this.length = 0;
  }

  // Empties the queue and answers its former items (in order).
  drain() {
    const out = this.head === 0 ? this.items : this.items.slice(this.head);
    this.clear();
    return out;
  }
}

// ---- queuing strategies ---------------------------------------------------------------------

function extractHighWaterMark(value, defaultHWM) {
  if (value === undefined) return defaultHWM;
  const hwm = +value;
  if (hwm !== hwm || hwm < 0) {
    throw new codes.ERR_INVALID_ARG_VALUE.RangeError('strategy.highWaterMark', value);
  }
  return hwm;
}

// undefined means "every chunk has size 1" (callers skip the call).
function extractSizeAlgorithm(size) {
  if (size === undefined) return undefined;
  if (typeof size !== 'function') {
    throw new codes.ERR_INVALID_ARG_TYPE('strategy.size', 'Function', size);
  }
  return size;
}

// The size a queue entry may have: a finite, non-negative number.
function validateChunkSize(size) {
  if (typeof size !== 'number' || size !== size || size < 0 || size === Infinity) {
    throw new codes.ERR_INVALID_ARG_VALUE.RangeError('size', size);
  }
}

// ---- argument checks shared by the classes ------------------------------------------------

// Node's validateObject with arrays and functions allowed (null only when asked).
function validateObjectArg(value, name, allowNull) {
  if (value === null) {
    if (allowNull) return;
  } else if (typeof value === 'object' || typeof value === 'function') {
    return;
  }
  throw new codes.ERR_INVALID_ARG_TYPE(name, 'Object', value);
}

function validateFunctionProp(value, name) {
  if (typeof value !== 'function') throw new codes.ERR_INVALID_ARG_TYPE(name, 'Function', value);
}

function invalidThis(type) {
  return new codes.ERR_INVALID_THIS(type);
}

// ---- ArrayBuffer helpers ----------------------------------------------------------------------

const ArrayBufferPrototype = ArrayBuffer.prototype;
const abTransfer = ArrayBufferPrototype.transfer;
const abDetachedGetter = Object.getOwnPropertyDescriptor(ArrayBufferPrototype, 'detached')?.get;
const SharedArrayBufferCtor = typeof SharedArrayBuffer === 'function' ? SharedArrayBuffer : null;

function isSharedArrayBuffer(value) {
  return SharedArrayBufferCtor !== null && value instanceof SharedArrayBufferCtor;
}

// A SharedArrayBuffer is never detached (and the getter refuses one).
function isDetached(buffer) {
  if (abDetachedGetter !== undefined && !isSharedArrayBuffer(buffer)) {
    return abDetachedGetter.call(buffer);
  }
  return false;
}

// The spec's TransferArrayBuffer: ArrayBuffer.prototype.transfer (runtime/src/engine/
// array_buffer_transfer.rs) moves the data and detaches the original; an engine without it
// gets a copy and leaves the original usable.
function transferArrayBuffer(buffer) {
  if (abTransfer !== undefined) return abTransfer.call(buffer);
  return buffer.slice(0);
}

function copyBytes(dest, destOffset, src, srcOffset, count) {
  new Uint8Array(dest, destOffset, count).set(new Uint8Array(src, srcOffset, count));
}

// ---- inspect ----------------------------------------------------------------------------------

let inspectFn;
function inspect(value, options) {
  inspectFn ??= require('internal/util/inspect').inspect;
  return inspectFn(value, options);
}

// Node prints these objects as `Name { ...data }` one level shallower, and prints
// `undefined` for them once the depth is used up.
function customInspect(depth, options, name, data) {
  if (depth < 0) return undefined;
  const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
  return `${name} ${inspect(data, opts)}`;
}

// Makes the listed prototype members enumerable (as WebIDL members are) and sets the tag.
// V8's wording for a private member read on a receiver without it, which Node users see:
// Boa words its own error differently, so brand checks throw this one themselves.
// V8's error for reading private member `name` of `receiver`, which lacks it (a null or
// undefined receiver fails at the read itself).
function privateMemberError(name, receiver) {
  if (receiver === null || receiver === undefined) {
    return new TypeError(`Cannot read properties of ${receiver} (reading '${name}')`);
  }
  return new TypeError(
    `Cannot read private member ${name} from an object whose class did not declare it`);
}

// Whether `promise` is a promise that has not settled (anything else: false).
function isPromisePending(promise) {
  const details = internalBinding('util').getPromiseDetails(promise);
  return details !== undefined && details[0] === 0;
}

function isObjectLike(value) {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

function defineWebIDLMembers(proto, names, tag) {
  const descs = {};
  for (let i = 0; i < names.length; i++) {
    descs[names[i]] = { __proto__: null, enumerable: true };
  }
  if (tag !== undefined) {
    descs[Symbol.toStringTag] = {
      __proto__: null, value: tag, configurable: true, writable: false, enumerable: false,
    };
  }
  Object.defineProperties(proto, descs);
}

module.exports = {
  kState,
  kType,
  kResolvedPromise,
  PromiseResolve,
  PromiseReject,
  noop,
  then,
  setPromiseHandled,
  createDeferred,
  TrackedDeferred,
  thenResult,
  asyncCall,
  kParked,
  startPromiseOf,
  Queue,
  extractHighWaterMark,
  extractSizeAlgorithm,
  validateChunkSize,
  validateObjectArg,
  validateFunctionProp,
  invalidThis,
  isSharedArrayBuffer,
  isDetached,
  transferArrayBuffer,
  copyBytes,
  inspect,
  customInspect,
  defineWebIDLMembers,
  privateMemberError,
  isObjectLike,
  isPromisePending,
};
