'use strict';
// internal/fs/filehandle: the FileHandle class of `fs/promises` (an EventEmitter, as in
// Node) and everything that runs on one: read/readv/write/writev, stat, truncate, sync,
// datasync, chmod, chown, utimes, the chunked readFile/writeFile readers and writers used
// by handles and by fsPromises.readFile/writeFile when they cannot take the one-task native
// jobs, fsPromises.open, and the close-after-operation rule (handleFdClose).
//
// Life cycle (Node's): a handle counts the operations in flight (kRefs, 1 for the handle
// itself). close() drops the handle's own reference; the fd is really closed when the count
// reaches 0, so a close() during an operation waits for it and the operation still sees a
// valid fd. After close(), fd is -1 and every method rejects with EBADF 'file closed'
// (syscall = the operation's name, FS-SPEC.md §2.4).
//
// Test-only fault injection (reachable with --expose-internals, used by the ported
// close-errors / op-errors / aggregate-errors tests instead of monkey-patching):
//   require('internal/fs/filehandle').faults.arm({ op: err, close: err })
// `op`: the next operation that looks up a handle's fd for I/O fails with `err` before
// reaching the OS; `close`: the next handle close really closes its fd, then rejects with
// `err`. Each fault fires once; faults.reset() disarms both.

const EventEmitter = require('events');
const { Buffer } = require('buffer');
const { StringDecoder } = require('string_decoder');
const { AbortError, aggregateTwoErrors, codes } = require('internal/errors');
const {
  validateAbortSignal, validateBoolean, validateBuffer, validateEncoding, validateInteger,
  validateInt32, validateObject, kValidateObjectAllowNullable, parseFileMode,
} = require('internal/validators');
const {
  binding, constants, kIoMaxLength, kReadFileBufferLength, kReadFileUnknownBufferLength,
  getOptions, getValidatedPath, stringToFlags, validateOptionsBuffer, getStatsFromBinding,
  isArrayBufferView, checkFd,
} = require('internal/fs/utils');

const { S_IFMT, S_IFREG } = constants;
const kUsePromises = binding.kUsePromises;
const kWriteFileMaxChunkSize = 512 * 1024;
const kMaxUserId = 2 ** 32 - 1;

const kFd = Symbol('kFd');
const kRefs = Symbol('kRefs');
const kClosePromise = Symbol('kClosePromise');
const kCloseResolve = Symbol('kCloseResolve');
const kCloseReject = Symbol('kCloseReject');
const kRef = Symbol('kRef');
const kUnref = Symbol('kUnref');

// ---------------------------------------------------------------------------------------
// Fault injection (tests only)

const armed = { __proto__: null, op: undefined, close: undefined };
const faults = {
  arm({ op, close } = {}) {
    if (op !== undefined) armed.op = op;
    if (close !== undefined) armed.close = close;
  },
  reset() {
    armed.op = undefined;
    armed.close = undefined;
  },
};

function takeFault(kind) {
  const err = armed[kind];
  armed[kind] = undefined;
  return typeof err === 'function' ? err() : err;
}

// The fd of a handle for a binding call. Reads the public getter (so a closed handle gives
// -1), and refuses a negative fd the way Node's C++ layer does (RangeError, no code in the
// stack line) — what `fsPromises.readFile(closedHandle)` rejects with in Node 26.
function fdOf(handle) {
  if (armed.op !== undefined) throw takeFault('op');
  const fd = handle.fd;
  if (fd < 0) checkFd(fd);
  return fd;
}

function closeFd(fd) {
  const p = binding.close(fd, kUsePromises);
  if (armed.close === undefined) return p;
  const err = takeFault('close');
  return p.then(() => { throw err; });
}

// ---------------------------------------------------------------------------------------
// Handles collected while open (Node 26: the fd is closed and an uncaught ERR_INVALID_STATE
// error is raised). The engine never runs FinalizationRegistry callbacks here, so open
// handles are tracked by WeakRef and swept: once a second by an unref'd interval while any
// are open, and right after an explicit gc() (--expose-gc), which is when tests look.

const tracked = new Map(); // fd -> { ref: WeakRef<FileHandle>, path }
let sweepTimer = null;

function track(handle, path) {
  tracked.set(handle[kFd], { ref: new WeakRef(handle), path });
  if (sweepTimer === null) {
    sweepTimer = setInterval(sweepCollected, 1000);
    sweepTimer.unref();
  }
}

function untrack(fd) {
  tracked.delete(fd);
  if (tracked.size === 0 && sweepTimer !== null) {
    clearInterval(sweepTimer);
    sweepTimer = null;
  }
}

function sweepCollected() {
  for (const [fd, entry] of tracked) {
    if (entry.ref.deref() !== undefined) continue;
    untrack(fd);
    binding.close(fd, () => {});
    const err = new Error('A FileHandle object was closed during garbage collection. This used ' +
      'to be allowed with a deprecation warning but is now considered an error. Please close ' +
      `FileHandle objects explicitly. File descriptor: ${fd} (${entry.path})`);
    err.code = 'ERR_INVALID_STATE';
    process.nextTick(() => { throw err; });
  }
}

if (typeof globalThis.gc === 'function') {
  const collect = globalThis.gc;
  globalThis.gc = function gc(...args) {
    const result = Reflect.apply(collect, this, args);
    if (tracked.size > 0) setImmediate(sweepCollected);
    return result;
  };
}

// ---------------------------------------------------------------------------------------
// FileHandle

let streams;
function lazyStreams() {
  streams ??= require('internal/fs/streams');
  return streams;
}

class FileHandle extends EventEmitter {
  #brand = true;

  static isFileHandle(value) {
    return value !== null && typeof value === 'object' && #brand in value;
  }

  constructor(fd) {
    super();
    this[kFd] = typeof fd === 'number' ? fd : -1;
    this[kRefs] = 1;
    this[kClosePromise] = null;
  }

  get fd() {
    return this[kFd];
  }

  appendFile(data, options) {
    return fsCall(writeFile, this, data, options);
  }

  chmod(mode) {
    return fsCall(fchmod, this, mode);
  }

  chown(uid, gid) {
    return fsCall(fchown, this, uid, gid);
  }

  datasync() {
    return fsCall(fdatasync, this);
  }

  sync() {
    return fsCall(fsync, this);
  }

  read(buffer, offset, length, position) {
    return fsCall(read, this, buffer, offset, length, position);
  }

  readv(buffers, position) {
    return fsCall(readv, this, buffers, position);
  }

  readFile(options) {
    return fsCall(readFile, this, options);
  }

  // Needs `readline` and internal/fs/streams (not in this runtime yet): works once they land.
  readLines(options = undefined) {
    const { createInterface } = require('readline');
    return createInterface({ input: this.createReadStream(options), crlfDelay: Infinity });
  }

  stat(options) {
    return fsCall(fstat, this, options);
  }

  truncate(len = 0) {
    return fsCall(ftruncate, this, len);
  }

  utimes(atime, mtime) {
    return fsCall(futimes, this, atime, mtime);
  }

  write(buffer, offset, length, position) {
    return fsCall(write, this, buffer, offset, length, position);
  }

  writev(buffers, position) {
    return fsCall(writev, this, buffers, position);
  }

  writeFile(data, options) {
    return fsCall(writeFile, this, data, options);
  }

  // An own property, as in Node (fsPromises code hands `handle.close` around unbound).
  close = () => {
    if (this[kFd] === -1) return Promise.resolve();
    if (this[kClosePromise]) return this[kClosePromise];
    this[kRefs]--;
    let p;
    if (this[kRefs] === 0) {
      const fd = this[kFd];
      this[kFd] = -1;
      untrack(fd);
      p = closeFd(fd);
    } else {
      // Operations are in flight: the last one to finish closes the fd (kUnref).
      p = new Promise((resolve, reject) => {
        this[kCloseResolve] = resolve;
        this[kCloseReject] = reject;
      });
    }
    this[kClosePromise] = p.finally(() => {
      this[kClosePromise] = undefined;
      this[kCloseResolve] = undefined;
      this[kCloseReject] = undefined;
    });
    this.emit('close');
    return this[kClosePromise];
  };

  async [Symbol.asyncDispose]() {
    await this.close();
  }

  // internal/fs/streams accepts a FileHandle as its `fd` option.
  createReadStream(options = undefined) {
    const { ReadStream } = lazyStreams();
    return new ReadStream(undefined, { ...options, fd: this });
  }

  createWriteStream(options = undefined) {
    const { WriteStream } = lazyStreams();
    return new WriteStream(undefined, { ...options, fd: this });
  }

  [kRef]() {
    this[kRefs]++;
  }

  [kUnref]() {
    this[kRefs]--;
    if (this[kRefs] === 0) {
      const fd = this[kFd];
      this[kFd] = -1;
      untrack(fd);
      closeFd(fd).then(this[kCloseResolve], this[kCloseReject]);
    }
  }
}

// Runs `fn(handle, ...args)` holding a reference; a closed handle rejects with Node's
// EBADF shape, whose syscall is the operation's function name.
async function fsCall(fn, handle, ...args) {
  if (handle[kRefs] === undefined) {
    throw new codes.ERR_INTERNAL_ASSERTION('handle must be an instance of FileHandle');
  }
  if (handle.fd === -1) {
    const err = new Error('file closed');
    err.code = 'EBADF';
    err.syscall = fn.name;
    throw err;
  }
  try {
    handle[kRef]();
    return await fn(handle, ...args);
  } finally {
    handle[kUnref]();
  }
}

// Closes an internally opened handle after `op` settles: the operation's error wins,
// and both errors become an AggregateError (aggregateTwoErrors).
function handleFdClose(op, closeFunc) {
  return op.then(
    (result) => closeFunc().then(() => result),
    (opError) => closeFunc().then(
      () => { throw opError; },
      (closeError) => { throw aggregateTwoErrors(closeError, opError); }),
  );
}

function handleFdSync(op, handle) {
  return op.then((result) => handle.sync().then(() => result));
}

function checkAborted(signal) {
  if (signal?.aborted) throw new AbortError(undefined, { cause: signal.reason });
}

// Settles with `op`, or rejects with an AbortError as soon as `signal` aborts.
function raceWithSignal(op, signal) {
  if (!signal) return op;
  let onAbort;
  const aborted = new Promise((resolve, reject) => {
    onAbort = () => reject(new AbortError(undefined, { cause: signal.reason }));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([op, aborted]).finally(() => {
    signal.removeEventListener('abort', onAbort);
  });
}

// ---------------------------------------------------------------------------------------
// Argument checks shared by the handle operations (Node's internal/fs/utils versions).

function validateOffsetLengthRead(offset, length, bufferLength) {
  if (offset < 0) throw new codes.ERR_OUT_OF_RANGE('offset', '>= 0', offset);
  if (length < 0) throw new codes.ERR_OUT_OF_RANGE('length', '>= 0', length);
  if (offset + length > bufferLength) {
    throw new codes.ERR_OUT_OF_RANGE('length', `<= ${bufferLength - offset}`, length);
  }
}

function validateOffsetLengthWrite(offset, length, byteLength) {
  if (offset > byteLength) throw new codes.ERR_OUT_OF_RANGE('offset', `<= ${byteLength}`, offset);
  if (length > byteLength - offset) {
    throw new codes.ERR_OUT_OF_RANGE('length', `<= ${byteLength - offset}`, length);
  }
  if (length < 0) throw new codes.ERR_OUT_OF_RANGE('length', '>= 0', length);
  validateInt32(length, 'length', 0);
}

function validatePosition(position, name, length) {
  if (typeof position === 'number') {
    validateInteger(position, name, -1);
  } else if (typeof position === 'bigint') {
    const max = 2n ** 63n - 1n - BigInt(length);
    if (!(position >= -1n && position <= max)) {
      throw new codes.ERR_OUT_OF_RANGE(name, `>= -1 && <= ${max}`, position);
    }
  } else {
    throw new codes.ERR_INVALID_ARG_TYPE(name, ['integer', 'bigint'], position);
  }
}

function validateBufferArray(buffers, name = 'buffers') {
  if (!Array.isArray(buffers)) {
    throw new codes.ERR_INVALID_ARG_TYPE(name, 'ArrayBufferView[]', buffers);
  }
  for (let i = 0; i < buffers.length; i++) {
    if (!isArrayBufferView(buffers[i])) {
      throw new codes.ERR_INVALID_ARG_TYPE(name, 'ArrayBufferView[]', buffers);
    }
  }
}

function validateStringAfterArrayBufferView(value, name) {
  if (typeof value !== 'string') {
    throw new codes.ERR_INVALID_ARG_TYPE(name, ['string', 'Buffer', 'TypedArray', 'DataView'], value);
  }
}

function toUnixTimestamp(time, name = 'time') {
  // eslint-disable-next-line eqeqeq
  if (typeof time === 'string' && +time == time) return +time;
  if (Number.isFinite(time)) return time < 0 ? Date.now() / 1000 : time;
  if (time instanceof Date) return time.getTime() / 1000;
  throw new codes.ERR_INVALID_ARG_TYPE(name, ['Date', 'Time in seconds'], time);
}

function isCustomIterable(obj) {
  return obj != null && typeof obj !== 'string' && !isArrayBufferView(obj) &&
    (typeof obj[Symbol.iterator] === 'function' || typeof obj[Symbol.asyncIterator] === 'function');
}

// ---------------------------------------------------------------------------------------
// Operations on a handle (their names are the syscall of a closed handle's EBADF).

async function read(handle, bufferOrParams, offset, length, position) {
  let buffer = bufferOrParams;
  if (!isArrayBufferView(buffer)) {
    // read(options) / read()
    if (bufferOrParams !== undefined) {
      validateObject(bufferOrParams, 'options', kValidateObjectAllowNullable);
    }
    ({
      buffer = Buffer.alloc(16384),
      offset = 0,
      length = buffer.byteLength - offset,
      position = null,
    } = bufferOrParams ?? {});
    validateBuffer(buffer);
  }
  if (offset !== null && typeof offset === 'object') {
    // read(buffer, options)
    ({ offset = 0, length = buffer.byteLength - offset, position = null } = offset);
  }
  if (offset == null) {
    offset = 0;
  } else {
    validateInteger(offset, 'offset', 0);
  }
  length ??= buffer.byteLength - offset;
  if (position == null) {
    position = -1;
  } else {
    validatePosition(position, 'position', length);
  }
  if (length === 0) return { __proto__: null, bytesRead: length, buffer };
  if (buffer.byteLength === 0) {
    throw new codes.ERR_INVALID_ARG_VALUE('buffer', buffer, 'is empty and cannot be written');
  }
  validateOffsetLengthRead(offset, length, buffer.byteLength);
  const bytesRead =
    (await binding.read(fdOf(handle), buffer, offset, length, position, kUsePromises)) || 0;
  return { __proto__: null, bytesRead, buffer };
}

async function readv(handle, buffers, position) {
  validateBufferArray(buffers);
  if (typeof position !== 'number') position = null;
  const bytesRead = (await binding.readv(fdOf(handle), buffers, position, kUsePromises)) || 0;
  return { __proto__: null, bytesRead, buffers };
}

async function write(handle, buffer, offsetOrOptions, length, position) {
  if (buffer?.byteLength === 0) return { __proto__: null, bytesWritten: 0, buffer };
  let offset = offsetOrOptions;
  if (isArrayBufferView(buffer)) {
    if (typeof offset === 'object') {
      ({
        offset = 0,
        length = buffer.byteLength - offset,
        position = null,
      } = offsetOrOptions ?? {});
    }
    if (offset == null) {
      offset = 0;
    } else {
      validateInteger(offset, 'offset', 0);
    }
    if (typeof length !== 'number') length = buffer.byteLength - offset;
    if (typeof position !== 'number') position = null;
    validateOffsetLengthWrite(offset, length, buffer.byteLength);
    const bytesWritten = (await binding.writeBuffer(
      fdOf(handle), buffer, offset, length, position, kUsePromises)) || 0;
    return { __proto__: null, bytesWritten, buffer };
  }
  // write(string[, position[, encoding]])
  validateStringAfterArrayBufferView(buffer, 'buffer');
  validateEncoding(buffer, length);
  const encoding = typeof length === 'string' && Buffer.isEncoding(length) ? length : 'utf8';
  const data = Buffer.from(buffer, encoding);
  const pos = typeof offset === 'number' || typeof offset === 'bigint' ? offset : null;
  const bytesWritten = (await binding.writeBuffer(
    fdOf(handle), data, 0, data.byteLength, pos, kUsePromises)) || 0;
  return { __proto__: null, bytesWritten, buffer };
}

async function writev(handle, buffers, position) {
  validateBufferArray(buffers);
  if (typeof position !== 'number') position = null;
  if (buffers.length === 0) return { __proto__: null, bytesWritten: 0, buffers };
  const bytesWritten = (await binding.writev(fdOf(handle), buffers, position, kUsePromises)) || 0;
  return { __proto__: null, bytesWritten, buffers };
}

async function fstat(handle, options = { __proto__: null, bigint: false }) {
  validateObject(options, 'options');
  const { signal } = options;
  if (signal !== undefined) validateAbortSignal(signal, 'options.signal');
  checkAborted(signal);
  const bigint = Boolean(options.bigint);
  const result = await raceWithSignal(binding.fstat(fdOf(handle), kUsePromises, bigint), signal);
  return getStatsFromBinding(result);
}

async function ftruncate(handle, len = 0) {
  validateInteger(len, 'len');
  len = Math.max(0, len);
  return binding.ftruncate(fdOf(handle), len, kUsePromises);
}

async function fsync(handle) {
  return binding.fsync(fdOf(handle), kUsePromises);
}

async function fdatasync(handle) {
  return binding.fdatasync(fdOf(handle), kUsePromises);
}

async function fchmod(handle, mode) {
  mode = parseFileMode(mode, 'mode');
  return binding.fchmod(fdOf(handle), mode, kUsePromises);
}

async function fchown(handle, uid, gid) {
  validateInteger(uid, 'uid', -1, kMaxUserId);
  validateInteger(gid, 'gid', -1, kMaxUserId);
  return binding.fchown(fdOf(handle), uid, gid, kUsePromises);
}

async function futimes(handle, atime, mtime) {
  atime = toUnixTimestamp(atime, 'atime');
  mtime = toUnixTimestamp(mtime, 'mtime');
  return binding.futimes(fdOf(handle), atime, mtime, kUsePromises);
}

// ---------------------------------------------------------------------------------------
// Whole-file reads and writes on a handle (FS-SPEC.md §3.3, §3.5)

// Writes `data` (a view, or an iterable / async iterable of strings and views) at the
// handle's current position in chunks of at most 512 KiB, checking the signal before
// each chunk (and after each, for iterables).
async function writeFileHandle(handle, data, signal, encoding) {
  checkAborted(signal);
  if (isCustomIterable(data)) {
    for await (const item of data) {
      checkAborted(signal);
      const chunk = isArrayBufferView(item) ? item : Buffer.from(item, encoding || 'utf8');
      let remaining = chunk.byteLength;
      while (remaining > 0) {
        const size = Math.min(kWriteFileMaxChunkSize, remaining);
        const { bytesWritten } = await write(handle, chunk, chunk.byteLength - remaining, size);
        remaining -= bytesWritten;
        checkAborted(signal);
      }
    }
    return;
  }
  let view = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  let remaining = view.byteLength;
  if (remaining === 0) return;
  do {
    checkAborted(signal);
    const { bytesWritten } =
      await write(handle, view, 0, Math.min(kWriteFileMaxChunkSize, view.byteLength));
    remaining -= bytesWritten;
    view = new Uint8Array(view.buffer, view.byteOffset + bytesWritten, view.byteLength - bytesWritten);
  } while (remaining > 0);
}

// options.buffer (Node 26): the caller's memory (a view, or a function of the size).
function userBuffer(options, size) {
  const option = options.buffer;
  const isFn = typeof option === 'function';
  const name = isFn ? 'options.buffer().byteLength' : 'options.buffer.byteLength';
  const dest = isFn ? option(size) : option;
  if (!isArrayBufferView(dest)) {
    throw new codes.ERR_INVALID_ARG_TYPE('options.buffer', ['Buffer', 'TypedArray', 'DataView'], dest);
  }
  if (size > 0 && dest.byteLength < size) {
    throw new codes.ERR_INVALID_ARG_VALUE(name, dest.byteLength,
      `is smaller than the file size of ${size} bytes`);
  }
  return { name, buffer: Buffer.from(dest.buffer, dest.byteOffset, dest.byteLength) };
}

async function readFileHandleWithUserBuffer(handle, options, size) {
  const signal = options.signal;
  const encoding = options.encoding;
  const { name, buffer } = userBuffer(options, size);
  let total = 0;
  while (total < buffer.byteLength) {
    checkAborted(signal);
    const length = size === 0 ? buffer.byteLength - total : Math.min(size - total, kReadFileBufferLength);
    const n = (await binding.read(fdOf(handle), buffer, total, length, -1, kUsePromises)) ?? 0;
    total += n;
    if (n === 0 || total === size) {
      const result = buffer.subarray(0, total);
      return encoding ? result.toString(encoding) : result;
    }
  }
  if (size === 0) {
    checkAborted(signal);
    const extra = Buffer.allocUnsafeSlow(1);
    const n = (await binding.read(fdOf(handle), extra, 0, 1, -1, kUsePromises)) ?? 0;
    if (n !== 0) {
      throw new codes.ERR_INVALID_ARG_VALUE(name, buffer.byteLength,
        'is too small to contain the entire file');
    }
  }
  return encoding ? buffer.toString(encoding) : buffer.subarray(0, total);
}

// Reads from the handle's current position to EOF: one buffer of the file's size (read in
// 512 KiB chunks), or 64 KiB reads when the size is unknown; with an encoding, large files
// are decoded chunk by chunk through a StringDecoder. The signal is checked at entry, after
// fstat and before every read.
async function readFileHandle(handle, options) {
  const signal = options?.signal;
  const encoding = options?.encoding;
  checkAborted(signal);
  const st = await binding.fstat(fdOf(handle), kUsePromises);
  checkAborted(signal);
  let size = 0;
  let length = 0;
  if ((st[1] & S_IFMT) === S_IFREG) {
    size = st[8];
    length = encoding ? Math.min(size, kReadFileBufferLength) : size;
  }
  if (length === 0) length = kReadFileUnknownBufferLength;
  if (size > kIoMaxLength) throw new codes.ERR_FS_FILE_TOO_LARGE(size);
  if (options.buffer !== undefined) return readFileHandleWithUserBuffer(handle, options, size);

  const decoder = encoding && new StringDecoder(encoding);
  const noSize = size === 0;
  const chunked = length > kReadFileBufferLength;
  let buffer = Buffer.allocUnsafeSlow(length);
  let total = 0;
  let offset = 0;
  let result = '';
  let buffers;
  for (;;) {
    checkAborted(signal);
    if (chunked) length = Math.min(size - total, kReadFileBufferLength);
    const n = (await binding.read(fdOf(handle), buffer, offset, length, -1, kUsePromises)) ?? 0;
    total += n;
    if (n === 0 || total === size || (n !== buffer.length && !chunked && !noSize)) {
      const single = n === total;
      const have = chunked ? total : n;
      if (have !== buffer.length) buffer = buffer.subarray(0, have);
      if (!encoding) {
        if (noSize && !single) {
          buffers.push(buffer);
          return Buffer.concat(buffers, total);
        }
        return buffer;
      }
      if (single) return buffer.toString(encoding);
      result += decoder.end(buffer);
      return result;
    }
    const part = n !== buffer.length ? buffer.subarray(0, n) : buffer;
    if (encoding) {
      result += decoder.write(part);
    } else if (size !== 0) {
      offset = total;
    } else {
      buffers ??= [];
      buffers.push(part);
      buffer = Buffer.allocUnsafeSlow(kReadFileUnknownBufferLength);
    }
  }
}

// The operations behind fh.readFile()/fh.writeFile()/fh.appendFile(): same option handling
// as fsPromises.readFile/writeFile, the flag is ignored.
async function readFile(handle, options) {
  options = getOptions(options, { __proto__: null, flag: 'r' });
  validateOptionsBuffer(options.buffer);
  return readFileHandle(handle, options);
}

const kWriteFileDefaults = { __proto__: null, encoding: 'utf8', mode: 0o666, flag: 'w', flush: false };

async function writeFile(handle, data, options) {
  options = getOptions(options, kWriteFileDefaults);
  validateBoolean(options.flush ?? false, 'options.flush');
  parseFileMode(options.mode, 'mode', 0o666);
  if (!isArrayBufferView(data) && !isCustomIterable(data)) {
    validateStringAfterArrayBufferView(data, 'data');
    data = Buffer.from(data, options.encoding || 'utf8');
  }
  return writeFileHandle(handle, data, options.signal, options.encoding);
}

// fsPromises.open
async function open(path, flags, mode) {
  path = getValidatedPath(path);
  const flagsNumber = stringToFlags(flags);
  mode = parseFileMode(mode, 'mode', 0o666);
  const handle = new FileHandle(await binding.open(path, flagsNumber, mode, kUsePromises));
  track(handle, `${path}`);
  return handle;
}

module.exports = {
  FileHandle,
  faults,
  open,
  fsCall,
  handleFdClose,
  handleFdSync,
  checkAborted,
  isCustomIterable,
  validateStringAfterArrayBufferView,
  readFileHandle,
  writeFileHandle,
  ftruncate,
  kWriteFileMaxChunkSize,
  toUnixTimestamp,
  kRef,
  kUnref,
};
