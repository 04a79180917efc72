// `child_process`: spawn, exec, execFile and fork returning a ChildProcess
// (internal/child_process, over the io binding's process and stream handles), the
// synchronous family spawnSync/execSync/execFileSync (internal/child_process/spawn_sync),
// and _forkChild, which a forked child's start-up calls to open its IPC channel. Argument
// normalization, validation order and error codes follow Node 26.10.
'use strict';

const { Buffer } = require('buffer');
const internalChildProcess = require('internal/child_process');
const {
  ChildProcess,
  convertToValidSignal,
  getValidStdio,
  setupChannel,
  stdioStringToArray,
} = internalChildProcess;

const MAX_BUFFER = 1024 * 1024;
const kEmptyObject = Object.freeze({ __proto__: null });

let errorsModule;
function errors() {
  if (errorsModule === undefined) errorsModule = require('internal/errors');
  return errorsModule;
}
function codes() {
  return errors().codes;
}
function validators() {
  return require('internal/validators');
}

function getValidatedPath(path, name) {
  return require('internal/fs/utils').getValidatedPath(path, name);
}

function fork(modulePath, args = [], options) {
  modulePath = getValidatedPath(modulePath, 'modulePath');
  const { validateArray, validateObject } = validators();

  if (args == null) {
    args = [];
  } else if (typeof args === 'object' && !Array.isArray(args)) {
    options = args;
    args = [];
  } else {
    validateArray(args, 'args');
  }
  if (options != null) validateObject(options, 'options');
  options = { __proto__: null, ...options, shell: false };
  options.execPath = options.execPath || process.execPath;
  validateArgumentNullCheck(options.execPath, 'options.execPath');

  let execArgv = options.execArgv || process.execArgv;
  validateArgumentsNullCheck(execArgv, 'options.execArgv');
  if (execArgv === process.execArgv) execArgv = withoutEval(execArgv);

  args = [...execArgv, modulePath, ...args];

  if (typeof options.stdio === 'string') {
    options.stdio = stdioStringToArray(options.stdio, 'ipc');
  } else if (!Array.isArray(options.stdio)) {
    // fd 3 carries the channel; 0-2 follow the parent's unless silent.
    options.stdio = stdioStringToArray(options.silent ? 'pipe' : 'inherit', 'ipc');
  } else if (!options.stdio.includes('ipc')) {
    throw new (codes().ERR_CHILD_PROCESS_IPC_REQUIRED)('options.stdio');
  }

  return spawn(options.execPath, args, options);
}

// A parent started with -e/-p must not hand its script to the forked child (it would fork
// again and again). As Node: the code's last occurrence and the option before it go.
function withoutEval(execArgv) {
  if (process._eval == null) return execArgv;
  const i = execArgv.lastIndexOf(process._eval);
  if (i <= 0) return execArgv;
  const copy = execArgv.slice();
  copy.splice(i - 1, 2);
  return copy;
}

function _forkChild(fd, serializationMode) {
  const io = internalBinding('io');
  const p = io.openStream(fd);
  if (typeof p === 'number') throw errors().errnoException(p, 'open');
  p.unref();
  const control = setupChannel(process, p, serializationMode);
  process.on('newListener', function onNewListener(name) {
    if (name === 'message' || name === 'disconnect') control.refCounted();
  });
  process.on('removeListener', function onRemoveListener(name) {
    if (name === 'message' || name === 'disconnect') control.unrefCounted();
  });
}

function normalizeExecArgs(command, options, callback) {
  validators().validateString(command, 'command');
  validateArgumentNullCheck(command, 'command');
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  options = { __proto__: null, ...options };
  options.shell = typeof options.shell === 'string' ? options.shell : true;
  return { file: command, options, callback };
}

function exec(command, options, callback) {
  const opts = normalizeExecArgs(command, options, callback);
  return module.exports.execFile(opts.file, opts.options, opts.callback);
}

function customPromiseExecFunction(orig) {
  // A plain function (Node's has a prototype) named after the function it wraps, so
  // util.promisify(exec).name is 'exec'.
  const promisified = function(...args) {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    promise.child = orig(...args, (err, stdout, stderr) => {
      if (err !== null) {
        err.stdout = stdout;
        err.stderr = stderr;
        reject(err);
      } else {
        resolve({ stdout, stderr });
      }
    });
    return promise;
  };
  return Object.defineProperty(promisified, 'name', { __proto__: null, value: orig.name });
}

const kCustomPromisified = Symbol.for('nodejs.util.promisify.custom');
Object.defineProperty(exec, kCustomPromisified, {
  __proto__: null,
  enumerable: false,
  value: customPromiseExecFunction(exec),
});

function normalizeExecFileArgs(file, args, options, callback) {
  if (Array.isArray(args)) {
    args = args.slice();
  } else if (args != null && typeof args === 'object') {
    callback = options;
    options = args;
    args = null;
  } else if (typeof args === 'function') {
    callback = args;
    options = null;
    args = null;
  }
  if (args == null) args = [];

  const { validateObject, validateFunction, validateString } = validators();
  if (typeof options === 'function') callback = options;
  else if (options != null) validateObject(options, 'options');
  if (options == null) options = kEmptyObject;
  if (callback != null) validateFunction(callback, 'callback');

  if (options.argv0 != null) {
    validateString(options.argv0, 'options.argv0');
    validateArgumentNullCheck(options.argv0, 'options.argv0');
  }
  return { file, args, options, callback };
}

function execFile(file, args, options, callback) {
  ({ file, args, options, callback } = normalizeExecFileArgs(file, args, options, callback));

  options = {
    __proto__: null,
    encoding: 'utf8',
    timeout: 0,
    maxBuffer: MAX_BUFFER,
    killSignal: 'SIGTERM',
    cwd: null,
    env: null,
    shell: false,
    ...options,
  };
  validateTimeout(options.timeout);
  validateMaxBuffer(options.maxBuffer);
  options.killSignal = sanitizeKillSignal(options.killSignal);

  const child = spawn(file, args, {
    cwd: options.cwd,
    env: options.env,
    gid: options.gid,
    shell: options.shell,
    signal: options.signal,
    uid: options.uid,
    windowsHide: !!options.windowsHide,
    windowsVerbatimArguments: !!options.windowsVerbatimArguments,
  });

  const encoding = options.encoding !== 'buffer' && Buffer.isEncoding(options.encoding) ?
    options.encoding : null;
  const stdoutChunks = [];
  const stderrChunks = [];
  let stdoutLen = 0;
  let stderrLen = 0;
  let killed = false;
  let exited = false;
  let timeoutId;
  let ex = null;
  let cmd = file;

  function exithandler(code, signal) {
    if (exited) return;
    exited = true;
    if (timeoutId) {
      clearTimeout(timeoutId);
      timeoutId = null;
    }
    if (!callback) return;

    const stdout = encoding || (child.stdout && child.stdout.readableEncoding) ?
      stdoutChunks.join('') : Buffer.concat(stdoutChunks);
    const stderr = encoding || (child.stderr && child.stderr.readableEncoding) ?
      stderrChunks.join('') : Buffer.concat(stderrChunks);

    if (!ex && code === 0 && signal === null) {
      callback(null, stdout, stderr);
      return;
    }
    if (args?.length) cmd += ` ${args.join(' ')}`;
    if (!ex) {
      ex = errors().genericNodeError(`Command failed: ${cmd}\n${stderr}`, {
        code: code < 0 ? require('util').getSystemErrorName(code) : code,
        killed: child.killed || killed,
        signal,
      });
    }
    ex.cmd = cmd;
    callback(ex, stdout, stderr);
  }

  function errorhandler(e) {
    ex = e;
    if (child.stdout) child.stdout.destroy();
    if (child.stderr) child.stderr.destroy();
    exithandler();
  }

  function kill() {
    if (child.stdout) child.stdout.destroy();
    if (child.stderr) child.stderr.destroy();
    killed = true;
    try {
      child.kill(options.killSignal);
    } catch (e) {
      ex = e;
      exithandler();
    }
  }

  if (options.timeout > 0) {
    timeoutId = setTimeout(function delayedKill() {
      kill();
      timeoutId = null;
    }, options.timeout);
  }

  function collector(stream, chunks, which) {
    return function onChildData(chunk) {
      if (options.maxBuffer === Infinity) {
        chunks.push(chunk);
        return;
      }
      const enc = stream.readableEncoding;
      const length = enc ? Buffer.byteLength(chunk, enc) : chunk.length;
      const total = (which === 'stdout' ? (stdoutLen += length) : (stderrLen += length));
      if (total > options.maxBuffer) {
        const keep = options.maxBuffer - (total - length);
        chunks.push(chunk.slice(0, keep));
        ex = new (codes().ERR_CHILD_PROCESS_STDIO_MAXBUFFER)(which);
        kill();
      } else {
        chunks.push(chunk);
      }
    };
  }

  if (child.stdout) {
    if (encoding) child.stdout.setEncoding(encoding);
    child.stdout.on('data', collector(child.stdout, stdoutChunks, 'stdout'));
  }
  if (child.stderr) {
    if (encoding) child.stderr.setEncoding(encoding);
    child.stderr.on('data', collector(child.stderr, stderrChunks, 'stderr'));
  }

  child.addListener('close', exithandler);
  child.addListener('error', errorhandler);
  return child;
}

Object.defineProperty(execFile, kCustomPromisified, {
  __proto__: null,
  enumerable: false,
  value: customPromiseExecFunction(execFile),
});

function copyProcessEnvToEnv(env, name, optionEnv) {
  if (process.env[name] &&
      (!optionEnv || !Object.prototype.hasOwnProperty.call(optionEnv, name))) {
    env[name] = process.env[name];
  }
}

let emittedDEP0190 = false;
function normalizeSpawnArguments(file, args, options) {
  const { validateString, validateObject, validateBoolean } = validators();
  validateString(file, 'file');
  validateArgumentNullCheck(file, 'file');
  if (file.length === 0) throw new (codes().ERR_INVALID_ARG_VALUE)('file', file, 'cannot be empty');

  if (Array.isArray(args)) {
    args = args.slice();
  } else if (args == null) {
    args = [];
  } else if (typeof args !== 'object') {
    throw new (codes().ERR_INVALID_ARG_TYPE)('args', 'object', args);
  } else {
    options = args;
    args = [];
  }
  validateArgumentsNullCheck(args, 'args');

  if (options === undefined) options = kEmptyObject;
  else validateObject(options, 'options');
  options = { __proto__: null, ...options };

  let cwd = options.cwd;
  if (cwd != null) cwd = getValidatedPath(cwd, 'options.cwd');
  if (options.detached != null) validateBoolean(options.detached, 'options.detached');
  if (options.uid != null) validators().validateInt32(options.uid, 'options.uid');
  if (options.gid != null) validators().validateInt32(options.gid, 'options.gid');
  if (options.shell != null && typeof options.shell !== 'boolean' &&
      typeof options.shell !== 'string') {
    throw new (codes().ERR_INVALID_ARG_TYPE)('options.shell', ['boolean', 'string'], options.shell);
  }
  if (options.argv0 != null) {
    validateString(options.argv0, 'options.argv0');
    validateArgumentNullCheck(options.argv0, 'options.argv0');
  }
  if (options.windowsHide != null) validateBoolean(options.windowsHide, 'options.windowsHide');
  let { windowsVerbatimArguments } = options;
  if (windowsVerbatimArguments != null) {
    validateBoolean(windowsVerbatimArguments, 'options.windowsVerbatimArguments');
  }

  if (options.shell) {
    validateArgumentNullCheck(options.shell, 'options.shell');
    if (args.length > 0 && !emittedDEP0190) {
      emittedDEP0190 = true;
      process.emitWarning('Passing args to a child process with shell option true can lead to ' +
                          'security vulnerabilities, as the arguments are not escaped, only ' +
                          'concatenated.', 'DeprecationWarning', 'DEP0190');
    }
    const command = [file, ...args].join(' ');
    if (process.platform === 'win32') {
      file = typeof options.shell === 'string' ? options.shell : process.env.comspec || 'cmd.exe';
      if (/^(?:.*\\)?cmd(?:\.exe)?$/i.test(file)) {
        args = ['/d', '/s', '/c', `"${command}"`];
        windowsVerbatimArguments = true;
      } else {
        args = ['-c', command];
      }
    } else {
      file = typeof options.shell === 'string' ? options.shell :
        (process.platform === 'android' ? '/system/bin/sh' : '/bin/sh');
      args = ['-c', command];
    }
  }

  args.unshift(typeof options.argv0 === 'string' ? options.argv0 : file);

  const env = options.env || process.env;
  const envPairs = [];
  // Coverage collection follows children even when they get a hand-made environment.
  copyProcessEnvToEnv(env, 'NODE_V8_COVERAGE', options.env);
  // Keys from the prototype chain count too, as in Node.
  for (const key in env) {
    const value = env[key];
    if (value !== undefined) {
      validateArgumentNullCheck(key, `options.env['${key}']`);
      validateArgumentNullCheck(value, `options.env['${key}']`);
      envPairs.push(`${key}=${value}`);
    }
  }

  return {
    __proto__: null,
    ...options,
    args,
    cwd,
    detached: !!options.detached,
    envPairs,
    file,
    windowsHide: !!options.windowsHide,
    windowsVerbatimArguments: !!windowsVerbatimArguments,
  };
}

function abortChildProcess(child, killSignal, reason) {
  if (!child) return;
  try {
    if (child.kill(killSignal)) {
      child.emit('error', new (errors().AbortError)(undefined, { cause: reason }));
    }
  } catch (err) {
    child.emit('error', err);
  }
}

// A child that failed to start (its 'error' comes on the next tick) still gets the IPC
// channel it asked for: Node makes its end before the attempt, so the parent is connected
// until the channel's first read finds the other end gone. Then 'disconnect' comes and the
// channel counts towards 'close'; a message sent before that fails with EPIPE. Not after
// EMFILE/ENFILE, where Node stops before setting up any stdio.
const UV_EMFILE = -24;
const UV_ENFILE = -23;
const deadChannelEnds = [];
function attachDeadChannel(child, options, err) {
  if (child.channel != null || err === UV_EMFILE || err === UV_ENFILE) return;
  if (!Array.isArray(options.stdio) || !options.stdio.some((entry) => entry && entry.ipc)) return;
  const UV_EPIPE = -32;
  const UV_EOF = -4095;
  // The end of the channel is read in the next turn of the loop, after the 'error' (whose
  // listeners may disconnect first), or as soon as the child's output pipes end, since
  // Node reads the channel's end before theirs.
  let closed = false;
  let read = false;
  const deliver = () => {
    if (read || closed) return;
    read = true;
    channel.onread(UV_EOF);
  };
  // Ends found in one turn are read in the order the channels were made.
  const readEnd = () => {
    const at = deadChannelEnds.indexOf(deliver);
    if (at === -1) return;
    const due = deadChannelEnds.splice(0, at + 1);
    for (let i = 0; i < due.length; i++) due[i]();
  };
  const channel = {
    writeQueueSize: 0,
    readStart() {
      deadChannelEnds.push(deliver);
      setImmediate(readEnd);
      const stdio = child.stdio || [];
      for (let i = 1; i < stdio.length; i++) {
        const s = stdio[i];
        if (s && s.readable && typeof s.prependOnceListener === 'function') {
          s.prependOnceListener('end', readEnd);
        }
      }
    },
    readStop() {},
    writeBuffer() { return UV_EPIPE; },
    writeString() { return UV_EPIPE; },
    close() { closed = true; },
    ref() {},
    unref() {},
  };
  setupChannel(child, channel, options.serialization || 'json');
}

function spawn(file, args, options) {
  options = normalizeSpawnArguments(file, args, options);
  validateTimeout(options.timeout);
  validators().validateAbortSignal(options.signal, 'options.signal');
  const killSignal = sanitizeKillSignal(options.killSignal);
  const child = new ChildProcess();

  const err = child.spawn(options);
  if (err) attachDeadChannel(child, options, err);

  if (options.timeout > 0) {
    let timeoutId = setTimeout(() => {
      if (timeoutId) {
        try {
          child.kill(killSignal);
        } catch (err) {
          child.emit('error', err);
        }
        timeoutId = null;
      }
    }, options.timeout);
    child.once('exit', () => {
      if (timeoutId) {
        clearTimeout(timeoutId);
        timeoutId = null;
      }
    });
  }

  if (options.signal) {
    const signal = options.signal;
    const onAbortListener = () => abortChildProcess(child, killSignal, signal.reason);
    if (signal.aborted) {
      process.nextTick(onAbortListener);
    } else {
      const disposable = require('events').addAbortListener(signal, onAbortListener);
      child.once('exit', disposable[Symbol.dispose]);
    }
  }

  return child;
}

function spawnSync(file, args, options) {
  options = {
    __proto__: null,
    maxBuffer: MAX_BUFFER,
    ...normalizeSpawnArguments(file, args, options),
  };
  validateTimeout(options.timeout);
  validateMaxBuffer(options.maxBuffer);
  options.killSignal = sanitizeKillSignal(options.killSignal);
  options.stdio = getValidStdio(options.stdio || 'pipe', true).stdio;

  if (options.input) {
    const stdin = options.stdio[0] = { ...options.stdio[0] };
    stdin.input = options.input;
  }
  for (let i = 0; i < options.stdio.length; i++) {
    const input = options.stdio[i] && options.stdio[i].input;
    if (input != null) {
      const pipe = options.stdio[i] = { ...options.stdio[i] };
      if (require('internal/util/types').isArrayBufferView(input)) {
        pipe.input = input;
      } else if (typeof input === 'string') {
        pipe.input = Buffer.from(input, options.encoding);
      } else {
        throw new (codes().ERR_INVALID_ARG_TYPE)(
          `options.stdio[${i}]`, ['Buffer', 'TypedArray', 'DataView', 'string'], input);
      }
    }
  }
  return internalChildProcess.spawnSync(options);
}

function checkExecSyncError(ret, args, cmd) {
  let err;
  if (ret.error) {
    err = ret.error;
    Object.assign(err, ret);
  } else if (ret.status !== 0) {
    let msg = 'Command failed: ';
    msg += cmd || args.join(' ');
    if (ret.stderr && ret.stderr.length > 0) msg += `\n${ret.stderr.toString()}`;
    err = errors().genericNodeError(msg, ret);
  }
  return err;
}

function execFileSync(file, args, options) {
  ({ file, args, options } = normalizeExecFileArgs(file, args, options));
  const inheritStderr = !options.stdio;
  const ret = spawnSync(file, args, options);
  if (inheritStderr && ret.stderr) process.stderr.write(ret.stderr);
  const errArgs = [options.argv0 || file];
  errArgs.push(...args);
  const err = checkExecSyncError(ret, errArgs);
  if (err) throw err;
  return ret.stdout;
}

function execSync(command, options) {
  const opts = normalizeExecArgs(command, options, null);
  const inheritStderr = !opts.options.stdio;
  const ret = spawnSync(opts.file, opts.options);
  if (inheritStderr && ret.stderr) process.stderr.write(ret.stderr);
  const err = checkExecSyncError(ret, undefined, command);
  if (err) throw err;
  return ret.stdout;
}

function validateArgumentNullCheck(arg, propName) {
  if (typeof arg === 'string' && arg.includes('\u0000')) {
    throw new (codes().ERR_INVALID_ARG_VALUE)(propName, arg, 'must be a string without null bytes');
  }
}

function validateArgumentsNullCheck(args, propName) {
  for (let i = 0; i < args.length; ++i) validateArgumentNullCheck(args[i], `${propName}[${i}]`);
}

function validateTimeout(timeout) {
  if (timeout != null) validators().validateInteger(timeout, 'timeout', 0);
}

function validateMaxBuffer(maxBuffer) {
  if (maxBuffer != null) validators().validateNumber(maxBuffer, 'options.maxBuffer', 0);
}

function sanitizeKillSignal(killSignal) {
  if (typeof killSignal === 'string' || typeof killSignal === 'number') {
    return convertToValidSignal(killSignal);
  } else if (killSignal != null) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('options.killSignal', ['string', 'number'], killSignal);
  }
}

module.exports = {
  _forkChild,
  ChildProcess,
  exec,
  execFile,
  execFileSync,
  execSync,
  fork,
  spawn,
  spawnSync,
};
