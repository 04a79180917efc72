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
// abort check before each, sync if flush, close) for data over 512 KiB with a signal,
// iterables and async iterables, and flush: true; a FileHandle input always uses its
// handle. (Without a signal Node's chunks are not observable, so big data is one job too.)

const { Buffer } = require('buffer');
const {
  binding, getOptions, copyObject, getValidatedPath, stringToFlags, parseFileMode,
  validateOptionsBuffer, validateBoolean, isArrayBufferView,
} = require('internal/fs/utils');
const {
  FileHandle, open, handleFdClose, handleFdSync, checkAborted, isCustomIterable,
  validateStringAfterArrayBufferView, readFileHandle, writeFileHandle, kWriteFileMaxChunkSize,
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
  if (!flush && !isCustomIterable(data) &&
      (signal === undefined || data.byteLength <= kWriteFileMaxChunkSize)) {
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

// An async iterator of {eventType, filename}; internal/fs/watchers loads on first use.
// Node's function is named _watch.
function _watch(filename, options = undefined) {
  return require('internal/fs/watchers').watchAsync(filename, options);
}

// The common shapes are native; everything else comes back to the *Slow functions above.
require('fs');
const readFile = binding.entry('promisesReadFile', readFileSlow);
// The native entry sends data over 512 KiB back to writeFileSlow (the handle path).
const writeFile = binding.entry('promisesWriteFile', writeFileSlow);

// Node's key order; the ops modules provide every name but open and the whole-file family.
const ops = {
  ...require('internal/fs/fd_ops').promises,
  ...require('internal/fs/meta_ops').promises,
  ...require('internal/fs/dir_ops').promises,
  open,
  readFile,
  writeFile,
  appendFile,
  watch: _watch,
};
const kOrder = ['access', 'copyFile', 'cp', 'glob', 'open', 'opendir', 'rename', 'truncate',
  'rm', 'rmdir', 'mkdir', 'readdir', 'readlink', 'symlink', 'lstat', 'stat', 'statfs', 'link',
  'unlink', 'chmod', 'lchmod', 'lchown', 'chown', 'utimes', 'lutimes', 'realpath', 'mkdtemp',
  'mkdtempDisposable', 'writeFile', 'appendFile', 'readFile', 'watch'];
module.exports = {};
for (const name of kOrder) if (ops[name] !== undefined) module.exports[name] = ops[name];
for (const name of Object.keys(ops)) if (!(name in module.exports)) module.exports[name] = ops[name];
module.exports.constants = binding.constants;

// Every fs module has loaded: each native entry must have its JS version by now.
binding.assertEntriesClaimed();
