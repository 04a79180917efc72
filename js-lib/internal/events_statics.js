// The static helpers of `events` (once, on, getEventListeners, getMaxListeners,
// listenerCount, addAbortListener, EventEmitterAsyncResource), split out so that loading
// `events` (needed by `process` at startup) parses only EventEmitter itself.
'use strict';

const {
  AbortError,
  AsyncIteratorPrototype,
  ERR_INVALID_ARG_TYPE,
  EventEmitter,
  SymbolDispose,
  _getMaxListeners,
  eventTargetLib,
  internalListenerOptions,
  isEventTarget,
  kAsyncResource,
  kEmptyObject,
  kMaxEventTargetListeners,
  kWatermarkData,
  validateAbortSignal,
  validateFunction,
  validateInteger,
  validateObject,
  validateString,
} = (require('events'), require('internal/events_shared'));

// ---------------------------------------------------------------------------------------
// EventEmitterAsyncResource (built on first access: it needs async_hooks when present).

let EventEmitterAsyncResource;

function lazyEventEmitterAsyncResource() {
  if (EventEmitterAsyncResource !== undefined) return EventEmitterAsyncResource;
  let AsyncResource = null;
  try { AsyncResource = require('async_hooks').AsyncResource; } catch { AsyncResource = null; }
  // The resource behind emitter.asyncResource: its class name and the prototype getter
  // `eventEmitter` (a brand check on foreign receivers) are what Node shows.
  let ReferencingResource = null;
  if (typeof AsyncResource === 'function') {
    ReferencingResource = class EventEmitterReferencingAsyncResource extends AsyncResource {
      #eventEmitter;
      constructor(ee, type, options) {
        super(type, options);
        this.#eventEmitter = ee;
      }

      get eventEmitter() {
        return this.#eventEmitter;
      }
    };
  }

  EventEmitterAsyncResource = class EventEmitterAsyncResource extends EventEmitter {
    constructor(options = undefined) {
      let name;
      if (typeof options === 'string') {
        name = options;
        options = undefined;
      } else {
        if (new.target === EventEmitterAsyncResource) {
          validateString(options?.name, 'options.name');
        }
        name = options?.name || new.target.name;
      }
      super(options);
      const resource =
        ReferencingResource === null ? null : new ReferencingResource(this, name, options);
      Object.defineProperty(this, kAsyncResource, {
        __proto__: null, value: resource, enumerable: false, configurable: true,
      });
    }

    emit(event, ...args) {
      const resource = this[kAsyncResource];
      if (resource === null) return super.emit(event, ...args);
      return resource.runInAsyncScope(super.emit, this, event, ...args);
    }

    emitDestroy() {
      const resource = this[kAsyncResource];
      if (resource !== null) resource.emitDestroy();
    }

    get asyncId() {
      const resource = this[kAsyncResource];
      return resource === null ? 0 : resource.asyncId();
    }

    get triggerAsyncId() {
      const resource = this[kAsyncResource];
      return resource === null ? 0 : resource.triggerAsyncId();
    }

    get asyncResource() {
      return this[kAsyncResource];
    }
  };
  return EventEmitterAsyncResource;
}

// ---------------------------------------------------------------------------------------
// Static helpers.

function getEventListeners(emitterOrTarget, type) {
  if (typeof emitterOrTarget.listeners === 'function') return emitterOrTarget.listeners(type);
  if (isEventTarget(emitterOrTarget)) {
    const lib = eventTargetLib();
    if (lib !== null && typeof lib.getEventListeners === 'function') {
      return lib.getEventListeners(emitterOrTarget, type);
    }
    if (lib !== null && lib.kEvents !== undefined) {
      // Node's layout: a Map from type to the head of a linked list of handlers.
      const map = emitterOrTarget[lib.kEvents];
      const root = map === undefined ? undefined : map.get(type);
      const listeners = [];
      let handler = root === undefined ? undefined : root.next;
      while (handler !== undefined && handler !== null && handler.listener !== undefined) {
        const l = handler.listener;
        listeners.push(l !== null && typeof l.deref === 'function' ? l.deref() : l);
        handler = handler.next;
      }
      return listeners;
    }
    return [];
  }
  throw new ERR_INVALID_ARG_TYPE('emitter', ['EventEmitter', 'EventTarget'], emitterOrTarget);
}

function getMaxListeners(emitterOrTarget) {
  if (emitterOrTarget != null) {
    if (typeof emitterOrTarget.getMaxListeners === 'function') {
      return _getMaxListeners(emitterOrTarget);
    }
    if (typeof emitterOrTarget[kMaxEventTargetListeners] === 'number') {
      return emitterOrTarget[kMaxEventTargetListeners];
    }
  }
  throw new ERR_INVALID_ARG_TYPE('emitter', ['EventEmitter', 'EventTarget'], emitterOrTarget);
}

// Deprecated static form of emitter.listenerCount(type).
function listenerCount(emitterOrTarget, type) {
  if (typeof emitterOrTarget.listenerCount === 'function') {
    return emitterOrTarget.listenerCount(type);
  }
  if (isEventTarget(emitterOrTarget)) {
    const lib = eventTargetLib();
    if (lib !== null && typeof lib.eventListenerCount === 'function') {
      return lib.eventListenerCount(emitterOrTarget, type);
    }
    if (lib !== null && lib.kEvents !== undefined) {
      const map = emitterOrTarget[lib.kEvents];
      const root = map === undefined ? undefined : map.get(type);
      return root === undefined || root.size === undefined ? 0 : root.size;
    }
    return getEventListeners(emitterOrTarget, type).length;
  }
  throw new ERR_INVALID_ARG_TYPE('emitter', ['EventEmitter', 'EventTarget'], emitterOrTarget);
}

function addAbortListener(signal, listener) {
  if (signal === undefined) throw new ERR_INVALID_ARG_TYPE('signal', 'AbortSignal', signal);
  validateAbortSignal(signal, 'signal');
  validateFunction(listener, 'listener');
  let removeEventListener;
  if (signal.aborted) {
    queueMicrotask(() => listener());
  } else {
    signal.addEventListener('abort', listener, internalListenerOptions());
    removeEventListener = () => {
      signal.removeEventListener('abort', listener);
    };
  }
  return {
    __proto__: null,
    [SymbolDispose]() {
      if (removeEventListener !== undefined) removeEventListener();
    },
  };
}

function agnosticAddListener(emitter, name, listener, flags) {
  if (typeof emitter.on === 'function') {
    if (flags != null && flags.once) emitter.once(name, listener);
    else emitter.on(name, listener);
  } else if (typeof emitter.addEventListener === 'function') {
    emitter.addEventListener(name, listener, flags);
  } else {
    throw new ERR_INVALID_ARG_TYPE('emitter', 'EventEmitter', emitter);
  }
}

function agnosticRemoveListener(emitter, name, listener, flags) {
  if (typeof emitter.removeListener === 'function') {
    emitter.removeListener(name, listener);
  } else if (typeof emitter.removeEventListener === 'function') {
    emitter.removeEventListener(name, listener, flags);
  } else {
    throw new ERR_INVALID_ARG_TYPE('emitter', 'EventEmitter', emitter);
  }
}

// Resolves with the arguments of the next `name` event (an array); rejects on 'error'
// (EventEmitters only) or when the signal aborts.
async function once(emitter, name, options = kEmptyObject) {
  validateObject(options, 'options');
  const signal = options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal?.aborted) throw new AbortError(undefined, { cause: signal.reason });
  return new Promise((resolve, reject) => {
    const errorListener = (err) => {
      emitter.removeListener(name, resolver);
      if (signal != null) agnosticRemoveListener(signal, 'abort', abortListener);
      reject(err);
    };
    const resolver = (...args) => {
      if (typeof emitter.removeListener === 'function') {
        emitter.removeListener('error', errorListener);
      }
      if (signal != null) agnosticRemoveListener(signal, 'abort', abortListener);
      resolve(args);
    };
    agnosticAddListener(emitter, name, resolver, internalListenerOptions());
    // EventTargets have no 'error' semantics; only emitters get the extra listener.
    if (name !== 'error' && typeof emitter.once === 'function') {
      emitter.once('error', errorListener);
    }
    function abortListener() {
      agnosticRemoveListener(emitter, name, resolver);
      agnosticRemoveListener(emitter, 'error', errorListener);
      reject(new AbortError(undefined, { cause: signal?.reason }));
    }
    if (signal != null) {
      agnosticAddListener(signal, 'abort', abortListener, internalListenerOptions());
    }
  });
}

// A small FIFO that does not shift arrays on every dequeue.
class Fifo {
  constructor() {
    this.items = [];
    this.head = 0;
  }

  isEmpty() {
    return this.head === this.items.length;
  }

  push(value) {
    this.items.push(value);
  }

  shift() {
    const value = this.items[this.head];
    this.items[this.head] = undefined;
    this.head++;
    if (this.head > 64 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return value;
  }
}

function iterResult(value, done) {
  return { done, value };
}

// An async iterator over `event` emissions (each value is the array of arguments). It ends
// on return(), on any of options.close, or on abort; an 'error' event rejects the next read.
// With highWaterMark, emitter.pause() is called when the queue grows past it and
// emitter.resume() once it drains below lowWaterMark.
function on(emitter, event, options = kEmptyObject) {
  validateObject(options, 'options');
  const signal = options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal?.aborted) throw new AbortError(undefined, { cause: signal.reason });
  const highWatermark = options.highWaterMark ?? options.highWatermark ??
    Number.MAX_SAFE_INTEGER;
  validateInteger(highWatermark, 'options.highWaterMark', 1);
  const lowWatermark = options.lowWaterMark ?? options.lowWatermark ?? 1;
  validateInteger(lowWatermark, 'options.lowWaterMark', 1);

  const unconsumedEvents = new Fifo();
  const unconsumedPromises = new Fifo();
  let paused = false;
  let error = null;
  let finished = false;
  let size = 0;

  const iterator = Object.setPrototypeOf({
    next() {
      // Buffered events first.
      if (size) {
        const value = unconsumedEvents.shift();
        size--;
        if (paused && size < lowWatermark) {
          emitter.resume();
          paused = false;
        }
        return Promise.resolve(iterResult(value, false));
      }
      // Then a pending error, reported once.
      if (error) {
        const p = Promise.reject(error);
        error = null;
        return p;
      }
      if (finished) return closeHandler();
      return new Promise(function(resolve, reject) {
        unconsumedPromises.push({ resolve, reject });
      });
    },

    return() {
      return closeHandler();
    },

    throw(err) {
      if (!err || !(err instanceof Error)) {
        throw new ERR_INVALID_ARG_TYPE('EventEmitter.AsyncIterator', 'Error', err);
      }
      errorHandler(err);
    },

    [Symbol.asyncIterator]() {
      return this;
    },

    [kWatermarkData]: {
      get size() {
        return size;
      },
      get low() {
        return lowWatermark;
      },
      get high() {
        return highWatermark;
      },
      get isPaused() {
        return paused;
      },
    },
  }, AsyncIteratorPrototype);

  const registered = [];
  function listen(target, name, handler, flags) {
    agnosticAddListener(target, name, handler, flags);
    registered.push([target, name, handler, flags]);
  }
  function unlistenAll() {
    while (registered.length > 0) {
      const [target, name, handler, flags] = registered.pop();
      agnosticRemoveListener(target, name, handler, flags);
    }
  }

  listen(emitter, event, function(...args) {
    return eventHandler(args);
  });
  if (event !== 'error' && typeof emitter.on === 'function') {
    listen(emitter, 'error', errorHandler);
  }
  const closeEvents = options?.close;
  if (closeEvents?.length) {
    for (let i = 0; i < closeEvents.length; i++) listen(emitter, closeEvents[i], closeHandler);
  }
  const abortDisposable = signal ? addAbortListener(signal, abortListener) : null;

  return iterator;

  function abortListener() {
    errorHandler(new AbortError(undefined, { cause: signal?.reason }));
  }

  function eventHandler(value) {
    if (unconsumedPromises.isEmpty()) {
      size++;
      if (!paused && size > highWatermark) {
        paused = true;
        emitter.pause();
      }
      unconsumedEvents.push(value);
    } else {
      unconsumedPromises.shift().resolve(iterResult(value, false));
    }
  }

  function errorHandler(err) {
    if (unconsumedPromises.isEmpty()) error = err;
    else unconsumedPromises.shift().reject(err);
    closeHandler();
  }

  function closeHandler() {
    if (abortDisposable !== null) abortDisposable[SymbolDispose]();
    unlistenAll();
    finished = true;
    paused = false;
    const done = iterResult(undefined, true);
    while (!unconsumedPromises.isEmpty()) unconsumedPromises.shift().resolve(done);
    return Promise.resolve(done);
  }
}

module.exports = {
  addAbortListener,
  once,
  on,
  getEventListeners,
  getMaxListeners,
  listenerCount,
  lazyEventEmitterAsyncResource,
};
