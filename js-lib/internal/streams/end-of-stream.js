'use strict';
// internal/streams/end-of-stream: `finished(stream[, options], callback)` (exported as
// the module itself, also known as eos) and its promise form `.finished`.
//
// A call answers one question: "is this stream done, and how did it end?". The answer
// is a verdict: `null` for a clean end, an Error (the stream's own error, a premature
// close or an AbortError) otherwise. It is reached in one of three ways:
//   1. the stream is already settled when we look at it: the verdict is fixed right away
//      and delivered on the next tick, without watching the stream;
//   2. the stream is watched through a table of listeners ('end', 'finish', 'error',
//      'close', plus request/legacy extras) until one of them settles it;
//   3. options.signal aborts first.
// The callback runs at most once, with `this` set to the stream. Settling does not detach
// the listeners (late errors stay swallowed); the returned function does.

// internal/errors loads on the first error (internal/errors_lazy), keeping it out of start-up.
const { codes, lazyErrors } = require('internal/errors_lazy');
const { validateAbortSignal, validateFunction, validateObject, validateBoolean } =
  require('internal/validators');
const utils = require('internal/streams/utils');

const ignore = () => {};

// A callback wrapper that lets only the first call through and can be disarmed.
function oneShot(fn, stream) {
  let target = fn;
  const fire = (err) => {
    const f = target;
    target = null;
    if (f === null) return;
    if (err === undefined || err === null) f.call(stream);
    else f.call(stream, err);
  };
  fire.disarm = () => { target = null; };
  fire.armed = () => target !== null;
  return fire;
}

// The error a stream is holding, or null when it holds none (the `errored` getters may
// report `true` without an object; that alone is not an error to hand out).
function heldError(stream) {
  const held = utils.isWritableErrored(stream) || utils.isReadableErrored(stream);
  return typeof held === 'boolean' || !held ? null : held;
}

// What a 'close' (or an already-closed stream) means for the sides we watch: the held
// error first, then a premature close for a watched side that never completed.
function verdictAtClose(stream, watch) {
  const held = heldError(stream);
  if (held) return held;
  if (watch.read && !watch.readDone && utils.isReadableNodeStream(stream, true) &&
      !utils.isReadableFinished(stream, false)) {
    return new codes.ERR_STREAM_PREMATURE_CLOSE();
  }
  if (watch.write && !watch.writeDone && !utils.isWritableFinished(stream, false)) {
    return new codes.ERR_STREAM_PREMATURE_CLOSE();
  }
  return null;
}

// Returns the verdict when the stream is already settled, undefined when it must be
// watched.
function verdictNow(stream, watch) {
  if (utils.isClosed(stream)) return verdictAtClose(stream, watch);
  const ws = stream._writableState;
  const rs = stream._readableState;
  if ((ws && ws.errorEmitted) || (rs && rs.errorEmitted)) {
    // The error went out already; a coming 'close' still has to be waited for.
    return watch.closeComing ? undefined : heldError(stream);
  }
  const writeSideQuiet = watch.writeDone || utils.isWritable(stream) === false;
  const readSideQuiet = watch.readDone || utils.isReadable(stream) === false;
  const noPendingWrites = !ws || ws.pendingcb === undefined || ws.pendingcb === 0;
  // Only one side is of interest, and it is over. When a 'close' will follow we wait for
  // it, unless the other side keeps the stream open (then no close comes soon).
  if (!watch.read && writeSideQuiet && noPendingWrites &&
      (!watch.closeComing || utils.isReadable(stream))) {
    return heldError(stream);
  }
  if (!watch.write && readSideQuiet &&
      (!watch.closeComing || utils.isWritable(stream))) {
    return heldError(stream);
  }
  // An aborted incoming HTTP message never ends by itself.
  if (rs && stream.req && stream.aborted) return heldError(stream);
  return undefined;
}

// Builds the listener table for a stream that is still running. Each entry is
// [emitter, event, handler]; `settle` receives the verdict.
function buildListeners(stream, watch, options, settle) {
  const table = [];
  const add = (emitter, event, handler) => {
    emitter.on(event, handler);
    table.push([emitter, event, handler]);
  };

  // A finished side settles unless a 'close' is on its way (then 'close' decides) or
  // the other side we watch is still going.
  const sideFinished = (otherSideOpen, watchingOther, otherDone) => {
    if (stream.destroyed) watch.closeComing = false;
    if (watch.closeComing && (!otherSideOpen || watchingOther)) return;
    if (!watchingOther || otherDone) settle(null);
  };
  const onFinish = () => {
    watch.writeDone = true;
    sideFinished(stream.readable, watch.read, watch.readDone);
  };
  const onEnd = () => {
    watch.readDone = true;
    sideFinished(stream.writable, watch.write, watch.writeDone);
  };
  const onClose = () => settle(verdictAtClose(stream, watch));
  const onError = (err) => settle(err);

  if (utils.isRequest(stream)) {
    // Outgoing HTTP request: 'complete' is its finish, its socket request finishes too.
    add(stream, 'complete', onFinish);
    if (!watch.closeComing) add(stream, 'abort', onClose);
    const hookReq = () => add(stream.req, 'finish', onFinish);
    if (stream.req) hookReq();
    else add(stream, 'request', hookReq);
  } else if (watch.write && !stream._writableState) {
    // Old-style stream without state: it is done once it says it is no longer writable.
    const legacyDone = () => {
      if (!stream.writable) onFinish();
    };
    add(stream, 'end', legacyDone);
    add(stream, 'close', legacyDone);
  }
  if (!watch.closeComing && typeof stream.aborted === 'boolean') {
    add(stream, 'aborted', onClose);
  }
  add(stream, 'end', onEnd);
  add(stream, 'finish', onFinish);
  if (options.error !== false) add(stream, 'error', onError);
  add(stream, 'close', onClose);
  return table;
}

// Web streams (ReadableStream, WritableStream) expose, under this registry symbol, a
// { promise } that settles when they close (fulfilled) or error (rejected).
const kIsClosedPromise = Symbol.for('nodejs.webstream.isClosedPromise');

function eosWeb(stream, closed, signal, callback) {
  const fire = oneShot(callback, stream);
  let onAbort;
  if (signal !== undefined) {
    onAbort = () => fire(new (lazyErrors().AbortError)(undefined, { cause: signal.reason }));
    if (signal.aborted) {
      process.nextTick(onAbort);
    } else {
      signal.addEventListener('abort', onAbort, { once: true });
    }
  }
  const done = (err) => {
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
    process.nextTick(fire, err);
  };
  closed.then(() => done(null), done);
  const cleanup = () => {
    fire.disarm();
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
  };
  return cleanup;
}

function eos(stream, options, callback) {
  if (arguments.length === 2) {
    callback = options;
    options = {};
  } else if (options == null) {
    options = {};
  } else {
    validateObject(options, 'options');
  }
  validateFunction(callback, 'callback');
  const signal = options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (!utils.isNodeStream(stream)) {
    const closed = stream != null && stream[kIsClosedPromise];
    if (closed !== undefined && closed !== null && typeof closed === 'object') {
      return eosWeb(stream, closed.promise, signal, callback);
    }
    throw new codes.ERR_INVALID_ARG_TYPE('stream', ['ReadableStream', 'WritableStream', 'Stream'],
      stream);
  }

  const read = options.readable ?? utils.isReadableNodeStream(stream);
  const write = options.writable ?? utils.isWritableNodeStream(stream);
  const watch = {
    read,
    write,
    readDone: utils.isReadableFinished(stream, false),
    writeDone: utils.isWritableFinished(stream, false),
    // A 'close' is only worth waiting for when we watch exactly the sides the stream has.
    closeComing: utils.willEmitClose(stream) &&
      utils.isReadableNodeStream(stream) === read && utils.isWritableNodeStream(stream) === write,
  };
  const fire = oneShot(callback, stream);

  const early = verdictNow(stream, watch);
  if (early !== undefined) {
    // Settled already: keep a later 'error' from going uncaught, as the watching path
    // would, and answer asynchronously.
    let swallow = null;
    if (options.error !== false) {
      swallow = ignore;
      stream.on('error', swallow);
    }
    process.nextTick(fire, early);
    const cleanup = () => {
      fire.disarm();
      if (swallow) stream.removeListener('error', swallow);
    };
    return cleanup;
  }
  if (signal && signal.aborted) {
    process.nextTick(fire, new (lazyErrors().AbortError)(undefined, { cause: signal.reason }));
    const cleanup = () => fire.disarm();
    return cleanup;
  }

  let onAbort = null;
  const settle = (verdict) => {
    if (onAbort) signal.removeEventListener('abort', onAbort);
    fire(verdict);
  };
  const table = buildListeners(stream, watch, options, settle);
  // Node names the returned function `cleanup`; callers can see the name.
  const cleanup = () => {
    fire.disarm();
    for (const [emitter, event, handler] of table) emitter.removeListener(event, handler);
  };
  if (signal) {
    onAbort = () => {
      // Detach before answering so nothing the abort triggers can answer first. A caller
      // that detached earlier gets no answer.
      const armed = fire.armed();
      cleanup();
      if (armed) {
        callback.call(stream, new (lazyErrors().AbortError)(undefined, { cause: signal.reason }));
      }
    };
    signal.addEventListener('abort', onAbort, { once: true });
  }
  return cleanup;
}

// Promise form. `cleanup: true` detaches the listeners once settled.
function finished(stream, options) {
  if (options === null) options = {};
  let detachWhenDone = false;
  if (options && options.cleanup) {
    validateBoolean(options.cleanup, 'cleanup');
    detachWhenDone = options.cleanup;
  }
  return new Promise((resolve, reject) => {
    const detach = eos(stream, options, (err) => {
      if (detachWhenDone) detach();
      if (err) reject(err);
      else resolve();
    });
  });
}

eos.finished = finished;
module.exports = eos;
