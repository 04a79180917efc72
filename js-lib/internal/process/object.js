// The `process` object: an EventEmitter with argv, env, exit handling, hrtime,
// emitWarning, stdout/stderr and the OS facts from internalBinding('process').
'use strict';

const natives = require('internal/natives');
const binding = internalBinding('process');
const { whenLoaded } = require('internal/bootstrap/realm');

function Process() {}
Object.defineProperty(Process.prototype, Symbol.toStringTag, {
  value: 'process', writable: false, enumerable: false, configurable: true,
});
const process = new Process();

// process is an EventEmitter, but parsing events.js is a fifth of start-up and most scripts
// never touch process events. Until something does (or loads 'events' itself), the
// prototype chain ends in a stand-in whose methods splice EventEmitter.prototype in and
// call again. No listener can exist before that, so the stand-in's emit only has to load
// events.js for the two events that do something without listeners: 'error' throws and
// 'warning' has the default printer.
let EventEmitter;
function attachEvents() {
  if (EventEmitter === undefined) {
    // Loading events.js runs this again through the load hook; the inner call does the work.
    const loaded = require('events');
    if (EventEmitter !== undefined) return EventEmitter;
    EventEmitter = loaded;
    Object.setPrototypeOf(Process.prototype, EventEmitter.prototype);
    EventEmitter.call(process);
    process.on('warning', onWarning);
  }
  return EventEmitter;
}
const eventsStandIn = {
  emit(type, ...args) {
    if (EventEmitter === undefined && type !== 'error' && type !== 'warning') return false;
    // EventEmitter.prototype's method, not `this.emit`: a wrapper saved from the stand-in
    // and installed as process.emit (signal-exit does this) would call back here forever.
    return Reflect.apply(attachEvents().prototype.emit, this, [type, ...args]);
  },
};
for (const name of ['on', 'addListener', 'prependListener', 'once', 'prependOnceListener',
  'off', 'removeListener', 'removeAllListeners', 'listeners', 'rawListeners', 'listenerCount',
  'eventNames', 'setMaxListeners', 'getMaxListeners']) {
  eventsStandIn[name] = function (...args) {
    return Reflect.apply(attachEvents().prototype[name], this, args);
  };
}
Object.setPrototypeOf(Process.prototype, eventsStandIn);
whenLoaded('events', attachEvents);

const [uid, euid, gid, egid, pid, ppid] = binding.ids();

function lazyErrors() {
  return require('internal/errors');
}

function uvError(errno, syscall, path) {
  return lazyErrors().uvException({ errno, syscall, path });
}

process.title = 'minirt';
process.version = natives.nodeVersion;
process.versions = {
  node: natives.nodeVersion.slice(1),
  minirt: natives.minirtVersion,
  boa: '0.22.0',
  uv: '1.51.0',
  modules: '141',
};
process.arch = 'x64';
process.platform = 'linux';
process.release = { name: 'node', lts: undefined };
process.config = {
  target_defaults: {},
  variables: {
    asan: 0,
    node_shared: false,
    v8_enable_i18n_support: 0,
    node_use_openssl: false,
    node_shared_openssl: false,
    icu_small: false,
    is_debug: 0,
  },
};
process.features = {
  inspector: false,
  debug: false,
  uv: true,
  ipv6: true,
  tls_alpn: false,
  tls_sni: false,
  tls_ocsp: false,
  tls: false,
  openssl_is_boringssl: false,
  cached_builtins: true,
  require_module: true,
  dtls: false,
  quic: false,
  typescript: false,
};
process.pid = pid;
process.ppid = ppid;
process.execPath = binding.execPath;
process.argv0 = binding.argv0;
process.execArgv = natives.execArgv;
process.argv = [binding.execPath];
process.exitCode = undefined;
process._exiting = false;
// Node defines these only when their flag is given.
if (natives.noDeprecation) process.noDeprecation = true;
if (natives.execArgv.includes('--throw-deprecation')) process.throwDeprecation = true;
if (natives.execArgv.includes('--trace-deprecation')) process.traceDeprecation = true;

// process.env: live view of the OS environment; values are coerced to strings as Node does.
const envTarget = {};
process.env = new Proxy(envTarget, {
  get(target, key) {
    if (typeof key === 'symbol') return target[key];
    return binding.getEnv(key);
  },
  set(target, key, value) {
    if (typeof key === 'symbol') {
      target[key] = value;
      return true;
    }
    if (typeof value === 'symbol') {
      throw new TypeError('Cannot convert a Symbol value to a string');
    }
    binding.setEnv(key, `${value}`);
    return true;
  },
  has(target, key) {
    if (typeof key === 'symbol') return key in target;
    return binding.getEnv(key) !== undefined;
  },
  deleteProperty(target, key) {
    if (typeof key === 'symbol') return delete target[key];
    binding.unsetEnv(key);
    return true;
  },
  ownKeys() {
    return binding.envKeys();
  },
  getOwnPropertyDescriptor(target, key) {
    if (typeof key === 'symbol') return Object.getOwnPropertyDescriptor(target, key);
    const value = binding.getEnv(key);
    if (value === undefined) return undefined;
    return { value, writable: true, enumerable: true, configurable: true };
  },
  defineProperty(target, key, desc) {
    if (typeof key === 'symbol') return Reflect.defineProperty(target, key, desc);
    if ('value' in desc) binding.setEnv(key, `${desc.value}`);
    return true;
  },
});

process.cwd = function cwd() {
  const r = binding.cwd();
  if (typeof r === 'number') throw uvError(r, 'uv_cwd');
  return r;
};

process.chdir = function chdir(directory) {
  const { validateString } = require('internal/validators');
  validateString(directory, 'directory');
  const r = binding.chdir(directory);
  if (r < 0) {
    const err = uvError(r, 'chdir', process.cwd());
    err.dest = directory;
    err.message = err.message.replace(/'$/, `' -> '${directory}'`);
    throw err;
  }
};

process.umask = function umask(mask) {
  if (mask === undefined) return binding.umask(undefined);
  const { parseFileMode } = require('internal/validators');
  return binding.umask(parseFileMode(mask, 'mask'));
};

function hrtime(prev) {
  const ns = binding.hrtimeBigint();
  let sec = Number(ns / 1000000000n);
  let nsec = Number(ns % 1000000000n);
  if (prev !== undefined) {
    if (!Array.isArray(prev)) {
      const { codes } = lazyErrors();
      throw new codes.ERR_INVALID_ARG_TYPE('time', 'an instance of Array', prev);
    }
    if (prev.length !== 2) {
      const { codes } = lazyErrors();
      throw new codes.ERR_OUT_OF_RANGE('time', 2, prev.length);
    }
    sec -= prev[0];
    nsec -= prev[1];
    if (nsec < 0) {
      sec -= 1;
      nsec += 1e9;
    }
  }
  return [sec, nsec];
}
hrtime.bigint = function bigint() {
  return binding.hrtimeBigint();
};
process.hrtime = hrtime;
process.uptime = function uptime() {
  return binding.uptime();
};

function memoryUsage() {
  const [rss] = binding.memoryUsage();
  return { rss, heapTotal: rss, heapUsed: Math.floor(rss / 2), external: 0, arrayBuffers: 0 };
}
memoryUsage.rss = function rss() {
  return binding.memoryUsage()[0];
};
process.memoryUsage = memoryUsage;
process.cpuUsage = function cpuUsage(prev) {
  const [user, system] = binding.cpuUsage();
  if (prev) return { user: user - prev.user, system: system - prev.system };
  return { user, system };
};
process.resourceUsage = function resourceUsage() {
  const [user, system] = binding.cpuUsage();
  return { userCPUTime: user, systemCPUTime: system, maxRSS: Math.floor(binding.memoryUsage()[0] / 1024) };
};
// Asked each time: the set*id calls below change them.
process.getuid = function getuid() { return binding.ids()[0]; };
process.geteuid = function geteuid() { return binding.ids()[1]; };
process.getgid = function getgid() { return binding.ids()[2]; };
process.getegid = function getegid() { return binding.ids()[3]; };
process.getgroups = function getgroups() {
  return processMethods().getgroups(binding.ids()[3]);
};

const signals = {
  SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGILL: 4, SIGTRAP: 5, SIGABRT: 6, SIGIOT: 6, SIGBUS: 7,
  SIGFPE: 8, SIGKILL: 9, SIGUSR1: 10, SIGSEGV: 11, SIGUSR2: 12, SIGPIPE: 13, SIGALRM: 14,
  SIGTERM: 15, SIGCHLD: 17, SIGSTKFLT: 16, SIGCONT: 18, SIGSTOP: 19, SIGTSTP: 20,
  SIGTTIN: 21, SIGTTOU: 22, SIGURG: 23, SIGXCPU: 24, SIGXFSZ: 25, SIGVTALRM: 26,
  SIGPROF: 27, SIGWINCH: 28, SIGIO: 29, SIGPOLL: 29, SIGPWR: 30, SIGSYS: 31,
};
// Every check happens before the syscall: a pid that is not an int32 (loosely, as Node
// compares, so '123' passes as 123) must never reach kill(2) as 0, which would signal the
// whole process group. A signal is an int32 as is, else a name (falsy means SIGTERM) looked
// up as an own key only, so 'constructor' or 'toString' are unknown names, not signal 0.
process.kill = function kill(pid, sig) {
  // eslint-disable-next-line eqeqeq
  if (pid != (pid | 0)) {
    const { codes } = lazyErrors();
    throw new codes.ERR_INVALID_ARG_TYPE('pid', 'number', pid);
  }
  let num;
  if (sig === (sig | 0)) {
    num = sig;
  } else {
    sig ||= 'SIGTERM';
    num = Object.hasOwn(signals, sig) ? signals[sig] : undefined;
    if (num === undefined) {
      const { codes } = lazyErrors();
      throw new codes.ERR_UNKNOWN_SIGNAL(sig);
    }
  }
  const r = binding.kill(pid | 0, num);
  // Node reports this one as an ErrnoException: message 'kill ESRCH', not the uv form.
  if (r < 0) throw lazyErrors().errnoException(r, 'kill');
  return true;
};

process.abort = function abort() {
  binding.kill(pid, 6);
};

process.reallyExit = function reallyExit(code) {
  binding.reallyExit(code | 0);
};

process.exit = function exit(code) {
  if (code !== undefined) process.exitCode = code;
  if (!process._exiting) {
    process._exiting = true;
    try {
      process.emit('exit', execution().normalizeExitCode(process.exitCode));
    } catch (e) {
      execution().printUncaught(e);
      binding.reallyExit(7);
    }
  }
  binding.reallyExit(execution().normalizeExitCode(process.exitCode));
};

// internal/process/execution loads after this file during bootstrap.
function execution() {
  return require('internal/process/execution');
}
// The function the loop consults for an uncaught error (Node's name; code may replace it).
process._fatalException = function (er, fromPromise) {
  return execution().onGlobalUncaughtException(er, fromPromise);
};

process.nextTick = require('internal/process/task_queues').nextTick;

let traceHintShown = false;
process.emitWarning = function emitWarning(warning, type, code, ctor) {
  let detail;
  if (type !== null && typeof type === 'object' && !Array.isArray(type)) {
    ctor = type.ctor;
    code = type.code;
    if (typeof type.detail === 'string') detail = type.detail;
    type = type.type || 'Warning';
  } else if (typeof type === 'function') {
    ctor = type;
    code = undefined;
    type = 'Warning';
  }
  if (type === undefined) type = 'Warning';
  if (typeof code === 'function') {
    ctor = code;
    code = undefined;
  }
  const { codes } = lazyErrors();
  if (typeof type !== 'string') throw new codes.ERR_INVALID_ARG_TYPE('type', 'string', type);
  if (code !== undefined && typeof code !== 'string') {
    throw new codes.ERR_INVALID_ARG_TYPE('code', 'string', code);
  }
  if (typeof warning === 'string') {
    const w = new Error(warning);
    w.name = String(type || 'Warning');
    if (code !== undefined) w.code = code;
    if (detail !== undefined) w.detail = detail;
    warning = w;
  } else if (!(warning instanceof Error)) {
    throw new codes.ERR_INVALID_ARG_TYPE('warning', ['Error', 'string'], warning);
  }
  if (warning.name === 'DeprecationWarning') {
    if (process.noDeprecation) return;
    if (process.throwDeprecation) throw warning;
  }
  process.nextTick(() => process.emit('warning', warning));
};

function onWarning(warning) {
  if (natives.noWarnings) return;
  if (warning.name === 'DeprecationWarning' && process.noDeprecation) return;
  const prefix = `(node:${pid}) ${warning.code ? `[${warning.code}] ` : ''}`;
  let text = `${prefix}${warning.name}: ${warning.message}`;
  if (process.traceDeprecation || natives.execArgv.includes('--trace-warnings')) {
    text = `${prefix}${warning.stack}`;
  }
  if (typeof warning.detail === 'string') text += `\n${warning.detail}`;
  if (!traceHintShown && !natives.execArgv.includes('--trace-warnings')) {
    traceHintShown = true;
    const hint = warning.name === 'DeprecationWarning' ? '--trace-deprecation' : '--trace-warnings';
    text += `\n(Use \`node ${hint} ...\` to show where the warning was created)`;
  }
  binding.writeString(2, `${text}\n`);
}

// stdout/stderr: synchronous writers (Node's stdio is synchronous for files and pipes).
function makeStdio(fd) {
  const stream = new (attachEvents())();
  stream.fd = fd;
  stream.isTTY = binding.isatty(fd) || undefined;
  stream.writable = true;
  stream._isStdio = true;
  stream.columns = stream.isTTY ? 80 : undefined;
  stream.write = function write(chunk, encoding, cb) {
    if (typeof encoding === 'function') {
      cb = encoding;
      encoding = undefined;
    }
    let r;
    if (typeof chunk === 'string') {
      r = encoding && encoding !== 'utf8' && encoding !== 'utf-8'
        ? binding.writeBytes(fd, require('buffer').Buffer.from(chunk, encoding))
        : binding.writeString(fd, chunk);
    } else if (chunk instanceof Uint8Array) {
      r = binding.writeBytes(fd, chunk);
    } else {
      const { codes } = lazyErrors();
      throw new codes.ERR_INVALID_ARG_TYPE('chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk);
    }
    if (r < 0 && r !== -32) {
      const err = uvError(r, 'write');
      process.nextTick(() => stream.emit('error', err));
    }
    if (typeof cb === 'function') process.nextTick(cb);
    return true;
  };
  stream.end = function end(chunk, encoding, cb) {
    if (typeof chunk === 'function') {
      cb = chunk;
      chunk = undefined;
    }
    if (chunk !== undefined && chunk !== null) stream.write(chunk, encoding);
    if (typeof cb === 'function') process.nextTick(cb);
    return stream;
  };
  stream.cork = () => {};
  stream.uncork = () => {};
  stream.setDefaultEncoding = () => stream;
  stream.getColorDepth = () => (stream.isTTY ? 8 : 1);
  stream.hasColors = () => Boolean(stream.isTTY);
  stream.destroy = () => stream;
  stream.writableLength = 0;
  stream.writableHighWaterMark = 16384;
  return stream;
}
let stdout;
let stderr;
// Getters on process itself, enumerable and without setters, as Node defines them.
Object.defineProperty(process, 'stdout', {
  configurable: true,
  enumerable: true,
  get() {
    return stdout || (stdout = makeStdio(1));
  },
});
Object.defineProperty(process, 'stderr', {
  configurable: true,
  enumerable: true,
  get() {
    return stderr || (stderr = makeStdio(2));
  },
});
let stdin;
Object.defineProperty(process, 'stdin', {
  configurable: true,
  enumerable: true,
  get() {
    if (!stdin) {
      stdin = new (attachEvents())();
      stdin.fd = 0;
      stdin.isTTY = binding.isatty(0) || undefined;
      stdin.setEncoding = () => stdin;
      stdin.resume = () => stdin;
      stdin.pause = () => stdin;
      stdin.setRawMode = () => stdin;
    }
    return stdin;
  },
});

process.binding = function binding_(name) {
  const { codes } = lazyErrors();
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED(`process.binding('${name}')`);
};
process.setUncaughtExceptionCaptureCallback = function setUncaughtExceptionCaptureCallback(fn) {
  execution().setUncaughtExceptionCaptureCallback(fn);
};
process.addUncaughtExceptionCaptureCallback = function addUncaughtExceptionCaptureCallback(fn) {
  execution().addUncaughtExceptionCaptureCallback(fn);
};
process.hasUncaughtExceptionCaptureCallback = function hasUncaughtExceptionCaptureCallback() {
  return execution().hasUncaughtExceptionCaptureCallback();
};
process.allowedNodeEnvironmentFlags = new Set();
process.report = { getReport: () => ({}) };
process.getActiveResourcesInfo = () => [];
// Like getActiveResourcesInfo, these report what minirt tracks of libuv-style handles and
// requests (nothing yet).
process._getActiveHandles = function _getActiveHandles() {
  return [];
};
process._getActiveRequests = function _getActiveRequests() {
  return [];
};
process.setSourceMapsEnabled = () => {};
process.constrainedMemory = () => 0;
process.availableMemory = () => require('os').freemem();

// The methods below live in internal/util/process_methods, loaded on first call so that
// start-up does not parse them.
let processMethodsModule;
function processMethods() {
  if (processMethodsModule === undefined) {
    processMethodsModule = require('internal/util/process_methods');
  }
  return processMethodsModule;
}

process.domain = null;
process.debugPort = 9229;

process.loadEnvFile = function loadEnvFile(path = undefined) {
  processMethods().loadEnvFile(path);
};
process.getBuiltinModule = function getBuiltinModule(id) {
  return processMethods().getBuiltinModule(id);
};
// Objects with a Symbol.for('nodejs.ref'/'nodejs.unref') method (or plain ref/unref).
process.ref = function ref(maybeRefable) {
  if (maybeRefable == null) return;
  const fn = maybeRefable[Symbol.for('nodejs.ref')] || maybeRefable.ref;
  if (typeof fn === 'function') Reflect.apply(fn, maybeRefable, []);
};
process.unref = function unref(maybeRefable) {
  if (maybeRefable == null) return;
  const fn = maybeRefable[Symbol.for('nodejs.unref')] || maybeRefable.unref;
  if (typeof fn === 'function') Reflect.apply(fn, maybeRefable, []);
};
process.threadCpuUsage = function threadCpuUsage(prevValue) {
  return processMethods().threadCpuUsage(prevValue);
};
process.execve = function execve(execPath, args = [], env = process.env) {
  processMethods().execve(execPath, args, env);
};
process.setuid = function setuid(id) { processMethods().setId('setuid', id); };
process.seteuid = function seteuid(id) { processMethods().setId('seteuid', id); };
process.setgid = function setgid(id) { processMethods().setId('setgid', id); };
process.setegid = function setegid(id) { processMethods().setId('setegid', id); };
process.setgroups = function setgroups(groups) { processMethods().setgroups(groups); };
process.initgroups = function initgroups(user, extraGroup) {
  processMethods().initgroups(user, extraGroup);
};
process.openStdin = function openStdin() {
  process.stdin.resume();
  return process.stdin;
};
// Raw kill(2): 0 or a negative errno, no throwing (process.kill's primitive).
process._kill = function _kill(pid, sig) {
  return binding.kill(pid | 0, sig | 0);
};
// minirt links no native modules into the binary and cannot load addons.
process._linkedBinding = function _linkedBinding(module) {
  const err = new Error(`No such binding was linked: ${String(module)}`);
  err.code = 'ERR_INVALID_MODULE';
  throw err;
};
process.dlopen = function dlopen(...args) {
  if (args.length < 2) {
    const err = new TypeError('process.dlopen needs at least 2 arguments');
    err.code = 'ERR_MISSING_ARGS';
    throw err;
  }
  const { codes } = lazyErrors();
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('process.dlopen()');
};
// Runs the nextTick queue and the microtasks now (the loop does the same after each task).
process._tickCallback = function runNextTicks() {
  internalBinding('timers').drain();
};
// Node's way to turn on another process's inspector: SIGUSR1 to it.
process._debugProcess = function _debugProcess() {
  const r = binding.kill(arguments[0] | 0, 10);
  if (r < 0) throw processMethods().errnoException(r, 'kill');
};
// There is no inspector session in this process to end.
process._debugEnd = function _debugEnd() {};
// minirt does not map stack traces through source maps.
Object.defineProperty(process, 'sourceMapsEnabled', {
  __proto__: null,
  enumerable: true,
  configurable: true,
  get() {
    return false;
  },
});
// Node's are empty too: the inspector's profiler hooks them.
process._startProfilerIdleNotifier = () => {};
process._stopProfilerIdleNotifier = () => {};
process._rawDebug = function _rawDebug(...args) {
  binding.writeString(2, `${require('internal/util/inspect').format(...args)}\n`);
};
// The -r/--require modules given on the command line, in order (read-only, as in Node).
{
  const preload = [];
  const args = natives.execArgv;
  for (let i = 0; i < args.length; i++) {
    if ((args[i] === '-r' || args[i] === '--require') && i + 1 < args.length) preload.push(args[++i]);
    else if (args[i].startsWith('--require=')) preload.push(args[i].slice(10));
  }
  Object.defineProperty(process, '_preload_modules', {
    __proto__: null, value: preload, writable: false, enumerable: true, configurable: true,
  });
  // The built-ins loaded so far, as 'NativeModule <id>' entries in load order, when the
  // loader keeps that list.
  const { moduleLoadList } = require('internal/bootstrap/realm');
  Object.defineProperty(process, 'moduleLoadList', {
    __proto__: null, value: Array.isArray(moduleLoadList) ? moduleLoadList : [],
    writable: false, enumerable: true, configurable: true,
  });
}
let finalization;
Object.defineProperty(process, 'finalization', {
  __proto__: null,
  enumerable: true,
  configurable: true,
  get() {
    if (finalization === undefined) finalization = processMethods().createFinalization();
    return finalization;
  },
  set(value) {
    finalization = value;
  },
});

module.exports = process;
