'use strict';
// internal/streams/utils: duck-typed questions the stream modules ask about any stream
// (is it a Node stream, a web stream, readable, writable, ended, finished, errored,
// closed, destroyed?) and the marker symbols they share.
//
// Answers come from three places, in this order of trust: an explicit marker symbol set
// by the stream, the public `readable*`/`writable*` getters, and finally the
// `_readableState` / `_writableState` objects. Streams made by hand (legacy `Stream`
// subclasses, user objects with write/pipe) have no state objects; for them most
// questions answer `null` ("cannot tell") rather than a guess.

const kIsDestroyed = Symbol.for('nodejs.stream.destroyed');
const kIsErrored = Symbol('kIsErrored');
const kIsReadable = Symbol('kIsReadable');
const kIsWritable = Symbol('kIsWritable');
const kIsDisturbed = Symbol('kIsDisturbed');
const kOnConstructed = Symbol('kOnConstructed');

const isFn = (v) => typeof v === 'function';

// ---- What kind of object is this? ----------------------------------------------------

// Something with pipe() and on(); a duplex only while its readable side is switched on.
// `strict` also asks for pause()/resume(), which separates real readables from legacy
// emitters that merely have pipe().
function isReadableNodeStream(obj, strict = false) {
  if (!obj || !isFn(obj.pipe) || !isFn(obj.on)) return false;
  if (strict && (!isFn(obj.pause) || !isFn(obj.resume))) return false;
  if (!obj._writableState) return true;
  const rs = obj._readableState;
  return !!rs && rs.readable !== false;
}

// Something with write() and on(); a duplex only while its writable side is switched on.
function isWritableNodeStream(obj) {
  if (!obj || !isFn(obj.write) || !isFn(obj.on)) return false;
  if (!obj._readableState) return true;
  const ws = obj._writableState;
  return !!ws && ws.writable !== false;
}

function isDuplexNodeStream(obj) {
  return !!obj && !!obj._readableState && isFn(obj.pipe) && isFn(obj.on) && isFn(obj.write);
}

function isNodeStream(obj) {
  if (!obj) return false;
  if (obj._readableState || obj._writableState) return true;
  return isFn(obj.on) && (isFn(obj.write) || isFn(obj.pipe));
}

function isReadableStream(obj) {
  return !!obj && !isNodeStream(obj) &&
    isFn(obj.pipeThrough) && isFn(obj.getReader) && isFn(obj.cancel);
}

function isWritableStream(obj) {
  return !!obj && !isNodeStream(obj) && isFn(obj.getWriter) && isFn(obj.abort);
}

function isTransformStream(obj) {
  return !!obj && !isNodeStream(obj) &&
    typeof obj.readable === 'object' && typeof obj.writable === 'object';
}

function isWebStream(obj) {
  return isReadableStream(obj) || isWritableStream(obj) || isTransformStream(obj);
}

// isAsync: true = async iterable only, false = sync iterable only, omitted = either.
function isIterable(obj, isAsync) {
  if (obj === null || obj === undefined) return false;
  const hasAsync = isFn(obj[Symbol.asyncIterator]);
  if (isAsync === true) return hasAsync;
  const hasSync = isFn(obj[Symbol.iterator]);
  if (isAsync === false) return hasSync;
  return hasAsync || hasSync;
}

function isRequest(stream) {
  return !!stream && isFn(stream.setHeader) && isFn(stream.abort);
}

// ---- Progress of each side -------------------------------------------------------------

// A boolean progress flag of a state object, or null when the state does not carry it.
function flag(state, name) {
  return state && typeof state[name] === 'boolean' ? state[name] : null;
}

// "Nothing left to deliver": the side's terminal flag, or (non-strict) ended with an
// empty buffer, which is as good as done for callers that only wait.
function drained(state, doneFlag, strict) {
  return !!(state[doneFlag] || (strict === false && state.ended === true && state.length === 0));
}

function isWritableEnded(stream) {
  if (!isWritableNodeStream(stream)) return null;
  if (stream.writableEnded === true) return true;
  const ws = stream._writableState;
  if (ws && ws.errored) return false;
  return flag(ws, 'ended');
}

function isWritableFinished(stream, strict) {
  if (!isWritableNodeStream(stream)) return null;
  if (stream.writableFinished === true) return true;
  const ws = stream._writableState;
  if (ws && ws.errored) return false;
  if (flag(ws, 'finished') === null) return null;
  return drained(ws, 'finished', strict);
}

function isReadableEnded(stream) {
  if (!isReadableNodeStream(stream)) return null;
  if (stream.readableEnded === true) return true;
  const rs = stream._readableState;
  if (!rs || rs.errored) return false;
  return flag(rs, 'ended');
}

function isReadableFinished(stream, strict) {
  if (!isReadableNodeStream(stream)) return null;
  const rs = stream._readableState;
  if (rs && rs.errored) return false;
  if (flag(rs, 'endEmitted') === null) return null;
  return drained(rs, 'endEmitted', strict);
}

// ---- Overall condition -----------------------------------------------------------------

function isDestroyed(stream) {
  if (!isNodeStream(stream)) return null;
  if (stream.destroyed || stream[kIsDestroyed]) return true;
  const state = stream._writableState || stream._readableState;
  return !!state && !!state.destroyed;
}

// Can data still come out of / go into the stream? A marker symbol overrides the guess.
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

// Done on every side the options do not exclude.
function isFinished(stream, opts) {
  if (!isNodeStream(stream)) return null;
  if (isDestroyed(stream)) return true;
  const checkRead = !opts || opts.readable !== false;
  const checkWrite = !opts || opts.writable !== false;
  return !((checkRead && isReadable(stream)) || (checkWrite && isWritable(stream)));
}

// The error a side holds (the public getter first), or null.
function sideError(stream, getterValue, state) {
  if (!isNodeStream(stream)) return null;
  if (getterValue) return getterValue;
  return state && state.errored != null ? state.errored : null;
}

function isWritableErrored(stream) {
  return sideError(stream, stream && stream.writableErrored, stream && stream._writableState);
}

function isReadableErrored(stream) {
  return sideError(stream, stream && stream.readableErrored, stream && stream._readableState);
}

// null when neither state tracks `closed` (legacy streams cannot tell).
function isClosed(stream) {
  if (!isNodeStream(stream)) return null;
  const ws = stream._writableState;
  const rs = stream._readableState;
  if (flag(ws, 'closed') === null && flag(rs, 'closed') === null) {
    // An http OutgoingMessage has no stream state but says itself whether it closed.
    if (typeof stream.closed === 'boolean' && isOutgoingMessage(stream)) return stream.closed;
    return null;
  }
  return (ws && ws.closed) || (rs && rs.closed);
}

function isOutgoingMessage(stream) {
  return typeof stream._closed === 'boolean' && typeof stream._defaultKeepAlive === 'boolean' &&
    typeof stream._removedConnection === 'boolean' && typeof stream._removedContLen === 'boolean';
}

// Whether a 'close' event is still to come on its own (auto-destroy with emitClose).
function willEmitClose(stream) {
  if (!isNodeStream(stream)) return null;
  const state = stream._writableState || stream._readableState;
  return !!state && !!state.autoDestroy && !!state.emitClose && state.closed === false;
}

function isDisturbed(stream) {
  if (!stream) return false;
  const marked = stream[kIsDisturbed];
  return !!(marked ?? (stream.readableDidRead || stream.readableAborted));
}

// First defined answer wins: marker, public getters, then the state flags.
function isErrored(stream) {
  if (!stream) return false;
  const rs = stream._readableState;
  const ws = stream._writableState;
  return !!(stream[kIsErrored] ?? stream.readableErrored ?? stream.writableErrored ??
    rs?.errorEmitted ?? ws?.errorEmitted ?? rs?.errored ?? ws?.errored);
}

module.exports = {
  kIsDestroyed, kIsErrored, kIsReadable, kIsWritable, kIsDisturbed, kOnConstructed,
  isReadableNodeStream, isWritableNodeStream, isDuplexNodeStream, isNodeStream,
  isReadableStream, isWritableStream, isTransformStream, isWebStream, isIterable,
  isDestroyed, isWritableEnded, isWritableFinished, isReadableEnded, isReadableFinished,
  isReadable, isWritable, isFinished, isWritableErrored, isReadableErrored, isClosed,
  isRequest, willEmitClose, isDisturbed, isErrored,
};
