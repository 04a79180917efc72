'use strict';
// internal/abort_controller: `AbortController` and `AbortSignal` (globals), plus helpers
// other built-ins use: abortSignal(signal, reason) (abort from inside), aborted(signal,
// resource) (util.aborted), transferableAbortSignal/transferableAbortController,
// kAborted/kReason (brand and state keys).
//
// A transferable signal can be listed in the transfer list of structuredClone/postMessage. Its
// stand-in in the clone is a new transferable signal, already aborted (reason cloned) when the
// source was; otherwise an unref'd MessageChannel carries the source's abort reason over to it
// once the source aborts (so the stand-in aborts a turn later, as Node's does).
//
// Memory: a source signal refers to the signals made by AbortSignal.any() through WeakRefs, so
// a long-lived signal combined into many short-lived ones does not keep them alive. Node
// drops the refs of collected dependants with a FinalizationRegistry; Boa 0.22 never runs
// FinalizationRegistry callbacks (docs/ENGINE.md), so the set of refs (DependantSet) drops
// its dead refs whenever it is read, and link() prunes it as it grows. The unref'd timer of
// AbortSignal.timeout() refers to its signal through a WeakRef too. A signal with 'abort'
// listeners must stay alive while something can still abort it: a timeout signal is held
// (in `persistent`) until it fires or loses its listeners; a composite signal is held by
// each of its live sources (kHeldDependants), so it goes when they all go, as in Node.
// (Node also clears the timer of a collected signal; here that timer just fires into nothing.)

const {
  EventTarget,
  Event,
  defineEventHandler,
  hasEventListeners,
  kTrustEvent,
  kNewListener,
  kRemoveListener,
  kWeakHandler,
  kResistStopPropagation,
} = require('internal/event_target');
const { DOMException } = require('internal/dom_exception');

const { codes } = require('internal/errors_lazy');

const kDontThrow = Symbol('kDontThrowSymbol');
const kAborted = Symbol('kAborted');
const kReason = Symbol('kReason');
const kComposite = Symbol('kComposite');
const kTimeout = Symbol('kTimeout');
const kSourceSignals = Symbol('kSourceSignals');
const kDependantSignals = Symbol('kDependantSignals');
const customInspect = Symbol.for('nodejs.util.inspect.custom');
let kMaxListeners;

const hasWeakRef = typeof WeakRef === 'function';
function makeRef(obj) {
  return hasWeakRef ? new WeakRef(obj) : { deref() { return obj; } };
}

// Timeout signals with live 'abort' listeners (see header).
const persistent = new Set();
// On a source: the composite signals that depend on it and have 'abort' listeners.
const kHeldDependants = Symbol('kHeldDependants');

const setSize = Object.getOwnPropertyDescriptor(Set.prototype, 'size').get;
// A source's WeakRefs to its dependants; reading `size` drops the refs of collected ones
// first, so what a reader sees does not depend on when they were collected.
class DependantSet extends Set {
  get size() {
    for (const ref of this) if (ref.deref() === undefined) this.delete(ref);
    return setSize.call(this);
  }
}

// A composite signal with listeners stays alive through each of its live sources.
function holdBySources(signal, hold) {
  for (const ref of signal[kSourceSignals]) {
    const source = ref.deref();
    if (source === undefined) continue;
    let held = source[kHeldDependants];
    if (hold) {
      if (held === undefined) held = source[kHeldDependants] = new Set();
      held.add(signal);
    } else if (held !== undefined) {
      held.delete(signal);
    }
  }
}

function inspectWith(self, obj, depth, options, inspect) {
  if (depth < 0) return self;
  const fn = typeof inspect === 'function' ? inspect : require('util').inspect;
  const opts = Object.assign({}, options, {
    depth: options.depth === null ? null : options.depth - 1,
  });
  return `${self.constructor.name} ${fn(obj, opts)}`;
}

function checkThis(obj) {
  if (obj === null || typeof obj !== 'object' || obj[kAborted] === undefined) {
    throw new (codes.ERR_INVALID_THIS)('AbortSignal');
  }
}

function defaultReason() {
  return new DOMException('This operation was aborted', 'AbortError');
}

// WebIDL-style conversion errors are plain TypeErrors carrying a code.
function webidlTypeError(message) {
  const err = new TypeError(message);
  err.code = 'ERR_INVALID_ARG_TYPE';
  return err;
}

class AbortSignal extends EventTarget {
  constructor(dontThrow = undefined, init = undefined) {
    if (dontThrow !== kDontThrow) throw new (codes.ERR_ILLEGAL_CONSTRUCTOR)();
    super();
    // No MaxListenersExceededWarning for signals: many listeners on one signal is normal.
    if (kMaxListeners === undefined) {
      kMaxListeners = require('internal/event_target').kMaxEventTargetListeners;
    }
    this[kMaxListeners] = 0;
    this[kAborted] = init !== undefined && init.aborted === true;
    this[kReason] = init !== undefined ? init.reason : undefined;
    this[kComposite] = init !== undefined && init.composite === true;
  }

  get aborted() {
    checkThis(this);
    return this[kAborted];
  }

  get reason() {
    checkThis(this);
    return this[kReason];
  }

  throwIfAborted() {
    checkThis(this);
    if (this[kAborted]) throw this[kReason];
  }

  [customInspect](depth, options, inspect) {
    return inspectWith(this, { aborted: this.aborted }, depth, options, inspect);
  }

  static abort(reason = defaultReason()) {
    return new AbortSignal(kDontThrow, { aborted: true, reason });
  }

  static timeout(delay) {
    if (typeof delay !== 'number') {
      throw new (codes.ERR_INVALID_ARG_TYPE)('delay', 'number', delay);
    }
    if (!Number.isInteger(delay)) {
      throw new (codes.ERR_OUT_OF_RANGE)('delay', 'an integer', delay);
    }
    if (delay < 0 || delay > 4294967295) {
      throw new (codes.ERR_OUT_OF_RANGE)('delay', '>= 0 && <= 4294967295', delay);
    }
    const signal = new AbortSignal(kDontThrow);
    signal[kTimeout] = true;
    // The timer only sees the signal weakly, so an abandoned timeout signal can be collected
    // (its timer then fires into nothing); `persistent` keeps it while it has listeners.
    const ref = makeRef(signal);
    const timer = setTimeout(() => {
      const s = ref.deref();
      if (s === undefined) return;
      persistent.delete(s);
      abortSignal(s, new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    }, delay);
    if (timer !== null && typeof timer === 'object' && typeof timer.unref === 'function') {
      timer.unref();
    }
    return signal;
  }

  static any(signals) {
    const list = toSignalSequence(signals);
    const result = new AbortSignal(kDontThrow, { composite: true });
    if (list.length === 0) return result;
    const resultRef = makeRef(result);
    const sources = new Set();
    result[kSourceSignals] = sources;
    let hasTimeout = false;
    for (let i = 0; i < list.length; i++) {
      const signal = list[i];
      if (signal[kTimeout]) {
        // Nothing else may hold the timeout signal: keep it until it fires.
        hasTimeout = true;
        persistent.add(signal);
      }
      if (signal[kAborted]) {
        abortSignal(result, signal[kReason]);
        return result;
      }
      if (!signal[kComposite]) {
        link(signal, result, resultRef, sources);
      } else if (signal[kSourceSignals] !== undefined) {
        // Flatten: depend on the composite's own sources, never on the composite itself.
        for (const ref of signal[kSourceSignals]) {
          const source = ref.deref();
          if (source !== undefined && !source[kAborted]) link(source, result, resultRef, sources);
        }
      }
    }
    if (hasTimeout && sources.size > 0) persistent.add(result);
    return result;
  }

  [kNewListener](size, type, listener, once, capture, passive, weak) {
    super[kNewListener](size, type, listener, once, capture, passive, weak);
    if (type !== 'abort' || size !== 1 || weak || this[kAborted]) return;
    if (this[kTimeout]) {
      persistent.add(this);
    } else if (this[kComposite] && this[kSourceSignals] !== undefined) {
      holdBySources(this, true);
    }
  }

  [kRemoveListener](size, type, listener, capture) {
    super[kRemoveListener](size, type, listener, capture);
    if (type !== 'abort' || size !== 0) return;
    persistent.delete(this);
    if (this[kComposite] && this[kSourceSignals] !== undefined) holdBySources(this, false);
  }
}

function link(source, result, resultRef, sources) {
  for (const ref of sources) if (ref.deref() === source) return;
  const sourceRef = makeRef(source);
  sources.add(sourceRef);
  let deps = source[kDependantSignals];
  if (deps === undefined) {
    deps = source[kDependantSignals] = new DependantSet();
    deps.pruneAt = 32;
  } else if (setSize.call(deps) >= deps.pruneAt) {
    // Amortised: prune when the set has doubled since the last prune.
    deps.pruneAt = Math.max(32, deps.size * 2);
  }
  deps.add(resultRef);
}

function toSignalSequence(signals) {
  if (signals === null || (typeof signals !== 'object' && typeof signals !== 'function') ||
      typeof signals[Symbol.iterator] !== 'function') {
    throw webidlTypeError('signals cannot be converted to sequence.');
  }
  const out = [];
  let i = 0;
  for (const s of signals) {
    if (s === null || typeof s !== 'object' || s[kAborted] === undefined) {
      throw webidlTypeError(`signals[${i}] is not of type AbortSignal.`);
    }
    out.push(s);
    i++;
  }
  return out;
}

Object.defineProperties(AbortSignal.prototype, {
  aborted: { enumerable: true },
  [Symbol.toStringTag]: {
    value: 'AbortSignal', writable: false, enumerable: false, configurable: true,
  },
});

defineEventHandler(AbortSignal.prototype, 'abort');

// DOM "signal abort": set state on the signal and every live dependant first, then fire
// 'abort' on the signal, then on the dependants.
function abortSignal(signal, reason) {
  if (signal[kAborted]) return;
  signal[kAborted] = true;
  signal[kReason] = reason;
  let toAbort;
  const deps = signal[kDependantSignals];
  if (deps !== undefined) {
    toAbort = [];
    for (const ref of deps) {
      const dep = ref.deref();
      if (dep !== undefined && !dep[kAborted]) {
        dep[kAborted] = true;
        dep[kReason] = reason;
        toAbort.push(dep);
      }
    }
    signal[kDependantSignals] = undefined;
  }
  signal[kHeldDependants] = undefined;
  runAbort(signal);
  if (toAbort !== undefined) {
    for (let i = 0; i < toAbort.length; i++) runAbort(toAbort[i]);
  }
}

function runAbort(signal) {
  persistent.delete(signal);
  if (signal[kComposite] && signal[kSourceSignals] !== undefined) holdBySources(signal, false);
  // Without listeners the event could never be observed: skip building it.
  if (!hasEventListeners(signal, 'abort')) return;
  signal.dispatchEvent(new Event('abort', trustedInit));
}
const trustedInit = { [kTrustEvent]: true };

// V8's wording for a private field read on a foreign object, which Node users see.
function noPrivateSignal(self) {
  if (self === null || self === undefined) {
    return new TypeError(`Cannot read properties of ${self} (reading '#signal')`);
  }
  return new TypeError(
    'Cannot read private member #signal from an object whose class did not declare it');
}

class AbortController {
  #signal;

  get signal() {
    if (this === null || typeof this !== 'object' || !(#signal in this)) {
      throw noPrivateSignal(this);
    }
    if (this.#signal === undefined) this.#signal = new AbortSignal(kDontThrow);
    return this.#signal;
  }

  abort(reason = defaultReason()) {
    if (this === null || typeof this !== 'object' || !(#signal in this)) {
      throw noPrivateSignal(this);
    }
    if (this.#signal === undefined) this.#signal = new AbortSignal(kDontThrow);
    abortSignal(this.#signal, reason);
  }

  [customInspect](depth, options, inspect) {
    return inspectWith(this, { signal: this.signal }, depth, options, inspect);
  }
}

Object.defineProperties(AbortController.prototype, {
  signal: { enumerable: true },
  abort: { enumerable: true },
  [Symbol.toStringTag]: {
    value: 'AbortController', writable: false, enumerable: false, configurable: true,
  },
});

function isAbortSignal(value) {
  return value !== null && typeof value === 'object' && value[kAborted] !== undefined;
}

let cloneMarks;
function markTransferable(signal) {
  cloneMarks ??= require('internal/structured_clone');
  cloneMarks.markTransferable(signal, transferStandIn);
}

function transferStandIn(signal, cloneValue) {
  const copy = new AbortSignal(kDontThrow, {
    aborted: signal[kAborted],
    reason: signal[kAborted] ? cloneValue(signal[kReason]) : undefined,
  });
  markTransferable(copy);
  if (signal[kAborted]) return copy;
  const { port1, port2 } = new (require('internal/worker/io').MessageChannel)();
  port1.unref();
  port2.unref();
  signal.addEventListener('abort', () => {
    port1.postMessage(signal[kReason]);
    port1.close();
  }, { once: true });
  port2.onmessage = ({ data }) => {
    abortSignal(copy, data);
    port2.close();
    port2.onmessage = undefined;
  };
  // Setting onmessage refs the port; the stand-in alone must not keep the process alive.
  port2.unref();
  return copy;
}

function transferableAbortSignal(signal) {
  if (!isAbortSignal(signal)) {
    throw new (codes.ERR_INVALID_ARG_TYPE)('signal', 'AbortSignal', signal);
  }
  markTransferable(signal);
  return signal;
}

function transferableAbortController() {
  const controller = new AbortController();
  markTransferable(controller.signal);
  return controller;
}

// util.aborted(signal, resource): resolves once the signal aborts. The listener is held
// through `resource` (a weak listener): once the resource is collected the listener goes with
// it, and the promise stays pending rather than keeping the resource's work alive.
async function aborted(signal, resource) {
  if (!isAbortSignal(signal)) throw webidlTypeError('signal is not of type AbortSignal.');
  if (resource === null || (typeof resource !== 'object' && typeof resource !== 'function')) {
    throw new (codes.ERR_INVALID_ARG_TYPE)('resource', 'object', resource);
  }
  if (signal.aborted) return;
  const { promise, resolve } = Promise.withResolvers();
  signal.addEventListener('abort', resolve, {
    __proto__: null, once: true, [kWeakHandler]: resource, [kResistStopPropagation]: true,
  });
  return promise;
}

module.exports = {
  AbortController,
  AbortSignal,
  abortSignal,
  aborted,
  isAbortSignal,
  transferableAbortSignal,
  transferableAbortController,
  kAborted,
  kReason,
};
