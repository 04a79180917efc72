'use strict';
// internal/fs/utils: argument handling shared by `fs` and `fs/promises` (FS-SPEC.md §2):
// getOptions, path validation (strings, Buffers, file: URLs), flag strings, fd detection,
// plus the Stats and Dirent classes built from the native binding's plain results.
// Validation order and error texts follow Node 26.10 exactly; the common calls never get
// here (the native fast entries in internalBinding('fs') answer them), so clarity wins
// over micro-speed, but the cheap typeof checks still come first.

const { Buffer } = require('buffer');
const { codes, AbortError } = require('internal/errors');
const {
  validateAbortSignal, validateInt32, validateFunction, validateBoolean, parseFileMode,
} = require('internal/validators');
const { isArrayBufferView, isUint8Array } = require('internal/util/types');
const { toPathIfFileURL } = require('internal/url');

const binding = internalBinding('fs');
const constants = binding.constants;
const {
  O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_EXCL, O_TRUNC, O_APPEND, O_SYNC,
  S_IFMT, S_IFREG, S_IFDIR, S_IFCHR, S_IFBLK, S_IFIFO, S_IFLNK, S_IFSOCK,
} = constants;

const kIoMaxLength = 2 ** 31 - 1;
const kReadFileBufferLength = 512 * 1024;
const kReadFileUnknownBufferLength = 64 * 1024;

function assertEncoding(encoding) {
  if (encoding && !Buffer.isEncoding(encoding)) {
    throw new codes.ERR_INVALID_ARG_VALUE('encoding', encoding, 'is invalid encoding');
  }
}

// Node's getOptions: null/undefined/function → defaults as is; a string → a copy of the
// defaults with that encoding; an object is used as is (no defaults merged in).
function getOptions(options, defaults) {
  if (options === null || options === undefined || typeof options === 'function') {
    return defaults;
  }
  if (typeof options === 'string') {
    const copy = { ...defaults };
    copy.encoding = options;
    options = copy;
  } else if (typeof options !== 'object') {
    throw new codes.ERR_INVALID_ARG_TYPE('options', ['string', 'Object'], options);
  }
  if (options.encoding !== 'buffer') assertEncoding(options.encoding);
  if (options.signal !== undefined) validateAbortSignal(options.signal, 'options.signal');
  return options;
}

function copyObject(source) {
  const target = {};
  for (const key in source) target[key] = source[key];
  return target;
}

function hasNullByte(path) {
  if (typeof path === 'string') return path.includes('\u0000');
  return path.includes(0);
}

function getValidatedPath(fileURLOrPath, propName = 'path') {
  const path = toPathIfFileURL(fileURLOrPath);
  if (typeof path !== 'string' && !isUint8Array(path)) {
    throw new codes.ERR_INVALID_ARG_TYPE(propName, ['string', 'Buffer', 'URL'], path);
  }
  if (hasNullByte(path)) {
    throw new codes.ERR_INVALID_ARG_VALUE(
      propName, path, 'must be a string, Uint8Array, or URL without null bytes');
  }
  return path;
}

// An int32 is an fd. Evaluating `| 0` on exotic values throws exactly what Node's does.
function isFd(path) {
  return path === (path | 0);
}

// C++-side fd check (RangeError without the code in the stack header).
function checkFd(fd) {
  if (fd < 0) {
    const err = new RangeError(
      `The value of "fd" is out of range. It must be >= 0 && <= 2147483647. Received ${fd}`);
    err.code = 'ERR_OUT_OF_RANGE';
    throw err;
  }
}

const kFlagTable = {
  __proto__: null,
  'r': O_RDONLY,
  'rs': O_RDONLY | O_SYNC,
  'sr': O_RDONLY | O_SYNC,
  'r+': O_RDWR,
  'rs+': O_RDWR | O_SYNC,
  'sr+': O_RDWR | O_SYNC,
  'w': O_TRUNC | O_CREAT | O_WRONLY,
  'wx': O_TRUNC | O_CREAT | O_WRONLY | O_EXCL,
  'xw': O_TRUNC | O_CREAT | O_WRONLY | O_EXCL,
  'w+': O_TRUNC | O_CREAT | O_RDWR,
  'wx+': O_TRUNC | O_CREAT | O_RDWR | O_EXCL,
  'xw+': O_TRUNC | O_CREAT | O_RDWR | O_EXCL,
  'a': O_APPEND | O_CREAT | O_WRONLY,
  'ax': O_APPEND | O_CREAT | O_WRONLY | O_EXCL,
  'xa': O_APPEND | O_CREAT | O_WRONLY | O_EXCL,
  'as': O_APPEND | O_CREAT | O_WRONLY | O_SYNC,
  'sa': O_APPEND | O_CREAT | O_WRONLY | O_SYNC,
  'a+': O_APPEND | O_CREAT | O_RDWR,
  'ax+': O_APPEND | O_CREAT | O_RDWR | O_EXCL,
  'xa+': O_APPEND | O_CREAT | O_RDWR | O_EXCL,
  'as+': O_APPEND | O_CREAT | O_RDWR | O_SYNC,
  'sa+': O_APPEND | O_CREAT | O_RDWR | O_SYNC,
};

function stringToFlags(flags, name = 'flags') {
  if (typeof flags === 'number') {
    validateInt32(flags, name);
    return flags + 0;
  }
  if (flags === null || flags === undefined) return O_RDONLY;
  if (typeof flags === 'string') {
    const bits = kFlagTable[flags];
    if (bits !== undefined) return bits;
  }
  throw new codes.ERR_INVALID_ARG_VALUE('flags', flags);
}

function validateOptionsBuffer(buffer) {
  if (buffer !== undefined && typeof buffer !== 'function' && !isArrayBufferView(buffer)) {
    throw new codes.ERR_INVALID_ARG_TYPE(
      'options.buffer', ['Buffer', 'TypedArray', 'DataView', 'Function'], buffer);
  }
}

function validateWriteData(data) {
  if (!isArrayBufferView(data) && typeof data !== 'string') {
    throw new codes.ERR_INVALID_ARG_TYPE(
      'data', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
  }
}

function abortErrorFor(signal) {
  return new AbortError(undefined, { cause: signal.reason });
}

// ---------------------------------------------------------------------------------------
// Stats and Dirent

function msToDate(ms) {
  return new Date(ms);
}

function makeTimeAccessor(name, msName) {
  return {
    __proto__: null,
    enumerable: false,
    configurable: true,
    get() {
      const value = msToDate(this[msName]);
      Object.defineProperty(this, name, {
        __proto__: null, value, writable: true, enumerable: true, configurable: true,
      });
      return value;
    },
    set(value) {
      Object.defineProperty(this, name, {
        __proto__: null, value, writable: true, enumerable: true, configurable: true,
      });
    },
  };
}

function checkModeProperty(mode, property) {
  return (mode & S_IFMT) === property;
}

class StatsBase {
  isDirectory() { return checkModeProperty(this.mode, S_IFDIR); }
  isFile() { return checkModeProperty(this.mode, S_IFREG); }
  isBlockDevice() { return checkModeProperty(this.mode, S_IFBLK); }
  isCharacterDevice() { return checkModeProperty(this.mode, S_IFCHR); }
  isSymbolicLink() { return checkModeProperty(this.mode, S_IFLNK); }
  isFIFO() { return checkModeProperty(this.mode, S_IFIFO); }
  isSocket() { return checkModeProperty(this.mode, S_IFSOCK); }
}

function Stats(dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks,
  atimeMs, mtimeMs, ctimeMs, birthtimeMs) {
  this.dev = dev;
  this.mode = mode;
  this.nlink = nlink;
  this.uid = uid;
  this.gid = gid;
  this.rdev = rdev;
  this.blksize = blksize;
  this.ino = ino;
  this.size = size;
  this.blocks = blocks;
  this.atimeMs = atimeMs;
  this.mtimeMs = mtimeMs;
  this.ctimeMs = ctimeMs;
  this.birthtimeMs = birthtimeMs;
}
Object.setPrototypeOf(Stats.prototype, StatsBase.prototype);
Object.defineProperties(Stats.prototype, {
  atime: makeTimeAccessor('atime', 'atimeMs'),
  mtime: makeTimeAccessor('mtime', 'mtimeMs'),
  ctime: makeTimeAccessor('ctime', 'ctimeMs'),
  birthtime: makeTimeAccessor('birthtime', 'birthtimeMs'),
});

// The binding's array: dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks,
// then (seconds, nanoseconds) for atime, mtime, ctime, birthtime.
function getStatsFromBinding(a) {
  if (a === undefined) return undefined;
  const ms = (i) => a[i] * 1e3 + a[i + 1] / 1e6;
  return new Stats(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9],
    ms(10), ms(12), ms(14), ms(16));
}

const kType = Symbol('type');
const UV_DIRENT_FILE = 1;
const UV_DIRENT_DIR = 2;
const UV_DIRENT_LINK = 3;
const UV_DIRENT_FIFO = 4;
const UV_DIRENT_SOCKET = 5;
const UV_DIRENT_CHAR = 6;
const UV_DIRENT_BLOCK = 7;

class Dirent {
  constructor(name, type, path) {
    this.name = name;
    this.parentPath = path;
    this[kType] = type;
  }
  isDirectory() { return this[kType] === UV_DIRENT_DIR; }
  isFile() { return this[kType] === UV_DIRENT_FILE; }
  isBlockDevice() { return this[kType] === UV_DIRENT_BLOCK; }
  isCharacterDevice() { return this[kType] === UV_DIRENT_CHAR; }
  isSymbolicLink() { return this[kType] === UV_DIRENT_LINK; }
  isFIFO() { return this[kType] === UV_DIRENT_FIFO; }
  isSocket() { return this[kType] === UV_DIRENT_SOCKET; }
}

module.exports = {
  binding,
  constants,
  kIoMaxLength,
  kReadFileBufferLength,
  kReadFileUnknownBufferLength,
  assertEncoding,
  getOptions,
  copyObject,
  getValidatedPath,
  isFd,
  checkFd,
  stringToFlags,
  parseFileMode,
  validateOptionsBuffer,
  validateWriteData,
  validateFunction,
  validateBoolean,
  abortErrorFor,
  Stats,
  getStatsFromBinding,
  Dirent,
  isRegularMode: (mode) => (mode & S_IFMT) === S_IFREG,
  isArrayBufferView,
};
