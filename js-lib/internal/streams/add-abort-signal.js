'use strict';
// internal/streams/add-abort-signal: tie a stream's life to an AbortSignal. When the
// signal aborts, the stream is destroyed with an AbortError whose cause is the signal's
// reason. `addAbortSignal` is the public, validating form; stream constructors use
// `addAbortSignalNoValidate` with their `signal` option.

// internal/errors loads on the first error (internal/errors_lazy), keeping it out of start-up.
const { codes, lazyErrors } = require('internal/errors_lazy');
const { isNodeStream, isWebStream } = require('internal/streams/utils');

// Node checks with `in` after a typeof test, so null gets through the typeof test and the
// `in` operator throws a plain TypeError (no code); the same check reproduces that.
function checkSignal(signal, name) {
  if (typeof signal !== 'object' || !('aborted' in signal)) {
    throw new codes.ERR_INVALID_ARG_TYPE(name, 'AbortSignal', signal);
  }
}

function addAbortSignal(signal, stream) {
  checkSignal(signal, 'signal');
  if (!isNodeStream(stream) && !isWebStream(stream)) {
    throw new codes.ERR_INVALID_ARG_TYPE('stream', ['ReadableStream', 'WritableStream', 'Stream'],
      stream);
  }
  return addAbortSignalNoValidate(signal, stream);
}

function addAbortSignalNoValidate(signal, stream) {
  // Anything that does not look like a signal is ignored here; callers validated it.
  if (!signal || typeof signal !== 'object' || !('aborted' in signal)) return stream;
  // A web stream has no destroy(): its controller is errored instead.
  const destroyForAbort = isNodeStream(stream) ? () => {
    stream.destroy(new (lazyErrors().AbortError)(undefined, { cause: signal.reason }));
  } : () => {
    require('internal/webstreams/readablestream').errorWebStream(
      stream, new (lazyErrors().AbortError)(undefined, { cause: signal.reason }));
  };
  if (signal.aborted) {
    destroyForAbort();
    return stream;
  }
  signal.addEventListener('abort', destroyForAbort, { once: true });
  // A long-lived signal must not keep a finished stream (and its listener) alive.
  require('internal/streams/end-of-stream')(stream, () => {
    signal.removeEventListener('abort', destroyForAbort);
  });
  return stream;
}

module.exports = { addAbortSignal, addAbortSignalNoValidate };
