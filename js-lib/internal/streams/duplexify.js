'use strict';
// internal/streams/duplexify: duplexify(body, name), Node's Duplex.from() conversion of any
// stream-like value into a Duplex: Node streams (a readable or writable one is wrapped),
// web streams (through the adapters), functions (called with an async iterable of what is
// written; an iterable result becomes the readable side, a promise the end of the writable
// side), iterables, promises, Blobs and { readable, writable } pairs. stream.compose uses it
// for its first and last stages.

const { codes, lazyErrors } = require('internal/errors_lazy');
const {
  isReadable,
  isWritable,
  isIterable,
  isNodeStream,
  isReadableNodeStream,
  isWritableNodeStream,
  isDuplexNodeStream,
  isReadableStream,
  isWritableStream,
} = require('internal/streams/utils');
const eos = require('internal/streams/end-of-stream');
const { destroyer } = require('internal/streams/destroy');
const Duplex = require('internal/streams/duplex');
const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');
const { Buffer } = require('buffer');

// Node names the class so (it shows in util.inspect and constructor.name).
class Duplexify extends Duplex {}

let lazyIsBlob;
function isBlob(value) {
  lazyIsBlob ??= require('internal/blob').isBlob;
  return lazyIsBlob(value);
}

function duplexify(body, name) {
  if (isDuplexNodeStream(body)) return body;
  if (isReadableNodeStream(body)) return duplexifyPair({ readable: body });
  if (isWritableNodeStream(body)) return duplexifyPair({ writable: body });
  if (isNodeStream(body)) return duplexifyPair({ writable: false, readable: false });
  if (isReadableStream(body)) return duplexifyPair({ readable: Readable.fromWeb(body) });
  if (isWritableStream(body)) return duplexifyPair({ writable: Writable.fromWeb(body) });

  if (typeof body === 'function') {
    const { value, write, final, destroy } = fromAsyncGen(body);
    // The body may be a constructor rather than an async generator function.
    if (isDuplexNodeStream(value)) return value;
    if (isIterable(value)) {
      return fromIterable(value, { objectMode: true, write, final, destroy });
    }
    const then = value?.then;
    if (typeof then === 'function') {
      let d;
      let finalized = false;
      const promise = then.call(value, (val) => {
        if (val != null) throw new codes.ERR_INVALID_RETURN_VALUE('nully', 'body', val);
        // Returned without consuming all input: tear down so a pipeline sees it.
        if (!finalized) destroyer(d);
      }, (err) => {
        destroyer(d, err);
      });
      d = new Duplexify({
        objectMode: true,
        readable: false,
        write,
        final(cb) {
          finalized = true;
          final(async () => {
            try {
              await promise;
              process.nextTick(cb, null);
            } catch (err) {
              process.nextTick(cb, err);
            }
          });
        },
        destroy,
      });
      return d;
    }
    throw new codes.ERR_INVALID_RETURN_VALUE('Iterable, AsyncIterable or AsyncFunction', name,
      value);
  }

  if (isBlob(body)) return duplexify(body.arrayBuffer(), name);
  if (isIterable(body)) return fromIterable(body, { objectMode: true, writable: false });

  if (isReadableStream(body?.readable) && isWritableStream(body?.writable)) {
    return Duplex.fromWeb(body);
  }

  if (typeof body?.writable === 'object' || typeof body?.readable === 'object') {
    const readable = body?.readable ?
      (isReadableNodeStream(body.readable) ? body.readable : duplexify(body.readable)) :
      undefined;
    const writable = body?.writable ?
      (isWritableNodeStream(body.writable) ? body.writable : duplexify(body.writable)) :
      undefined;
    return duplexifyPair({ readable, writable });
  }

  const then = body?.then;
  if (typeof then === 'function') {
    let d;
    then.call(body, (val) => {
      if (val != null) d.push(val);
      d.push(null);
    }, (err) => {
      destroyer(d, err);
    });
    d = new Duplexify({ objectMode: true, writable: false, read() {} });
    return d;
  }

  throw new codes.ERR_INVALID_ARG_TYPE(name, ['Blob', 'ReadableStream', 'WritableStream',
    'Stream', 'Iterable', 'AsyncIterable', 'Function', '{ readable, writable } pair', 'Promise'],
  body);
}

// Calls fn with an async iterable of the chunks written to the Duplex being built, and
// answers fn's result plus the write/final/destroy that feed that iterable.
function fromAsyncGen(fn) {
  let { promise, resolve } = Promise.withResolvers();
  const ac = new AbortController();
  const signal = ac.signal;
  const value = fn(async function* () {
    for (;;) {
      const current = promise;
      promise = null;
      const { chunk, done, cb } = await current;
      process.nextTick(cb);
      if (done) return;
      if (signal.aborted) {
        throw new (lazyErrors().AbortError)(undefined, { cause: signal.reason });
      }
      ({ promise, resolve } = Promise.withResolvers());
      yield chunk;
    }
  }(), { signal });

  return {
    value,
    write(chunk, encoding, cb) {
      const r = resolve;
      resolve = null;
      r({ __proto__: null, chunk, done: false, cb });
    },
    final(cb) {
      const r = resolve;
      resolve = null;
      r({ __proto__: null, done: true, cb });
    },
    destroy(err, cb) {
      ac.abort(err);
      // A source waiting for the next write must see the abort and finish.
      if (resolve !== null) {
        const r = resolve;
        resolve = null;
        r({ __proto__: null, done: true, cb() {} });
      }
      cb(err);
    },
  };
}

// A Duplexify whose readable side pulls from an (async) iterable, one item at a time.
function fromIterable(iterable, opts) {
  let iterator;
  let isAsync;
  // Only a string or a Buffer is one chunk; any other typed array is iterated, one number
  // per element, as Readable.from does.
  if (typeof iterable === 'string' || iterable instanceof Buffer) {
    return new Duplexify({
      objectMode: true,
      ...opts,
      read() {
        this.push(iterable);
        this.push(null);
      },
    });
  }
  if (iterable?.[Symbol.asyncIterator]) {
    isAsync = true;
    iterator = iterable[Symbol.asyncIterator]();
  } else {
    isAsync = false;
    iterator = iterable[Symbol.iterator]();
  }
  const stream = new Duplexify({ objectMode: true, highWaterMark: 1, ...opts });
  const originalDestroy = stream._destroy;
  let reading = false;

  stream._read = function() {
    if (!reading) {
      reading = true;
      next();
    }
  };

  stream._destroy = function(error, cb) {
    originalDestroy.call(this, error, (destroyError) => {
      const combined = destroyError || error;
      close(combined).then(() => process.nextTick(cb, combined),
        (closeError) => process.nextTick(cb,
          lazyErrors().aggregateTwoErrors(combined, closeError)));
    });
  };

  async function close(error) {
    if (error !== undefined && error !== null && typeof iterator.throw === 'function') {
      const { value, done } = await iterator.throw(error);
      await value;
      if (done) return;
    }
    if (typeof iterator.return === 'function') {
      const { value } = await iterator.return();
      await value;
    }
  }

  async function next() {
    for (;;) {
      try {
        const { value, done } = isAsync ? await iterator.next() : iterator.next();
        if (done) {
          stream.push(null);
          return;
        }
        const item = value && typeof value.then === 'function' ? await value : value;
        if (item === null) {
          reading = false;
          throw new codes.ERR_STREAM_NULL_VALUES();
        }
        if (stream.push(item)) continue;
        reading = false;
      } catch (err) {
        stream.destroy(err);
      }
      break;
    }
  }

  return stream;
}

// An old-style readable (no read()) seen through a Readable, destroyed along with it.
function wrapLegacy(source) {
  return new Readable({
    objectMode: source.readableObjectMode ?? source.objectMode ?? true,
    destroy(err, callback) {
      destroyer(source, err);
      callback(err);
    },
  }).wrap(source);
}

// One Duplex over a readable and/or a writable stream.
function duplexifyPair(pair) {
  const r = pair.readable && typeof pair.readable.read !== 'function' ?
    wrapLegacy(pair.readable) : pair.readable;
  const w = pair.writable;
  let readable = !!isReadable(r);
  let writable = !!isWritable(w);
  let ondrain;
  let onfinish;
  let onreadable;
  let onclose;
  let d;

  function onfinished(err) {
    const cb = onclose;
    onclose = null;
    if (cb) cb(err);
    else if (err) d.destroy(err);
  }

  d = new Duplexify({
    readableObjectMode: !!r?.readableObjectMode,
    writableObjectMode: !!w?.writableObjectMode,
    readable,
    writable,
  });

  if (writable) {
    eos(w, (err) => {
      writable = false;
      if (err) destroyer(r, err);
      onfinished(err);
    });
    d._write = function(chunk, encoding, callback) {
      if (w.write(chunk, encoding)) callback();
      else ondrain = callback;
    };
    d._final = function(callback) {
      w.end();
      onfinish = callback;
    };
    w.on('drain', () => {
      if (ondrain) {
        const cb = ondrain;
        ondrain = null;
        cb();
      }
    });
    w.on('finish', () => {
      if (onfinish) {
        const cb = onfinish;
        onfinish = null;
        cb();
      }
    });
  }

  if (readable) {
    eos(r, (err) => {
      readable = false;
      if (err) destroyer(w, err);
      onfinished(err);
    });
    r.on('readable', () => {
      if (onreadable) {
        const cb = onreadable;
        onreadable = null;
        cb();
      }
    });
    r.on('end', () => {
      d.push(null);
    });
    d._read = function() {
      for (;;) {
        const buf = r.read();
        if (buf === null) {
          onreadable = d._read;
          return;
        }
        if (!d.push(buf)) return;
      }
    };
  }

  d._destroy = function(err, callback) {
    if (!err && onclose !== null) err = new (lazyErrors().AbortError)();
    onreadable = null;
    ondrain = null;
    onfinish = null;
    if (onclose === null) {
      callback(err);
    } else {
      onclose = callback;
      destroyer(w, err);
      destroyer(r, err);
    }
  };

  return d;
}

module.exports = duplexify;
