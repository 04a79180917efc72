'use strict';
// internal/fs/dir_ops: directories, names and links: mkdir, mkdtemp, readdir, rm, rmdir,
// unlink, rename, realpath, readlink, symlink, copyFile. Each callback/Sync/promise triple
// shares one argument handler and one binding call whose last argument selects sync
// (omitted), callback (a function) or promise (kUsePromises).

const { Buffer } = require('buffer');
const errors = require('internal/errors');
const { codes } = errors;
const {
  binding, constants, getOptions, copyObject, getValidatedPath, isFd, stringToFlags,
  parseFileMode, validateFunction, validateBoolean, getStatsFromBinding, Dirent,
  isArrayBufferView,
} = require('internal/fs/utils');

const kUsePromises = binding.kUsePromises;

function mkdirArgs(options) {
  let mode = 0o777;
  let recursive = false;
  if (typeof options === 'number' || typeof options === 'string') {
    mode = parseFileMode(options, 'mode');
  } else if (options) {
    if (options.recursive !== undefined) {
      recursive = options.recursive;
      validateBoolean(recursive, 'options.recursive');
    }
    if (options.mode !== undefined) mode = parseFileMode(options.mode, 'options.mode');
  }
  return [mode, recursive];
}

function mkdir(path, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  validateFunction(callback, 'cb');
  const [mode, recursive] = mkdirArgs(options);
  binding.mkdir(getValidatedPath(path), mode, recursive, callback);
}

function mkdirSync(path, options) {
  const [mode, recursive] = mkdirArgs(options);
  return binding.mkdir(getValidatedPath(path), mode, recursive);
}

function makeDirents(dir, [names, types]) {
  const out = new Array(names.length);
  for (let i = 0; i < names.length; i++) out[i] = new Dirent(names[i], types[i], dir);
  return out;
}

function readdirResult(path, options, raw) {
  const withTypes = Boolean(options && options.withFileTypes);
  const dir = `${path}`;
  if (withTypes) return makeDirents(dir, raw);
  const encoding = typeof options === 'string' ? options : options && options.encoding;
  if (encoding === 'buffer') return raw.map((n) => Buffer.from(n));
  return raw;
}

function readdirSync(path, options) {
  path = getValidatedPath(path);
  const withTypes = Boolean(options && options.withFileTypes);
  if (options && options.recursive) {
    const out = [];
    const walk = (rel) => {
      const dir = rel === '' ? path : `${path}/${rel}`;
      const [names, types] = binding.readdir(dir, true);
      for (let i = 0; i < names.length; i++) {
        const child = rel === '' ? names[i] : `${rel}/${names[i]}`;
        out.push(withTypes ? new Dirent(names[i], types[i], dir) : child);
        if (types[i] === constants.UV_DIRENT_DIR) walk(child);
      }
    };
    walk('');
    return out;
  }
  return readdirResult(path, options, binding.readdir(path, withTypes));
}

function readdir(path, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  validateFunction(callback, 'cb');
  path = getValidatedPath(path);
  if (options && options.recursive) {
    let result;
    try {
      result = readdirSync(path, options);
    } catch (err) {
      process.nextTick(callback, err);
      return;
    }
    process.nextTick(callback, null, result);
    return;
  }
  const withTypes = Boolean(options && options.withFileTypes);
  binding.readdir(path, withTypes, (err, raw) => {
    if (err) return callback(err);
    callback(null, readdirResult(path, options, raw));
  });
}

function rmdirSync(path, options) {
  path = getValidatedPath(path);
  if (options && options.recursive) return rmSync(path, { recursive: true, force: true });
  binding.rmdir(path);
}

function rmdir(path, options, callback) {
  if (typeof options === 'function') callback = options;
  validateFunction(callback, 'cb');
  binding.rmdir(getValidatedPath(path), callback);
}

function unlink(path, callback) {
  validateFunction(callback, 'cb');
  binding.unlink(getValidatedPath(path), callback);
}

function unlinkSync(path) {
  binding.unlink(getValidatedPath(path));
}

function rename(oldPath, newPath, callback) {
  validateFunction(callback, 'cb');
  binding.rename(getValidatedPath(oldPath, 'oldPath'), getValidatedPath(newPath, 'newPath'),
    callback);
}

function renameSync(oldPath, newPath) {
  binding.rename(getValidatedPath(oldPath, 'oldPath'), getValidatedPath(newPath, 'newPath'));
}

// rm: lstat first (ENOENT is fine with force), refuse directories without recursive.
function rmSync(path, options) {
  path = getValidatedPath(path);
  const recursive = Boolean(options && options.recursive);
  const force = Boolean(options && options.force);
  const st = binding.lstat(path, !force);
  if (st === undefined) return;
  if ((st[1] & constants.S_IFMT) === constants.S_IFDIR && !recursive) {
    throw new codes.ERR_FS_EISDIR({
      code: 'EISDIR', message: 'is a directory', path: `${path}`, syscall: 'rm', errno: 21,
    });
  }
  binding.rmTree(path);
}

function rm(path, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  validateFunction(callback, 'cb');
  let err = null;
  try {
    rmSync(path, options);
  } catch (e) {
    err = e;
  }
  process.nextTick(callback, err);
}

function realpathSync(path, options) {
  const result = binding.realpath(getValidatedPath(path));
  const encoding = typeof options === 'string' ? options : options && options.encoding;
  return encoding === 'buffer' ? Buffer.from(result) : result;
}
realpathSync.native = realpathSync;

function realpath(path, options, callback) {
  if (typeof options === 'function') callback = options;
  validateFunction(callback, 'cb');
  binding.realpath(getValidatedPath(path), callback);
}
realpath.native = realpath;

function mkdtempSync(prefix) {
  return binding.mkdtemp(getValidatedPath(prefix, 'prefix'));
}

function mkdtemp(prefix, options, callback) {
  if (typeof options === 'function') callback = options;
  validateFunction(callback, 'cb');
  binding.mkdtemp(getValidatedPath(prefix, 'prefix'), callback);
}

function readlinkSync(path) {
  return binding.readlink(getValidatedPath(path));
}

function readlink(path, options, callback) {
  if (typeof options === 'function') callback = options;
  validateFunction(callback, 'cb');
  binding.readlink(getValidatedPath(path), callback);
}

function symlinkSync(target, path) {
  binding.symlink(getValidatedPath(target, 'target'), getValidatedPath(path));
}

function symlink(target, path, type, callback) {
  if (typeof type === 'function') callback = type;
  validateFunction(callback, 'cb');
  binding.symlink(getValidatedPath(target, 'target'), getValidatedPath(path), callback);
}

function copyFileSync(src, dest) {
  const fs = require('fs');
  fs.writeFileSync(dest, fs.readFileSync(src));
}

// `api` goes onto `fs` as is; `promises` onto `fs/promises`.
module.exports = {
  api: {
    mkdir,
    mkdirSync,
    readdirSync,
    readdir,
    rmdirSync,
    rmdir,
    unlink,
    unlinkSync,
    rename,
    renameSync,
    rmSync,
    rm,
    realpathSync,
    realpath,
    mkdtempSync,
    mkdtemp,
    readlinkSync,
    readlink,
    symlinkSync,
    symlink,
    copyFileSync,
  },
  promises: {},
};
