'use strict';
// internal/streams/writable: the Writable class. One _write() (or _writev() for a batch)
// runs at a time; later writes queue in state.buffered until its callback. write()
// returns false once state.length reaches the highWaterMark and 'drain' follows when the
// queue empties. end() → _final() → 'prefinish' → 'finish' → (autoDestroy) 'close'.
// Callbacks of synchronous _write()s are deferred to one nextTick, as in Node.

const { Buffer } = require('buffer');
const { Stream } = require('internal/streams/legacy');
const destroyImpl = require('internal/streams/destroy');
const { getHighWaterMark, getDefaultHighWaterMark } = require('internal/streams/state');
const { codes: {
  ERR_INVALID_ARG_TYPE, ERR_METHOD_NOT_IMPLEMENTED, ERR_MULTIPLE_CALLBACK,
  ERR_STREAM_ALREADY_FINISHED, ERR_STREAM_DESTROYED, ERR_STREAM_NULL_VALUES,
  ERR_STREAM_WRITE_AFTER_END, ERR_UNKNOWN_ENCODING,
} } = require('internal/errors');

const { errorOrDestroy } = destroyImpl;
const kOnFinished = Symbol('kOnFinished');
const nop = () => {};

let Duplex;
function isDuplexInstance(stream) {
  Duplex ??= require('internal/streams/duplex');
  return stream instanceof Duplex;
}

function WritableState(options, stream, isDuplex) {
  if (typeof isDuplex !== 'boolean') isDuplex = isDuplexInstance(stream);
  this.objectMode = !!(options && options.objectMode);
  if (isDuplex) this.objectMode = this.objectMode || !!(options && options.writableObjectMode);
  this.highWaterMark = options ?
    getHighWaterMark(this, options, 'writableHighWaterMark', isDuplex) :
    getDefaultHighWaterMark(this.objectMode);
  this.finalCalled = false;
  this.needDrain = false;
  this.ending = false;
  this.ended = false;
  this.finished = false;
  this.destroyed = false;
  this.decodeStrings = !(options && options.decodeStrings === false);
  const enc = options && options.defaultEncoding;
  if (enc != null && enc !== 'utf8' && enc !== 'utf-8' && !Buffer.isEncoding(enc)) {
    throw new ERR_UNKNOWN_ENCODING(enc);
  }
  this.defaultEncoding = enc == null || enc === 'utf-8' ? 'utf8' : enc;
  this.length = 0;
  this.writing = false;
  this.corked = 0;
  this.sync = true;
  this.bufferProcessing = false;
  this.onwrite = onwrite.bind(undefined, stream);
  this.writecb = null;
  this.writelen = 0;
  this.afterWriteTickInfo = null;
  this.afterWritePending = false;
  resetBuffer(this);
  this.pendingcb = 0;
  this.constructed = true;
  this.prefinished = false;
  this.errorEmitted = false;
  this.emitClose = !options || options.emitClose !== false;
  this.autoDestroy = !options || options.autoDestroy !== false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  this[kOnFinished] = [];
}

function resetBuffer(state) {
  state.buffered = [];
  state.bufferedIndex = 0;
  state.allBuffers = true;
  state.allNoop = true;
}

WritableState.prototype.getBuffer = function() {
  return this.buffered.slice(this.bufferedIndex);
};
Object.defineProperty(WritableState.prototype, 'bufferedRequestCount', {
  __proto__: null,
  get() {
    return this.buffered.length - this.bufferedIndex;
  },
});

function Writable(options) {
  const isDuplex = isDuplexInstance(this);
  if (!isDuplex && !(this instanceof Writable)) return new Writable(options);
  this._events ??= {
    close: undefined,
    error: undefined,
    prefinish: undefined,
    finish: undefined,
    drain: undefined,
  };
  this._writableState = new WritableState(options, this, isDuplex);
  if (options) {
    if (typeof options.write === 'function') this._write = options.write;
    if (typeof options.writev === 'function') this._writev = options.writev;
    if (typeof options.destroy === 'function') this._destroy = options.destroy;
    if (typeof options.final === 'function') this._final = options.final;
    if (typeof options.construct === 'function') this._construct = options.construct;
    if (options.signal) require('internal/streams/add-abort-signal').addAbortSignal(options.signal, this);
  }
  Stream.call(this, options);
  if (typeof this._construct === 'function') {
    destroyImpl.construct(this, () => {
      const state = this._writableState;
      if (!state.writing) clearBuffer(this, state);
      finishMaybe(this, state);
    });
  }
}
Object.setPrototypeOf(Writable.prototype, Stream.prototype);
Object.setPrototypeOf(Writable, Stream);
Writable.WritableState = WritableState;

Object.defineProperty(Writable, Symbol.hasInstance, {
  __proto__: null,
  value(object) {
    if (Function.prototype[Symbol.hasInstance].call(this, object)) return true;
    if (this !== Writable) return false;
    return !!(object && object._writableState instanceof WritableState);
  },
});

Writable.prototype.pipe = function() {
  errorOrDestroy(this, new (require('internal/errors').codes.ERR_STREAM_CANNOT_PIPE)());
};

function writeImpl(stream, chunk, encoding, cb) {
  const state = stream._writableState;
  if (typeof encoding === 'function') {
    cb = encoding;
    encoding = null;
  }
  if (typeof cb !== 'function') cb = nop;
  if (chunk === null) throw new ERR_STREAM_NULL_VALUES();
  if (!state.objectMode) {
    if (!encoding) {
      encoding = state.defaultEncoding;
    } else if (encoding !== 'buffer' && !Buffer.isEncoding(encoding)) {
      throw new ERR_UNKNOWN_ENCODING(encoding);
    }
    if (typeof chunk === 'string') {
      if (encoding === 'buffer') throw new ERR_UNKNOWN_ENCODING(encoding);
      if (state.decodeStrings !== false) {
        chunk = Buffer.from(chunk, encoding);
        encoding = 'buffer';
      }
    } else if (chunk instanceof Buffer) {
      encoding = 'buffer';
    } else if (ArrayBuffer.isView(chunk)) {
      chunk = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      encoding = 'buffer';
    } else {
      throw new ERR_INVALID_ARG_TYPE('chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk);
    }
  }
  let err;
  if (state.ending) err = new ERR_STREAM_WRITE_AFTER_END();
  else if (state.destroyed) err = new ERR_STREAM_DESTROYED('write');
  if (err) {
    process.nextTick(cb, err);
    errorOrDestroy(stream, err, true);
    return err;
  }
  state.pendingcb++;
  return writeOrBuffer(stream, state, chunk, encoding, cb);
}

Writable.prototype.write = function(chunk, encoding, cb) {
  if (encoding != null && typeof encoding === 'function') {
    cb = encoding;
    encoding = null;
  }
  return writeImpl(this, chunk, encoding, cb) === true;
};

Writable.prototype.cork = function() {
  this._writableState.corked++;
};

Writable.prototype.uncork = function() {
  const state = this._writableState;
  if (state.corked) {
    state.corked--;
    if (!state.writing) clearBuffer(this, state);
  }
};

Writable.prototype.setDefaultEncoding = function(encoding) {
  if (typeof encoding === 'string') encoding = encoding.toLowerCase();
  if (!Buffer.isEncoding(encoding)) throw new ERR_UNKNOWN_ENCODING(encoding);
  this._writableState.defaultEncoding = encoding;
  return this;
};

function writeOrBuffer(stream, state, chunk, encoding, callback) {
  const len = state.objectMode ? 1 : chunk.length;
  state.length += len;
  if (state.writing || state.corked || state.errored || !state.constructed) {
    state.buffered.push({ chunk, encoding, callback });
    if (state.allBuffers && encoding !== 'buffer') state.allBuffers = false;
    if (state.allNoop && callback !== nop) state.allNoop = false;
  } else {
    state.writelen = len;
    state.writecb = callback;
    state.writing = true;
    state.sync = true;
    stream._write(chunk, encoding, state.onwrite);
    state.sync = false;
  }
  // Measured after a synchronous _write() has already given its bytes back.
  const ret = state.length < state.highWaterMark || state.length === 0;
  if (!ret) state.needDrain = true;
  return ret && !state.errored && !state.destroyed;
}

function doWrite(stream, state, writev, len, chunk, encoding, cb) {
  state.writelen = len;
  state.writecb = cb;
  state.writing = true;
  state.sync = true;
  if (state.destroyed) state.onwrite(new ERR_STREAM_DESTROYED('write'));
  else if (writev) stream._writev(chunk, state.onwrite);
  else stream._write(chunk, encoding, state.onwrite);
  state.sync = false;
}

function onwriteError(stream, state, er, cb) {
  --state.pendingcb;
  cb(er);
  errorBuffer(state);
  errorOrDestroy(stream, er);
}

function onwrite(stream, er) {
  const state = stream._writableState;
  const sync = state.sync;
  const cb = state.writecb;
  if (typeof cb !== 'function') {
    errorOrDestroy(stream, new ERR_MULTIPLE_CALLBACK());
    return;
  }
  state.writing = false;
  state.writecb = null;
  state.length -= state.writelen;
  state.writelen = 0;
  if (er) {
    er.stack; // eslint-disable-line no-unused-expressions
    if (!state.errored) state.errored = er;
    const r = stream._readableState;
    if (r && !r.errored) r.errored = er;
    if (sync) process.nextTick(onwriteError, stream, state, er, cb);
    else onwriteError(stream, state, er, cb);
  } else {
    if (state.buffered.length > state.bufferedIndex) clearBuffer(stream, state);
    if (sync) {
      // Node 26 skips the tick for callback-less writes unless a 'drain' is due (or the
      // stream is in object mode, a quirk of its flag test).
      const needTick = (state.needDrain && state.length === 0) || state.objectMode || cb !== nop;
      const info = state.afterWriteTickInfo;
      if (cb === nop) {
        if (!state.afterWritePending && needTick) {
          process.nextTick(afterWrite, stream, state, 1, cb);
          state.afterWritePending = true;
        } else {
          state.pendingcb--;
          if (state.ending) finishMaybe(stream, state, true);
        }
      } else if (info !== null && info.cb === cb) {
        info.count++;
      } else {
        state.afterWriteTickInfo = { count: 1, cb, stream, state };
        process.nextTick(afterWriteTick, state.afterWriteTickInfo);
        state.afterWritePending = true;
      }
    } else {
      afterWrite(stream, state, 1, cb);
    }
  }
}

function afterWriteTick(info) {
  info.state.afterWriteTickInfo = null;
  afterWrite(info.stream, info.state, info.count, info.cb);
}

function afterWrite(stream, state, count, cb) {
  state.afterWritePending = false;
  const needDrain = !state.ending && !state.destroyed && state.length === 0 && state.needDrain;
  if (needDrain) {
    state.needDrain = false;
    stream.emit('drain');
  }
  while (count-- > 0) {
    state.pendingcb--;
    cb(null);
  }
  if (state.destroyed) errorBuffer(state);
  if (state.ending) finishMaybe(stream, state, true);
}

// Fails every queued write (and pending end() callbacks) after a destroy or error.
function errorBuffer(state) {
  if (state.writing) return;
  for (let n = state.bufferedIndex; n < state.buffered.length; ++n) {
    const { chunk, callback } = state.buffered[n];
    state.length -= state.objectMode ? 1 : chunk.length;
    callback(state.errored ?? new ERR_STREAM_DESTROYED('write'));
  }
  const onfinishCallbacks = state[kOnFinished].splice(0);
  for (let i = 0; i < onfinishCallbacks.length; i++) {
    onfinishCallbacks[i](state.errored ?? new ERR_STREAM_DESTROYED('end'));
  }
  resetBuffer(state);
}

function clearBuffer(stream, state) {
  if (state.corked || state.bufferProcessing || state.destroyed || !state.constructed) return;
  const { buffered, bufferedIndex, objectMode } = state;
  const bufferedLength = buffered.length - bufferedIndex;
  if (!bufferedLength) return;
  let i = bufferedIndex;
  state.bufferProcessing = true;
  if (bufferedLength > 1 && stream._writev) {
    state.pendingcb -= bufferedLength - 1;
    const callback = state.allNoop ? nop : (err) => {
      for (let n = i; n < buffered.length; ++n) buffered[n].callback(err);
    };
    const chunks = state.allNoop && i === 0 ? buffered : buffered.slice(i);
    chunks.allBuffers = state.allBuffers;
    doWrite(stream, state, true, state.length, chunks, '', callback);
    resetBuffer(state);
  } else {
    do {
      const { chunk, encoding, callback } = buffered[i];
      buffered[i++] = null;
      const len = objectMode ? 1 : chunk.length;
      doWrite(stream, state, false, len, chunk, encoding, callback);
    } while (i < buffered.length && !state.writing);
    if (i === buffered.length) {
      resetBuffer(state);
    } else if (i > 256 && i * 2 >= buffered.length) {
      buffered.splice(0, i);
      state.bufferedIndex = 0;
    } else {
      state.bufferedIndex = i;
    }
  }
  state.bufferProcessing = false;
}

Writable.prototype._write = function(chunk, encoding, cb) {
  if (this._writev) this._writev([{ chunk, encoding }], cb);
  else throw new ERR_METHOD_NOT_IMPLEMENTED('_write()');
};

Writable.prototype._writev = null;

Writable.prototype.end = function(chunk, encoding, cb) {
  const state = this._writableState;
  if (typeof chunk === 'function') {
    cb = chunk;
    chunk = null;
    encoding = null;
  } else if (typeof encoding === 'function') {
    cb = encoding;
    encoding = null;
  }
  let err;
  if (chunk !== null && chunk !== undefined) {
    const ret = writeImpl(this, chunk, encoding);
    if (ret instanceof Error) err = ret;
  }
  if (state.corked) {
    state.corked = 1;
    this.uncork();
  }
  if (err) {
    // the write already reported it
  } else if (!state.errored && !state.ending) {
    state.ending = true;
    finishMaybe(this, state, true);
    state.ended = true;
  } else if (state.finished) {
    err = new ERR_STREAM_ALREADY_FINISHED('end');
  } else if (state.destroyed) {
    err = new ERR_STREAM_DESTROYED('end');
  }
  if (typeof cb === 'function') {
    if (err) process.nextTick(cb, err);
    else if (state.errored) process.nextTick(cb, state.errored);
    else if (state.finished) process.nextTick(cb, null);
    else state[kOnFinished].push(cb);
  }
  return this;
};

function needFinish(state) {
  return state.ending && !state.destroyed && state.constructed && state.length === 0 &&
    !state.errored && state.buffered.length === 0 && !state.finished && !state.writing &&
    !state.errorEmitted && !state.closeEmitted;
}

function callFinal(stream, state) {
  let called = false;
  function onFinish(err) {
    if (called) {
      errorOrDestroy(stream, err ?? new ERR_MULTIPLE_CALLBACK());
      return;
    }
    called = true;
    state.pendingcb--;
    if (err) {
      const callbacks = state[kOnFinished].splice(0);
      for (let i = 0; i < callbacks.length; i++) callbacks[i](err);
      errorOrDestroy(stream, err, state.sync);
    } else if (needFinish(state)) {
      state.prefinished = true;
      stream.emit('prefinish');
      state.pendingcb++;
      process.nextTick(finish, stream, state);
    }
  }
  state.sync = true;
  state.pendingcb++;
  try {
    stream._final(onFinish);
  } catch (err) {
    onFinish(err);
  }
  state.sync = false;
}

function prefinish(stream, state) {
  if (!state.prefinished && !state.finalCalled) {
    if (typeof stream._final === 'function' && !state.destroyed) {
      state.finalCalled = true;
      callFinal(stream, state);
    } else {
      state.prefinished = true;
      stream.emit('prefinish');
    }
  }
}

function finishMaybe(stream, state, sync) {
  if (needFinish(state)) {
    prefinish(stream, state);
    if (state.pendingcb === 0) {
      if (sync) {
        state.pendingcb++;
        process.nextTick((stream, state) => {
          if (needFinish(state)) finish(stream, state);
          else state.pendingcb--;
        }, stream, state);
      } else if (needFinish(state)) {
        state.pendingcb++;
        finish(stream, state);
      }
    }
  }
}

function finish(stream, state) {
  state.pendingcb--;
  state.finished = true;
  const callbacks = state[kOnFinished].splice(0);
  for (let i = 0; i < callbacks.length; i++) callbacks[i](null);
  stream.emit('finish');
  if (state.autoDestroy) {
    const r = stream._readableState;
    if (!r || (r.autoDestroy && (r.endEmitted || r.readable === false))) stream.destroy();
  }
}

function defineGetters(proto, getters) {
  for (const name of Object.keys(getters)) {
    const d = getters[name];
    Object.defineProperty(proto, name, {
      __proto__: null,
      configurable: true,
      ...(typeof d === 'function' ? { get: d } : d),
    });
  }
}

defineGetters(Writable.prototype, {
  closed() {
    return this._writableState ? this._writableState.closed : false;
  },
  destroyed: {
    get() {
      return this._writableState ? this._writableState.destroyed : false;
    },
    set(value) {
      if (this._writableState) this._writableState.destroyed = value;
    },
  },
  writable: {
    get() {
      const w = this._writableState;
      return !!w && w.writable !== false && !w.destroyed && !w.errored && !w.ending && !w.ended;
    },
    set(val) {
      if (this._writableState) this._writableState.writable = !!val;
    },
  },
  writableFinished() {
    return this._writableState ? this._writableState.finished : false;
  },
  writableObjectMode() {
    return this._writableState ? this._writableState.objectMode : false;
  },
  writableBuffer() {
    return this._writableState && this._writableState.getBuffer();
  },
  writableEnded() {
    return this._writableState ? this._writableState.ending : false;
  },
  writableNeedDrain() {
    const w = this._writableState;
    if (!w) return false;
    return !w.destroyed && !w.ending && w.needDrain;
  },
  writableHighWaterMark() {
    return this._writableState && this._writableState.highWaterMark;
  },
  writableCorked() {
    return this._writableState ? this._writableState.corked : 0;
  },
  writableLength() {
    return this._writableState && this._writableState.length;
  },
  errored() {
    return this._writableState ? this._writableState.errored : null;
  },
  writableAborted() {
    const w = this._writableState;
    return !!(w.writable !== false && (w.destroyed || w.errored) && !w.finished);
  },
});

Writable.prototype.destroy = function(err, cb) {
  const state = this._writableState;
  if (!state.destroyed &&
      (state.bufferedIndex < state.buffered.length || state[kOnFinished].length)) {
    process.nextTick(errorBuffer, state);
  }
  destroyImpl.destroy.call(this, err, cb);
  return this;
};
Writable.prototype._undestroy = destroyImpl.undestroy;
Writable.prototype._destroy = function(err, cb) {
  cb(err);
};
Writable.prototype[require('events').captureRejectionSymbol] = function(err) {
  this.destroy(err);
};
if (typeof Symbol.asyncDispose === 'symbol') {
  Writable.prototype[Symbol.asyncDispose] = function() {
    let error;
    if (!this.destroyed) {
      error = this.writableFinished ? null : new (require('internal/errors').AbortError)();
      this.destroy(error);
    }
    return new Promise((resolve, reject) =>
      require('internal/streams/end-of-stream')(this,
        (err) => (err && err.name !== 'AbortError' ? reject(err) : resolve(null))));
  };
}

module.exports = Writable;
