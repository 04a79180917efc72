'use strict';
// internal/fs/dir: fs.opendir / fs.opendirSync / fsPromises.opendir and the Dir class over
// a native DIR handle (binding.opendir / dirRead / dirClose). Entries are read in batches
// of `bufferSize` per native call and handed out one by one. Async operations on one Dir
// queue behind each other; sync ones during an async one throw
// ERR_DIR_CONCURRENT_OPERATION, as in Node. `recursive: true` walks subdirectories in
// Node's order: a subdirectory is opened when its entry is handed out, and the open ones are
// read in turn, a batch each, before the next batch of the directory itself.

const pathModule = require('path');
const { codes, lazyErrors } = require('internal/errors_lazy');
const { binding, getOptions, getValidatedPath, Dirent } = require('internal/fs/utils');
const { validateFunction, validateUint32 } = require('internal/validators');

const kUsePromises = binding.kUsePromises;

function wantsBuffer(encoding) {
  // A falsy encoding is UTF-8, as Node's native encoding parser takes it.
  return !!encoding && encoding !== 'utf8' && encoding !== 'utf-8';
}

class Dir {
  #handle;
  #path;
  #encoding;
  #bufferSize;
  #recursive;
  #closed = false;
  // Entries read but not handed out yet: [name, type, parentPath, whether the walk
  // (recursive) goes into it].
  #buffered = [];
  // Open subdirectories of the walk (recursive), as { handle, path }.
  #subdirs = [];
  // null when idle; an array of queued operations while an async one runs.
  #queue = null;

  constructor(handle, path, options) {
    if (handle == null) throw new codes.ERR_MISSING_ARGS('handle');
    this.#handle = handle;
    this.#path = path;
    this.#encoding = options.encoding;
    this.#bufferSize = options.bufferSize ?? 32;
    this.#recursive = Boolean(options.recursive);
  }

  get path() {
    if (!(this instanceof Dir) || !(#handle in this)) throw new codes.ERR_INVALID_THIS('Dir');
    return this.#path;
  }

  #take(batch, parent) {
    const names = batch[0];
    const types = batch[1];
    const enc = this.#encoding;
    const decode = wantsBuffer(enc) && enc !== 'buffer';
    for (let i = 0; i < names.length; i++) {
      const name = decode ? names[i].toString(enc) : names[i];
      this.#buffered.push([name, types[i], parent, this.#recursive && types[i] === 2]);
    }
  }

  // A subdirectory is opened as its entry is handed out; failing that (EACCES) is this
  // read's error, naming the subdirectory, and the entry is not handed out. Its path joins
  // the entry's parentPath and name as handed out, as Node's does: with Buffer names or a
  // Buffer path that join throws, and other encodings' names make a path that is not there.
  #next() {
    const [name, type, parent, walk] = this.#buffered.shift();
    if (walk) {
      const sub = pathModule.join(parent, name);
      let handle;
      try {
        handle = binding.opendir(sub);
      } catch (err) {
        throw withPath(err, sub);
      }
      this.#subdirs.push({ handle, path: sub });
    }
    return new Dirent(name, type, parent);
  }

  // Reads the open subdirectories in turn (one that gave entries goes to the back) until
  // some entry is buffered; true when one is.
  #fillFromSubdirs() {
    while (this.#subdirs.length > 0) {
      const sub = this.#subdirs.shift();
      const batch = binding.dirRead(sub.handle, this.#bufferSize, wantsBuffer(this.#encoding));
      if (batch !== null && batch[0].length > 0) {
        this.#take(batch, sub.path);
        this.#subdirs.push(sub);
      } else {
        binding.dirClose(sub.handle);
      }
      if (this.#buffered.length > 0) break;
    }
    return this.#buffered.length > 0;
  }

  #closeSubdirs() {
    const subs = this.#subdirs;
    this.#subdirs = [];
    for (const sub of subs) binding.dirClose(sub.handle);
  }

  readSync() {
    if (this.#closed) throw new codes.ERR_DIR_CLOSED();
    if (this.#queue !== null) throw new codes.ERR_DIR_CONCURRENT_OPERATION();
    for (;;) {
      if (this.#fillFromSubdirs()) return this.#next();
      const batch = binding.dirRead(this.#handle, this.#bufferSize, wantsBuffer(this.#encoding));
      if (batch === null) return null;
      this.#take(batch, this.#path);
    }
  }

  #drain() {
    const queue = this.#queue;
    this.#queue = null;
    for (const op of queue) op();
  }

  // As Node's: entries already buffered or read from the open subdirectories are handed out
  // at once (a failure to open a subdirectory reaches the callback synchronously); only
  // the directory itself is read asynchronously.
  #readAsync(callback) {
    if (this.#fillFromSubdirs()) {
      let dirent;
      try {
        dirent = this.#next();
      } catch (err) {
        callback(err);
        return;
      }
      process.nextTick(callback, null, dirent);
      return;
    }
    this.#queue = [];
    const step = () => {
      binding.dirRead(this.#handle, this.#bufferSize, wantsBuffer(this.#encoding), (err, batch) => {
        if (err || batch === null) {
          process.nextTick(() => this.#drain());
          return callback(err, batch);
        }
        this.#take(batch, this.#path);
        if (this.#buffered.length === 0) return step();
        process.nextTick(() => this.#drain());
        let dirent;
        try {
          dirent = this.#next();
        } catch (e) {
          return callback(e);
        }
        callback(null, dirent);
      });
    };
    step();
  }

  read(callback) {
    if (callback === undefined) {
      return new Promise((resolve, reject) => {
        try {
          this.read((err, dirent) => (err ? reject(err) : resolve(dirent)));
        } catch (err) {
          reject(err);
        }
      });
    }
    if (this.#closed) throw new codes.ERR_DIR_CLOSED();
    validateFunction(callback, 'callback');
    if (this.#queue !== null) {
      this.#queue.push(() => {
        try {
          this.read(callback);
        } catch (err) {
          callback(err);
        }
      });
      return undefined;
    }
    this.#readAsync(callback);
    return undefined;
  }

  close(callback) {
    if (callback === undefined) {
      if (this.#closed) return Promise.reject(new codes.ERR_DIR_CLOSED());
      return new Promise((resolve, reject) => {
        this.close((err) => (err ? reject(err) : resolve()));
      });
    }
    validateFunction(callback, 'callback');
    if (this.#closed) {
      process.nextTick(callback, new codes.ERR_DIR_CLOSED());
      return undefined;
    }
    if (this.#queue !== null) {
      this.#queue.push(() => this.close(callback));
      return undefined;
    }
    this.#closeSubdirs();
    this.#closed = true;
    binding.dirClose(this.#handle, (err) => callback(err || null));
    return undefined;
  }

  closeSync() {
    if (this.#closed) throw new codes.ERR_DIR_CLOSED();
    if (this.#queue !== null) throw new codes.ERR_DIR_CONCURRENT_OPERATION();
    this.#closeSubdirs();
    this.#closed = true;
    binding.dirClose(this.#handle);
  }

  async* entries() {
    try {
      for (;;) {
        const dirent = await this.read();
        if (dirent === null) break;
        yield dirent;
      }
    } finally {
      if (!this.#closed) await this.close();
    }
  }

  [Symbol.dispose]() {
    if (this.#closed) return;
    this.closeSync();
  }

  async [Symbol.asyncDispose]() {
    if (this.#closed) return;
    await this.close();
  }
}

Object.defineProperty(Dir.prototype, Symbol.asyncIterator, {
  __proto__: null,
  value: Dir.prototype.entries,
  writable: true,
  enumerable: false,
  configurable: true,
});

// Node validates bufferSize in Dir's constructor, after the directory is open: an open
// error wins over a bad bufferSize. (Its callback and promise forms then throw the
// validation error from the open's completion, uncaught, and never settle; minirt reports it
// through the call instead: docs/FS-SEMANTICS.md, "Fuzzing".)
function dirOptions(options) {
  return getOptions(options, { encoding: 'utf8' });
}

function checkBufferSize(options) {
  if (options.bufferSize !== undefined) {
    validateUint32(options.bufferSize, 'options.bufferSize', true);
  }
}

function newDir(handle, path, options) {
  try {
    checkBufferSize(options);
  } catch (err) {
    binding.dirClose(handle);
    throw err;
  }
  return new Dir(handle, path, options);
}

// Node's async opendir names the path in its error (ENOENT: ..., opendir 'p'); the sync
// one does not, and neither does the binding.
function withPath(err, path) {
  if (err === null || typeof err !== 'object' || err.path !== undefined ||
      typeof err.errno !== 'number') {
    return err;
  }
  const e = lazyErrors().uvException({ errno: err.errno, syscall: err.syscall, path });
  // Made once the loop settles the request: no JS frames.
  e.stack = `Error: ${e.message}`;
  return e;
}

// A plain Uint8Array path means its bytes, as a Buffer would.
function bytesPath(path) {
  if (typeof path === 'string' || Buffer.isBuffer(path)) return path;
  return Buffer.from(path.buffer, path.byteOffset, path.byteLength);
}

function opendir(path, options, callback) {
  callback = typeof options === 'function' ? options : callback;
  validateFunction(callback, 'callback');
  path = bytesPath(getValidatedPath(path));
  options = dirOptions(typeof options === 'function' ? undefined : options);
  binding.opendir(path, (err, handle) => {
    if (err) return callback(withPath(err, path));
    let dir;
    try {
      dir = newDir(handle, path, options);
    } catch (e) {
      return callback(e);
    }
    callback(null, dir);
  });
}

function opendirSync(path, options) {
  path = bytesPath(getValidatedPath(path));
  options = dirOptions(options);
  return newDir(binding.opendir(path), path, options);
}

// Node's fs.promises.opendir is the callback form promisified: with no arguments at all the
// promise's own callback lands in `path` and the missing callback is what fails; a third
// argument takes the callback's place.
function opendirPromise(path, options, ...rest) {
  try {
    if (arguments.length === 0) throw new codes.ERR_INVALID_ARG_TYPE('callback', 'Function', undefined);
    if (arguments.length > 2 && typeof options !== 'function' && typeof rest[0] !== 'function') {
      throw new codes.ERR_INVALID_ARG_TYPE('callback', 'Function', rest[0]);
    }
    path = bytesPath(getValidatedPath(path));
    options = dirOptions(options);
    return binding.opendir(path, kUsePromises).then((handle) => newDir(handle, path, options),
      (err) => { throw withPath(err, path); });
  } catch (err) {
    return Promise.reject(err);
  }
}

module.exports = { Dir, opendir, opendirSync, opendirPromise };
