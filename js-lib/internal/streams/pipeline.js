'use strict';
// internal/streams/pipeline: pipeline(source, ...transforms, destination, callback).
// Each stage may be a Node stream, an (async) iterable (source only) or a function taking
// the previous stage's async iterable. Stream→stream hops use pipe(); iterable→stream
// hops are pumped with back-pressure. On the first error every stage is destroyed and the
// callback gets that error; the callback runs once, after all stages have settled.
// Web streams as stages are not supported.

const { aggregateTwoErrors, AbortError, codes: {
  ERR_INVALID_ARG_TYPE, ERR_INVALID_RETURN_VALUE, ERR_MISSING_ARGS, ERR_STREAM_DESTROYED,
  ERR_STREAM_PREMATURE_CLOSE, ERR_STREAM_UNABLE_TO_PIPE,
} } = require('internal/errors');
const { validateFunction, validateAbortSignal } = require('internal/validators');
const eos = require('internal/streams/end-of-stream');
const destroyImpl = require('internal/streams/destroy');
const {
  isIterable, isReadable, isReadableNodeStream, isNodeStream, isReadableFinished,
} = require('internal/streams/utils');

let PassThrough;
let Readable;

function destroyer(stream, reading, writing) {
  let finished = false;
  stream.on('close', () => {
    finished = true;
  });
  const cleanup = eos(stream, { readable: reading, writable: writing }, (err) => {
    finished = !err;
  });
  return {
    destroy(err) {
      if (finished) return;
      finished = true;
      destroyImpl.destroyer(stream, err || new ERR_STREAM_DESTROYED('pipe'));
    },
    cleanup,
  };
}

function popCallback(streams) {
  validateFunction(streams[streams.length - 1], 'streams[stream.length - 1]');
  return streams.pop();
}

function makeAsyncIterable(val) {
  if (isIterable(val)) return val;
  if (isReadableNodeStream(val)) return fromReadable(val);
  throw new ERR_INVALID_ARG_TYPE('val', ['Readable', 'Iterable', 'AsyncIterable'], val);
}

async function* fromReadable(val) {
  Readable ??= require('internal/streams/readable');
  yield* Readable.prototype[Symbol.asyncIterator].call(val);
}

async function pumpToNode(iterable, writable, finish, { end }) {
  let error;
  let onresolve = null;
  const resume = (err) => {
    if (err) error = err;
    if (onresolve) {
      const cb = onresolve;
      onresolve = null;
      cb();
    }
  };
  const wait = () => new Promise((resolve, reject) => {
    if (error) {
      reject(error);
    } else {
      onresolve = () => {
        if (error) reject(error);
        else resolve();
      };
    }
  });
  writable.on('drain', resume);
  const cleanup = eos(writable, { readable: false }, resume);
  try {
    if (writable.writableNeedDrain) await wait();
    for await (const chunk of iterable) {
      if (!writable.write(chunk)) await wait();
    }
    if (end) {
      writable.end();
      await wait();
    }
    finish();
  } catch (err) {
    finish(error !== err ? aggregateTwoErrors(error, err) : err);
  } finally {
    cleanup();
    writable.off('drain', resume);
  }
}

function pipeline(...streams) {
  return pipelineImpl(streams, popCallback(streams));
}

function pipelineImpl(streams, callback, opts) {
  if (streams.length === 1 && Array.isArray(streams[0])) streams = streams[0];
  if (streams.length < 2) throw new ERR_MISSING_ARGS('streams');

  const ac = new AbortController();
  const signal = ac.signal;
  const outerSignal = opts && opts.signal;
  const lastStreamCleanup = [];
  validateAbortSignal(outerSignal, 'options.signal');

  function abort() {
    finishImpl(new AbortError(undefined, { cause: outerSignal && outerSignal.reason }));
  }
  if (outerSignal) outerSignal.addEventListener('abort', abort, { once: true });

  let error;
  let value;
  const destroys = [];
  let finishCount = 0;

  function finish(err) {
    finishImpl(err, --finishCount === 0);
  }

  // Errors surfacing after a stage already handed its data on: fail, but do not count.
  function finishOnlyHandleError(err) {
    finishImpl(err, false);
  }

  function finishImpl(err, final) {
    // A real error beats the premature-close/abort noise that destroying the others causes.
    if (err && (!error || error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.name === 'AbortError')) {
      error = err;
    }
    if (!error && !final) return;
    while (destroys.length) destroys.shift()(error);
    if (outerSignal) outerSignal.removeEventListener('abort', abort);
    ac.abort();
    if (final) {
      if (!error) lastStreamCleanup.forEach((fn) => fn());
      process.nextTick(callback, error, value);
    }
  }

  let ret;
  for (let i = 0; i < streams.length; i++) {
    const stream = streams[i];
    const reading = i < streams.length - 1;
    const writing = i > 0;
    const end = reading || !opts || opts.end !== false;
    const isLastStream = i === streams.length - 1;
    const next = i + 1 < streams.length ? streams[i + 1] : null;

    if (isNodeStream(stream)) {
      if (next !== null && next && (next.closed || next.destroyed)) {
        throw new ERR_STREAM_UNABLE_TO_PIPE();
      }
      if (end) {
        const { destroy, cleanup } = destroyer(stream, reading, writing);
        destroys.push(destroy);
        if (isReadable(stream) && isLastStream) lastStreamCleanup.push(cleanup);
      }
      // Errors after the data has been handed on still fail the pipeline.
      const onError = (err) => {
        if (err && err.name !== 'AbortError' && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
          finishOnlyHandleError(err);
        }
      };
      stream.on('error', onError);
      if (isReadable(stream) && isLastStream) {
        lastStreamCleanup.push(() => stream.removeListener('error', onError));
      }
    }

    if (i === 0) {
      if (typeof stream === 'function') {
        ret = stream({ signal });
        if (!isIterable(ret)) {
          throw new ERR_INVALID_RETURN_VALUE('Iterable, AsyncIterable or Stream', 'source', ret);
        }
      } else if (isIterable(stream) || isReadableNodeStream(stream)) {
        ret = stream;
      } else {
        throw new ERR_INVALID_ARG_TYPE('source', ['Stream', 'Iterable', 'AsyncIterable', 'Function'], stream);
      }
    } else if (typeof stream === 'function') {
      ret = makeAsyncIterable(ret);
      ret = stream(ret, { signal });
      if (reading) {
        if (!isIterable(ret, true)) {
          throw new ERR_INVALID_RETURN_VALUE('AsyncIterable', `transform[${i - 1}]`, ret);
        }
      } else {
        PassThrough ??= require('internal/streams/transform').PassThrough;
        const pt = new PassThrough({ objectMode: true });
        const then = ret && ret.then;
        if (typeof then === 'function') {
          finishCount++;
          then.call(ret, (val) => {
            value = val;
            if (val != null) pt.write(val);
            if (end) pt.end();
            process.nextTick(finish);
          }, (err) => {
            pt.destroy(err);
            process.nextTick(finish, err);
          });
        } else if (isIterable(ret, true)) {
          finishCount++;
          pumpToNode(ret, pt, finish, { end });
        } else {
          throw new ERR_INVALID_RETURN_VALUE('AsyncIterable or Promise', 'destination', ret);
        }
        ret = pt;
        const { destroy, cleanup } = destroyer(ret, false, true);
        destroys.push(destroy);
        if (isLastStream) lastStreamCleanup.push(cleanup);
      }
    } else if (isNodeStream(stream)) {
      if (isReadableNodeStream(ret)) {
        finishCount += 2;
        const cleanup = pipe(ret, stream, finish, finishOnlyHandleError, { end });
        if (isReadable(stream) && isLastStream) lastStreamCleanup.push(cleanup);
      } else if (isIterable(ret)) {
        finishCount++;
        pumpToNode(ret, stream, finish, { end });
      } else {
        throw new ERR_INVALID_ARG_TYPE('val', ['Readable', 'Iterable', 'AsyncIterable'], ret);
      }
      ret = stream;
    } else {
      throw new ERR_INVALID_ARG_TYPE('destination', ['Stream', 'Function'], stream);
    }
  }

  if ((signal && signal.aborted) || (outerSignal && outerSignal.aborted)) {
    process.nextTick(abort);
  }
  return ret;
}

function pipe(src, dst, finish, finishOnlyHandleError, { end }) {
  let ended = false;
  dst.on('close', () => {
    if (!ended) finishOnlyHandleError(new ERR_STREAM_PREMATURE_CLOSE());
  });
  src.pipe(dst, { end: false }); // ending is done here, once the source has ended
  if (end) {
    const endFn = () => {
      ended = true;
      dst.end();
    };
    if (isReadableFinished(src)) process.nextTick(endFn);
    else src.once('end', endFn);
  } else {
    finish();
  }
  eos(src, { readable: true, writable: false }, (err) => {
    const rState = src._readableState;
    if (err && err.code === 'ERR_STREAM_PREMATURE_CLOSE' && rState && rState.ended &&
        !rState.errored && !rState.errorEmitted) {
      // Closed after its last chunk but before 'end' was emitted: wait for that.
      src.once('end', finish).once('error', finish);
    } else {
      finish(err);
    }
  });
  return eos(dst, { readable: false, writable: true }, finish);
}

module.exports = { pipeline, pipelineImpl };
