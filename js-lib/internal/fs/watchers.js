'use strict';
// internal/fs/watchers: file watching. Owns fs.watch (FSWatcher over the inotify binding
// internalBinding('fs_watch'), runtime/src/bindings/fs_watch.rs), fs.watchFile/fs.unwatchFile
// (StatWatcher: a stat poll on an unref-able timer, libuv's uv_fs_poll semantics) and the
// async iterator behind fs.promises.watch. The `ignore` filter is shared by both watch forms.

const { Buffer } = require('buffer');
const { EventEmitter } = require('events');
const pathModule = require('path');
const { codes, UVException, AbortError } = require('internal/errors');
const {
  binding, getOptions, copyObject, getValidatedPath, getStatsFromBinding, validateFunction,
} = require('internal/fs/utils');
const {
  validateBoolean, validateIgnoreOption, validateUint32, validateObject, validateInteger,
  validateOneOf, validateAbortSignal,
} = require('internal/validators');

let watchBinding;
function native() {
  watchBinding ??= internalBinding('fs_watch');
  return watchBinding;
}

const UV_ENOSPC = -28;
let kResistStopPropagation;

function startError(errno, path) {
  const error = new UVException({
    errno,
    syscall: 'watch',
    path,
    message: errno === UV_ENOSPC ? 'System limit for number of file watchers reached' : '',
  });
  error.filename = path;
  return error;
}

function isUtf8(encoding) {
  return encoding == null || encoding === 'utf8' || encoding === 'utf-8';
}

// Native filenames arrive as strings (UTF-8) or Uint8Arrays (any other encoding).
function decodeName(name, encoding) {
  if (typeof name === 'string') return name;
  const buf = Buffer.from(name.buffer, name.byteOffset, name.length);
  return encoding === 'buffer' ? buf : buf.toString(encoding);
}

// ---------------------------------------------------------------------------------------
// ignore

// One predicate for the `ignore` option: globs (a pattern without a slash also matches
// the last path segment, so '*.log' ignores 'sub/a.log' in a recursive watch), RegExps
// and functions, any of which may match.
function makeIgnoreMatcher(ignore) {
  if (ignore == null) return null;
  const list = Array.isArray(ignore) ? ignore : [ignore];
  if (list.length === 0) return null;
  const tests = list.map((item) => {
    if (typeof item === 'function') return item;
    if (typeof item === 'string') {
      const slashless = !item.includes('/');
      return (name) => pathModule.matchesGlob(name, item) ||
        (slashless && name.includes('/') && pathModule.matchesGlob(pathModule.basename(name), item));
    }
    return (name) => {
      item.lastIndex = 0;
      return item.test(name);
    };
  });
  return (filename) => {
    if (filename == null) return false;
    const name = typeof filename === 'string' ? filename : filename.toString();
    for (let i = 0; i < tests.length; i++) {
      if (tests[i](name)) return true;
    }
    return false;
  };
}

// ---------------------------------------------------------------------------------------
// FSWatcher

const kFSWatchStart = Symbol('kFSWatchStart');

// The native handle: an id in the binding's watcher table, 0 until started.
class FSEvent {
  constructor() {
    this.id = 0;
    this.onchange = null;
  }
  get initialized() { return this.id !== 0; }
  start(path, persistent, recursive, encoding) {
    const raw = !isUtf8(encoding);
    const onchange = this.onchange;
    if (typeof path !== 'string') path = `${path}`;
    const r = native().start(path, recursive === true, raw, (eventType, name) => {
      onchange(0, eventType, raw ? decodeName(name, encoding) : name);
    }, persistent !== false);
    if (typeof r === 'object' || r < 0) return r;
    this.id = r;
    return 0;
  }
  close() {
    if (this.id !== 0) native().close(this.id);
    this.id = 0;
  }
  ref() { if (this.id !== 0) native().setRef(this.id, true); }
  unref() { if (this.id !== 0) native().setRef(this.id, false); }
  hasRef() { return this.id !== 0 && native().hasRef(this.id); }
}

function FSWatcher() {
  EventEmitter.call(this);
  this._handle = new FSEvent();
  this._ignoreMatcher = null;
  // (status, eventType, filename), libuv's shape: a negative status is an error that ends
  // the watch (without a 'close').
  this._handle.onchange = (status, eventType, filename) => {
    if (status < 0) {
      if (this._handle !== null) {
        this._handle.close();
        this._handle = null;
      }
      const error = new UVException({ errno: status, syscall: 'watch', path: filename });
      error.filename = filename;
      this.emit('error', error);
      return;
    }
    if (this._ignoreMatcher !== null && this._ignoreMatcher(filename)) return;
    this.emit('change', eventType, filename);
  };
}
Object.setPrototypeOf(FSWatcher.prototype, EventEmitter.prototype);
Object.setPrototypeOf(FSWatcher, EventEmitter);

FSWatcher.prototype[kFSWatchStart] = function(filename, persistent, recursive, encoding) {
  if (this._handle === null || this._handle.initialized) return;
  filename = getValidatedPath(filename, 'filename');
  const err = this._handle.start(filename, persistent, recursive, encoding);
  if (typeof err === 'object') {
    // A subdirectory of a recursive watch: Node's recursive watcher names it, and the
    // root, by their absolute paths.
    const root = pathModule.resolve(filename);
    const error = startError(err[0], pathModule.resolve(root, err[1]));
    error.filename = root;
    throw error;
  }
  if (err) throw startError(err, filename);
};

// Kept for compatibility (a no-op, as in Node).
FSWatcher.prototype.start = function start() {};

FSWatcher.prototype.close = function close() {
  if (this._handle === null || !this._handle.initialized) return;
  this._handle.close();
  this._handle = null;
  process.nextTick(emitClose, this);
};

function emitClose(self) {
  self.emit('close');
}

FSWatcher.prototype.ref = function ref() {
  if (this._handle !== null) this._handle.ref();
  return this;
};

FSWatcher.prototype.unref = function unref() {
  if (this._handle !== null) this._handle.unref();
  return this;
};

function watch(filename, options, listener) {
  if (typeof options === 'function') listener = options;
  options = getOptions(options, {});
  options = copyObject(options);
  if (options.persistent === undefined) options.persistent = true;
  if (options.recursive === undefined) options.recursive = false;
  const path = getValidatedPath(filename);
  // Node checks the type only of a truthy value: null, 0 and '' watch one level.
  if (options.recursive) validateBoolean(options.recursive, 'options.recursive');
  // Node's recursive watcher checks a given `persistent` before `ignore` and the root.
  if (options.recursive && options.persistent != null) {
    validateBoolean(options.persistent, 'options.persistent');
  }
  validateIgnoreOption(options.ignore, 'options.ignore');

  if (options.recursive) {
    // Node's recursive watcher wants the encoding a string when one is given (0 and false
    // pass the option parsing above but not this).
    const encoding = options.encoding;
    if (encoding != null && typeof encoding !== 'string') {
      throw new codes.ERR_INVALID_ARG_VALUE('options.encoding', encoding);
    }
    statRecursiveRoot(path);
  }
  const watcher = new FSWatcher();
  watcher._ignoreMatcher = makeIgnoreMatcher(options.ignore);
  watcher[kFSWatchStart](path, options.persistent, options.recursive, options.encoding);
  // Node adds a truthy listener only after the watcher has started (a start error wins),
  // and a bad one throws with the watcher left running, so that the process never exits.
  // minirt closes the watcher before throwing (docs/FS-SEMANTICS.md, "Fuzzing").
  if (listener) {
    try {
      validateFunction(listener, 'listener');
    } catch (err) {
      watcher.close();
      throw err;
    }
    watcher.addListener('change', listener);
  }
  const signal = options.signal;
  if (signal) {
    if (signal.aborted) {
      process.nextTick(() => watcher.close());
    } else {
      const onAbort = () => watcher.close();
      kResistStopPropagation ??= require('internal/event_target').kResistStopPropagation;
      signal.addEventListener('abort', onAbort, {
        __proto__: null, once: true, [kResistStopPropagation]: true,
      });
      watcher.once('close', () => signal.removeEventListener('abort', onAbort));
    }
  }
  return watcher;
}

// ---------------------------------------------------------------------------------------
// StatWatcher (watchFile)

const kOldStatus = Symbol('kOldStatus');
const kUseBigint = Symbol('kUseBigint');
const kFSStatWatcherStart = Symbol('kFSStatWatcherStart');
const kRefCount = Symbol('kFSStatWatcherRefCount');
const kMaxRefCount = Symbol('kFSStatWatcherMaxRefCount');
const kAddOrCleanRef = Symbol('kFSStatWatcherAddOrCleanRef');

const kStatFields = 18;
const zeroNumbers = new Array(kStatFields).fill(0);
const zeroBigInts = new Array(kStatFields).fill(0n);

// The fields uv_fs_poll compares: dev, mode, uid, gid, ino, size and the mtime, ctime and
// birthtime pairs (not atime, nlink or blocks).
const kCompared = [0, 1, 3, 4, 7, 8, 12, 13, 14, 15, 16, 17];
function sameStat(a, b) {
  for (let i = 0; i < kCompared.length; i++) {
    if (a[kCompared[i]] !== b[kCompared[i]]) return false;
  }
  return true;
}

// A poll: stat now, then every `interval` ms on a timer that can be unref'd. `busy` is
// uv_fs_poll's state: 0 before the first result, 1 after a good stat, else the last errno
// (the same error twice in a row reports once).
class StatPoll {
  constructor(owner, bigint) {
    this.owner = owner;
    this.bigint = bigint;
    this.path = null;
    this.interval = 0;
    this.timer = null;
    this.refed = true;
    this.busy = 0;
    this.last = bigint ? zeroBigInts : zeroNumbers;
  }
  start(path, interval) {
    this.path = path;
    this.interval = interval;
    this.arm(0);
  }
  arm(ms) {
    const { setTimeout } = require('timers');
    this.timer = setTimeout(() => this.poll(), ms);
    if (!this.refed) this.timer.unref();
  }
  poll() {
    this.timer = null;
    let stats;
    let status = 0;
    try {
      stats = binding.stat(this.path, true, undefined, this.bigint);
    } catch (error) {
      status = typeof error.errno === 'number' ? error.errno : -1;
    }
    const zero = this.bigint ? zeroBigInts : zeroNumbers;
    if (status !== 0) {
      if (this.busy !== status) {
        this.busy = status;
        this.report(status, zero, this.last);
      }
    } else {
      const prev = this.last;
      const changed = this.busy !== 0 && (this.busy < 0 || !sameStat(prev, stats));
      this.last = stats;
      this.busy = 1;
      if (changed) this.report(0, stats, prev);
    }
    // A listener may have stopped the watcher.
    if (this.owner._handle === this) this.arm(Math.max(this.interval, 1));
  }
  report(status, curr, prev) {
    const self = this.owner;
    // Node skips a first report that is the same "missing" as the initial state.
    if (self[kOldStatus] === -1 && status === -1 && curr[2] === prev[2]) return;
    self[kOldStatus] = status;
    self.emit('change', getStatsFromBinding(curr), getStatsFromBinding(prev));
  }
  close() {
    if (this.timer !== null) {
      const { clearTimeout } = require('timers');
      clearTimeout(this.timer);
      this.timer = null;
    }
  }
  ref() {
    this.refed = true;
    if (this.timer !== null) this.timer.ref();
  }
  unref() {
    this.refed = false;
    if (this.timer !== null) this.timer.unref();
  }
}

function StatWatcher(bigint) {
  EventEmitter.call(this);
  this._handle = null;
  this[kOldStatus] = -1;
  this[kUseBigint] = bigint;
  this[kRefCount] = 1;
  this[kMaxRefCount] = 1;
}
Object.setPrototypeOf(StatWatcher.prototype, EventEmitter.prototype);
Object.setPrototypeOf(StatWatcher, EventEmitter);

StatWatcher.prototype[kFSStatWatcherStart] = function(filename, persistent, interval) {
  if (this._handle !== null) return;
  filename = getValidatedPath(filename, 'filename');
  validateUint32(interval, 'interval');
  this._handle = new StatPoll(this, this[kUseBigint] === true);
  if (!persistent) this._handle.unref();
  this[kOldStatus] = -1;
  this._handle.start(`${filename}`, interval);
};

StatWatcher.prototype.start = function start() {};

StatWatcher.prototype.stop = function stop() {
  if (this._handle === null) return;
  process.nextTick(emitStop, this);
  this._handle.close();
  this._handle = null;
};

function emitStop(self) {
  self.emit('stop');
}

// Each watchFile() of the same file adds a reference; ref()/unref() move the count between
// 0 and that maximum, so the timer is unref'd only when every user has unref'd.
StatWatcher.prototype[kAddOrCleanRef] = function(operation) {
  if (operation === 'add') {
    this[kRefCount]++;
    this[kMaxRefCount]++;
  } else if (operation === 'clean') {
    this[kMaxRefCount]--;
    this.unref();
  } else {
    this[kMaxRefCount] = 0;
    this[kRefCount] = 0;
    if (this._handle !== null) this._handle.unref();
  }
};

StatWatcher.prototype.ref = function ref() {
  if (this[kRefCount] === this[kMaxRefCount]) return this;
  if (this._handle !== null && this[kRefCount]++ === 0) this._handle.ref();
  return this;
};

StatWatcher.prototype.unref = function unref() {
  if (this[kRefCount] === 0) return this;
  if (this._handle !== null && --this[kRefCount] === 0) this._handle.unref();
  return this;
};

const statWatchers = new Map();

function watchFile(filename, options, listener) {
  filename = getValidatedPath(filename);
  filename = pathModule.resolve(filename);
  if (options === null || typeof options !== 'object') {
    listener = options;
    options = null;
  }
  // 5007 ms is libev's old default, kept by Node.
  options = { interval: 5007, persistent: true, ...options };
  validateFunction(listener, 'listener');
  let stat = statWatchers.get(filename);
  if (stat === undefined) {
    stat = new StatWatcher(options.bigint);
    stat[kFSStatWatcherStart](filename, options.persistent, options.interval);
    statWatchers.set(filename, stat);
  } else {
    stat[kAddOrCleanRef]('add');
  }
  stat.addListener('change', listener);
  return stat;
}

function unwatchFile(filename, listener) {
  filename = getValidatedPath(filename);
  filename = pathModule.resolve(filename);
  const stat = statWatchers.get(filename);
  if (stat === undefined) return;
  if (typeof listener === 'function') {
    const before = stat.listenerCount('change');
    stat.removeListener('change', listener);
    if (stat.listenerCount('change') < before) stat[kAddOrCleanRef]('clean');
  } else {
    stat.removeAllListeners('change');
    stat[kAddOrCleanRef]('cleanAll');
  }
  if (stat.listenerCount('change') === 0) {
    stat.stop();
    statWatchers.delete(filename);
  }
}

// Node resolves a recursive watch's root (path.resolve: a Buffer is refused) and stats it
// first: a root it cannot reach (missing, a link loop, no search permission on the way) is
// that stat's error, naming the root as `filename` too.
function statRecursiveRoot(path) {
  pathModule.resolve(path);
  const root = pathModule.resolve(`${path}`);
  try {
    binding.stat(root, true, undefined, false);
  } catch (error) {
    error.filename = root;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------
// fs.promises.watch

async function* watchAsync(filename, options = {}) {
  const path = getValidatedPath(filename);
  validateObject(options, 'options');
  const {
    persistent = true,
    recursive = false,
    encoding = 'utf8',
    signal,
    maxQueue = 2048,
    overflow = 'ignore',
  } = options;
  validateBoolean(persistent, 'options.persistent');
  validateBoolean(recursive, 'options.recursive');
  validateInteger(maxQueue, 'options.maxQueue');
  validateOneOf(overflow, 'options.overflow', ['ignore', 'error']);
  validateAbortSignal(signal, 'options.signal');
  validateIgnoreOption(options.ignore, 'options.ignore');
  if (encoding && encoding !== 'buffer' && !Buffer.isEncoding(encoding)) {
    throw new codes.ERR_INVALID_ARG_VALUE('encoding', encoding, 'is invalid encoding');
  }
  if (recursive) statRecursiveRoot(path);
  if (signal?.aborted) throw new AbortError(undefined, { cause: signal.reason });

  const ignored = makeIgnoreMatcher(options.ignore);
  const handle = new FSEvent();
  const queue = [];
  let wake = null;
  const notify = () => {
    if (wake !== null) {
      const w = wake;
      wake = null;
      w();
    }
  };
  const onAbort = () => {
    handle.close();
    notify();
  };
  try {
    if (signal) {
      kResistStopPropagation ??= require('internal/event_target').kResistStopPropagation;
      signal.addEventListener('abort', onAbort, {
        __proto__: null, once: true, [kResistStopPropagation]: true,
      });
    }
    handle.onchange = (status, eventType, name) => {
      if (status < 0) {
        const error = new UVException({ errno: status, syscall: 'watch', path: name });
        error.filename = name;
        handle.close();
        queue.push(error);
        notify();
        return;
      }
      if (ignored !== null && ignored(name)) return;
      if (queue.length < maxQueue) {
        queue.push({ __proto__: null, eventType, filename: name });
      } else if (overflow === 'error') {
        // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
        queue['length'] = 0;
        queue.push(new codes.ERR_FS_WATCH_QUEUE_OVERFLOW(maxQueue));
      } else {
        process.emitWarning('fs.watch maxQueue exceeded');
        return;
      }
      notify();
    };
    const err = handle.start(path, persistent, recursive, encoding);
    if (err) throw startError(err, filename);
    while (!signal?.aborted) {
      if (queue.length === 0) {
        await new Promise((resolve) => { wake = resolve; });
      }
      while (queue.length > 0) {
        const item = queue.shift();
        if (item instanceof Error) throw item;
        yield item;
      }
    }
    throw new AbortError(undefined, { cause: signal?.reason });
  } finally {
    handle.close();
    signal?.removeEventListener('abort', onAbort);
  }
}

module.exports = {
  FSWatcher,
  StatWatcher,
  kFSWatchStart,
  kFSStatWatcherStart,
  api: { watch, watchFile, unwatchFile },
  watchAsync,
};
