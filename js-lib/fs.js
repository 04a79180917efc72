'use strict';
// fs: Node's file-system module (docs/FS-SEMANTICS.md). The whole-file family (readFile, writeFile,
// appendFile and their Sync forms) follows Node 26.10 exactly: the common shapes
// (`readFile(path, cb)`, `readFile(path, 'utf8', cb)`, `writeFile(path, data, cb)`, ...) are
// native functions of internalBinding('fs') that do no JS work at all, and hand every other
// shape to the `*Slow` functions here, which validate in Node's order and then call the
// binding's raw jobs. The rest of the API lives in internal/fs/{fd,meta,dir}_ops.js (one
// argument handler per function shared by its callback, Sync and promise forms) and loads
// the first time one of its names is read (lazyExports below); streams
// (internal/fs/streams.js) and `buffer` load on first use too.

const { codes, lazyErrors } = require('internal/errors_lazy');
const {
  binding, constants, kIoMaxLength, kReadFileBufferLength, kReadFileUnknownBufferLength,
  getOptions, copyObject, getValidatedPath, isFd, checkFd, stringToFlags, parseFileMode,
  validateOptionsBuffer, validateWriteData, validateFunction, validateBoolean, abortErrorFor,
  Stats, getStatsFromBinding, Dirent, isRegularMode, isArrayBufferView, readView, lazyBuffer,
} = require('internal/fs/utils');

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

// The callback reader for fds (docs/FS-SEMANTICS.md, "Chunked reader for fds"), shaped like
// Node's ReadFileContext: one record per read holds the fd, whether it is the caller's, the
// size from fstat, where the bytes go (one buffer of the known size, 64 KiB chunks to EOF,
// or the caller's memory from options.buffer), the position and the callback, and moves
// through fstat -> read()... -> close(). Reads are at the fd's current position, and the
// signal is looked at before each one.
//
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

function settle(callback, err, value) {
  if (err) return callback(err);
  callback(null, value);
}

class ReadFileContext {
  constructor(fd, isUserFd, userMemory, options, callback) {
    this.fd = fd;
    this.isUserFd = isUserFd;
    this.userMemory = userMemory;
    // Into the caller's memory, options.signal is looked up at each check and
    // options.encoding at the end; otherwise both are taken once, now.
    this.options = userMemory ? options : { signal: options.signal, encoding: options.encoding };
    this.callback = callback;
    this.size = 0;
    this.pos = 0;
    // The buffer being read into: the whole file's, or the current 64 KiB chunk.
    this.buffer = null;
    this.chunks = null;
    // userBufferTarget's record for options.buffer.
    this.memory = null;
    // Set while the 1-byte read that tells whether caller memory of an unknown-size file,
    // now full, missed anything.
    this.checkOverflow = false;
    this.onRead = (err, n) => this.afterRead(err, n);
  }

  start() {
    binding.fstat(this.fd, (err, st) => this.afterStat(err, st));
  }

  afterStat(err, st) {
    if (err) {
      // Node loses a user fd's fstat error (without options.buffer): its reader goes on to
      // join a list of chunks it never made, and that is the error the callback gets.
      if (this.isUserFd && !this.userMemory) {
        return this.callback(new codes.ERR_INVALID_ARG_TYPE('list', 'Array', null));
      }
      return this.close(err);
    }
    const size = this.size = isRegularMode(st[1]) ? st[8] : 0;
    // Checked before options.buffer is asked for. Node loses this error for a user fd (with
    // or without options.buffer), then slices the buffer it never made.
    if (size > kIoMaxLength) {
      if (this.isUserFd) {
        return process.nextTick(this.callback,
          new TypeError("Cannot read properties of null (reading 'slice')"));
      }
      return this.close(new codes.ERR_FS_FILE_TOO_LARGE(`${size}`));
    }
    if (this.userMemory) {
      try {
        this.memory = userBufferTarget(this.options.buffer, size);
      } catch (e) {
        return this.close(e);
      }
    } else if (size > 0) {
      this.buffer = lazyBuffer().allocUnsafeSlow(size);
    } else {
      this.chunks = [];
    }
    this.read();
  }

  read() {
    const signal = this.options.signal;
    if (signal !== undefined && signal.aborted) return this.close(abortErrorFor(signal));
    const { fd, size, pos } = this;
    if (this.memory !== null) {
      const bytes = this.memory.bytes;
      if (pos < bytes.length && (size === 0 || pos < size)) {
        return readView(fd, bytes, pos, bytes.length - pos, -1, this.onRead);
      }
      if (size > 0 || pos < bytes.length) return this.close(null);
      this.checkOverflow = true;
      return binding.read(fd, lazyBuffer().allocUnsafe(1), 0, 1, -1, this.onRead);
    }
    if (size > 0) {
      return binding.read(fd, this.buffer, pos, Math.min(kReadFileBufferLength, size - pos), -1,
        this.onRead);
    }
    this.buffer = lazyBuffer().allocUnsafeSlow(kReadFileUnknownBufferLength);
    binding.read(fd, this.buffer, 0, kReadFileUnknownBufferLength, -1, this.onRead);
  }

  afterRead(err, n) {
    if (err) return this.close(err);
    if (this.checkOverflow) return this.close(n > 0 ? tooSmall(this.memory) : null);
    if (n === 0) return this.close(null);
    if (this.chunks !== null) {
      this.chunks.push(n === kReadFileUnknownBufferLength ? this.buffer : this.buffer.subarray(0, n));
    }
    this.pos += n;
    // Caller memory goes back to read(), which looks at the signal once more before ending.
    if (this.memory === null && this.size > 0 && this.pos >= this.size) return this.close(null);
    this.read();
  }

  result() {
    const encoding = this.options.encoding;
    if (this.memory !== null) return userBufferResult(this.memory, this.pos, encoding);
    let data;
    if (this.chunks !== null) {
      data = lazyBuffer().concat(this.chunks, this.pos);
    } else {
      data = this.pos < this.size ? this.buffer.subarray(0, this.pos) : this.buffer;
    }
    return encoding ? data.toString(encoding) : data;
  }

  // Ends the read with `err` or the result. An fd the reader opened is closed first (its
  // error joins the read's). A user fd stays open: into caller memory the callback comes
  // now, with (err, value); otherwise on a later tick, and errors after the fstat are lost,
  // as in Node.
  close(err) {
    const { isUserFd, callback } = this;
    if (isUserFd && !this.userMemory) err = null;
    let value;
    if (!err) {
      try {
        value = this.result();
      } catch (e) {
        err = e;
      }
    }
    if (!isUserFd) {
      binding.close(this.fd, (closeErr) =>
        settle(callback, lazyErrors().aggregateTwoErrors(closeErr, err), value));
    } else if (this.userMemory) {
      callback(err, value);
    } else {
      process.nextTick(settle, callback, err, value);
    }
  }
}

function readFileOnFd(fd, isUserFd, userMemory, options, callback) {
  throwIfNegativeFd(fd);
  new ReadFileContext(fd, isUserFd, userMemory, options, callback).start();
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
  const out = lazyBuffer().from(target.dest.buffer, target.dest.byteOffset, n);
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
      binding.read(fd, lazyBuffer().allocUnsafe(1), 0, 1, -1) > 0) {
    throw tooSmall(target);
  }
  return userBufferResult(target, pos, options.encoding);
}

function readFileSlow(path, options, callback) {
  callback ||= options;
  validateFunction(callback, 'cb');
  options = getOptions(options, kReadFileDefaults);
  validateOptionsBuffer(options.buffer);
  if (isFd(path)) {
    process.nextTick(readFileOnFd, path, true, options.buffer !== undefined, options, callback);
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
      readFileOnFd(fd, false, true, options, callback);
    });
    return;
  }
  const encoding = options.encoding || undefined;
  binding.readFileJob(path, flags, encoding, signal, hooked(callback));
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
  return lazyBuffer().from(data, encoding || 'utf8');
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
    if (!isUtf8(options.encoding || 'utf8')) data = lazyBuffer().from(data, options.encoding);
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
    binding.writeFileJob(path, data, flags, mode, signal, hooked(callback));
    return;
  }
  const buf = toWriteBuffer(data, 'utf8');
  fs.open(path, flag, mode, (err, fd) => {
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
  loadBufferPrototype: () => lazyBuffer().prototype,
  makeError: (code, ...args) => new codes[code](...args),
  makeAbortError: abortErrorFor,
});

// Native entries (fs-binding's glue/entry_table.rs) for the common shapes; every other call
// goes to the JS version given here.
const readFile = binding.entry('readFile', readFileSlow);
const readFileSync = binding.entry('readFileSync', readFileSyncSlow);
const writeFile = binding.entry('writeFile', writeFileSlow);
const writeFileSync = binding.entry('writeFileSync', writeFileSyncSlow);
const { hooked, entryVersions } = require('internal/fs/requests');
entryVersions.readFile = readFileSlow;
entryVersions.writeFile = writeFileSlow;

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

// The fd, metadata and directory calls (internal/fs/fd_ops, meta_ops and dir_ops) are
// about 80 KB of JS, which Boa compiles whole when it loads a module: a third of the cost
// of `require('fs')`, paid by programs that only read and write files. Their names load
// their module on first read (internal/lazy_exports).
const { lazyExports } = require('internal/lazy_exports');

const fs = module.exports = {
  appendFile,
  appendFileSync,
  readFile,
  readFileSync,
  writeFile,
  writeFileSync,
};
// Names in the order the modules export them (kept in step with their `api` objects:
// test/cases/fs-lazy-exports checks).
lazyExports(fs, () => require('internal/fs/fd_ops').api, [
  'open', 'openSync', 'close', 'closeSync', 'read', 'readSync', 'write', 'writeSync',
  'readv', 'readvSync', 'writev', 'writevSync', 'fsync', 'fsyncSync', 'fdatasync',
  'fdatasyncSync', 'ftruncate', 'ftruncateSync', 'truncate', 'truncateSync',
]);
lazyExports(fs, () => require('internal/fs/meta_ops').api, [
  'stat', 'statSync', 'lstat', 'lstatSync', 'fstat', 'fstatSync', 'statfs', 'statfsSync',
  'exists', 'existsSync', 'access', 'accessSync', 'chmod', 'chmodSync', 'fchmod',
  'fchmodSync', 'chown', 'chownSync', 'fchown', 'fchownSync', 'lchown', 'lchownSync',
  'utimes', 'utimesSync', 'futimes', 'futimesSync', 'lutimes', 'lutimesSync',
  '_toUnixTimestamp',
]);
lazyExports(fs, () => require('internal/fs/dir_ops').api, [
  'mkdir', 'mkdirSync', 'mkdtemp', 'mkdtempSync', 'mkdtempDisposableSync', 'readdir',
  'readdirSync', 'opendir', 'opendirSync', 'Dir', 'rmdir', 'rmdirSync', 'rm', 'rmSync',
  'unlink', 'unlinkSync', 'rename', 'renameSync', 'copyFile', 'copyFileSync', 'link',
  'linkSync', 'symlink', 'symlinkSync', 'readlink', 'readlinkSync', 'realpath',
  'realpathSync', 'cp', 'cpSync', 'glob', 'globSync',
]);
Object.assign(fs, {
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
});

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
// The legacy names FileReadStream/FileWriteStream start as the same classes but are
// separate bindings, as in Node: graceful-fs 4.1 (bundled by yarn 1) assigns
// fs.FileReadStream its wrapper before it reads fs.ReadStream as the class to wrap, so a
// shared binding would make the wrapper wrap itself.
let ReadStream;
let WriteStream;
let FileReadStream;
let FileWriteStream;
function lazyLoadStreams() {
  if (!ReadStream) {
    ({ ReadStream, WriteStream } = require('internal/fs/streams'));
    FileReadStream = ReadStream;
    FileWriteStream = WriteStream;
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
for (const name of ['ReadStream', 'WriteStream', 'FileReadStream', 'FileWriteStream']) {
  Object.defineProperty(fs, name, {
    __proto__: null,
    enumerable: true,
    configurable: true,
    get() {
      lazyLoadStreams();
      switch (name) {
        case 'ReadStream': return ReadStream;
        case 'WriteStream': return WriteStream;
        case 'FileReadStream': return FileReadStream;
        default: return FileWriteStream;
      }
    },
    set(value) {
      lazyLoadStreams();
      switch (name) {
        case 'ReadStream': ReadStream = value; break;
        case 'WriteStream': WriteStream = value; break;
        case 'FileReadStream': FileReadStream = value; break;
        default: FileWriteStream = value;
      }
    },
  });
}
