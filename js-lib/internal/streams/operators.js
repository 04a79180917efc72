'use strict';
// internal/streams/operators: the iterator-helper methods of Readable.prototype.
//
// Two families, installed by install(Readable):
//  - "views" (map, filter, flatMap, drop, take) return a new Readable built with
//    Readable.from() over an async generator that reads the receiver lazily;
//  - "consumers" (forEach, some, every, find, reduce, toArray) read the receiver and
//    settle a promise.
// Everything that calls a user function per item goes through orderedMap(): it keeps a
// window of calls in flight (options.concurrency), lets finished results pile up to a
// limit (options.highWaterMark), and hands them on strictly in source order.

// internal/errors loads on the first error (internal/errors_lazy), keeping it out of start-up.
const { codes, lazyErrors } = require('internal/errors_lazy');
const { validateAbortSignal, validateInteger, validateObject, validateFunction } =
  require('internal/validators');

// A user callback wrapped by filter()/forEach() resolves to SKIP for items that must not
// reach the output; END closes the ordered result list once the source is exhausted.
const SKIP = Symbol('skip');
const END = Symbol('end');

function checkOptions(options) {
  if (options == null) return undefined;
  validateObject(options, 'options');
  const signal = options.signal;
  if (signal != null) validateAbortSignal(signal, 'options.signal');
  return signal ?? undefined;
}

function abortedError(signal) {
  return new (lazyErrors().AbortError)(undefined, { cause: signal.reason });
}

// concurrency and highWaterMark accept any number and are floored before the integer
// check, so 2.7 means 2 while 0, -1 or 'a' are rejected.
function windowSizes(options) {
  const width = options?.concurrency != null ? Math.floor(options.concurrency) : 1;
  const spare = options?.highWaterMark != null ? Math.floor(options.highWaterMark) : width - 1;
  validateInteger(width, 'options.concurrency', 1);
  validateInteger(spare, 'options.highWaterMark', 0);
  return { width, limit: width + spare };
}

// One-shot wake-up: wait() parks a caller, fire() releases it (if any).
class Bell {
  constructor() {
    this.waiter = null;
  }

  wait() {
    return new Promise((resolve) => {
      this.waiter = resolve;
    });
  }

  fire() {
    const w = this.waiter;
    if (w !== null) {
      this.waiter = null;
      w();
    }
  }
}

function orderedMap(source, fn, options) {
  validateFunction(fn, 'fn');
  const outer = checkOptions(options);
  const { width, limit } = windowSizes(options);
  // fn always gets a signal of ours; it follows the caller's signal when one is given.
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outer.reason);
  if (outer !== undefined) {
    if (outer.aborted) controller.abort(outer.reason);
    else outer.addEventListener('abort', onOuterAbort, { once: true });
  }
  const callOptions = { signal: controller.signal };

  return (async function* mapInOrder() {
    // Pending results in source order: promises, then END once the source is drained.
    const results = [];
    const resultReady = new Bell();
    const roomAvailable = new Bell();
    let busy = 0;
    let stopped = false;

    const hasRoom = () => busy < width && results.length < limit;
    const letProducerGo = () => {
      if (!stopped && hasRoom()) roomAvailable.fire();
    };
    const track = (promise) => {
      busy++;
      promise.then(() => {
        busy--;
        letProducerGo();
      }, () => {
        // A failed call ends the reading; the consumer reports it in its turn.
        stopped = true;
        busy--;
        letProducerGo();
      });
      results.push(promise);
      resultReady.fire();
    };

    const produce = async () => {
      try {
        for await (const item of source) {
          if (stopped) return;
          if (outer?.aborted) throw new (lazyErrors().AbortError)();
          let pending;
          try {
            pending = Promise.resolve(fn(item, callOptions));
          } catch (err) {
            pending = Promise.reject(err);
          }
          track(pending);
          if (!stopped && !hasRoom()) await roomAvailable.wait();
        }
        results.push(END);
      } catch (err) {
        track(Promise.reject(err));
      } finally {
        stopped = true;
        resultReady.fire();
      }
    };
    produce();

    try {
      for (;;) {
        if (results.length === 0) {
          await resultReady.wait();
          continue;
        }
        const value = await results[0];
        if (value === END) return;
        if (outer?.aborted) throw new (lazyErrors().AbortError)();
        if (value !== SKIP) yield value;
        results.shift();
        letProducerGo();
      }
    } finally {
      // Reached on completion, error, or when our reader stops early: the producer
      // must not read any further.
      stopped = true;
      outer?.removeEventListener('abort', onOuterAbort);
      roomAvailable.fire();
    }
  })();
}

function keepMatching(source, predicate, options) {
  validateFunction(predicate, 'fn');
  const test = async (item, opts) => ((await predicate(item, opts)) ? item : SKIP);
  return orderedMap(source, test, options);
}

async function* flatten(batches) {
  for await (const batch of batches) yield* batch;
}

// drop()/take() counts: NaN counts as 0, negatives are rejected, fractions and
// Infinity are kept as given (a fraction behaves like the next integer up).
function itemCount(number) {
  const n = Number(number);
  if (Number.isNaN(n)) return 0;
  if (n < 0) throw new codes.ERR_OUT_OF_RANGE('number', '>= 0', n);
  return n;
}

async function* skipFirst(source, count, signal) {
  if (signal?.aborted) throw new (lazyErrors().AbortError)();
  let left = count;
  for await (const item of source) {
    if (signal?.aborted) throw new (lazyErrors().AbortError)();
    if (left > 0) left--;
    else yield item;
  }
}

async function* keepFirst(source, count, signal) {
  if (signal?.aborted) throw new (lazyErrors().AbortError)();
  let left = count;
  for await (const item of source) {
    if (signal?.aborted) throw new (lazyErrors().AbortError)();
    if (left > 0) {
      left--;
      yield item;
    }
    // Leave as soon as the quota is used, without pulling one more item.
    if (left <= 0) return;
  }
}

// ---- views -------------------------------------------------------------------------

function map(fn, options) {
  return orderedMap(this, fn, options);
}

function filter(fn, options) {
  return keepMatching(this, fn, options);
}

function flatMap(fn, options) {
  return flatten(orderedMap(this, fn, options));
}

function drop(number, options) {
  const signal = checkOptions(options);
  return skipFirst(this, itemCount(number), signal);
}

function take(number, options) {
  const signal = checkOptions(options);
  return keepFirst(this, itemCount(number), signal);
}

// ---- consumers ---------------------------------------------------------------------

// Resolves with the first item `stream` yields, or with `fallback` if it yields none;
// leaving the loop early tears the stream down.
async function toArray(options) {
  const signal = checkOptions(options);
  const items = [];
  for await (const item of this) {
    if (signal?.aborted) throw abortedError(signal);
    items.push(item);
  }
  return items;
}

async function forEach(fn, options) {
  validateFunction(fn, 'fn');
  const visit = async (item, opts) => {
    await fn(item, opts);
    return SKIP;
  };
  const run = orderedMap(this, visit, options);
  // Every result is SKIP, so this only finishes (or throws) once all calls are done.
  while (!(await run.next()).done);
}

// some() and find() return from inside the loop: a helper awaited here would settle their
// promise a microtask later than Node's.
async function some(fn, options) {
  for await (const hit of keepMatching(this, fn, options)) return true;
  return false;
}

async function every(fn, options) {
  validateFunction(fn, 'fn');
  const fails = async (item, opts) => !(await fn(item, opts));
  return !(await some.call(this, fails, options));
}

async function find(fn, options) {
  for await (const hit of keepMatching(this, fn, options)) return hit;
  return undefined;
}

async function reduce(reducer, initialValue, options) {
  validateFunction(reducer, 'reducer');
  const signal = checkOptions(options);
  let seeded = arguments.length > 1;
  if (signal?.aborted) {
    // Tear the source down with the same error and wait for that before rejecting.
    const err = abortedError(signal);
    this.once('error', () => {});
    await require('internal/streams/end-of-stream').finished(this.destroy(err));
    throw err;
  }
  const controller = new AbortController();
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  let acc = initialValue;
  let sawItem = false;
  try {
    for await (const item of this) {
      sawItem = true;
      if (signal?.aborted) throw new (lazyErrors().AbortError)();
      if (seeded) {
        acc = await reducer(acc, item, { signal: controller.signal });
      } else {
        acc = item;
        seeded = true;
      }
    }
    if (!sawItem && !seeded) {
      const err = new codes.ERR_MISSING_ARGS('reduce');
      err.message = 'Reduce of an empty stream requires an initial value';
      throw err;
    }
  } finally {
    // The signal handed to the reducer is only live while the reduction runs.
    controller.abort();
    signal?.removeEventListener('abort', forward);
  }
  return acc;
}

// name -> [implementation, reported length]; the lengths are those of Node's methods.
const streamReturning = { drop, filter, flatMap, map, take };
const promiseReturning = { every, forEach, reduce, toArray, some, find };
const arity = {
  drop: 1, filter: 2, flatMap: 2, map: 2, take: 1,
  every: 1, forEach: 2, reduce: 3, toArray: 1, some: 1, find: 2, compose: 2,
};

function install(Readable) {
  const proto = Readable.prototype;
  const add = (name, impl, finish) => {
    const method = function(...args) {
      if (new.target !== undefined) throw new codes.ERR_ILLEGAL_CONSTRUCTOR();
      return finish(impl.apply(this, args));
    };
    Object.defineProperties(method, {
      name: { __proto__: null, value: name },
      length: { __proto__: null, value: arity[name] },
    });
    Object.defineProperty(proto, name, {
      __proto__: null, value: method, enumerable: false, configurable: true, writable: true,
    });
  };
  const asStream = (iterator) => Readable.from(iterator);
  const asIs = (promise) => promise;
  for (const name of Object.keys(streamReturning)) add(name, streamReturning[name], asStream);
  for (const name of Object.keys(promiseReturning)) add(name, promiseReturning[name], asIs);
  add('compose', compose, asIs);
}

// readable.compose(stream[, options]): stream.compose(this, stream), aborted with
// options.signal (internal/streams/compose loads on first use).
function compose(stream, options) {
  if (options != null) validateObject(options, 'options');
  if (options?.signal != null) validateAbortSignal(options.signal, 'options.signal');
  const utils = require('internal/streams/utils');
  if (utils.isNodeStream(stream) && !utils.isWritable(stream)) {
    throw new codes.ERR_INVALID_ARG_VALUE('stream', stream, 'must be writable');
  }
  const composed = require('internal/streams/compose')(this, stream);
  if (options?.signal) {
    require('internal/streams/add-abort-signal').addAbortSignal(options.signal, composed);
  }
  return composed;
}

module.exports = { install, streamReturning, promiseReturning };
