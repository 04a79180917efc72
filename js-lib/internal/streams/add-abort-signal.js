'use strict';
// internal/streams/add-abort-signal: addAbortSignal(signal, stream) destroys the stream
// with an AbortError (cause = signal.reason) when the signal aborts.

const { AbortError, codes: { ERR_INVALID_ARG_TYPE } } = require('internal/errors');
const { validateAbortSignal } = require('internal/validators');
const { isNodeStream } = require('internal/streams/utils');

function addAbortSignal(signal, stream) {
  validateAbortSignal(signal, 'signal');
  if (!isNodeStream(stream)) {
    throw new ERR_INVALID_ARG_TYPE('stream', ['ReadableStream', 'WritableStream', 'Stream'], stream);
  }
  return addAbortSignalNoValidate(signal, stream);
}

function addAbortSignalNoValidate(signal, stream) {
  if (typeof signal !== 'object' || signal === null || !('aborted' in signal)) return stream;
  const onAbort = () => {
    stream.destroy(new AbortError(undefined, { cause: signal.reason }));
  };
  if (signal.aborted) {
    onAbort();
  } else {
    signal.addEventListener('abort', onAbort, { once: true });
    require('internal/streams/end-of-stream')(stream,
      () => signal.removeEventListener('abort', onAbort));
  }
  return stream;
}

module.exports = { addAbortSignal, addAbortSignalNoValidate };
