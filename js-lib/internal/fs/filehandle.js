'use strict';
// internal/fs/filehandle: the FileHandle class of `fs/promises` (an EventEmitter, as in
// Node) and what runs on one: read/readv/write/writev, stat, truncate, sync, datasync,
// chmod, chown, utimes, readableWebStream (stream/web, loaded on use), getAsyncId; the
// whole-file reader and writer (readRest / writeAll,
// docs/FS-SEMANTICS.md, "FileHandle reader" and "FileHandle writer") behind fh.readFile/writeFile/appendFile and behind fsPromises.readFile /
// writeFile when those cannot use the one-task native jobs; fsPromises.open; and the
// helpers fs/promises uses to close or sync a handle it opened itself once the work on it
// settles (closeAfter / syncAfter).
//
// Life cycle. Each handle keeps a small state record: its fd, how many users it has (the
// handle itself counts as one, every operation in flight as one more) and, while a close
// is pending, the promise for it. close() gives up the handle's own use; the fd is closed
// by whoever gives up the last use, so a close() during an operation waits for it and the
// operation keeps a valid fd to the end. Once closed, fd reads -1 and every method rejects
// with EBADF 'file closed', whose syscall names the method's operation (docs/FS-SEMANTICS.md, "FileHandle.readFile").
//
// Test-only fault injection (reachable with --expose-internals, used by the ported
// close-errors / op-errors / aggregate-errors tests instead of monkey-patching):
//   require('internal/fs/filehandle').faults.arm({ op: err, close: err })
// `op`: the next operation that looks up a handle's fd for I/O fails with `err` before
// reaching the OS; `close`: the next handle close really closes its fd, then rejects with
// `err`. Each fault fires once; faults.reset() disarms both.

const EventEmitter = require('events');
const asyncHooks = require('internal/async_hooks');
const { Buffer } = require('buffer');
const { StringDecoder } = require('string_decoder');
// internal/errors loads on the first error (internal/errors_lazy): fs/promises stays smaller.
const { codes, lazyErrors } = require('internal/errors_lazy');
const {
  validateAbortSignal, validateBoolean, validateBuffer, validateEncoding, validateInteger,
  validateObject, kValidateObjectAllowNullable,
} = require('internal/validators');
const {
  binding, constants, kIoMaxLength, kReadFileBufferLength, kReadFileUnknownBufferLength,
  getOptions, getValidatedPath, stringToFlags, validateOptionsBuffer, getStatsFromBinding,
  isArrayBufferView, checkFd, toUnixTimestamp, readView, readvViews, parseFileMode,
} = require('internal/fs/utils');
const {
  validatePosition, validateBufferArray, validateOffsetLengthRead, validateOffsetLengthWrite,
  nativePosition, writevViews,
} = require('internal/fs/fd_ops');

const { S_IFMT, S_IFREG } = constants;
const kNoOptions = Object.freeze({ __proto__: null });
const kUsePromises = binding.kUsePromises;
// The largest single write of the whole-file writer, and the size up to which
// fsPromises.writeFile may hand the job to the native one-task writer.
const kWritePiece = 512 * 1024;
const kMaxId = 2 ** 32 - 1;
// Where the raw fstat array keeps the mode and the size.
const kRawMode = 1;
const kRawSize = 8;

const kState = Symbol('fileHandleState');
// Taking and giving up a use of a handle; internal/fs/streams does the same around its
// reads and writes (exported as kRef / kUnref).
const kUse = Symbol('fileHandleUse');
const kTransferOut = Symbol('fileHandleTransferOut');
const kDone = Symbol('fileHandleDone');
// Set for good once readableWebStream() has handed out a stream of the handle.
const kLocked = Symbol('fileHandleLocked');
const kAsyncId = Symbol('fileHandleAsyncId');

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

function track(handle, fd, path) {
  tracked.set(fd, { ref: new WeakRef(handle), path });
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
    // Node raises it from C++ with no JS on the stack: no frames, and a report that points
    // into no script.
    err.stack = `Error: ${err.message}`;
    const { kEvalSourcePointer } = require('internal/process/execution');
    Object.defineProperty(err, kEvalSourcePointer, {
      __proto__: null, value: '<anonymous_script>:0\n\n',
    });
    process.nextTick(() => { throw err; });
  }
}

if (typeof globalThis.gc === 'function') {
  // Watched, not wrapped: tests compare globalThis.gc with the value they saw at start.
  require('internal/v8/gc').onCollection((collect) => {
    // A WeakRef keeps its target alive until the current job ends, so a handle dropped in
    // this job survives this collection: collect once more in a later job, then sweep.
    if (tracked.size > 0) {
      setImmediate(() => {
        collect();
        sweepCollected();
      });
    }
  });
}

// ---------------------------------------------------------------------------------------
// FileHandle

let streams;
function lazyStreams() {
  streams ??= require('internal/fs/streams');
  return streams;
}

// Marks the handle closed and closes its fd.
function finishClose(handle) {
  const state = handle[kState];
  const fd = state.fd;
  state.fd = -1;
  untrack(fd);
  if (asyncHooks.fields.total === 0) return closeFd(fd);
  // While a hook is enabled the close is a FILEHANDLECLOSEREQ request of the handle.
  const asyncId = asyncHooks.newAsyncId();
  asyncHooks.emitInit(asyncId, 'FILEHANDLECLOSEREQ', handle.getAsyncId(),
    { getAsyncId: () => asyncId });
  const done = () => asyncHooks.emitDestroy(asyncId);
  const closed = closeFd(fd);
  closed.then(done, done);
  return closed;
}

class FileHandle extends EventEmitter {
  #brand = true;

  static isFileHandle(value) {
    return value !== null && typeof value === 'object' && #brand in value;
  }

  constructor(fd) {
    super();
    // users: the handle's own use plus one per operation in flight. closing: the promise
    // close() returned while it is pending; waiter: how to settle it when the last
    // operation, not close() itself, ends up closing the fd.
    this[kState] = {
      fd: typeof fd === 'number' ? fd : -1, users: 1, closing: null, waiter: null,
    };
    // While a hook is enabled the handle is a FILEHANDLE resource; as in Node, its destroy
    // comes when it is collected, not when it is closed.
    if (asyncHooks.fields.total > 0) {
      this[kAsyncId] = asyncHooks.newAsyncId();
      asyncHooks.emitInit(this[kAsyncId], 'FILEHANDLE', null, this);
      if (asyncHooks.fields.destroy > 0) {
        asyncHooks.registerDestroyHook(this, this[kAsyncId], { destroyed: false });
      }
    }
  }

  get fd() {
    return this[kState].fd;
  }

  // The handle's id in async_hooks' id space: given at creation while a hook is enabled,
  // else taken on first use.
  getAsyncId() {
    this[kAsyncId] ??= asyncHooks.newAsyncId();
    return this[kAsyncId];
  }

  appendFile(data, options) {
    return onHandle(this, 'writeFile', writeFileOp, data, options);
  }

  chmod(mode) {
    return onHandle(this, 'fchmod', chmodOp, mode);
  }

  chown(uid, gid) {
    return onHandle(this, 'fchown', chownOp, uid, gid);
  }

  datasync() {
    return onHandle(this, 'fdatasync', (h) => binding.fdatasync(fdOf(h), kUsePromises));
  }

  sync() {
    return onHandle(this, 'fsync', (h) => binding.fsync(fdOf(h), kUsePromises));
  }

  read(buffer, offset, length, position) {
    return onHandle(this, 'read', readOp, buffer, offset, length, position);
  }

  readv(buffers, position) {
    return onHandle(this, 'readv', readvOp, buffers, position);
  }

  readFile(options) {
    return onHandle(this, 'readFile', readFileOp, options);
  }

  // Lines of the file through readline over a read stream of this handle.
  readLines(options = undefined) {
    const { createInterface } = require('readline');
    return createInterface({ input: this.createReadStream(options), crlfDelay: Infinity });
  }

  stat(options) {
    return onHandle(this, 'fstat', statOp, options);
  }

  truncate(len = 0) {
    return onHandle(this, 'ftruncate', truncateOp, len);
  }

  utimes(atime, mtime) {
    return onHandle(this, 'futimes', utimesOp, atime, mtime);
  }

  write(buffer, offset, length, position) {
    return onHandle(this, 'write', writeOp, buffer, offset, length, position);
  }

  writev(buffers, position) {
    return onHandle(this, 'writev', writevOp, buffers, position);
  }

  writeFile(data, options) {
    return onHandle(this, 'writeFile', writeFileOp, data, options);
  }

  // An own property, as in Node (fsPromises code hands `handle.close` around unbound).
  close = () => {
    const state = this[kState];
    if (state.fd === -1) return Promise.resolve();
    if (state.closing) return state.closing;
    state.users--;
    const closed = state.users === 0 ? finishClose(this) : new Promise((resolve, reject) => {
      state.waiter = { resolve, reject };
    });
    state.closing = closed.finally(() => {
      state.closing = null;
      state.waiter = null;
    });
    this.emit('close');
    return state.closing;
  };

  async [Symbol.asyncDispose]() {
    await this.close();
  }

  // A byte ReadableStream of the file from the current position (Node 26: always a byte
  // stream; reads of up to 16 KiB, or into the reader's BYOB view). The stream holds a use
  // of the handle until it ends or is cancelled; closing the handle cancels it. A handle
  // gives out one stream in its life: the lock is taken before the options are checked.
  readableWebStream(options = kNoOptions) {
    const state = this[kState];
    if (state.fd === -1) throw new codes.ERR_INVALID_STATE('The FileHandle is closed');
    if (state.closing) throw new codes.ERR_INVALID_STATE('The FileHandle is closing');
    if (this[kLocked]) throw new codes.ERR_INVALID_STATE('The FileHandle is locked');
    this[kLocked] = true;
    validateObject(options, 'options');
    const { type = 'bytes', autoClose = false } = options;
    validateBoolean(autoClose, 'options.autoClose');
    if (type !== 'bytes') {
      process.emitWarning('A non-"bytes" options.type has no effect. A byte-oriented steam ' +
        'is always created.', 'ExperimentalWarning');
    }
    const handle = this;
    const release = async () => {
      handle[kDone]();
      if (autoClose) await handle.close();
    };
    const { ReadableStream } = require('stream/web');
    const stream = new ReadableStream({
      type: 'bytes',
      autoAllocateChunkSize: 16384,
      async pull(controller) {
        const view = controller.byobRequest.view;
        const { bytesRead } = await handle.read(view, 0, view.byteLength);
        if (bytesRead === 0) {
          controller.close();
          await release();
        }
        controller.byobRequest.respond(bytesRead);
      },
      async cancel() {
        await release();
      },
    });
    this[kUse]();
    this.once('close', () => {
      require('internal/webstreams/readablestream').readableStreamCancel(stream);
    });
    return stream;
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

  // Handing the fd to another thread (a Worker's transfer list). `check`: only refuse if
  // the handle is in use or closed; otherwise this handle ends without closing the fd (no
  // 'close' here: the receiving thread's handle owns it now) and the fd is returned.
  [kTransferOut](check) {
    const state = this[kState];
    if (state.fd < 0 || state.closing !== null || state.users > 1) {
      const { DOMException } = require('internal/dom_exception');
      throw new DOMException('Cannot transfer FileHandle while in use', 'DataCloneError');
    }
    if (check) return undefined;
    const fd = state.fd;
    state.fd = -1;
    state.users = 0;
    return fd;
  }

  [kUse]() {
    this[kState].users++;
  }

  [kDone]() {
    const state = this[kState];
    state.users--;
    if (state.users > 0) return;
    // close() was called while this was in flight: close now and settle its promise.
    const waiter = state.waiter;
    finishClose(this).then(waiter?.resolve, waiter?.reject);
  }
}

function closedError(syscall) {
  const err = new Error('file closed');
  err.code = 'EBADF';
  err.syscall = syscall;
  return err;
}

// Runs `op(handle, ...args)` as one use of the handle. A closed handle refuses with EBADF,
// naming `syscall`.
async function onHandle(handle, syscall, op, ...args) {
  if (handle[kState] === undefined) {
    throw new codes.ERR_INTERNAL_ASSERTION('handle must be an instance of FileHandle');
  }
  if (handle.fd === -1) throw closedError(syscall);
  handle[kUse]();
  try {
    return await op(handle, ...args);
  } finally {
    handle[kDone]();
  }
}

// For a handle fs/promises opened itself: once `work` settles, close the handle with
// `close`, then settle like `work`. When both fail the caller sees one AggregateError
// (aggregateTwoErrors) that carries the work's message and code and holds both errors.
async function closeAfter(work, close) {
  let value;
  try {
    value = await work;
  } catch (workError) {
    try {
      await close();
    } catch (closeError) {
      throw lazyErrors().aggregateTwoErrors(closeError, workError);
    }
    throw workError;
  }
  await close();
  return value;
}

// flush: true — fsync the handle after `work` succeeds.
async function syncAfter(work, handle) {
  const value = await work;
  await handle.sync();
  return value;
}

function abortIfSignalled(signal) {
  if (signal?.aborted) throw new (lazyErrors().AbortError)(undefined, { cause: signal.reason });
}

// `pending`, or an AbortError as soon as `signal` fires, whichever comes first.
function untilAborted(pending, signal) {
  if (!signal) return pending;
  let onAbort;
  const aborted = new Promise((resolve, reject) => {
    onAbort = () => reject(new (lazyErrors().AbortError)(undefined, { cause: signal.reason }));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([pending, aborted]).finally(() => {
    signal.removeEventListener('abort', onAbort);
  });
}

function requireString(value, name) {
  if (typeof value !== 'string') {
    throw new codes.ERR_INVALID_ARG_TYPE(name, ['string', 'Buffer', 'TypedArray', 'DataView'],
      value);
  }
}

// Data that writeFile takes item by item: iterable or async iterable, not a string, not
// a view.
function isItemSource(value) {
  if (value == null || typeof value === 'string' || isArrayBufferView(value)) return false;
  return typeof value[Symbol.iterator] === 'function' ||
    typeof value[Symbol.asyncIterator] === 'function';
}

// ---------------------------------------------------------------------------------------
// The operations behind the methods. Each gets the handle first; onHandle() has already
// refused a closed one.

// offset / length / position out of an options bag, read in that order, with the defaults
// of read() and write(): offset 0, the rest of the buffer, the current position.
function placementOf(bag, buffer) {
  let offset = bag.offset;
  if (offset === undefined) offset = 0;
  let length = bag.length;
  if (length === undefined) length = buffer.byteLength - offset;
  let position = bag.position;
  if (position === undefined) position = null;
  return [offset, length, position];
}

// read(buffer[, offset[, length[, position]]]), read(buffer, options) or read([options]),
// where the options may also bring the buffer (16 KiB of zeros by default).
async function readOp(handle, target, offset, length, position) {
  if (!isArrayBufferView(target)) {
    if (target !== undefined) validateObject(target, 'options', kValidateObjectAllowNullable);
    const bag = target ?? {};
    target = bag.buffer;
    if (target === undefined) target = Buffer.alloc(16384);
    [offset, length, position] = placementOf(bag, target);
    validateBuffer(target);
  }
  if (offset !== null && typeof offset === 'object') {
    [offset, length, position] = placementOf(offset, target);
  }
  if (offset == null) {
    offset = 0;
  } else {
    validateInteger(offset, 'offset', 0);
  }
  length ??= target.byteLength - offset;
  // Node truncates the length to an int32 here: 2**53 and Infinity become 0 (nothing to
  // read), -(2**31)-1 becomes 2**31-1, and a bigint throws the engine's mixing TypeError.
  length |= 0;
  if (position == null) {
    position = -1;
  } else {
    validatePosition(position, 'position', length);
  }
  if (length === 0) return { __proto__: null, bytesRead: 0, buffer: target };
  if (target.byteLength === 0) {
    throw new codes.ERR_INVALID_ARG_VALUE('buffer', target, 'is empty and cannot be written');
  }
  validateOffsetLengthRead(offset, length, target.byteLength);
  const got = await readView(fdOf(handle), target, offset, length, position, kUsePromises);
  return { __proto__: null, bytesRead: got || 0, buffer: target };
}

async function readvOp(handle, targets, position) {
  validateBufferArray(targets);
  const got = await readvViews(fdOf(handle), targets, nativePosition(position), kUsePromises);
  return { __proto__: null, bytesRead: got || 0, buffers: targets };
}

// write(view[, offset[, length[, position]]]), write(view, options) or
// write(string[, position[, encoding]]). A position that is not a safe integer >= 0 means
// "the current position" (Infinity, fractions and bigints included, as in Node).
async function writeOp(handle, source, offset, length, position) {
  if (source?.byteLength === 0) return { __proto__: null, bytesWritten: 0, buffer: source };
  if (!isArrayBufferView(source)) return writeTextOp(handle, source, offset, length);
  if (typeof offset === 'object') [offset, length, position] = placementOf(offset ?? {}, source);
  if (offset == null) {
    offset = 0;
  } else {
    validateInteger(offset, 'offset', 0);
  }
  if (typeof length !== 'number') length = source.byteLength - offset;
  validateOffsetLengthWrite(offset, length, source.byteLength);
  const put = await binding.writeBuffer(fdOf(handle), source, offset, length,
    nativePosition(position), kUsePromises);
  return { __proto__: null, bytesWritten: put || 0, buffer: source };
}

async function writeTextOp(handle, text, position, encoding) {
  requireString(text, 'buffer');
  validateEncoding(text, encoding);
  const known = typeof encoding === 'string' && Buffer.isEncoding(encoding);
  const bytes = Buffer.from(text, known ? encoding : 'utf8');
  const put = await binding.writeBuffer(fdOf(handle), bytes, 0, bytes.byteLength,
    nativePosition(position), kUsePromises);
  return { __proto__: null, bytesWritten: put || 0, buffer: text };
}

async function writevOp(handle, sources, position) {
  validateBufferArray(sources);
  if (sources.length === 0) return { __proto__: null, bytesWritten: 0, buffers: sources };
  const put = await writevViews(fdOf(handle), sources, nativePosition(position),
    kUsePromises);
  return { __proto__: null, bytesWritten: put || 0, buffers: sources };
}

async function statOp(handle, options = { __proto__: null, bigint: false }) {
  validateObject(options, 'options');
  const signal = options.signal;
  if (signal !== undefined) validateAbortSignal(signal, 'options.signal');
  abortIfSignalled(signal);
  // Only `true` asks for BigInts (Node's binding tests IsTrue()).
  const asBigInt = options.bigint === true;
  const raw = await untilAborted(binding.fstatObject(fdOf(handle), kUsePromises, asBigInt),
    signal);
  return getStatsFromBinding(raw);
}

async function truncateOp(handle, len) {
  validateInteger(len, 'len');
  return binding.ftruncate(fdOf(handle), Math.max(0, len), kUsePromises);
}

async function chmodOp(handle, mode) {
  return binding.fchmod(fdOf(handle), parseFileMode(mode, 'mode'), kUsePromises);
}

async function chownOp(handle, uid, gid) {
  validateInteger(uid, 'uid', -1, kMaxId);
  validateInteger(gid, 'gid', -1, kMaxId);
  return binding.fchown(fdOf(handle), uid, gid, kUsePromises);
}

async function utimesOp(handle, atime, mtime) {
  const a = toUnixTimestamp(atime, 'atime');
  const m = toUnixTimestamp(mtime, 'mtime');
  return binding.futimes(fdOf(handle), a, m, kUsePromises);
}

// fh.readFile / fh.writeFile / fh.appendFile: the options of fsPromises.readFile and
// writeFile; the flag is checked by nobody and ignored.
async function readFileOp(handle, options) {
  options = getOptions(options, { __proto__: null, flag: 'r' });
  validateOptionsBuffer(options.buffer);
  return readRest(handle, options);
}

const kWriteFileOptions = {
  __proto__: null, encoding: 'utf8', mode: 0o666, flag: 'w', flush: false,
};

async function writeFileOp(handle, data, options) {
  options = getOptions(options, kWriteFileOptions);
  validateBoolean(options.flush ?? false, 'options.flush');
  parseFileMode(options.mode, 'mode', 0o666);
  if (!isArrayBufferView(data) && !isItemSource(data)) {
    requireString(data, 'data');
    data = Buffer.from(data, options.encoding || 'utf8');
  }
  return writeAll(handle, data, options.signal, options.encoding);
}

// ---------------------------------------------------------------------------------------
// The whole-file reader (docs/FS-SEMANTICS.md, "FileHandle reader"): everything from the
// handle's current position to the end of the file, in one loop whose target is chosen
// once, after the fstat:
//   * the caller's memory (options.buffer), filled in place: reads of up to 512 KiB for a
//     known size, of all the memory has left for an unknown one; when an unknown-size file
//     fills the memory exactly, a 1-byte read tells whether anything is left (an error);
//   * bytes of a known size: one buffer of that size, filled in place by reads of up to
//     512 KiB until it is full or a read returns 0; a file that fits takes a single read;
//   * text of a known size: one buffer of min(size, 512 KiB) read again and again; a read
//     that is short or empty, or that reaches the size, is the last (a file that fits is
//     one read and one toString); the full reads before it go through a StringDecoder, so
//     characters split between reads come out whole;
//   * unknown size: a fresh 64 KiB buffer per read until one comes back empty, then one
//     Buffer.concat (or, for text, the decoded pieces).
// Every read is at the current position; the signal is looked at on entry, after the fstat
// and before each read.

// One read into `into` at `at`; 0 at the end of the file. `into` may be the caller's memory
// (options.buffer), shared or not.
async function readInto(handle, into, at, count) {
  return (await readView(fdOf(handle), into, at, count, -1, kUsePromises)) ?? 0;
}

async function readRest(handle, options) {
  let { signal, encoding } = options;
  abortIfSignalled(signal);
  const raw = await binding.fstat(fdOf(handle), kUsePromises);
  abortIfSignalled(signal);
  // Only a regular file's size is trusted; 0 (procfs and the like) counts as unknown.
  const size = (raw[kRawMode] & S_IFMT) === S_IFREG ? raw[kRawSize] : 0;
  if (size > kIoMaxLength) throw new codes.ERR_FS_FILE_TOO_LARGE(size);

  const userMemory = options.buffer !== undefined;
  // Caller memory and known-size bytes are filled in place from `filled`.
  const inPlace = userMemory || (size > 0 && !encoding);
  let label = null;
  let buffer = null;
  let decoder = null;
  let pieces = null;
  if (userMemory) {
    ({ signal, encoding } = options);
    ({ label, memory: buffer } = callerMemory(options.buffer, size));
  } else if (inPlace) {
    buffer = Buffer.allocUnsafeSlow(size);
  } else {
    if (encoding) decoder = new StringDecoder(encoding);
    else pieces = [];
    if (size > 0) buffer = Buffer.allocUnsafeSlow(Math.min(size, kReadFileBufferLength));
  }

  let filled = 0;
  let got = 0;
  let text = null;
  let overflowCheck = userMemory && buffer.byteLength === 0;
  for (;;) {
    abortIfSignalled(signal);
    if (overflowCheck) {
      if (await readInto(handle, Buffer.allocUnsafeSlow(1), 0, 1) !== 0) {
        throw new codes.ERR_INVALID_ARG_VALUE(label, buffer.byteLength,
          'is too small to contain the entire file');
      }
      break;
    }
    if (inPlace) {
      const count = size === 0 ? buffer.byteLength - filled :
        Math.min(size - filled, kReadFileBufferLength);
      got = await readInto(handle, buffer, filled, count);
      filled += got;
      if (got === 0 || filled === size || (!userMemory && size <= kReadFileBufferLength)) break;
      // Only caller memory of an unknown size gets here full.
      overflowCheck = filled === buffer.byteLength;
      continue;
    }
    if (size === 0) buffer = Buffer.allocUnsafeSlow(kReadFileUnknownBufferLength);
    got = await readInto(handle, buffer, 0, buffer.length);
    filled += got;
    if (got === 0 || (size > 0 && (filled === size || got !== buffer.length))) break;
    const piece = got === buffer.length ? buffer : buffer.subarray(0, got);
    if (decoder !== null) {
      text = (text ?? '') + decoder.write(piece);
    } else {
      pieces.push(piece);
    }
  }

  if (userMemory) {
    const bytes = buffer.subarray(0, filled);
    return encoding ? bytes.toString(encoding) : bytes;
  }
  if (inPlace) return filled === size ? buffer : buffer.subarray(0, filled);
  if (size > 0) {
    const tail = got === buffer.length ? buffer : buffer.subarray(0, got);
    return text === null ? tail.toString(encoding) : text + decoder.end(tail);
  }
  if (filled === 0) return decoder !== null ? '' : buffer.subarray(0, 0);
  return decoder !== null ? text + decoder.end() : Buffer.concat(pieces, filled);
}

// options.buffer (Node 26): the caller's memory, a view or a function of the file size
// that returns one. It must hold the whole file.
function callerMemory(option, size) {
  const fromFunction = typeof option === 'function';
  const label = fromFunction ? 'options.buffer().byteLength' : 'options.buffer.byteLength';
  const view = fromFunction ? option(size) : option;
  if (!isArrayBufferView(view)) {
    throw new codes.ERR_INVALID_ARG_TYPE('options.buffer', ['Buffer', 'TypedArray', 'DataView'],
      view);
  }
  if (size > 0 && view.byteLength < size) {
    throw new codes.ERR_INVALID_ARG_VALUE(label, view.byteLength,
      `is smaller than the file size of ${size} bytes`);
  }
  return { label, memory: Buffer.from(view.buffer, view.byteOffset, view.byteLength) };
}

// ---------------------------------------------------------------------------------------
// The whole-file writer (docs/FS-SEMANTICS.md, "FileHandle writer"): `data` at the handle's current position, in
// writes of at most 512 KiB. A view is looked at for an abort before each write; an
// iterable (sync or async) before each item and after each write, each item being a view
// or something Buffer.from turns into bytes with `encoding`.

async function writeAll(handle, data, signal, encoding) {
  abortIfSignalled(signal);
  if (!isItemSource(data)) {
    await writeBytes(handle, data, signal, true);
    return;
  }
  for await (const item of data) {
    abortIfSignalled(signal);
    const bytes = isArrayBufferView(item) ? item : Buffer.from(item, encoding || 'utf8');
    await writeBytes(handle, bytes, signal, false);
  }
}

// Writes all of `bytes`, looking at the signal before each write (`checkFirst`) or after.
async function writeBytes(handle, bytes, signal, checkFirst) {
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let done = 0;
  while (done < view.byteLength) {
    if (checkFirst) abortIfSignalled(signal);
    const count = Math.min(kWritePiece, view.byteLength - done);
    done += (await binding.writeBuffer(fdOf(handle), view, done, count, null, kUsePromises)) ||
      0;
    if (!checkFirst) abortIfSignalled(signal);
  }
}

// fsPromises.open
async function open(path, flags, mode) {
  path = getValidatedPath(path);
  const flagBits = stringToFlags(flags);
  mode = parseFileMode(mode, 'mode', 0o666);
  const fd = await binding.open(path, flagBits, mode, kUsePromises);
  const handle = new FileHandle(fd);
  track(handle, fd, `${path}`);
  return handle;
}

// Node's binding.openFileHandle(path, flags, mode[, req]) (internal/test/binding hands it
// to --expose-internals tests): a FileHandle for an already validated path and numeric
// flags, opened synchronously without `req`, or as a promise with kUsePromises.
function openFileHandle(path, flags, mode, req) {
  if (req === undefined) {
    const fd = binding.open(path, flags, mode);
    const handle = new FileHandle(fd);
    track(handle, fd, `${path}`);
    return handle;
  }
  if (req !== kUsePromises) {
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED('openFileHandle with a request object');
  }
  return binding.open(path, flags, mode, kUsePromises).then((fd) => {
    const handle = new FileHandle(fd);
    track(handle, fd, `${path}`);
    return handle;
  });
}

module.exports = {
  FileHandle,
  kTransferOut,
  faults,
  open,
  openFileHandle,
  // fs/promises imports these under the names below.
  handleFdClose: closeAfter,
  handleFdSync: syncAfter,
  checkAborted: abortIfSignalled,
  isCustomIterable: isItemSource,
  validateStringAfterArrayBufferView: requireString,
  readFileHandle: readRest,
  writeFileHandle: writeAll,
  kWriteFileMaxChunkSize: kWritePiece,
  // internal/fs/streams takes and gives up uses of a handle with these.
  kRef: kUse,
  kUnref: kDone,
};
