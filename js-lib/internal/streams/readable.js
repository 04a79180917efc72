'use strict';
// internal/streams/readable: the Readable class and its ReadableState.
//
// Layout of this file, top to bottom:
//   1. State: ReadableState (field names are public API: tests and npm packages read them).
//   2. Queue: the chunk queue in state.buffer (a consumed prefix is nulled and skipped via
//      state.bufferIndex rather than shifted) with takeFromQueue/pickReadSize.
//   3. Intake: push() and unshift() share one body (makeIntake); it normalises the chunk, then
//      either hands it straight to a flowing consumer or queues it.
//   4. Scheduler: everything that runs on process.nextTick lives here, as pairs of
//      "schedule X" + "X now" (readable announcement, top-up reads, flowing drain, 'end').
//      The exact tick on which 'readable', 'data', 'end' fire is observable, so each pair
//      says when an emit may happen synchronously instead.
//   5. Consumer side: read(n), the listener hooks that switch modes, pause()/resume().
//   6. Piping: one PipeLink object per pipe() call owns the listeners it installs on both
//      ends and knows how to remove them; back-pressure bookkeeping goes through
//      awaitDrainWriters (null, one Writable, or a Set once a second pipe exists).
//   7. Adapters: async iteration, wrap() of old-style streams, Readable.from().
//   8. Accessors (readableLength & co.) and end-of-stream handling.

const { Buffer } = require('buffer');
const { Stream, prependListener } = require('internal/streams/legacy');
const destroyImpl = require('internal/streams/destroy');
const {
  getHighWaterMark, getDefaultHighWaterMark, kPushToDataConsumer,
} = require('internal/streams/state');
// internal/errors loads on the first error (internal/errors_lazy), keeping it out of start-up.
const { codes, lazyErrors } = require('internal/errors_lazy');
const { validateObject } = require('internal/validators');
const { kOnConstructed } = require('internal/streams/utils');

const { errorOrDestroy } = destroyImpl;
const noop = () => {};

// null until pause()/resume() is called; `state.paused` reports it as a plain boolean.
const kPauseIntent = Symbol('kPauseIntent');

// Loaded on first use: duplex.js and end-of-stream.js require this file themselves.
let DuplexClass;
let finishedFn;
let DecoderClass;
function isDuplexInstance(stream) {
  if (DuplexClass === undefined) DuplexClass = require('internal/streams/duplex');
  return stream instanceof DuplexClass;
}
function finished(...args) {
  if (finishedFn === undefined) finishedFn = require('internal/streams/end-of-stream');
  return finishedFn(...args);
}
function makeDecoder(encoding) {
  if (DecoderClass === undefined) DecoderClass = require('string_decoder').StringDecoder;
  return new DecoderClass(encoding);
}

// ---------------------------------------------------------------------------------------
// 1. State

function ReadableState(options, stream, isDuplex) {
  if (typeof isDuplex !== 'boolean') isDuplex = isDuplexInstance(stream);

  // Shape of the data.
  this.objectMode = !!(options && options.objectMode) ||
    (isDuplex && !!(options && options.readableObjectMode));
  this.highWaterMark = options ?
    getHighWaterMark(this, options, 'readableHighWaterMark', isDuplex) :
    getDefaultHighWaterMark(this.objectMode);

  // The queue (section 2).
  this.buffer = [];
  this.bufferIndex = 0;
  this.length = 0;

  // Consumers.
  this.pipes = [];
  this.flowing = null; // null: nobody asked yet; true: 'data' mode; false: paused/'readable' mode
  this[kPauseIntent] = null;

  // Progress of the source.
  this.ended = false; // push(null) seen
  this.endEmitted = false;
  this.reading = false; // a _read() call is outstanding
  this.constructed = true;
  this.sync = true; // true while inside _read(), so pushes know not to emit synchronously

  // Scheduler flags (section 4).
  this.needReadable = false;
  this.emittedReadable = false;
  this.readableListening = false;
  this.resumeScheduled = false;
  this.eofReadablePending = false; // push(null) came with no one to tell (see markSourceEnded)

  // Teardown (destroy.js reads and writes these).
  this.errorEmitted = false;
  this.emitClose = !options || options.emitClose !== false;
  this.autoDestroy = !options || options.autoDestroy !== false;
  this.destroyed = false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;

  this.defaultEncoding = pickDefaultEncoding(options);

  // Piping back-pressure (section 6).
  this.awaitDrainWriters = null;
  this.multiAwaitDrain = false;

  this.readingMore = false;
  this.dataEmitted = false;
  this.dataListening = false;

  this.decoder = null;
  this.encoding = null;
  if (options && options.encoding) {
    this.decoder = makeDecoder(options.encoding);
    this.encoding = options.encoding;
  }
}

function pickDefaultEncoding(options) {
  const wanted = options ? options.defaultEncoding : undefined;
  if (wanted === undefined || wanted === null || wanted === 'utf8' || wanted === 'utf-8') {
    return 'utf8';
  }
  if (!Buffer.isEncoding(wanted)) throw new codes.ERR_UNKNOWN_ENCODING(wanted);
  return wanted;
}

Object.defineProperties(ReadableState.prototype, {
  pipesCount: {
    __proto__: null,
    get() { return this.pipes.length; },
  },
  paused: {
    __proto__: null,
    get() { return this[kPauseIntent] === null ? false : this[kPauseIntent]; },
    set(value) { this[kPauseIntent] = value; },
  },
});

function Readable(options) {
  if (!(this instanceof Readable)) return new Readable(options);
  const isDuplex = isDuplexInstance(this);
  // Pre-seeded listener slots keep eventNames() in Node's order and the object's shape stable.
  this._events ??= {
    close: undefined,
    error: undefined,
    data: undefined,
    end: undefined,
    readable: undefined,
  };
  this._readableState = new ReadableState(options, this, isDuplex);
  if (options) {
    if (typeof options.read === 'function') this._read = options.read;
    if (typeof options.destroy === 'function') this._destroy = options.destroy;
    if (typeof options.construct === 'function') this._construct = options.construct;
    // A Duplex installs the signal itself, once for both sides.
    if (options.signal && !isDuplex) {
      require('internal/streams/add-abort-signal').addAbortSignal(options.signal, this);
    }
  }
  Stream.call(this, options);
  if (typeof this._construct === 'function') {
    destroyImpl.construct(this, () => {
      // A read() that arrived during construction only recorded its wish; act on it now.
      const state = this._readableState;
      if (state.needReadable) scheduleTopUp(this, state);
    });
  }
}
Object.setPrototypeOf(Readable.prototype, Stream.prototype);
Object.setPrototypeOf(Readable, Stream);
Readable.ReadableState = ReadableState;

Readable.prototype.destroy = destroyImpl.destroy;
Readable.prototype._undestroy = destroyImpl.undestroy;
Readable.prototype._destroy = function(err, cb) {
  cb(err);
};
Readable.prototype[require('events').captureRejectionSymbol] = function(err) {
  this.destroy(err);
};
if (typeof Symbol.asyncDispose === 'symbol') {
  // An async function awaiting the settlement, as in Node: the returned promise settles one
  // microtask after the stream does.
  Readable.prototype[Symbol.asyncDispose] = async function() {
    // Disposing an unfinished stream counts as an abort; that abort is not reported back.
    let abortError;
    if (!this.destroyed) {
      abortError = this.readableEnded ? null : new (lazyErrors().AbortError)();
      this.destroy(abortError);
    }
    await new Promise((resolve, reject) => {
      finished(this, (err) => {
        if (err && err !== abortError) reject(err);
        else resolve(null);
      });
    });
  };
}

// ---------------------------------------------------------------------------------------
// 2. Queue

function queueAtFront(state, chunk) {
  if (state.bufferIndex > 0) state.buffer[--state.bufferIndex] = chunk; // reuse a consumed slot
  else state.buffer.unshift(chunk);
}

// How many units read(n) should hand out right now (0 = nothing yet). NaN means "no size
// given": one whole chunk, except that a paused decoder hands out all text at once.
function pickReadSize(state, n) {
  if (n <= 0 || (state.length === 0 && state.ended)) return 0;
  if (state.objectMode) return 1;
  if (Number.isNaN(n)) {
    if (state.length !== 0 && (state.flowing || !state.decoder)) {
      return state.buffer[state.bufferIndex].length;
    }
    return state.length;
  }
  if (n <= state.length) return n;
  // Not enough yet: wait for more unless no more is coming.
  return state.ended ? state.length : 0;
}

// Concatenates queued text until `want` characters are gathered (Infinity = everything),
// splitting the last chunk if needed.
function gatherText(state, want) {
  const queue = state.buffer;
  let text = '';
  while (text.length < want && state.bufferIndex < queue.length) {
    const piece = queue[state.bufferIndex];
    const missing = want - text.length;
    if (piece.length > missing) {
      text += piece.slice(0, missing);
      queue[state.bufferIndex] = piece.slice(missing);
    } else {
      text += piece;
      queue[state.bufferIndex++] = null;
    }
  }
  return text;
}

// Copies `want` queued bytes into one new Buffer, splitting the last chunk if needed.
function gatherBytes(state, want) {
  const queue = state.buffer;
  const out = Buffer.allocUnsafe(want);
  let filled = 0;
  while (filled < want) {
    const piece = queue[state.bufferIndex];
    const missing = want - filled;
    if (piece.length > missing) {
      out.set(piece.subarray(0, missing), filled);
      queue[state.bufferIndex] = piece.subarray(missing);
      filled = want;
    } else {
      out.set(piece, filled);
      filled += piece.length;
      queue[state.bufferIndex++] = null;
    }
  }
  return out;
}

// Takes n units (bytes, characters, or one object) off the front of the queue. The caller
// adjusts state.length. Hot path: the common "whole head chunk" case is handled inline.
function takeFromQueue(n, state) {
  if (state.length === 0) return null;
  const queue = state.buffer;
  const head = queue[state.bufferIndex];
  let out;
  if (state.objectMode ||
      (n >= state.length ? !state.decoder && queue.length - state.bufferIndex === 1 :
        n === head.length)) {
    out = head;
    queue[state.bufferIndex++] = null;
  } else if (n >= state.length) {
    out = state.decoder ? gatherText(state, Infinity) : gatherBytes(state, state.length);
  } else if (n < head.length) {
    out = head.slice(0, n);
    queue[state.bufferIndex] = head.slice(n);
  } else {
    out = state.decoder ? gatherText(state, n) : gatherBytes(state, n);
  }
  // Drop the consumed prefix once the queue is empty, or when it has grown long enough
  // that the nulled slots waste memory.
  if (state.bufferIndex === queue.length) {
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    queue['length'] = 0;
    state.bufferIndex = 0;
  } else if (state.bufferIndex > 1024) {
    queue.splice(0, state.bufferIndex);
    state.bufferIndex = 0;
  }
  return out;
}

// read(n) beyond the high-water mark raises the mark to the next power of two, so a caller
// asking for ever larger sizes causes few buffer regrowths.
const kLargestHighWaterMark = 0x40000000;
function raisedHighWaterMark(n) {
  if (n > kLargestHighWaterMark) throw new codes.ERR_OUT_OF_RANGE('size', '<= 1GiB', n);
  let mark = 1;
  while (mark < n) mark *= 2;
  return mark;
}

// ---------------------------------------------------------------------------------------
// 3. Intake

// Answer given to push(): may the source go on producing?
function roomForMore(state) {
  return !state.ended && (state.length < state.highWaterMark || state.length === 0);
}

// push() and unshift() share one body, closed over `atFront`; push() is on every chunk's
// path, so no extra wrapper call (calls are costly in Boa).
function makeIntake(atFront) {
  return function(chunk, encoding) {
    const stream = this;
    const state = stream._readableState;
    if (chunk === null) {
      state.reading = false;
      markSourceEnded(stream, state);
      return false;
    }

    // Whether the chunk is already text in state.encoding and must bypass the decoder.
    let alreadyText;
    if (state.objectMode) {
      alreadyText = !!encoding;
    } else {
      alreadyText = false;
      if (typeof chunk === 'string') {
        const from = encoding || state.defaultEncoding;
        if (from === state.encoding) {
          alreadyText = true;
        } else if (atFront && state.encoding) {
          // unshift() skips the decoder, so re-encode the text here instead.
          chunk = Buffer.from(chunk, from).toString(state.encoding);
          alreadyText = true;
        } else {
          chunk = Buffer.from(chunk, from);
        }
      } else if (ArrayBuffer.isView(chunk)) {
        if (!(chunk instanceof Buffer)) {
          chunk = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        }
      } else if (chunk !== undefined) {
        errorOrDestroy(stream, new codes.ERR_INVALID_ARG_TYPE(
          'chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk));
        return false;
      }
      if (chunk === undefined || chunk.length === 0) {
        // An empty push still completes the pending _read(), so ask for more later.
        if (!atFront) {
          state.reading = false;
          scheduleTopUp(stream, state);
        }
        return roomForMore(state);
      }
    }

    if (atFront) {
      if (state.endEmitted) {
        errorOrDestroy(stream, new codes.ERR_STREAM_UNSHIFT_AFTER_END_EVENT());
        return roomForMore(state);
      }
      if (state.destroyed || state.errored) return false;
    } else {
      if (state.ended) {
        errorOrDestroy(stream, new codes.ERR_STREAM_PUSH_AFTER_EOF());
        return false;
      }
      if (state.destroyed || state.errored) return false;
      state.reading = false;
      if (state.decoder && !alreadyText) {
        chunk = state.decoder.write(chunk);
        // Only part of a multi-byte character so far: nothing to store yet.
        if (!state.objectMode && chunk.length === 0) {
          scheduleTopUp(stream, state);
          return roomForMore(state);
        }
      }
    }

    accept(stream, state, chunk, atFront);
    return roomForMore(state);
  };
}

Readable.prototype.push = makeIntake(false);
Readable.prototype.unshift = makeIntake(true);

// A chunk arriving asynchronously while a 'data' consumer waits on an empty queue skips
// the queue; anything else is queued and announced through 'readable'.
function accept(stream, state, chunk, atFront) {
  if (state.flowing && state.length === 0 && !state.sync && state.dataListening) {
    forgetDrainWaits(state);
    state.dataEmitted = true;
    stream.emit('data', chunk);
  } else {
    state.length += state.objectMode ? 1 : chunk.length;
    if (!atFront) state.buffer.push(chunk);
    else queueAtFront(state, chunk);
    if (state.needReadable) scheduleReadable(stream);
  }
  scheduleTopUp(stream, state);
}

// push(chunk) for a socket's reads (internal/net/socket), which calls it only when the
// chunk would go straight to the 'data' consumer: a non-empty Buffer, flowing with a 'data'
// listener, an empty queue, outside _read(), no decoder, not objectMode, ended, destroyed
// or errored. It does what push() and accept() do then, in fewer steps (each costs in
// Boa). When `readsOn(stream)` says the source keeps reading by itself (its _read() would
// find the handle reading and do nothing), the top-up read that accept() queues would
// only mark a read outstanding again: that is done now, without the tick.
function pushToDataConsumer(stream, chunk, readsOn) {
  const state = stream._readableState;
  state.reading = false;
  forgetDrainWaits(state);
  state.dataEmitted = true;
  stream.emit('data', chunk);
  if (!state.readingMore && !state.reading && state.constructed) {
    if (state.flowing === true && state.length === 0 && !state.ended && !state.destroyed &&
        state.errored === null && readsOn(stream)) {
      // topUpNow's read(0), whose _read() finds the handle reading.
      state.reading = true;
      state.needReadable = true;
    } else {
      state.readingMore = true;
      process.nextTick(topUpNow, stream, state);
    }
  }
  return roomForMore(state);
}
Object.defineProperty(Readable, kPushToDataConsumer, {
  __proto__: null, value: pushToDataConsumer, writable: true, configurable: true,
});

// push(null): flush the decoder's leftover bytes and announce the end of data.
function markSourceEnded(stream, state) {
  if (state.ended) return;
  if (state.decoder) {
    const tail = state.decoder.end();
    if (tail && tail.length) {
      state.buffer.push(tail);
      state.length += state.objectMode ? 1 : tail.length;
    }
  }
  state.ended = true;
  if (state.sync) {
    // Inside _read() (or before the first read()): let the caller finish, announce later;
    // but only to someone watching. With no one (not flowing, no 'readable' owed or
    // listened for), a 'readable' listener added later gets the one announcement (Node 26).
    if (state.flowing || state.needReadable || stream.listenerCount('readable') > 0) {
      scheduleReadable(stream);
    } else {
      state.eofReadablePending = true;
    }
  } else {
    state.needReadable = false;
    state.emittedReadable = true;
    announceReadable(stream);
  }
}

// ---------------------------------------------------------------------------------------
// 4. Scheduler

// 'readable' fires on a later tick, at most once until the consumer reads again.
function scheduleReadable(stream) {
  const state = stream._readableState;
  state.needReadable = false;
  if (state.emittedReadable) return;
  state.emittedReadable = true;
  process.nextTick(announceReadable, stream);
}

function announceReadable(stream) {
  const state = stream._readableState;
  if (!state.destroyed && !state.errored && (state.length !== 0 || state.ended)) {
    stream.emit('readable');
    state.emittedReadable = false;
  }
  // Ask for another announcement if a paused consumer could still get more data. This
  // only ever raises the flag: a request left over from a read(0) made inside the handler
  // stays in force (Node 26 behaves the same way).
  if (!state.flowing && !state.ended && state.length <= state.highWaterMark) {
    state.needReadable = true;
  }
  drainWhileFlowing(stream);
}

// Reading ahead: after a push, keep calling _read() on a later tick until the queue
// reaches the high-water mark (or, when flowing, while it stays empty). While a _read() is
// outstanding its push() schedules the top-up, so nothing is queued now (an unshift() in
// that window must not move the next _read() ahead of other streams' ticks).
function scheduleTopUp(stream, state) {
  if (state.readingMore || state.reading || !state.constructed) return;
  state.readingMore = true;
  process.nextTick(topUpNow, stream, state);
}

function topUpNow(stream, state) {
  for (;;) {
    if (state.reading || state.ended) break;
    const belowMark = state.length < state.highWaterMark;
    if (!belowMark && !(state.flowing && state.length === 0)) break;
    const before = state.length;
    stream.read(0);
    // A _read() that produced nothing synchronously will push later; stop polling.
    if (state.length === before) break;
  }
  state.readingMore = false;
}

// Flowing mode: hand out chunks with read() until the queue is empty or someone pauses.
function drainWhileFlowing(stream) {
  const state = stream._readableState;
  while (state.flowing && stream.read() !== null);
}

function pokeRead(stream) {
  stream.read(0);
}

// ---------------------------------------------------------------------------------------
// 5. Consumer side

Readable.prototype._read = function(size) {
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('_read()');
};

Readable.prototype.read = function(n) {
  const state = this._readableState;
  let asked;
  if (n === undefined) asked = NaN;
  else if (Number.isInteger(n)) asked = n;
  else asked = Number.parseInt(n, 10);

  if (asked > state.highWaterMark) state.highWaterMark = raisedHighWaterMark(asked);
  // Any real read also drops an end-of-stream announcement still owed to a later
  // 'readable' listener: the reader has seen the end for itself.
  if (asked !== 0) {
    state.emittedReadable = false;
    state.eofReadablePending = false;
  }

  // read(0) with a full (or finished) queue only re-announces; it takes nothing.
  if (asked === 0 && state.needReadable && (state.ended || queueIsFull(state))) {
    if (state.ended && state.length === 0) scheduleEnd(this);
    else scheduleReadable(this);
    return null;
  }

  let size = pickReadSize(state, asked);
  if (size === 0 && state.ended) {
    if (state.length === 0) scheduleEnd(this);
    return null;
  }

  // _read() is called when the queue is low (or a 'readable' is owed), unless a call is
  // already outstanding or the stream cannot produce anymore.
  if (!state.ended && !state.reading && !state.destroyed && !state.errored &&
      state.constructed &&
      (state.needReadable || state.length === 0 || state.length - size < state.highWaterMark)) {
    state.reading = true;
    state.sync = true;
    if (state.length === 0) state.needReadable = true;
    try {
      this._read(state.highWaterMark);
    } catch (err) {
      errorOrDestroy(this, err);
    }
    state.sync = false;
    // A synchronous push may have made more data available than the first estimate.
    if (!state.reading) size = pickReadSize(state, asked);
  }

  const chunk = size > 0 ? takeFromQueue(size, state) : null;
  let taken = 0;
  if (chunk === null) {
    if (state.length <= state.highWaterMark) state.needReadable = true;
  } else {
    taken = size;
    state.length -= size;
    if (state.multiAwaitDrain) state.awaitDrainWriters.clear();
    else state.awaitDrainWriters = null;
  }

  if (state.length === 0) {
    if (!state.ended) state.needReadable = true;
    // A caller asking for more than the final remainder also learns the stream ended.
    else if (asked !== taken) scheduleEnd(this);
  }

  if (chunk !== null && !state.errorEmitted && !state.closeEmitted) {
    state.dataEmitted = true;
    this.emit('data', chunk);
  }
  return chunk;
};

function queueIsFull(state) {
  return state.highWaterMark !== 0 ?
    state.length >= state.highWaterMark :
    state.length > 0;
}

Readable.prototype.setEncoding = function(enc) {
  const decoder = makeDecoder(enc);
  const state = this._readableState;
  state.decoder = decoder;
  state.encoding = decoder.encoding;
  // Whatever is queued as bytes becomes text now, so read() never mixes the two.
  let text = '';
  for (let i = state.bufferIndex; i < state.buffer.length; i++) {
    text += decoder.write(state.buffer[i]);
  }
  // After push(null) no later write would flush the decoder's held-back bytes.
  if (state.ended) text += decoder.end();
  state.buffer = text === '' ? [] : [text];
  state.bufferIndex = 0;
  state.length = text.length;
  return this;
};

Readable.prototype.isPaused = function() {
  const state = this._readableState;
  return state[kPauseIntent] === true || state.flowing === false;
};

// Adding a 'data' listener starts flowing mode unless pause() was called; adding
// 'readable' takes over (paused mode) even when 'data' listeners exist.
Readable.prototype.on = function(ev, fn) {
  const result = Stream.prototype.on.call(this, ev, fn);
  const state = this._readableState;
  if (ev === 'data') {
    state.dataListening = true;
    state.readableListening = this.listenerCount('readable') > 0 || state.readableListening;
    if (state.flowing !== false) this.resume();
  } else if (ev === 'readable' && !state.endEmitted && !state.readableListening) {
    state.readableListening = true;
    state.needReadable = true;
    state.flowing = false;
    state.emittedReadable = false;
    if (state.length !== 0) {
      scheduleReadable(this);
    } else {
      if (state.eofReadablePending) {
        state.eofReadablePending = false;
        scheduleReadable(this);
      }
      if (!state.reading) process.nextTick(pokeRead, this);
    }
  }
  return result;
};
Readable.prototype.addListener = Readable.prototype.on;

Readable.prototype.removeListener = function(ev, fn) {
  const result = Stream.prototype.removeListener.call(this, ev, fn);
  if (ev === 'readable') {
    process.nextTick(reconsiderMode, this);
  } else if (ev === 'data' && this.listenerCount('data') === 0) {
    this._readableState.dataListening = false;
  }
  return result;
};
Readable.prototype.off = Readable.prototype.removeListener;

Readable.prototype.removeAllListeners = function(ev) {
  const result = Stream.prototype.removeAllListeners.apply(this, arguments);
  if (ev === 'readable' || ev === undefined) process.nextTick(reconsiderMode, this);
  return result;
};

// On the tick after 'readable' listeners went away: fall back to flowing mode if a
// resume() is pending or 'data' listeners remain, else to "no mode chosen".
function reconsiderMode(stream) {
  const state = stream._readableState;
  state.readableListening = stream.listenerCount('readable') > 0;
  if (state.resumeScheduled && state[kPauseIntent] === false) state.flowing = true;
  else if (state.dataListening) stream.resume();
  else if (!state.readableListening) state.flowing = null;
}

Readable.prototype.resume = function() {
  const state = this._readableState;
  if (state.destroyed) return this;
  if (!state.flowing) {
    // With 'readable' listeners the stream only records the wish (flowing stays false).
    state.flowing = !state.readableListening;
    if (!state.resumeScheduled) {
      state.resumeScheduled = true;
      process.nextTick(startFlowing, this, state);
    }
  }
  state[kPauseIntent] = false;
  return this;
};

function startFlowing(stream, state) {
  if (!state.reading) stream.read(0);
  state.resumeScheduled = false;
  stream.emit('resume');
  drainWhileFlowing(stream);
  if (state.flowing && !state.reading) stream.read(0);
}

Readable.prototype.pause = function() {
  const state = this._readableState;
  if (state.destroyed) return this;
  if (state.flowing !== false) {
    state.flowing = false;
    this.emit('pause');
  }
  state[kPauseIntent] = true;
  return this;
};

// ---------------------------------------------------------------------------------------
// 6. Piping

// awaitDrainWriters holds the destinations whose write() returned false: null or one
// Writable while at most one pipe ever existed, a Set (multiAwaitDrain) after that.
function forgetDrainWaits(state) {
  if (state.multiAwaitDrain) state.awaitDrainWriters.clear();
  else state.awaitDrainWriters = null;
}

function stillAwaitingDrain(state) {
  return state.multiAwaitDrain ?
    state.awaitDrainWriters.size !== 0 :
    state.awaitDrainWriters !== null;
}

class PipeLink {
  constructor(src, dest, endDest) {
    this.src = src;
    this.dest = dest;
    this.detached = false;
    this.drainListener = null;
    this.onData = (chunk) => {
      try {
        if (dest.write(chunk) === false) this.holdBack();
      } catch (err) {
        dest.destroy(err);
      }
    };
    this.onSourceEnd = () => dest.end();
    this.unpipe = () => src.unpipe(dest);
    this.afterEnd = endDest ? this.onSourceEnd : this.unpipe;
    this.onDestUnpipe = (readable, info) => {
      if (readable !== src || !info || info.hasUnpiped !== false) return;
      info.hasUnpiped = true;
      this.detach();
    };
    this.onDestError = (err) => {
      this.unpipe();
      dest.removeListener('error', this.onDestError);
      // We were the only error listener: rethrow through the destination's own channel.
      if (dest.listenerCount('error') !== 0) return;
      const destState = dest._writableState || dest._readableState;
      if (destState && !destState.errorEmitted) errorOrDestroy(dest, err);
      else dest.emit('error', err);
    };
    this.onDestClose = () => {
      dest.removeListener('finish', this.onDestFinish);
      this.unpipe();
    };
    this.onDestFinish = () => {
      dest.removeListener('close', this.onDestClose);
      this.unpipe();
    };
  }

  attach() {
    const { src, dest } = this;
    if (src._readableState.endEmitted) process.nextTick(this.afterEnd);
    else src.once('end', this.afterEnd);
    dest.on('unpipe', this.onDestUnpipe);
    src.on('data', this.onData);
    // First in line, so the pipe is torn down before user handlers see the error.
    prependListener(dest, 'error', this.onDestError);
    dest.once('close', this.onDestClose);
    dest.once('finish', this.onDestFinish);
  }

  // The destination is full: record it as awaited and pause the source until 'drain'.
  holdBack() {
    const { src, dest } = this;
    const state = src._readableState;
    if (!this.detached) {
      const pipes = state.pipes;
      if (pipes.length === 1 && pipes[0] === dest) {
        state.awaitDrainWriters = dest;
        state.multiAwaitDrain = false;
      } else if (pipes.length > 1 && pipes.includes(dest)) {
        state.awaitDrainWriters.add(dest);
      }
      src.pause();
    }
    if (this.drainListener === null) {
      this.drainListener = () => this.drained();
      dest.on('drain', this.drainListener);
    }
  }

  drained() {
    const state = this.src._readableState;
    if (state.awaitDrainWriters === this.dest) state.awaitDrainWriters = null;
    else if (state.multiAwaitDrain) state.awaitDrainWriters.delete(this.dest);
    if (!stillAwaitingDrain(state) && state.dataListening) this.src.resume();
  }

  detach() {
    const { src, dest } = this;
    dest.removeListener('close', this.onDestClose);
    dest.removeListener('finish', this.onDestFinish);
    if (this.drainListener !== null) dest.removeListener('drain', this.drainListener);
    dest.removeListener('error', this.onDestError);
    dest.removeListener('unpipe', this.onDestUnpipe);
    src.removeListener('end', this.onSourceEnd);
    src.removeListener('end', this.unpipe);
    src.removeListener('data', this.onData);
    this.detached = true;
    // A destination that goes away while awaited must not keep the source paused.
    if (this.drainListener !== null && src._readableState.awaitDrainWriters) this.drained();
  }
}

Readable.prototype.pipe = function(dest, pipeOpts) {
  const state = this._readableState;
  if (state.pipes.length === 1 && !state.multiAwaitDrain) {
    state.multiAwaitDrain = true;
    const single = state.awaitDrainWriters;
    state.awaitDrainWriters = new Set();
    if (single) state.awaitDrainWriters.add(single);
  }
  state.pipes.push(dest);

  // process.stdout/stderr are never ended by a pipe.
  const endDest = (!pipeOpts || pipeOpts.end !== false) &&
    dest !== process.stdout && dest !== process.stderr;
  const link = new PipeLink(this, dest, endDest);
  link.attach();
  dest.emit('pipe', this);

  if (dest.writableNeedDrain === true) link.holdBack();
  else if (!state.flowing) this.resume();
  return dest;
};

Readable.prototype.unpipe = function(dest) {
  const state = this._readableState;
  if (state.pipes.length === 0) return this;
  let released;
  if (dest) {
    const at = state.pipes.indexOf(dest);
    if (at === -1) return this;
    state.pipes.splice(at, 1);
    released = [dest];
    if (state.pipes.length === 0) this.pause();
  } else {
    released = state.pipes;
    state.pipes = [];
    this.pause();
  }
  // Each PipeLink listens for this 'unpipe' and removes its listeners.
  for (const target of released) target.emit('unpipe', this, { hasUnpiped: false });
  return this;
};

// ---------------------------------------------------------------------------------------
// 7. Adapters

Readable.prototype[Symbol.asyncIterator] = function() {
  return iteratorFor(this, undefined);
};

Readable.prototype.iterator = function(options) {
  if (options !== undefined) validateObject(options, 'options');
  return iteratorFor(this, options);
};

// The method can be borrowed by an old-style stream (no read()): it is adopted into an
// object-mode Readable first. The iterator names the stream it drains as `.stream`.
function iteratorFor(stream, options) {
  if (typeof stream.read !== 'function') stream = Readable.wrap(stream, { objectMode: true });
  const iter = iterate(stream, options);
  iter.stream = stream;
  return iter;
}

// The iterator is a plain object rather than an async generator: Node 26 settles next()
// with an already-resolved promise when a chunk is buffered, and for-await code observes
// that number of microtask turns. `outcome` stays undefined while the stream runs, becomes
// null on a clean end and the error on failure. Calls made while a read waits are queued
// and served in order once it settles.
const AsyncIteratorProto = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype);

function iterate(stream, options) {
  let outcome;
  let watching = false;
  let over = false;        // the iteration has completed
  let waiting = false;     // a next() is parked until 'readable' or the end
  let backlog = null;      // requests that arrived while waiting
  let serving = false;
  let wake = noop;
  let stopWatching;

  // Both the 'readable' listener (called with this === stream) and the executor of the
  // promise a parked read sleeps on.
  function onReadable(resolve) {
    if (this === stream) {
      const w = wake;
      wake = noop;
      w();
    } else {
      wake = resolve;
    }
  }

  function watch() {
    watching = true;
    stream.on('readable', onReadable);
    stopWatching = finished(stream, { writable: false }, (err) => {
      outcome = err ? lazyErrors().aggregateTwoErrors(outcome, err) : null;
      const w = wake;
      wake = noop;
      w();
    });
  }

  // Leaving early destroys the stream unless the caller opted out with
  // destroyOnReturn: false; an error always destroys (when autoDestroy allows).
  function finish() {
    over = true;
    if ((outcome || options?.destroyOnReturn !== false) &&
        (outcome === undefined || stream._readableState.autoDestroy)) {
      destroyImpl.destroyer(stream, null);
    } else {
      stream.off('readable', onReadable);
      stopWatching();
    }
  }

  function fail(err, reject) {
    outcome = lazyErrors().aggregateTwoErrors(outcome, err);
    finish();
    reject(outcome);
  }

  function serveBacklog() {
    if (serving) return;
    serving = true;
    try {
      while (!waiting && backlog.length > 0) {
        const req = backlog.shift();
        if (req.kind === 'next') {
          if (over) {
            req.resolve({ done: true, value: undefined });
          } else {
            if (!watching) watch();
            waiting = true;
            pull(req.resolve, req.reject);
          }
        } else if (req.kind === 'return') {
          settleReturn(req.value, req.resolve);
        } else {
          settleThrow(req.value, req.reject);
        }
      }
    } finally {
      serving = false;
    }
  }

  function served() {
    waiting = false;
    if (backlog !== null) serveBacklog();
  }

  // Chunks that are thenables are unwrapped; a rejection ends the iteration.
  function pull(resolve, reject) {
    const chunk = stream.destroyed ? null : stream.read();
    if (chunk !== null) {
      const then = chunk?.then;
      if (typeof then === 'function') {
        Reflect.apply(then, chunk, [(value) => {
          waiting = false;
          resolve({ done: false, value });
          if (backlog !== null) serveBacklog();
        }, (err) => {
          waiting = false;
          fail(err, reject);
          if (backlog !== null) serveBacklog();
        }]);
        return;
      }
      waiting = false;
      resolve({ done: false, value: chunk });
      if (backlog !== null) serveBacklog();
    } else if (outcome) {
      waiting = false;
      fail(outcome, reject);
      if (backlog !== null) serveBacklog();
    } else if (outcome === null) {
      waiting = false;
      finish();
      resolve({ done: true, value: undefined });
      if (backlog !== null) serveBacklog();
    } else {
      new Promise(onReadable).then(() => pull(resolve, reject));
    }
  }

  function settleReturn(value, resolve) {
    if (!over) {
      if (watching) finish();
      else over = true;
    }
    resolve({ done: true, value });
  }

  function settleThrow(err, reject) {
    if (over || !watching) {
      over = true;
      reject(err);
      return;
    }
    fail(err, reject);
  }

  function enqueue(kind, value, resolve, reject) {
    backlog ??= [];
    backlog.push({ kind, value, resolve, reject });
  }

  return {
    __proto__: AsyncIteratorProto,
    next() {
      if (!waiting && !over) {
        if (!watching) watch();
        const chunk = stream.destroyed ? null : stream.read();
        if (chunk !== null) {
          const then = chunk?.then;
          if (typeof then === 'function') {
            waiting = true;
            return Reflect.apply(then, chunk, [(value) => {
              served();
              return { done: false, value };
            }, (err) => {
              waiting = false;
              outcome = lazyErrors().aggregateTwoErrors(outcome, err);
              finish();
              if (backlog !== null) serveBacklog();
              throw outcome;
            }]);
          }
          return Promise.resolve({ done: false, value: chunk });
        }
        if (outcome) {
          finish();
          return Promise.reject(outcome);
        }
        if (outcome === null) {
          finish();
          return Promise.resolve({ done: true, value: undefined });
        }
        waiting = true;
        return new Promise((resolve, reject) => {
          new Promise(onReadable).then(() => pull(resolve, reject));
        });
      }
      return new Promise((resolve, reject) => {
        if (waiting) enqueue('next', undefined, resolve, reject);
        else resolve({ done: true, value: undefined });
      });
    },
    return(value) {
      return new Promise((resolve, reject) => {
        if (waiting) enqueue('return', value, resolve, reject);
        else settleReturn(value, resolve);
      });
    },
    throw(err) {
      return new Promise((resolve, reject) => {
        if (waiting) enqueue('throw', err, resolve, reject);
        else settleThrow(err, reject);
      });
    },
  };
}

// Adopts an old-style (streams1) stream: its 'data' becomes push(), and a full queue
// pauses it until the next _read().
Readable.prototype.wrap = function(stream) {
  let oldPaused = false;
  stream.on('data', (chunk) => {
    if (this.push(chunk) || !stream.pause) return;
    oldPaused = true;
    stream.pause();
  });
  stream.on('end', () => this.push(null));
  stream.on('error', (err) => errorOrDestroy(this, err));
  stream.on('close', () => this.destroy());
  stream.on('destroy', () => this.destroy());
  this._read = () => {
    if (!oldPaused || !stream.resume) return;
    oldPaused = false;
    stream.resume();
  };
  // Expose the old stream's own methods that we do not already have.
  for (const name of Object.keys(stream)) {
    const value = stream[name];
    if (typeof value === 'function' && this[name] === undefined) this[name] = value.bind(stream);
  }
  return this;
};

// Readable.wrap(src): a new Readable adopting `src`; destroying it destroys `src` too.
Readable.wrap = function(src, options) {
  return new Readable({
    objectMode: src.readableObjectMode ?? src.objectMode ?? true,
    ...options,
    destroy(err, callback) {
      destroyImpl.destroyer(src, err);
      callback(err);
    },
  }).wrap(src);
};

// Readable.from(iterable): strings and Buffers are one chunk; any other (async) iterable
// gives one chunk per item, pulled lazily from _read().
Readable.from = function(iterable, opts) {
  if (typeof iterable === 'string' || iterable instanceof Buffer) {
    return new Readable({
      objectMode: true,
      ...opts,
      read() {
        this.push(iterable);
        this.push(null);
      },
    });
  }
  let source;
  let sourceIsAsync;
  // Any truthy iterator method is called, as in Node: a non-function one throws the
  // engine's TypeError rather than ERR_INVALID_ARG_TYPE.
  if (iterable && iterable[Symbol.asyncIterator]) {
    source = iterable[Symbol.asyncIterator]();
    sourceIsAsync = true;
  } else if (iterable && iterable[Symbol.iterator]) {
    source = iterable[Symbol.iterator]();
    sourceIsAsync = false;
  } else {
    throw new codes.ERR_INVALID_ARG_TYPE('iterable', ['Iterable'], iterable);
  }
  const stream = new Readable({ objectMode: true, highWaterMark: 1, ...opts });
  new IterablePump(stream, source, sourceIsAsync);
  return stream;
};

// Drives one iterator into one stream: a pull loop that runs while push() says there is
// room, and iterator shutdown (throw()/return()) on destroy.
class IterablePump {
  constructor(stream, source, sourceIsAsync) {
    this.stream = stream;
    this.source = source;
    this.sourceIsAsync = sourceIsAsync;
    this.pulling = false;
    stream._read = () => {
      if (this.pulling) return;
      this.pulling = true;
      this.pull();
    };
    stream._destroy = (error, cb) => {
      this.shutDown(error).then(
        () => process.nextTick(cb, error),
        (shutdownError) => process.nextTick(cb, shutdownError || error));
    };
  }

  async pull() {
    const { stream, source } = this;
    try {
      for (;;) {
        const step = this.sourceIsAsync ? await source.next() : source.next();
        let item = step.value;
        if (step.done) {
          stream.push(null);
          return;
        }
        if (item && typeof item.then === 'function') item = await item;
        if (item === null) {
          this.pulling = false;
          throw new codes.ERR_STREAM_NULL_VALUES();
        }
        if (!stream.push(item)) {
          this.pulling = false;
          return;
        }
      }
    } catch (err) {
      stream.destroy(err);
    }
  }

  // Lets the iterator run its cleanup: throw() for an error (a generator may catch it and
  // finish), then return().
  async shutDown(error) {
    const source = this.source;
    if (error !== undefined && error !== null && typeof source.throw === 'function') {
      const thrown = await source.throw(error);
      await thrown.value;
      if (thrown.done) return;
    }
    if (typeof source.return === 'function') {
      const returned = await source.return();
      await returned.value;
    }
  }
}

// ---------------------------------------------------------------------------------------
// 8. Accessors and end of stream

function stateOf(stream) {
  return stream._readableState;
}

const accessors = {
  readable: {
    get() {
      const s = stateOf(this);
      return !!s && s.readable !== false && !s.destroyed && !s.errorEmitted && !s.endEmitted;
    },
    set(value) {
      const s = stateOf(this);
      if (s) s.readable = !!value;
    },
  },
  readableDidRead: { get() { return stateOf(this).dataEmitted; } },
  readableAborted: {
    get() {
      const s = stateOf(this);
      return !!(s.readable !== false && (s.destroyed || s.errored) && !s.endEmitted);
    },
  },
  readableHighWaterMark: { get() { return stateOf(this).highWaterMark; } },
  readableBuffer: {
    get() {
      const s = stateOf(this);
      return s && s.buffer;
    },
  },
  readableFlowing: {
    get() { return stateOf(this).flowing; },
    set(value) {
      const s = stateOf(this);
      if (s) s.flowing = value;
    },
  },
  readableLength: { get() { return stateOf(this).length; } },
  readableObjectMode: {
    get() {
      const s = stateOf(this);
      return s ? s.objectMode : false;
    },
  },
  readableEncoding: {
    get() {
      const s = stateOf(this);
      return s ? s.encoding : null;
    },
  },
  errored: {
    get() {
      const s = stateOf(this);
      return s ? s.errored : null;
    },
  },
  closed: {
    get() {
      const s = stateOf(this);
      return s ? s.closed : false;
    },
  },
  destroyed: {
    get() {
      const s = stateOf(this);
      return s ? s.destroyed : false;
    },
    set(value) {
      const s = stateOf(this);
      if (s) s.destroyed = value;
    },
  },
  readableEnded: {
    get() {
      const s = stateOf(this);
      return s ? s.endEmitted : false;
    },
  },
};
for (const name of Object.keys(accessors)) {
  Object.defineProperty(Readable.prototype, name, {
    __proto__: null,
    enumerable: false,
    configurable: true,
    ...accessors[name],
  });
}

// 'end' fires on a later tick, and only if the queue is still empty and nothing failed
// or closed in between.
function scheduleEnd(stream) {
  const state = stream._readableState;
  if (state.endEmitted) return;
  state.ended = true;
  process.nextTick(emitEndNow, state, stream);
}

function emitEndNow(state, stream) {
  if (state.errored || state.closeEmitted || state.endEmitted || state.length !== 0) return;
  state.endEmitted = true;
  stream.emit('end');
  if (stream.writable && stream.allowHalfOpen === false) {
    // A Duplex without half-open support ends its writable side too.
    process.nextTick(endWritableSide, stream);
    return;
  }
  if (!state.autoDestroy) return;
  // For a Duplex, auto-destroy waits until the writable side is done as well.
  const w = stream._writableState;
  if (!w || (w.autoDestroy && (w.finished || w.writable === false))) stream.destroy();
}

function endWritableSide(stream) {
  if (stream.writable && !stream.writableEnded && !stream.destroyed) stream.end();
}

Readable._fromList = takeFromQueue;
Readable[kOnConstructed] = true;

// Web stream adapters (internal/webstreams/adapters loads on first use).
Readable.fromWeb = function(readableStream, options) {
  return require('internal/webstreams/adapters')
    .newStreamReadableFromReadableStream(readableStream, options);
};

Readable.toWeb = function(streamReadable, options) {
  return require('internal/webstreams/adapters')
    .newReadableStreamFromStreamReadable(streamReadable, options);
};

// The operators (map, filter, compose, ...) are Readable methods from the start, as in Node,
// where lib/stream.js installs them during bootstrap: a stream handed out by an internal
// module (node:test's run()) has them before any user code loads `stream`.
require('internal/streams/operators').install(Readable);

module.exports = Readable;
