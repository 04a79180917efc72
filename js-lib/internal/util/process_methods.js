'use strict';
// internal/util/process_methods — the bodies of the less common `process` methods, loaded on
// first call (internal/process/object keeps only thin wrappers so start-up stays cheap):
// loadEnvFile, getBuiltinModule, threadCpuUsage, execve, the set*id family with setgroups and
// initgroups, getgroups, and process.finalization. Argument checks and messages are Node 26's.
// The credential calls, execve and threadCpuUsage need native functions of
// internalBinding('process') (setuid, seteuid, setgid, setegid, setgroups, initgroups,
// execve, threadCpuUsage); where the binding lacks one, the call throws
// ERR_METHOD_NOT_IMPLEMENTED after its arguments were checked. threadCpuUsage falls back to
// the kernel's per-thread counters in /proc (10 ms resolution).

const { codes } = require('internal/errors_lazy');

const binding = internalBinding('process');

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

function threadCpuUsage(prevValue) {
  const v = validators();
  if (prevValue) {
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
};
