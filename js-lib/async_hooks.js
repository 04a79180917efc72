// The `async_hooks` module: AsyncLocalStorage and AsyncResource over the host's async
// context frame, and createHook's AsyncHook.
//
// A frame is an immutable Map from AsyncLocalStorage to its store. The host
// (internalBinding('async_context'), runtime/src/host/event_loop.rs) carries the current frame
// into promise reactions (so across `await`) and into pool callbacks (fs); internal/timers
// and internal/process/task_queues carry it into timers, immediates and nextTicks. A write
// makes a new Map, so a frame captured earlier never changes under its holder; only
// disable() deletes its key from the current frame itself, as Node's does.
//
// The hook list, the id space and the emit functions are internal/async_hooks'; the
// modules that emit events there are listed in docs/ARCHITECTURE.md (async_hooks row).
// PROMISE resources are not emitted: Boa gives the host no promise hooks.
'use strict';

const { getFrame, setFrame } = internalBinding('async_context');
const {
  codes: { ERR_ASYNC_CALLBACK, ERR_ASYNC_TYPE, ERR_INVALID_ASYNC_ID },
} = require('internal/errors');
const { validateFunction, validateObject, validateString } = require('internal/validators');

function frameWith(key, value) {
  const outer = getFrame();
  const frame = outer === undefined ? new Map() : new Map(outer);
  frame.set(key, value);
  return frame;
}

function runInFrame(frame, fn, thisArg, args) {
  const outer = getFrame();
  setFrame(frame);
  try {
    return Reflect.apply(fn, thisArg, args);
  } finally {
    setFrame(outer);
  }
}

class AsyncLocalStorage {
  #defaultValue;
  #name;

  constructor(options = {}) {
    validateObject(options, 'options');
    this.#defaultValue = options.defaultValue;
    if (options.name !== undefined) this.#name = `${options.name}`;
  }

  get name() {
    return this.#name ?? '';
  }

  static bind(fn) {
    validateFunction(fn, 'fn');
    const frame = getFrame();
    return function bound(...args) {
      return runInFrame(frame, fn, this, args);
    };
  }

  static snapshot() {
    const frame = getFrame();
    return function runInAsyncScope(fn, ...args) {
      return runInFrame(frame, fn, this, args);
    };
  }

  // As Node's frames, the current one loses the store in place: callbacks already
  // scheduled in it no longer see it either.
  disable() {
    const frame = getFrame();
    if (frame !== undefined) frame.delete(this);
  }

  enterWith(store) {
    setFrame(frameWith(this, store));
  }

  // Only this storage's store is put back afterwards: what the callback did to other
  // storages (enterWith, disable) stays, as in Node.
  run(store, callback, ...args) {
    const prior = this.getStore();
    if (Object.is(prior, store)) return Reflect.apply(callback, undefined, args);
    this.enterWith(store);
    try {
      return Reflect.apply(callback, undefined, args);
    } finally {
      this.enterWith(prior);
    }
  }

  // Node runs the callback with the store set to undefined (not the default value).
  exit(callback, ...args) {
    return this.run(undefined, callback, ...args);
  }

  getStore() {
    const frame = getFrame();
    if (frame !== undefined && frame.has(this)) return frame.get(this);
    return this.#defaultValue;
  }

  // `using scope = als.withScope(store)`: the store holds until the scope is disposed.
  withScope(store) {
    return new RunScope(this, store);
  }
}

class RunScope {
  #outer;
  #disposed = false;

  constructor(storage, store) {
    this.#outer = getFrame();
    setFrame(frameWith(storage, store));
  }

  dispose() {
    if (this.#disposed) return;
    this.#disposed = true;
    setFrame(this.#outer);
  }

  [Symbol.dispose]() {
    this.dispose();
  }
}

const {
  symbols: {
    async_id_symbol, trigger_async_id_symbol, init_symbol, before_symbol, after_symbol,
    destroy_symbol, promise_resolve_symbol,
  },
  fields, newAsyncId, getDefaultTriggerAsyncId, emitInit, emitBefore, emitAfter,
  emitDestroy, hasAsyncIdStack, getHookArrays, hooksChanged, registerDestroyHook, executionAsyncId,
  triggerAsyncId, executionAsyncResource,
} = require('internal/async_hooks');
const kDestroyed = Symbol('destroyed');

class AsyncResource {
  #frame;

  constructor(type, options = {}) {
    validateString(type, 'type');
    // `options` may be the trigger id itself (the older signature).
    let triggerAsyncId = options;
    let requireManualDestroy = false;
    if (typeof options !== 'number') {
      triggerAsyncId = options === null || options.triggerAsyncId === undefined
        ? getDefaultTriggerAsyncId() : options.triggerAsyncId;
      requireManualDestroy = options !== null && !!options.requireManualDestroy;
    }
    if (!Number.isSafeInteger(triggerAsyncId) || triggerAsyncId < -1) {
      throw new ERR_INVALID_ASYNC_ID('triggerAsyncId', triggerAsyncId);
    }
    this.#frame = getFrame();
    const asyncId = newAsyncId();
    this[async_id_symbol] = asyncId;
    this[trigger_async_id_symbol] = triggerAsyncId;
    if (fields.init > 0) {
      if (type.length === 0) throw new ERR_ASYNC_TYPE(type);
      emitInit(asyncId, type, triggerAsyncId, this);
    }
    if (!requireManualDestroy && fields.destroy > 0) {
      const destroyed = { destroyed: false };
      this[kDestroyed] = destroyed;
      registerDestroyHook(this, asyncId, destroyed);
    }
  }

  runInAsyncScope(fn, thisArg, ...args) {
    const asyncId = this[async_id_symbol];
    emitBefore(asyncId, this[trigger_async_id_symbol], this);
    try {
      return runInFrame(this.#frame, fn, thisArg, args);
    } finally {
      if (hasAsyncIdStack()) emitAfter(asyncId);
    }
  }

  emitDestroy() {
    if (this[kDestroyed] !== undefined) this[kDestroyed].destroyed = true;
    emitDestroy(this[async_id_symbol]);
    return this;
  }

  asyncId() {
    return this[async_id_symbol];
  }

  triggerAsyncId() {
    return this[trigger_async_id_symbol];
  }

  bind(fn, thisArg) {
    validateFunction(fn, 'fn');
    let bound;
    if (thisArg === undefined) {
      const resource = this;
      bound = function (...args) {
        return resource.runInAsyncScope(fn, this, ...args);
      };
    } else {
      bound = this.runInAsyncScope.bind(this, fn, thisArg);
    }
    Object.defineProperty(bound, 'length', { value: fn.length, configurable: true });
    return bound;
  }

  static bind(fn, type, thisArg) {
    type = type || fn.name || 'bound-anonymous-fn';
    return new AsyncResource(type).bind(fn, thisArg);
  }
}

const HOOK_NAMES = ['init', 'before', 'after', 'destroy', 'promiseResolve'];
const HOOK_SYMBOLS = [init_symbol, before_symbol, after_symbol, destroy_symbol,
  promise_resolve_symbol];

class AsyncHook {
  constructor(callbacks) {
    for (let i = 0; i < HOOK_NAMES.length; i++) {
      const fn = callbacks[HOOK_NAMES[i]];
      if (fn !== undefined && typeof fn !== 'function') {
        throw new ERR_ASYNC_CALLBACK(`hook.${HOOK_NAMES[i]}`);
      }
      this[HOOK_SYMBOLS[i]] = fn;
    }
  }

  enable() {
    const [list, counts] = getHookArrays();
    if (list.includes(this)) return this;
    for (let i = 0; i < HOOK_NAMES.length; i++) {
      if (this[HOOK_SYMBOLS[i]] !== undefined) counts[HOOK_NAMES[i]]++;
    }
    counts.total++;
    list.push(this);
    hooksChanged();
    return this;
  }

  disable() {
    const [list, counts] = getHookArrays();
    const index = list.indexOf(this);
    if (index === -1) return this;
    for (let i = 0; i < HOOK_NAMES.length; i++) {
      if (this[HOOK_SYMBOLS[i]] !== undefined) counts[HOOK_NAMES[i]]--;
    }
    counts.total--;
    list.splice(index, 1);
    hooksChanged();
    return this;
  }
}

function createHook(callbacks) {
  return new AsyncHook(callbacks);
}

const PROVIDER_NAMES = ('NONE DIRHANDLE DNSCHANNEL ELDHISTOGRAM FILEHANDLE FILEHANDLECLOSEREQ ' +
  'BLOBREADER FSEVENTWRAP FSREQCALLBACK FSREQPROMISE GETADDRINFOREQWRAP GETNAMEINFOREQWRAP ' +
  'HEAPSNAPSHOT HTTP2SESSION HTTP2STREAM HTTP2PING HTTP2SETTINGS HTTPINCOMINGMESSAGE ' +
  'HTTPCLIENTREQUEST LOCKS DTLS_ENDPOINT DTLS_SESSION JSSTREAM JSUDPWRAP MESSAGEPORT ' +
  'PIPECONNECTWRAP PIPESERVERWRAP PIPEWRAP PROCESSWRAP PROMISE QUERYWRAP QUIC_ENDPOINT ' +
  'QUIC_LOGSTREAM QUIC_SESSION QUIC_STREAM QUIC_UDP SHUTDOWNWRAP SIGNALWRAP STATWATCHER ' +
  'STREAMPIPE TCPCONNECTWRAP TCPSERVERWRAP TCPWRAP TTYWRAP UDPSENDWRAP UDPWRAP ' +
  'SIGINTWATCHDOG WORKER WORKERCPUPROFILE WORKERCPUUSAGE WORKERHEAPPROFILE WORKERHEAPSNAPSHOT ' +
  'WORKERHEAPSTATISTICS WRITEWRAP ZLIB CHECKPRIMEREQUEST PBKDF2REQUEST KEYPAIRGENREQUEST ' +
  'KEYGENREQUEST KEYEXPORTREQUEST ARGON2REQUEST CIPHERREQUEST DERIVEBITSREQUEST HASHREQUEST ' +
  'RANDOMBYTESREQUEST RANDOMPRIMEREQUEST SCRYPTREQUEST SIGNREQUEST TLSWRAP VERIFYREQUEST')
  .split(' ');
const asyncWrapProviders = { __proto__: null };
PROVIDER_NAMES.forEach((name, i) => { asyncWrapProviders[name] = i; });
Object.freeze(asyncWrapProviders);

module.exports = {
  AsyncLocalStorage,
  createHook,
  executionAsyncId,
  triggerAsyncId,
  executionAsyncResource,
  asyncWrapProviders,
  AsyncResource,
};
