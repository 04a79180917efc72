'use strict';
// internal/fs/meta_ops: the metadata half of `fs`: the stat family (stat/lstat/fstat/statfs,
// Stats and BigIntStats), exists/existsSync/access, chmod/fchmod, chown/fchown/lchown and
// utimes/futimes/lutimes, with their fsPromises forms. Each callback/Sync/promise triple
// shares one argument handler and one binding call whose last argument selects sync
// (omitted), callback (a function) or promise (kUsePromises). Validation order and errors
// follow Node 26.10, including the checks its C++ layer makes (fd and access mode).
// fs.lchmod is absent on Linux, as in Node; fsPromises.lchmod rejects as not implemented.

const { codes, lazyErrors } = require('internal/errors_lazy');
const {
  binding, constants, getOptions, getValidatedPath, parseFileMode, getStatsFromBinding,
  getStatFsFromBinding, toUnixTimestamp, withNodeShape,
} = require('internal/fs/utils');
const {
  validateInteger, validateFunction, validateObject, validateAbortSignal,
} = require('internal/validators');
// fd_ops (19 KB of JS) loads when an fd or callback form here first needs its helpers, not
// with this module: `fs.statSync` and `fs.existsSync` alone do not compile it.
let fdOps;
function getNativeFd(fd) {
  fdOps ??= require('internal/fs/fd_ops');
  return fdOps.getNativeFd(fd);
}
function voidCallback(cb) {
  fdOps ??= require('internal/fs/fd_ops');
  return fdOps.voidCallback(cb);
}
const { track } = require('internal/fs/requests');

const kUsePromises = binding.kUsePromises;
const kEmpty = Object.freeze({ __proto__: null });
const kMaxUserId = 2 ** 32 - 1;
const { F_OK } = constants;

function makeCallback(cb) {
  validateFunction(cb, 'cb');
  return cb;
}

// Runs `fn` and turns a synchronous throw (validation) into a rejection.
function promised(name, fn) {
  return withNodeShape(function(...args) {
    try {
      return fn.apply(this, args);
    } catch (err) {
      return Promise.reject(err);
    }
  }, name, fn.length);
}

// ---------------------------------------------------------------------------------------
// stat family

// The options argument of the callback forms: a function or a non-object means defaults.
function statOptions(options) {
  if (options === null || typeof options !== 'object') return kEmpty;
  return getOptions(options, kEmpty);
}

function abortErrorOf(signal) {
  return new (lazyErrors().AbortError)(undefined, { cause: signal.reason });
}

// Calls `start(done)`; with a signal, an abort before completion answers AbortError and
// the late result is dropped.
function withSignal(signal, callback, start) {
  if (signal === undefined) {
    start(callback);
    return;
  }
  if (signal.aborted) {
    callback(abortErrorOf(signal));
    return;
  }
  let settled = false;
  const onAbort = () => {
    if (settled) return;
    settled = true;
    callback(abortErrorOf(signal));
  };
  signal.addEventListener('abort', onAbort, { once: true });
  start((err, value) => {
    signal.removeEventListener('abort', onAbort);
    if (settled) return;
    settled = true;
    callback(err, value);
  });
}

// The binding calls back `(err)` or `(null, stats)` with number Stats already built; only
// BigInt results arrive as arrays to turn into BigIntStats.
function statsCallback(callback, bigint) {
  if (!bigint) return callback;
  return (err, a) => {
    if (err) return callback(err);
    callback(null, getStatsFromBinding(a));
  };
}

function statLike(name, path, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = kEmpty;
  } else {
    options = statOptions(options);
  }
  makeCallback(callback);
  path = getValidatedPath(path);
  const signal = options.signal;
  if (signal !== undefined) validateAbortSignal(signal, 'options.signal');
  const throwIfNoEntry = name === 'lstatObject' || options.throwIfNoEntry !== false;
  const bigint = options.bigint === true;
  const done = track(statsCallback(callback, bigint));
  // Without a signal there is nothing to race: calling the binding here saves withSignal's
  // closure and call, ~12k instructions per stat in Boa.
  if (signal === undefined) {
    binding[name](path, throwIfNoEntry, done, bigint);
    return;
  }
  withSignal(signal, done, (d) => binding[name](path, throwIfNoEntry, d, bigint));
}

function stat(path, options = undefined, callback) {
  statLike('statObject', path, options, callback);
}

function lstat(path, options = undefined, callback) {
  statLike('lstatObject', path, options, callback);
}

function fstat(fd, options = undefined, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = kEmpty;
  } else if (options === null || typeof options !== 'object') {
    options = kEmpty;
  }
  makeCallback(callback);
  const signal = options.signal;
  if (signal !== undefined) validateAbortSignal(signal, 'options.signal');
  fd = getNativeFd(fd);
  const bigint = options.bigint === true;
  const done = track(statsCallback(callback, bigint));
  if (signal === undefined) {
    binding.fstatObject(fd, done, bigint);
    return;
  }
  withSignal(signal, done, (d) => binding.fstatObject(fd, d, bigint));
}

// Like Node, only a missing `options` gets the default: null fails on reading it, after
// the path is checked.
function statSyncLike(name, path, options = kEmpty) {
  path = getValidatedPath(path);
  const throwIfNoEntry = options.throwIfNoEntry !== false;
  const bigint = options.bigint === true;
  let a = binding[name](path, throwIfNoEntry, undefined, bigint);
  // The binding lets ENOTDIR through as "no entry" too, which Node does for stat only:
  // its lstatSync spares ENOENT alone. Asked again, the binding names the error.
  if (a === undefined && name === 'lstatObject') {
    try {
      a = binding[name](path, true, undefined, bigint);
    } catch (err) {
      if (err?.code !== 'ENOENT') throw err;
    }
  }
  return a === undefined ? undefined : getStatsFromBinding(a);
}

function statSync(path, options) {
  return statSyncLike('statObject', path, options);
}

function lstatSync(path, options) {
  return statSyncLike('lstatObject', path, options);
}

function fstatSync(fd, options = kEmpty) {
  const bigint = options.bigint === true;
  return getStatsFromBinding(binding.fstatObject(getNativeFd(fd), undefined, bigint));
}

function statfs(path, options = kEmpty, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = kEmpty;
  }
  validateFunction(callback, 'cb');
  path = getValidatedPath(path);
  binding.statfs(path, options.bigint === true, track((err, a) => {
    if (err) return callback(err);
    callback(null, getStatFsFromBinding(a));
  }));
}

function statfsSync(path, options = kEmpty) {
  const bigint = options.bigint === true;
  return getStatFsFromBinding(binding.statfs(getValidatedPath(path), bigint));
}

const statPromise = promised('stat', (path, options = kEmpty) => {
  validateObject(options, 'options');
  const signal = options.signal;
  if (signal !== undefined) validateAbortSignal(signal, 'options.signal');
  if (signal?.aborted) throw abortErrorOf(signal);
  const throwIfNoEntry = options.throwIfNoEntry !== false;
  const bigint = options.bigint === true;
  const pending = raceSignal(
    binding.statObject(getValidatedPath(path), throwIfNoEntry, kUsePromises, bigint), signal);
  // Number stats arrive as finished Stats (or undefined); only BigInt arrays need building.
  return bigint ? pending.then(getStatsFromBinding) : pending;
});

const lstatPromise = promised('lstat', (path, options = kEmpty) => {
  validateObject(options, 'options');
  const signal = options.signal;
  if (signal !== undefined) validateAbortSignal(signal, 'options.signal');
  if (signal?.aborted) throw abortErrorOf(signal);
  path = getValidatedPath(path);
  const bigint = options.bigint === true;
  const pending = raceSignal(binding.lstatObject(path, true, kUsePromises, bigint), signal);
  return bigint ? pending.then(getStatsFromBinding) : pending;
});

const statfsPromise = promised('statfs', (path, options = kEmpty) => {
  return binding.statfs(getValidatedPath(path), options.bigint === true, kUsePromises)
    .then(getStatFsFromBinding);
});

// The promise, or an AbortError rejection if the signal fires first.
function raceSignal(promise, signal) {
  if (signal === undefined) return promise;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortErrorOf(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then((v) => {
      signal.removeEventListener('abort', onAbort);
      resolve(v);
    }, (e) => {
      signal.removeEventListener('abort', onAbort);
      reject(e);
    });
  });
}

// ---------------------------------------------------------------------------------------
// exists / access

// The mode check Node's C++ access makes: null/undefined = F_OK, else a number whose
// integer part is 0..7 (anything else is a plain TypeError/RangeError with a code).
function accessMode(mode) {
  if (mode === undefined || mode === null) return F_OK;
  if (typeof mode !== 'number') {
    const err = new TypeError('mode must be int32 or null/undefined');
    err.code = 'ERR_INVALID_ARG_TYPE';
    throw err;
  }
  if (!Number.isFinite(mode)) {
    const err = new RangeError('mode is out of range');
    err.code = 'ERR_OUT_OF_RANGE';
    throw err;
  }
  const m = Math.trunc(mode);
  if (m < 0 || m > 7) {
    const err = new RangeError('mode is out of range: >= 0 && <= 7');
    err.code = 'ERR_OUT_OF_RANGE';
    throw err;
  }
  return m;
}

function access(path, mode, callback) {
  if (typeof mode === 'function') {
    callback = mode;
    mode = F_OK;
  }
  path = getValidatedPath(path);
  makeCallback(callback);
  binding.access(path, accessMode(mode), voidCallback(callback));
}

function accessSync(path, mode) {
  path = getValidatedPath(path);
  binding.access(path, accessMode(mode));
}

const accessPromise = promised('access', (path, mode = F_OK) => {
  path = getValidatedPath(path);
  return binding.access(path, accessMode(mode), kUsePromises);
});

function exists(path, callback) {
  validateFunction(callback, 'cb');
  try {
    access(path, F_OK, (err) => callback(!err));
  } catch {
    callback(false);
  }
}

// Node answers `fs.exists[util.promisify.custom]` with a promise of a boolean.
Object.defineProperty(exists, Symbol.for('nodejs.util.promisify.custom'), {
  __proto__: null,
  enumerable: false,
  configurable: true,
  value: function exists(path) {
    return new Promise((resolve) => module.exports.api.exists(path, resolve));
  },
});

let existsWarned = false;
function existsSync(path) {
  try {
    path = getValidatedPath(path);
  } catch (err) {
    if (!existsWarned && err?.code === 'ERR_INVALID_ARG_TYPE') {
      existsWarned = true;
      process.emitWarning('Passing invalid argument types to fs.existsSync is deprecated',
        'DeprecationWarning', 'DEP0187');
    }
    return false;
  }
  return binding.exists(path);
}

// ---------------------------------------------------------------------------------------
// chmod / chown

function chmod(path, mode, callback) {
  path = getValidatedPath(path);
  mode = parseFileMode(mode, 'mode');
  binding.chmod(path, mode, voidCallback(makeCallback(callback)));
}

function chmodSync(path, mode) {
  path = getValidatedPath(path);
  binding.chmod(path, parseFileMode(mode, 'mode'));
}

const chmodPromise = promised('chmod', (path, mode) => {
  path = getValidatedPath(path);
  return binding.chmod(path, parseFileMode(mode, 'mode'), kUsePromises);
});

function fchmod(fd, mode, callback) {
  mode = parseFileMode(mode, 'mode');
  makeCallback(callback);
  binding.fchmod(getNativeFd(fd), mode, voidCallback(callback));
}

function fchmodSync(fd, mode) {
  mode = parseFileMode(mode, 'mode');
  binding.fchmod(getNativeFd(fd), mode);
}

// Linux has no lchmod: Node leaves fs.lchmod undefined and fsPromises.lchmod rejects.
const lchmodPromise = promised('lchmod', (path, mode) => {
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('lchmod()');
});

function validateIds(uid, gid) {
  validateInteger(uid, 'uid', -1, kMaxUserId);
  validateInteger(gid, 'gid', -1, kMaxUserId);
}

function chown(path, uid, gid, callback) {
  makeCallback(callback);
  path = getValidatedPath(path);
  validateIds(uid, gid);
  binding.chown(path, uid, gid, voidCallback(callback));
}

function chownSync(path, uid, gid) {
  path = getValidatedPath(path);
  validateIds(uid, gid);
  binding.chown(path, uid, gid);
}

function lchown(path, uid, gid, callback) {
  makeCallback(callback);
  path = getValidatedPath(path);
  validateIds(uid, gid);
  binding.lchown(path, uid, gid, voidCallback(callback));
}

function lchownSync(path, uid, gid) {
  path = getValidatedPath(path);
  validateIds(uid, gid);
  binding.lchown(path, uid, gid);
}

function fchown(fd, uid, gid, callback) {
  validateIds(uid, gid);
  makeCallback(callback);
  binding.fchown(getNativeFd(fd), uid, gid, voidCallback(callback));
}

function fchownSync(fd, uid, gid) {
  validateIds(uid, gid);
  binding.fchown(getNativeFd(fd), uid, gid);
}

const chownPromise = promised('chown', (path, uid, gid) => {
  path = getValidatedPath(path);
  validateIds(uid, gid);
  return binding.chown(path, uid, gid, kUsePromises);
});

const lchownPromise = promised('lchown', (path, uid, gid) => {
  path = getValidatedPath(path);
  validateIds(uid, gid);
  return binding.lchown(path, uid, gid, kUsePromises);
});

// ---------------------------------------------------------------------------------------
// utimes

function utimes(path, atime, mtime, callback) {
  makeCallback(callback);
  path = getValidatedPath(path);
  binding.utimes(path, toUnixTimestamp(atime), toUnixTimestamp(mtime),
    voidCallback(callback));
}

function utimesSync(path, atime, mtime) {
  path = getValidatedPath(path);
  binding.utimes(path, toUnixTimestamp(atime), toUnixTimestamp(mtime));
}

function lutimes(path, atime, mtime, callback) {
  makeCallback(callback);
  path = getValidatedPath(path);
  binding.lutimes(path, toUnixTimestamp(atime), toUnixTimestamp(mtime),
    voidCallback(callback));
}

function lutimesSync(path, atime, mtime) {
  path = getValidatedPath(path);
  binding.lutimes(path, toUnixTimestamp(atime), toUnixTimestamp(mtime));
}

function futimes(fd, atime, mtime, callback) {
  atime = toUnixTimestamp(atime, 'atime');
  mtime = toUnixTimestamp(mtime, 'mtime');
  makeCallback(callback);
  binding.futimes(getNativeFd(fd), atime, mtime, voidCallback(callback));
}

function futimesSync(fd, atime, mtime) {
  atime = toUnixTimestamp(atime, 'atime');
  mtime = toUnixTimestamp(mtime, 'mtime');
  binding.futimes(getNativeFd(fd), atime, mtime);
}

const utimesPromise = promised('utimes', (path, atime, mtime) => {
  path = getValidatedPath(path);
  return binding.utimes(path, toUnixTimestamp(atime), toUnixTimestamp(mtime), kUsePromises);
});

const lutimesPromise = promised('lutimes', (path, atime, mtime) => {
  path = getValidatedPath(path);
  return binding.lutimes(path, toUnixTimestamp(atime), toUnixTimestamp(mtime), kUsePromises);
});

// Native entries (fs-binding's glue/entry_table.rs) handle the common shapes: a string path
// (or fd) without options, and for fs.stat/lstat a callback; the JS versions given here take
// every other call.
const { entry } = binding;
Object.assign(require('internal/fs/requests').entryVersions, { stat, lstat });

// `api` goes onto `fs` as is; `promises` onto `fs/promises`.
module.exports = {
  api: {
    stat: entry('stat', stat),
    statSync: entry('statSync', statSync),
    lstat: entry('lstat', lstat),
    lstatSync: entry('lstatSync', lstatSync),
    fstat,
    fstatSync: entry('fstatSync', fstatSync),
    statfs,
    statfsSync,
    exists,
    existsSync: entry('existsSync', existsSync),
    access,
    accessSync: entry('accessSync', accessSync),
    chmod,
    chmodSync,
    fchmod,
    fchmodSync,
    chown,
    chownSync,
    fchown,
    fchownSync,
    lchown,
    lchownSync,
    utimes,
    utimesSync,
    futimes,
    futimesSync,
    lutimes,
    lutimesSync,
    _toUnixTimestamp: toUnixTimestamp,
  },
  promises: {
    stat: entry('promisesStat', statPromise),
    lstat: entry('promisesLstat', lstatPromise),
    statfs: statfsPromise,
    access: accessPromise,
    chmod: chmodPromise,
    lchmod: lchmodPromise,
    chown: chownPromise,
    lchown: lchownPromise,
    utimes: utimesPromise,
    lutimes: lutimesPromise,
  },
  accessMode,
};
