'use strict';
// timers/promises: promise-returning setTimeout/setImmediate, the setInterval async
// iterator and the experimental `scheduler` (wait/yield), built on the `timers` module.
// Cancellation goes through an AbortSignal: an already-aborted signal rejects at once, a later
// abort clears the timer and rejects with an AbortError whose cause is signal.reason. The
// abort listener resists stopImmediatePropagation (another listener on the same signal must
// not be able to leave the promise pending) and is removed once the promise settles.

const timers = require('timers');
const { AbortError } = require('internal/errors');
const {
  validateAbortSignal,
  validateBoolean,
  validateNumber,
  validateObject,
} = require('internal/validators');

const { codes } = require('internal/errors_lazy');

const kScheduler = Symbol('kScheduler');
let kResistStopPropagation;
function resistKey() {
  if (kResistStopPropagation === undefined) {
    kResistStopPropagation = require('internal/event_target').kResistStopPropagation;
  }
  return kResistStopPropagation;
}

function abortError(signal) {
  return new AbortError(undefined, { cause: signal === undefined ? undefined : signal.reason });
}

function checkOptions(options) {
  validateObject(options, 'options');
  if (options.signal !== undefined) validateAbortSignal(options.signal, 'options.signal');
  if (options.ref !== undefined) validateBoolean(options.ref, 'options.ref');
}

// Shared body of setTimeout/setImmediate: `start(resolve)` arms the timer and returns it,
// `clear` cancels it.
function schedule(options, start, clear) {
  const { signal, ref = true } = options;
  if (signal !== undefined && signal.aborted) return Promise.reject(abortError(signal));
  let settled = false;
  let resolveFn;
  let rejectFn;
  const promise = new Promise((resolve, reject) => {
    resolveFn = resolve;
    rejectFn = reject;
  });
  const timer = start((value) => {
    settled = true;
    resolveFn(value);
  });
  if (!ref && timer !== null && typeof timer === 'object' && typeof timer.unref === 'function') {
    timer.unref();
  }
  if (signal === undefined) return promise;
  const onAbort = () => {
    if (settled) return;
    settled = true;
    clear(timer);
    rejectFn(abortError(signal));
  };
  signal.addEventListener('abort', onAbort, { [resistKey()]: true });
  return settleAfterCleanup(promise, () => signal.removeEventListener('abort', onAbort));
}

// promise.finally(cleanup) seen through two extra promise wrappers, as Node's primordial
// SafePromisePrototypeFinally does: the result settles two microtask turns later than a plain
// finally(), which decides its place among other promise callbacks of the same abort.
function settleAfterCleanup(promise, cleanup) {
  return new Promise((resolve, reject) => {
    new Promise((res, rej) => promise.then(res, rej)).finally(cleanup).then(resolve, reject);
  });
}

function setTimeout(after, value, options = {}) {
  try {
    if (after !== undefined) validateNumber(after, 'delay');
    checkOptions(options);
  } catch (err) {
    return Promise.reject(err);
  }
  return schedule(options,
    (done) => timers.setTimeout(() => done(value), after),
    timers.clearTimeout);
}

function setImmediate(value, options = {}) {
  try {
    checkOptions(options);
  } catch (err) {
    return Promise.reject(err);
  }
  return schedule(options,
    (done) => timers.setImmediate(() => done(value)),
    timers.clearImmediate);
}

// Yields `value` once per interval tick; ticks that fire while the consumer is busy are
// counted and yielded back to back, as Node does.
async function* setInterval(after, value, options = {}) {
  if (after !== undefined) validateNumber(after, 'delay');
  checkOptions(options);
  const { signal, ref = true } = options;
  if (signal !== undefined && signal.aborted) throw abortError(signal);

  let onAbort;
  let interval;
  try {
    let pending = 0;
    let wake;
    interval = timers.setInterval(() => {
      pending++;
      if (wake !== undefined) {
        const w = wake;
        wake = undefined;
        w();
      }
    }, after);
    if (!ref) interval.unref();
    if (signal !== undefined) {
      onAbort = () => {
        timers.clearInterval(interval);
        if (wake !== undefined) {
          const w = wake;
          wake = undefined;
          w(Promise.reject(abortError(signal)));
        }
      };
      signal.addEventListener('abort', onAbort, { once: true, [resistKey()]: true });
    }
    while (signal === undefined || !signal.aborted) {
      if (pending === 0) {
        await new Promise((resolve) => { wake = resolve; });
      }
      for (; pending > 0; pending--) yield value;
    }
    throw abortError(signal);
  } finally {
    timers.clearInterval(interval);
    if (signal !== undefined && onAbort !== undefined) {
      signal.removeEventListener('abort', onAbort);
    }
  }
}

// The WICG scheduling API shape; only the instance below exists.
class Scheduler {
  constructor() {
    throw new (codes.ERR_ILLEGAL_CONSTRUCTOR)();
  }

  yield() {
    if (!this[kScheduler]) throw new (codes.ERR_INVALID_THIS)('Scheduler');
    return setImmediate();
  }

  wait(delay, options) {
    if (!this[kScheduler]) throw new (codes.ERR_INVALID_THIS)('Scheduler');
    return setTimeout(delay, undefined, options);
  }
}

module.exports = {
  setTimeout,
  setImmediate,
  setInterval,
  scheduler: Reflect.construct(function() {
    this[kScheduler] = true;
  }, [], Scheduler),
};
