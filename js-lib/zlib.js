'use strict';
// zlib: Node's compression module over internalBinding('zlib') (runtime/src/bindings/zlib):
// the stream classes (Deflate, Inflate, Gzip, Gunzip, DeflateRaw, InflateRaw, Unzip,
// BrotliCompress, BrotliDecompress, ZstdCompress, ZstdDecompress), the one-shot helpers in
// callback and Sync form, crc32, constants and codes. The experimental ZIP archive API throws ERR_METHOD_NOT_IMPLEMENTED.
//
// How work is split: one native write takes a whole input chunk and returns one new Buffer
// (the pool does it for streams and callback helpers, the JS thread for Sync helpers).
// Node instead loops over `chunkSize` output buffers in JS; to keep its observable 'data'
// chunks, a stream has the binding cut each result into views at the same `chunkSize`
// boundaries Node's buffers would have. The callback helpers skip the stream machinery: one job with the
// whole input, capped at maxOutputLength + 1 bytes of output, so a decompression bomb stops
// there. A stream job stops where Node's loop would stop pushing (the readable buffer full,
// see jobOutputLimit) and asks for the rest when the readable side has room, as Node does
// when push() returns false.

const { Transform, finished } = require('stream');
const { Buffer, kMaxLength } = require('buffer');
const {
  codes: {
    ERR_BROTLI_INVALID_PARAM,
    ERR_BUFFER_TOO_LARGE,
    ERR_INTERNAL_ASSERTION,
    ERR_INVALID_ARG_TYPE,
    ERR_METHOD_NOT_IMPLEMENTED,
    ERR_OUT_OF_RANGE,
    ERR_TRAILING_JUNK_AFTER_STREAM_END,
    ERR_ZLIB_INITIALIZATION_FAILED,
    ERR_ZSTD_INVALID_PARAM,
  },
  genericNodeError,
} = require('internal/errors');
const { isArrayBufferView, isAnyArrayBuffer, isUint8Array } = require('internal/util/types');
const {
  checkRangesOrGetDefault,
  validateBoolean,
  validateFunction,
  validateUint32,
  validateFiniteNumber,
  validateInteger,
} = require('internal/validators');
const constants = require('internal/zlib/constants');

const binding = internalBinding('zlib');

const {
  Z_NO_FLUSH, Z_BLOCK, Z_PARTIAL_FLUSH, Z_SYNC_FLUSH, Z_FULL_FLUSH, Z_FINISH,
  Z_MIN_CHUNK, Z_MIN_WINDOWBITS, Z_MAX_WINDOWBITS, Z_MIN_LEVEL, Z_MAX_LEVEL,
  Z_MIN_MEMLEVEL, Z_MAX_MEMLEVEL, Z_DEFAULT_CHUNK, Z_DEFAULT_COMPRESSION,
  Z_DEFAULT_STRATEGY, Z_DEFAULT_WINDOWBITS, Z_DEFAULT_MEMLEVEL, Z_FIXED,
  DEFLATE, DEFLATERAW, INFLATE, INFLATERAW, GZIP, GUNZIP, UNZIP,
  BROTLI_DECODE, BROTLI_ENCODE, ZSTD_COMPRESS, ZSTD_DECOMPRESS,
  BROTLI_OPERATION_PROCESS, BROTLI_OPERATION_FLUSH,
  BROTLI_OPERATION_FINISH, BROTLI_OPERATION_EMIT_METADATA,
} = constants;

// The most output one stream job produces before it hands back and lets backpressure
// decide whether to go on.
const STREAM_JOB_OUTPUT = 1 << 20;

const kFlushFlag = Symbol('kFlushFlag');
const kError = Symbol('kError');
const kOwner = Symbol('kOwner');
// Set while a write job runs on the pool; reset() then refuses, as Node's handle does.
const kWriteInProgress = Symbol('kWriteInProgress');
// [level, strategy, callback] of a params() change waiting for the write on the pool.
const kPendingParams = Symbol('kPendingParams');

const codes = {
  Z_OK: constants.Z_OK,
  Z_STREAM_END: constants.Z_STREAM_END,
  Z_NEED_DICT: constants.Z_NEED_DICT,
  Z_ERRNO: constants.Z_ERRNO,
  Z_STREAM_ERROR: constants.Z_STREAM_ERROR,
  Z_DATA_ERROR: constants.Z_DATA_ERROR,
  Z_MEM_ERROR: constants.Z_MEM_ERROR,
  Z_BUF_ERROR: constants.Z_BUF_ERROR,
  Z_VERSION_ERROR: constants.Z_VERSION_ERROR,
};
for (const key of Object.keys(codes)) codes[codes[key]] = key;

let warnedInstantiation = false;
function warnInstantiation(name) {
  if (warnedInstantiation) return;
  warnedInstantiation = true;
  process.emitWarning(`Instantiating ${name} without the 'new' keyword has been deprecated.`,
                      'DeprecationWarning', 'DEP0184');
}

// ---------------------------------------------------------------------------------------
// Errors

// [message, errno, code] from the binding -> Node's zlib error object.
function engineError(err) {
  const error = genericNodeError(err[0], { errno: err[1], code: err[2] });
  error.errno = err[1];
  error.code = err[2];
  return error;
}

function zlibOnError(self, err) {
  const error = engineError(err);
  self.destroy(error);
  self[kError] = error;
}

// ---------------------------------------------------------------------------------------
// One-shot helpers

function toInputBuffer(buffer) {
  if (isArrayBufferView(buffer) && !isUint8Array(buffer)) {
    return Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  }
  if (isAnyArrayBuffer(buffer)) return Buffer.from(buffer);
  return buffer;
}

function zlibBuffer(engine, buffer, callback) {
  validateFunction(callback, 'callback');
  buffer = toInputBuffer(buffer);
  if (typeof buffer === 'string') buffer = Buffer.from(buffer);
  else if (!isUint8Array(buffer)) return zlibBufferStream(engine, buffer, callback);
  const max = engine._maxOutputLength;
  // As Node's stream would: the data with the default flush, then the finishing flush.
  const flush = engine._defaultFlushFlag;
  const finish = maxFlush(flush, engine._finishFlushFlag);
  binding.write(engine._handle, flush, buffer, 0, max + 1, (e, res) => {
    const handle = engine._handle;
    if (handle === null) return;
    const out = res[0];
    const err = res[3];
    if (err !== undefined) {
      const error = engineError(err);
      engine[kError] = error;
      _close(engine);
      callback(error);
      return;
    }
    engine.bytesWritten = res[1];
    if (res[2] || (out !== null && out.length > max)) {
      engine.close();
      callback(new ERR_BUFFER_TOO_LARGE(max));
      return;
    }
    if (res[1] < buffer.length && engine._rejectGarbageAfterEnd) {
      _close(engine);
      callback(new ERR_TRAILING_JUNK_AFTER_STREAM_END());
      return;
    }
    const result = out === null ? Buffer.alloc(0) : out;
    engine.close();
    if (engine._info) callback(null, { buffer: result, engine });
    else callback(null, result);
  }, finish);
}

// Inputs that are not bytes go through the stream so that Writable reports them as Node
// does.
function zlibBufferStream(engine, buffer, callback) {
  engine.buffers = null;
  engine.nread = 0;
  engine.cb = callback;
  engine.on('data', zlibBufferOnData);
  engine.on('error', zlibBufferOnError);
  engine.on('end', zlibBufferOnEnd);
  engine.end(buffer);
}

function zlibBufferOnData(chunk) {
  if (!this.buffers) this.buffers = [chunk];
  else this.buffers.push(chunk);
  this.nread += chunk.length;
  if (this.nread > this._maxOutputLength) {
    this.close();
    this.removeAllListeners('end');
    this.cb(new ERR_BUFFER_TOO_LARGE(this._maxOutputLength));
  }
}

function zlibBufferOnError(err) {
  this.removeAllListeners('end');
  this.cb(err);
}

function zlibBufferOnEnd() {
  let buf;
  if (this.nread === 0) {
    buf = Buffer.alloc(0);
  } else {
    const bufs = this.buffers;
    buf = (bufs.length === 1 ? bufs[0] : Buffer.concat(bufs, this.nread));
  }
  this.close();
  if (this._info) this.cb(null, { buffer: buf, engine: this });
  else this.cb(null, buf);
}

function zlibBufferSync(engine, buffer) {
  if (typeof buffer === 'string') {
    buffer = Buffer.from(buffer);
  } else if (!isArrayBufferView(buffer)) {
    if (isAnyArrayBuffer(buffer)) {
      buffer = Buffer.from(buffer);
    } else {
      throw new ERR_INVALID_ARG_TYPE(
        'buffer', ['string', 'Buffer', 'TypedArray', 'DataView', 'ArrayBuffer'], buffer);
    }
  }
  buffer = processChunkSync(engine, buffer, engine._finishFlushFlag);
  if (engine._info) return { buffer, engine };
  return buffer;
}

// How much output a Sync helper's job may make before it stops. Node's Sync helpers read
// the output one chunkSize piece at a time, with the finishing flush from the start, and
// compare the total with maxOutputLength after each piece, so an engine error (a truncated
// or corrupt input) met anywhere within the piece that crosses the limit is what the
// caller gets; running on to the end of that piece does the same here. (The callback
// helpers go through Node's stream, where the finishing flush comes after all the data,
// so there the size check wins over an error at the end: max + 1 stays right.)
function outputCap(engine) {
  const size = engine._chunkSize;
  const max = engine._maxOutputLength;
  if (!(size > 0)) return max + 1;
  return Math.ceil((max + 1) / size) * size;
}

function processChunkSync(self, chunk, flushFlag) {
  const handle = self._handle;
  // A closed engine has no handle: Node's sync path fails reading writeSync off null, a
  // TypeError without a code.
  // eslint-disable-next-line no-unused-expressions
  if (!handle) handle.writeSync;
  const max = self._maxOutputLength;
  const res = binding.write(handle, flushFlag, chunk, 0, outputCap(self));
  const err = res[3];
  if (err !== undefined) {
    const error = engineError(err);
    self[kError] = error;
    _close(self);
    throw error;
  }
  const out = res[0];
  self.bytesWritten = res[1];
  _close(self);
  if (res[2] || (out !== null && out.length > max)) throw new ERR_BUFFER_TOO_LARGE(max);
  if (res[1] < chunk.byteLength && self._rejectGarbageAfterEnd) {
    throw new ERR_TRAILING_JUNK_AFTER_STREAM_END();
  }
  return out === null ? Buffer.alloc(0) : out;
}

// ---------------------------------------------------------------------------------------
// Streams

const FLUSH_BOUND = [
  [Z_NO_FLUSH, Z_BLOCK],
  [BROTLI_OPERATION_PROCESS, BROTLI_OPERATION_EMIT_METADATA],
  [constants.ZSTD_e_continue, constants.ZSTD_e_end],
];

function ZlibBase(opts, mode, handle, { flush, finishFlush, fullFlush }) {
  let chunkSize = Z_DEFAULT_CHUNK;
  let maxOutputLength = kMaxLength;
  // Which FLUSH_BOUND row (the flush kinds the engine takes) applies; kept on the stream
  // as Node keeps it, for flush().
  const flushBoundIdx = (mode === BROTLI_ENCODE || mode === BROTLI_DECODE) ? 1 :
    (mode === ZSTD_COMPRESS || mode === ZSTD_DECOMPRESS) ? 2 : 0;
  const bound = FLUSH_BOUND[flushBoundIdx];

  if (opts) {
    chunkSize = opts.chunkSize;
    if (!validateFiniteNumber(chunkSize, 'options.chunkSize')) {
      chunkSize = Z_DEFAULT_CHUNK;
    } else if (chunkSize < Z_MIN_CHUNK) {
      throw new ERR_OUT_OF_RANGE('options.chunkSize', `>= ${Z_MIN_CHUNK}`, chunkSize);
    }
    flush = checkRangesOrGetDefault(opts.flush, 'options.flush', bound[0], bound[1], flush);
    finishFlush = checkRangesOrGetDefault(opts.finishFlush, 'options.finishFlush',
                                          bound[0], bound[1], finishFlush);
    maxOutputLength = checkRangesOrGetDefault(opts.maxOutputLength, 'options.maxOutputLength',
                                              1, kMaxLength, kMaxLength);
    if (opts.rejectGarbageAfterEnd !== undefined) {
      validateBoolean(opts.rejectGarbageAfterEnd, 'options.rejectGarbageAfterEnd');
    }
    if (opts.encoding || opts.objectMode || opts.writableObjectMode) {
      opts = { ...opts };
      opts.encoding = null;
      opts.objectMode = false;
      opts.writableObjectMode = false;
    }
  }

  Transform.call(this, { autoDestroy: true, ...opts });
  this[kError] = null;
  this.bytesWritten = 0;
  this._handle = handle;
  // The handle answers the methods of Node's native handle that packages call directly
  // (pngjs's synchronous inflate: writeSync, close), through a shared prototype.
  if (handle !== null && typeof handle === 'object') {
    Object.setPrototypeOf(handle, handleMethods);
    handle[kOwner] = this;
  }
  this._outOffset = 0;
  this._chunkSize = chunkSize;
  this._defaultFlushFlag = flush;
  this._finishFlushFlag = finishFlush;
  this._defaultFullFlushFlag = fullFlush;
  this._flushBoundIdx = flushBoundIdx;
  this._info = opts?.info;
  this._maxOutputLength = maxOutputLength;
  this._rejectGarbageAfterEnd = opts?.rejectGarbageAfterEnd === true;
  this[kWriteInProgress] = false;
}
Object.setPrototypeOf(ZlibBase.prototype, Transform.prototype);
Object.setPrototypeOf(ZlibBase, Transform);

// `_writeState` ([availOutAfter, availInAfter] of the last handle write) and `_outBuffer`
// (one chunkSize of output space) as Node's engines have them; made on first use, since
// minirt's own paths need neither.
for (const [name, make] of [
  ['_writeState', () => new Uint32Array(2)],
  ['_outBuffer', (self) => Buffer.allocUnsafe(self._chunkSize)],
]) {
  Object.defineProperty(ZlibBase.prototype, name, {
    __proto__: null,
    configurable: true,
    enumerable: false,
    get() {
      const value = make(this);
      Object.defineProperty(this, name, { __proto__: null, value, writable: true,
                                          configurable: true, enumerable: true });
      return value;
    },
    set(value) {
      Object.defineProperty(this, name, { __proto__: null, value, writable: true,
                                          configurable: true, enumerable: true });
    },
  });
}

// Node's handle.writeSync(flush, in, inOff, inLen, out, outOff, outLen): runs the engine
// over in[inOff, inOff + inLen) into out[outOff, outOff + outLen), leaves the space and
// input left in the owner's _writeState, and reports an engine error through the owner.
const handleMethods = {
  __proto__: null,
  writeSync(flush, input, inOff, inLen, out, outOff, outLen) {
    const owner = this[kOwner];
    const chunk = input === null || input === undefined ? Buffer.alloc(0) :
      input.subarray(inOff, inOff + inLen);
    const res = binding.write(this, flush, chunk, 0, outLen);
    const state = owner._writeState;
    if (res[3] !== undefined) {
      zlibOnError(owner, res[3]);
      return;
    }
    const produced = res[0] === null ? 0 : res[0].length;
    if (produced > 0) {
      new Uint8Array(out.buffer, out.byteOffset + outOff, produced).set(res[0]);
    }
    state[0] = outLen - produced;
    state[1] = chunk.length - res[1];
  },
  close() {
    binding.close(this);
  },
};

Object.defineProperty(ZlibBase.prototype, '_closed', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() {
    return !this._handle;
  },
});

ZlibBase.prototype.reset = function() {
  if (!this._handle) throw new ERR_INTERNAL_ASSERTION('zlib binding closed');
  if (this[kWriteInProgress]) {
    throw new Error('Cannot reset zlib stream while a write is in progress');
  }
  const err = binding.reset(this._handle);
  if (err !== undefined) zlibOnError(this, err);
};

ZlibBase.prototype._flush = function(callback) {
  this._transform(Buffer.alloc(0), '', callback);
};

ZlibBase.prototype._final = function(callback) {
  callback();
};

// Which of two pending flushes is stronger (only the last chunk's flag uses this).
const flushiness = [];
const kFlushFlagList = [Z_NO_FLUSH, Z_BLOCK, Z_PARTIAL_FLUSH, Z_SYNC_FLUSH, Z_FULL_FLUSH,
                        Z_FINISH];
for (let i = 0; i < kFlushFlagList.length; i++) flushiness[kFlushFlagList[i]] = i;

function maxFlush(a, b) {
  return flushiness[a] > flushiness[b] ? a : b;
}

// Empty buffers that carry a flush kind through write() into _transform().
const kFlushBuffers = [];
{
  const empty = new ArrayBuffer(0);
  for (const flushFlag of kFlushFlagList) {
    kFlushBuffers[flushFlag] = Buffer.from(empty);
    kFlushBuffers[flushFlag][kFlushFlag] = flushFlag;
  }
}

ZlibBase.prototype.flush = function(kind, callback) {
  if (typeof kind === 'function' || (kind === undefined && !callback)) {
    callback = kind;
    kind = this._defaultFullFlushFlag;
  }
  const bound = FLUSH_BOUND[this._flushBoundIdx];
  kind = checkRangesOrGetDefault(kind, 'kind', bound[0], bound[1],
                                 this._defaultFullFlushFlag);
  if (this.writableFinished) {
    if (callback) process.nextTick(callback);
  } else if (this.writableEnded) {
    if (callback) this.once('end', callback);
  } else {
    this.write(kFlushBuffers[kind], '', callback);
  }
};

ZlibBase.prototype.close = function(callback) {
  if (callback) finished(this, callback);
  this.destroy();
};

ZlibBase.prototype._destroy = function(err, callback) {
  _close(this);
  callback(err);
};

ZlibBase.prototype._transform = function(chunk, encoding, cb) {
  let flushFlag = this._defaultFlushFlag;
  if (typeof chunk[kFlushFlag] === 'number') flushFlag = chunk[kFlushFlag];
  // The last chunk also carries the finishing flush.
  if (this.writableEnded && this.writableLength === chunk.byteLength) {
    flushFlag = maxFlush(flushFlag, this._finishFlushFlag);
  }
  processChunk(this, chunk, flushFlag, cb);
};

ZlibBase.prototype._processChunk = function(chunk, flushFlag, cb) {
  if (typeof cb === 'function') processChunk(this, chunk, flushFlag, cb);
  else return processChunkSync(this, chunk, flushFlag);
};

function processChunk(self, chunk, flushFlag, cb) {
  const handle = self._handle;
  if (!handle) return process.nextTick(cb);
  const req = { self, chunk, flushFlag, cb, inOff: 0 };
  submit(req);
}

// How much one stream job may produce: Node's engine hands back one chunkSize piece per
// call and stops at the push that fills the readable buffer, so a job stops at that same
// piece boundary (at least one piece, at most STREAM_JOB_OUTPUT). A flowing stream with an
// empty buffer hands each push straight to its consumer, and Node's loop goes on until the
// consumer pauses; there the job runs to STREAM_JOB_OUTPUT.
function jobOutputLimit(self) {
  const state = self._readableState;
  if (state.flowing && state.length === 0) return STREAM_JOB_OUTPUT;
  const size = self._chunkSize;
  const room = state.highWaterMark - state.length;
  const offset = self._outOffset;
  const limit = Math.ceil((offset + (room > 0 ? room : 1)) / size) * size - offset;
  return limit < STREAM_JOB_OUTPUT ? limit : STREAM_JOB_OUTPUT;
}

function submit(req) {
  const self = req.self;
  self[kWriteInProgress] = true;
  binding.write(self._handle, req.flushFlag, req.chunk, req.inOff, jobOutputLimit(self),
                (e, res) => processCallback(req, res), undefined, self._chunkSize,
                self._outOffset);
}

// Pushes the pieces the binding cut at Node's chunkSize boundaries; false if the readable
// side asked to stop.
function pushOutput(self, pieces) {
  const size = self._chunkSize;
  let ok = true;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    self._outOffset += piece.length;
    if (self._outOffset >= size) self._outOffset = 0;
    if (!self.push(piece)) ok = false;
    if (self.destroyed) return false;
  }
  return ok;
}

function processCallback(req, res) {
  const self = req.self;
  self[kWriteInProgress] = false;
  if (self.destroyed || self._handle === null) {
    // An engine error, from this write or met while it ran (params() or reset() failing,
    // which stays on Node's handle), is reported instead of calling back: the write and
    // those queued behind it never complete.
    if (res[3] !== undefined) zlibOnError(self, res[3]);
    else if (self[kError] === null) req.cb();
    else self.destroy(self[kError]);
    return;
  }
  const err = res[3];
  if (err !== undefined) {
    zlibOnError(self, err);
    return;
  }
  let blockOut = null;
  if (!res[2] && self[kPendingParams] !== undefined) {
    blockOut = applyPendingParams(self, res[0]);
    if (self.destroyed) {
      if (self[kError] === null) req.cb();
      return;
    }
  }
  const consumed = res[1];
  self.bytesWritten += consumed;
  req.inOff += consumed;
  let roomLeft = true;
  if (res[0] !== null) roomLeft = pushOutput(self, res[0]);
  if (blockOut !== null && !self.destroyed) roomLeft = pushOutput(self, blockOut) && roomLeft;
  if (self.destroyed) {
    req.cb();
    return;
  }
  if (res[2]) {
    // More output is pending: go on now, or when the consumer reads again.
    if (roomLeft) {
      submit(req);
    } else {
      const oldRead = self._read;
      self._read = function(n) {
        self._read = oldRead;
        submit(req);
        self._read(n);
      };
    }
    return;
  }
  if (req.inOff < req.chunk.byteLength) {
    // The engine took no more input: the compressed stream has ended.
    if (self._rejectGarbageAfterEnd) {
      const error = new ERR_TRAILING_JUNK_AFTER_STREAM_END();
      self.destroy(error);
      req.cb(error);
      return;
    }
    self.push(null);
  }
  req.cb();
}

// A `close` set on the handle takes over (minizlib replaces it with a no-op around
// _processChunk so that the engine survives, as it does with Node's native handle method).
function _close(engine) {
  const handle = engine._handle;
  if (handle) {
    if (typeof handle.close === 'function') handle.close();
    else binding.close(handle);
  }
  engine._handle = null;
}

const zlibDefaultOpts = {
  flush: Z_NO_FLUSH,
  finishFlush: Z_FINISH,
  fullFlush: Z_FULL_FLUSH,
};

// A dictionary option as the engines take it: a view, an ArrayBuffer (wrapped), or absent.
function validateDictionary(dictionary) {
  if (dictionary === undefined || isArrayBufferView(dictionary)) return dictionary;
  if (isAnyArrayBuffer(dictionary)) return Buffer.from(dictionary);
  throw new ERR_INVALID_ARG_TYPE('options.dictionary',
                                 ['Buffer', 'TypedArray', 'DataView', 'ArrayBuffer'],
                                 dictionary);
}

function Zlib(opts, mode) {
  let windowBits = Z_DEFAULT_WINDOWBITS;
  let level = Z_DEFAULT_COMPRESSION;
  let memLevel = Z_DEFAULT_MEMLEVEL;
  let strategy = Z_DEFAULT_STRATEGY;
  let dictionary;

  if (opts) {
    // 0 asks inflate to take the window size from the stream header.
    if ((opts.windowBits == null || opts.windowBits === 0) &&
        (mode === INFLATE || mode === GUNZIP || mode === UNZIP)) {
      windowBits = 0;
    } else {
      // `{ windowBits: 8 }` is valid for deflate but not for gzip.
      const min = Z_MIN_WINDOWBITS + (mode === GZIP ? 1 : 0);
      windowBits = checkRangesOrGetDefault(opts.windowBits, 'options.windowBits',
                                           min, Z_MAX_WINDOWBITS, Z_DEFAULT_WINDOWBITS);
    }
    level = checkRangesOrGetDefault(opts.level, 'options.level',
                                    Z_MIN_LEVEL, Z_MAX_LEVEL, Z_DEFAULT_COMPRESSION);
    memLevel = checkRangesOrGetDefault(opts.memLevel, 'options.memLevel',
                                       Z_MIN_MEMLEVEL, Z_MAX_MEMLEVEL, Z_DEFAULT_MEMLEVEL);
    strategy = checkRangesOrGetDefault(opts.strategy, 'options.strategy',
                                       Z_DEFAULT_STRATEGY, Z_FIXED, Z_DEFAULT_STRATEGY);
    dictionary = validateDictionary(opts.dictionary);
  }

  // With rejectGarbageAfterEnd, gunzip reads one member only (what follows is junk).
  const handle = binding.zlibInit(mode, windowBits, level, memLevel, strategy, dictionary,
                                  opts?.rejectGarbageAfterEnd === true);
  if (typeof handle === 'number') throw new ERR_ZLIB_INITIALIZATION_FAILED();
  ZlibBase.call(this, opts, mode, handle, zlibDefaultOpts);
  this._level = level;
  this._strategy = strategy;
  this._mode = mode;
}
Object.setPrototypeOf(Zlib.prototype, ZlibBase.prototype);
Object.setPrototypeOf(Zlib, ZlibBase);

// params() changes the settings after a sync flush. The Writable starts the next queued
// write before it runs the flush's callback, so that write may be on the pool by then.
// Node's engine (its change races the thread pool) as a rule takes that write's data with
// the old settings and the new ones after it; here the change waits for that write
// (processCallback applies it) rather than touching an engine in use.
function paramsAfterFlushCallback(level, strategy, callback) {
  if (!this._handle) throw new ERR_INTERNAL_ASSERTION('zlib binding closed');
  if (this[kWriteInProgress]) {
    this[kPendingParams] = [level, strategy, callback];
    return;
  }
  setParams(this, level, strategy, callback);
}

function setParams(self, level, strategy, callback) {
  const err = binding.params(self._handle, level, strategy);
  if (err !== undefined) zlibOnError(self, err);
  if (!self.destroyed) {
    self._level = level;
    self._strategy = strategy;
    if (callback) callback();
  }
}

// zlib-rs's deflate routine per level (deflateParams ends the current block when the
// routine or the strategy changes): stored, quick, fast, medium, slow.
function deflateRoutine(level) {
  if (level === Z_DEFAULT_COMPRESSION) level = 6;
  return level === 0 ? 0 : level === 1 ? 1 : level === 2 ? 2 : level <= 6 ? 3 : 4;
}

// A change that waited for a write (`written`: that write's output pieces, not pushed yet).
// deflateParams may end the block holding that write's data, and Node's stream gets those
// bytes, while the binding's params would write them to scratch space; so the block is
// ended here first (a Z_BLOCK deflate, as deflateParams does). In Node the change lands
// while that write runs: its callback comes before the write's output, and an error
// stands in for that output. Returns the block's pieces (null when none).
function applyPendingParams(self, written) {
  const { 0: level, 1: strategy, 2: callback } = self[kPendingParams];
  self[kPendingParams] = undefined;
  const mode = self._mode;
  let blockOut = null;
  // Node's gzip engine ignores params().
  if ((mode === DEFLATE || mode === DEFLATERAW) &&
      (strategy !== self._strategy || deflateRoutine(level) !== deflateRoutine(self._level))) {
    let offset = self._outOffset;
    const size = self._chunkSize;
    if (written !== null) {
      for (let i = 0; i < written.length; i++) {
        offset += written[i].length;
        if (offset >= size) offset = 0;
      }
    }
    const res = binding.write(self._handle, Z_BLOCK, Buffer.alloc(0), 0, kMaxLength,
                              undefined, undefined, size, offset);
    if (res[3] !== undefined) {
      zlibOnError(self, res[3]);
      return null;
    }
    blockOut = res[0];
  }
  setParams(self, level, strategy, callback);
  return blockOut;
}

Zlib.prototype.params = function params(level, strategy, callback) {
  checkRangesOrGetDefault(level, 'level', Z_MIN_LEVEL, Z_MAX_LEVEL);
  checkRangesOrGetDefault(strategy, 'strategy', Z_DEFAULT_STRATEGY, Z_FIXED);
  if (this._level !== level || this._strategy !== strategy) {
    this.flush(Z_SYNC_FLUSH, paramsAfterFlushCallback.bind(this, level, strategy, callback));
  } else {
    process.nextTick(callback);
  }
};

function defineEngine(name, mode, Base, prep) {
  // A named function expression per class, so that `name`, `length` and the prototype
  // chain are Node's.
  const ctor = {
    [name]: function(opts) {
      if (prep !== undefined) prep(opts);
      // `this instanceof`, not new.target: a subclass made with Object.setPrototypeOf
      // calls `Deflate.call(this, opts)` and must initialise its own object.
      if (!(this instanceof ctor)) {
        warnInstantiation(name);
        return new ctor(opts);
      }
      Base.call(this, opts, mode);
    },
  }[name];
  Object.setPrototypeOf(ctor.prototype, Base.prototype);
  Object.setPrototypeOf(ctor, Base);
  return ctor;
}

const Deflate = defineEngine('Deflate', DEFLATE, Zlib);
const Inflate = defineEngine('Inflate', INFLATE, Zlib);
const Gzip = defineEngine('Gzip', GZIP, Zlib);
const Gunzip = defineEngine('Gunzip', GUNZIP, Zlib);
const DeflateRaw = defineEngine('DeflateRaw', DEFLATERAW, Zlib, (opts) => {
  if (opts && opts.windowBits === 8) opts.windowBits = 9;
});
const InflateRaw = defineEngine('InflateRaw', INFLATERAW, Zlib);
const Unzip = defineEngine('Unzip', UNZIP, Zlib);

// ---------------------------------------------------------------------------------------
// Brotli

let kMaxBrotliParam = 0;
for (const key of Object.keys(constants)) {
  if (key.startsWith('BROTLI_PARAM_') && constants[key] > kMaxBrotliParam) {
    kMaxBrotliParam = constants[key];
  }
}
const brotliInitParamsArray = new Uint32Array(kMaxBrotliParam + 1);

const brotliDefaultOpts = {
  flush: BROTLI_OPERATION_PROCESS,
  finishFlush: BROTLI_OPERATION_FINISH,
  fullFlush: BROTLI_OPERATION_FLUSH,
};

function Brotli(opts, mode) {
  brotliInitParamsArray.fill(-1);
  if (opts?.params) {
    for (const origKey of Object.keys(opts.params)) {
      const key = +origKey;
      if (Number.isNaN(key) || key < 0 || key > kMaxBrotliParam ||
          (brotliInitParamsArray[key] | 0) !== -1) {
        throw new ERR_BROTLI_INVALID_PARAM(origKey);
      }
      const value = opts.params[origKey];
      if (typeof value !== 'number' && typeof value !== 'boolean') {
        throw new ERR_INVALID_ARG_TYPE('options.params[key]', 'number', opts.params[origKey]);
      }
      brotliInitParamsArray[key] = value;
    }
  }
  const dictionary = validateDictionary(opts?.dictionary);
  const handle = binding.brotliInit(mode, brotliInitParamsArray, dictionary);
  if (typeof handle === 'number') throw new ERR_ZLIB_INITIALIZATION_FAILED();
  ZlibBase.call(this, opts, mode, handle, brotliDefaultOpts);
}
Object.setPrototypeOf(Brotli.prototype, Zlib.prototype);
Object.setPrototypeOf(Brotli, Zlib);

const BrotliCompress = defineEngine('BrotliCompress', BROTLI_ENCODE, Brotli);
const BrotliDecompress = defineEngine('BrotliDecompress', BROTLI_DECODE, Brotli);

// ---------------------------------------------------------------------------------------
// Zstd

const zstdDefaultOpts = {
  flush: constants.ZSTD_e_continue,
  finishFlush: constants.ZSTD_e_end,
  fullFlush: constants.ZSTD_e_flush,
};

function maxConstant(prefix) {
  let max = 0;
  for (const key of Object.keys(constants)) {
    if (key.startsWith(prefix) && constants[key] > max) max = constants[key];
  }
  return max;
}
const kMaxZstdCParam = maxConstant('ZSTD_c_');
const kMaxZstdDParam = maxConstant('ZSTD_d_');
const toUint32 = new Uint32Array(1);

// [key, value, ...] in key order; values wrap like a Uint32Array slot read back as int.
function zstdParams(params, maxParam) {
  const seen = new Map();
  if (params) {
    for (const origKey of Object.keys(params)) {
      const key = +origKey;
      if (Number.isNaN(key) || key < 0 || key > maxParam || seen.has(key)) {
        throw new ERR_ZSTD_INVALID_PARAM(origKey);
      }
      const value = params[origKey];
      if (typeof value !== 'number' && typeof value !== 'boolean') {
        throw new ERR_INVALID_ARG_TYPE('options.params[key]', 'number', value);
      }
      toUint32[0] = value;
      if (toUint32[0] === 0xffffffff) continue;
      seen.set(key, toUint32[0] | 0);
    }
  }
  const list = [];
  for (const key of [...seen.keys()].sort((a, b) => a - b)) list.push(key, seen.get(key));
  return list;
}

// Node words these as plain TypeError/RangeError messages carrying the usual codes.
function checkPledgedSrcSize(value) {
  let err;
  if (typeof value !== 'number') {
    err = new TypeError('pledgedSrcSize must be a number');
    err.code = 'ERR_INVALID_ARG_TYPE';
  } else if (!Number.isSafeInteger(value)) {
    err = new RangeError('pledgedSrcSize must be a safe integer');
    err.code = 'ERR_OUT_OF_RANGE';
  } else if (value < 0) {
    err = new RangeError('pledgedSrcSize must be non-negative');
    err.code = 'ERR_OUT_OF_RANGE';
  } else {
    return;
  }
  throw err;
}

class Zstd extends ZlibBase {
  constructor(opts, mode, maxParam) {
    const list = zstdParams(opts?.params, maxParam);
    // Checked as Node does; the binding has no zstd dictionary support, so a valid one is
    // refused rather than left out of the output.
    if (validateDictionary(opts?.dictionary) !== undefined) {
      throw new ERR_METHOD_NOT_IMPLEMENTED('zstd dictionary');
    }
    const pledgedSrcSize = opts?.pledgedSrcSize;
    if (pledgedSrcSize !== undefined) checkPledgedSrcSize(pledgedSrcSize);
    const handle = binding.zstdInit(mode, list, pledgedSrcSize);
    if (typeof handle === 'string') {
      const err = new ERR_ZLIB_INITIALIZATION_FAILED();
      Object.defineProperty(err, 'message', {
        __proto__: null, value: handle, writable: true, configurable: true, enumerable: false,
      });
      throw err;
    }
    super(opts, mode, handle, zstdDefaultOpts);
  }
}

class ZstdCompress extends Zstd {
  constructor(opts) {
    super(opts, ZSTD_COMPRESS, kMaxZstdCParam);
  }
}

class ZstdDecompress extends Zstd {
  constructor(opts) {
    super(opts, ZSTD_DECOMPRESS, kMaxZstdDParam);
  }
}

// ---------------------------------------------------------------------------------------
// Exports

function createConvenienceMethod(ctor, sync) {
  if (sync) {
    return function syncBufferWrapper(buffer, opts) {
      return zlibBufferSync(new ctor(opts), buffer);
    };
  }
  return function asyncBufferWrapper(buffer, opts, callback) {
    if (typeof opts === 'function') {
      callback = opts;
      opts = {};
    }
    return zlibBuffer(new ctor(opts), buffer, callback);
  };
}

function createProperty(ctor) {
  const name = `create${ctor.name}`;
  const fn = { [name](options) { return new ctor(options); } }[name];
  return { __proto__: null, configurable: true, enumerable: true, value: fn };
}

function crc32(data, value = 0) {
  if (typeof data !== 'string' && !isArrayBufferView(data)) {
    throw new ERR_INVALID_ARG_TYPE('data', ['Buffer', 'TypedArray', 'DataView', 'string'], data);
  }
  validateUint32(value, 'value');
  return binding.crc32(data, value);
}

// The experimental ZIP archive API of Node 26.
let warnedZip = false;
function zipWarning() {
  if (warnedZip) return;
  warnedZip = true;
  process.emitWarning('The zlib ZIP archive API is an experimental feature and might change ' +
                      'at any time', 'ExperimentalWarning');
}
let maxZipContentSize = 268435456;
function notImplementedZip(name) {
  return { [name]: function() { throw new ERR_METHOD_NOT_IMPLEMENTED(name); } }[name];
}

module.exports = {
  crc32,
  Deflate,
  Inflate,
  Gzip,
  Gunzip,
  DeflateRaw,
  InflateRaw,
  Unzip,
  BrotliCompress,
  BrotliDecompress,
  ZstdCompress,
  ZstdDecompress,
  deflate: createConvenienceMethod(Deflate, false),
  deflateSync: createConvenienceMethod(Deflate, true),
  gzip: createConvenienceMethod(Gzip, false),
  gzipSync: createConvenienceMethod(Gzip, true),
  deflateRaw: createConvenienceMethod(DeflateRaw, false),
  deflateRawSync: createConvenienceMethod(DeflateRaw, true),
  unzip: createConvenienceMethod(Unzip, false),
  unzipSync: createConvenienceMethod(Unzip, true),
  inflate: createConvenienceMethod(Inflate, false),
  inflateSync: createConvenienceMethod(Inflate, true),
  gunzip: createConvenienceMethod(Gunzip, false),
  gunzipSync: createConvenienceMethod(Gunzip, true),
  inflateRaw: createConvenienceMethod(InflateRaw, false),
  inflateRawSync: createConvenienceMethod(InflateRaw, true),
  brotliCompress: createConvenienceMethod(BrotliCompress, false),
  brotliCompressSync: createConvenienceMethod(BrotliCompress, true),
  brotliDecompress: createConvenienceMethod(BrotliDecompress, false),
  brotliDecompressSync: createConvenienceMethod(BrotliDecompress, true),
  zstdCompress: createConvenienceMethod(ZstdCompress, false),
  zstdCompressSync: createConvenienceMethod(ZstdCompress, true),
  zstdDecompress: createConvenienceMethod(ZstdDecompress, false),
  zstdDecompressSync: createConvenienceMethod(ZstdDecompress, true),
};

Object.defineProperties(module.exports, {
  createDeflate: createProperty(Deflate),
  createInflate: createProperty(Inflate),
  createDeflateRaw: createProperty(DeflateRaw),
  createInflateRaw: createProperty(InflateRaw),
  createGzip: createProperty(Gzip),
  createGunzip: createProperty(Gunzip),
  createUnzip: createProperty(Unzip),
  createBrotliCompress: createProperty(BrotliCompress),
  createBrotliDecompress: createProperty(BrotliDecompress),
  createZstdCompress: createProperty(ZstdCompress),
  createZstdDecompress: createProperty(ZstdDecompress),
  constants: {
    __proto__: null,
    configurable: false,
    enumerable: true,
    value: constants,
  },
  codes: {
    __proto__: null,
    enumerable: true,
    writable: false,
    value: Object.freeze(codes),
  },
});

Object.assign(module.exports, {
  ZipEntry: notImplementedZip('ZipEntry'),
  ZipFile: notImplementedZip('ZipFile'),
  ZipBuffer: notImplementedZip('ZipBuffer'),
  createZipArchive: notImplementedZip('createZipArchive'),
  createZipArchiveSync: notImplementedZip('createZipArchiveSync'),
  zipFiles: notImplementedZip('zipFiles'),
  getMaxZipContentSize() {
    zipWarning();
    return maxZipContentSize;
  },
  setMaxZipContentSize(size) {
    zipWarning();
    validateInteger(size, 'size', 0);
    maxZipContentSize = size;
  },
});

// The deprecated top-level copies of the non-brotli constants.
for (const key of Object.keys(constants)) {
  if (key.startsWith('BROTLI')) continue;
  Object.defineProperty(module.exports, key, {
    __proto__: null,
    enumerable: false,
    value: constants[key],
    writable: false,
  });
}
