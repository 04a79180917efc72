// `worker_threads`: Worker (a second isolate on its own thread, internal/worker/remote and
// internalBinding('worker')), message channels and broadcast channels (internal/worker/io),
// the Web Locks manager (internal/worker/locks), environment data, the (un)cloneable and
// untransferable marks. Inside a worker, isMainThread, parentPort, workerData and threadId
// come from internal/worker/child.
'use strict';

const io = require('internal/worker/io');
const child = require('internal/worker/child');
const EventEmitter = require('events');

const kId = Symbol('kId');
const kPort = Symbol('kPort');
const kStdio = Symbol('kStdio');
const kExited = Symbol('kExited');
const kExitWaiters = Symbol('kExitWaiters');
const kThreadId = Symbol('kThreadId');
const kName = Symbol('kName');
const kLimits = Symbol('kLimits');
const kHandle = Symbol('kHandle');
const kCpuRequests = Symbol('kCpuRequests');
const kInitFailure = Symbol('kInitFailure');
const SHARE_ENV = Symbol.for('nodejs.worker_threads.SHARE_ENV');

function lazyCodes() {
  return require('internal/errors').codes;
}

// The filename as Node takes it: an absolute or ./ ../ relative path, or a file: URL.
function resolveFilename(filename, options) {
  const codes = lazyCodes();
  const path = require('path');
  if (options.eval && typeof filename !== 'string') {
    throw new codes.ERR_INVALID_ARG_VALUE('options.eval', options.eval,
      'must be false when \'filename\' is not a string');
  }
  if (filename !== null && typeof filename === 'object' && typeof filename.href === 'string' &&
      typeof filename.protocol === 'string') {
    // A data: URL is an ES module of its own.
    if (filename.protocol === 'data:') return { dataUrl: filename.href };
    if (filename.protocol !== 'file:') throw new codes.ERR_INVALID_URL_SCHEME('file');
    return require('internal/url').fileURLToPath(filename);
  }
  if (typeof filename !== 'string') {
    throw new codes.ERR_INVALID_ARG_TYPE('filename', ['string', 'URL'], filename);
  }
  if (options.eval) return filename;
  if (!path.isAbsolute(filename) && !filename.startsWith('./') && !filename.startsWith('../')) {
    throw new codes.ERR_WORKER_PATH(filename);
  }
  return path.resolve(filename);
}

// The worker's environment: a copy of `env` (process.env by default), or null to share.
function envPairs(env) {
  if (env === SHARE_ENV) return null;
  const source = env === undefined || env === null ? process.env : env;
  const pairs = [];
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value === undefined) continue;
    // V8's words for the conversion a template string would do.
    if (typeof value === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
    pairs.push([key, `${value}`]);
  }
  return pairs;
}

const kV8Flag = new RegExp('^--(?:expose[-_]gc|allow[-_]natives[-_]syntax|' +
  'expose[-_]externalize[-_]string|stack[-_]trace[-_]limit|harmony[-_]|js[-_]source[-_]phase|' +
  'stress[-_]compaction|predictable[-_]gc|no[-_]?concurrent)');

function validateOptions(options) {
  const { codes } = require('internal/errors');
  // Node reads the options without checking their type: a primitive has none of them, and
  // null fails on the first read (V8's words).
  if (options === null) throw new TypeError("Cannot read properties of null (reading 'execArgv')");
  if (options.execArgv !== undefined && !Array.isArray(options.execArgv)) {
    throw new codes.ERR_INVALID_ARG_TYPE('options.execArgv', 'Array', options.execArgv);
  }
  if (options.argv !== undefined && !Array.isArray(options.argv)) {
    throw new codes.ERR_INVALID_ARG_TYPE('options.argv', 'Array', options.argv);
  }
  const env = options.env;
  if (env !== undefined && env !== null && env !== SHARE_ENV && typeof env !== 'object') {
    throw new codes.ERR_INVALID_ARG_TYPE('options.env',
      ['object', 'undefined', 'null', 'worker_threads.SHARE_ENV'], env);
  }
  if (options.name !== undefined) {
    require('internal/validators').validateString(options.name, 'options.name');
  }
  const check = internalBinding('worker').checkExecArgv;
  if (options.execArgv !== undefined) {
    const args = options.execArgv.map((a) => `${a}`);
    const bad = check(args);
    // V8's flags act on the whole process: a worker takes them only by inheriting the
    // parent's execArgv, never from a list of its own.
    for (const arg of args) {
      if (kV8Flag.test(arg) && !bad.includes(arg)) bad.push(arg);
    }
    if (bad.length > 0) throw new codes.ERR_WORKER_INVALID_EXEC_ARGV(bad);
  }
  if (env !== null && typeof env === 'object' && typeof env.NODE_OPTIONS === 'string') {
    // Per-process options there are left to the process (Node ignores them in a worker).
    const bad = check(env.NODE_OPTIONS.split(/\s+/).filter((a) => a !== '' &&
      !/^--(?:title|redirect-warnings)(?:=|$)/.test(a)));
    if (bad.length > 0) {
      throw new codes.ERR_WORKER_INVALID_EXEC_ARGV(bad, 'invalid NODE_OPTIONS env variable');
    }
  }
}

// The limits as Node reports them before the heap is set up: a number given, -1 for the
// rest; a stack size that is not positive is the 4 MB default.
const kLimitNames = ['maxYoungGenerationSizeMb', 'maxOldGenerationSizeMb', 'codeRangeSizeMb',
  'stackSizeMb'];
function parseResourceLimits(limits) {
  const out = {};
  for (const name of kLimitNames) {
    const value = limits !== null && typeof limits === 'object' ? limits[name] : undefined;
    out[name] = typeof value === 'number' ? value : -1;
  }
  if (!(out.stackSizeMb > 0)) out.stackSizeMb = 4;
  return out;
}

// What async_hooks sees of a worker and of its port, as Node's native handles: a WORKER
// resource whose hasRef() follows ref()/unref() until the handle is gone after 'exit', and
// the worker's MESSAGEPORT.
class WorkerHandle {
  #refed = true;
  #closed = false;

  setRef(refed) {
    this.#refed = refed;
  }

  close() {
    this.#closed = true;
  }

  hasRef() {
    return this.#closed ? undefined : this.#refed;
  }
}

function initResource(resource, type) {
  const hooks = require('internal/async_hooks');
  const asyncId = hooks.newAsyncId();
  Object.defineProperty(resource, hooks.symbols.async_id_symbol, {
    __proto__: null, value: asyncId, configurable: true, writable: true,
  });
  if (hooks.fields.init > 0) {
    hooks.emitInit(asyncId, type, hooks.getDefaultTriggerAsyncId(), resource);
  }
}

function destroyResource(resource) {
  const hooks = require('internal/async_hooks');
  const asyncId = resource[hooks.symbols.async_id_symbol];
  if (asyncId > 0 && hooks.fields.destroy > 0) hooks.emitDestroy(asyncId);
}

let nextCpuRequest = 1;

// A Node worker's event loop takes five descriptors (epoll, eventfds, the signal pipe) as
// its thread starts; with fewer free, the worker ends at once with exit code 0 after an
// ERR_WORKER_INIT_FAILED naming the error. Returns that error's code, or undefined when the
// descriptors are there.
const kLoopFds = 5;
function loopFdsUnavailable() {
  // Through the binding: a program's own fs.openSync (patched, spied on) sees nothing.
  const binding = internalBinding('fs');
  const held = [];
  let code;
  try {
    while (held.length < kLoopFds) held.push(binding.open('/dev/null', 0 /* O_RDONLY */, 0));
  } catch (err) {
    if (err.code === 'EMFILE' || err.code === 'ENFILE') code = err.code;
  } finally {
    for (const fd of held) binding.close(fd);
  }
  return code;
}

// The Readable side of a worker's stdout or stderr in the parent.
function parentReadable() {
  const { Readable } = require('stream');
  return new Readable({ read() {} });
}

// worker.performance.eventLoopUtilization(): the worker loop's idle and active time as its
// parent reads them; zeros before that loop starts and once the worker has exited.
function eventLoopUtilization(util1, util2) {
  const { binding } = require('internal/worker/remote');
  const times = this[kExited] || typeof binding.loopTimes !== 'function' ?
    undefined : binding.loopTimes(this[kId]);
  if (times === undefined) return { idle: 0, active: 0, utilization: 0 };
  if (util2) {
    const idle = util1.idle - util2.idle;
    const active = util1.active - util2.active;
    return { idle, active, utilization: active / (idle + active) };
  }
  const [idle, active] = times;
  if (!util1) return { idle, active, utilization: active / (idle + active) };
  const idleDelta = idle - util1.idle;
  const activeDelta = active - util1.active;
  return { idle: idleDelta, active: activeDelta, utilization: activeDelta / (idleDelta + activeDelta) };
}

class Worker extends EventEmitter {
  constructor(filename, options = {}) {
    super();
    validateOptions(options);
    filename = resolveFilename(filename, options);
    const remote = require('internal/worker/remote');
    const dataUrl = typeof filename === 'object' ? filename.dataUrl : undefined;
    const config = {
      eval: dataUrl === undefined && !!options.eval,
      filename: dataUrl === undefined ? filename : undefined,
      dataUrl,
      argv: (options.argv ?? []).map((a) => String(a)),
      workerData: options.workerData,
      stdin: !!options.stdin,
      name: options.name === undefined ? '' : options.name,
      environmentData: new Map(environmentData),
      resourceLimits: parseResourceLimits(options.resourceLimits),
      cwdCounter: child.sharedCwdCounter(),
      initFailure: loopFdsUnavailable(),
    };
    // Node spreads the list as an array-like: what has no length adds nothing.
    const transferList = options.transferList ?
      Array.prototype.slice.call(Object(options.transferList)) : [];
    // The worker's end of its postMessageToThread() channel.
    const messaging = new io.MessageChannel();
    config.messagingPort = messaging.port2;
    transferList.push(messaging.port2);
    const out = io.serializeForThread(config, transferList, undefined);
    const execArgv = options.execArgv ?? require('internal/natives').execArgv
      .slice(require('internal/natives').nodeOptionsArgs);
    const [id, threadId] = remote.binding.spawn(remote.envelope(out), execArgv,
      envPairs(options.env), out.buffers, out.shared);
    this[kId] = id;
    this[kThreadId] = threadId;
    this[kName] = config.name;
    this[kLimits] = config.resourceLimits;
    this[kInitFailure] = config.initFailure;
    require('internal/worker/messaging').register(threadId, messaging.port1);
    this[kExited] = false;
    this[kExitWaiters] = [];
    this.performance = { eventLoopUtilization: eventLoopUtilization.bind(this) };
    this[kHandle] = new WorkerHandle();
    // Request number -> [resolve, reject, prev] of cpuUsage() calls waiting for the worker.
    this[kCpuRequests] = new Map();
    initResource(this[kHandle], 'WORKER');

    const stdout = parentReadable();
    const stderr = parentReadable();
    let stdin = null;
    if (options.stdin) {
      const { Writable } = require('stream');
      stdin = new Writable({
        write(chunk, encoding, cb) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
          remote.binding.post(id, remote.kinds.STDIN, bytes, [], [], false);
          cb();
        },
        final(cb) {
          remote.binding.post(id, remote.kinds.STDIN_END, new Uint8Array(0), [], [], false);
          cb();
        },
      });
    }
    this[kStdio] = { stdin, stdout, stderr };
    if (!options.stdout) pipeQuietly(stdout, process.stdout);
    if (!options.stderr) pipeQuietly(stderr, process.stderr);

    // The worker's end of the channel, as a port: its messages become 'message' events.
    // The worker's end of the channel, as a port for postMessage(); what comes back is
    // handled here, as it arrives (the poll phase, as in Node), without a port's queue.
    const port = io.portForEndpoint(id);
    const state = port[io.kState];
    remote.register(id, (kind, data, buffers, shared) =>
      this.#incoming(kind, data, buffers, shared, state));
    this[kPort] = port;
    port.unref();
    initResource(port, 'MESSAGEPORT');
    require('internal/diagnostics_channel/builtin')
      .publish('worker_threads', () => ({ worker: this }));
    process.nextTick(() => process.emit('worker', this));
  }

  #incoming(kind, data, buffers, shared, state) {
    const remote = require('internal/worker/remote');
    if (kind === remote.kinds.MESSAGE || kind === remote.kinds.MESSAGE_WITH_PORTS) {
      let message;
      try {
        message = remote.readMessage(kind, data, buffers, shared);
      } catch (err) {
        this.emit('messageerror', err);
        return;
      }
      this.emit('message', message.data);
      return;
    }
    this.#control(kind, data, buffers, shared, state);
  }

  #control(kind, data, buffers, shared, state) {
    const remote = require('internal/worker/remote');
    switch (kind) {
      case remote.kinds.CLOSE:
        return true;
      case remote.kinds.ONLINE:
        this.emit('online');
        return;
      case remote.kinds.STDOUT:
        this[kStdio].stdout.push(data);
        return;
      case remote.kinds.STDERR:
        this[kStdio].stderr.push(data);
        return;
      case remote.kinds.MESSAGING: {
        const record = remote.readMessage(remote.kinds.MESSAGE_WITH_PORTS, data, buffers, shared);
        require('internal/worker/messaging').fromChild(record.data);
        return;
      }
      case remote.kinds.CPU_USAGE_REPLY: {
        const [request, user, system] = new Float64Array(Uint8Array.from(data).buffer);
        const waiting = this[kCpuRequests].get(request);
        if (waiting === undefined) return;
        this[kCpuRequests].delete(request);
        const [resolve, , prev] = waiting;
        resolve(prev ? { user: user - prev.user, system: system - prev.system } :
          { user, system });
        return;
      }
      case remote.kinds.ERROR: {
        const err = child.deserializeError(data, buffers, shared);
        this.emit('error', err);
        return;
      }
      case remote.kinds.EXIT: {
        remote.unregister(this[kId]);
        state.remote = undefined;
        this[kExited] = true;
        this[kThreadId] = -1;
        this[kName] = null;
        const { stdout, stderr } = this[kStdio];
        if (!stdout.readableEnded) stdout.push(null);
        if (!stderr.readableEnded) stderr.push(null);
        const waiters = this[kExitWaiters];
        this[kExitWaiters] = [];
        this[kPort].unref();
        destroyResource(this[kPort]);
        for (const [, reject] of this[kCpuRequests].values()) {
          reject(new (lazyCodes().ERR_WORKER_NOT_RUNNING)());
        }
        this[kCpuRequests].clear();
        if (this[kInitFailure] !== undefined) {
          this.emit('error', new (lazyCodes().ERR_WORKER_INIT_FAILED)(this[kInitFailure]));
        }
        this.emit('exit', data);
        for (const resolve of waiters) resolve(data);
        this.removeAllListeners('message');
        // The handle is gone once 'exit' was handled.
        this[kHandle].close();
        destroyResource(this[kHandle]);
        return;
      }
    }
  }

  postMessage(...args) {
    if (this[kExited]) return;
    if (args.length === 0) {
      const err = new TypeError('Not enough arguments to MessagePort.postMessage');
      err.code = 'ERR_MISSING_ARGS';
      throw err;
    }
    this[kPort].postMessage(...args);
  }

  terminate(callback) {
    if (typeof callback === 'function') {
      process.emitWarning('Passing a callback to worker.terminate() is deprecated. ' +
        'It returns a Promise instead.', 'DeprecationWarning', 'DEP0132');
    }
    if (this[kExited]) {
      if (typeof callback === 'function') process.nextTick(callback, null, undefined);
      return Promise.resolve();
    }
    const { promise, resolve } = Promise.withResolvers();
    this[kExitWaiters].push(resolve);
    if (typeof callback === 'function') promise.then((code) => callback(null, code));
    // Waiting for the exit keeps the process alive, even for an unref'd worker.
    internalBinding('worker').setRef(this[kId], true);
    this[kHandle].setRef(true);
    internalBinding('worker').terminate(this[kId]);
    return promise;
  }

  ref() {
    if (this[kExited]) return;
    internalBinding('worker').setRef(this[kId], true);
    this[kHandle].setRef(true);
    this[kPort].ref();
  }

  unref() {
    if (this[kExited]) return;
    internalBinding('worker').setRef(this[kId], false);
    this[kHandle].setRef(false);
    this[kPort].unref();
  }

  get threadId() {
    return this[kThreadId];
  }

  get threadName() {
    return this[kName];
  }

  get stdin() {
    return this[kStdio].stdin;
  }

  get stdout() {
    return this[kStdio].stdout;
  }

  get stderr() {
    return this[kStdio].stderr;
  }

  get resourceLimits() {
    if (this[kExited]) return {};
    return { ...this[kLimits] };
  }

  // The worker thread measures itself when the request reaches its loop.
  cpuUsage(prev) {
    if (prev) {
      const { validateObject, validateNumber } = require('internal/validators');
      validateObject(prev, 'prev');
      validateNumber(prev.user, 'prev.user', 0);
      validateNumber(prev.system, 'prev.system', 0);
    }
    return new Promise((resolve, reject) => {
      if (this[kExited]) {
        reject(new (lazyCodes().ERR_WORKER_NOT_RUNNING)());
        return;
      }
      const request = nextCpuRequest++;
      this[kCpuRequests].set(request, [resolve, reject, prev || undefined]);
      const remote = require('internal/worker/remote');
      remote.binding.post(this[kId], remote.kinds.CPU_USAGE,
        new Uint8Array(new Float64Array([request]).buffer), [], [], false);
    });
  }

  getHeapSnapshot() {
    throw new (lazyCodes().ERR_METHOD_NOT_IMPLEMENTED)('worker.getHeapSnapshot()');
  }

  async [Symbol.asyncDispose]() {
    await this.terminate();
  }
}

function pipeQuietly(source, dest) {
  const max = dest._maxListeners;
  dest.setMaxListeners(Infinity);
  source.pipe(dest, { end: false });
  dest._maxListeners = max;
}

// Values shared with workers started later; kept as given in this thread, as in Node.
const environmentData = child.environmentData;

function setEnvironmentData(key, value) {
  if (value === undefined) environmentData.delete(key);
  else environmentData.set(key, value);
}

function getEnvironmentData(key) {
  return environmentData.get(key);
}

const threadId = child.threadId;

function postMessageToThread(threadId_, value, transferList, timeout) {
  return require('internal/worker/messaging').postMessageToThread(threadId_, value, transferList,
    timeout);
}

module.exports = {
  isInternalThread: false,
  isMainThread: child.isMainThread,
  MessagePort: io.MessagePort,
  MessageChannel: io.MessageChannel,
  markAsUncloneable: io.markAsUncloneable,
  markAsUntransferable: io.markAsUntransferable,
  isMarkedAsUntransferable: io.isMarkedAsUntransferable,
  moveMessagePortToContext: io.moveMessagePortToContext,
  receiveMessageOnPort: io.receiveMessageOnPort,
  resourceLimits: child.resourceLimits,
  postMessageToThread,
  threadId,
  threadName: child.threadName,
  SHARE_ENV,
  Worker,
  parentPort: child.parentPort,
  workerData: child.workerData,
  BroadcastChannel: io.BroadcastChannel,
  setEnvironmentData,
  getEnvironmentData,
};

// The lock manager loads on first use.
let locks;
Object.defineProperty(module.exports, 'locks', {
  __proto__: null,
  enumerable: true,
  configurable: true,
  get() {
    locks ??= require('internal/worker/locks').locks;
    return locks;
  },
  set(value) {
    locks = value;
  },
});
