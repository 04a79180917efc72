'use strict';
// internal/streams/state: highWaterMark handling shared by Readable, Writable and
// Transform: the process-wide defaults (bytes vs objectMode) and reading the option.

// internal/errors loads on the first error (internal/errors_lazy), keeping it out of start-up.
const { codes } = require('internal/errors_lazy');
const { validateInteger } = require('internal/validators');

// [byte streams, objectMode streams]; changed by stream.setDefaultHighWaterMark().
const defaults = [64 * 1024, 16];

function getDefaultHighWaterMark(objectMode) {
  return defaults[objectMode ? 1 : 0];
}

function setDefaultHighWaterMark(objectMode, value) {
  validateInteger(value, 'value', 0);
  defaults[objectMode ? 1 : 0] = value;
}

// options.highWaterMark wins; a Duplex half may instead use its own key
// (readableHighWaterMark / writableHighWaterMark). Otherwise the default for the
// state's mode applies. A bad value is reported under the half's key for Duplex halves.
function getHighWaterMark(state, options, duplexKey, isDuplex) {
  const given = options.highWaterMark ?? (isDuplex ? options[duplexKey] : undefined);
  if (given == null) return getDefaultHighWaterMark(state.objectMode);
  if (Number.isInteger(given) && given >= 0) return given;
  const name = isDuplex ? `options.${duplexKey}` : 'options.highWaterMark';
  throw new codes.ERR_INVALID_ARG_VALUE(name, given);
}

// A function that Writable.prototype.write tries first (an own property of process.stdout/
// stderr over a pipe; net.Socket.prototype's for Buffer writes), so the stream keeps the
// write method every Writable has (libraries such as pino compare it with the prototype's
// to see whether stdout was patched). It returns write()'s answer, or undefined to go the
// ordinary way.
const kDirectWrite = Symbol('kDirectWrite');
// Writable.prototype[kOrdinaryWrite](chunk, encoding, cb): write() without the kDirectWrite
// hook, for a hook that wrote part of a chunk itself.
const kOrdinaryWrite = Symbol('kOrdinaryWrite');
// Readable[kPushToDataConsumer](stream, chunk, readsOn): push() for a socket's reads when
// the chunk goes straight to a flowing 'data' consumer (internal/streams/readable).
const kPushToDataConsumer = Symbol('kPushToDataConsumer');

module.exports = {
  getHighWaterMark, getDefaultHighWaterMark, setDefaultHighWaterMark, kDirectWrite, kOrdinaryWrite,
  kPushToDataConsumer,
};
