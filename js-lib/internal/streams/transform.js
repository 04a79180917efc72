'use strict';
// internal/streams/transform: Transform (a Duplex whose writes run through _transform()
// and come out of the readable side; _flush() runs at end) and PassThrough.

const Duplex = require('internal/streams/duplex');
const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');

const kCallback = Symbol('kCallback');

function Transform(options) {
  if (!(this instanceof Transform)) return new Transform(options);
  // With a readable highWaterMark of 0 the writable side must not buffer either, or
  // a transform would run ahead of its reader.
  let opts = options;
  const rhwm = options ? require('internal/streams/state').getHighWaterMark(
    this, options, 'readableHighWaterMark', true) : null;
  if (rhwm === 0) {
    opts = {
      ...options,
      highWaterMark: null,
      readableHighWaterMark: rhwm,
      writableHighWaterMark: options.writableHighWaterMark || 0,
    };
  }
  Duplex.call(this, opts);
  this._readableState.sync = false;
  this[kCallback] = null;
  if (options) {
    if (typeof options.transform === 'function') this._transform = options.transform;
    if (typeof options.flush === 'function') this._flush = options.flush;
  }
  this.on('prefinish', prefinish);
}
Object.setPrototypeOf(Transform.prototype, Duplex.prototype);
Object.setPrototypeOf(Transform, Duplex);

function final(cb) {
  if (typeof this._flush === 'function' && !this.destroyed) {
    this._flush((er, data) => {
      if (er) {
        if (cb) cb(er);
        else this.destroy(er);
        return;
      }
      if (data != null) this.push(data);
      this.push(null);
      if (cb) cb();
    });
  } else {
    this.push(null);
    if (cb) cb();
  }
}

function prefinish() {
  if (this._final !== final) final.call(this);
}

Transform.prototype._final = final;

Transform.prototype._transform = function(chunk, encoding, callback) {
  throw new ERR_METHOD_NOT_IMPLEMENTED('_transform()');
};

Transform.prototype._write = function(chunk, encoding, callback) {
  const rState = this._readableState;
  const wState = this._writableState;
  const length = rState.length;
  this._transform(chunk, encoding, (err, val) => {
    if (err) {
      callback(err);
      return;
    }
    if (val != null) this.push(val);
    if (rState.ended) {
      process.nextTick(callback);
    } else if (wState.ended || length === rState.length || rState.length < rState.highWaterMark) {
      callback();
    } else {
      this[kCallback] = callback;
    }
  });
};

Transform.prototype._read = function() {
  if (this[kCallback]) {
    const callback = this[kCallback];
    this[kCallback] = null;
    callback();
  }
};

function PassThrough(options) {
  if (!(this instanceof PassThrough)) return new PassThrough(options);
  Transform.call(this, options);
}
Object.setPrototypeOf(PassThrough.prototype, Transform.prototype);
Object.setPrototypeOf(PassThrough, Transform);

PassThrough.prototype._transform = function(chunk, encoding, cb) {
  cb(null, chunk);
};

module.exports = { Transform, PassThrough };
