'use strict';
// internal/util/rate_limit — util.debounce and util.throttle (Node 26), and
// util.markPromiseAsHandled which they share.
//   debounce(fn, wait, { leading, rejectOnCancel, signal }): calls made within `wait` ms of
//     each other collapse into one call of `fn` with the last arguments, after the quiet
//     period (or at once for the first call with `leading`); every call's promise settles
//     with that one result. cancel()/flush()/ref()/unref(), `pending`, `pendingCount`.
//   throttle(fn, limit, interval, { concurrency, maxPending, overflow, signal, strict }):
//     at most `limit` calls of `fn` per `interval` ms (a fixed window, or a sliding one with
//     `strict`) and at most `concurrency` unsettled at once; extra calls queue (up to
//     `maxPending`) or are dropped with ERR_THROTTLED.
// Time is the loop's clock in whole milliseconds, as libuv's "now" that Node reads.

const { codes, lazyErrors } = require('internal/errors_lazy');

const kTimeoutMax = 2 ** 31 - 1;
const ReflectApply = Reflect.apply;
const PromisePrototypeThen = Promise.prototype.then;

let validatorsModule;
function validators() {
  if (validatorsModule === undefined) validatorsModule = require('internal/validators');
  return validatorsModule;
}

let timersBinding;
function loopNow() {
  if (timersBinding === undefined) timersBinding = internalBinding('timers');
  return timersBinding.now();
}

function abortErrorFor(reason) {
  const { AbortError } = lazyErrors();
  return reason === undefined ? new AbortError() : new AbortError(undefined, { cause: reason });
}

function noop() {}

// A rejection with a handler attached is not reported as unhandled.
function markPromiseAsHandled(promise) {
  if (!require('internal/util/types').isPromise(promise)) {
    throw new codes.ERR_INVALID_ARG_TYPE('promise', 'Promise', promise);
  }
  ReflectApply(PromisePrototypeThen, promise, [undefined, noop]);
}

function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function method(value) {
  return { __proto__: null, value, writable: true, enumerable: true, configurable: true };
}

function listenForAbort(signal, onAbort) {
  require('events').addAbortListener(signal, onAbort);
}

function debounce(fn, wait, options = {}) {
  const v = validators();
  v.validateFunction(fn, 'fn');
  v.validateInteger(wait, 'wait', 0, kTimeoutMax);
  v.validateObject(options, 'options');
  const { leading = false, rejectOnCancel = false, signal } = options;
  v.validateBoolean(leading, 'options.leading');
  v.validateBoolean(rejectOnCancel, 'options.rejectOnCancel');
  v.validateAbortSignal(signal, 'options.signal');
  if (signal?.aborted) throw abortErrorFor(signal.reason);

  let lastArgs;
  let abortError;
  let waiting = [];
  let refed = true;
  let timer;

  function rejectWaiting(error) {
    const calls = waiting;
    waiting = [];
    for (let i = 0; i < calls.length; i++) calls[i].reject(error);
  }

  function stopWith(error) {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
    rejectWaiting(error);
  }

  function cancel(reason) {
    if (timer === undefined) return;
    stopWith(abortErrorFor(reason));
  }

  function onAbort() {
    if (abortError === undefined) abortError = abortErrorFor(signal.reason);
    stopWith(abortError);
  }

  function run(args, calls) {
    if (signal?.aborted) {
      onAbort();
      for (let i = 0; i < calls.length; i++) calls[i].reject(abortError);
      return;
    }
    let result;
    try {
      result = ReflectApply(fn, debounced, args);
    } catch (err) {
      for (let i = 0; i < calls.length; i++) calls[i].reject(err);
      return;
    }
    for (let i = 0; i < calls.length; i++) calls[i].resolve(result);
  }

  function runWaiting() {
    const args = lastArgs;
    lastArgs = undefined;
    const calls = waiting;
    waiting = [];
    if (calls.length !== 0) run(args, calls);
  }

  function onTimeout() {
    timer = undefined;
    runWaiting();
  }

  function flush() {
    if (waiting.length === 0) return;
    clearTimeout(timer);
    timer = undefined;
    runWaiting();
  }

  function ref() {
    refed = true;
    timer?.ref();
    return debounced;
  }

  function unref() {
    refed = false;
    timer?.unref();
    return debounced;
  }

  function debounced(...args) {
    if (signal?.aborted) onAbort();
    if (abortError !== undefined) return Promise.reject(abortError);

    const runNow = leading && timer === undefined;
    if (timer !== undefined) {
      if (waiting.length !== 0) {
        // The superseded call's promise may be left unobserved by its caller.
        markPromiseAsHandled(waiting[waiting.length - 1].promise);
        if (rejectOnCancel) {
          const { AbortError } = lazyErrors();
          rejectWaiting(new AbortError('The debounced call was superseded'));
        }
      }
      timer.refresh();
    } else {
      timer = setTimeout(onTimeout, wait);
      if (!refed) timer.unref();
    }

    if (signal?.aborted) {
      onAbort();
      return Promise.reject(abortError);
    }

    const call = deferred();
    if (runNow) {
      run(args, [call]);
    } else {
      waiting.push(call);
      lastArgs = args;
    }
    return call.promise;
  }

  Object.defineProperties(debounced, {
    cancel: method(cancel),
    flush: method(flush),
    ref: method(ref),
    unref: method(unref),
    pending: {
      __proto__: null,
      enumerable: false,
      get() {
        return waiting.length === 0 ? null : waiting[waiting.length - 1].promise;
      },
    },
    pendingCount: {
      __proto__: null,
      enumerable: false,
      get() { return waiting.length; },
    },
    length: { __proto__: null, value: fn.length, configurable: true },
    name: { __proto__: null, value: fn.name, configurable: true },
  });

  if (signal !== undefined) listenForAbort(signal, onAbort);
  return debounced;
}

function throttle(fn, limit, interval, options = {}) {
  const v = validators();
  v.validateFunction(fn, 'fn');
  v.validateInteger(limit, 'limit', 1);
  v.validateInteger(interval, 'interval', 0, kTimeoutMax);
  v.validateObject(options, 'options');
  const {
    concurrency = Infinity,
    maxPending = Infinity,
    overflow = 'queue',
    signal,
    strict = false,
  } = options;
  if (concurrency !== Infinity) v.validateInteger(concurrency, 'options.concurrency', 1);
  if (maxPending !== Infinity) v.validateInteger(maxPending, 'options.maxPending', 0);
  v.validateOneOf(overflow, 'options.overflow', ['queue', 'drop']);
  v.validateAbortSignal(signal, 'options.signal');
  v.validateBoolean(strict, 'options.strict');
  if (signal?.aborted) throw abortErrorFor(signal.reason);

  let abortError;
  let active = 0;
  let queue = [];
  let head = 0;
  let refed = true;
  let timer;
  // Fixed window: its start and the calls made in it. Sliding window (strict): the start
  // times of recent calls, oldest first from `oldest`.
  let windowStart;
  let windowCount = 0;
  let starts = [];
  let oldest = 0;

  function queued() {
    return queue.length - head;
  }

  function takeNext() {
    const call = queue[head];
    queue[head++] = undefined;
    if (head === queue.length) {
      queue = [];
      head = 0;
    } else if (head > 1024 && head * 2 >= queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
    return call;
  }

  function rejectQueued(error) {
    const calls = queue;
    const from = head;
    queue = [];
    head = 0;
    for (let i = from; i < calls.length; i++) calls[i].reject(error);
  }

  function resetWindow() {
    oldest = 0;
    starts = [];
    windowCount = 0;
    windowStart = undefined;
  }

  function stopWith(error) {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    resetWindow();
    rejectQueued(error);
  }

  function cancel(reason) {
    stopWith(abortErrorFor(reason));
  }

  function onAbort() {
    if (abortError === undefined) abortError = abortErrorFor(signal.reason);
    stopWith(abortError);
  }

  function ref() {
    refed = true;
    timer?.ref();
    return throttled;
  }

  function unref() {
    refed = false;
    timer?.unref();
    return throttled;
  }

  function dropExpired(now) {
    while (oldest < starts.length && now - starts[oldest] >= interval) oldest++;
    if (oldest === starts.length) {
      oldest = 0;
      starts = [];
    } else if (oldest > 1024 && oldest * 2 >= starts.length) {
      starts = starts.slice(oldest);
      oldest = 0;
    }
  }

  // Whether a call could start now, without changing any state.
  function hasImmediateCapacity() {
    if (signal?.aborted || queued() !== 0 || active >= concurrency) return false;
    const now = loopNow();
    if (strict) {
      let i = oldest;
      while (i < starts.length && now - starts[i] >= interval) i++;
      return starts.length - i < limit;
    }
    return windowStart === undefined || now - windowStart >= interval || windowCount < limit;
  }

  function hasCapacity(now) {
    if (strict) {
      dropExpired(now);
      return starts.length - oldest < limit;
    }
    if (windowStart === undefined || now - windowStart >= interval) {
      windowCount = 0;
      windowStart = now;
    }
    return windowCount < limit;
  }

  function take(now) {
    if (strict) starts.push(now);
    else windowCount++;
  }

  function onSettled() {
    active--;
    drain();
  }

  function start(call) {
    active++;
    let result;
    try {
      result = Promise.resolve(ReflectApply(fn, throttled, call.args));
    } catch (err) {
      result = Promise.reject(err);
    }
    call.resolve(result);
    ReflectApply(PromisePrototypeThen, result, [onSettled, onSettled]);
  }

  function dropped() {
    const promise = Promise.reject(new codes.ERR_THROTTLED());
    markPromiseAsHandled(promise);
    return promise;
  }

  function schedule() {
    if (timer !== undefined || queued() === 0 || active >= concurrency) return;
    const now = loopNow();
    if (hasCapacity(now)) {
      drain();
      return;
    }
    const delay = strict ? starts[oldest] + interval - now : windowStart + interval - now;
    timer = setTimeout(onTimeout, delay);
    if (!refed) timer.unref();
  }

  function drain() {
    if (signal?.aborted) {
      onAbort();
      return;
    }
    while (queued() !== 0 && active < concurrency) {
      const now = loopNow();
      if (!hasCapacity(now)) break;
      const call = takeNext();
      take(now);
      start(call);
    }
    schedule();
  }

  function onTimeout() {
    timer = undefined;
    drain();
  }

  function throttled(...args) {
    if (signal?.aborted) onAbort();
    if (abortError !== undefined) return Promise.reject(abortError);

    const now = loopNow();
    const canStart = queued() === 0 && active < concurrency && hasCapacity(now);
    if (!canStart && (overflow === 'drop' || queued() >= maxPending)) return dropped();

    const call = deferred();
    call.args = args;
    if (canStart) {
      take(now);
      start(call);
    } else {
      queue.push(call);
      schedule();
    }
    return call.promise;
  }

  Object.defineProperties(throttled, {
    cancel: method(cancel),
    hasImmediateCapacity: method(hasImmediateCapacity),
    ref: method(ref),
    unref: method(unref),
    pending: {
      __proto__: null,
      enumerable: false,
      get() {
        return queued() === 0 ? null : queue[queue.length - 1].promise;
      },
    },
    pendingCount: { __proto__: null, enumerable: false, get: queued },
    activeCount: {
      __proto__: null,
      enumerable: false,
      get() { return active; },
    },
    length: { __proto__: null, value: fn.length, configurable: true },
    name: { __proto__: null, value: fn.name, configurable: true },
  });

  if (signal !== undefined) listenForAbort(signal, onAbort);
  return throttled;
}

module.exports = { debounce, throttle, markPromiseAsHandled };
