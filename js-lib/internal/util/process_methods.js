'use strict';
// internal/util/process_methods — the bodies of the less common `process` methods, loaded on
// first call (internal/process/object keeps only thin wrappers so start-up stays cheap):
// emitWarning and the default 'warning' printer (stderr or the --redirect-warnings file), kill, chdir, umask, dlopen, loadEnvFile,
// getBuiltinModule, threadCpuUsage, execve, the set*id family with setgroups and
// initgroups, getgroups, and process.finalization. Argument checks and messages are Node 26's.
// The credential calls, execve and threadCpuUsage need native functions of
// internalBinding('process') (setuid, seteuid, setgid, setegid, setgroups, initgroups,
// execve, threadCpuUsage); where the binding lacks one, the call throws
// ERR_METHOD_NOT_IMPLEMENTED after its arguments were checked. threadCpuUsage falls back to
// the kernel's per-thread counters in /proc (10 ms resolution).

const { codes } = require('internal/errors_lazy');

const binding = internalBinding('process');
const natives = require('internal/natives');
// The object these methods belong to, even if the global is replaced.
const process = require('internal/process/object');

let validatorsModule;
function validators() {
  if (validatorsModule === undefined) validatorsModule = require('internal/validators');
  return validatorsModule;
}

const experimentalWarned = new Set();
function emitExperimentalWarning(feature) {
  if (experimentalWarned.has(feature)) return;
  experimentalWarned.add(feature);
  process.emitWarning(`${feature} is an experimental feature and might change at any time`,
                      'ExperimentalWarning');
}

// The errors Node's C++ throws for a failed system call: "CODE, description" (+ " 'path'"),
// with a positive errno.
function errnoException(negErrno, syscall, path) {
  let name = `E${-negErrno}`;
  let description = 'Unknown system error';
  try {
    const entry = require('internal/errors').getSystemErrorMap().get(negErrno);
    if (entry !== undefined) {
      name = entry[0];
      description = entry[1][0].toUpperCase() + entry[1].slice(1);
    }
  } catch {
    // keep the generic text
  }
  let message = `${name}, ${description}`;
  if (path !== undefined) message += ` '${path}'`;
  const err = new Error(message);
  err.errno = -negErrno;
  err.code = name;
  if (path !== undefined) err.path = path;
  err.syscall = syscall;
  return err;
}

function notImplemented(what) {
  return new codes.ERR_METHOD_NOT_IMPLEMENTED(what);
}

// ---------------------------------------------------------------------------------------
// emitWarning and the default 'warning' listener

function emitWarning(warning, type, code, ctor) {
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
  if (typeof type !== 'string') throw new codes.ERR_INVALID_ARG_TYPE('type', 'string', type);
  if (code !== undefined && typeof code !== 'string') {
    throw new codes.ERR_INVALID_ARG_TYPE('code', 'string', code);
  }
  if (typeof warning === 'string') {
    const w = new Error(warning);
    w.name = String(type || 'Warning');
    if (code !== undefined) w.code = code;
    if (detail !== undefined) w.detail = detail;
    // The trace starts where the warning was asked for: at the caller of `ctor` (e.g. a
    // deprecated function's wrapper) or of process.emitWarning.
    Error.captureStackTrace(w, typeof ctor === 'function' ? ctor : process.emitWarning);
    warning = w;
  } else if (!(warning instanceof Error)) {
    throw new codes.ERR_INVALID_ARG_TYPE('warning', ['Error', 'string'], warning);
  }
  if (warning.name === 'DeprecationWarning') {
    if (process.noDeprecation) return;
    // Thrown from a tick, so warnings emitted before it are written first.
    if (process.throwDeprecation) {
      process.nextTick(() => {
        throw warning;
      });
      return;
    }
  }
  process.nextTick(() => process.emit('warning', warning));
}

// For a warning that must be out before an error ends the process (Node's emitWarningSync).
function emitWarningSync(message) {
  const warning = new Error(message);
  warning.name = 'Warning';
  process.emit('warning', warning);
}

let traceHintShown = false;
function onWarning(warning) {
  // 'warning' may be emitted by anyone with anything; only errors are written.
  if (natives.noWarnings || !(warning instanceof Error)) return;
  if (warning.name === 'DeprecationWarning' && process.noDeprecation) return;
  const disabled = disabledWarnings();
  if (disabled.size > 0 && (disabled.has(warning.name) || disabled.has(warning.code))) return;
  const prefix = `(node:${binding.ids()[4]}) ${warning.code ? `[${warning.code}] ` : ''}`;
  let text = `${prefix}${warning.name}: ${warning.message}`;
  // --trace-deprecation traces deprecations only; --trace-warnings every warning. A traced
  // warning needs no hint about tracing.
  const trace = natives.execArgv.includes('--trace-warnings') ||
    (warning.name === 'DeprecationWarning' && process.traceDeprecation);
  if (trace) text = `${prefix}${warning.stack}`;
  if (typeof warning.detail === 'string') text += `\n${warning.detail}`;
  if (!traceHintShown && !trace) {
    traceHintShown = true;
    const hint = warning.name === 'DeprecationWarning' ? '--trace-deprecation' : '--trace-warnings';
    // The command as the user typed it: the last part of argv0, as Node prints it.
    const argv0 = `${process.argv0}`;
    const command = argv0.slice(argv0.lastIndexOf('/') + 1);
    text += `\n(Use \`${command} ${hint} ...\` to show where the warning was created)`;
  }
  const file = warningFile();
  if (file !== '') writeWarningToFile(file, text);
  else writeWarning(text);
}

// Warnings go out through the global console's `error` as it was at the first warning
// (Node keeps that function): so they follow console groups, and code that replaced
// console.error or process.stderr.write before (the `exit` package's silencing of
// stdio, test runners' capture) gets them as it gets the program's own output.
let warningError;
function writeWarning(text) {
  if (warningError === undefined) warningError = require('console').error;
  warningError(text);
}

// --disable-warning=CODE_OR_TYPE (repeatable, one name each): such warnings still reach
// 'warning' listeners but are not written.
let disabledSet;
function disabledWarnings() {
  if (disabledSet === undefined) {
    disabledSet = new Set();
    const args = natives.execArgv;
    for (let i = 0; i < args.length; i++) {
      if (args[i].startsWith('--disable-warning=')) disabledSet.add(args[i].slice(18));
      else if (args[i] === '--disable-warning' && i + 1 < args.length) disabledSet.add(args[++i]);
    }
  }
  return disabledSet;
}

// --redirect-warnings=FILE (or NODE_REDIRECT_WARNINGS): warnings are appended to FILE, and
// go to stderr as usual when it cannot be opened or written. Asked once, at the first warning.
let redirectFile;
function warningFile() {
  if (redirectFile === undefined) {
    redirectFile = '';
    for (const arg of natives.execArgv) {
      if (arg.startsWith('--redirect-warnings=')) redirectFile = arg.slice(20);
    }
    if (redirectFile === '') redirectFile = binding.getEnv('NODE_REDIRECT_WARNINGS') || '';
  }
  return redirectFile;
}

let warningFd;
function writeWarningToFile(file, text) {
  const fs = require('fs');
  if (warningFd === undefined) {
    try {
      warningFd = fs.openSync(file, 'a');
    } catch {
      writeWarning(text);
      return;
    }
    process.on('exit', () => {
      try {
        fs.closeSync(warningFd);
      } catch {
        // already closed
      }
    });
  }
  fs.appendFile(warningFd, `${text}\n`, (err) => {
    if (err) writeWarning(text);
  });
}

// ---------------------------------------------------------------------------------------
// kill, chdir, umask, dlopen

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
function kill(pid, sig) {
  // eslint-disable-next-line eqeqeq
  if (pid != (pid | 0)) throw new codes.ERR_INVALID_ARG_TYPE('pid', 'number', pid);
  let num;
  if (sig === (sig | 0)) {
    num = sig;
  } else {
    sig ||= 'SIGTERM';
    num = Object.hasOwn(signals, sig) ? signals[sig] : undefined;
    if (num === undefined) throw new codes.ERR_UNKNOWN_SIGNAL(sig);
  }
  // Through process._kill, as in Node: code may replace it (it gets the pid as given).
  const r = process._kill(pid, num);
  // Node reports this one as an ErrnoException: message 'kill ESRCH', not the uv form.
  if (r) throw require('internal/errors').errnoException(r, 'kill');
  return true;
}

function chdir(directory) {
  validators().validateString(directory, 'directory');
  const r = binding.chdir(directory);
  if (r < 0) {
    const err = require('internal/errors').uvException({
      errno: r, syscall: 'chdir', path: process.cwd(),
    });
    err.dest = directory;
    err.message = err.message.replace(/'$/, `' -> '${directory}'`);
    throw err;
  }
  require('internal/worker/child').cwdChanged();
}

function umask(mask) {
  if (mask === undefined) return binding.umask(undefined);
  return binding.umask(validators().parseFileMode(mask, 'mask'));
}

function cpuUsage(prevValue) {
  if (prevValue) validateCpuPrevValue(prevValue);
  const [user, system] = binding.cpuUsage();
  if (prevValue) return { user: user - prevValue.user, system: system - prevValue.system };
  return { user, system };
}

// process.ref/unref: objects with a Symbol.for('nodejs.ref'/'nodejs.unref') method (or
// plain ref/unref).
function refOrUnref(maybeRefable, name) {
  if (maybeRefable == null) return;
  const fn = maybeRefable[Symbol.for(`nodejs.${name}`)] || maybeRefable[name];
  if (typeof fn === 'function') Reflect.apply(fn, maybeRefable, []);
}

// minirt links no native modules into the binary.
function linkedBinding(module) {
  const err = new Error(`No such binding was linked: ${String(module)}`);
  err.code = 'ERR_INVALID_MODULE';
  throw err;
}

// process.binding: the deprecated door to a fixed list of Node's bindings. Names outside
// that list are refused as Node refuses them; 'util' is the type-check subset Node builds
// from util.types; 'spawn_sync' is the object spawnSync runs children through;
// 'constants' the constants objects of os, fs, crypto and zlib; 'tty_wrap' isTTY and a TTY
// handle with raw mode and window size (internal/process/tty_wrap_binding); 'stream_wrap' the
// request classes and the shared read/write state slots (streamWrapView); 'uv' the errno
// names and constants; the others are
// Node's native objects, which minirt does not have in that shape.
const processBindingAllowList = new Set([
  'buffer', 'cares_wrap', 'config', 'constants', 'contextify', 'fs', 'fs_event_wrap', 'icu',
  'inspector', 'js_stream', 'natives', 'os', 'pipe_wrap', 'process_wrap', 'spawn_sync',
  'stream_wrap', 'tcp_wrap', 'tls_wrap', 'tty_wrap', 'udp_wrap', 'util', 'uv', 'zlib',
]);
const utilBindingTypeChecks = [
  'isAnyArrayBuffer', 'isArrayBuffer', 'isArrayBufferView', 'isAsyncFunction', 'isDataView',
  'isDate', 'isExternal', 'isMap', 'isMapIterator', 'isNativeError', 'isPromise', 'isRegExp',
  'isSet', 'isSetIterator', 'isTypedArray', 'isUint8Array',
];
let utilBindingView;
function processBinding(name) {
  name = `${name}`;
  if (!processBindingAllowList.has(name)) {
    const err = new Error(`No such module: ${name}`);
    // Reported uncaught, it quotes the throw in Node's own process.binding.
    const { kEvalSourcePointer, kNoSuchModulePointer } = require('internal/process/execution');
    Object.defineProperty(err, kEvalSourcePointer,
      { __proto__: null, value: kNoSuchModulePointer, writable: true, configurable: true });
    throw err;
  }
  if (name === 'util') {
    if (utilBindingView === undefined) {
      const { types } = require('util');
      utilBindingView = { __proto__: null };
      for (const key of utilBindingTypeChecks) utilBindingView[key] = types[key];
    }
    return utilBindingView;
  }
  if (name === 'natives') return nativesView();
  // Node's own object, which spawnSync calls through: coverage tools wrap its `spawn`.
  if (name === 'spawn_sync') return require('internal/child_process/spawn_sync').binding;
  if (name === 'constants') return require('internal/process/constants_binding').constantsObject();
  if (name === 'tty_wrap') return require('internal/process/tty_wrap_binding').binding();
  if (name === 'stream_wrap') return streamWrapView();
  // Node's own object: errname, the UV_* errno constants, the error map and messages.
  if (name === 'uv') return internalBinding('uv');
  throw notImplemented(`process.binding('${name}')`);
}

// 'stream_wrap': packages take it at load (handle-thing, under spdy and restify) to write a
// read's byte count into streamBaseState the way Node's stream handles report it. minirt's
// handles report reads as arguments, so the slots are only storage; the request classes
// can be made and nothing consumes them.
let streamWrapObject;
function streamWrapView() {
  if (streamWrapObject === undefined) {
    class ShutdownWrap {}
    class WriteWrap {}
    streamWrapObject = {
      ShutdownWrap,
      WriteWrap,
      kReadBytesOrError: 0,
      kArrayBufferOffset: 1,
      kBytesWritten: 2,
      kLastWriteWasAsync: 3,
      kLastWriteErr: 4,
      streamBaseState: new Int32Array(5),
    };
  }
  return streamWrapObject;
}

// 'natives': the built-in modules by id (packages list the keys to tell a dependency from a
// built-in; yarn 1 does). A value is the module's source as this runtime has it, read when
// asked for: compiling every built-in up front would cost more than the whole start-up.
// As Node, each call gives a new object, whose prototype is an empty null-prototype one.
const nativeSources = new Map();
function nativesView() {
  const realm = require('internal/bootstrap/realm');
  const ids = require('module').builtinModules.map((id) => (id.startsWith('node:') ? id.slice(5) : id));
  const nativesObject = { __proto__: { __proto__: null } };
  for (const id of ids.sort()) {
    Object.defineProperty(nativesObject, id, {
      __proto__: null,
      enumerable: true,
      configurable: true,
      get() {
        let source = nativeSources.get(id);
        if (source === undefined) {
          const text = typeof realm.builtinSource === 'function' ? realm.builtinSource(id) : undefined;
          source = typeof text === 'string' ? text : '';
          nativeSources.set(id, source);
        }
        return source;
      },
    });
  }
  return nativesObject;
}

// minirt has no N-API, so no addon ever loads. What dlopen(3) would refuse before loading
// anything (no such file, a directory, not an ELF object) fails with the loader's own
// message as ERR_DLOPEN_FAILED, as in Node; a real shared object cannot be loaded here.
function dlopen(args) {
  if (args.length < 2) {
    const err = new TypeError('process.dlopen needs at least 2 arguments');
    err.code = 'ERR_MISSING_ARGS';
    throw err;
  }
  const module = args[0];
  if (module === null || module === undefined || module.exports === null ||
      module.exports === undefined) {
    throw new TypeError('Cannot convert undefined or null to object');
  }
  const filename = `${args[1]}`;
  const reason = dlopenRefusal(filename);
  if (reason !== undefined) {
    const err = new Error(`${filename}: ${reason}`);
    err.code = 'ERR_DLOPEN_FAILED';
    throw err;
  }
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('process.dlopen()');
}

// Where the dynamic loader looks for a bare name (one without a slash).
function librarySearchPath() {
  const dirs = [];
  const fromEnv = binding.getEnv('LD_LIBRARY_PATH');
  if (fromEnv) dirs.push(...fromEnv.split(':').filter(Boolean));
  dirs.push('/lib/x86_64-linux-gnu', '/usr/lib/x86_64-linux-gnu', '/lib64', '/usr/lib64',
    '/lib', '/usr/lib');
  return dirs;
}

function dlopenRefusal(filename) {
  const fs = require('fs');
  const candidates = filename.includes('/') ? [filename] :
    librarySearchPath().map((dir) => `${dir}/${filename}`);
  let openError = 'No such file or directory';
  for (const candidate of candidates) {
    let fd;
    try {
      fd = fs.openSync(candidate, 'r');
    } catch (err) {
      // strerror's wording: uv's description with a capital.
      const description = require('internal/errors').getSystemErrorMap().get(err.errno);
      if (candidates.length === 1 && description !== undefined) {
        openError = description[1][0].toUpperCase() + description[1].slice(1);
      }
      continue;
    }
    try {
      // The loader reads a whole ELF64 header (64 bytes) before it looks at the magic.
      const header = require('buffer').Buffer.alloc(64);
      let n;
      try {
        n = fs.readSync(fd, header, 0, 64, 0);
      } catch (err) {
        if (err.code === 'EISDIR') return 'cannot read file data: Is a directory';
        throw err;
      }
      if (n < 64) return 'file too short';
      if (header[0] !== 0x7f || header[1] !== 0x45 || header[2] !== 0x4c || header[3] !== 0x46) {
        return 'invalid ELF header';
      }
      return undefined;
    } finally {
      fs.closeSync(fd);
    }
  }
  return `cannot open shared object file: ${openError}`;
}

// ---------------------------------------------------------------------------------------
// loadEnvFile

function loadEnvFile(path) {
  let file = '.env';
  if (path != null) {
    const validated = require('internal/fs/utils').getValidatedPath(path);
    file = typeof validated === 'string' ? validated : `${validated}`;
  }
  const fs = require('fs');
  // Failing to open the file is reported as the open error itself.
  const fd = fs.openSync(file, 'r');
  let content;
  try {
    content = fs.readFileSync(fd, 'utf8');
  } catch {
    const err = new TypeError(`Contents of '${file}' should be a valid string.`);
    err.code = 'ERR_INVALID_ARG_TYPE';
    throw err;
  } finally {
    fs.closeSync(fd);
  }
  const entries = require('internal/util/dotenv').parseEnvEntries(content);
  // Variables already in the environment win.
  for (const [key, value] of entries) {
    if (binding.getEnv(key) === undefined) process.env[key] = value;
  }
}

// ---------------------------------------------------------------------------------------
// getBuiltinModule

function getBuiltinModule(id) {
  validators().validateString(id, 'id');
  const { builtinExists, schemeOnly } = require('internal/bootstrap/realm');
  let name;
  if (id.startsWith('node:')) {
    name = id.slice(5);
  } else {
    // Modules such as node:test exist only under their scheme.
    if (schemeOnly.has(id)) return undefined;
    name = id;
  }
  if (name === '' || name.startsWith('internal/') || !builtinExists(name)) return undefined;
  return require(`node:${name}`);
}

// ---------------------------------------------------------------------------------------
// threadCpuUsage

function isValidCpuValue(n) {
  return typeof n === 'number' && n <= Number.MAX_SAFE_INTEGER && n >= 0;
}

// [user, system] microseconds of the calling thread from /proc (clock ticks of 10 ms).
function procThreadCpuUsage() {
  const stat = require('fs').readFileSync('/proc/thread-self/stat', 'latin1');
  // Fields after the parenthesised command name, which may itself contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksToMicros = 1e6 / 100;
  return [Number(fields[11]) * ticksToMicros, Number(fields[12]) * ticksToMicros];
}

// The checks process.cpuUsage and process.threadCpuUsage make of a previous reading.
function validateCpuPrevValue(prevValue) {
  const v = validators();
  if (!isValidCpuValue(prevValue.user)) {
    v.validateObject(prevValue, 'prevValue');
    v.validateNumber(prevValue.user, 'prevValue.user');
    throw new codes.ERR_INVALID_ARG_VALUE.RangeError('prevValue.user', prevValue.user);
  }
  if (!isValidCpuValue(prevValue.system)) {
    v.validateNumber(prevValue.system, 'prevValue.system');
    throw new codes.ERR_INVALID_ARG_VALUE.RangeError('prevValue.system', prevValue.system);
  }
}

function threadCpuUsage(prevValue) {
  if (prevValue) validateCpuPrevValue(prevValue);
  const now = typeof binding.threadCpuUsage === 'function' ?
    binding.threadCpuUsage() : procThreadCpuUsage();
  if (prevValue) return { user: now[0] - prevValue.user, system: now[1] - prevValue.system };
  return { user: now[0], system: now[1] };
}

// ---------------------------------------------------------------------------------------
// execve

function execve(execPath, args, env) {
  emitExperimentalWarning('process.execve');
  const v = validators();
  v.validateString(execPath, 'execPath');
  v.validateArray(args, 'args');
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (typeof arg !== 'string' || arg.includes('\u0000')) {
      throw new codes.ERR_INVALID_ARG_VALUE(`args[${i}]`, arg, 'must be a string without null bytes');
    }
  }
  v.validateObject(env, 'env');
  const envArray = [];
  for (const [key, value] of Object.entries(env)) {
    if (typeof key !== 'string' || typeof value !== 'string' ||
        key.includes('\u0000') || value.includes('\u0000')) {
      throw new codes.ERR_INVALID_ARG_VALUE(
        'env', env, 'must be an object with string keys and values without null bytes');
    }
    envArray.push(`${key}=${value}`);
  }
  if (typeof binding.execve !== 'function') throw notImplemented('process.execve()');
  // Returns only when the process image could not be replaced.
  const err = binding.execve(execPath, args, envArray);
  throw errnoException(err, 'execve', execPath);
}

// ---------------------------------------------------------------------------------------
// Credentials

function validateId(id, name) {
  if (typeof id === 'number') {
    validators().validateInteger(id, name, 0, 2 ** 32 - 1);
  } else if (typeof id !== 'string') {
    throw new codes.ERR_INVALID_ARG_TYPE(name, ['number', 'string'], id);
  }
}

const credentialKind = {
  __proto__: null, setuid: 'User', seteuid: 'User', setgid: 'Group', setegid: 'Group',
};

// Native result: 0 done, 1 unknown name, negative errno when the system call failed.
function setId(syscall, id) {
  validateId(id, 'id');
  if (typeof id === 'number') id >>>= 0;
  if (typeof binding[syscall] !== 'function') throw notImplemented(`process.${syscall}()`);
  const result = binding[syscall](id);
  if (result === 1) throw new codes.ERR_UNKNOWN_CREDENTIAL(credentialKind[syscall], id);
  if (result < 0) throw errnoException(result, syscall);
}

function setgroups(groups) {
  validators().validateArray(groups, 'groups');
  for (let i = 0; i < groups.length; i++) validateId(groups[i], `groups[${i}]`);
  if (typeof binding.setgroups !== 'function') throw notImplemented('process.setgroups()');
  // Native result: 0 done, i + 1 when groups[i] is an unknown name, negative errno.
  const result = binding.setgroups(groups);
  if (result > 0) throw new codes.ERR_UNKNOWN_CREDENTIAL('Group', groups[result - 1]);
  if (result < 0) throw errnoException(result, 'setgroups');
}

function initgroups(user, extraGroup) {
  validateId(user, 'user');
  validateId(extraGroup, 'extraGroup');
  if (typeof binding.initgroups !== 'function') throw notImplemented('process.initgroups()');
  // Native result: 0 done, 1 unknown user, 2 unknown group, negative errno.
  const result = binding.initgroups(user, extraGroup);
  if (result === 1) throw new codes.ERR_UNKNOWN_CREDENTIAL('User', user);
  if (result === 2) throw new codes.ERR_UNKNOWN_CREDENTIAL('Group', extraGroup);
  if (result < 0) throw errnoException(result, 'initgroups');
}

// The supplementary groups, with the effective group added when it is not among them
// (what Node's getgroups reports).
function getgroups(egid) {
  let groups;
  if (typeof binding.getgroups === 'function') {
    groups = binding.getgroups();
  } else {
    const status = require('fs').readFileSync('/proc/self/status', 'latin1');
    const line = /^Groups:([^\n]*)$/m.exec(status);
    groups = line === null ? [] : line[1].trim().split(/\s+/).filter(Boolean).map(Number);
  }
  if (!groups.includes(egid)) groups.push(egid);
  return groups;
}

// ---------------------------------------------------------------------------------------
// process.finalization: callbacks run at 'exit' / 'beforeExit' for objects still alive then.

function createFinalization() {
  let registry = null;
  const refs = { __proto__: null, exit: new Set(), beforeExit: new Set() };
  const listeners = {
    __proto__: null,
    exit: () => runRefs('exit'),
    beforeExit: () => runRefs('beforeExit'),
  };

  function install(event) {
    if (refs[event].size === 0) process.on(event, listeners[event]);
  }

  function uninstall(event) {
    if (refs[event].size > 0) return;
    process.removeListener(event, listeners[event]);
    if (refs.exit.size === 0 && refs.beforeExit.size === 0) registry = null;
  }

  function runRefs(event) {
    for (const ref of refs[event]) {
      const obj = ref.deref();
      if (obj !== undefined) ref.fn(obj, event);
    }
    refs[event].clear();
  }

  // Collected objects drop out of both lists.
  function forget(ref) {
    for (const event of ['exit', 'beforeExit']) {
      if (refs[event].delete(ref)) uninstall(event);
    }
  }

  function add(event, obj, fn) {
    install(event);
    const ref = new WeakRef(obj);
    ref.fn = fn;
    if (registry === null) registry = new FinalizationRegistry(forget);
    registry.register(obj, ref);
    refs[event].add(ref);
  }

  function register(obj, fn) {
    emitExperimentalWarning('process.finalization.register');
    validators().validateObject(obj, 'obj', validators().kValidateObjectAllowFunction);
    add('exit', obj, fn);
  }

  function registerBeforeExit(obj, fn) {
    emitExperimentalWarning('process.finalization.registerBeforeExit');
    validators().validateObject(obj, 'obj', validators().kValidateObjectAllowFunction);
    add('beforeExit', obj, fn);
  }

  function unregister(obj) {
    emitExperimentalWarning('process.finalization.unregister');
    if (registry === null) return;
    registry.unregister(obj);
    for (const event of ['exit', 'beforeExit']) {
      for (const ref of refs[event]) {
        const target = ref.deref();
        if (!target || target === obj) refs[event].delete(ref);
      }
      uninstall(event);
    }
  }

  return { register, registerBeforeExit, unregister };
}

module.exports = {
  emitWarning,
  emitWarningSync,
  onWarning,
  kill,
  chdir,
  umask,
  dlopen,
  processBinding,
  cpuUsage,
  refOrUnref,
  linkedBinding,
  loadEnvFile,
  getBuiltinModule,
  threadCpuUsage,
  execve,
  setId,
  setgroups,
  initgroups,
  getgroups,
  createFinalization,
  errnoException,
  emitExperimentalWarning,
};
