'use strict';
// fs: Node's file-system module (docs/FS-SEMANTICS.md). The whole-file family (readFile, writeFile,
// appendFile and their Sync forms) follows Node 26.10 exactly: the common shapes
// (`readFile(path, cb)`, `readFile(path, 'utf8', cb)`, `writeFile(path, data, cb)`, ...) are
// native functions of internalBinding('fs') that do no JS work at all, and hand every other
// shape to the `*Slow` functions here, which validate in Node's order and then call the
// binding's raw jobs. The rest of the API lives in internal/fs/{fd,meta,dir}_ops.js (one
// argument handler per function shared by its callback, Sync and promise forms) and is
// spread onto this module; streams (internal/fs/streams.js) load on first use.

const { Buffer } = require('buffer');
const { codes, lazyErrors } = require('internal/errors_lazy');
const {
  binding, constants, kIoMaxLength, kReadFileBufferLength, kReadFileUnknownBufferLength,
  getOptions, copyObject, getValidatedPath, isFd, checkFd, stringToFlags, parseFileMode,
  validateOptionsBuffer, validateWriteData, validateFunction, validateBoolean, abortErrorFor,
  Stats, getStatsFromBinding, Dirent, isRegularMode, isArrayBufferView, readView,
} = require('internal/fs/utils');
const { api: { open } } = require('internal/fs/fd_ops');

const kReadFileDefaults = { __proto__: null, flag: 'r' };
const kWriteFileDefaults = { __proto__: null, encoding: 'utf8', mode: 0o666, flag: 'w', flush: false };
const kAppendFileDefaults = { __proto__: null, encoding: 'utf8', mode: 0o666, flag: 'a' };

function isUtf8(encoding) {
  return encoding === 'utf8' || encoding === 'utf-8';
}

function maybeCallback(cb) {
  validateFunction(cb, 'cb');
  return cb;
}

// ---------------------------------------------------------------------------------------
// readFile

// The chunked reader for fds (docs/FS-SEMANTICS.md, "Chunked reader for fds"): fstat, then reads at the current position,
// checking the signal before each. For a user fd, errors after the fstat are lost and the
// callback runs on a later tick (Node's quirk).
// Node's native layer refuses a negative fd by throwing from the nextTick that starts the
// read, so it surfaces as an uncaught RangeError rather than a callback error.
function throwIfNegativeFd(fd) {
  if (fd < 0) {
    const err = new RangeError(
      `The value of "fd" is out of range. It must be >= 0 && <= 2147483647. Received ${fd}`);
    err.code = 'ERR_OUT_OF_RANGE';
    throw err;
  }
}

function readFdChunked(fd, isUserFd, options, callback) {
  throwIfNegativeFd(fd);
  const signal = options.signal;
  const encoding = options.encoding;
  binding.fstat(fd, (err, st) => {
    if (err) {
      // Node loses a user fd's fstat error too: its reader goes on to join a list of chunks
      // it never made, and that is the error the callback gets.
      if (isUserFd) return callback(new codes.ERR_INVALID_ARG_TYPE('list', 'Array', null));
      return binding.close(fd, () => callback(err));
    }
    const size = isRegularMode(st[1]) ? st[8] : 0;
    if (size > kIoMaxLength) {
      const tooLarge = new codes.ERR_FS_FILE_TOO_LARGE(`${size}`);
      if (isUserFd) return callback(tooLarge);
      return binding.close(fd, () => callback(tooLarge));
    }
    const chunks = [];
    let buffer = size > 0 ? Buffer.allocUnsafeSlow(size) : null;
    let pos = 0;
    const finish = (error) => {
      let data;
      if (size > 0) {
        data = pos < size ? buffer.subarray(0, pos) : buffer;
      } else {
        data = Buffer.concat(chunks, pos);
      }
      if (isUserFd) {
        // Errors after fstat are dropped for user fds, as in Node.
        process.nextTick(() => deliverRead(callback, null, data, encoding));
        return;
      }
      binding.close(fd, (closeErr) => {
        const e = lazyErrors().aggregateTwoErrors(closeErr, error);
        if (e) return callback(e);
        deliverRead(callback, null, data, encoding);
      });
    };
    const step = () => {
      if (signal !== undefined && signal.aborted) return finish(abortErrorFor(signal));
      let target;
      let at;
      let length;
      if (size > 0) {
        target = buffer;
        at = pos;
        length = Math.min(kReadFileBufferLength, size - pos);
      } else {
        target = Buffer.allocUnsafeSlow(kReadFileUnknownBufferLength);
        at = 0;
        length = kReadFileUnknownBufferLength;
      }
      binding.read(fd, target, at, length, -1, (readErr, n) => {
        if (readErr) return finish(readErr);
        if (n === 0) return finish(null);
        if (size === 0) chunks.push(n === length ? target : target.subarray(0, n));
        pos += n;
        if (size > 0 && pos >= size) return finish(null);
        step();
      });
    };
    step();
  });
}

function deliverRead(callback, err, data, encoding) {
  if (err) return callback(err);
  if (encoding) {
    let text;
    try {
      text = data.toString(encoding);
    } catch (e) {
      return callback(e);
    }
    return callback(null, text);
  }
  callback(null, data);
}


// options.buffer (Node 26): read into the caller's memory, a view or a function that gets
// the size (0 when unknown) and returns one; the result is a Buffer over that memory.
function userBufferTarget(option, size) {
  const dest = typeof option === 'function' ? option(size) : option;
  const name = typeof option === 'function' ? 'options.buffer().byteLength' : 'options.buffer.byteLength';
  if (!isArrayBufferView(dest)) {
    throw new codes.ERR_INVALID_ARG_TYPE('options.buffer', ['Buffer', 'TypedArray', 'DataView'], dest);
  }
  if (size > 0 && dest.byteLength < size) {
    throw new codes.ERR_INVALID_ARG_VALUE(name, dest.byteLength,
      `is smaller than the file size of ${size} bytes`);
  }
  return { dest, name, bytes: new Uint8Array(dest.buffer, dest.byteOffset, dest.byteLength) };
}

function tooSmall(target) {
  return new codes.ERR_INVALID_ARG_VALUE(target.name, target.dest.byteLength,
    'is too small to contain the entire file');
}

function userBufferResult(target, n, encoding) {
  const out = Buffer.from(target.dest.buffer, target.dest.byteOffset, n);
  return encoding ? out.toString(encoding) : out;
}

function readIntoUserBufferSync(fd, options) {
  const st = binding.fstat(fd);
  const size = isRegularMode(st[1]) ? st[8] : 0;
  const target = userBufferTarget(options.buffer, size);
  let pos = 0;
  while (pos < target.bytes.length) {
    const n = readView(fd, target.bytes, pos, target.bytes.length - pos, -1);
    if (n === 0) break;
    pos += n;
    if (size > 0 && pos >= size) break;
  }
  if (size === 0 && pos === target.bytes.length &&
      binding.read(fd, Buffer.allocUnsafe(1), 0, 1, -1) > 0) {
    throw tooSmall(target);
  }
  return userBufferResult(target, pos, options.encoding);
}

function readIntoUserBuffer(fd, isUserFd, options, callback) {
  throwIfNegativeFd(fd);
  const finish = (err, value) => {
    if (isUserFd) return callback(err, value);
    binding.close(fd, (closeErr) => {
      const e = lazyErrors().aggregateTwoErrors(closeErr, err);
      if (e) return callback(e);
      callback(null, value);
    });
  };
  binding.fstat(fd, (err, st) => {
    if (err) return finish(err);
    const size = isRegularMode(st[1]) ? st[8] : 0;
    let target;
    try {
      target = userBufferTarget(options.buffer, size);
    } catch (e) {
      return finish(e);
    }
    let pos = 0;
    const step = () => {
      const signal = options.signal;
      if (signal !== undefined && signal.aborted) return finish(abortErrorFor(signal));
      if (pos >= target.bytes.length || (size > 0 && pos >= size)) return done();
      readView(fd, target.bytes, pos, target.bytes.length - pos, -1, (e, n) => {
        if (e) return finish(e);
        if (n === 0) return done();
        pos += n;
        step();
      });
    };
    const done = () => {
      if (size > 0 || pos < target.bytes.length) return deliver();
      binding.read(fd, Buffer.allocUnsafe(1), 0, 1, -1, (e, n) => {
        if (e) return finish(e);
        if (n > 0) return finish(tooSmall(target));
        deliver();
      });
    };
    const deliver = () => {
      let value;
      try {
        value = userBufferResult(target, pos, options.encoding);
      } catch (e) {
        return finish(e);
      }
      finish(null, value);
    };
    step();
  });
}

function readFileSlow(path, options, callback) {
  callback ||= options;
  validateFunction(callback, 'cb');
  options = getOptions(options, kReadFileDefaults);
  validateOptionsBuffer(options.buffer);
  if (isFd(path)) {
    if (options.buffer !== undefined) {
      process.nextTick(readIntoUserBuffer, path, true, options, callback);
      return;
    }
    process.nextTick(readFdChunked, path, true, options, callback);
    return;
  }
  const signal = options.signal;
  if (signal !== undefined && signal.aborted) {
    callback(abortErrorFor(signal));
    return;
  }
  const flags = stringToFlags(options.flag, 'options.flag');
  path = getValidatedPath(path);
  if (options.buffer !== undefined) {
    binding.open(path, flags, 0o666, (err, fd) => {
      if (err) return callback(err);
      readIntoUserBuffer(fd, false, options, callback);
    });
    return;
  }
  const encoding = options.encoding || undefined;
  binding.readFileJob(path, flags, encoding, signal, callback);
}

function readFileSyncSlow(path, options) {
  options = getOptions(options, kReadFileDefaults);
  validateOptionsBuffer(options.buffer);
  if (isUtf8(options.encoding) && options.buffer === undefined) {
    if (!isFd(path)) {
      path = getValidatedPath(path);
    } else {
      checkFd(path);
    }
    return binding.readFileSyncRaw(path, stringToFlags(options.flag), true);
  }
  let flags = 0;
  if (isFd(path)) {
    checkFd(path);
  } else {
    flags = stringToFlags(options.flag);
    path = getValidatedPath(path);
  }
  if (options.buffer !== undefined) {
    const userFd = typeof path === 'number';
    const fd = userFd ? path : binding.open(path, flags, 0o666);
    try {
      return readIntoUserBufferSync(fd, options);
    } finally {
      if (!userFd) binding.close(fd);
    }
  }
  const buffer = binding.readFileSyncRaw(path, flags, false);
  return options.encoding ? buffer.toString(options.encoding) : buffer;
}

// ---------------------------------------------------------------------------------------
// writeFile

// Write-all on an fd (docs/FS-SEMANTICS.md, "Write-all on an fd"): abort check before every write; for a user fd the
// first check is synchronous. Empty data is still one (empty) write, as in Node: the
// callback always comes later, and a bad fd fails.
function writeAll(fd, isUserFd, buffer, offset, length, signal, flush, callback) {
  const done = (err) => {
    if (isUserFd) return callback(err);
    binding.close(fd, (closeErr) => callback(lazyErrors().aggregateTwoErrors(closeErr, err) || null));
  };
  if (signal !== undefined && signal.aborted) return done(abortErrorFor(signal));
  binding.writeBuffer(fd, buffer, offset, length, null, (err, written) => {
    if (err) return done(err);
    if (written >= length) {
      // Through the module's own export, as Node does (tests and tools patch fs.fsync).
      if (flush) return require('fs').fsync(fd, (e) => done(e || null));
      return done(null);
    }
    writeAll(fd, isUserFd, buffer, offset + written, length - written, signal, flush, callback);
  });
}

function toWriteBuffer(data, encoding) {
  if (isArrayBufferView(data)) {
    return data instanceof Uint8Array ? data :
      new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  }
  validateWriteData(data);
  return Buffer.from(data, encoding || 'utf8');
}

function writeFileSlow(path, data, options, callback) {
  callback ||= options;
  validateFunction(callback, 'cb');
  options = getOptions(options, kWriteFileDefaults);
  const flush = options.flush ?? false;
  validateBoolean(flush, 'options.flush');
  const mode = parseFileMode(options.mode, 'mode', 0o666);
  const flag = options.flag || 'w';
  if (!isArrayBufferView(data)) {
    validateWriteData(data);
    if (!isUtf8(options.encoding || 'utf8')) data = Buffer.from(data, options.encoding);
  }
  const signal = options.signal;
  if (isFd(path)) {
    const buf = toWriteBuffer(data, 'utf8');
    writeAll(path, true, buf, 0, buf.byteLength, signal, flush, callback);
    return;
  }
  if (signal !== undefined && signal.aborted) {
    callback(abortErrorFor(signal));
    return;
  }
  if (!flush) {
    path = getValidatedPath(path);
    const flags = stringToFlags(flag, 'options.flag');
    binding.writeFileJob(path, data, flags, mode, signal, callback);
    return;
  }
  const buf = toWriteBuffer(data, 'utf8');
  open(path, flag, mode, (err, fd) => {
    if (err) return callback(err);
    writeAll(fd, false, buf, 0, buf.byteLength, signal, true, callback);
  });
}

function writeFileSyncSlow(path, data, options) {
  options = getOptions(options, kWriteFileDefaults);
  const flush = options.flush ?? false;
  validateBoolean(flush, 'options.flush');
  const mode = parseFileMode(options.mode, 'mode', 0o666);
  const flag = options.flag || 'w';
  // Node's UTF-8 fast path writes to a negative fd and gets EBADF; the generic path below
  // goes through writeSync's fd check (ERR_OUT_OF_RANGE), and only when there is a byte to
  // write.
  if (typeof data === 'string' && isUtf8(options.encoding) && !flush) {
    if (!isFd(path)) path = getValidatedPath(path);
    binding.writeFileUtf8(path, data, stringToFlags(flag), mode);
    return;
  }
  const buf = toWriteBuffer(data, options.encoding);
  // As in Node, the generic path calls the fs module's own openSync, writeSync and
  // closeSync, so code that replaces them sees (and can fail) each step.
  const isUserFd = isFd(path);
  const fd = isUserFd ? path : fs.openSync(path, flag, options.mode);
  try {
    let offset = 0;
    let length = buf.byteLength;
    while (length > 0) {
      const written = fs.writeSync(fd, buf, offset, length);
      offset += written;
      length -= written;
    }
    if (flush) fs.fsyncSync(fd);
  } finally {
    if (!isUserFd) fs.closeSync(fd);
  }
}

// Node's binding member for writeFileSync's UTF-8 string path: (pathOrFd, data, flags, mode).
function writeFileUtf8(path, data, flags, mode) {
  binding.writeFileSyncRaw(path, data, flags, mode, false);
}

function appendFile(path, data, options, callback) {
  callback ||= options;
  validateFunction(callback, 'cb');
  options = getOptions(options, kAppendFileDefaults);
  parseFileMode(options.mode, 'mode', 0o666);
  options = copyObject(options);
  if (!options.flag || isFd(path)) options.flag = 'a';
  fs.writeFile(path, data, options, callback);
}

function appendFileSync(path, data, options) {
  options = getOptions(options, kAppendFileDefaults);
  parseFileMode(options.mode, 'mode', 0o666);
  options = copyObject(options);
  if (!options.flag || isFd(path)) options.flag = 'a';
  fs.writeFileSync(path, data, options);
}

// ---------------------------------------------------------------------------------------
// Watching (internal/fs/watchers) loads on first use, keeping `require('fs')` cheap.

let watchers;
function lazyWatchers() {
  watchers ??= require('internal/fs/watchers').api;
  return watchers;
}
function watch(filename, options, listener) {
  return lazyWatchers().watch(filename, options, listener);
}
function watchFile(filename, options, listener) {
  return lazyWatchers().watchFile(filename, options, listener);
}
function unwatchFile(filename, listener) {
  return lazyWatchers().unwatchFile(filename, listener);
}

// ---------------------------------------------------------------------------------------
// Blobs over files: internal/blob (Blob and its file-backed parts) loads on first use.

function openAsBlob(path, options = undefined) {
  return require('internal/blob').openAsBlob(path, options);
}

// internal/blob's openAsBlob does all its work (and throws) synchronously and hands back
// an already settled promise; the Sync form takes its Blob out of that promise.
function openAsBlobSync(path, options = undefined) {
  const blobs = require('internal/blob');
  if (typeof blobs.openAsBlobSync === 'function') return blobs.openAsBlobSync(path, options);
  const details = internalBinding('util').getPromiseDetails(blobs.openAsBlob(path, options));
  if (details === undefined || details[0] !== 1) {
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED('openAsBlobSync()');
  }
  return details[1];
}

// ---------------------------------------------------------------------------------------

binding.setup({
  bufferPrototype: Buffer.prototype,
  makeError: (code, ...args) => new codes[code](...args),
  makeAbortError: abortErrorFor,
});

// Native entries (fs-binding's glue/entry_table.rs) for the common shapes; every other call
// goes to the JS version given here.
const readFile = binding.entry('readFile', readFileSlow);
const readFileSync = binding.entry('readFileSync', readFileSyncSlow);
const writeFile = binding.entry('writeFile', writeFileSlow);
const writeFileSync = binding.entry('writeFileSync', writeFileSyncSlow);

// fs.writeFileSync's native entry writes UTF-8 strings itself, which is what Node's
// writeFileSync does through binding.writeFileUtf8 as long as that member is the
// binding's own. Replacing the member (as Node's tests do) is the protector: from then on
// fs.writeFileSync is the JS implementation, which calls whatever the member holds.
{
  let utf8Writer = writeFileUtf8;
  Object.defineProperty(binding, 'writeFileUtf8', {
    __proto__: null,
    enumerable: false,
    configurable: true,
    get() {
      return utf8Writer;
    },
    set(value) {
      utf8Writer = value;
      if (fs.writeFileSync === writeFileSync) fs.writeFileSync = writeFileSyncJs;
    },
  });
}
function writeFileSyncJs(path, data, options) {
  writeFileSyncSlow(path, data, options);
}
Object.defineProperty(writeFileSyncJs, 'name', { __proto__: null, value: 'writeFileSync' });

const fs = module.exports = {
  appendFile,
  appendFileSync,
  readFile,
  readFileSync,
  writeFile,
  writeFileSync,
  ...require('internal/fs/fd_ops').api,
  ...require('internal/fs/meta_ops').api,
  ...require('internal/fs/dir_ops').api,
  openAsBlob,
  openAsBlobSync,
  watch,
  watchFile,
  unwatchFile,
  Stats,
  Dirent,
  constants,
  // Node exports these only on macOS (where lchmod(2) exists); elsewhere the keys hold
  // undefined. The access() modes live on fs.constants only, as in Node 26.
  lchmod: undefined,
  lchmodSync: undefined,
};

// Node pins fs.constants: read-only and non-configurable (the object itself stays mutable).
Object.defineProperty(fs, 'constants', {
  __proto__: null, writable: false, enumerable: true, configurable: false,
});

Object.defineProperty(fs, 'promises', {
  __proto__: null,
  enumerable: true,
  configurable: true,
  get() {
    return require('fs/promises');
  },
});

// Utf8Stream (internal/fs/utf8_stream) loads on first use, behind a getter as in Node.
{
  let Utf8Stream;
  Object.defineProperty(fs, 'Utf8Stream', {
    __proto__: null,
    enumerable: true,
    configurable: true,
    get: function get() {
      Utf8Stream ??= require('internal/fs/utf8_stream').Utf8Stream;
      return Utf8Stream;
    },
  });
}

// Streams load on first use so that `require('fs')` stays cheap (internal/fs/streams).
let ReadStream;
let WriteStream;
function lazyLoadStreams() {
  if (!ReadStream) {
    ({ ReadStream, WriteStream } = require('internal/fs/streams'));
  }
}
fs.createReadStream = function createReadStream(path, options) {
  lazyLoadStreams();
  return new ReadStream(path, options);
};
fs.createWriteStream = function createWriteStream(path, options) {
  lazyLoadStreams();
  return new WriteStream(path, options);
};
for (const [name, alias] of [['ReadStream', 'FileReadStream'], ['WriteStream', 'FileWriteStream']]) {
  const descriptor = {
    __proto__: null,
    enumerable: true,
    configurable: true,
    get() {
      lazyLoadStreams();
      return name === 'ReadStream' ? ReadStream : WriteStream;
    },
    set(value) {
      lazyLoadStreams();
      if (name === 'ReadStream') ReadStream = value;
      else WriteStream = value;
    },
  };
  Object.defineProperty(fs, name, descriptor);
  Object.defineProperty(fs, alias, descriptor);
}
