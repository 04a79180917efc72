'use strict';
// internal/streams/utils: the duck-typed predicates shared by the stream modules
// (isReadable, isWritable, isErrored, isFinished, ...) and the symbols they agree on.
// They read the `_readableState`/`_writableState` objects when present and fall back to
// the public getters, so legacy and user-made streams are recognised too.

const kIsDestroyed = Symbol.for('nodejs.stream.destroyed');
const kIsErrored = Symbol('kIsErrored');
const kIsReadable = Symbol('kIsReadable');
const kIsWritable = Symbol('kIsWritable');
const kIsDisturbed = Symbol('kIsDisturbed');
const kOnConstructed = Symbol('kOnConstructed');

function isReadableNodeStream(obj, strict = false) {
  return !!(obj && typeof obj.pipe === 'function' && typeof obj.on === 'function' &&
    (!strict || (typeof obj.pause === 'function' && typeof obj.resume === 'function')) &&
    (!obj._writableState || (obj._readableState && obj._readableState.readable !== false)));
}

function isWritableNodeStream(obj) {
  return !!(obj && typeof obj.write === 'function' && typeof obj.on === 'function' &&
    (!obj._readableState || (obj._writableState && obj._writableState.writable !== false)));
}

function isDuplexNodeStream(obj) {
  return !!(obj && typeof obj.pipe === 'function' && obj._readableState &&
    typeof obj.on === 'function' && typeof obj.write === 'function');
}

function isNodeStream(obj) {
  return !!(obj && (obj._readableState || obj._writableState ||
    (typeof obj.on === 'function' &&
      (typeof obj.write === 'function' || typeof obj.pipe === 'function'))));
}

function isReadableStream(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.pipeThrough === 'function' &&
    typeof obj.getReader === 'function' && typeof obj.cancel === 'function');
}

function isWritableStream(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.getWriter === 'function' &&
    typeof obj.abort === 'function');
}

function isTransformStream(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.readable === 'object' &&
    typeof obj.writable === 'object');
}

function isWebStream(obj) {
  return isReadableStream(obj) || isWritableStream(obj) || isTransformStream(obj);
}

function isIterable(obj, isAsync) {
  if (obj == null) return false;
  if (isAsync === true) return typeof obj[Symbol.asyncIterator] === 'function';
  if (isAsync === false) return typeof obj[Symbol.iterator] === 'function';
  return typeof obj[Symbol.asyncIterator] === 'function' ||
    typeof obj[Symbol.iterator] === 'function';
}

function isDestroyed(stream) {
  if (!isNodeStream(stream)) return null;
  const state = stream._writableState || stream._readableState;
  return !!(stream.destroyed || stream[kIsDestroyed] || (state && state.destroyed));
}

function isWritableEnded(stream) {
  if (!isWritableNodeStream(stream)) return null;
  if (stream.writableEnded === true) return true;
  const w = stream._writableState;
  if (w && w.errored) return false;
  if (!w || typeof w.ended !== 'boolean') return null;
  return w.ended;
}

function isWritableFinished(stream, strict) {
  if (!isWritableNodeStream(stream)) return null;
  if (stream.writableFinished === true) return true;
  const w = stream._writableState;
  if (w && w.errored) return false;
  if (!w || typeof w.finished !== 'boolean') return null;
  return !!(w.finished || (strict === false && w.ended === true && w.length === 0));
}

function isReadableEnded(stream) {
  if (!isReadableNodeStream(stream)) return null;
  if (stream.readableEnded === true) return true;
  const r = stream._readableState;
  if (!r || r.errored) return false;
  if (typeof r.ended !== 'boolean') return null;
  return r.ended;
}

function isReadableFinished(stream, strict) {
  if (!isReadableNodeStream(stream)) return null;
  const r = stream._readableState;
  if (r && r.errored) return false;
  if (!r || typeof r.endEmitted !== 'boolean') return null;
  return !!(r.endEmitted || (strict === false && r.ended === true && r.length === 0));
}

function isReadable(stream) {
  if (stream && stream[kIsReadable] != null) return stream[kIsReadable];
  if (!stream || typeof stream.readable !== 'boolean') return null;
  if (isDestroyed(stream)) return false;
  return isReadableNodeStream(stream) && stream.readable && !isReadableFinished(stream);
}

function isWritable(stream) {
  if (stream && stream[kIsWritable] != null) return stream[kIsWritable];
  if (!stream || typeof stream.writable !== 'boolean') return null;
  if (isDestroyed(stream)) return false;
  return isWritableNodeStream(stream) && stream.writable && !isWritableEnded(stream);
}

function isFinished(stream, opts) {
  if (!isNodeStream(stream)) return null;
  if (isDestroyed(stream)) return true;
  if ((!opts || opts.readable !== false) && isReadable(stream)) return false;
  if ((!opts || opts.writable !== false) && isWritable(stream)) return false;
  return true;
}

function isWritableErrored(stream) {
  if (!isNodeStream(stream)) return null;
  if (stream.writableErrored) return stream.writableErrored;
  const w = stream._writableState;
  return w && w.errored != null ? w.errored : null;
}

function isReadableErrored(stream) {
  if (!isNodeStream(stream)) return null;
  if (stream.readableErrored) return stream.readableErrored;
  const r = stream._readableState;
  return r && r.errored != null ? r.errored : null;
}

function isClosed(stream) {
  if (!isNodeStream(stream)) return null;
  const w = stream._writableState;
  const r = stream._readableState;
  if ((w && typeof w.closed === 'boolean') || (r && typeof r.closed === 'boolean')) {
    return (w && w.closed) || (r && r.closed);
  }
  return null;
}

function isRequest(stream) {
  return !!(stream && typeof stream.setHeader === 'function' && typeof stream.abort === 'function');
}

function willEmitClose(stream) {
  if (!isNodeStream(stream)) return null;
  const state = stream._writableState || stream._readableState;
  return !!(state && state.autoDestroy && state.emitClose && state.closed === false);
}

function isDisturbed(stream) {
  return !!(stream && (stream[kIsDisturbed] ??
    (stream.readableDidRead || stream.readableAborted)));
}

function isErrored(stream) {
  return !!(stream && (stream[kIsErrored] ?? stream.readableErrored ?? stream.writableErrored ??
    stream._readableState?.errorEmitted ?? stream._writableState?.errorEmitted ??
    stream._readableState?.errored ?? stream._writableState?.errored));
}

module.exports = {
  kIsDestroyed, kIsErrored, kIsReadable, kIsWritable, kIsDisturbed, kOnConstructed,
  isReadableNodeStream, isWritableNodeStream, isDuplexNodeStream, isNodeStream,
  isReadableStream, isWritableStream, isTransformStream, isWebStream, isIterable,
  isDestroyed, isWritableEnded, isWritableFinished, isReadableEnded, isReadableFinished,
  isReadable, isWritable, isFinished, isWritableErrored, isReadableErrored, isClosed,
  isRequest, willEmitClose, isDisturbed, isErrored,
};
