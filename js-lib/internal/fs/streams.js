'use strict';
// internal/fs/streams: fs.ReadStream and fs.WriteStream (plus createReadStream /
// createWriteStream).
//
// Every stream keeps a private "link" (stream[kLink]) describing how it reaches its file:
//   - `ops`: an object with callback-style open/read/write/writev/fsync/close. It is the
//     `fs` module itself, a user's `options.fs`, or an adapter over a FileHandle. Methods
//     are looked up on it at call time so that tests which patch `fs.read` etc. after the
//     stream is created still see their patch.
//   - `busy` / `onIdle`: at most one read or write is in flight. destroy() must not close
//     the fd under it, so it parks the close in `onIdle` until that op settles.
// The fd itself is public (`stream.fd`, null while pending) and is closed exactly once, by
// releaseFd(), unless autoClose is false.
//
// Reads with the default fs go straight to the binding's pooled read: one pool op per
// chunk, each at most highWaterMark bytes and never past `end`.

const { Buffer } = require('buffer');
// internal/errors loads on the first error (internal/errors_lazy), keeping it out of start-up.
const { codes } = require('internal/errors_lazy');
const {
  validateBoolean, validateFunction, validateInteger, validateInt32, validateThisInternalField,
} = require('internal/validators');
const { errorOrDestroy } = require('internal/streams/destroy');
const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');
const finished = require('internal/streams/end-of-stream');
const { binding, getOptions, copyObject, getValidatedPath } = require('internal/fs/utils');
const { toPathIfFileURL } = require('internal/url');
const plainFdApi = require('internal/fs/fd_ops').api;

const kLink = Symbol('fsStreamLink');
const kNoOptions = Object.freeze({ __proto__: null });
const kReadChunkDefault = 64 * 1024;
// A write that keeps reporting 0 bytes (or EAGAIN) is given up after this many tries.
const kMaxEmptyWrites = 5;

// `fs` requires this module lazily and this module needs `fs`: look it up on first use.
let fsCache;
function defaultFs() {
  if (fsCache === undefined) fsCache = require('fs');
  return fsCache;
}

// internal/fs/filehandle may be absent in trimmed builds; then any FileHandle-shaped object
// (an EventEmitter with a numeric fd and promise read or write plus close) is accepted.
let handleModule;
function fileHandleModule() {
  if (handleModule === undefined) {
    try {
      handleModule = require('internal/fs/filehandle');
    } catch {
      handleModule = null;
    }
  }
  return handleModule;
}

function looksLikeFileHandle(value) {
  if (value === null || typeof value !== 'object') return false;
  const mod = fileHandleModule();
  if (mod !== null && typeof mod.FileHandle === 'function' && value instanceof mod.FileHandle) {
    return true;
  }
  if (typeof value.fd !== 'number' || typeof value.on !== 'function' ||
      typeof value.close !== 'function') {
    return false;
  }
  return typeof value.read === 'function' || typeof value.write === 'function';
}

// Calls a FileHandle-ish method `tag` if the handle has one (taking / giving up a use).
function touchHandle(handle, tag) {
  const mod = fileHandleModule();
  const key = mod !== null ? mod[tag] : undefined;
  if (key !== undefined && typeof handle[key] === 'function') handle[key]();
}

// Callback-style ops on top of a FileHandle's promise methods. The fd arguments are
// ignored: the handle knows its own.
function opsForHandle(handle) {
  const settle = (promise, cb, key, fallback) => {
    promise.then((result) => cb(null, result[key[0]], result[key[1]]),
                 (err) => cb(err, 0, fallback));
  };
  const ops = {
    open() {
      throw new codes.ERR_METHOD_NOT_IMPLEMENTED('open()');
    },
    close(_fd, cb) {
      touchHandle(handle, 'kUnref');
      handle.close().then(() => cb(), cb);
    },
    fsync(_fd, cb) {
      handle.sync().then(() => cb(), cb);
    },
    read(_fd, buf, offset, length, position, cb) {
      settle(handle.read(buf, offset, length, position), cb, ['bytesRead', 'buffer'], buf);
    },
    write(_fd, buf, offset, length, position, cb) {
      settle(handle.write(buf, offset, length, position), cb, ['bytesWritten', 'buffer'], buf);
    },
    writev: undefined,
  };
  if (typeof handle.writev === 'function') {
    ops.writev = (_fd, buffers, position, cb) => {
      settle(handle.writev(buffers, position), cb, ['bytesWritten', 'buffers'], buffers);
    };
  }
  return ops;
}

// ---------------------------------------------------------------------------------------
// Setup shared by both classes

// Where the stream's fd comes from; returns the link and fills in fd/path/flags/mode.
// Throws the same validation errors, in the same order, as Node does.
function attachFile(stream, path, options, defaultFlags) {
  let link;
  const source = options.fd;
  if (source == null) {
    link = { ops: options.fs || defaultFs(), handle: null, busy: false, onIdle: null };
    validateFunction(link.ops.open, 'options.fs.open');
    stream.fd = null;
    stream.path = toPathIfFileURL(path);
    stream.flags = options.flags === undefined ? defaultFlags : options.flags;
    stream.mode = options.mode === undefined ? 0o666 : options.mode;
    getValidatedPath(stream.path);
  } else {
    let fd;
    if (typeof source === 'number') {
      link = { ops: options.fs || defaultFs(), handle: null, busy: false, onIdle: null };
      fd = source;
    } else if (looksLikeFileHandle(source)) {
      if (options.fs) throw new codes.ERR_METHOD_NOT_IMPLEMENTED('FileHandle with fs');
      link = { ops: opsForHandle(source), handle: source, busy: false, onIdle: null };
      touchHandle(source, 'kRef');
      // Closing the handle elsewhere ends the stream too.
      source.on('close', () => stream.close());
      fd = source.fd;
    } else {
      throw new codes.ERR_INVALID_ARG_TYPE('options.fd', ['number', 'FileHandle'], source);
    }
    if (Object.is(fd, -0)) fd = 0;
    else validateInt32(fd, 'fd', 0);
    stream.fd = fd;
  }
  // Streams auto-destroy exactly when they auto-close.
  options.autoDestroy = options.autoClose === undefined ? true : options.autoClose;
  return link;
}

function validateStart(stream, start) {
  stream.start = start;
  stream.pos = undefined;
  if (start !== undefined) {
    validateInteger(start, 'start', 0);
    stream.pos = start;
  }
}

// Defines `autoClose` (an alias of the state's autoDestroy) and `pending` on a prototype.
function defineCommonAccessors(proto, className, stateKey) {
  Object.defineProperty(proto, 'autoClose', {
    __proto__: null,
    get() {
      validateThisInternalField(this, kLink, className);
      return this[stateKey].autoDestroy;
    },
    set(val) {
      validateThisInternalField(this, kLink, className);
      this[stateKey].autoDestroy = val;
    },
  });
  Object.defineProperty(proto, 'pending', {
    __proto__: null,
    get() {
      return this.fd === null;
    },
    configurable: true,
  });
}

// _construct for both classes: nothing to do for an fd we were given; otherwise open the
// path, or let an overriding open() method do it.
function openForStream(callback) {
  if (typeof this.fd === 'number') {
    callback();
    return;
  }
  if (typeof this.open === 'function') {
    awaitCustomOpen(this, callback);
    return;
  }
  this[kLink].ops.open(this.path, this.flags, this.mode, (err, fd) => {
    if (err) {
      callback(err);
      return;
    }
    this.fd = fd;
    callback();
    this.emit('open', fd);
    this.emit('ready');
  });
}

// A subclass-provided open() reports its outcome by emitting 'open' or 'error'. The first
// such emit finishes construction: 'open' still reaches listeners (after construction is
// marked done), an 'error' is handed to construction instead, which destroys the stream.
function awaitCustomOpen(stream, callback) {
  const ownEmit = stream.emit;
  stream.emit = function(name, ...rest) {
    if (name !== 'open' && name !== 'error') {
      ownEmit.call(this, name, ...rest);
      return;
    }
    this.emit = ownEmit;
    if (name === 'error') {
      callback(rest[0]);
      return;
    }
    callback();
    ownEmit.call(this, name, ...rest);
  };
  stream.open();
}

// Runs `start(done)`, marking the link busy until `done` fires. `done(err, count)` forwards
// to `finish(destroyedMeanwhile, err, count)` and then resumes a destroy() that was parked
// while this op ran. (A destroy() during `finish` finds the link idle, or busy with a
// newer op, and is not this op's business.)
function runIo(stream, start, finish) {
  const link = stream[kLink];
  link.busy = true;
  start((err, count) => {
    link.busy = false;
    const parked = link.onIdle;
    link.onIdle = null;
    finish(stream.destroyed, err, count);
    if (parked !== null) parked(err);
  });
}

// _destroy for both classes.
function destroyFileStream(err, cb) {
  const link = this[kLink];
  if (link.busy) link.onIdle = (ioErr) => releaseFd(this, err || ioErr, cb);
  else releaseFd(this, err, cb);
}

// Closes the fd (after an fsync when `flush` is set) and reports the first error seen.
function releaseFd(stream, err, cb) {
  if (!stream.fd) {
    cb(err);
    return;
  }
  const ops = stream[kLink].ops;
  const closeNow = (earlierErr) => {
    ops.close(stream.fd, (closeErr) => cb(closeErr || earlierErr));
    stream.fd = null;
  };
  if (stream.flush) ops.fsync(stream.fd, (syncErr) => closeNow(err || syncErr));
  else closeNow(err);
}

// ---------------------------------------------------------------------------------------
// ReadStream

function ReadStream(path, options) {
  if (!(this instanceof ReadStream)) return new ReadStream(path, options);
  options = copyObject(getOptions(options, kNoOptions));
  if (options.highWaterMark === undefined) options.highWaterMark = kReadChunkDefault;
  const link = attachFile(this, path, options, 'r');
  this[kLink] = link;
  validateFunction(link.ops.read, 'options.fs.read');
  if (options.autoDestroy) validateFunction(link.ops.close, 'options.fs.close');

  this.start = options.start;
  this.end = options.end === undefined ? Infinity : options.end;
  this.pos = undefined;
  this.bytesRead = 0;
  validateStart(this, options.start);
  if (this.end !== Infinity) {
    validateInteger(this.end, 'end', 0);
    if (this.start !== undefined && this.start > this.end) {
      throw new codes.ERR_OUT_OF_RANGE('start', `<= "end" (here: ${this.end})`, this.start);
    }
  }
  Readable.call(this, options);
}
Object.setPrototypeOf(ReadStream.prototype, Readable.prototype);
Object.setPrototypeOf(ReadStream, Readable);
defineCommonAccessors(ReadStream.prototype, 'ReadStream', '_readableState');

ReadStream.prototype._construct = openForStream;
ReadStream.prototype._destroy = destroyFileStream;

// How many bytes the next read may ask for: the stream's request, cut at `end`.
function readBudget(stream, requested) {
  const consumed = stream.pos !== undefined ? stream.pos : stream.bytesRead;
  return Math.min(stream.end - consumed + 1, requested);
}

ReadStream.prototype._read = function(requested) {
  const size = readBudget(this, requested);
  if (size <= 0) {
    this.push(null);
    return;
  }
  const ops = this[kLink].ops;
  if (ops === fsCache && ops.read === plainFdApi.read) {
    // minirt's own fs: the pool thread reads into the new chunk's own memory (exactly the
    // bytes read, so a short read needs no right-sized copy either).
    const pos = this.pos === undefined ? null : this.pos;
    runIo(this, (done) => binding.readNew(this.fd, size, pos, done), (destroyed, err, chunk) => {
      if (!destroyed) pushChunk(this, err, chunk, chunk === undefined ? 0 : chunk.length);
    });
    return;
  }
  const buf = Buffer.allocUnsafeSlow(size);
  const read = (done) => ops.read(this.fd, buf, 0, size, this.pos, (err, got) => done(err, got));
  runIo(this, read, (destroyed, err, got) => {
    if (destroyed) return;
    // A short read hands out a right-sized copy rather than a view of the big buffer.
    const short = !err && got > 0 && got < size;
    pushChunk(this, err, short ? Buffer.from(buf.subarray(0, got)) : buf, got);
  });
};

function pushChunk(stream, err, chunk, got) {
  if (err) {
    errorOrDestroy(stream, err);
    return;
  }
  if (!(got > 0)) {
    stream.push(null);
    return;
  }
  if (stream.pos !== undefined) stream.pos += got;
  stream.bytesRead += got;
  stream.push(chunk);
}

ReadStream.prototype.close = function(cb) {
  if (typeof cb === 'function') finished(this, cb);
  this.destroy();
};

// ---------------------------------------------------------------------------------------
// WriteStream

function WriteStream(path, options) {
  if (!(this instanceof WriteStream)) return new WriteStream(path, options);
  options = copyObject(getOptions(options, kNoOptions));
  options.decodeStrings = true;
  const link = attachFile(this, path, options, 'w');
  this[kLink] = link;
  const { write, writev } = link.ops;
  if (!write && !writev) {
    throw new codes.ERR_INVALID_ARG_TYPE('options.fs.write', 'function', write);
  }
  if (write) validateFunction(write, 'options.fs.write');
  if (writev) validateFunction(writev, 'options.fs.writev');
  if (options.autoDestroy) validateFunction(link.ops.close, 'options.fs.close');

  if (options.flush == null) {
    this.flush = false;
  } else {
    validateBoolean(options.flush, 'options.flush');
    validateFunction(link.ops.fsync, 'options.fs.fsync');
    this.flush = options.flush;
  }
  // Without one of the two primitives the Writable machinery must not try it.
  if (!write) this._write = null;
  if (!writev) this._writev = null;

  validateStart(this, options.start);
  this.bytesWritten = 0;
  Writable.call(this, options);
  if (options.encoding) this.setDefaultEncoding(options.encoding);
}
Object.setPrototypeOf(WriteStream.prototype, Writable.prototype);
Object.setPrototypeOf(WriteStream, Writable);
defineCommonAccessors(WriteStream.prototype, 'WriteStream', '_writableState');

WriteStream.prototype._construct = openForStream;
WriteStream.prototype._destroy = destroyFileStream;

// Keeps writing until `size` bytes are out. `vectored` selects ops.writev over an array of
// buffers (a short writev continues with one joined buffer of the rest). A short write
// continues from where it stopped; EAGAIN counts as a write of 0 bytes; too many empty
// writes in a row fail the stream.
function writeFully(stream, vectored, data, size, position, emptyRuns, cb) {
  const { ops } = stream[kLink];
  const after = (err, written, echoed) => {
    if (err && err.code === 'EAGAIN') {
      err = null;
      written = 0;
    }
    if (err || stream.destroyed) {
      cb(err || new codes.ERR_STREAM_DESTROYED(vectored ? 'writev' : 'write'));
      return;
    }
    stream.bytesWritten += written;
    size -= written;
    if (position != null) position += written;
    emptyRuns = written > 0 ? 0 : emptyRuns + 1;
    if (emptyRuns > kMaxEmptyWrites) {
      cb(new codes.ERR_SYSTEM_ERROR(vectored ? 'writev failed' : 'write failed'));
    } else if (size === 0) {
      cb();
    } else {
      const source = echoed || data;
      const rest = vectored ?
        [Buffer.concat(source).subarray(written)] : source.subarray(written);
      writeFully(stream, vectored, rest, size, position, emptyRuns, cb);
    }
  };
  if (vectored) {
    ops.writev(stream.fd, data, position, after);
  } else if (ops === fsCache && ops.write === plainFdApi.write && ArrayBuffer.isView(data)) {
    // minirt's own fs with a chunk fs.write would accept as is (fd, view, range and
    // position all valid by construction): skip its argument checks, ~9 JS calls a chunk.
    binding.writeBuffer(stream.fd, data, 0, size, position === undefined ? null : position,
      after);
  } else {
    ops.write(stream.fd, data, 0, size, position, after);
  }
}

function startWrite(stream, vectored, data, size, cb) {
  runIo(stream,
        (done) => writeFully(stream, vectored, data, size, stream.pos, 0, done),
        (_destroyed, err) => cb(err));
  if (stream.pos !== undefined) stream.pos += size;
}

WriteStream.prototype._write = function(data, _encoding, cb) {
  startWrite(this, false, data, data.length, cb);
};

WriteStream.prototype._writev = function(entries, cb) {
  const buffers = new Array(entries.length);
  let total = 0;
  for (let i = 0; i < entries.length; i++) {
    buffers[i] = entries[i].chunk;
    total += buffers[i].length;
  }
  startWrite(this, true, buffers, total, cb);
};

// close(): end the stream (destroying it after 'finish' when autoClose is off) and report
// through `cb` once it has closed.
WriteStream.prototype.close = function(cb) {
  if (cb) {
    if (this.closed) {
      process.nextTick(cb);
      return;
    }
    this.on('close', cb);
  }
  if (!this.autoClose) this.on('finish', this.destroy);
  this.end();
};

WriteStream.prototype.destroySoon = WriteStream.prototype.end;

function createReadStream(path, options) {
  return new ReadStream(path, options);
}

function createWriteStream(path, options) {
  return new WriteStream(path, options);
}

module.exports = { ReadStream, WriteStream, createReadStream, createWriteStream };
