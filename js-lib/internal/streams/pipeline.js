'use strict';
// internal/streams/pipeline: `pipeline(...stages, callback)` and `pipelineImpl(stages,
// callback, { signal, end })` (the engine behind stream/promises' pipeline).
//
// A pipeline is a chain of stages. The first stage is a Node stream, an (async)
// iterable, or a function returning one; every later stage is a Node stream or a
// function that receives the previous stage as an async iterable (a transform returns
// an async iterable, the last function may instead return a promise whose value
// becomes the pipeline's value). Other values are handed to Duplex.from().
//
// One `Run` object per call tracks the outcome: every link that moves data adds a
// pending "leg"; the run concludes when the last leg is done, or as soon as any leg or
// stage reports an error. On the first error each stage still running is torn down (in
// stage order) and the callback gets that error on the next tick. Premature-close and
// abort errors are "echoes" of tearing down and give way to a real error reported later.
// Links:
//   stream -> stream      src.pipe(dst) with the ending done by us (two legs)
//   iterable -> stream    an async pump with back-pressure (one leg)
//   anything -> function  the function's result; for the last function a PassThrough
//                         stands in as the stream the pipeline returns.
// Web streams as stages are not supported.

// internal/errors loads on the first error (internal/errors_lazy), keeping it out of start-up.
const { codes, lazyErrors } = require('internal/errors_lazy');
const { validateFunction, validateAbortSignal } = require('internal/validators');
const eos = require('internal/streams/end-of-stream');
const utils = require('internal/streams/utils');

let lazyPassThrough;
let lazyReadable;
let lazyDuplex;
let lazyDestroy;

// Errors that merely follow from tearing the pipeline down.
function isEcho(err) {
  return err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.name === 'AbortError';
}

class Run {
  constructor(callback, outerSignal) {
    this.callback = callback;
    this.outerSignal = outerSignal;
    this.inner = new AbortController();
    this.error = undefined;
    this.value = undefined;
    this.legs = 0;
    this.teardowns = [];    // destroy a stage unless it already completed
    this.onSuccess = [];    // detach from a readable last stage the caller keeps using
    this.onOuterAbort = () => {
      const cause = outerSignal && outerSignal.reason;
      this.conclude(new (lazyErrors().AbortError)(undefined, { cause }), false);
    };
  }

  // Registers one more leg; returns its completion function.
  leg() {
    this.legs++;
    return (err) => this.conclude(err, --this.legs === 0);
  }

  // An error that does not complete a leg (late errors, destination closing early).
  report(err) {
    this.conclude(err, false);
  }

  conclude(err, last) {
    if (err && (!this.error || isEcho(this.error))) this.error = err;
    if (!this.error && !last) return;
    const pending = this.teardowns;
    while (pending.length > 0) pending.shift()(this.error);
    if (this.outerSignal) this.outerSignal.removeEventListener('abort', this.onOuterAbort);
    this.inner.abort();
    if (!last) return;
    if (!this.error) for (const fn of this.onSuccess) fn();
    process.nextTick(this.callback, this.error, this.value);
  }

  // Watches a stream for the sides it plays in the chain; a teardown destroys it with the
  // pipeline's error unless it completed cleanly or closed on its own.
  guard(stream, reading, writing) {
    let settled = false;
    stream.on('close', () => {
      settled = true;
    });
    const detach = eos(stream, { readable: reading, writable: writing }, (err) => {
      settled = !err;
    });
    this.teardowns.push((err) => {
      if (settled) return;
      settled = true;
      lazyDestroy ??= require('internal/streams/destroy');
      lazyDestroy.destroyer(stream, err || new codes.ERR_STREAM_DESTROYED('pipe'));
    });
    return detach;
  }
}

// Duplex.from() accepts these; anything else fails with its 'body' error.
function duplexFromAccepts(value) {
  if (typeof value === 'function' || utils.isIterable(value) || utils.isWebStream(value)) {
    return true;
  }
  if (value === null || typeof value !== 'object') return false;
  return typeof value.then === 'function' || typeof value.readable === 'object' ||
    typeof value.writable === 'object' ||
    (typeof Blob === 'function' && value instanceof Blob);
}

function toStream(value) {
  if (!duplexFromAccepts(value)) {
    throw new codes.ERR_INVALID_ARG_TYPE('body', ['Blob', 'ReadableStream', 'WritableStream',
      'Stream', 'Iterable', 'AsyncIterable', 'Function', '{ readable, writable } pair',
      'Promise'], value);
  }
  lazyDuplex ??= require('internal/streams/duplex');
  return lazyDuplex.from(value);
}

async function* readableChunks(stream) {
  lazyReadable ??= require('internal/streams/readable');
  yield* lazyReadable.prototype[Symbol.asyncIterator].call(stream);
}

// A plain object with `readable` and `writable` objects, which Node's duck typing takes for a
// TransformStream (a real TransformStream still goes through Duplex.from() here).
function isReadableWritablePair(value) {
  return utils.isTransformStream(value) && !utils.isReadableStream(value) &&
    !(typeof TransformStream === 'function' && value instanceof TransformStream);
}

// What a function stage receives: the previous stage as an async iterable.
function asIterable(prev) {
  if (isReadableWritablePair(prev)) prev = prev.readable;
  if (utils.isIterable(prev)) return prev;
  if (utils.isReadableNodeStream(prev)) return readableChunks(prev);
  throw new codes.ERR_INVALID_ARG_TYPE('val', ['Readable', 'Iterable', 'AsyncIterable'], prev);
}

// Writes an iterable into a Writable, waiting for 'drain' when it pushes back, then ends
// it (unless told not to) and waits for it to finish. `done` completes the leg.
async function pump(source, dest, done, end) {
  let failure;
  let waiter = null;
  const wake = (err) => {
    if (err) failure = err;
    const w = waiter;
    waiter = null;
    if (w) w();
  };
  const ready = () => new Promise((resolve, reject) => {
    if (failure) {
      reject(failure);
      return;
    }
    waiter = () => (failure ? reject(failure) : resolve());
  });
  dest.on('drain', wake);
  const unwatch = eos(dest, { readable: false }, wake);
  try {
    if (dest.writableNeedDrain) await ready();
    for await (const chunk of source) {
      if (!dest.write(chunk)) await ready();
    }
    if (end) {
      dest.end();
      await ready();
    }
    done();
  } catch (err) {
    done(failure !== err ? lazyErrors().aggregateTwoErrors(failure, err) : err);
  } finally {
    unwatch();
    dest.off('drain', wake);
  }
}

// src.pipe(dst) without pipe()'s own ending, so the end can be tied to 'end' here.
// Uses two legs: the source reaching its end and the destination finishing.
function link(run, src, dst, end) {
  const srcDone = run.leg();
  const dstDone = run.leg();
  let endSent = false;
  dst.on('close', () => {
    if (!endSent) run.report(new codes.ERR_STREAM_PREMATURE_CLOSE());
  });
  src.pipe(dst, { end: false });
  if (end) {
    const sendEnd = () => {
      endSent = true;
      dst.end();
    };
    if (utils.isReadableFinished(src)) process.nextTick(sendEnd);
    else src.once('end', sendEnd);
  } else {
    dstDone();
  }
  eos(src, { readable: true, writable: false }, (err) => {
    const rs = src._readableState;
    const closedBeforeEnd = err && err.code === 'ERR_STREAM_PREMATURE_CLOSE' && rs &&
      rs.ended && !rs.errored && !rs.errorEmitted;
    // All data was pushed and only the 'end' emit is outstanding: wait for it.
    if (closedBeforeEnd) src.once('end', srcDone).once('error', srcDone);
    else srcDone(err);
  });
  return eos(dst, { readable: false, writable: true }, dstDone);
}

// The last stage is a function: run it, and give the pipeline a PassThrough that carries
// its outcome (a promise's value, or what an async iterable yields).
function finalFunctionStage(run, result, end) {
  lazyPassThrough ??= require('internal/streams/transform').PassThrough;
  const out = new lazyPassThrough({ objectMode: true });
  const then = result && result.then;
  if (typeof then === 'function') {
    const done = run.leg();
    then.call(result, (val) => {
      run.value = val;
      if (val != null) out.write(val);
      if (end) out.end();
      process.nextTick(done);
    }, (err) => {
      out.destroy(err);
      process.nextTick(done, err);
    });
  } else if (utils.isIterable(result, true)) {
    pump(result, out, run.leg(), end);
  } else {
    throw new codes.ERR_INVALID_RETURN_VALUE('AsyncIterable or Promise', 'destination', result);
  }
  return out;
}

function pipelineImpl(stages, callback, opts) {
  if (stages.length === 1 && Array.isArray(stages[0])) stages = stages[0];
  if (stages.length < 2) throw new codes.ERR_MISSING_ARGS('streams');

  const outerSignal = opts && opts.signal;
  const run = new Run(callback, outerSignal);
  validateAbortSignal(outerSignal, 'options.signal');
  if (outerSignal) outerSignal.addEventListener('abort', run.onOuterAbort, { once: true });
  const fnOptions = { signal: run.inner.signal };

  const lastIndex = stages.length - 1;
  let prev;
  for (let i = 0; i <= lastIndex; i++) {
    let stage = stages[i];
    const isLast = i === lastIndex;
    const end = !isLast || !opts || opts.end !== false;
    if (i === 0 && isReadableWritablePair(stage)) {
      // Node takes a { readable, writable } object for a TransformStream and reads its
      // `readable` side directly (no Duplex.from(), no piping).
      prev = stage;
      continue;
    }
    if (typeof stage !== 'function' && !utils.isNodeStream(stage) && !utils.isWebStream(stage) &&
        !(i === 0 && utils.isIterable(stage))) {
      // Any other value (a string, a promise) replaces the chain's output with
      // Duplex.from(value), as in Node: nothing is piped into it and the run does not watch
      // it, so the stages before it are left unconsumed.
      prev = toStream(stage);
      continue;
    }
    if (typeof stage !== 'function' && !utils.isNodeStream(stage) &&
        !(i === 0 && utils.isIterable(stage))) {
      stage = toStream(stage);
    }

    if (utils.isNodeStream(stage)) {
      const following = isLast ? null : stages[i + 1];
      if (following && (following.closed || following.destroyed)) {
        throw new codes.ERR_STREAM_UNABLE_TO_PIPE();
      }
      // A readable last stage outlives the pipeline; forget it once all went well.
      const keptByCaller = isLast && utils.isReadable(stage);
      if (end) {
        const detach = run.guard(stage, !isLast, i > 0);
        if (keptByCaller) run.onSuccess.push(detach);
      }
      // Later errors of a stage fail the run even after its data moved on.
      const onStageError = (err) => {
        if (err && !isEcho(err)) run.report(err);
      };
      stage.on('error', onStageError);
      if (keptByCaller) run.onSuccess.push(() => stage.removeListener('error', onStageError));
    }

    if (i === 0) {
      if (typeof stage === 'function') {
        prev = stage(fnOptions);
        if (!utils.isIterable(prev)) {
          throw new codes.ERR_INVALID_RETURN_VALUE('Iterable, AsyncIterable or Stream', 'source',
            prev);
        }
      } else if (utils.isIterable(stage) || utils.isReadableNodeStream(stage)) {
        prev = stage;
      } else {
        // A write-only first stage still goes through Duplex.from(), so the checks on
        // later stages (a closed next stage, what can be piped) report as Node does.
        lazyDuplex ??= require('internal/streams/duplex');
        prev = lazyDuplex.from(stage);
      }
    } else if (typeof stage === 'function') {
      const result = stage(asIterable(prev), fnOptions);
      if (!isLast) {
        if (!utils.isIterable(result, true)) {
          throw new codes.ERR_INVALID_RETURN_VALUE('AsyncIterable', `transform[${i - 1}]`, result);
        }
        prev = result;
      } else {
        prev = finalFunctionStage(run, result, end);
        const detach = run.guard(prev, false, true);
        run.onSuccess.push(detach);
      }
    } else {
      if (utils.isReadableNodeStream(prev)) {
        const detach = link(run, prev, stage, end);
        if (isLast && utils.isReadable(stage)) run.onSuccess.push(detach);
      } else if (utils.isIterable(prev)) {
        pump(prev, stage, run.leg(), end);
      } else if (isReadableWritablePair(prev)) {
        pump(prev.readable, stage, run.leg(), end);
      } else {
        throw new codes.ERR_INVALID_ARG_TYPE('val',
          ['Readable', 'Iterable', 'AsyncIterable', 'ReadableStream', 'TransformStream'], prev);
      }
      prev = stage;
    }
  }

  if (run.inner.signal.aborted || (outerSignal && outerSignal.aborted)) {
    process.nextTick(run.onOuterAbort);
  }
  return prev;
}

function pipeline(...stages) {
  const callback = stages[stages.length - 1];
  validateFunction(callback, 'streams[stream.length - 1]');
  stages.pop();
  return pipelineImpl(stages, callback);
}

module.exports = { pipeline, pipelineImpl };
