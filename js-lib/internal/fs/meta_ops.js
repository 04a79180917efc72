'use strict';
// internal/fs/meta_ops: the metadata half of `fs`: the stat family, exists/access and
// permissions and times. Each callback/Sync/promise triple shares one argument handler and
// one binding call whose last argument selects sync (omitted), callback (a function) or
// promise (kUsePromises).

const { Buffer } = require('buffer');
const errors = require('internal/errors');
const { codes } = errors;
const {
  binding, constants, getOptions, copyObject, getValidatedPath, isFd, stringToFlags,
  parseFileMode, validateFunction, validateBoolean, getStatsFromBinding, Dirent,
  isArrayBufferView,
} = require('internal/fs/utils');

const { validateFdArg } = require('internal/fs/fd_ops');
const kUsePromises = binding.kUsePromises;

function statsCallback(callback) {
  return (err, a) => (err ? callback(err) : callback(null, getStatsFromBinding(a)));
}

function stat(path, options, callback) {
  if (typeof options === 'function') callback = options;
  validateFunction(callback, 'cb');
  binding.stat(getValidatedPath(path), true, statsCallback(callback));
}

function lstat(path, options, callback) {
  if (typeof options === 'function') callback = options;
  validateFunction(callback, 'cb');
  binding.lstat(getValidatedPath(path), true, statsCallback(callback));
}

function fstat(fd, options, callback) {
  if (typeof options === 'function') callback = options;
  validateFdArg(fd);
  validateFunction(callback, 'cb');
  binding.fstat(fd, statsCallback(callback));
}

function statSync(path, options) {
  const throwIfNoEntry = options == null || options.throwIfNoEntry !== false;
  return getStatsFromBinding(binding.stat(getValidatedPath(path), throwIfNoEntry));
}

function lstatSync(path, options) {
  const throwIfNoEntry = options == null || options.throwIfNoEntry !== false;
  return getStatsFromBinding(binding.lstat(getValidatedPath(path), throwIfNoEntry));
}

function fstatSync(fd) {
  return getStatsFromBinding(binding.fstat(validateFdArg(fd)));
}

function exists(path, callback) {
  validateFunction(callback, 'cb');
  let p;
  try {
    p = getValidatedPath(path);
  } catch {
    process.nextTick(callback, false);
    return;
  }
  binding.access(p, constants.F_OK, (err) => callback(!err));
}

let existsWarned = false;
function existsSync(path) {
  try {
    path = getValidatedPath(path);
  } catch {
    if (!existsWarned) {
      existsWarned = true;
      process.emitWarning(
        'Passing invalid argument types to fs.existsSync is deprecated',
        'DeprecationWarning', 'DEP0187');
    }
    return false;
  }
  try {
    binding.access(path, constants.F_OK);
    return true;
  } catch {
    return false;
  }
}

function access(path, mode, callback) {
  if (typeof mode === 'function') {
    callback = mode;
    mode = constants.F_OK;
  }
  validateFunction(callback, 'cb');
  binding.access(getValidatedPath(path), mode ?? constants.F_OK, callback);
}

function accessSync(path, mode) {
  binding.access(getValidatedPath(path), mode ?? constants.F_OK);
}

function chmod(path, mode, callback) {
  validateFunction(callback, 'cb');
  binding.chmod(getValidatedPath(path), parseFileMode(mode, 'mode'), callback);
}

function chmodSync(path, mode) {
  binding.chmod(getValidatedPath(path), parseFileMode(mode, 'mode'));
}

function utimesSync(path, atime, mtime) {
  const sec = (t) => (typeof t === 'number' ? t : t instanceof Date ? t.getTime() / 1000 : Number(t));
  binding.utimes(getValidatedPath(path), sec(atime), sec(mtime));
}

function utimes(path, atime, mtime, callback) {
  validateFunction(callback, 'cb');
  const sec = (t) => (typeof t === 'number' ? t : t instanceof Date ? t.getTime() / 1000 : Number(t));
  binding.utimes(getValidatedPath(path), sec(atime), sec(mtime), callback);
}

// `api` goes onto `fs` as is; `promises` onto `fs/promises`.
module.exports = {
  api: {
    stat,
    lstat,
    fstat,
    statSync,
    lstatSync,
    fstatSync,
    exists,
    existsSync,
    access,
    accessSync,
    chmod,
    chmodSync,
    utimesSync,
    utimes,
  },
  promises: {},
};
