'use strict';
// internal/streams/operators: the Readable helper methods (toArray, forEach, map, filter,
// reduce, some, every, find, take, drop, flatMap, asIndexedPairs-free subset). They run
// one item at a time: the `concurrency` option is validated but not used for parallelism.

const { AbortError } = require('internal/errors');
const { validateAbortSignal, validateInteger, validateObject, validateFunction } =
  require('internal/validators');

function checkOptions(options) {
  if (options != null) validateObject(options, 'options');
  if (options && options.signal != null) validateAbortSignal(options.signal, 'options.signal');
  let concurrency = 1;
  if (options && options.concurrency != null) concurrency = Math.floor(options.concurrency);
  validateInteger(concurrency, 'options.concurrency', 1);
  if (options && options.highWaterMark != null) {
    validateInteger(Math.floor(options.highWaterMark), 'options.highWaterMark', 0);
  }
}

function throwIfAborted(options) {
  if (options && options.signal && options.signal.aborted) {
    throw new AbortError(undefined, { cause: options.signal.reason });
  }
}

function install(Readable) {
  const proto = Readable.prototype;
  const wrap = (name, gen) => {
    proto[name] = function(fn, options) {
      validateFunction(fn, 'fn');
      checkOptions(options);
      const src = this;
      return Readable.from(gen(src, fn, options), { objectMode: true });
    };
  };
  wrap('map', async function*(src, fn, options) {
    for await (const v of src) {
      throwIfAborted(options);
      yield await fn(v, { signal: options && options.signal });
    }
  });
  wrap('filter', async function*(src, fn, options) {
    for await (const v of src) {
      throwIfAborted(options);
      if (await fn(v, { signal: options && options.signal })) yield v;
    }
  });
  wrap('flatMap', async function*(src, fn, options) {
    for await (const v of src) {
      throwIfAborted(options);
      yield* await fn(v, { signal: options && options.signal });
    }
  });
  const limit = (name, gen) => {
    proto[name] = function(number, options = undefined) {
      checkOptions(options);
      number = Number(number);
      if (number !== number) number = 0;
      if (number < 0) throw new (require('internal/errors').codes.ERR_OUT_OF_RANGE)('number', '>= 0', number);
      return Readable.from(gen(this, Math.trunc(number), options), { objectMode: true });
    };
  };
  limit('take', async function*(src, n, options) {
    if (n <= 0) return;
    for await (const v of src) {
      throwIfAborted(options);
      yield v;
      if (--n <= 0) return;
    }
  });
  limit('drop', async function*(src, n, options) {
    for await (const v of src) {
      throwIfAborted(options);
      if (n-- <= 0) yield v;
    }
  });
  proto.toArray = async function(options) {
    checkOptions(options);
    const out = [];
    for await (const v of this) {
      throwIfAborted(options);
      out.push(v);
    }
    return out;
  };
  proto.forEach = async function(fn, options) {
    validateFunction(fn, 'fn');
    checkOptions(options);
    for await (const v of this) {
      throwIfAborted(options);
      await fn(v, { signal: options && options.signal });
    }
  };
  const search = (name, onHit, onMiss) => {
    proto[name] = async function(fn, options = undefined) {
      validateFunction(fn, 'fn');
      checkOptions(options);
      for await (const v of this) {
        throwIfAborted(options);
        const r = await fn(v, { signal: options && options.signal });
        const hit = onHit(r, v);
        if (hit !== undefined) return hit.value;
      }
      return onMiss;
    };
  };
  search('some', (r) => (r ? { value: true } : undefined), false);
  search('every', (r) => (!r ? { value: false } : undefined), true);
  search('find', (r, v) => (r ? { value: v } : undefined), undefined);
  proto.reduce = async function(reducer, initial, options) {
    validateFunction(reducer, 'reducer');
    checkOptions(options);
    let hasInitial = arguments.length > 1;
    let acc = initial;
    for await (const v of this) {
      throwIfAborted(options);
      if (!hasInitial) {
        acc = v;
        hasInitial = true;
      } else {
        acc = await reducer(acc, v, { signal: options && options.signal });
      }
    }
    if (!hasInitial) {
      const err = new TypeError('Reduce of an empty stream requires an initial value');
      err.code = 'ERR_INVALID_ARGS';
      throw err;
    }
    return acc;
  };
  for (const name of ['map', 'filter', 'flatMap', 'take', 'drop', 'toArray', 'forEach', 'some',
    'every', 'find', 'reduce']) {
    Object.defineProperty(proto[name], 'name', { __proto__: null, value: name, configurable: true });
    Object.defineProperty(proto, name, {
      __proto__: null, value: proto[name], enumerable: false, configurable: true, writable: true,
    });
  }
}

module.exports = { install };
