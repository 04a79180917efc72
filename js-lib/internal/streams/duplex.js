'use strict';
// internal/streams/duplex: Duplex = a Readable that also carries Writable's state and
// methods. allowHalfOpen:false ends the writable side once the readable side ends.
// Duplex.from() and Duplex.fromWeb()/toWeb() are not implemented.

const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');

function Duplex(options) {
  if (!(this instanceof Duplex)) return new Duplex(options);
  this._events ??= {
    close: undefined,
    error: undefined,
    prefinish: undefined,
    finish: undefined,
    drain: undefined,
    data: undefined,
    end: undefined,
    readable: undefined,
  };
  Readable.call(this, options);
  Writable.call(this, options);
  if (options) {
    this.allowHalfOpen = options.allowHalfOpen !== false;
    if (options.readable === false) {
      const r = this._readableState;
      r.readable = false;
      r.ended = true;
      r.endEmitted = true;
    }
    if (options.writable === false) {
      const w = this._writableState;
      w.writable = false;
      w.ending = true;
      w.ended = true;
      w.finished = true;
    }
  } else {
    this.allowHalfOpen = true;
  }
}
Object.setPrototypeOf(Duplex.prototype, Readable.prototype);
Object.setPrototypeOf(Duplex, Readable);

for (const key of Object.getOwnPropertyNames(Writable.prototype)) {
  if (key === 'constructor' || key === 'pipe') continue;
  if (Object.prototype.hasOwnProperty.call(Duplex.prototype, key)) continue;
  const d = Object.getOwnPropertyDescriptor(Writable.prototype, key);
  if (key === 'destroy' || !Object.prototype.hasOwnProperty.call(Readable.prototype, key)) {
    Object.defineProperty(Duplex.prototype, key, d);
  }
}
for (const sym of Object.getOwnPropertySymbols(Writable.prototype)) {
  if (!Object.prototype.hasOwnProperty.call(Readable.prototype, sym)) {
    Object.defineProperty(Duplex.prototype, sym, Object.getOwnPropertyDescriptor(Writable.prototype, sym));
  }
}

// Both halves must agree for these.
Object.defineProperty(Duplex.prototype, 'destroyed', {
  __proto__: null,
  configurable: true,
  get() {
    if (this._readableState === undefined || this._writableState === undefined) return false;
    return this._readableState.destroyed && this._writableState.destroyed;
  },
  set(value) {
    if (this._readableState && this._writableState) {
      this._readableState.destroyed = value;
      this._writableState.destroyed = value;
    }
  },
});

Duplex.from = function from(body) {
  const { isNodeStream } = require('internal/streams/utils');
  if (isNodeStream(body)) return body;
  const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');
  throw new ERR_METHOD_NOT_IMPLEMENTED('Duplex.from() for non-stream values');
};

module.exports = Duplex;
