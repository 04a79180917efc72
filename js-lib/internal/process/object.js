// The `process` object: an EventEmitter with argv, env, exit handling, hrtime and the OS
// facts from internalBinding('process'). Every program builds it at start-up, so methods
// that are seldom called keep only a thin wrapper here and have their bodies in
// internal/util/process_methods (emitWarning and the warning printer, kill, chdir, umask,
// dlopen, ...); stdout/stderr/stdin are made by internal/process/stdio on first read.
'use strict';

const natives = require('internal/natives');
const binding = internalBinding('process');
const { whenLoaded } = require('internal/bootstrap/realm');

function Process() {}
const process = new Process();
// An own property, as Node's (a copy of process is not tagged as one).
Object.defineProperty(process, Symbol.toStringTag, {
  value: 'process', writable: true, enumerable: false, configurable: false,
});

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
    process.on('newListener', onNewListener);
    process.on('removeListener', onRemoveListener);
  }
  return EventEmitter;
}
// Signal events start and stop native signal watchers (internal/process/signals, loaded on
// the first 'SIG*' listener).
function isSignalName(type) {
  return typeof type === 'string' && type.length > 3 && type.charCodeAt(0) === 83 &&
    type.startsWith('SIG');
}
function onNewListener(type) {
  if (isSignalName(type)) require('internal/process/signals').startListeningIfSignal(type);
}
function onRemoveListener(type) {
  if (isSignalName(type)) require('internal/process/signals').stopListeningIfSignal(type);
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

// What the process was started as, or the --title given (the runtime hands the flag over
// as --title=VALUE). Assigning stores the new title; the OS-visible name is not changed.
process.title = binding.argv0;
for (const arg of natives.execArgv) {
  if (arg.startsWith('--title=')) process.title = arg.slice(8);
}
process.version = natives.nodeVersion;
process.versions = {
  node: natives.nodeVersion.slice(1),
  minirt: natives.minirtVersion,
  boa: '0.22.0',
  uv: '1.51.0',
  modules: '147',
  // crypto answers with OpenSSL 3's error strings and algorithm names (RustCrypto
  // underneath), and packages and Node's test/common read this key to decide whether
  // crypto exists at all; the value is Node 26.10's.
  openssl: '3.5.8',
  // Stack traces, Error.captureStackTrace/prepareStackTrace and the v8 module follow V8,
  // and packages key caches and V8-specific paths on this (v8flags names its cache file
  // by it); the value is Node 26.10's.
  v8: '14.6.202.34-node.34',
  // node:sqlite's library (bundled with minirt, runtime/src/bindings/sqlite/).
  sqlite: natives.sqliteVersion,
  // The zlib module speaks deflate, brotli and zstd (Rust crates underneath), and HTTP
  // clients read these keys to decide which content encodings to ask for (got sends
  // `br, zstd` only when they exist); the values are Node 26.10's.
  brotli: '1.2.0',
  zlib: '1.3.2.1-motley-285e94b',
  zstd: '1.5.7',
};
process.arch = 'x64';
process.platform = 'linux';
process.release = { name: 'node', lts: undefined };
process.config = deepFreeze({
  target_defaults: {},
  variables: {
    asan: 0,
    node_shared: false,
    v8_enable_i18n_support: 0,
    // Boa has Temporal (Node's test/common and feature checks read this).
    v8_enable_temporal_support: 1,
    node_use_openssl: false,
    node_use_amaro: true,
    node_shared_openssl: false,
    icu_small: false,
    is_debug: 0,
    node_module_version: 147,
  },
});
// Frozen all the way down and read-only on process, as in Node.
function deepFreeze(object) {
  for (const key of Object.keys(object)) {
    const value = object[key];
    if (value !== null && typeof value === 'object') deepFreeze(value);
  }
  return Object.freeze(object);
}
Object.defineProperty(process, 'config', {
  __proto__: null, writable: false, enumerable: true, configurable: true,
});
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
  // --no-(experimental-)require-module turns require(esm) off; the last flag wins.
  require_module: Math.max(natives.execArgv.lastIndexOf('--no-experimental-require-module'),
                           natives.execArgv.lastIndexOf('--no-require-module')) <=
    Math.max(natives.execArgv.lastIndexOf('--experimental-require-module'),
             natives.execArgv.lastIndexOf('--require-module')),
  dtls: false,
  quic: false,
};
// A getter, as in Node: reading the flags waits until someone asks.
Object.defineProperty(process.features, 'typescript', {
  __proto__: null,
  get: function get() {
    return require('internal/modules/typescript').isEnabled() ? 'strip' : false;
  },
  enumerable: true,
  configurable: true,
});
process.pid = pid;
process.ppid = ppid;
process.execPath = binding.execPath;
process.argv0 = binding.argv0;
// The options NODE_OPTIONS gave come first in natives.execArgv (they act as given); Node
// leaves them out of process.execArgv.
process.execArgv = natives.execArgv.slice(natives.nodeOptionsArgs);
process.argv = [binding.execPath];
// An accessor that checks the code as Node does: an integer, or a string holding one; null
// and undefined clear it. Reading gives the code as the int32 the process will exit with.
{
  let exitCodeSet = false;
  let exitCodeValue = 0;
  Object.defineProperty(process, 'exitCode', {
    __proto__: null,
    enumerable: true,
    configurable: false,
    get() {
      return exitCodeSet ? exitCodeValue : undefined;
    },
    set(code) {
      if (code === null || code === undefined) {
        exitCodeSet = false;
        return;
      }
      let value = code;
      if (typeof code === 'string' && code !== '' && Number.isInteger(+code)) value = +code;
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        require('internal/validators').validateInteger(value, 'code');
      }
      exitCodeSet = true;
      exitCodeValue = value | 0;
    },
  });
}
process._exiting = false;
// Node defines these only when their flag is given.
if (natives.noDeprecation) process.noDeprecation = true;
if (natives.execArgv.includes('--throw-deprecation')) process.throwDeprecation = true;
if (natives.execArgv.includes('--trace-deprecation')) process.traceDeprecation = true;

process.env = require('internal/process/env').env;

process.cwd = function cwd() {
  let r = binding.cwd();
  // Node reads the directory into a PATH_MAX buffer: a longer one (reached by relative
  // chdir calls) does not fit, and getcwd says ERANGE.
  if (typeof r === 'string' && r.length >= 1024 &&
      require('buffer').Buffer.byteLength(r) >= 4096) {
    r = -34;
  }
  if (typeof r === 'number') {
    const errors = lazyErrors();
    let message = `process.cwd failed with error ${errors.getSystemErrorMessage(r)}`;
    // Node explains the one failure a program usually causes itself.
    if (r === -2) {
      message += ', the current working directory was likely removed without changing ' +
        'the working directory';
    }
    throw errors.uvException({ errno: r, syscall: 'uv_cwd', message });
  }
  return r;
};

process.chdir = function chdir(directory) {
  processMethods().chdir(directory);
};

process.umask = function umask(mask) {
  return processMethods().umask(mask);
};

function hrtime(prev) {
  const ns = binding.hrtimeBigint();
  let sec = Number(ns / 1000000000n);
  let nsec = Number(ns % 1000000000n);
  if (prev !== undefined) {
    if (!Array.isArray(prev)) {
      const { codes } = lazyErrors();
      throw new codes.ERR_INVALID_ARG_TYPE('time', 'Array', prev);
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
  return processMethods().cpuUsage(prev);
};
process.resourceUsage = function resourceUsage() {
  return require('internal/process/resource_usage').resourceUsage();
};
// Asked each time: the set*id calls below change them.
process.getuid = function getuid() { return binding.ids()[0]; };
process.geteuid = function geteuid() { return binding.ids()[1]; };
process.getgid = function getgid() { return binding.ids()[2]; };
process.getegid = function getegid() { return binding.ids()[3]; };
process.getgroups = function getgroups() {
  return processMethods().getgroups(binding.ids()[3]);
};

process.kill = function kill(pid, sig) {
  return processMethods().kill(pid, sig);
};

// Native functions in Node: no prototype, not constructible (hence method definitions).
Object.assign(process, {
  abort() {
    binding.kill(pid, 6);
  },
  reallyExit(code) {
    binding.reallyExit(code | 0);
  },
});

// Ends through process.reallyExit, which code may replace (and then exit() returns). An
// explicit undefined clears an exitCode set before.
process.exit = function exit(code) {
  if (arguments.length !== 0) process.exitCode = code;
  if (!process._exiting) {
    process._exiting = true;
    try {
      process.emit('exit', execution().normalizeExitCode(process.exitCode));
    } catch (e) {
      execution().printUncaught(e);
      binding.reallyExit(7);
    }
  }
  process.reallyExit(execution().normalizeExitCode(process.exitCode));
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

process.emitWarning = function emitWarning(warning, type, code, ctor) {
  processMethods().emitWarning(warning, type, code, ctor);
};

// The default 'warning' listener (attached with EventEmitter).
function onWarning(warning) {
  processMethods().onWarning(warning);
}

let stdioModule;
function stdio() {
  if (stdioModule === undefined) stdioModule = require('internal/process/stdio');
  return stdioModule;
}
let stdout;
let stderr;
const stdioState = require('internal/process/stdio_state');
// Getters on process itself, enumerable and without setters, as Node defines them.
Object.defineProperty(process, 'stdout', {
  configurable: true,
  enumerable: true,
  get() {
    if (!stdout) {
      stdioState.made[1] = true;
      stdout = stdio().makeStdio(1);
    }
    return stdout;
  },
});
Object.defineProperty(process, 'stderr', {
  configurable: true,
  enumerable: true,
  get() {
    if (!stderr) {
      stdioState.made[2] = true;
      stderr = stdio().makeStdio(2);
    }
    return stderr;
  },
});
stdioState.getters[1] = Object.getOwnPropertyDescriptor(process, 'stdout').get;
stdioState.getters[2] = Object.getOwnPropertyDescriptor(process, 'stderr').get;
let stdin;
Object.defineProperty(process, 'stdin', {
  configurable: true,
  enumerable: true,
  get() {
    return stdin || (stdin = stdio().makeStdin());
  },
});

process.binding = function binding(name) {
  return processMethods().processBinding(name);
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
// Node lists pending requests first, then ref'd handles, then one 'Timeout' per ref'd timer
// and one 'Immediate' per ref'd immediate. The requests listed are the fs callback requests
// in flight (internal/fs/requests); the handles are those internal/process/active_handles
// holds.
process.getActiveResourcesInfo = function getActiveResourcesInfo() {
  const info = [];
  for (let i = require('internal/fs/requests').active.size; i > 0; i--) info.push('FSReqCallback');
  require('internal/process/active_handles').pushTypes(info);
  const [timeouts, immediates] = require('internal/timers').activeTimerCounts();
  for (let i = 0; i < timeouts; i++) info.push('Timeout');
  for (let i = 0; i < immediates; i++) info.push('Immediate');
  return info;
};
// The objects behind the first two groups: the request objects, and the sockets, servers
// and other owners of ref'd handles.
process._getActiveHandles = function _getActiveHandles() {
  return require('internal/process/active_handles').owners();
};
process._getActiveRequests = function _getActiveRequests() {
  return [...require('internal/fs/requests').active];
};
// Node's older switch: maps for node_modules and generated code too.
process.setSourceMapsEnabled = function setSourceMapsEnabled(enabled) {
  require('internal/validators').validateBoolean(enabled, 'enabled');
  require('internal/modules/source_map').setSourceMapsSupport(enabled,
    { nodeModules: true, generatedCode: true });
};
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
  processMethods().refOrUnref(maybeRefable, 'ref');
};
process.unref = function unref(maybeRefable) {
  processMethods().refOrUnref(maybeRefable, 'unref');
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
  processMethods().linkedBinding(module);
};
process.dlopen = function dlopen(...args) {
  processMethods().dlopen(args);
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
Object.defineProperty(process, 'sourceMapsEnabled', {
  __proto__: null,
  enumerable: true,
  configurable: true,
  get() {
    return require('internal/modules/source_map').getSourceMapsSupport().enabled;
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
