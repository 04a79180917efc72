'use strict';
// fs/promises (also `require('fs').promises`, the same object): Node's promise API.
// Owns readFile, writeFile, appendFile and open/FileHandle (internal/fs/filehandle.js);
// the promise forms of the rest of the API come from internal/fs/{fd,meta,dir}_ops.js,
// which share argument handling with the callback forms.
//
// readFile/writeFile with a path take the one-task native jobs: the common shapes
// (`readFile(path)`, `readFile(path, 'utf8')`, `writeFile(path, data)`) are native entries
// that make and settle the promise in Rust; every other shape comes to readFileSlow /
// writeFileSlow below, which validate in Node's order (every failure is a rejection) and
// then call the raw jobs. writeFile takes the FileHandle path (open, 512 KiB chunks with an
// abort check before each, sync if flush, close) for data over 512 KiB, iterables and async
// iterables, and flush: true; a FileHandle input always uses its handle.

const { Buffer } = require('buffer');
const {
  binding, getOptions, copyObject, getValidatedPath, stringToFlags, parseFileMode,
  validateOptionsBuffer, validateBoolean, getStatsFromBinding, isArrayBufferView,
} = require('internal/fs/utils');
const { codes } = require('internal/errors');
const { validateInteger } = require('internal/validators');
const kMaxUserId = 2 ** 32 - 1;
const {
  FileHandle, open, toUnixTimestamp, handleFdClose, handleFdSync, checkAborted, isCustomIterable,
  validateStringAfterArrayBufferView, readFileHandle, writeFileHandle, ftruncate,
  kWriteFileMaxChunkSize,
} = require('internal/fs/filehandle');

const kUsePromises = binding.kUsePromises;
const kReadFileDefaults = { __proto__: null, flag: 'r' };
const kWriteFileDefaults = { __proto__: null, encoding: 'utf8', mode: 0o666, flag: 'w', flush: false };
const kAppendFileDefaults = { __proto__: null, encoding: 'utf8', mode: 0o666, flag: 'a' };

async function readFileSlow(path, options) {
  options = getOptions(options, kReadFileDefaults);
  validateOptionsBuffer(options.buffer);
  const flag = options.flag || 'r';
  if (path instanceof FileHandle) return readFileHandle(path, options);
  checkAborted(options.signal);
  if (options.buffer === undefined) {
    path = getValidatedPath(path);
    return binding.readFileJob(path, stringToFlags(flag), options.encoding || undefined,
      options.signal, kUsePromises);
  }
  // Reading into the caller's memory: through a handle, closed afterwards.
  const fh = await open(path, flag, 0o666);
  return handleFdClose(readFileHandle(fh, options), fh.close);
}

async function writeFileSlow(path, data, options) {
  options = getOptions(options, kWriteFileDefaults);
  const flush = options.flush ?? false;
  validateBoolean(flush, 'options.flush');
  parseFileMode(options.mode, 'mode', 0o666);
  const flag = options.flag || 'w';
  if (!isArrayBufferView(data) && !isCustomIterable(data)) {
    validateStringAfterArrayBufferView(data, 'data');
    data = Buffer.from(data, options.encoding || 'utf8');
  }
  const signal = options.signal;
  if (path instanceof FileHandle) return writeFileHandle(path, data, signal, options.encoding);
  checkAborted(signal);
  if (!flush && !isCustomIterable(data) && data.byteLength <= kWriteFileMaxChunkSize) {
    path = getValidatedPath(path);
    const flags = stringToFlags(flag, 'options.flag');
    const mode = parseFileMode(options.mode, 'mode', 0o666);
    // The job reports an abort during the write too (the data is written all the same).
    return binding.writeFileJob(path, data, flags, mode, signal, kUsePromises);
  }
  const fh = await open(path, flag, options.mode);
  let op = writeFileHandle(fh, data, signal, options.encoding);
  if (flush) op = handleFdSync(op, fh);
  return handleFdClose(op, fh.close);
}

async function appendFile(path, data, options) {
  options = getOptions(options, kAppendFileDefaults);
  parseFileMode(options.mode, 'mode', 0o666);
  options = copyObject(options);
  options.flag ||= 'a';
  return writeFile(path, data, options);
}

// The common shapes are native; everything else comes back to the *Slow functions above.
require('fs');
binding.setup({ slow: { promisesReadFile: readFileSlow, promisesWriteFile: writeFileSlow } });
const readFile = binding.promisesReadFile;
// The native entry sends data over 512 KiB back to writeFileSlow (the handle path).
const writeFile = binding.promisesWriteFile;

// ---------------------------------------------------------------------------------------
// INTERIM FALLBACKS. Promise forms used until internal/fs/{fd,meta,dir}_ops.js fill their
// `promises` objects; any name those provide overrides the one here (spread order below).
// Each is an async function, so argument errors reject.

// Node checks access modes in C++, with these messages.
function accessMode(mode) {
  if (mode == null) return binding.constants.F_OK;
  if (typeof mode !== 'number') {
    const err = new TypeError('mode must be int32 or null/undefined');
    err.code = 'ERR_INVALID_ARG_TYPE';
    throw err;
  }
  const bits = mode | 0;
  if (bits < 0 || bits > 7) {
    const err = new RangeError('mode is out of range: >= 0 && <= 7');
    err.code = 'ERR_OUT_OF_RANGE';
    throw err;
  }
  return bits;
}

const interim = {
  async truncate(path, len = 0) {
    const fh = await open(path, 'r+');
    return handleFdClose(ftruncate(fh, len), fh.close);
  },
  async stat(path, options) {
    const throwIfNoEntry = options?.throwIfNoEntry !== false;
    return getStatsFromBinding(await binding.stat(getValidatedPath(path), throwIfNoEntry, kUsePromises));
  },
  async lstat(path) {
    return getStatsFromBinding(await binding.lstat(getValidatedPath(path), true, kUsePromises));
  },
  async access(path, mode) {
    path = getValidatedPath(path);
    return binding.access(path, accessMode(mode), kUsePromises);
  },
  async unlink(path) {
    return binding.unlink(getValidatedPath(path), kUsePromises);
  },
  async rmdir(path) {
    return binding.rmdir(getValidatedPath(path), kUsePromises);
  },
  async rename(oldPath, newPath) {
    return binding.rename(getValidatedPath(oldPath, 'oldPath'),
      getValidatedPath(newPath, 'newPath'), kUsePromises);
  },
  async mkdir(path, options) {
    if (typeof options === 'number' || typeof options === 'string') options = { mode: options };
    const { recursive = false, mode = 0o777 } = options || {};
    path = getValidatedPath(path);
    validateBoolean(recursive, 'options.recursive');
    return binding.mkdir(path, parseFileMode(mode, 'mode', 0o777), recursive, kUsePromises);
  },
  async readdir(path, options) {
    return new Promise((resolve, reject) => {
      require('fs').readdir(path, options, (err, list) => (err ? reject(err) : resolve(list)));
    });
  },
  async realpath(path) {
    return binding.realpath(getValidatedPath(path), kUsePromises);
  },
  async mkdtemp(prefix) {
    return binding.mkdtemp(getValidatedPath(prefix, 'prefix'), kUsePromises);
  },
  async rm(path, options) {
    return new Promise((resolve, reject) => {
      require('fs').rm(path, options, (err) => (err ? reject(err) : resolve()));
    });
  },
  async chmod(path, mode) {
    path = getValidatedPath(path);
    return binding.chmod(path, parseFileMode(mode, 'mode'), kUsePromises);
  },
  async chown(path, uid, gid) {
    path = getValidatedPath(path);
    validateInteger(uid, 'uid', -1, kMaxUserId);
    validateInteger(gid, 'gid', -1, kMaxUserId);
    return binding.chown(path, uid, gid, kUsePromises);
  },
  async lchown(path, uid, gid) {
    path = getValidatedPath(path);
    validateInteger(uid, 'uid', -1, kMaxUserId);
    validateInteger(gid, 'gid', -1, kMaxUserId);
    return binding.lchown(path, uid, gid, kUsePromises);
  },
  // No O_SYMLINK on Linux.
  async lchmod() {
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED('lchmod()');
  },
  async utimes(path, atime, mtime) {
    path = getValidatedPath(path);
    return binding.utimes(path, toUnixTimestamp(atime), toUnixTimestamp(mtime), kUsePromises);
  },
  async lutimes(path, atime, mtime) {
    path = getValidatedPath(path);
    return binding.lutimes(path, toUnixTimestamp(atime), toUnixTimestamp(mtime), kUsePromises);
  },
  async link(existingPath, newPath) {
    existingPath = getValidatedPath(existingPath, 'existingPath');
    newPath = getValidatedPath(newPath, 'newPath');
    return binding.link(existingPath, newPath, kUsePromises);
  },
  async symlink(target, path) {
    target = getValidatedPath(target, 'target');
    path = getValidatedPath(path);
    return binding.symlink(target, path, kUsePromises);
  },
  async readlink(path) {
    return binding.readlink(getValidatedPath(path, 'oldPath'), kUsePromises);
  },
  async statfs(path, options) {
    const bigint = Boolean(options?.bigint);
    const a = await binding.statfs(getValidatedPath(path), bigint, kUsePromises);
    return { type: a[0], bsize: a[1], frsize: a[2], blocks: a[3], bfree: a[4], bavail: a[5],
      files: a[6], ffree: a[7] };
  },
  // Copies through two handles (no native copy yet); COPYFILE_EXCL refuses an existing dest.
  async copyFile(src, dest, mode = 0) {
    src = getValidatedPath(src, 'src');
    dest = getValidatedPath(dest, 'dest');
    validateInteger(mode, 'mode', 0, 7);
    const from = await open(src, 'r');
    try {
      const to = await open(dest, mode & binding.constants.COPYFILE_EXCL ? 'wx' : 'w');
      const chunk = Buffer.allocUnsafe(kWriteFileMaxChunkSize);
      const copy = async () => {
        for (;;) {
          const { bytesRead } = await from.read(chunk, 0, chunk.length, null);
          if (bytesRead === 0) return;
          await writeFileHandle(to, chunk.subarray(0, bytesRead));
        }
      };
      await handleFdClose(copy(), to.close);
    } finally {
      await from.close();
    }
  },
};

module.exports = {
  ...interim,
  ...require('internal/fs/fd_ops').promises,
  ...require('internal/fs/meta_ops').promises,
  ...require('internal/fs/dir_ops').promises,
  open,
  readFile,
  writeFile,
  appendFile,
  constants: binding.constants,
};
