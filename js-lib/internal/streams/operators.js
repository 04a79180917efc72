'use strict';
// internal/streams/operators: the Readable helper methods. Stream-returning ones (map,
// filter, flatMap, drop, take) wrap an async generator in Readable.from(); promise-
// returning ones (toArray, forEach, reduce, some, every, find) consume the stream.
// map() is the core: it runs up to `concurrency` calls of fn at once, keeps up to
// `highWaterMark` results ready, and yields them in source order; filter/forEach/some/
// every/find are built on it.

const { AbortError, codes: {
  ERR_ILLEGAL_CONSTRUCTOR, ERR_MISSING_ARGS, ERR_OUT_OF_RANGE,
} } = require('internal/errors');
const { validateAbortSignal, validateInteger, validateObject, validateFunction } =
  require('internal/validators');

const kEmpty = Symbol('kEmpty'); // "no value" marker from filter/forEach callbacks
const kEof = Symbol('kEof');

function checkSignal(options) {
  if (options != null) validateObject(options, 'options');
  if (options?.signal != null) validateAbortSignal(options.signal, 'options.signal');
}

function map(fn, options) {
  validateFunction(fn, 'fn');
  checkSignal(options);
  let concurrency = 1;
  if (options?.concurrency != null) concurrency = Math.floor(options.concurrency);
  let highWaterMark = concurrency - 1;
  if (options?.highWaterMark != null) highWaterMark = Math.floor(options.highWaterMark);
  validateInteger(concurrency, 'options.concurrency', 1);
  validateInteger(highWaterMark, 'options.highWaterMark', 0);
  highWaterMark += concurrency;
  const signal = options?.signal;
  const source = this;

  return (async function* mapped() {
    const queue = []; // promises of results, in source order
    const signalOpt = { signal };
    let wakeConsumer = null;
    let wakeProducer = null;
    let done = false;
    let running = 0;

    const maybeResume = () => {
      if (wakeProducer && !done && running < concurrency && queue.length < highWaterMark) {
        const w = wakeProducer;
        wakeProducer = null;
        w();
      }
    };
    const settled = () => {
      running--;
      maybeResume();
    };
    const failed = () => {
      done = true;
      settled();
    };
    const notify = () => {
      if (wakeConsumer) {
        const w = wakeConsumer;
        wakeConsumer = null;
        w();
      }
    };
    const enqueue = (p) => {
      running++;
      p.then(settled, failed);
      queue.push(p);
      notify();
    };

    (async () => {
      try {
        for await (const value of source) {
          if (done) return;
          if (signal?.aborted) throw new AbortError();
          let result;
          try {
            result = fn(value, signalOpt);
            if (result === kEmpty) continue;
            result = Promise.resolve(result);
          } catch (err) {
            result = Promise.reject(err);
          }
          enqueue(result);
          if (!done && (queue.length >= highWaterMark || running >= concurrency)) {
            await new Promise((resolve) => {
              wakeProducer = resolve;
            });
          }
        }
        queue.push(kEof);
      } catch (err) {
        enqueue(Promise.reject(err));
      } finally {
        done = true;
        notify();
      }
    })();

    try {
      while (true) {
        while (queue.length > 0) {
          const value = await queue[0];
          if (value === kEof) return;
          if (signal?.aborted) throw new AbortError();
          if (value !== kEmpty) yield value;
          queue.shift();
          maybeResume();
        }
        await new Promise((resolve) => {
          wakeConsumer = resolve;
        });
      }
    } finally {
      done = true;
      if (wakeProducer) {
        const w = wakeProducer;
        wakeProducer = null;
        w();
      }
    }
  })();
}

function filter(fn, options) {
  validateFunction(fn, 'fn');
  return map.call(this, async (value, opts) => ((await fn(value, opts)) ? value : kEmpty), options);
}

function flatMap(fn, options) {
  const values = map.call(this, fn, options);
  return (async function* flattened() {
    for await (const inner of values) yield* inner;
  })();
}

function toIntegerOrInfinity(number) {
  number = Number(number);
  if (Number.isNaN(number)) return 0;
  if (number < 0) throw new ERR_OUT_OF_RANGE('number', '>= 0', number);
  return number;
}

function drop(number, options = undefined) {
  checkSignal(options);
  number = toIntegerOrInfinity(number);
  const source = this;
  return (async function* dropped() {
    if (options?.signal?.aborted) throw new AbortError();
    for await (const value of source) {
      if (options?.signal?.aborted) throw new AbortError();
      if (number-- <= 0) yield value;
    }
  })();
}

function take(number, options = undefined) {
  checkSignal(options);
  number = toIntegerOrInfinity(number);
  const source = this;
  return (async function* taken() {
    if (options?.signal?.aborted) throw new AbortError();
    for await (const value of source) {
      if (options?.signal?.aborted) throw new AbortError();
      if (number-- > 0) yield value;
      // Stop before pulling another item once the count is used up.
      if (number <= 0) return;
    }
  })();
}

async function toArray(options) {
  checkSignal(options);
  const out = [];
  for await (const value of this) {
    if (options?.signal?.aborted) throw new AbortError(undefined, { cause: options.signal.reason });
    out.push(value);
  }
  return out;
}

async function forEach(fn, options) {
  validateFunction(fn, 'fn');
  const each = async (value, opts) => {
    await fn(value, opts);
    return kEmpty;
  };
  // eslint-disable-next-line no-unused-vars
  for await (const unused of map.call(this, each, options));
}

async function some(fn, options = undefined) {
  // eslint-disable-next-line no-unused-vars
  for await (const unused of filter.call(this, fn, options)) return true;
  return false;
}

async function every(fn, options = undefined) {
  validateFunction(fn, 'fn');
  return !(await some.call(this, async (...args) => !(await fn(...args)), options));
}

async function find(fn, options) {
  for await (const result of filter.call(this, fn, options)) return result;
  return undefined;
}

async function reduce(reducer, initialValue, options) {
  validateFunction(reducer, 'reducer');
  checkSignal(options);
  let hasInitial = arguments.length > 1;
  if (options?.signal?.aborted) {
    const err = new AbortError(undefined, { cause: options.signal.reason });
    this.once('error', () => {}); // reported through the rejection
    await require('internal/streams/end-of-stream').finished(this.destroy(err));
    throw err;
  }
  const ac = new AbortController();
  const onAbort = () => ac.abort();
  options?.signal?.addEventListener('abort', onAbort, { once: true });
  let gotAny = false;
  try {
    for await (const value of this) {
      gotAny = true;
      if (options?.signal?.aborted) throw new AbortError();
      if (!hasInitial) {
        initialValue = value;
        hasInitial = true;
      } else {
        initialValue = await reducer(initialValue, value, { signal: ac.signal });
      }
    }
    if (!gotAny && !hasInitial) {
      const err = new ERR_MISSING_ARGS('reduce');
      err.message = 'Reduce of an empty stream requires an initial value';
      throw err;
    }
  } finally {
    ac.abort();
    options?.signal?.removeEventListener('abort', onAbort);
  }
  return initialValue;
}

const streamReturning = { drop, filter, flatMap, map, take };
const promiseReturning = { every, forEach, reduce, toArray, some, find };

function install(Readable) {
  const define = (key, op, wrap) => {
    function method(...args) {
      if (new.target) throw new ERR_ILLEGAL_CONSTRUCTOR();
      return wrap(op.apply(this, args));
    }
    Object.defineProperty(method, 'name', { __proto__: null, value: op.name });
    Object.defineProperty(method, 'length', { __proto__: null, value: op.length });
    Object.defineProperty(Readable.prototype, key, {
      __proto__: null, value: method, enumerable: false, configurable: true, writable: true,
    });
  };
  for (const key of Object.keys(streamReturning)) {
    define(key, streamReturning[key], (iter) => Readable.from(iter));
  }
  for (const key of Object.keys(promiseReturning)) {
    define(key, promiseReturning[key], (p) => p);
  }
}

module.exports = { install, streamReturning, promiseReturning };
