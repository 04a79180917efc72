'use strict';
// internal/fs/utils: argument handling shared by `fs` and `fs/promises` (docs/FS-SEMANTICS.md, "Argument helpers"):
// getOptions, path validation (strings, Buffers, file: URLs), flag strings, fd detection,
// plus the Stats and Dirent classes built from the native binding's plain results.
// Validation order and error texts follow Node 26.10 exactly; the common calls never get
// here (the native fast entries in internalBinding('fs') answer them), so clarity wins
// over micro-speed, but the cheap typeof checks still come first.

// buffer.js (47 KB of JS) loads on first use: a program that reads and writes text only
// never needs it. fs and its directory calls take Buffer through this too.
let BufferCtor;
function lazyBuffer() {
  BufferCtor ??= require('buffer').Buffer;
  return BufferCtor;
}
const { codes, lazyErrors } = require('internal/errors_lazy');
const {
  validateAbortSignal, validateInt32, validateFunction, validateBoolean,
  parseFileMode: parseUint32FileMode,
} = require('internal/validators');
// The two brand checks fs needs, inline: loading internal/util/types for them would add its
// whole source to every `require('fs')`, and parsing is most of Boa's start-up cost.
const isArrayBufferView = ArrayBuffer.isView;
const typedArrayTag = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
function isUint8Array(value) {
  return typedArrayTag.call(value) === 'Uint8Array';
}
// internal/url is large; load it only when a path is a URL object.
function toPathIfFileURL(p) {
  if (p === null || typeof p !== 'object' || p.href === undefined) return p;
  return require('internal/url').toPathIfFileURL(p);
}

const binding = internalBinding('fs');
const constants = binding.constants;
const {
  O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_EXCL, O_TRUNC, O_APPEND, O_SYNC,
  S_IFMT, S_IFREG, S_IFDIR, S_IFCHR, S_IFBLK, S_IFIFO, S_IFLNK, S_IFSOCK,
} = constants;

const kIoMaxLength = 2 ** 31 - 1;
const kReadFileBufferLength = 512 * 1024;
const kReadFileUnknownBufferLength = 64 * 1024;

// A file mode: Node's parseFileMode (an octal string or a uint32), but no more than an
// int32. Node's C++ layer asserts that a mode is an int32, so a mode in [2**31, 2**32)
// passes its JS check and then aborts the process; minirt refuses it with the int32 range
// error instead.
function parseFileMode(value, name, def) {
  const mode = parseUint32FileMode(value, name, def);
  if (mode > 2147483647) {
    throw new codes.ERR_OUT_OF_RANGE(name, '>= 0 && <= 2147483647', mode);
  }
  return mode;
}

function assertEncoding(encoding) {
  if (encoding && encoding !== 'utf8' && !lazyBuffer().isEncoding(encoding)) {
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

// Reads into shared memory. The binding copies a finished read only into an ArrayBuffer's
// store: for a view over a SharedArrayBuffer it would copy nothing while the count still
// says how many bytes the file gave, and a read loop would lose them (or, with a count of 0,
// stop as if at the end of the file). Such views get the read in a private Buffer first.
// A view's buffer is always an ArrayBuffer or a SharedArrayBuffer.
function isSharedView(view) {
  return !(view.buffer instanceof ArrayBuffer);
}

function landRead(view, offset, tmp, n) {
  if (n > 0) {
    new Uint8Array(view.buffer, view.byteOffset + offset, n)
      .set(n === tmp.length ? tmp : tmp.subarray(0, n));
  }
  return n;
}

// binding.read(fd, view, offset, length, position, req) for a shared view: sync when `req`
// is undefined, else a callback `(err, n)` or kUsePromises, as the binding call would be.
function readShared(fd, view, offset, length, position, req) {
  const tmp = lazyBuffer().allocUnsafe(length);
  if (req === undefined) {
    return landRead(view, offset, tmp, binding.read(fd, tmp, 0, length, position));
  }
  if (typeof req === 'function') {
    binding.read(fd, tmp, 0, length, position, (err, n) => {
      if (err) return req(err);
      req(null, landRead(view, offset, tmp, n));
    });
    return undefined;
  }
  return binding.read(fd, tmp, 0, length, position, req)
    .then((n) => landRead(view, offset, tmp, n));
}

// binding.read for any view.
function readView(fd, view, offset, length, position, req) {
  if (isSharedView(view)) return readShared(fd, view, offset, length, position, req);
  return binding.read(fd, view, offset, length, position, req);
}

// binding.readv for any list of views: shared ones read into private Buffers, which then
// hand their part of the count over in order.
function readvViews(fd, views, position, req) {
  let tmps = null;
  for (let i = 0; i < views.length; i++) {
    if (isSharedView(views[i])) {
      tmps ??= views.slice();
      tmps[i] = lazyBuffer().allocUnsafe(views[i].byteLength);
    }
  }
  if (tmps === null) return binding.readv(fd, views, position, req);
  const land = (n) => {
    let left = n;
    for (let i = 0; i < views.length && left > 0; i++) {
      const take = Math.min(left, views[i].byteLength);
      if (tmps[i] !== views[i]) landRead(views[i], 0, tmps[i], take);
      left -= take;
    }
    return n;
  };
  if (req === undefined) return land(binding.readv(fd, tmps, position));
  if (typeof req === 'function') {
    binding.readv(fd, tmps, position, (err, n) => {
      if (err) return req(err);
      req(null, land(n));
    });
    return undefined;
  }
  return binding.readv(fd, tmps, position, req).then(land);
}

function abortErrorFor(signal) {
  return new (lazyErrors().AbortError)(undefined, { cause: signal.reason });
}

// ---------------------------------------------------------------------------------------
// Stats, BigIntStats, StatFs and Dirent

// The fractional nanoseconds a Stats keeps next to its *Ms doubles, so that the Temporal
// getters stay exact.
const kPartialAtimeNs = Symbol('partialAtimeNs');
const kPartialMtimeNs = Symbol('partialMtimeNs');
const kPartialCtimeNs = Symbol('partialCtimeNs');
const kPartialBirthtimeNs = Symbol('kPartialBirthtimeNs');

function ownValue(obj, name, value) {
  Object.defineProperty(obj, name, {
    __proto__: null, value, writable: true, enumerable: true, configurable: true,
  });
  return value;
}

// Date rounds toward zero on its own; round first so 1.9999999 ms is not shown as 1 ms.
// `ms` is a number or, for BigIntStats, a bigint.
function dateOfMs(ms) {
  return new Date(Math.round(Number(ms)));
}

function instantOfNs(ns) {
  const Instant = globalThis.Temporal?.Instant;
  if (Instant === undefined) {
    throw codes.ERR_NO_TEMPORAL ? new codes.ERR_NO_TEMPORAL() :
      new TypeError('Temporal is not available');
  }
  return new Instant(ns);
}

// Lazily computed, then cached as own data properties (Node's shape: enumerable accessors
// on the prototype, replaced by own values on first use or on assignment).
function lazyField(name, compute) {
  return {
    __proto__: null,
    enumerable: true,
    configurable: true,
    get() { return ownValue(this, name, compute(this)); },
    set(value) { ownValue(this, name, value); },
  };
}

const kTimeNames = ['atime', 'mtime', 'ctime', 'birthtime'];
const kPartials = [kPartialAtimeNs, kPartialMtimeNs, kPartialCtimeNs, kPartialBirthtimeNs];

function dateFields() {
  const fields = { __proto__: null };
  for (const t of kTimeNames) fields[t] = lazyField(t, (st) => dateOfMs(st[`${t}Ms`]));
  return fields;
}

function StatsBase(dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks) {
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
}

StatsBase.prototype.isDirectory = function isDirectory() {
  return this._checkModeProperty(S_IFDIR);
};
StatsBase.prototype.isFile = function isFile() {
  return this._checkModeProperty(S_IFREG);
};
StatsBase.prototype.isBlockDevice = function isBlockDevice() {
  return this._checkModeProperty(S_IFBLK);
};
StatsBase.prototype.isCharacterDevice = function isCharacterDevice() {
  return this._checkModeProperty(S_IFCHR);
};
StatsBase.prototype.isSymbolicLink = function isSymbolicLink() {
  return this._checkModeProperty(S_IFLNK);
};
StatsBase.prototype.isFIFO = function isFIFO() {
  return this._checkModeProperty(S_IFIFO);
};
StatsBase.prototype.isSocket = function isSocket() {
  return this._checkModeProperty(S_IFSOCK);
};

// Number stats: times arrive as (seconds, nanoseconds) pairs.
function Stats(dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks,
  atimeS, atimeNs, mtimeS, mtimeNs, ctimeS, ctimeNs, birthtimeS, birthtimeNs) {
  StatsBase.call(this, dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks);
  this.atimeMs = atimeS * 1e3 + atimeNs / 1e6;
  this.mtimeMs = mtimeS * 1e3 + mtimeNs / 1e6;
  this.ctimeMs = ctimeS * 1e3 + ctimeNs / 1e6;
  this.birthtimeMs = birthtimeS * 1e3 + birthtimeNs / 1e6;
  this[kPartialAtimeNs] = atimeNs;
  this[kPartialMtimeNs] = mtimeNs;
  this[kPartialCtimeNs] = ctimeNs;
  this[kPartialBirthtimeNs] = birthtimeNs;
}
Object.setPrototypeOf(Stats.prototype, StatsBase.prototype);
Object.setPrototypeOf(Stats, StatsBase);
Object.defineProperties(Stats.prototype, dateFields());
{
  const fields = { __proto__: null };
  kTimeNames.forEach((t, i) => {
    const partial = kPartials[i];
    fields[`${t}Instant`] = lazyField(`${t}Instant`, (st) =>
      instantOfNs(BigInt(Math.floor(st[`${t}Ms`] / 1e3)) * 1000000000n + BigInt(st[partial])));
  });
  Object.defineProperties(Stats.prototype, fields);
}
Stats.prototype._checkModeProperty = function _checkModeProperty(property) {
  return (this.mode & S_IFMT) === property;
};
// The binding builds number Stats itself (Boa runs the constructor's 18 assignments slowly):
// same prototype, and the keys one constructed Stats has, in its order.
binding.setup({
  statsPrototype: Stats.prototype,
  statsKeys: Reflect.ownKeys(new Stats(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
});

// BigInt stats: every field a bigint, times given as exact nanoseconds.
function BigIntStats(dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks,
  atimeNs, mtimeNs, ctimeNs, birthtimeNs) {
  StatsBase.call(this, dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks);
  this.atimeMs = atimeNs / 1000000n;
  this.mtimeMs = mtimeNs / 1000000n;
  this.ctimeMs = ctimeNs / 1000000n;
  this.birthtimeMs = birthtimeNs / 1000000n;
  this.atimeNs = atimeNs;
  this.mtimeNs = mtimeNs;
  this.ctimeNs = ctimeNs;
  this.birthtimeNs = birthtimeNs;
}
Object.setPrototypeOf(BigIntStats.prototype, StatsBase.prototype);
Object.setPrototypeOf(BigIntStats, StatsBase);
Object.defineProperties(BigIntStats.prototype, dateFields());
{
  const fields = { __proto__: null };
  for (const t of kTimeNames) {
    fields[`${t}Instant`] = lazyField(`${t}Instant`, (st) => instantOfNs(st[`${t}Ns`]));
  }
  Object.defineProperties(BigIntStats.prototype, fields);
}
BigIntStats.prototype._checkModeProperty = function _checkModeProperty(property) {
  return (this.mode & BigInt(S_IFMT)) === BigInt(property);
};

// The binding's array: dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks, then
// (seconds, nanoseconds) for atime, mtime, ctime, birthtime; numbers, or all BigInts when
// `bigint` was asked for.
function getStatsFromBinding(a, offset = 0) {
  if (a === undefined) return undefined;
  // The binding's `*Object` stat calls answer number stats as finished Stats objects.
  if (!Array.isArray(a)) return a;
  const o = offset;
  if (typeof a[o] === 'bigint') {
    const ns = (i) => a[o + i] * 1000000000n + a[o + i + 1];
    return new BigIntStats(a[o], a[o + 1], a[o + 2], a[o + 3], a[o + 4], a[o + 5], a[o + 6],
      a[o + 7], a[o + 8], a[o + 9], ns(10), ns(12), ns(14), ns(16));
  }
  return new Stats(a[o], a[o + 1], a[o + 2], a[o + 3], a[o + 4], a[o + 5], a[o + 6], a[o + 7],
    a[o + 8], a[o + 9], a[o + 10], a[o + 11], a[o + 12], a[o + 13], a[o + 14], a[o + 15],
    a[o + 16], a[o + 17]);
}

class StatFs {
  constructor(type, bsize, frsize, blocks, bfree, bavail, files, ffree) {
    this.type = type;
    this.bsize = bsize;
    this.frsize = frsize;
    this.blocks = blocks;
    this.bfree = bfree;
    this.bavail = bavail;
    this.files = files;
    this.ffree = ffree;
  }
}

// The binding's statfs array: type, bsize, frsize, blocks, bfree, bavail, files, ffree.
function getStatFsFromBinding(a) {
  return new StatFs(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
}

// `new fs.Stats()` is deprecated (DEP0180); internal construction does not warn.
let statsCtorWarned = false;
function DeprecatedStats(...args) {
  if (!statsCtorWarned && !process.noDeprecation) {
    statsCtorWarned = true;
    process.emitWarning('fs.Stats constructor is deprecated.', 'DeprecationWarning', 'DEP0180');
  }
  if (new.target) return Reflect.construct(Stats, args, new.target);
  return Reflect.apply(Stats, this, args);
}
DeprecatedStats.prototype = Stats.prototype;

// converts Date, number or numeric string to seconds since the epoch, as Node does
// (negative numbers mean "now").
function toUnixTimestamp(time, name = 'time') {
  // eslint-disable-next-line eqeqeq
  if (typeof time === 'string' && +time == time) return +time;
  if (typeof time === 'number' && Number.isFinite(time)) {
    if (time < 0) return Date.now() / 1000;
    return time;
  }
  if (time instanceof Date || Object.prototype.toString.call(time) === '[object Date]') {
    return Date.prototype.getTime.call(time) / 1000;
  }
  throw new codes.ERR_INVALID_ARG_TYPE(name, ['Date', 'Time in seconds'], time);
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
// A Dirent whose type the listing did not know (UV_DIRENT_UNKNOWN): its is*() methods ask
// the lstat result instead (Node's DirentFromStats, which getDirent(s) hand out).
const kStats = Symbol('stats');
class DirentFromStats extends Dirent {
  constructor(name, stats, path) {
    super(name, null, path);
    this[kStats] = stats;
  }
}
for (const method of Reflect.ownKeys(Dirent.prototype)) {
  if (method === 'constructor') continue;
  // Plain assignment, as Node does: the methods are enumerable on this prototype.
  DirentFromStats.prototype[method] = function() {
    return this[kStats][method]();
  };
}

const UV_DIRENT_UNKNOWN = 0;

// The path of entry `name` in directory `path`; a Buffer name keeps the result a Buffer.
function joinEntryPath(path, name) {
  const pathModule = require('path');
  if ((typeof path === 'string' || isUint8Array(path)) && name === undefined) return path;
  if (typeof path === 'string' && isUint8Array(name)) {
    return lazyBuffer().concat([lazyBuffer().from(pathModule.join(path, pathModule.sep)), name]);
  }
  if (typeof path === 'string' && typeof name === 'string') return pathModule.join(path, name);
  if (isUint8Array(path) && isUint8Array(name)) {
    return lazyBuffer().concat([path, lazyBuffer().from(pathModule.sep), name]);
  }
  throw new codes.ERR_INVALID_ARG_TYPE('path', ['string', 'Buffer'], path);
}

// Node's internal getDirent(s): turn a binding listing `[names, types]` into Dirents in
// place (the names array is returned), lstat-ing the entries of unknown type. With a
// callback the lstats are asynchronous and the callback runs once.
function getDirents(path, { 0: names, 1: types }, callback) {
  const count = names.length;
  if (typeof callback !== 'function') {
    for (let i = 0; i < count; i++) names[i] = getDirent(path, names[i], types[i]);
    return names;
  }
  let done = false;
  const finish = (err, value) => {
    if (done) return;
    done = true;
    if (err) callback(err);
    else callback(null, value);
  };
  let pending = 0;
  for (let i = 0; i < count; i++) {
    if (types[i] !== UV_DIRENT_UNKNOWN) {
      names[i] = new Dirent(names[i], types[i], path);
      continue;
    }
    const name = names[i];
    let entryPath;
    try {
      entryPath = joinEntryPath(path, name);
    } catch (err) {
      finish(err);
      return;
    }
    pending++;
    require('fs').lstat(entryPath, (err, stats) => {
      if (err) return finish(err);
      names[i] = new DirentFromStats(name, stats, path);
      if (--pending === 0) finish(null, names);
    });
  }
  if (pending === 0) finish(null, names);
}

function getDirent(path, name, type, callback) {
  if (typeof callback !== 'function') {
    if (type !== UV_DIRENT_UNKNOWN) return new Dirent(name, type, path);
    return new DirentFromStats(name, require('fs').lstatSync(joinEntryPath(path, name)), path);
  }
  if (type !== UV_DIRENT_UNKNOWN) {
    callback(null, new Dirent(name, type, path));
    return;
  }
  let entryPath;
  try {
    entryPath = joinEntryPath(path, name);
  } catch (err) {
    callback(err);
    return;
  }
  require('fs').lstat(entryPath, (err, stats) => {
    if (err) callback(err);
    else callback(null, new DirentFromStats(name, stats, path));
  });
}

// Node's binding takes a request object (FSReqCallback, internal/fs/requests) for its
// callback form: `oncomplete` is called with the error or `(null, result)`, with the request
// as `this`. Node's lib makes one per call, and tests that wrap a binding member swap its
// `oncomplete`.
const { FSReqCallback, active: activeRequests } = require('internal/fs/requests');

// The native listing call is `readdir(path, asBuffer, withTypes, recursive, req)` with a
// function, kUsePromises or nothing as `req`; fs uses it directly for recursive listings and
// glob. Every flat listing goes through Node's member instead,
// `readdir(path, encoding, withFileTypes, req)` with an FSReqCallback, kUsePromises or
// nothing, answering names (already in `encoding`) or `[names, types]`: code that replaces
// `internalBinding('fs').readdir` (as Node's tests do) sees and shapes every such call.
const rawReaddir = binding.readdir;

function decodeListing(raw, encoding, withFileTypes) {
  const names = withFileTypes ? raw[0] : raw;
  for (let i = 0; i < names.length; i++) names[i] = names[i].toString(encoding);
  return raw;
}

function readdir(path, encoding, withFileTypes, req) {
  // A falsy encoding is UTF-8, as Node's native encoding parser takes it.
  const asBuffer = !!encoding && encoding !== 'utf8' && encoding !== 'utf-8';
  const decode = asBuffer && encoding !== 'buffer';
  withFileTypes = !!withFileTypes;
  if (req === undefined) {
    const raw = rawReaddir(path, asBuffer, withFileTypes, false);
    return decode ? decodeListing(raw, encoding, withFileTypes) : raw;
  }
  if (req === binding.kUsePromises) {
    const promise = rawReaddir(path, asBuffer, withFileTypes, false, req);
    return decode ? promise.then((raw) => decodeListing(raw, encoding, withFileTypes)) : promise;
  }
  activeRequests.add(req);
  rawReaddir(path, asBuffer, withFileTypes, false, (err, raw) => {
    activeRequests.delete(req);
    if (err) {
      req.oncomplete(err);
      return;
    }
    let result;
    try {
      result = decode ? decodeListing(raw, encoding, withFileTypes) : raw;
    } catch (e) {
      req.oncomplete(e);
      return;
    }
    req.oncomplete(null, result);
  });
}

// Node's binding functions are native and report no parameters.
Object.defineProperty(readdir, 'length', { __proto__: null, value: 0 });
for (const [name, value] of [['readdir', readdir], ['FSReqCallback', FSReqCallback]]) {
  Object.defineProperty(binding, name, {
    __proto__: null, value, writable: true, enumerable: false, configurable: true,
  });
}

// A flat listing `[names, types]` as Dirents. The binding builds them itself when every type
// is known; an entry of unknown type (a file system without d_type, or a wrapped binding)
// takes Node's getDirents, which lstats it (asynchronously when there is a callback).
function direntsOfListing(path, listing, callback) {
  const types = listing[1];
  if (!types.includes(UV_DIRENT_UNKNOWN)) {
    const dirents = binding.dirents(listing[0], types, [path], [listing[0].length]);
    if (typeof callback !== 'function') return dirents;
    callback(null, dirents);
    return undefined;
  }
  return getDirents(path, listing, callback);
}

// The offset/length checks of read and write against a buffer's byte length (Node keeps them
// here; fd_ops and filehandle use them).
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

// readdir's binding builds Dirents itself (Boa runs the constructor slowly): same prototype,
// and the keys one constructed Dirent has, in its order.
binding.setup({
  direntPrototype: Dirent.prototype,
  direntKeys: Reflect.ownKeys(new Dirent('', 0, '')),
});

// Gives a function made by a wrapper (rest parameters, a lazy loader, a promise adapter) the
// name and length Node's own function has; programs print and compare them.
function withNodeShape(fn, name, length) {
  Object.defineProperty(fn, 'name', { __proto__: null, value: name, configurable: true });
  Object.defineProperty(fn, 'length', { __proto__: null, value: length, configurable: true });
  return fn;
}

module.exports = {
  withNodeShape,
  toPathIfFileURL,
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
  lazyBuffer,
  validateWriteData,
  validateFunction,
  validateBoolean,
  abortErrorFor,
  // fs.Stats: the deprecated public constructor (instanceof still works).
  Stats: DeprecatedStats,
  BigIntStats,
  StatFs,
  getStatsFromBinding,
  getStatFsFromBinding,
  toUnixTimestamp,
  Dirent,
  DirentFromStats,
  getDirents,
  getDirent,
  direntsOfListing,
  rawReaddir,
  FSReqCallback,
  isRegularMode: (mode) => (mode & S_IFMT) === S_IFREG,
  isArrayBufferView,
  isSharedView,
  validateOffsetLengthRead,
  validateOffsetLengthWrite,
  // Loaded on use: dir_ops needs this module first.
  validateRmOptionsSync: (path, options, expectDir) =>
    require('internal/fs/dir_ops').validateRmOptionsSync(path, options, expectDir),
  readView,
  readvViews,
};
