'use strict';
// events: the `events` module. module.exports is EventEmitter (a plain constructor function,
// so old-style `EventEmitter.call(this)` inheritance works), with the statics once, on,
// getEventListeners, getMaxListeners, setMaxListeners, listenerCount, addAbortListener,
// errorMonitor, captureRejectionSymbol, defaultMaxListeners and friends.
// Behaviour follows Node 26.10: listener storage (`_events` holds a function for one
// listener and an array for several), 'newListener'/'removeListener' events, the 'error'
// rules (ERR_UNHANDLED_ERROR for non-Error values, errorMonitor first), the
// MaxListenersExceededWarning text, captureRejections, and emits that run over a stable
// snapshot of the listeners (arrays are copied on write while an emit is running).
// EventTarget support in the statics goes through `internal/event_target` (isEventTarget,
// getEventListeners, eventListenerCount, kResistStopPropagation) when it exists, and falls
// back to duck typing (addEventListener/removeEventListener/dispatchEvent).

const ReflectApply = Reflect.apply;

// internal/errors is large and only needed on failures: load it then.
let errorsModule;
function lazyErrors() {
  if (errorsModule === undefined) errorsModule = require('internal/errors');
  return errorsModule;
}
function ERR_INVALID_ARG_TYPE(...args) {
  return new (lazyErrors().codes.ERR_INVALID_ARG_TYPE)(...args);
}
function AbortError(...args) {
  return new (lazyErrors().AbortError)(...args);
}
function genericNodeError(...args) {
  return lazyErrors().genericNodeError(...args);
}
const {
  validateAbortSignal,
  validateBoolean,
  validateFunction,
  validateInteger,
  validateNumber,
  validateObject,
  validateString,
} = require('internal/validators');

const kRejection = Symbol.for('nodejs.rejection');
const kCapture = Symbol('kCapture');
const kErrorMonitor = Symbol('events.errorMonitor');
const kShapeMode = Symbol('shapeMode');
const kEmitting = Symbol('events.emitting');
const kMaxEventTargetListeners = Symbol('events.maxEventTargetListeners');
const kMaxEventTargetListenersWarned = Symbol('events.maxEventTargetListenersWarned');
const kWatermarkData = Symbol.for('nodejs.watermarkData');
const kAsyncResource = Symbol('kAsyncResource');
const SymbolDispose = Symbol.dispose || Symbol.for('nodejs.dispose');
const AsyncIteratorPrototype =
  Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype);
const kEmptyObject = Object.freeze({ __proto__: null });

// ---------------------------------------------------------------------------------------
// Lazy collaborators.

let inspectFn;
function inspect(value, options) {
  if (inspectFn === undefined) {
    let m = null;
    try { m = require('internal/util/inspect'); } catch { m = null; }
    if (m === null || typeof m.inspect !== 'function') m = require('util');
    inspectFn = m.inspect;
  }
  return inspectFn(value, options);
}

let eventTargetModule;
function eventTargetLib() {
  if (eventTargetModule === undefined) {
    try { eventTargetModule = require('internal/event_target'); } catch { eventTargetModule = null; }
  }
  return eventTargetModule;
}
function isEventTarget(obj) {
  const lib = eventTargetLib();
  if (lib !== null && typeof lib.isEventTarget === 'function') return lib.isEventTarget(obj);
  return obj !== null && typeof obj === 'object' && typeof obj.addEventListener === 'function' &&
    typeof obj.removeEventListener === 'function' && typeof obj.dispatchEvent === 'function';
}
// Listener options for EventTarget registrations made on the caller's behalf: one-shot and
// not stoppable by stopImmediatePropagation() when the implementation supports that.
function internalListenerOptions() {
  const lib = eventTargetLib();
  const opts = { __proto__: null, once: true };
  if (lib !== null && lib.kResistStopPropagation !== undefined) {
    opts[lib.kResistStopPropagation] = true;
  }
  return opts;
}

// ---------------------------------------------------------------------------------------
// EventEmitter

function EventEmitter(opts) {
  EventEmitter.init.call(this, opts);
}
module.exports = EventEmitter;

// The statics live in internal/events_statics and load on first use.
let statics;
function lazyStatics() {
  if (statics === undefined) statics = require('internal/events_statics');
  return statics;
}
for (const name of ['addAbortListener', 'once', 'on', 'getEventListeners', 'getMaxListeners', 'listenerCount']) {
  let own;
  Object.defineProperty(EventEmitter, name, {
    enumerable: true,
    configurable: true,
    get() {
      return own === undefined ? lazyStatics()[name] : own;
    },
    set(value) {
      own = value;
    },
  });
}
function lazyEventEmitterAsyncResource() {
  return lazyStatics().lazyEventEmitterAsyncResource();
}
// Backwards compatibility with node 0.10.
EventEmitter.EventEmitter = EventEmitter;
EventEmitter.usingDomains = false;
EventEmitter.captureRejectionSymbol = kRejection;
Object.defineProperty(EventEmitter, 'captureRejections', {
  __proto__: null,
  get() {
    return EventEmitter.prototype[kCapture];
  },
  set(value) {
    validateBoolean(value, 'EventEmitter.captureRejections');
    EventEmitter.prototype[kCapture] = value;
  },
  enumerable: true,
});

Object.defineProperty(EventEmitter, 'EventEmitterAsyncResource', {
  __proto__: null,
  enumerable: true,
  get: lazyEventEmitterAsyncResource,
  set: undefined,
  configurable: true,
});

EventEmitter.errorMonitor = kErrorMonitor;

Object.defineProperty(EventEmitter.prototype, kCapture, {
  __proto__: null,
  value: false,
  writable: true,
  enumerable: false,
});

EventEmitter.prototype._events = undefined;
EventEmitter.prototype._eventsCount = 0;
EventEmitter.prototype._maxListeners = undefined;

// More than this many listeners for one event triggers a (one-time) leak warning.
let defaultMaxListeners = 10;

Object.defineProperty(EventEmitter, 'defaultMaxListeners', {
  __proto__: null,
  enumerable: true,
  get: function() {
    return defaultMaxListeners;
  },
  set: function(arg) {
    validateNumber(arg, 'defaultMaxListeners', 0);
    defaultMaxListeners = arg;
  },
});

Object.defineProperties(EventEmitter, {
  kMaxEventTargetListeners: {
    __proto__: null,
    value: kMaxEventTargetListeners,
    enumerable: false,
    configurable: false,
    writable: false,
  },
  kMaxEventTargetListenersWarned: {
    __proto__: null,
    value: kMaxEventTargetListenersWarned,
    enumerable: false,
    configurable: false,
    writable: false,
  },
});

// With no targets, changes the default; otherwise sets the limit on each emitter/target.
EventEmitter.setMaxListeners = function(n = defaultMaxListeners, ...eventTargets) {
  validateNumber(n, 'setMaxListeners', 0);
  if (eventTargets.length === 0) {
    defaultMaxListeners = n;
    return;
  }
  for (let i = 0; i < eventTargets.length; i++) {
    const target = eventTargets[i];
    if (isEventTarget(target)) {
      target[kMaxEventTargetListeners] = n;
      target[kMaxEventTargetListenersWarned] = false;
    } else if (typeof target.setMaxListeners === 'function') {
      target.setMaxListeners(n);
    } else {
      throw new ERR_INVALID_ARG_TYPE('eventTargets', ['EventEmitter', 'EventTarget'], target);
    }
  }
};

EventEmitter.init = function(opts) {
  if (this._events === undefined || this._events === Object.getPrototypeOf(this)._events) {
    this._events = { __proto__: null };
    this._eventsCount = 0;
    this[kShapeMode] = false;
  } else {
    // A subclass prepared _events itself: keep removed keys in place (as undefined) so the
    // object keeps its shape.
    this[kShapeMode] = true;
  }
  if (!this._maxListeners) this._maxListeners = undefined;
  if (opts != null && opts.captureRejections) {
    validateBoolean(opts.captureRejections, 'options.captureRejections');
    this[kCapture] = Boolean(opts.captureRejections);
  } else {
    // An own copy avoids a prototype lookup on every emit.
    this[kCapture] = EventEmitter.prototype[kCapture];
  }
};

function checkListener(listener) {
  // Every on/once/off runs this: the call into the validator only when it will throw.
  if (typeof listener !== 'function') validateFunction(listener, 'listener');
}

// captureRejections: a listener's rejected promise becomes an 'error' event (or a call to
// the emitter's Symbol.for('nodejs.rejection') method).
function addCatch(that, promise, type, args) {
  if (!that[kCapture]) return;
  try {
    const then = promise.then;
    if (typeof then === 'function') {
      then.call(promise, undefined, function(err) {
        // Deferred so the handler's own failure is not a rejection of this promise.
        process.nextTick(emitUnhandledRejectionOrErr, that, err, type, args);
      });
    }
  } catch (err) {
    that.emit('error', err);
  }
}

function emitUnhandledRejectionOrErr(ee, err, type, args) {
  if (typeof ee[kRejection] === 'function') {
    ee[kRejection](err, type, ...args);
    return;
  }
  // Capturing stays off while 'error' is emitted so a rejecting 'error' listener cannot
  // loop; an exception from it is uncatchable here and goes to 'uncaughtException'.
  const prev = ee[kCapture];
  try {
    ee[kCapture] = false;
    ee.emit('error', err);
  } finally {
    ee[kCapture] = prev;
  }
}

EventEmitter.prototype.setMaxListeners = function setMaxListeners(n) {
  validateNumber(n, 'setMaxListeners', 0);
  this._maxListeners = n;
  return this;
};

function _getMaxListeners(that) {
  if (that._maxListeners === undefined) return EventEmitter.defaultMaxListeners;
  return that._maxListeners;
}

EventEmitter.prototype.getMaxListeners = function getMaxListeners() {
  return _getMaxListeners(this);
};

// What `emit('error', ...)` throws when nobody listens: the value itself if it is an
// Error, otherwise ERR_UNHANDLED_ERROR describing it (with the value as `context`).
function getUnhandledErrorException(args) {
  const er = args.length > 0 ? args[0] : undefined;
  if (er instanceof Error) return er;
  let text;
  try {
    text = inspect(er);
  } catch {
    text = er;
  }
  // Made here, not through the lazy helper, so the stack starts in this function as Node's.
  const err = new (lazyErrors().codes.ERR_UNHANDLED_ERROR)(text);
  err.context = er;
  return err;
}

// An unhandled 'error' Error is thrown from wherever it was made; the uncaught-exception
// report also shows where it was emitted. The stack of the emit call is taken now and
// appended to the error's own when the report asks (a symbol-keyed function, as in Node,
// so the property a program can see is the same).
function noteEmitSite(emitter, er) {
  try {
    const site = {};
    Error.captureStackTrace(site, EventEmitter.prototype.emit);
    Object.defineProperty(er, lazyErrors().kEnhanceStackBeforeInspector, {
      __proto__: null,
      configurable: true,
      value: () => {
        let owner = '';
        try {
          const name = emitter.constructor.name;
          if (name !== 'EventEmitter') owner = ` on ${name} instance`;
        } catch {
          // A throwing constructor getter leaves the owner out.
        }
        const frames = String(site.stack).split('\n').slice(1).join('\n');
        return `${er.stack}\nEmitted 'error' event${owner} at:\n${frames}`;
      },
    });
  } catch {
    // A frozen error is thrown as it is.
  }
}

EventEmitter.prototype.emit = function emit(type, ...args) {
  let doError = type === 'error';
  const events = this._events;
  if (events !== undefined) {
    if (doError && events[kErrorMonitor] !== undefined) this.emit(kErrorMonitor, ...args);
    doError = doError && events.error === undefined;
  } else if (!doError) {
    return false;
  }
  if (doError) {
    const er = getUnhandledErrorException(args);
    if (er === args[0]) noteEmitSite(this, er);
    // The uncaught-exception report quotes this line as Node's events module does.
    throw er; // Unhandled 'error' event
  }

  const handler = events[type];
  if (handler === undefined) return false;

  // Reflect.apply, not the listener's own call/apply (which a listener may shadow, as
  // Node never reads them); with the rest array it costs what Function#call does in Boa.
  if (typeof handler === 'function') {
    const result = ReflectApply(handler, this, args);
    if (result !== undefined && result !== null) addCatch(this, result, type, args);
  } else {
    // While this counter is non-zero, changes to the list go to a copy (see
    // mutableListeners), so this loop sees the listeners present when emit began.
    handler[kEmitting]++;
    try {
      for (let i = 0; i < handler.length; i++) {
        const result = ReflectApply(handler[i], this, args);
        if (result !== undefined && result !== null) addCatch(this, result, type, args);
      }
    } finally {
      handler[kEmitting]--;
    }
  }
  return true;
};

// One listener function (the common case) is emitted by a native emit that passes the
// arguments straight on (runtime/src/bindings/events.rs); it hands every other case to the
// function above.
{
  let binding;
  try {
    binding = internalBinding('events');
  } catch {
    binding = undefined;
  }
  if (binding !== undefined) {
    EventEmitter.prototype.emit = binding.fastEmit(EventEmitter.prototype.emit, addCatch);
  }
}

function copyListeners(list) {
  const copy = list.slice();
  copy[kEmitting] = 0;
  if (list.warned) copy.warned = true;
  return copy;
}

// The listener array for `type`, copied first if an emit is iterating over it.
function mutableListeners(events, type, list) {
  if (list[kEmitting] > 0) {
    const copy = copyListeners(list);
    events[type] = copy;
    return copy;
  }
  return list;
}

function _addListener(target, type, listener, prepend) {
  checkListener(listener);
  let events = target._events;
  let existing;
  if (events === undefined) {
    events = target._events = { __proto__: null };
    target._eventsCount = 0;
  } else {
    // Announce first, so a 'newListener' handler never sees itself being added.
    if (events.newListener !== undefined) {
      target.emit('newListener', type, listener.listener ?? listener);
      // The handler may have replaced _events.
      events = target._events;
    }
    existing = events[type];
  }

  if (existing === undefined) {
    // One listener is stored bare; an array appears with the second.
    events[type] = listener;
    ++target._eventsCount;
    return target;
  }
  if (typeof existing === 'function') {
    existing = prepend ? [listener, existing] : [existing, listener];
    existing[kEmitting] = 0;
    events[type] = existing;
  } else {
    existing = mutableListeners(events, type, existing);
    if (prepend) existing.unshift(listener);
    else existing.push(listener);
  }
  const max = _getMaxListeners(target);
  if (max > 0 && existing.length > max && !existing.warned) {
    warnMaxListenersExceeded(target, type, existing, max);
  }
  return target;
}

function warnMaxListenersExceeded(target, type, existing, max) {
  existing.warned = true;
  const w = genericNodeError(
    `Possible EventEmitter memory leak detected. ${existing.length} ${String(type)} ` +
    `listeners added to ${inspect(target, { depth: -1 })}. MaxListeners is ${max}. ` +
    'Use emitter.setMaxListeners() to increase limit',
    { name: 'MaxListenersExceededWarning', emitter: target, type, count: existing.length });
  process.emitWarning(w);
}

EventEmitter.prototype.addListener = function addListener(type, listener) {
  return _addListener(this, type, listener, false);
};

EventEmitter.prototype.on = EventEmitter.prototype.addListener;

EventEmitter.prototype.prependListener = function prependListener(type, listener) {
  return _addListener(this, type, listener, true);
};

function _onceWrap(target, type, listener) {
  let fired = false;
  function wrapper(...args) {
    if (fired) return;
    fired = true;
    target.removeListener(type, wrapper);
    return ReflectApply(listener, target, args);
  }
  wrapper.listener = listener;
  return wrapper;
}

EventEmitter.prototype.once = function once(type, listener) {
  checkListener(listener);
  this.on(type, _onceWrap(this, type, listener));
  return this;
};

EventEmitter.prototype.prependOnceListener = function prependOnceListener(type, listener) {
  checkListener(listener);
  this.prependListener(type, _onceWrap(this, type, listener));
  return this;
};

EventEmitter.prototype.removeListener = function removeListener(type, listener) {
  checkListener(listener);
  const events = this._events;
  if (events === undefined) return this;
  let list = events[type];
  if (list === undefined) return this;

  if (list === listener || list.listener === listener) {
    this._eventsCount -= 1;
    if (this[kShapeMode]) {
      events[type] = undefined;
    } else if (this._eventsCount === 0) {
      this._events = { __proto__: null };
    } else {
      delete events[type];
    }
    if (events.removeListener !== undefined) {
      this.emit('removeListener', type, list.listener || listener);
    }
  } else if (typeof list !== 'function') {
    list = mutableListeners(events, type, list);
    // The most recently added match goes first.
    let position = -1;
    for (let i = list.length - 1; i >= 0; i--) {
      if (list[i] === listener || list[i].listener === listener) {
        position = i;
        break;
      }
    }
    if (position < 0) return this;
    if (position === 0) list.shift();
    else list.splice(position, 1);
    if (list.length === 1) events[type] = list[0];
    if (events.removeListener !== undefined) this.emit('removeListener', type, listener);
  }
  return this;
};

EventEmitter.prototype.off = EventEmitter.prototype.removeListener;

EventEmitter.prototype.removeAllListeners = function removeAllListeners(type) {
  const events = this._events;
  if (events === undefined) return this;

  // Nobody listens for 'removeListener': no events to emit, just drop.
  if (events.removeListener === undefined) {
    if (arguments.length === 0) {
      this._events = { __proto__: null };
      this._eventsCount = 0;
    } else if (events[type] !== undefined) {
      if (--this._eventsCount === 0) this._events = { __proto__: null };
      else delete events[type];
    }
    this[kShapeMode] = false;
    return this;
  }

  if (arguments.length === 0) {
    // Every listener gets its 'removeListener' event; the 'removeListener' listeners last.
    const keys = Reflect.ownKeys(events);
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === 'removeListener') continue;
      this.removeAllListeners(keys[i]);
    }
    this.removeAllListeners('removeListener');
    this._events = { __proto__: null };
    this._eventsCount = 0;
    this[kShapeMode] = false;
    return this;
  }

  const listeners = events[type];
  if (typeof listeners === 'function') {
    this.removeListener(type, listeners);
  } else if (listeners !== undefined) {
    // Last in, first out.
    for (let i = listeners.length - 1; i >= 0; i--) this.removeListener(type, listeners[i]);
  }
  return this;
};

function _listeners(target, type, unwrap) {
  const events = target._events;
  if (events === undefined) return [];
  const found = events[type];
  if (found === undefined) return [];
  if (typeof found === 'function') return unwrap ? [found.listener || found] : [found];
  const out = found.slice();
  if (unwrap) {
    for (let i = 0; i < out.length; i++) {
      const original = out[i].listener;
      if (typeof original === 'function') out[i] = original;
    }
  }
  return out;
}

EventEmitter.prototype.listeners = function listeners(type) {
  return _listeners(this, type, true);
};

EventEmitter.prototype.rawListeners = function rawListeners(type) {
  return _listeners(this, type, false);
};

EventEmitter.prototype.listenerCount = function listenerCount(type, listener) {
  const events = this._events;
  if (events === undefined) return 0;
  const found = events[type];
  if (typeof found === 'function') {
    if (listener != null) return listener === found || listener === found.listener ? 1 : 0;
    return 1;
  }
  if (found === undefined) return 0;
  if (listener == null) return found.length;
  let matching = 0;
  for (let i = 0; i < found.length; i++) {
    if (found[i] === listener || found[i].listener === listener) matching++;
  }
  return matching;
};

EventEmitter.prototype.eventNames = function eventNames() {
  if (this._eventsCount === 0) return [];
  const events = this._events;
  const names = [];
  const keys = Reflect.ownKeys(events);
  for (let i = 0; i < keys.length; i++) {
    // In shape mode removed events keep their key with an undefined value.
    if (events[keys[i]] !== undefined) names.push(keys[i]);
  }
  return names;
};

Object.assign(require('internal/events_shared'), {
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
});
