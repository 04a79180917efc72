'use strict';
// internal/fs/fd_ops: the fd-level half of `fs`: open/close, read/write (all overloads),
// fsync, ftruncate and truncate. Each callback/Sync/promise triple shares one argument
// handler and one binding call whose last argument selects sync (omitted), callback (a
// function) or promise (kUsePromises).

const { Buffer } = require('buffer');
const errors = require('internal/errors');
const { codes } = errors;
const {
  binding, constants, getOptions, copyObject, getValidatedPath, isFd, stringToFlags,
  parseFileMode, validateFunction, validateBoolean, getStatsFromBinding, Dirent,
  isArrayBufferView,
} = require('internal/fs/utils');

const kUsePromises = binding.kUsePromises;

function open(path, flags, mode, callback) {
  path = getValidatedPath(path);
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
  validateFunction(callback, 'cb');
  binding.open(path, flagsNumber, mode, callback);
}

function openSync(path, flags, mode) {
  const f = stringToFlags(flags);
  const m = parseFileMode(mode, 'mode', 0o666);
  return binding.open(getValidatedPath(path), f, m);
}

function validateFdArg(fd) {
  if (typeof fd !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('fd', 'number', fd);
  if (!Number.isInteger(fd)) throw new codes.ERR_OUT_OF_RANGE('fd', 'an integer', fd);
  if (fd < 0 || fd > 2147483647) {
    throw new codes.ERR_OUT_OF_RANGE('fd', '>= 0 && <= 2147483647', fd);
  }
  return fd;
}

function close(fd, callback = () => {}) {
  validateFdArg(fd);
  if (callback !== undefined) validateFunction(callback, 'cb');
  binding.close(fd, callback);
}

function closeSync(fd) {
  binding.close(validateFdArg(fd));
}

function readArgs(fd, buffer, offsetOrOptions, length, position) {
  validateFdArg(fd);
  let offset = offsetOrOptions;
  if (offset !== null && typeof offset === 'object' && !isArrayBufferView(offset)) {
    ({ offset = 0, length = buffer.byteLength - offset, position = null } = offset);
  }
  if (!isArrayBufferView(buffer)) {
    throw new codes.ERR_INVALID_ARG_TYPE('buffer', ['Buffer', 'TypedArray', 'DataView'], buffer);
  }
  if (offset === undefined || offset === null) offset = 0;
  if (length === undefined) length = buffer.byteLength - offset;
  if (position === undefined) position = null;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    throw new codes.ERR_OUT_OF_RANGE('offset', `>= 0 && <= ${buffer.byteLength}`, offset);
  }
  if (typeof length !== 'number' || length < 0 || offset + length > buffer.byteLength) {
    throw new codes.ERR_OUT_OF_RANGE('length', `>= 0 && <= ${buffer.byteLength - offset}`, length);
  }
  return [offset, length, position];
}

function read(fd, buffer, offsetOrOptions, length, position, callback) {
  if (typeof buffer === 'function') {
    callback = buffer;
    buffer = Buffer.alloc(16384);
    offsetOrOptions = 0;
    length = buffer.byteLength;
    position = null;
  } else if (typeof offsetOrOptions === 'function') {
    callback = offsetOrOptions;
    offsetOrOptions = undefined;
  } else if (typeof length === 'function') {
    callback = length;
    length = undefined;
  }
  validateFunction(callback, 'cb');
  const [offset, len, pos] = readArgs(fd, buffer, offsetOrOptions, length, position);
  if (len === 0) {
    process.nextTick(callback, null, 0, buffer);
    return;
  }
  binding.read(fd, buffer, offset, len, pos, (err, n) => callback(err, n || 0, buffer));
}

function readSync(fd, buffer, offsetOrOptions, length, position) {
  const [offset, len, pos] = readArgs(fd, buffer, offsetOrOptions, length, position);
  if (len === 0) return 0;
  return binding.read(fd, buffer, offset, len, pos);
}

function writeSync(fd, buffer, offsetOrOptions, length, position) {
  validateFdArg(fd);
  if (typeof buffer === 'string') {
    // writeSync(fd, string[, position[, encoding]])
    const encoding = typeof length === 'string' ? length : 'utf8';
    const pos = offsetOrOptions;
    const data = Buffer.from(buffer, encoding);
    return binding.writeBuffer(fd, data, 0, data.byteLength, pos == null ? null : pos);
  }
  if (!isArrayBufferView(buffer)) {
    throw new codes.ERR_INVALID_ARG_TYPE(
      'buffer', ['string', 'Buffer', 'TypedArray', 'DataView'], buffer);
  }
  let offset = offsetOrOptions;
  if (offset !== null && typeof offset === 'object') {
    ({ offset = 0, length = buffer.byteLength - offset, position = null } = offset);
  }
  if (offset == null) offset = 0;
  if (length === undefined) length = buffer.byteLength - offset;
  return binding.writeBuffer(fd, buffer, offset, length, position == null ? null : position);
}

function write(fd, buffer, offsetOrOptions, length, position, callback) {
  validateFdArg(fd);
  const args = [...arguments];
  callback = args.pop();
  validateFunction(callback, 'cb');
  let data = buffer;
  let offset = 0;
  let len;
  let pos = null;
  if (typeof buffer === 'string') {
    const encoding = typeof args[3] === 'string' ? args[3] : 'utf8';
    data = Buffer.from(buffer, encoding);
    pos = args[2] == null ? null : args[2];
    len = data.byteLength;
  } else {
    if (!isArrayBufferView(buffer)) {
      throw new codes.ERR_INVALID_ARG_TYPE(
        'buffer', ['string', 'Buffer', 'TypedArray', 'DataView'], buffer);
    }
    offset = args[2] == null ? 0 : args[2];
    len = args[3] === undefined ? buffer.byteLength - offset : args[3];
    pos = args[4] == null ? null : args[4];
  }
  binding.writeBuffer(fd, data, offset, len, pos, (err, n) => callback(err, n || 0, buffer));
}

function fsync(fd, callback) {
  validateFdArg(fd);
  validateFunction(callback, 'cb');
  binding.fsync(fd, callback);
}

function fsyncSync(fd) {
  binding.fsync(validateFdArg(fd));
}

function ftruncate(fd, len = 0, callback) {
  if (typeof len === 'function') {
    callback = len;
    len = 0;
  }
  validateFdArg(fd);
  validateFunction(callback, 'cb');
  binding.ftruncate(fd, len, callback);
}

function ftruncateSync(fd, len = 0) {
  binding.ftruncate(validateFdArg(fd), len);
}

function truncate(path, len, callback) {
  if (typeof len === 'function') {
    callback = len;
    len = 0;
  }
  validateFunction(callback, 'cb');
  open(path, 'r+', (err, fd) => {
    if (err) return callback(err);
    binding.ftruncate(fd, len || 0, (e) => binding.close(fd, (e2) => callback(e || e2 || null)));
  });
}

function truncateSync(path, len) {
  if (isFd(path)) return ftruncateSync(path, len);
  const fd = openSync(path, 'r+');
  try {
    binding.ftruncate(fd, len || 0);
  } finally {
    binding.close(fd);
  }
}

// `api` goes onto `fs` as is; `promises` onto `fs/promises`.
module.exports = {
  api: {
    open,
    openSync,
    close,
    closeSync,
    read,
    readSync,
    writeSync,
    write,
    fsync,
    fsyncSync,
    ftruncate,
    ftruncateSync,
    truncate,
    truncateSync,
  },
  promises: {},
  validateFdArg,
};
