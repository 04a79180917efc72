// The `async_hooks` module: AsyncLocalStorage and AsyncResource over the host's async
// context frame, plus createHook's validation.
//
// A frame is an immutable Map from AsyncLocalStorage to its store. The host
// (internalBinding('async_context'), runtime/src/host/event_loop.rs) carries the current frame
// into promise reactions (so across `await`) and into pool callbacks (fs); internal/timers
// and internal/process/task_queues carry it into timers, immediates and nextTicks. A write
// makes a new Map, so a frame captured earlier never changes under its holder; only
// disable() deletes its key from the current frame itself, as Node's does.
//
// Not done: resource tracking. createHook() validates its callbacks as Node does, but
// enable() on a hook with callbacks throws ERR_METHOD_NOT_IMPLEMENTED (no init/before/
// after/destroy events are produced); executionAsyncId() and triggerAsyncId() count only
// AsyncResources.
'use strict';

const { getFrame, setFrame } = internalBinding('async_context');
const {
  codes: { ERR_ASYNC_CALLBACK, ERR_INVALID_ASYNC_ID, ERR_METHOD_NOT_IMPLEMENTED },
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

// Ids: 1 is the top level, as in Node; every AsyncResource takes the next.
let nextAsyncId = 2;
let currentAsyncId = 1;
let currentTriggerId = 0;
const topLevelResource = {};
let currentResource = topLevelResource;

class AsyncResource {
  #frame;
  #asyncId;
  #triggerAsyncId;

  constructor(type, options = {}) {
    validateString(type, 'type');
    // `options` may be the trigger id itself (the older signature).
    let triggerAsyncId = options;
    if (typeof options !== 'number') {
      triggerAsyncId = options === null || options.triggerAsyncId === undefined
        ? currentAsyncId : options.triggerAsyncId;
    }
    if (!Number.isSafeInteger(triggerAsyncId) || triggerAsyncId < -1) {
      throw new ERR_INVALID_ASYNC_ID('triggerAsyncId', triggerAsyncId);
    }
    this.#frame = getFrame();
    this.#asyncId = nextAsyncId++;
    this.#triggerAsyncId = triggerAsyncId;
  }

  runInAsyncScope(fn, thisArg, ...args) {
    const outerId = currentAsyncId;
    const outerTrigger = currentTriggerId;
    const outerResource = currentResource;
    currentAsyncId = this.#asyncId;
    currentTriggerId = this.#triggerAsyncId;
    currentResource = this;
    try {
      return runInFrame(this.#frame, fn, thisArg, args);
    } finally {
      currentAsyncId = outerId;
      currentTriggerId = outerTrigger;
      currentResource = outerResource;
    }
  }

  emitDestroy() {
    return this;
  }

  asyncId() {
    return this.#asyncId;
  }

  triggerAsyncId() {
    return this.#triggerAsyncId;
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

class AsyncHook {
  #hasCallbacks;

  constructor(callbacks) {
    let has = false;
    for (const name of HOOK_NAMES) {
      const fn = callbacks[name];
      if (fn !== undefined && typeof fn !== 'function') throw new ERR_ASYNC_CALLBACK(`hook.${name}`);
      if (fn !== undefined) has = true;
    }
    this.#hasCallbacks = has;
  }

  enable() {
    if (this.#hasCallbacks) throw new ERR_METHOD_NOT_IMPLEMENTED('AsyncHook.enable');
    return this;
  }

  disable() {
    return this;
  }
}

function createHook(callbacks) {
  return new AsyncHook(callbacks);
}

function executionAsyncId() {
  return currentAsyncId;
}

function triggerAsyncId() {
  return currentTriggerId;
}

function executionAsyncResource() {
  return currentResource;
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
