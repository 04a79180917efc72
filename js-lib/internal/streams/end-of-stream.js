'use strict';
// internal/streams/end-of-stream: finished(stream[, options], callback). Calls back once
// the stream is done: 'finish'/'end' (or 'close' after them when the stream will emit
// one), an 'error', or a premature 'close'. Returns a cleanup function.

const { AbortError, codes: { ERR_INVALID_ARG_TYPE, ERR_STREAM_PREMATURE_CLOSE } } =
  require('internal/errors');
const { validateAbortSignal, validateFunction, validateObject, validateBoolean } =
  require('internal/validators');
const {
  isClosed, isReadable, isReadableNodeStream, isReadableFinished, isReadableErrored,
  isWritable, isWritableNodeStream, isWritableFinished, isWritableErrored, isNodeStream,
  willEmitClose: willEmitCloseFn, isRequest,
} = require('internal/streams/utils');

const nop = () => {};

function once(fn) {
  let called = false;
  return function(...args) {
    if (called) return;
    called = true;
    return fn.apply(this, args);
  };
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
  validateAbortSignal(options.signal, 'options.signal');
  callback = once(callback);

  if (!isNodeStream(stream)) {
    throw new ERR_INVALID_ARG_TYPE('stream', ['ReadableStream', 'WritableStream', 'Stream'], stream);
  }

  const readable = options.readable ?? isReadableNodeStream(stream);
  const writable = options.writable ?? isWritableNodeStream(stream);
  let willEmitClose = willEmitCloseFn(stream) &&
    isReadableNodeStream(stream) === readable && isWritableNodeStream(stream) === writable;
  let writableFinished = isWritableFinished(stream, false);
  let readableFinished = isReadableFinished(stream, false);
  const wState = stream._writableState;
  const rState = stream._readableState;

  // A stream that is already done settles on the next tick without listeners; the
  // result (undefined = not settled, null = success, or an error) is fixed now.
  let immediate;
  if (isClosed(stream)) {
    immediate = closeResult(stream, readable, readableFinished, writable, writableFinished);
  } else if ((wState && wState.errorEmitted) || (rState && rState.errorEmitted)) {
    if (!willEmitClose) immediate = erroredResult(stream);
  } else if (!readable && (!willEmitClose || isReadable(stream)) &&
             (writableFinished || isWritable(stream) === false) &&
             (wState == null || wState.pendingcb === undefined || wState.pendingcb === 0)) {
    immediate = erroredResult(stream);
  } else if (!writable && (!willEmitClose || isWritable(stream)) &&
             (readableFinished || isReadable(stream) === false)) {
    immediate = erroredResult(stream);
  } else if (rState && stream.req && stream.aborted) {
    immediate = erroredResult(stream);
  }

  let cleanup = () => {
    callback = nop;
  };
  if (immediate !== undefined) {
    if (options.error !== false) {
      stream.on('error', nop);
      cleanup = () => {
        callback = nop;
        stream.removeListener('error', nop);
      };
    }
  } else if (options.signal && options.signal.aborted) {
    immediate = new AbortError(undefined, { cause: options.signal.reason });
  }
  if (immediate !== undefined) {
    process.nextTick(() => callback.apply(stream, immediate === null ? [] : [immediate]));
    return cleanup;
  }

  callback = once(callback);

  const onlegacyfinish = () => {
    if (!stream.writable) onfinish();
  };
  const onfinish = () => {
    writableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.readable || readable)) return;
    if (!readable || readableFinished) callback.call(stream);
  };
  const onend = () => {
    readableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.writable || writable)) return;
    if (!writable || writableFinished) callback.call(stream);
  };
  const onerror = (err) => {
    callback.call(stream, err);
  };
  const onclose = () => {
    const error = closeResult(stream, readable, readableFinished, writable, writableFinished);
    if (error === null) callback.call(stream);
    else callback.call(stream, error);
  };
  const onrequest = () => {
    stream.req.on('finish', onfinish);
  };

  if (isRequest(stream)) {
    stream.on('complete', onfinish);
    if (!willEmitClose) stream.on('abort', onclose);
    if (stream.req) onrequest();
    else stream.on('request', onrequest);
  } else if (writable && !wState) { // legacy streams
    stream.on('end', onlegacyfinish);
    stream.on('close', onlegacyfinish);
  }
  if (!willEmitClose && typeof stream.aborted === 'boolean') stream.on('aborted', onclose);
  stream.on('end', onend);
  stream.on('finish', onfinish);
  if (options.error !== false) stream.on('error', onerror);
  stream.on('close', onclose);

  cleanup = () => {
    callback = nop;
    stream.removeListener('aborted', onclose);
    stream.removeListener('complete', onfinish);
    stream.removeListener('abort', onclose);
    stream.removeListener('request', onrequest);
    if (stream.req) stream.req.removeListener('finish', onfinish);
    stream.removeListener('end', onlegacyfinish);
    stream.removeListener('close', onlegacyfinish);
    stream.removeListener('finish', onfinish);
    stream.removeListener('end', onend);
    stream.removeListener('error', onerror);
    stream.removeListener('close', onclose);
  };

  if (options.signal) {
    const signal = options.signal;
    const abort = () => {
      const endCallback = callback;
      cleanup();
      endCallback.call(stream, new AbortError(undefined, { cause: signal.reason }));
    };
    signal.addEventListener('abort', abort, { once: true });
    const originalCallback = callback;
    callback = once((...args) => {
      signal.removeEventListener('abort', abort);
      originalCallback.apply(stream, args);
    });
  }
  return cleanup;
}

function erroredResult(stream) {
  const errored = isWritableErrored(stream) || isReadableErrored(stream);
  return (typeof errored !== 'boolean' && errored) || null;
}

// What a 'close' means: the stored error, a premature close of an unfinished side, or
// success.
function closeResult(stream, readable, readableFinished, writable, writableFinished) {
  const errored = erroredResult(stream);
  if (errored) return errored;
  if (readable && !readableFinished && isReadableNodeStream(stream, true) &&
      !isReadableFinished(stream, false)) {
    return new ERR_STREAM_PREMATURE_CLOSE();
  }
  if (writable && !writableFinished && !isWritableFinished(stream, false)) {
    return new ERR_STREAM_PREMATURE_CLOSE();
  }
  return null;
}

function finished(stream, opts) {
  let autoCleanup = false;
  if (opts === null) opts = {};
  if (opts && opts.cleanup) {
    validateBoolean(opts.cleanup, 'cleanup');
    autoCleanup = opts.cleanup;
  }
  return new Promise((resolve, reject) => {
    const cleanup = eos(stream, opts, (err) => {
      if (autoCleanup) cleanup();
      if (err) reject(err);
      else resolve();
    });
  });
}

eos.finished = finished;
module.exports = eos;
