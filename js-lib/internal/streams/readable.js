'use strict';
// internal/streams/readable: the Readable class. Data pushed by _read() lands in
// state.buffer (an array of chunks) unless the stream is flowing with nothing queued, in
// which case push() emits 'data' at once. Paused mode is driven by read(n) and the
// 'readable' event; flowing mode by resume()/flow(). Event scheduling (which steps run on
// process.nextTick) follows Node so that 'data'/'end'/'close'/'error' order matches.
// Also: pipe/unpipe, async iteration, Readable.from and wrap().

const { Buffer } = require('buffer');
const { Stream, prependListener } = require('internal/streams/legacy');
const destroyImpl = require('internal/streams/destroy');
const { getHighWaterMark } = require('internal/streams/state');
const { aggregateTwoErrors, AbortError, codes: {
  ERR_INVALID_ARG_TYPE, ERR_METHOD_NOT_IMPLEMENTED, ERR_OUT_OF_RANGE,
  ERR_STREAM_PUSH_AFTER_EOF, ERR_STREAM_UNSHIFT_AFTER_END_EVENT, ERR_STREAM_NULL_VALUES,
  ERR_UNKNOWN_ENCODING,
} } = require('internal/errors');
const { validateObject } = require('internal/validators');
const { kOnConstructed } = require('internal/streams/utils');

const { errorOrDestroy } = destroyImpl;
const kPaused = Symbol('kPaused');
const nop = () => {};

let StringDecoder;
let Duplex;
let eos;
function isDuplexInstance(stream) {
  Duplex ??= require('internal/streams/duplex');
  return stream instanceof Duplex;
}
function lazyEos() {
  if (eos === undefined) eos = require('internal/streams/end-of-stream');
  return eos;
}

function ReadableState(options, stream, isDuplex) {
  if (typeof isDuplex !== 'boolean') isDuplex = isDuplexInstance(stream);
  this.objectMode = !!(options && options.objectMode);
  if (isDuplex) this.objectMode = this.objectMode || !!(options && options.readableObjectMode);
  this.highWaterMark = options ?
    getHighWaterMark(this, options, 'readableHighWaterMark', isDuplex) :
    require('internal/streams/state').getDefaultHighWaterMark(this.objectMode);
  // Consumed slots before bufferIndex are nulled instead of shifted (shift is O(n)).
  this.buffer = [];
  this.bufferIndex = 0;
  this.length = 0;
  this.pipes = [];
  this.flowing = null;
  this[kPaused] = null;
  this.ended = false;
  this.endEmitted = false;
  this.reading = false;
  this.constructed = true;
  this.sync = true;
  this.needReadable = false;
  this.emittedReadable = false;
  this.readableListening = false;
  this.resumeScheduled = false;
  this.errorEmitted = false;
  this.emitClose = !options || options.emitClose !== false;
  this.autoDestroy = !options || options.autoDestroy !== false;
  this.destroyed = false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  this.defaultEncoding = checkDefaultEncoding(options);
  this.awaitDrainWriters = null;
  this.multiAwaitDrain = false;
  this.readingMore = false;
  this.dataEmitted = false;
  this.dataListening = false;
  this.decoder = null;
  this.encoding = null;
  if (options && options.encoding) {
    StringDecoder ??= require('string_decoder').StringDecoder;
    this.decoder = new StringDecoder(options.encoding);
    this.encoding = options.encoding;
  }
}

function checkDefaultEncoding(options) {
  const enc = options && options.defaultEncoding;
  if (enc == null || enc === 'utf8' || enc === 'utf-8') return 'utf8';
  if (!Buffer.isEncoding(enc)) throw new ERR_UNKNOWN_ENCODING(enc);
  return enc;
}

Object.defineProperty(ReadableState.prototype, 'pipesCount', {
  __proto__: null,
  get() {
    return this.pipes.length;
  },
});
Object.defineProperty(ReadableState.prototype, 'paused', {
  __proto__: null,
  get() {
    return this[kPaused] !== null ? this[kPaused] : false;
  },
  set(v) {
    this[kPaused] = v;
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
    if (options.signal && !isDuplex) {
      require('internal/streams/add-abort-signal').addAbortSignal(options.signal, this);
    }
  }
  Stream.call(this, options);
  if (typeof this._construct === 'function') {
    destroyImpl.construct(this, () => {
      const state = this._readableState;
      if (state.needReadable) maybeReadMore(this, state);
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
  Readable.prototype[Symbol.asyncDispose] = function() {
    let error;
    if (!this.destroyed) {
      error = this.readableEnded ? null : new AbortError();
      this.destroy(error);
    }
    return new Promise((resolve, reject) =>
      lazyEos()(this, (err) => (err && err !== error ? reject(err) : resolve(null))));
  };
}

Readable.prototype.push = function(chunk, encoding) {
  const state = this._readableState;
  if (chunk === null) {
    state.reading = false;
    onEofChunk(this, state);
    return false;
  }
  if (!state.objectMode) {
    if (typeof chunk === 'string') {
      encoding ||= state.defaultEncoding;
      if (state.encoding !== encoding) {
        chunk = Buffer.from(chunk, encoding);
        encoding = '';
      }
    } else if (chunk instanceof Buffer) {
      encoding = '';
    } else if (ArrayBuffer.isView(chunk)) {
      chunk = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      encoding = '';
    } else if (chunk !== undefined) {
      errorOrDestroy(this, invalidChunk(chunk));
      return false;
    }
    if (!chunk || chunk.length <= 0) {
      state.reading = false;
      maybeReadMore(this, state);
      return canPushMore(state);
    }
  }
  if (state.ended) {
    errorOrDestroy(this, new ERR_STREAM_PUSH_AFTER_EOF());
    return false;
  }
  if (state.destroyed || state.errored) return false;
  state.reading = false;
  if (state.decoder && !encoding) {
    chunk = state.decoder.write(chunk);
    if (!state.objectMode && chunk.length === 0) {
      maybeReadMore(this, state);
      return canPushMore(state);
    }
  }
  addChunk(this, state, chunk, false);
  return canPushMore(state);
};

Readable.prototype.unshift = function(chunk, encoding) {
  const state = this._readableState;
  if (chunk === null) {
    state.reading = false;
    onEofChunk(this, state);
    return false;
  }
  if (!state.objectMode) {
    if (typeof chunk === 'string') {
      encoding ||= state.defaultEncoding;
      if (state.encoding !== encoding) {
        chunk = state.encoding ? Buffer.from(chunk, encoding).toString(state.encoding) :
          Buffer.from(chunk, encoding);
      }
    } else if (ArrayBuffer.isView(chunk)) {
      if (!(chunk instanceof Buffer)) chunk = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    } else if (chunk !== undefined) {
      errorOrDestroy(this, invalidChunk(chunk));
      return false;
    }
    if (!(chunk && chunk.length > 0)) return canPushMore(state);
  }
  if (state.endEmitted) errorOrDestroy(this, new ERR_STREAM_UNSHIFT_AFTER_END_EVENT());
  else if (state.destroyed || state.errored) return false;
  else addChunk(this, state, chunk, true);
  return canPushMore(state);
};

function invalidChunk(chunk) {
  return new ERR_INVALID_ARG_TYPE('chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk);
}

function canPushMore(state) {
  return !state.ended && (state.length < state.highWaterMark || state.length === 0);
}

function addChunk(stream, state, chunk, addToFront) {
  if (state.flowing && state.length === 0 && !state.sync && state.dataListening) {
    if (state.multiAwaitDrain) state.awaitDrainWriters.clear();
    else state.awaitDrainWriters = null;
    state.dataEmitted = true;
    stream.emit('data', chunk);
  } else {
    state.length += state.objectMode ? 1 : chunk.length;
    if (!addToFront) state.buffer.push(chunk);
    else if (state.bufferIndex > 0) state.buffer[--state.bufferIndex] = chunk;
    else state.buffer.unshift(chunk);
    if (state.needReadable) emitReadable(stream);
  }
  maybeReadMore(stream, state);
}

Readable.prototype.isPaused = function() {
  const state = this._readableState;
  return state[kPaused] === true || state.flowing === false;
};

Readable.prototype.setEncoding = function(enc) {
  StringDecoder ??= require('string_decoder').StringDecoder;
  const decoder = new StringDecoder(enc);
  const state = this._readableState;
  state.decoder = decoder;
  state.encoding = decoder.encoding;
  let content = '';
  const buf = state.buffer;
  for (let i = state.bufferIndex; i < buf.length; i++) content += decoder.write(buf[i]);
  state.buffer = [];
  state.bufferIndex = 0;
  if (content !== '') state.buffer.push(content);
  state.length = content.length;
  return this;
};

const kMaxHwm = 0x40000000;
function computeNewHighWaterMark(n) {
  if (n > kMaxHwm) throw new ERR_OUT_OF_RANGE('size', '<= 1GiB', n);
  // The next power of two, so that repeated read(n) calls grow the mark in few steps.
  n--;
  n |= n >>> 1;
  n |= n >>> 2;
  n |= n >>> 4;
  n |= n >>> 8;
  n |= n >>> 16;
  return n + 1;
}

function howMuchToRead(n, state) {
  if (n <= 0 || (state.length === 0 && state.ended)) return 0;
  if (state.objectMode) return 1;
  if (n !== n) { // NaN: one chunk at a time (all of the text when decoding)
    if (state.length && (state.flowing || !state.decoder)) return state.buffer[state.bufferIndex].length;
    return state.length;
  }
  if (n <= state.length) return n;
  return state.ended ? state.length : 0;
}

Readable.prototype.read = function(n) {
  if (n === undefined) n = NaN;
  else if (!Number.isInteger(n)) n = Number.parseInt(n, 10);
  const state = this._readableState;
  const nOrig = n;
  if (n > state.highWaterMark) state.highWaterMark = computeNewHighWaterMark(n);
  if (n !== 0) state.emittedReadable = false;

  if (n === 0 && state.needReadable &&
      ((state.highWaterMark !== 0 ? state.length >= state.highWaterMark : state.length > 0) ||
        state.ended)) {
    if (state.length === 0 && state.ended) endReadable(this);
    else emitReadable(this);
    return null;
  }

  n = howMuchToRead(n, state);
  if (n === 0 && state.ended) {
    if (state.length === 0) endReadable(this);
    return null;
  }

  let doRead = state.needReadable;
  if (state.length === 0 || state.length - n < state.highWaterMark) doRead = true;
  if (state.ended || state.reading || state.destroyed || state.errored || !state.constructed) {
    doRead = false;
  } else if (doRead) {
    state.reading = true;
    state.sync = true;
    if (state.length === 0) state.needReadable = true;
    try {
      this._read(state.highWaterMark);
    } catch (err) {
      errorOrDestroy(this, err);
    }
    state.sync = false;
    if (!state.reading) n = howMuchToRead(nOrig, state);
  }

  let ret = n > 0 ? fromList(n, state) : null;
  if (ret === null) {
    if (state.length <= state.highWaterMark) state.needReadable = true;
    n = 0;
  } else {
    state.length -= n;
    if (state.multiAwaitDrain) state.awaitDrainWriters.clear();
    else state.awaitDrainWriters = null;
  }

  if (state.length === 0) {
    if (!state.ended) state.needReadable = true;
    if (nOrig !== n && state.ended) endReadable(this);
  }

  if (ret !== null && !state.errorEmitted && !state.closeEmitted) {
    state.dataEmitted = true;
    this.emit('data', ret);
  }
  return ret;
};

// Takes n bytes/characters (or one object) off the front of the buffer.
function fromList(n, state) {
  if (state.length === 0) return null;
  const buf = state.buffer;
  let idx = state.bufferIndex;
  let ret;
  if (state.objectMode) {
    ret = buf[idx];
    buf[idx++] = null;
  } else if (!n || n >= state.length) {
    if (state.decoder) {
      ret = '';
      while (idx < buf.length) {
        ret += buf[idx];
        buf[idx++] = null;
      }
    } else if (buf.length - idx === 1) {
      ret = buf[idx];
      buf[idx++] = null;
    } else {
      ret = Buffer.allocUnsafe(state.length);
      let off = 0;
      while (idx < buf.length) {
        const c = buf[idx];
        ret.set(c, off);
        off += c.length;
        buf[idx++] = null;
      }
    }
  } else {
    const first = buf[idx];
    if (n < first.length) {
      ret = first.slice(0, n);
      buf[idx] = first.slice(n);
    } else if (n === first.length) {
      ret = first;
      buf[idx++] = null;
    } else if (state.decoder) {
      ret = '';
      while (ret.length < n) {
        const c = buf[idx];
        const want = n - ret.length;
        if (c.length <= want) {
          ret += c;
          buf[idx++] = null;
        } else {
          ret += c.slice(0, want);
          buf[idx] = c.slice(want);
        }
      }
    } else {
      ret = Buffer.allocUnsafe(n);
      let off = 0;
      while (off < n) {
        const c = buf[idx];
        const want = n - off;
        if (c.length <= want) {
          ret.set(c, off);
          off += c.length;
          buf[idx++] = null;
        } else {
          ret.set(c.subarray(0, want), off);
          buf[idx] = c.subarray(want);
          off += want;
        }
      }
    }
  }
  if (idx === buf.length) {
    buf.length = 0;
    state.bufferIndex = 0;
  } else if (idx > 1024) {
    buf.splice(0, idx);
    state.bufferIndex = 0;
  } else {
    state.bufferIndex = idx;
  }
  return ret;
}

function onEofChunk(stream, state) {
  if (state.ended) return;
  if (state.decoder) {
    const chunk = state.decoder.end();
    if (chunk && chunk.length) {
      state.buffer.push(chunk);
      state.length += state.objectMode ? 1 : chunk.length;
    }
  }
  state.ended = true;
  if (state.sync) {
    emitReadable(stream);
  } else {
    state.needReadable = false;
    state.emittedReadable = true;
    emitReadableNT(stream);
  }
}

function emitReadable(stream) {
  const state = stream._readableState;
  state.needReadable = false;
  if (!state.emittedReadable) {
    state.emittedReadable = true;
    process.nextTick(emitReadableNT, stream);
  }
}

function emitReadableNT(stream) {
  const state = stream._readableState;
  if (!state.destroyed && !state.errored && (state.length || state.ended)) {
    stream.emit('readable');
    state.emittedReadable = false;
  }
  state.needReadable = !state.flowing && !state.ended && state.length <= state.highWaterMark;
  flow(stream);
}

function maybeReadMore(stream, state) {
  if (!state.readingMore && state.constructed) {
    state.readingMore = true;
    process.nextTick(maybeReadMoreNT, stream, state);
  }
}

function maybeReadMoreNT(stream, state) {
  while (!state.reading && !state.ended &&
    (state.length < state.highWaterMark || (state.flowing && state.length === 0))) {
    const len = state.length;
    stream.read(0);
    if (len === state.length) break;
  }
  state.readingMore = false;
}

Readable.prototype._read = function(n) {
  throw new ERR_METHOD_NOT_IMPLEMENTED('_read()');
};

Readable.prototype.pipe = function(dest, pipeOpts) {
  const src = this;
  const state = this._readableState;
  if (state.pipes.length === 1 && !state.multiAwaitDrain) {
    state.multiAwaitDrain = true;
    state.awaitDrainWriters = new Set(state.awaitDrainWriters ? [state.awaitDrainWriters] : []);
  }
  state.pipes.push(dest);

  const doEnd = (!pipeOpts || pipeOpts.end !== false) &&
    dest !== process.stdout && dest !== process.stderr;
  const endFn = doEnd ? onend : unpipe;
  if (state.endEmitted) process.nextTick(endFn);
  else src.once('end', endFn);

  dest.on('unpipe', onunpipe);
  function onunpipe(readable, info) {
    if (readable === src && info && info.hasUnpiped === false) {
      info.hasUnpiped = true;
      cleanup();
    }
  }
  function onend() {
    dest.end();
  }

  let ondrain;
  let cleanedUp = false;
  function cleanup() {
    dest.removeListener('close', onclose);
    dest.removeListener('finish', onfinish);
    if (ondrain) dest.removeListener('drain', ondrain);
    dest.removeListener('error', onerror);
    dest.removeListener('unpipe', onunpipe);
    src.removeListener('end', onend);
    src.removeListener('end', unpipe);
    src.removeListener('data', ondata);
    cleanedUp = true;
    if (ondrain && state.awaitDrainWriters) ondrain();
  }

  function pause() {
    if (!cleanedUp) {
      if (state.pipes.length === 1 && state.pipes[0] === dest) {
        state.awaitDrainWriters = dest;
        state.multiAwaitDrain = false;
      } else if (state.pipes.length > 1 && state.pipes.includes(dest)) {
        state.awaitDrainWriters.add(dest);
      }
      src.pause();
    }
    if (!ondrain) {
      ondrain = pipeOnDrain(src, dest);
      dest.on('drain', ondrain);
    }
  }

  src.on('data', ondata);
  function ondata(chunk) {
    try {
      if (dest.write(chunk) === false) pause();
    } catch (error) {
      dest.destroy(error);
    }
  }

  function onerror(er) {
    unpipe();
    dest.removeListener('error', onerror);
    if (dest.listenerCount('error') === 0) {
      const s = dest._writableState || dest._readableState;
      if (s && !s.errorEmitted) errorOrDestroy(dest, er);
      else dest.emit('error', er);
    }
  }
  prependListener(dest, 'error', onerror);

  function onclose() {
    dest.removeListener('finish', onfinish);
    unpipe();
  }
  dest.once('close', onclose);
  function onfinish() {
    dest.removeListener('close', onclose);
    unpipe();
  }
  dest.once('finish', onfinish);

  function unpipe() {
    src.unpipe(dest);
  }

  dest.emit('pipe', src);

  if (dest.writableNeedDrain === true) pause();
  else if (!state.flowing) src.resume();
  return dest;
};

function pipeOnDrain(src, dest) {
  return function() {
    const state = src._readableState;
    if (state.awaitDrainWriters === dest) state.awaitDrainWriters = null;
    else if (state.multiAwaitDrain) state.awaitDrainWriters.delete(dest);
    if ((!state.awaitDrainWriters || state.awaitDrainWriters.size === 0) &&
        state.dataListening) {
      src.resume();
    }
  };
}

Readable.prototype.unpipe = function(dest) {
  const state = this._readableState;
  if (state.pipes.length === 0) return this;
  if (!dest) {
    const dests = state.pipes;
    state.pipes = [];
    this.pause();
    for (let i = 0; i < dests.length; i++) {
      dests[i].emit('unpipe', this, { hasUnpiped: false });
    }
    return this;
  }
  const index = state.pipes.indexOf(dest);
  if (index === -1) return this;
  state.pipes.splice(index, 1);
  if (state.pipes.length === 0) this.pause();
  dest.emit('unpipe', this, { hasUnpiped: false });
  return this;
};

Readable.prototype.on = function(ev, fn) {
  const res = Stream.prototype.on.call(this, ev, fn);
  const state = this._readableState;
  if (ev === 'data') {
    state.dataListening = true;
    if (this.listenerCount('readable') > 0) state.readableListening = true;
    if (state.flowing !== false) this.resume();
  } else if (ev === 'readable') {
    if (!state.endEmitted && !state.readableListening) {
      state.readableListening = state.needReadable = true;
      state.flowing = false;
      state.emittedReadable = false;
      if (state.length) emitReadable(this);
      else if (!state.reading) process.nextTick(nReadingNextTick, this);
    }
  }
  return res;
};
Readable.prototype.addListener = Readable.prototype.on;

Readable.prototype.removeListener = function(ev, fn) {
  const res = Stream.prototype.removeListener.call(this, ev, fn);
  if (ev === 'readable') process.nextTick(updateReadableListening, this);
  else if (ev === 'data' && this.listenerCount('data') === 0) this._readableState.dataListening = false;
  return res;
};
Readable.prototype.off = Readable.prototype.removeListener;

Readable.prototype.removeAllListeners = function(ev) {
  const res = Stream.prototype.removeAllListeners.apply(this, arguments);
  if (ev === 'readable' || ev === undefined) process.nextTick(updateReadableListening, this);
  return res;
};

function updateReadableListening(self) {
  const state = self._readableState;
  state.readableListening = self.listenerCount('readable') > 0;
  if (state.resumeScheduled && state[kPaused] === false) state.flowing = true;
  else if (state.dataListening) self.resume();
  else if (!state.readableListening) state.flowing = null;
}

function nReadingNextTick(self) {
  self.read(0);
}

Readable.prototype.resume = function() {
  const state = this._readableState;
  if (state.destroyed) return this;
  if (!state.flowing) {
    state.flowing = !state.readableListening;
    if (!state.resumeScheduled) {
      state.resumeScheduled = true;
      process.nextTick(resumeNT, this, state);
    }
  }
  state[kPaused] = false;
  return this;
};

function resumeNT(stream, state) {
  if (!state.reading) stream.read(0);
  state.resumeScheduled = false;
  stream.emit('resume');
  flow(stream);
  if (state.flowing && !state.reading) stream.read(0);
}

Readable.prototype.pause = function() {
  const state = this._readableState;
  if (state.destroyed) return this;
  if (state.flowing !== false) {
    state.flowing = false;
    this.emit('pause');
  }
  state[kPaused] = true;
  return this;
};

function flow(stream) {
  const state = stream._readableState;
  while (state.flowing && stream.read() !== null);
}

// Adopts an old-style (streams1) stream: its 'data' becomes push(), back-pressure pauses it.
Readable.prototype.wrap = function(stream) {
  let paused = false;
  stream.on('data', (chunk) => {
    if (!this.push(chunk) && stream.pause) {
      paused = true;
      stream.pause();
    }
  });
  stream.on('end', () => this.push(null));
  stream.on('error', (err) => errorOrDestroy(this, err));
  stream.on('close', () => this.destroy());
  stream.on('destroy', () => this.destroy());
  this._read = () => {
    if (paused && stream.resume) {
      paused = false;
      stream.resume();
    }
  };
  for (const key of Object.keys(stream)) {
    if (this[key] === undefined && typeof stream[key] === 'function') {
      this[key] = stream[key].bind(stream);
    }
  }
  return this;
};

Readable.prototype[Symbol.asyncIterator] = function() {
  return createAsyncIterator(this);
};

Readable.prototype.iterator = function(options) {
  if (options !== undefined) validateObject(options, 'options');
  return createAsyncIterator(this, options);
};

async function* createAsyncIterator(stream, options) {
  let wake = nop;
  function next(resolve) {
    if (this === stream) {
      wake();
      wake = nop;
    } else {
      wake = resolve;
    }
  }
  stream.on('readable', next);
  let error;
  const cleanup = lazyEos()(stream, { writable: false }, (err) => {
    error = err ? aggregateTwoErrors(error, err) : null;
    wake();
    wake = nop;
  });
  // The final throw sits outside try/finally on purpose: Boa 0.22 can drop an exception
  // rethrown from a catch block when the finally block calls a function.
  let failed = false;
  try {
    while (true) {
      const chunk = stream.destroyed ? null : stream.read();
      if (chunk !== null) {
        yield chunk;
      } else if (error) {
        failed = true;
        break;
      } else if (error === null) {
        break;
      } else {
        await new Promise(next);
      }
    }
  } catch (err) {
    // Thrown into the generator (iterator.throw()) or by read().
    error = aggregateTwoErrors(error, err);
    failed = true;
  } finally {
    if ((error || !options || options.destroyOnReturn !== false) &&
        (error === undefined || stream._readableState.autoDestroy)) {
      destroyImpl.destroyer(stream, null);
    } else {
      stream.off('readable', next);
      cleanup();
    }
  }
  if (failed) throw error;
}

function defineGetters(proto, getters) {
  for (const name of Object.keys(getters)) {
    const d = getters[name];
    Object.defineProperty(proto, name, {
      __proto__: null,
      enumerable: false,
      configurable: true,
      ...(typeof d === 'function' ? { get: d } : d),
    });
  }
}

defineGetters(Readable.prototype, {
  readable: {
    get() {
      const r = this._readableState;
      return !!r && r.readable !== false && !r.destroyed && !r.errorEmitted && !r.endEmitted;
    },
    set(val) {
      if (this._readableState) this._readableState.readable = !!val;
    },
  },
  readableDidRead() {
    return this._readableState.dataEmitted;
  },
  readableAborted() {
    const r = this._readableState;
    return !!(r.readable !== false && (r.destroyed || r.errored) && !r.endEmitted);
  },
  readableHighWaterMark() {
    return this._readableState.highWaterMark;
  },
  readableBuffer() {
    return this._readableState && this._readableState.buffer;
  },
  readableFlowing: {
    get() {
      return this._readableState.flowing;
    },
    set(v) {
      if (this._readableState) this._readableState.flowing = v;
    },
  },
  readableLength() {
    return this._readableState.length;
  },
  readableObjectMode() {
    return this._readableState ? this._readableState.objectMode : false;
  },
  readableEncoding() {
    return this._readableState ? this._readableState.encoding : null;
  },
  errored() {
    return this._readableState ? this._readableState.errored : null;
  },
  closed() {
    return this._readableState ? this._readableState.closed : false;
  },
  destroyed: {
    get() {
      return this._readableState ? this._readableState.destroyed : false;
    },
    set(value) {
      if (this._readableState) this._readableState.destroyed = value;
    },
  },
  readableEnded() {
    return this._readableState ? this._readableState.endEmitted : false;
  },
});

function endReadable(stream) {
  const state = stream._readableState;
  if (!state.endEmitted) {
    state.ended = true;
    process.nextTick(endReadableNT, state, stream);
  }
}

function endReadableNT(state, stream) {
  if (!state.errored && !state.closeEmitted && !state.endEmitted && state.length === 0) {
    state.endEmitted = true;
    stream.emit('end');
    if (stream.writable && stream.allowHalfOpen === false) {
      process.nextTick(endWritableNT, stream);
    } else if (state.autoDestroy) {
      const w = stream._writableState;
      if (!w || (w.autoDestroy && (w.finished || w.writable === false))) stream.destroy();
    }
  }
}

function endWritableNT(stream) {
  if (stream.writable && !stream.writableEnded && !stream.destroyed) stream.end();
}

// Readable.from(iterable): pulls one item per _read(); strings and Buffers are one chunk.
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
  let isAsync;
  let iterator;
  if (iterable && typeof iterable[Symbol.asyncIterator] === 'function') {
    isAsync = true;
    iterator = iterable[Symbol.asyncIterator]();
  } else if (iterable && typeof iterable[Symbol.iterator] === 'function') {
    isAsync = false;
    iterator = iterable[Symbol.iterator]();
  } else {
    throw new ERR_INVALID_ARG_TYPE('iterable', ['Iterable'], iterable);
  }
  const readable = new Readable({ objectMode: true, highWaterMark: 1, ...opts });
  let reading = false;
  readable._read = function() {
    if (!reading) {
      reading = true;
      pull();
    }
  };
  readable._destroy = function(error, cb) {
    closeIterator(error).then(() => process.nextTick(cb, error),
      (e) => process.nextTick(cb, e || error));
  };
  async function closeIterator(error) {
    const hadError = error !== undefined && error !== null;
    if (hadError && typeof iterator.throw === 'function') {
      const { value, done } = await iterator.throw(error);
      await value;
      if (done) return;
    }
    if (typeof iterator.return === 'function') {
      const { value } = await iterator.return();
      await value;
    }
  }
  async function pull() {
    for (;;) {
      try {
        const { value, done } = isAsync ? await iterator.next() : iterator.next();
        if (done) {
          readable.push(null);
        } else {
          const res = (value && typeof value.then === 'function') ? await value : value;
          if (res === null) {
            reading = false;
            throw new ERR_STREAM_NULL_VALUES();
          } else if (readable.push(res)) {
            continue;
          } else {
            reading = false;
          }
        }
      } catch (err) {
        readable.destroy(err);
      }
      break;
    }
  }
  return readable;
};

Readable._fromList = fromList;
Readable[kOnConstructed] = true;

module.exports = Readable;
