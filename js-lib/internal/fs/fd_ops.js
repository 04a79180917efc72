'use strict';
// internal/fs/fd_ops: the fd-level half of `fs`: open/close, read/write and readv/writev
// (every overload), fsync/fdatasync, ftruncate/truncate, plus fsPromises.truncate. Each
// callback/Sync/promise form does its argument handling in one shared place and makes one
// binding call whose last argument selects sync (omitted), callback (a function) or promise
// (kUsePromises). Validation order and errors follow Node 26.10, including the checks its
// C++ layer makes (the fd check comes last, where Node's binding call would make it).

const { Buffer } = require('buffer');
const { codes } = require('internal/errors_lazy');
const {
  binding, getValidatedPath, stringToFlags, parseFileMode, isArrayBufferView,
  readView, readvViews, validateOffsetLengthRead, validateOffsetLengthWrite, withNodeShape,
} = require('internal/fs/utils');
const {
  validateInteger, validateInt32, validateFunction, validateObject, validateBuffer,
  validateEncoding,
} = require('internal/validators');
const { track } = require('internal/fs/requests');

const kUsePromises = binding.kUsePromises;
const kAllowNullable = 1; // validators' kValidateObjectAllowNullable
const kEmpty = Object.freeze({ __proto__: null });

// The fd check of Node's JS validator (getValidatedFd): an int32 >= 0 (-0 is 0). Node 26
// uses it only for read, write, readv and writev (callback forms) and the streams.
function getValidatedFd(fd, name = 'fd') {
  if (fd === 0) return 0;
  validateInt32(fd, name, 0);
  return fd;
}

// The fd check every other fd call makes in Node 26's C++ binding, with that layer's texts:
// numbers shown as String() shows them (no digit groups) and judged finite, then in range,
// then integral; a bigint without its `n`; a function without its name; an object by its
// constructor; plain TypeError/RangeError objects carrying a `code`.
function getNativeFd(fd) {
  if (typeof fd === 'number' && fd >= 0 && fd <= 2147483647 && fd % 1 === 0) return fd + 0;
  throw nativeFdError(fd);
}

function nativeFdError(fd) {
  let err;
  if (typeof fd === 'number') {
    const inRange = !Number.isFinite(fd) || (fd >= 0 && fd <= 2147483647);
    err = new RangeError('The value of "fd" is out of range. It must be ' +
      `${inRange ? 'an integer' : '>= 0 && <= 2147483647'}. Received ${fd}`);
    err.code = 'ERR_OUT_OF_RANGE';
    return err;
  }
  let shown;
  if (typeof fd === 'bigint') {
    shown = `type bigint (${fd})`;
  } else if (typeof fd === 'function') {
    shown = 'function';
  } else if (typeof fd === 'symbol') {
    shown = String(fd);
  } else if (fd !== null && typeof fd === 'object') {
    shown = `an instance of ${constructorNameOf(fd)}`;
  } else if (typeof fd === 'string' && fd.includes('\0')) {
    // The text passes through a C string there: it ends at the first NUL.
    shown = `type string ('${fd.slice(0, fd.indexOf('\0'))}`;
  }
  const message = shown === undefined ?
    new codes.ERR_INVALID_ARG_TYPE('fd', 'number', fd).message :
    `The "fd" argument must be of type number. Received ${shown}`;
  err = new TypeError(message);
  err.code = 'ERR_INVALID_ARG_TYPE';
  return err;
}

// The name of the nearest `constructor` function up the prototype chain (own data
// properties only, no getters run), or 'Object'.
function constructorNameOf(obj) {
  for (let o = Object.getPrototypeOf(obj); o !== null; o = Object.getPrototypeOf(o)) {
    const d = Object.getOwnPropertyDescriptor(o, 'constructor');
    if (d !== undefined && typeof d.value === 'function' && typeof d.value.name === 'string' &&
        d.value.name !== '') {
      return d.value.name;
    }
  }
  return 'Object';
}

function makeCallback(cb) {
  validateFunction(cb, 'cb');
  return cb;
}

function defaultCloseCallback(err) {
  if (err != null) throw err;
}

// Operations without a result call back with the error alone, as Node's (`cb(null)`, not
// `cb(null, undefined)`).
function voidCallback(cb) {
  return track((err) => cb(err));
}

// ---------------------------------------------------------------------------------------
// open / close

function open(path, flags, mode, callback) {
  if (arguments.length < 3) {
    callback = flags;
    flags = 'r';
    mode = 0o666;
  } else if (typeof mode === 'function') {
    callback = mode;
    mode = 0o666;
  } else {
    mode = parseFileMode(mode, 'mode', 0o666);
  }
  const flagsNumber = stringToFlags(flags);
  path = getValidatedPath(path);
  binding.open(path, flagsNumber, mode, track(makeCallback(callback)));
}

function openSync(path, flags, mode) {
  const flagsNumber = stringToFlags(flags);
  mode = parseFileMode(mode, 'mode', 0o666);
  return binding.open(getValidatedPath(path), flagsNumber, mode);
}

function close(fd, callback = defaultCloseCallback) {
  if (callback !== defaultCloseCallback) makeCallback(callback);
  binding.close(getNativeFd(fd), voidCallback(callback));
}

function closeSync(fd) {
  binding.close(getNativeFd(fd));
}

// ---------------------------------------------------------------------------------------
// read

// position: null/undefined = current position; else an integer >= -1 or a bigint that
// leaves room for `length` bytes below 2**63.
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

// The checks after the overload is resolved, shared by read and readSync. Returns the
// normalised [offset, length, position], or null for a zero-length read.
function checkReadArgs(buffer, offset, length, position) {
  if (offset == null) offset = 0;
  else validateInteger(offset, 'offset', 0);
  length |= 0;
  if (position == null) position = -1;
  else validatePosition(position, 'position', length);
  if (length === 0) return null;
  if (buffer.byteLength === 0) {
    throw new codes.ERR_INVALID_ARG_VALUE('buffer', buffer, 'is empty and cannot be written');
  }
  validateOffsetLengthRead(offset, length, buffer.byteLength);
  return [offset, length, position];
}

function read(fd, buffer, offsetOrOptions, length, position, callback) {
  fd = getValidatedFd(fd);
  let offset = offsetOrOptions;
  if (arguments.length <= 4) {
    let params;
    if (arguments.length === 4) {
      // read(fd, buffer, options, callback)
      validateObject(offsetOrOptions, 'options', kAllowNullable);
      callback = length;
      params = offsetOrOptions;
    } else if (arguments.length === 3) {
      // read(fd, buffer, callback) or read(fd, options, callback)
      if (!isArrayBufferView(buffer)) {
        params = buffer;
        if (params != null && params.buffer !== undefined) buffer = params.buffer;
        else buffer = Buffer.alloc(16384);
      }
      callback = offsetOrOptions;
    } else {
      // read(fd, callback)
      callback = buffer;
      buffer = Buffer.alloc(16384);
    }
    if (params !== undefined) validateObject(params, 'options', kAllowNullable);
    const p = params ?? kEmpty;
    offset = p.offset === undefined ? 0 : p.offset;
    length = p.length === undefined ? buffer?.byteLength - offset : p.length;
    position = p.position === undefined ? null : p.position;
  }
  validateBuffer(buffer);
  validateFunction(callback, 'cb');
  const args = checkReadArgs(buffer, offset, length, position);
  if (args === null) {
    process.nextTick(() => callback(null, 0, buffer));
    return;
  }
  readView(fd, buffer, args[0], args[1], args[2],
    track((err, n) => callback(err, n || 0, buffer)));
}

function readSync(fd, buffer, offsetOrOptions, length, position) {
  validateBuffer(buffer);
  let offset = offsetOrOptions;
  if (arguments.length <= 3 || typeof offsetOrOptions === 'object') {
    if (offsetOrOptions !== undefined) {
      validateObject(offsetOrOptions, 'options', kAllowNullable);
    }
    const p = offsetOrOptions ?? kEmpty;
    offset = p.offset === undefined ? 0 : p.offset;
    length = p.length === undefined ? buffer.byteLength - offset : p.length;
    position = p.position === undefined ? null : p.position;
    // An options bag's offset defaults only when missing: null is refused.
    if (offset === null) validateInteger(offset, 'offset', 0);
  }
  if (offset === undefined) offset = 0;
  const args = checkReadArgs(buffer, offset, length, position);
  if (args === null) return 0;
  return readView(getNativeFd(fd), buffer, args[0], args[1], args[2]);
}

// ---------------------------------------------------------------------------------------
// write

function validateStringData(buffer) {
  if (typeof buffer !== 'string') {
    throw new codes.ERR_INVALID_ARG_TYPE(
      'buffer', ['string', 'Buffer', 'TypedArray', 'DataView'], buffer);
  }
}

// Where Node's native layer writes (and readv reads): at `position` when it is a safe
// integer >= 0, else at the current position (null) — Infinity, NaN, fractions, negative
// numbers, bigints and non-numbers alike.
function nativePosition(position) {
  return typeof position === 'number' && position >= 0 && Number.isSafeInteger(position) ?
    position : null;
}

// A string's bytes in the requested encoding (unknown names fall back to UTF-8, as Node's
// native ParseEncoding does).
function stringBytes(str, encoding) {
  if (typeof encoding !== 'string' || !Buffer.isEncoding(encoding)) encoding = 'utf8';
  return Buffer.from(str, encoding);
}

// Shared by write/writeSync for a view: resolves offset/length/position.
function viewWriteArgs(buffer, offsetOrOptions, length, position, isSync) {
  let offset = offsetOrOptions;
  if (typeof offset === 'object') {
    const p = offsetOrOptions ?? kEmpty;
    offset = p.offset === undefined ? 0 : p.offset;
    length = p.length === undefined ? buffer.byteLength - offset : p.length;
    position = p.position === undefined ? null : p.position;
  }
  if (offset == null || (!isSync && typeof offset === 'function')) offset = 0;
  else validateInteger(offset, 'offset', 0);
  if (typeof length !== 'number') length = buffer.byteLength - offset;
  if (!isSync && typeof position !== 'number') position = null;
  validateOffsetLengthWrite(offset, length, buffer.byteLength);
  return [offset, length, nativePosition(position)];
}

function write(fd, buffer, offsetOrOptions, length, position, callback) {
  fd = getValidatedFd(fd);
  if (isArrayBufferView(buffer)) {
    callback ||= position || length || offsetOrOptions;
    validateFunction(callback, 'cb');
    const [off, len, pos] = viewWriteArgs(buffer, offsetOrOptions, length, position, false);
    binding.writeBuffer(fd, buffer, off, len, pos,
      track((err, n) => callback(err, n || 0, buffer)));
    return;
  }
  validateStringData(buffer);
  // write(fd, string[, position[, encoding]], callback)
  let offset = offsetOrOptions;
  if (typeof position !== 'function') {
    if (typeof offset === 'function') {
      position = offset;
      offset = null;
    } else {
      position = length;
    }
    length = 'utf8';
  }
  validateEncoding(buffer, length);
  callback = position;
  validateFunction(callback, 'cb');
  const data = stringBytes(buffer, length);
  binding.writeBuffer(fd, data, 0, data.byteLength, nativePosition(offset),
    track((err, n) => callback(err, n || 0, buffer)));
}

function writeSync(fd, buffer, offsetOrOptions, length, position) {
  let data;
  let off;
  let len;
  let pos;
  if (isArrayBufferView(buffer)) {
    if (position === undefined) position = null;
    [off, len, pos] = viewWriteArgs(buffer, offsetOrOptions, length, position, true);
    data = buffer;
  } else {
    validateStringData(buffer);
    validateEncoding(buffer, length);
    data = stringBytes(buffer, length);
    off = 0;
    len = data.byteLength;
    pos = nativePosition(offsetOrOptions);
  }
  return binding.writeBuffer(getNativeFd(fd), data, off, len, pos);
}

// ---------------------------------------------------------------------------------------
// readv / writev

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

function readv(fd, buffers, position, callback) {
  fd = getValidatedFd(fd);
  validateBufferArray(buffers);
  callback ||= position;
  validateFunction(callback, 'cb');
  if (buffers.length === 0) {
    // libuv refuses an empty list up front (EINVAL) and Node then calls back before
    // returning: the same error, synchronously.
    let n;
    try {
      n = readvViews(fd, buffers, nativePosition(position));
    } catch (err) {
      return callback(err, 0, buffers);
    }
    process.nextTick(callback, null, n || 0, buffers);
    return;
  }
  readvViews(fd, buffers, nativePosition(position),
    track((err, n) => callback(err, n || 0, buffers)));
}

function readvSync(fd, buffers, position) {
  validateBufferArray(buffers);
  return readvViews(getNativeFd(fd), buffers, nativePosition(position));
}

// Node makes its writev call even when every view is empty, so a bad fd still fails; the
// binding skips a call with nothing to write, so such a list goes out as one empty write.
const kNoBytes = new Uint8Array(0);
function writevViews(fd, buffers, position, req) {
  for (let i = 0; i < buffers.length; i++) {
    if (buffers[i].byteLength !== 0) return binding.writev(fd, buffers, position, req);
  }
  return binding.writeBuffer(fd, kNoBytes, 0, 0, position, req);
}

// An empty list writes nothing and asks nothing of the fd (Node returns before its native
// call, so even a bad fd reports 0 bytes).
function writev(fd, buffers, position, callback) {
  fd = getValidatedFd(fd);
  validateBufferArray(buffers);
  callback ||= position;
  validateFunction(callback, 'cb');
  if (buffers.length === 0) {
    process.nextTick(callback, null, 0, buffers);
    return;
  }
  writevViews(fd, buffers, nativePosition(position),
    track((err, n) => callback(err, n || 0, buffers)));
}

function writevSync(fd, buffers, position) {
  validateBufferArray(buffers);
  if (buffers.length === 0) return 0;
  return writevViews(getNativeFd(fd), buffers, nativePosition(position));
}

// ---------------------------------------------------------------------------------------
// fsync / fdatasync / ftruncate / truncate

function fsync(fd, callback) {
  makeCallback(callback);
  binding.fsync(getNativeFd(fd), voidCallback(callback));
}

function fsyncSync(fd) {
  binding.fsync(getNativeFd(fd));
}

function fdatasync(fd, callback) {
  makeCallback(callback);
  binding.fdatasync(getNativeFd(fd), voidCallback(callback));
}

function fdatasyncSync(fd) {
  binding.fdatasync(getNativeFd(fd));
}

function ftruncate(fd, len = 0, callback) {
  if (typeof len === 'function') {
    callback = len;
    len = 0;
  }
  validateInteger(len, 'len');
  len = Math.max(0, len);
  makeCallback(callback);
  binding.ftruncate(getNativeFd(fd), len, voidCallback(callback));
}

function ftruncateSync(fd, len = 0) {
  validateInteger(len, 'len');
  binding.ftruncate(getNativeFd(fd), len < 0 ? 0 : len);
}

function truncate(path, len, callback) {
  if (typeof len === 'function') {
    callback = len;
    len = 0;
  } else if (len === undefined) {
    len = 0;
  }
  validateInteger(len, 'len');
  len = Math.max(0, len);
  validateFunction(callback, 'cb');
  open(path, 'r+', (openErr, fd) => {
    if (openErr) return callback(openErr);
    binding.ftruncate(fd, len, (truncErr) => {
      binding.close(fd, (closeErr) => {
        callback(require('internal/errors').aggregateTwoErrors(closeErr, truncErr));
      });
    });
  });
}

function truncateSync(path, len) {
  if (len === undefined) len = 0;
  const fd = openSync(path, 'r+');
  try {
    ftruncateSync(fd, len);
  } finally {
    closeSync(fd);
  }
}

// fsPromises.truncate: open 'r+', truncate, close; the first error wins but the fd is
// always closed.
async function truncatePromise(path, len = 0) {
  const fd = await binding.open(getValidatedPath(path), stringToFlags('r+'), 0o666,
    kUsePromises);
  let result;
  try {
    validateInteger(len, 'len');
    result = await binding.ftruncate(fd, Math.max(0, len), kUsePromises);
  } catch (err) {
    try {
      await binding.close(fd, kUsePromises);
    } catch (closeErr) {
      throw require('internal/errors').aggregateTwoErrors(closeErr, err);
    }
    throw err;
  }
  await binding.close(fd, kUsePromises);
  return result;
}

// util.promisify resolves these multi-result callbacks to a named object, as Node does
// with its private customPromisifyArgs symbol (minirt shares it through the registry).
// openSync, closeSync, readSync, writeSync, read and write (callback forms) are native entries
// for plain numbers in range, common flag strings, UTF-8 strings and views over ordinary
// ArrayBuffers (fs-binding's glue/entry_table.rs); the JS versions given here take every
// other call.
const readEntry = binding.entry('read', read);
const writeEntry = binding.entry('write', write);
Object.assign(require('internal/fs/requests').entryVersions, { read, write });

const kCustomPromisifyArgsSymbol = Symbol.for('nodejs.util.promisify.customArgs');
for (const [fn, names] of [
  [read, ['bytesRead', 'buffer']],
  [write, ['bytesWritten', 'buffer']],
  [writeEntry, ['bytesWritten', 'buffer']],
  [readEntry, ['bytesRead', 'buffer']],
  [readv, ['bytesRead', 'buffers']],
  [writev, ['bytesWritten', 'buffers']],
]) {
  Object.defineProperty(fn, kCustomPromisifyArgsSymbol, {
    __proto__: null, value: names, enumerable: false,
  });
}

// `api` goes onto `fs` as is; `promises` onto `fs/promises`.
module.exports = {
  api: {
    open,
    openSync: binding.entry('openSync', openSync),
    close,
    closeSync: binding.entry('closeSync', closeSync),
    read: readEntry,
    readSync: binding.entry('readSync', readSync),
    write: writeEntry,
    writeSync: binding.entry('writeSync', writeSync),
    readv,
    readvSync,
    writev,
    writevSync,
    fsync,
    fsyncSync,
    fdatasync,
    fdatasyncSync,
    ftruncate,
    ftruncateSync,
    truncate,
    truncateSync,
  },
  promises: {
    truncate: withNodeShape(truncatePromise, 'truncate', 1),
  },
  getValidatedFd,
  getNativeFd,
  nativePosition,
  writevViews,
  voidCallback,
  validateFdArg: getValidatedFd,
  validatePosition,
  validateBufferArray,
  validateOffsetLengthRead,
  validateOffsetLengthWrite,
};
