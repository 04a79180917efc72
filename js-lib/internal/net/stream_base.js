// internal/net/stream_base: the glue between a native io Stream handle
// (internalBinding('io'): onread/readStart/readStop, writeBuffer/writeString returning
// 0 sync / 1 queued / -errno, shutdown) and the stream.Duplex that owns it (net.Socket and
// the classes built on it: tty streams, process stdio pipes). The owner is found from the
// handle through kOwner; the Duplex side provides kUpdateTimer and kAfterAsyncWrite.
'use strict';

const kOwner = Symbol('owner');
const kUpdateTimer = Symbol('kUpdateTimer');
const kAfterAsyncWrite = Symbol('kAfterAsyncWrite');
const kBuffer = Symbol('kBuffer');
const kBufferCb = Symbol('kBufferCb');
const kBufferGen = Symbol('kBufferGen');
const kUserBufferRest = Symbol('kUserBufferRest');
const kUserBufferEnded = Symbol('kUserBufferEnded');
const kBytesRead = Symbol('kBytesRead');
const kBytesWritten = Symbol('kBytesWritten');
const { kTimeout } = require('internal/timers');
const kLastWriteQueueSize = Symbol('lastWriteQueueSize');

const UV_EOF = -4095;
const {
  symbols: { async_id_symbol }, fields: hookCounts, rerunInResource, inHandleCallback,
} = require('internal/async_hooks');

let errors;
function lazyErrors() {
  if (errors === undefined) errors = require('internal/errors');
  return errors;
}

function errnoException(errno, syscall, original) {
  return lazyErrors().errnoException(errno, syscall, original);
}

// handle.onread for every stream handle owned by a Duplex (`this` is the handle).
function onStreamRead(nread, buf) {
  // While a hook is enabled each read runs as the handle's async id.
  if (hookCounts.total > 0 && this[async_id_symbol] > 0 && !inHandleCallback(this)) {
    rerunInResource(this, onStreamRead, nread, buf);
    return;
  }
  const stream = this[kOwner];
  if (stream === undefined || stream === null) return;
  if (nread > 0) {
    stream[kBytesRead] += nread;
    stream[kUpdateTimer]();
    pushRead(this, stream, buf);
    return;
  }
  if (nread === 0) return;
  this.reading = false;
  stream[kUpdateTimer]();
  if (nread !== UV_EOF) {
    stream.destroy(errnoException(nread, 'read'));
    return;
  }
  if (stream.destroyed) return;
  if (stream[kBuffer] !== null && stream[kBuffer] !== undefined) {
    // The `onread` option's consumer sees no data events; end the readable side so
    // 'end' still comes, after any data a pause held back.
    if (stream[kUserBufferRest]) {
      stream[kUserBufferEnded] = true;
      return;
    }
    stream.push(null);
    stream.read(0);
    return;
  }
  if (!stream._readableState.endEmitted) {
    stream.push(null);
    stream.read(0);
  }
}

// A read's data, counted already, handed to the owner.
function pushRead(handle, stream, buf) {
  if (stream.destroyed) return;
  if (stream[kBuffer] !== null && stream[kBuffer] !== undefined) {
    deliverToUserBuffer(handle, stream, buf);
    return;
  }
  if (!stream.push(buf)) stopForBackpressure(handle, stream);
}

// push() said the queue is full: stop asking the OS until _read() is called again.
function stopForBackpressure(handle, stream) {
  handle.reading = false;
  const err = handle.readStop();
  if (err) stream.destroy(errnoException(err, 'read'));
}

// The `onread: { buffer, callback }` option of net.Socket: data is copied into the
// caller's buffer instead of being pushed; callback returning false pauses reading.
// A read fills one buffer at a time, so what is left of a chunk when the callback pauses
// waits for the resume (flushUserBufferRest).
function deliverToUserBuffer(handle, stream, buf) {
  let offset = 0;
  while (offset < buf.length) {
    if (offset > 0 && (!handle.reading || stream.destroyed)) break;
    let target = stream[kBuffer];
    if (typeof target === 'function') target = stream[kBuffer] = target();
    const n = Math.min(target.length, buf.length - offset);
    const view = target instanceof Uint8Array ? target :
      new Uint8Array(target.buffer, target.byteOffset, target.byteLength);
    view.set(buf.subarray(offset, offset + n), 0);
    offset += n;
    const more = stream[kBufferCb](n, target);
    if (typeof stream[kBufferGen] === 'function') stream[kBuffer] = stream[kBufferGen]();
    if (more === false) {
      handle.reading = false;
      handle.readStop();
    }
  }
  stream[kUserBufferRest] = offset < buf.length && !stream.destroyed ? buf.subarray(offset) : null;
}

function flushUserBufferRest(handle, stream) {
  const rest = stream[kUserBufferRest];
  if (!rest || !handle.reading || stream.destroyed) return;
  stream[kUserBufferRest] = null;
  deliverToUserBuffer(handle, stream, rest);
  if (!stream[kUserBufferRest] && stream[kUserBufferEnded]) {
    stream[kUserBufferEnded] = false;
    stream.push(null);
    stream.read(0);
  }
}

function onWriteComplete(stream, status, cb, error) {
  if (stream.destroyed) {
    cb(null);
    return;
  }
  if (status < 0) {
    cb(errnoException(status, 'write', error));
    return;
  }
  stream[kUpdateTimer]();
  stream[kAfterAsyncWrite]();
  cb(null);
}

// One write through the handle. Returns true when the data was queued natively (cb runs
// later), false when it completed (or failed) and cb has already run.
function writeGeneric(stream, data, encoding, cb) {
  const handle = stream._handle;
  const done = (status, error) => onWriteComplete(stream, status, cb, error);
  const r = typeof data === 'string' ?
    handle.writeString(data, encoding, done) :
    handle.writeBuffer(data, done);
  if (r === 0) {
    cb(null);
    return false;
  }
  if (r === 1) return true;
  cb(errnoException(r, 'write'));
  return false;
}

// Writable's _writev chunks as one native write: strings of one encoding are joined,
// anything else becomes a single Buffer.
function writevGeneric(stream, chunks, cb) {
  let allStrings = true;
  const enc = chunks[0].encoding;
  for (let i = 0; i < chunks.length; i++) {
    if (typeof chunks[i].chunk !== 'string' || chunks[i].encoding !== enc) {
      allStrings = false;
      break;
    }
  }
  if (allStrings) {
    let s = '';
    for (let i = 0; i < chunks.length; i++) s += chunks[i].chunk;
    return writeGeneric(stream, s, enc, cb);
  }
  const { Buffer } = require('buffer');
  const list = new Array(chunks.length);
  for (let i = 0; i < chunks.length; i++) {
    const { chunk, encoding } = chunks[i];
    list[i] = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
  }
  return writeGeneric(stream, Buffer.concat(list), 'buffer', cb);
}

const TIMEOUT_MAX = 2 ** 31 - 1;

function getTimerDuration(msecs, name) {
  const { validateNumber } = require('internal/validators');
  validateNumber(msecs, name);
  if (msecs < 0 || !Number.isFinite(msecs)) {
    throw new (lazyErrors().codes.ERR_OUT_OF_RANGE)(name, 'a non-negative finite number', msecs);
  }
  if (msecs > TIMEOUT_MAX) {
    process.emitWarning(`${msecs} does not fit into a 32-bit signed integer.` +
      `\nTimer duration was truncated to ${TIMEOUT_MAX}.`, 'TimeoutOverflowWarning');
    return TIMEOUT_MAX;
  }
  return msecs;
}

// Socket#setTimeout: an unref'd timer re-armed by activity (kUpdateTimer); it emits
// 'timeout' through the stream's _onTimeout.
function setStreamTimeout(msecs, callback) {
  if (this.destroyed) return this;
  this.timeout = msecs;
  msecs = getTimerDuration(msecs, 'msecs');
  const timers = require('internal/timers');
  if (this[kTimeout]) timers.clearTimeout(this[kTimeout]);
  this[kTimeout] = null;
  const { validateFunction } = require('internal/validators');
  if (msecs === 0) {
    if (callback !== undefined) {
      validateFunction(callback, 'callback');
      this.removeListener('timeout', callback);
    }
  } else {
    const t = timers.setTimeout(this._onTimeout.bind(this), msecs);
    t.unref();
    this[kTimeout] = t;
    if (callback !== undefined) {
      validateFunction(callback, 'callback');
      this.once('timeout', callback);
    }
  }
  return this;
}

module.exports = {
  kOwner,
  kUpdateTimer,
  kAfterAsyncWrite,
  kBuffer,
  kBufferCb,
  kBufferGen,
  kUserBufferRest,
  flushUserBufferRest,
  kBytesRead,
  kBytesWritten,
  kTimeout,
  kLastWriteQueueSize,
  UV_EOF,
  onStreamRead,
  pushRead,
  stopForBackpressure,
  writeGeneric,
  writevGeneric,
  setStreamTimeout,
  getTimerDuration,
  errnoException,
};
