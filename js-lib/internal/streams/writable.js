'use strict';
// internal/streams/writable: the Writable class and its state object (_writableState).
//
// Path of a chunk: write() validates and converts it, adds its size to state.length and
// either passes it straight to _write() or, while another write is in flight (or the
// stream is corked, errored or still constructing), parks it in state.buffered. When the
// in-flight write reports back, the parked requests go out, as one _writev() batch when
// the stream implements it. write() answers false once state.length reaches the
// highWaterMark; 'drain' follows when everything accepted has been written.
//
// Ending: end() marks the stream as ending. Once nothing is parked or in flight, _final()
// runs (when there is one), then 'prefinish', then 'finish' in a later tick, and with
// autoDestroy the stream destroys itself, which emits 'close'.
//
// Timing that callers can observe and that must match Node 26:
// - a write callback never runs inside write(): when _write() reports back synchronously
//   the callback waits one tick, and synchronous writes sharing one callback function are
//   all settled in that same tick;
// - a write without a callback takes no tick of its own unless a 'drain' is due or the
//   stream is in object mode;
// - 'finish' is emitted in a tick after the call that made it possible.

const { Buffer } = require('buffer');
const { Stream } = require('internal/streams/legacy');
const destroyImpl = require('internal/streams/destroy');
const { getHighWaterMark, kDirectWrite, kOrdinaryWrite } = require('internal/streams/state');
// internal/errors loads on the first error (internal/errors_lazy), keeping it out of start-up.
const { codes, lazyErrors } = require('internal/errors_lazy');

const { errorOrDestroy } = destroyImpl;

// Every write made without a callback gets this one function, so "no callback" is an
// identity test (used to skip ticks and batch callbacks).
function noCallback() {}

// end() callbacks waiting for 'finish' (or for the failure that prevents it).
const kEndWaiters = Symbol('kEndWaiters');

// duplex.js requires this module, so Duplex is looked up on first use.
let Duplex;
function isDuplexStream(stream) {
  if (Duplex === undefined) Duplex = require('internal/streams/duplex');
  return stream instanceof Duplex;
}

// --- state ---------------------------------------------------------------------------

function WritableState(options, stream, isDuplex) {
  const opts = options || {};
  if (typeof isDuplex !== 'boolean') isDuplex = isDuplexStream(stream);

  // Settings. A Duplex may give its writable side its own object mode and limit.
  this.objectMode = !!(opts.objectMode || (isDuplex && opts.writableObjectMode));
  this.highWaterMark = getHighWaterMark(this, opts, 'writableHighWaterMark', isDuplex);
  this.decodeStrings = opts.decodeStrings !== false;
  const enc = opts.defaultEncoding;
  if (enc == null || enc === 'utf8' || enc === 'utf-8') {
    this.defaultEncoding = 'utf8';
  } else if (Buffer.isEncoding(enc)) {
    this.defaultEncoding = enc;
  } else {
    throw new codes.ERR_UNKNOWN_ENCODING(enc);
  }
  this.emitClose = opts.emitClose !== false;
  this.autoDestroy = opts.autoDestroy !== false;

  // Accounting. `length` counts bytes (objects in object mode) accepted by write() and
  // not yet reported written; `pendingcb` counts completions still owed (one per
  // unsettled write, plus one each while _final() runs or 'finish' is scheduled).
  this.length = 0;
  this.pendingcb = 0;
  this.needDrain = false;
  this.corked = 0;

  // The write in flight. `sync` is true while _write()/_writev()/_final() is on the
  // stack, so completions know they must not call back into user code directly.
  this.writing = false;
  this.sync = true;
  this.inflightSize = 0;
  this.inflightCallback = null;
  this.onChunkDone = (err) => chunkDone(stream, this, err);

  // Parked requests ({ chunk, encoding, callback }) start at buffered[queueStart]. The
  // two flags describe every request parked since the queue was last emptied.
  this.buffered = [];
  this.queueStart = 0;
  this.queueAllBuffers = true;
  this.queueHasCallback = false;
  this.flushing = false;

  // Settling of writes that completed synchronously (see deferSettle()).
  this.settleBatch = null;
  this.settleQueued = false;

  // Ending.
  this.ending = false; // end() was called
  this.ended = false; // end() has returned
  this.finalCalled = false;
  this.prefinished = false;
  this.finished = false;
  this[kEndWaiters] = [];

  // Teardown; destroy.js maintains these together with the readable side's.
  this.constructed = true;
  this.destroyed = false;
  this.errored = null;
  this.errorEmitted = false;
  this.closed = false;
  this.closeEmitted = false;
}

WritableState.prototype.getBuffer = function getBuffer() {
  return this.buffered.slice(this.queueStart);
};

Object.defineProperty(WritableState.prototype, 'bufferedRequestCount', {
  __proto__: null,
  get() {
    return this.buffered.length - this.queueStart;
  },
});

function resetQueue(state) {
  state.buffered = [];
  state.queueStart = 0;
  state.queueAllBuffers = true;
  state.queueHasCallback = false;
}

function park(state, chunk, encoding, callback) {
  state.buffered.push({ chunk, encoding, callback });
  if (encoding !== 'buffer') state.queueAllBuffers = false;
  if (callback !== noCallback) state.queueHasCallback = true;
}

function hasParked(state) {
  return state.buffered.length > state.queueStart;
}

function settleEndWaiters(state, err) {
  const waiters = state[kEndWaiters];
  if (waiters.length === 0) return;
  state[kEndWaiters] = [];
  for (let i = 0; i < waiters.length; i++) waiters[i](err);
}

// --- construction ----------------------------------------------------------------------

const kImplementations = [
  ['write', '_write'], ['writev', '_writev'], ['destroy', '_destroy'],
  ['final', '_final'], ['construct', '_construct'],
];

function Writable(options) {
  const duplex = isDuplexStream(this);
  if (!duplex && !(this instanceof Writable)) return new Writable(options);

  // Every Writable listens for these sooner or later; giving the events object all the
  // slots up front keeps its shape stable.
  this._events ??= {
    close: undefined,
    error: undefined,
    prefinish: undefined,
    finish: undefined,
    drain: undefined,
  };
  this._writableState = new WritableState(options, this, duplex);

  if (options) {
    for (let i = 0; i < kImplementations.length; i++) {
      const fn = options[kImplementations[i][0]];
      if (typeof fn === 'function') this[kImplementations[i][1]] = fn;
    }
    if (options.signal) {
      require('internal/streams/add-abort-signal').addAbortSignal(options.signal, this);
    }
  }

  Stream.call(this, options);

  if (typeof this._construct === 'function') {
    destroyImpl.construct(this, () => {
      // Writes parked during construction go out now, and an end() made meanwhile can
      // complete.
      const state = this._writableState;
      if (!state.writing) flushParked(this, state);
      tryFinish(this, state, false);
    });
  }
}
Object.setPrototypeOf(Writable.prototype, Stream.prototype);
Object.setPrototypeOf(Writable, Stream);
Writable.WritableState = WritableState;

// A Duplex (or anything carrying a real WritableState) counts as a Writable.
Object.defineProperty(Writable, Symbol.hasInstance, {
  __proto__: null,
  value(candidate) {
    if (Function.prototype[Symbol.hasInstance].call(this, candidate)) return true;
    return this === Writable &&
      !!(candidate && candidate._writableState instanceof WritableState);
  },
});

// --- accepting writes --------------------------------------------------------------------

Writable.prototype.write = function write(chunk, encoding, cb) {
  const direct = this[kDirectWrite];
  if (direct !== undefined) {
    const r = direct(this, chunk, encoding, cb);
    if (r !== undefined) return r;
  }
  return acceptWrite(this, chunk, encoding, cb) === true;
};

Object.defineProperty(Writable.prototype, kOrdinaryWrite, {
  __proto__: null,
  value: function ordinaryWrite(chunk, encoding, cb) {
    return acceptWrite(this, chunk, encoding, cb) === true;
  },
});

// Shared by write() and end(). Returns write()'s answer, or the Error given to `cb` when
// the stream can no longer take data. Invalid arguments throw.
function acceptWrite(stream, chunk, encoding, cb) {
  const state = stream._writableState;
  if (typeof encoding === 'function') {
    cb = encoding;
    encoding = null;
  }
  if (typeof cb !== 'function') cb = noCallback;
  if (chunk === null) throw new codes.ERR_STREAM_NULL_VALUES();

  if (!state.objectMode) {
    if (!encoding) {
      encoding = state.defaultEncoding;
    } else if (encoding !== 'buffer' && !Buffer.isEncoding(encoding)) {
      throw new codes.ERR_UNKNOWN_ENCODING(encoding);
    }
    if (typeof chunk === 'string') {
      if (encoding === 'buffer') throw new codes.ERR_UNKNOWN_ENCODING(encoding);
      if (state.decodeStrings !== false) {
        chunk = Buffer.from(chunk, encoding);
        encoding = 'buffer';
      }
    } else if (chunk instanceof Buffer) {
      encoding = 'buffer';
    } else if (ArrayBuffer.isView(chunk)) {
      // Any typed array or DataView is written as a Buffer over the same memory.
      chunk = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      encoding = 'buffer';
    } else {
      throw new codes.ERR_INVALID_ARG_TYPE(
        'chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk);
    }
  }

  const refusal = state.ending ? new codes.ERR_STREAM_WRITE_AFTER_END() :
    state.destroyed ? new codes.ERR_STREAM_DESTROYED('write') : null;
  if (refusal !== null) {
    process.nextTick(cb, refusal);
    errorOrDestroy(stream, refusal, true);
    return refusal;
  }

  const size = state.objectMode ? 1 : chunk.length;
  state.pendingcb++;
  state.length += size;
  if (state.writing || state.corked || state.errored || !state.constructed) {
    park(state, chunk, encoding, cb);
  } else {
    startWrite(state, size, cb);
    stream._write(chunk, encoding, state.onChunkDone);
    state.sync = false;
  }

  // Checked after the write: a synchronous _write() has already given its size back.
  const roomLeft = state.length < state.highWaterMark || state.length === 0;
  if (!roomLeft) state.needDrain = true;
  return roomLeft && !state.errored && !state.destroyed;
}

Writable.prototype.cork = function cork() {
  this._writableState.corked++;
};

Writable.prototype.uncork = function uncork() {
  const state = this._writableState;
  if (!state.corked) return;
  state.corked--;
  if (!state.writing) flushParked(this, state);
};

Writable.prototype.setDefaultEncoding = function setDefaultEncoding(encoding) {
  if (typeof encoding === 'string') encoding = encoding.toLowerCase();
  if (!Buffer.isEncoding(encoding)) throw new codes.ERR_UNKNOWN_ENCODING(encoding);
  this._writableState.defaultEncoding = encoding;
  return this;
};

Writable.prototype._write = function _write(chunk, encoding, cb) {
  if (!this._writev) throw new codes.ERR_METHOD_NOT_IMPLEMENTED('_write()');
  this._writev([{ chunk, encoding }], cb);
};

Writable.prototype._writev = null;

Writable.prototype.pipe = function pipe() {
  errorOrDestroy(this, new codes.ERR_STREAM_CANNOT_PIPE());
};

// --- the write in flight -------------------------------------------------------------------

// Marks a write of `size` as in flight; the caller then invokes _write()/_writev() and
// clears state.sync when that returns. A user _write() that throws leaves the stream
// "writing" (and sync), exactly like Node.
function startWrite(state, size, cb) {
  state.inflightSize = size;
  state.inflightCallback = cb;
  state.writing = true;
  state.sync = true;
}

// The callback handed to _write()/_writev() (as state.onChunkDone).
function chunkDone(stream, state, err) {
  const cb = state.inflightCallback;
  if (typeof cb !== 'function') {
    // Called a second time for the same write.
    errorOrDestroy(stream, new codes.ERR_MULTIPLE_CALLBACK());
    return;
  }
  const sync = state.sync;
  state.writing = false;
  state.inflightCallback = null;
  state.length -= state.inflightSize;
  state.inflightSize = 0;

  if (err) {
    void err.stack; // capture the trace now, not when it is first printed
    if (!state.errored) state.errored = err;
    const r = stream._readableState;
    if (r && !r.errored) r.errored = err;
    if (sync) process.nextTick(writeFailed, stream, state, err, cb);
    else writeFailed(stream, state, err, cb);
    return;
  }

  if (hasParked(state)) flushParked(stream, state);
  if (sync) deferSettle(stream, state, cb);
  else settleWrites(stream, state, 1, cb);
}

function writeFailed(stream, state, err, cb) {
  state.pendingcb--;
  cb(err);
  failParked(state);
  errorOrDestroy(stream, err);
}

// A write completed inside _write(). Its callback runs next tick; further synchronous
// completions with the same callback join that tick's batch. Callback-less writes only
// need the tick to emit a due 'drain' (or, as Node does, in object mode); otherwise they
// are settled on the spot.
function deferSettle(stream, state, cb) {
  if (cb === noCallback) {
    const tickNeeded = (state.needDrain && state.length === 0) || state.objectMode;
    if (tickNeeded && !state.settleQueued) {
      state.settleQueued = true;
      process.nextTick(settleWrites, stream, state, 1, noCallback);
    } else {
      state.pendingcb--;
      if (state.ending) tryFinish(stream, state, true);
    }
    return;
  }
  const batch = state.settleBatch;
  if (batch !== null && batch.cb === cb) {
    batch.count++;
    return;
  }
  state.settleBatch = { stream, cb, count: 1 };
  state.settleQueued = true;
  process.nextTick(settleBatch, state.settleBatch);
}

function settleBatch(batch) {
  const state = batch.stream._writableState;
  state.settleBatch = null;
  settleWrites(batch.stream, state, batch.count, batch.cb);
}

// Runs `count` successful completions of `cb`: 'drain' first when the backlog is gone,
// then the callbacks, then whatever they unblocked.
function settleWrites(stream, state, count, cb) {
  state.settleQueued = false;
  if (state.needDrain && state.length === 0 && !state.ending && !state.destroyed) {
    state.needDrain = false;
    stream.emit('drain');
  }
  for (; count > 0; count--) {
    state.pendingcb--;
    cb(null);
  }
  if (state.destroyed) failParked(state);
  if (state.ending) tryFinish(stream, state, true);
}

// --- parked requests --------------------------------------------------------------------------

// Sends parked requests to the underlying resource: all at once through _writev() when
// there are several and it exists, else one at a time until one stays in flight.
function flushParked(stream, state) {
  if (state.corked || state.flushing || state.destroyed || !state.constructed) return;
  const queue = state.buffered;
  const start = state.queueStart;
  const count = queue.length - start;
  if (count === 0) return;
  state.flushing = true;
  if (count > 1 && stream._writev) writeBatch(stream, state, queue, start, count);
  else writeInOrder(stream, state, queue, start);
  state.flushing = false;
}

function writeBatch(stream, state, queue, start, count) {
  // _writev() gets its own array whenever callbacks are at stake, so that whatever it
  // does to the array cannot lose one.
  const hasCallback = state.queueHasCallback;
  const batch = start === 0 && !hasCallback ? queue : queue.slice(start);
  batch.allBuffers = state.queueAllBuffers;
  // The batch completes as a single write, so it owes a single completion.
  state.pendingcb -= count - 1;
  const cb = hasCallback ? (err) => {
    for (let i = start; i < queue.length; i++) queue[i].callback(err);
  } : noCallback;
  startWrite(state, state.length, cb);
  if (state.destroyed) state.onChunkDone(new codes.ERR_STREAM_DESTROYED('write'));
  else stream._writev(batch, state.onChunkDone);
  state.sync = false;
  // Emptied only now: until _writev() returns, the queue still counts as non-empty.
  resetQueue(state);
}

function writeInOrder(stream, state, queue, start) {
  let next = start;
  do {
    const req = queue[next];
    queue[next++] = null;
    startWrite(state, state.objectMode ? 1 : req.chunk.length, req.callback);
    if (state.destroyed) state.onChunkDone(new codes.ERR_STREAM_DESTROYED('write'));
    else stream._write(req.chunk, req.encoding, state.onChunkDone);
    state.sync = false;
  } while (next < queue.length && !state.writing);

  if (next === queue.length) {
    resetQueue(state);
  } else if (next >= 512 && next * 2 >= queue.length) {
    // Drop a long consumed prefix so the array does not grow without bound.
    queue.splice(0, next);
    state.queueStart = 0;
  } else {
    state.queueStart = next;
  }
}

// After a failure or destroy: every parked write and end() callback gets the error (or
// ERR_STREAM_DESTROYED). Waits while a write is still in flight; its completion calls
// back here.
function failParked(state) {
  if (state.writing) return;
  const queue = state.buffered;
  for (let i = state.queueStart; i < queue.length; i++) {
    const req = queue[i];
    state.length -= state.objectMode ? 1 : req.chunk.length;
    req.callback(state.errored ?? new codes.ERR_STREAM_DESTROYED('write'));
  }
  settleEndWaiters(state, state.errored ?? new codes.ERR_STREAM_DESTROYED('end'));
  resetQueue(state);
}

// --- ending --------------------------------------------------------------------------------

Writable.prototype.end = function end(chunk, encoding, cb) {
  const state = this._writableState;
  if (typeof chunk === 'function') {
    cb = chunk;
    chunk = null;
    encoding = null;
  } else if (typeof encoding === 'function') {
    cb = encoding;
    encoding = null;
  }

  let failure = null;
  if (chunk != null) {
    const answer = acceptWrite(this, chunk, encoding);
    if (answer instanceof Error) failure = answer;
  }
  // end() releases everything cork() held, however many times it was called.
  if (state.corked) {
    state.corked = 1;
    this.uncork();
  }

  if (failure === null) {
    if (!state.errored && !state.ending) {
      state.ending = true;
      tryFinish(this, state, true);
      state.ended = true;
    } else if (state.finished) {
      failure = new codes.ERR_STREAM_ALREADY_FINISHED('end');
    } else if (state.destroyed) {
      failure = new codes.ERR_STREAM_DESTROYED('end');
    }
  }

  if (typeof cb === 'function') {
    if (failure !== null) process.nextTick(cb, failure);
    else if (state.errored) process.nextTick(cb, state.errored);
    else if (state.finished) process.nextTick(cb, null);
    else state[kEndWaiters].push(cb);
  }
  return this;
};

// True once everything accepted has been written and nothing has gone wrong.
function readyToFinish(state) {
  return state.ending && state.length === 0 && !state.writing && state.buffered.length === 0 &&
    state.constructed && !state.finished && !state.destroyed && !state.errored &&
    !state.errorEmitted && !state.closeEmitted;
}

// Moves an ending stream forward: starts _final() (or emits 'prefinish'), and schedules
// 'finish' when nothing else is owed. `sync` means the caller is inside a user call, so
// 'finish' goes to the next tick.
function tryFinish(stream, state, sync) {
  if (!readyToFinish(state)) return;
  beginFinish(stream, state);
  if (state.pendingcb !== 0) return;
  if (sync) {
    state.pendingcb++;
    process.nextTick(finishIfStillReady, stream, state);
  } else if (readyToFinish(state)) {
    state.pendingcb++;
    emitFinish(stream, state);
  }
}

function finishIfStillReady(stream, state) {
  if (readyToFinish(state)) emitFinish(stream, state);
  else state.pendingcb--;
}

function beginFinish(stream, state) {
  if (state.prefinished || state.finalCalled) return;
  if (typeof stream._final === 'function' && !state.destroyed) {
    state.finalCalled = true;
    runFinal(stream, state);
  } else {
    // Node marks _final as "called" even when there is none to call.
    state.finalCalled = true;
    state.prefinished = true;
    stream.emit('prefinish');
  }
}

function runFinal(stream, state) {
  let answered = false;
  const onFinal = (err) => {
    if (answered) {
      errorOrDestroy(stream, err ?? new codes.ERR_MULTIPLE_CALLBACK());
      return;
    }
    answered = true;
    state.pendingcb--;
    if (err) {
      settleEndWaiters(state, err);
      errorOrDestroy(stream, err, state.sync);
      return;
    }
    if (!readyToFinish(state)) return;
    state.prefinished = true;
    stream.emit('prefinish');
    state.pendingcb++;
    process.nextTick(emitFinish, stream, state);
  };
  state.sync = true;
  state.pendingcb++;
  try {
    stream._final(onFinal);
  } catch (thrown) {
    onFinal(thrown);
  }
  state.sync = false;
}

function emitFinish(stream, state) {
  state.pendingcb--;
  state.finished = true;
  settleEndWaiters(state, null);
  stream.emit('finish');
  if (!state.autoDestroy) return;
  // A Duplex waits for its readable side to be done (or absent) as well.
  const r = stream._readableState;
  if (!r || (r.autoDestroy && (r.endEmitted || r.readable === false))) stream.destroy();
}

// --- teardown --------------------------------------------------------------------------------

Writable.prototype.destroy = function destroy(err, cb) {
  const state = this._writableState;
  // Parked writes and end() callbacks are failed in a tick queued ahead of the one that
  // emits 'error'/'close'.
  if (!state.destroyed && (hasParked(state) || state[kEndWaiters].length > 0)) {
    process.nextTick(failParked, state);
  }
  destroyImpl.destroy.call(this, err, cb);
  return this;
};

Writable.prototype._undestroy = destroyImpl.undestroy;

Writable.prototype._destroy = function _destroy(err, cb) {
  cb(err);
};

Writable.prototype[require('events').captureRejectionSymbol] = function(err) {
  this.destroy(err);
};

if (typeof Symbol.asyncDispose === 'symbol') {
  // `await using` a Writable: an unfinished stream is aborted, then disposal waits for it
  // to settle; only a failure other than that abort rejects.
  Writable.prototype[Symbol.asyncDispose] = async function() {
    if (!this.destroyed) {
      this.destroy(this.writableFinished ? null : new (lazyErrors().AbortError)());
    }
    await new Promise((resolve, reject) => {
      require('internal/streams/end-of-stream')(this, (err) => {
        if (err && err.name !== 'AbortError') reject(err);
        else resolve();
      });
    });
  };
}

// --- public getters ----------------------------------------------------------------------------

Object.defineProperties(Writable.prototype, {
  closed: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w ? w.closed : false;
    },
  },
  destroyed: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w ? w.destroyed : false;
    },
    set(value) {
      // Only meaningful once the state exists (e.g. not on a bare prototype).
      if (this._writableState) this._writableState.destroyed = value;
    },
  },
  writable: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      // `w.writable` is false for a Duplex created with writable: false.
      return !!w && w.writable !== false && !w.destroyed && !w.errored &&
        !w.ending && !w.ended;
    },
    set(value) {
      if (this._writableState) this._writableState.writable = !!value;
    },
  },
  writableFinished: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w ? w.finished : false;
    },
  },
  writableObjectMode: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w ? w.objectMode : false;
    },
  },
  writableBuffer: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w && w.getBuffer();
    },
  },
  writableEnded: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w ? w.ending : false;
    },
  },
  writableNeedDrain: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w ? !w.destroyed && !w.ending && w.needDrain : false;
    },
  },
  writableHighWaterMark: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w && w.highWaterMark;
    },
  },
  writableCorked: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w ? w.corked : 0;
    },
  },
  writableLength: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w && w.length;
    },
  },
  errored: {
    __proto__: null,
    configurable: true,
    get() {
      const w = this._writableState;
      return w ? w.errored : null;
    },
  },
  writableAborted: {
    __proto__: null,
    configurable: true,
    get() {
      // Like Node, this getter needs a state object.
      const w = this._writableState;
      return !!(w.writable !== false && (w.destroyed || w.errored) && !w.finished);
    },
  },
});

// Web stream adapters (internal/webstreams/adapters loads on first use).
Writable.fromWeb = function(writableStream, options) {
  return require('internal/webstreams/adapters')
    .newStreamWritableFromWritableStream(writableStream, options);
};

Writable.toWeb = function(streamWritable) {
  return require('internal/webstreams/adapters').newWritableStreamFromStreamWritable(streamWritable);
};

module.exports = Writable;
