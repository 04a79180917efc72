'use strict';
// fs/promises: a first cut of Node's promise API. readFile/writeFile/appendFile use the same
// native jobs as the callback API, with the promise made and settled in Rust (no JS
// wrapper promise, no `then` layer); every validation failure becomes a rejection, as with
// Node's async functions. The remaining functions wrap the binding's kUsePromises mode.
// FileHandle (fsPromises.open) is not implemented yet.

const { Buffer } = require('buffer');
const {
  binding, getOptions, copyObject, getValidatedPath, stringToFlags, parseFileMode,
  validateOptionsBuffer, validateWriteData, validateBoolean, abortErrorFor,
  getStatsFromBinding, isArrayBufferView,
} = require('internal/fs/utils');

const kUsePromises = binding.kUsePromises;
const kReadFileDefaults = { __proto__: null, flag: 'r' };
const kWriteFileDefaults = { __proto__: null, encoding: 'utf8', mode: 0o666, flag: 'w', flush: false };

function readFileSlow(path, options) {
  try {
    options = getOptions(options, kReadFileDefaults);
    validateOptionsBuffer(options.buffer);
    const signal = options.signal;
    if (signal !== undefined && signal.aborted) return Promise.reject(abortErrorFor(signal));
    path = getValidatedPath(path);
    const flags = stringToFlags(options.flag || 'r');
    if (options.buffer !== undefined) {
      // Reading into the caller's memory goes through the callback implementation.
      const opts = { ...options, flag: flags };
      return new Promise((resolve, reject) => {
        require('fs').readFile(path, opts, (err, data) => (err ? reject(err) : resolve(data)));
      });
    }
    return binding.readFileJob(path, flags, options.encoding || undefined, signal, kUsePromises);
  } catch (err) {
    return Promise.reject(err);
  }
}

function writeFileSlow(path, data, options) {
  try {
    options = getOptions(options, kWriteFileDefaults);
    const flush = options.flush ?? false;
    validateBoolean(flush, 'options.flush');
    const mode = parseFileMode(options.mode, 'mode', 0o666);
    const flag = options.flag || 'w';
    if (!isArrayBufferView(data)) {
      if (typeof data === 'object' && data !== null && typeof data[Symbol.iterator] === 'function') {
        const parts = [];
        for (const item of data) {
          parts.push(isArrayBufferView(item) ? Buffer.from(item.buffer, item.byteOffset, item.byteLength) :
            Buffer.from(item, options.encoding || 'utf8'));
        }
        data = Buffer.concat(parts);
      } else {
        validateWriteData(data);
        const enc = options.encoding || 'utf8';
        if (enc !== 'utf8' && enc !== 'utf-8') data = Buffer.from(data, enc);
      }
    }
    const signal = options.signal;
    if (signal !== undefined && signal.aborted) return Promise.reject(abortErrorFor(signal));
    path = getValidatedPath(path);
    const flags = stringToFlags(flag, 'options.flag');
    if (!flush) return binding.writeFileJob(path, data, flags, mode, signal, kUsePromises);
    // flush: open, write-all, fsync, close through the callback implementation.
    return new Promise((resolve, reject) => {
      require('fs').writeFile(path, data, { ...options, flag: flags, mode },
        (err) => (err ? reject(err) : resolve()));
    });
  } catch (err) {
    return Promise.reject(err);
  }
}

function appendFile(path, data, options) {
  try {
    options = getOptions(options, { __proto__: null, encoding: 'utf8', mode: 0o666, flag: 'a' });
    parseFileMode(options.mode, 'mode', 0o666);
    options = copyObject(options);
    options.flag ||= 'a';
    return binding.promisesWriteFile(path, data, options);
  } catch (err) {
    return Promise.reject(err);
  }
}

function wrap(fn) {
  return function(...args) {
    try {
      return fn(...args);
    } catch (err) {
      return Promise.reject(err);
    }
  };
}

// The common shapes (`readFile(path)`, `readFile(path, 'utf8')`, `writeFile(path, data)`)
// are native; everything else comes back to the *Slow functions above.
require('fs');
binding.setup({ slow: { promisesReadFile: readFileSlow, promisesWriteFile: writeFileSlow } });

module.exports = {
  readFile: binding.promisesReadFile,
  writeFile: binding.promisesWriteFile,
  appendFile,
  stat: wrap((p) => binding.stat(getValidatedPath(p), true, kUsePromises).then(getStatsFromBinding)),
  lstat: wrap((p) => binding.lstat(getValidatedPath(p), true, kUsePromises).then(getStatsFromBinding)),
  access: wrap((p, mode = 0) => binding.access(getValidatedPath(p), mode, kUsePromises)),
  unlink: wrap((p) => binding.unlink(getValidatedPath(p), kUsePromises)),
  rmdir: wrap((p) => binding.rmdir(getValidatedPath(p), kUsePromises)),
  rename: wrap((a, b) => binding.rename(getValidatedPath(a, 'oldPath'), getValidatedPath(b, 'newPath'), kUsePromises)),
  mkdir: wrap((p, options) => {
    const recursive = Boolean(options && typeof options === 'object' && options.recursive);
    const mode = typeof options === 'object' && options !== null && options.mode !== undefined ?
      parseFileMode(options.mode, 'options.mode') : 0o777;
    return binding.mkdir(getValidatedPath(p), mode, recursive, kUsePromises);
  }),
  readdir: wrap((p) => binding.readdir(getValidatedPath(p), false, kUsePromises)),
  realpath: wrap((p) => binding.realpath(getValidatedPath(p), kUsePromises)),
  mkdtemp: wrap((p) => binding.mkdtemp(getValidatedPath(p, 'prefix'), kUsePromises)),
  rm: wrap((p, options) => new Promise((resolve, reject) => {
    require('fs').rm(p, options, (err) => (err ? reject(err) : resolve()));
  })),
  constants: binding.constants,
};
