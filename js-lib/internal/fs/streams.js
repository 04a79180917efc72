'use strict';
// internal/fs/streams: fs.ReadStream and fs.WriteStream. The fd comes from `path` (opened
// in _construct, then 'open' and 'ready'), a numeric `fd` option, or a FileHandle-like
// `fd` option (an EventEmitter with a numeric .fd and promise read/write/writev/close
// methods, driven the way Node drives its FileHandle). Each _read() is one fd read op of
// at most highWaterMark bytes (bounded by `end`); destroy() waits for an in-flight op and
// then closes the fd exactly once (unless autoClose is false).

const { Buffer } = require('buffer');
const { codes: {
  ERR_INVALID_ARG_TYPE, ERR_METHOD_NOT_IMPLEMENTED, ERR_OUT_OF_RANGE, ERR_STREAM_DESTROYED,
  ERR_SYSTEM_ERROR,
} } = require('internal/errors');
const {
  validateBoolean, validateFunction, validateInteger, validateInt32, validateThisInternalField,
} = require('internal/validators');
const { errorOrDestroy } = require('internal/streams/destroy');
const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');
const finished = require('internal/streams/end-of-stream');
const { binding, getOptions, copyObject, getValidatedPath } = require('internal/fs/utils');
const { toPathIfFileURL } = require('internal/url');
const fdOps = require('internal/fs/fd_ops').api;

const kIoDone = Symbol('kIoDone');
const kIsPerformingIO = Symbol('kIsPerformingIO');
const kFs = Symbol('kFs');
const kHandle = Symbol('kHandle');
const kWritev = Symbol('kWritev');
const kEmptyObject = Object.freeze({ __proto__: null });

// `fs` itself is looked up lazily: requiring it here would be circular (fs → streams).
let fsModule;
function lazyFs() {
  fsModule ??= require('fs');
  return fsModule;
}

// The FileHandle class lives in internal/fs/filehandle when that module exists; until
// then any EventEmitter with a numeric fd and promise read()/close() is accepted.
let fileHandleModule;
function fileHandleInfo() {
  if (fileHandleModule === undefined) {
    try {
      fileHandleModule = require('internal/fs/filehandle');
    } catch {
      fileHandleModule = null;
    }
  }
  return fileHandleModule;
}

function isFileHandleLike(value) {
  if (value === null || typeof value !== 'object') return false;
  const mod = fileHandleInfo();
  if (mod && typeof mod.FileHandle === 'function' && value instanceof mod.FileHandle) return true;
  return typeof value.fd === 'number' && typeof value.on === 'function' &&
    typeof value.close === 'function' &&
    (typeof value.read === 'function' || typeof value.write === 'function');
}

function handleOps(handle) {
  const mod = fileHandleInfo();
  const kUnref = mod && mod.kUnref;
  return {
    open() {
      throw new ERR_METHOD_NOT_IMPLEMENTED('open()');
    },
    close(fd, cb) {
      if (kUnref && typeof handle[kUnref] === 'function') handle[kUnref]();
      handle.close().then(() => cb(), cb);
    },
    fsync(fd, cb) {
      handle.sync().then(() => cb(), cb);
    },
    read(fd, buf, offset, length, pos, cb) {
      handle.read(buf, offset, length, pos).then(
        (r) => cb(null, r.bytesRead, r.buffer), (err) => cb(err, 0, buf));
    },
    write(fd, buf, offset, length, pos, cb) {
      handle.write(buf, offset, length, pos).then(
        (r) => cb(null, r.bytesWritten, r.buffer), (err) => cb(err, 0, buf));
    },
    writev: typeof handle.writev === 'function' ? (fd, buffers, pos, cb) => {
      handle.writev(buffers, pos).then(
        (r) => cb(null, r.bytesWritten, r.buffers), (err) => cb(err, 0, buffers));
    } : undefined,
  };
}

function getValidatedFd(fd) {
  if (Object.is(fd, -0)) return 0;
  validateInt32(fd, 'fd', 0);
  return fd;
}

function importFd(stream, options) {
  if (typeof options.fd === 'number') {
    stream[kFs] = options.fs || lazyFs();
    return options.fd;
  }
  if (isFileHandleLike(options.fd)) {
    if (options.fs) throw new ERR_METHOD_NOT_IMPLEMENTED('FileHandle with fs');
    const handle = options.fd;
    stream[kHandle] = handle;
    stream[kFs] = handleOps(handle);
    const mod = fileHandleInfo();
    if (mod && mod.kRef && typeof handle[mod.kRef] === 'function') handle[mod.kRef]();
    handle.on('close', stream.close.bind(stream));
    return handle.fd;
  }
  throw new ERR_INVALID_ARG_TYPE('options.fd', ['number', 'FileHandle'], options.fd);
}

function setupPathOrFd(stream, path, options, defaultFlags) {
  if (options.fd == null) {
    stream.fd = null;
    stream[kFs] = options.fs || lazyFs();
    validateFunction(stream[kFs].open, 'options.fs.open');
    stream.path = toPathIfFileURL(path);
    stream.flags = options.flags === undefined ? defaultFlags : options.flags;
    stream.mode = options.mode === undefined ? 0o666 : options.mode;
    getValidatedPath(stream.path);
  } else {
    stream.fd = getValidatedFd(importFd(stream, options));
  }
  options.autoDestroy = options.autoClose === undefined ? true : options.autoClose;
}

function construct(callback) {
  const stream = this;
  if (typeof stream.fd === 'number') {
    callback();
    return;
  }
  if (typeof stream.open === 'function') {
    // A user-supplied open() reports through 'open'/'error' events.
    const origEmit = stream.emit;
    stream.emit = function(...args) {
      if (args[0] === 'open') {
        this.emit = origEmit;
        callback();
        origEmit.apply(this, args);
      } else if (args[0] === 'error') {
        this.emit = origEmit;
        callback(args[1]);
      } else {
        origEmit.apply(this, args);
      }
    };
    stream.open();
    return;
  }
  stream[kFs].open(stream.path, stream.flags, stream.mode, (er, fd) => {
    if (er) {
      callback(er);
    } else {
      stream.fd = fd;
      callback();
      stream.emit('open', stream.fd);
      stream.emit('ready');
    }
  });
}

function closeFd(stream, err, cb) {
  if (!stream.fd) {
    cb(err);
  } else if (stream.flush) {
    stream[kFs].fsync(stream.fd, (flushErr) => closeNow(stream, err || flushErr, cb));
  } else {
    closeNow(stream, err, cb);
  }
}

function closeNow(stream, err, cb) {
  stream[kFs].close(stream.fd, (er) => cb(er || err));
  stream.fd = null;
}

function destroyImpl(err, cb) {
  if (this[kIsPerformingIO]) this.once(kIoDone, (er) => closeFd(this, err || er, cb));
  else closeFd(this, err, cb);
}

function pendingGetter() {
  return this.fd === null;
}

// ---------------------------------------------------------------------------------------
// ReadStream

function ReadStream(path, options) {
  if (!(this instanceof ReadStream)) return new ReadStream(path, options);
  options = copyObject(getOptions(options, kEmptyObject));
  if (options.highWaterMark === undefined) options.highWaterMark = 64 * 1024;
  if (options.autoDestroy === undefined) options.autoDestroy = false;
  setupPathOrFd(this, path, options, 'r');
  validateFunction(this[kFs].read, 'options.fs.read');
  if (options.autoDestroy) validateFunction(this[kFs].close, 'options.fs.close');

  this.start = options.start;
  this.end = options.end;
  this.pos = undefined;
  this.bytesRead = 0;
  this[kIsPerformingIO] = false;
  if (this.start !== undefined) {
    validateInteger(this.start, 'start', 0);
    this.pos = this.start;
  }
  if (this.end === undefined) {
    this.end = Infinity;
  } else if (this.end !== Infinity) {
    validateInteger(this.end, 'end', 0);
    if (this.start !== undefined && this.start > this.end) {
      throw new ERR_OUT_OF_RANGE('start', `<= "end" (here: ${this.end})`, this.start);
    }
  }
  Readable.call(this, options);
}
Object.setPrototypeOf(ReadStream.prototype, Readable.prototype);
Object.setPrototypeOf(ReadStream, Readable);

Object.defineProperty(ReadStream.prototype, 'autoClose', {
  __proto__: null,
  get() {
    validateThisInternalField(this, kFs, 'ReadStream');
    return this._readableState.autoDestroy;
  },
  set(val) {
    validateThisInternalField(this, kFs, 'ReadStream');
    this._readableState.autoDestroy = val;
  },
});

ReadStream.prototype._construct = construct;

ReadStream.prototype._read = function(n) {
  n = this.pos !== undefined ?
    Math.min(this.end - this.pos + 1, n) :
    Math.min(this.end - this.bytesRead + 1, n);
  if (n <= 0) {
    this.push(null);
    return;
  }
  const buf = Buffer.allocUnsafeSlow(n);
  this[kIsPerformingIO] = true;
  const done = (er, bytesRead) => {
    this[kIsPerformingIO] = false;
    if (this.destroyed) {
      // _destroy() is waiting for this op before it closes the fd.
      this.emit(kIoDone, er);
      return;
    }
    if (er) {
      errorOrDestroy(this, er);
    } else if (bytesRead > 0) {
      if (this.pos !== undefined) this.pos += bytesRead;
      this.bytesRead += bytesRead;
      this.push(bytesRead === buf.length ? buf : Buffer.from(buf.subarray(0, bytesRead)));
    } else {
      this.push(null);
    }
  };
  const ops = this[kFs];
  if (ops === fsModule && ops.read === fdOps.read) {
    // Default fs: straight to the binding's pooled read, one op per chunk.
    binding.read(this.fd, buf, 0, n, this.pos === undefined ? null : this.pos, done);
  } else {
    ops.read(this.fd, buf, 0, n, this.pos, (er, bytesRead, b) => done(er, bytesRead, b));
  }
};

ReadStream.prototype._destroy = destroyImpl;

ReadStream.prototype.close = function(cb) {
  if (typeof cb === 'function') finished(this, cb);
  this.destroy();
};

Object.defineProperty(ReadStream.prototype, 'pending', {
  __proto__: null,
  get: pendingGetter,
  configurable: true,
});

// ---------------------------------------------------------------------------------------
// WriteStream

// writev for the default fs (which has no fs.writev here): one write op of the joined data.
function defaultWritev(fd, buffers, pos, cb) {
  const data = buffers.length === 1 ? buffers[0] : Buffer.concat(buffers);
  binding.writeBuffer(fd, data, 0, data.length, pos == null ? null : pos,
    (err, n) => cb(err, n || 0, buffers));
}

function WriteStream(path, options) {
  if (!(this instanceof WriteStream)) return new WriteStream(path, options);
  options = copyObject(getOptions(options, kEmptyObject));
  options.decodeStrings = true;
  setupPathOrFd(this, path, options, 'w');
  const ops = this[kFs];
  const writev = ops.writev || (ops === lazyFs() ? defaultWritev : undefined);
  if (!ops.write && !writev) {
    throw new ERR_INVALID_ARG_TYPE('options.fs.write', 'function', ops.write);
  }
  if (ops.write) validateFunction(ops.write, 'options.fs.write');
  if (ops.writev) validateFunction(ops.writev, 'options.fs.writev');
  if (options.autoDestroy) validateFunction(ops.close, 'options.fs.close');

  this.flush = options.flush;
  if (this.flush == null) {
    this.flush = false;
  } else {
    validateBoolean(this.flush, 'options.flush');
    validateFunction(ops.fsync, 'options.fs.fsync');
  }
  this[kWritev] = writev;
  if (!ops.write) this._write = null;
  if (!writev) this._writev = null;

  this.start = options.start;
  this.pos = undefined;
  this.bytesWritten = 0;
  this[kIsPerformingIO] = false;
  if (this.start !== undefined) {
    validateInteger(this.start, 'start', 0);
    this.pos = this.start;
  }
  Writable.call(this, options);
  if (options.encoding) this.setDefaultEncoding(options.encoding);
}
Object.setPrototypeOf(WriteStream.prototype, Writable.prototype);
Object.setPrototypeOf(WriteStream, Writable);

Object.defineProperty(WriteStream.prototype, 'autoClose', {
  __proto__: null,
  get() {
    validateThisInternalField(this, kFs, 'WriteStream');
    return this._writableState.autoDestroy;
  },
  set(val) {
    validateThisInternalField(this, kFs, 'WriteStream');
    this._writableState.autoDestroy = val;
  },
});

WriteStream.prototype._construct = construct;

// Writes until all `size` bytes are out; short writes continue, EAGAIN retries a few times.
function writeAll(stream, data, size, pos, cb, retries) {
  stream[kFs].write(stream.fd, data, 0, size, pos, (er, bytesWritten, buffer) => {
    if (er && er.code === 'EAGAIN') {
      er = null;
      bytesWritten = 0;
    }
    if (stream.destroyed || er) return cb(er || new ERR_STREAM_DESTROYED('write'));
    stream.bytesWritten += bytesWritten;
    retries = bytesWritten ? 0 : retries + 1;
    size -= bytesWritten;
    if (pos != null) pos += bytesWritten;
    if (retries > 5) cb(new ERR_SYSTEM_ERROR('write failed'));
    else if (size) writeAll(stream, (buffer || data).subarray(bytesWritten), size, pos, cb, retries);
    else cb();
  });
}

function writevAll(stream, chunks, size, pos, cb, retries) {
  stream[kWritev](stream.fd, chunks, pos, (er, bytesWritten, buffers) => {
    if (er && er.code === 'EAGAIN') {
      er = null;
      bytesWritten = 0;
    }
    if (stream.destroyed || er) return cb(er || new ERR_STREAM_DESTROYED('writev'));
    stream.bytesWritten += bytesWritten;
    retries = bytesWritten ? 0 : retries + 1;
    size -= bytesWritten;
    if (pos != null) pos += bytesWritten;
    if (retries > 5) {
      cb(new ERR_SYSTEM_ERROR('writev failed'));
    } else if (size) {
      const rest = Buffer.concat(buffers || chunks).subarray(bytesWritten);
      writevAll(stream, [rest], size, pos, cb, retries);
    } else {
      cb();
    }
  });
}

function afterIo(stream, cb) {
  return (er) => {
    stream[kIsPerformingIO] = false;
    if (stream.destroyed) {
      cb(er);
      stream.emit(kIoDone, er);
      return;
    }
    cb(er);
  };
}

WriteStream.prototype._write = function(data, encoding, cb) {
  this[kIsPerformingIO] = true;
  writeAll(this, data, data.length, this.pos, afterIo(this, cb), 0);
  if (this.pos !== undefined) this.pos += data.length;
};

WriteStream.prototype._writev = function(data, cb) {
  const chunks = new Array(data.length);
  let size = 0;
  for (let i = 0; i < data.length; i++) {
    chunks[i] = data[i].chunk;
    size += chunks[i].length;
  }
  this[kIsPerformingIO] = true;
  writevAll(this, chunks, size, this.pos, afterIo(this, cb), 0);
  if (this.pos !== undefined) this.pos += size;
};

WriteStream.prototype._destroy = destroyImpl;

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

Object.defineProperty(WriteStream.prototype, 'pending', {
  __proto__: null,
  get: pendingGetter,
  configurable: true,
});

function createReadStream(path, options) {
  return new ReadStream(path, options);
}

function createWriteStream(path, options) {
  return new WriteStream(path, options);
}

module.exports = { ReadStream, WriteStream, createReadStream, createWriteStream };
