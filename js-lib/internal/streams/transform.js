'use strict';
// internal/streams/transform: Transform and PassThrough.
//
// A Transform is a Duplex whose writable half feeds _transform(chunk, encoding, done)
// and whose readable half carries what done(err, output) or this.push() produce.
// Back-pressure: a write's callback is held while the readable buffer is at or above
// its highWaterMark, and released by the next _read(). At end of input _flush() (when
// given) may emit trailing output before the readable side ends.

const Duplex = require('internal/streams/duplex');
const { getHighWaterMark } = require('internal/streams/state');
// internal/errors loads on the first error (internal/errors_lazy), keeping it out of start-up.
const { codes } = require('internal/errors_lazy');

// The callback of the write that is waiting for the reader to catch up.
const kHeldWrite = Symbol('kHeldWrite');

function Transform(options) {
  if (!(this instanceof Transform)) return new Transform(options);
  Duplex.call(this, unbufferedIfReaderUnbuffered(this, options));
  // Output is pushed from inside write callbacks, never from a synchronous _read(),
  // so 'readable' must not be deferred as if the push happened during read().
  this._readableState.sync = false;
  this[kHeldWrite] = null;
  if (typeof options?.transform === 'function') this._transform = options.transform;
  if (typeof options?.flush === 'function') this._flush = options.flush;
  // A user-supplied _final replaces ours; then flushing starts from 'prefinish'.
  this.on('prefinish', flushIfFinalReplaced);
}
Object.setPrototypeOf(Transform.prototype, Duplex.prototype);
Object.setPrototypeOf(Transform, Duplex);

// A reader that wants no buffering (readableHighWaterMark 0) would be defeated by a
// buffering writable half, so that half defaults to 0 as well.
function unbufferedIfReaderUnbuffered(stream, options) {
  if (!options) return options;
  if (getHighWaterMark(stream, options, 'readableHighWaterMark', true) !== 0) return options;
  return {
    ...options,
    highWaterMark: null,
    readableHighWaterMark: 0,
    writableHighWaterMark: options.writableHighWaterMark || 0,
  };
}

// Runs _flush (unless missing or already destroyed), pushes its output and then EOF.
// `done` is the _final callback; without one a flush error destroys the stream.
function finishOutput(stream, done) {
  const closeReadable = () => {
    stream.push(null);
    if (done) done();
  };
  if (typeof stream._flush !== 'function' || stream.destroyed) {
    closeReadable();
    return;
  }
  stream._flush((err, output) => {
    if (err) {
      if (done) done(err);
      else stream.destroy(err);
      return;
    }
    if (output != null) stream.push(output);
    closeReadable();
  });
}

// Named `final` because the name is visible (Transform.prototype._final.name).
function final(callback) {
  finishOutput(this, callback);
}

function flushIfFinalReplaced() {
  if (this._final !== final) finishOutput(this);
}

Transform.prototype._final = final;

Transform.prototype._transform = function(chunk, encoding, callback) {
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('_transform()');
};

Transform.prototype._write = function(chunk, encoding, callback) {
  const out = this._readableState;
  const lengthBefore = out.length;
  this._transform(chunk, encoding, (err, output) => {
    if (err) {
      callback(err);
      return;
    }
    if (output != null) this.push(output);
    if (out.ended) {
      // Nobody will _read() again; complete the write asynchronously as usual.
      process.nextTick(callback);
      return;
    }
    const producedOutput = out.length !== lengthBefore;
    const readerIsFull = out.length >= out.highWaterMark;
    if (producedOutput && readerIsFull && !this._writableState.ended) {
      this[kHeldWrite] = callback;
    } else {
      callback();
    }
  });
};

// The reader wants more: let the held write (if any) complete.
Transform.prototype._read = function() {
  const held = this[kHeldWrite];
  if (held !== null) {
    this[kHeldWrite] = null;
    held();
  }
};

function PassThrough(options) {
  if (!(this instanceof PassThrough)) return new PassThrough(options);
  Transform.call(this, options);
}
Object.setPrototypeOf(PassThrough.prototype, Transform.prototype);
Object.setPrototypeOf(PassThrough, Transform);

PassThrough.prototype._transform = function(chunk, encoding, callback) {
  callback(null, chunk);
};

module.exports = { Transform, PassThrough };
