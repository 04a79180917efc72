// `child_process`: the synchronous family (spawnSync, execSync, execFileSync) and the
// callback forms exec/execFile, all running the child to completion in native code
// (internalBinding('spawn_sync')). Streaming children (spawn, fork) need streams and are
// not implemented: calling them throws ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

const binding = internalBinding('spawn_sync');

function errors() {
  return require('internal/errors');
}

const signalNames = {
  1: 'SIGHUP', 2: 'SIGINT', 3: 'SIGQUIT', 4: 'SIGILL', 5: 'SIGTRAP', 6: 'SIGABRT', 7: 'SIGBUS',
  8: 'SIGFPE', 9: 'SIGKILL', 10: 'SIGUSR1', 11: 'SIGSEGV', 12: 'SIGUSR2', 13: 'SIGPIPE',
  14: 'SIGALRM', 15: 'SIGTERM', 17: 'SIGCHLD', 18: 'SIGCONT', 19: 'SIGSTOP', 20: 'SIGTSTP',
};
const signalNumbers = Object.fromEntries(Object.entries(signalNames).map(([n, s]) => [s, Number(n)]));

function normalizeStdio(stdio) {
  if (stdio === undefined) return ['pipe', 'pipe', 'pipe'];
  if (typeof stdio === 'string') return [stdio, stdio, stdio];
  return [0, 1, 2].map((i) => {
    const s = stdio[i];
    if (s === undefined || s === null) return 'pipe';
    if (s === process.stdin || s === process.stdout || s === process.stderr || s === i) return 'inherit';
    return typeof s === 'string' ? s : 'pipe';
  });
}

function envPairs(env) {
  const pairs = [];
  for (const key of Object.keys(env)) {
    const value = env[key];
    if (value !== undefined) pairs.push(`${key}=${value}`);
  }
  return pairs;
}

function buildRequest(file, args, options) {
  const { validateString } = require('internal/validators');
  validateString(file, 'file');
  if (file.length === 0) {
    throw new (errors().codes.ERR_INVALID_ARG_VALUE)('file', file, 'cannot be empty');
  }
  options = options || {};
  let spawnFile = file;
  let spawnArgs = args || [];
  if (options.shell) {
    const command = [file, ...spawnArgs].join(' ');
    spawnFile = typeof options.shell === 'string' ? options.shell : '/bin/sh';
    spawnArgs = ['-c', command];
  }
  let input = options.input;
  if (typeof input === 'string') input = require('buffer').Buffer.from(input, options.encoding === 'buffer' ? 'utf8' : (options.encoding || 'utf8'));
  const cwd = options.cwd !== undefined && options.cwd !== null
    ? require('internal/url').toPathIfFileURL(options.cwd) : undefined;
  const killSignal = typeof options.killSignal === 'string'
    ? signalNumbers[options.killSignal] : options.killSignal;
  return {
    file: spawnFile,
    args: spawnArgs.map(String),
    argv0: options.argv0,
    cwd,
    envPairs: envPairs(options.env || process.env),
    input,
    stdio: normalizeStdio(options.stdio),
    timeout: options.timeout || 0,
    killSignal: killSignal || 15,
    maxBuffer: options.maxBuffer === undefined ? 1024 * 1024 : options.maxBuffer,
  };
}

function decode(buf, encoding) {
  if (buf === null || encoding === undefined || encoding === 'buffer') {
    return buf === null ? null : toBuffer(buf);
  }
  return toBuffer(buf).toString(encoding);
}

function toBuffer(u8) {
  const { Buffer } = require('buffer');
  return Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);
}

function spawnError(errno, syscall, path, spawnargs) {
  const err = errors().uvException({ errno, syscall, path });
  err.path = path;
  err.spawnargs = spawnargs;
  return err;
}

function spawnSync(file, args, options) {
  if (!Array.isArray(args)) {
    options = args;
    args = [];
  }
  options = options || {};
  const req = buildRequest(file, args, options);
  const r = binding.spawnSync(req);
  const result = {
    status: r.status,
    signal: r.signal === null ? null : (signalNames[r.signal] || r.signal),
    output: [null, decode(r.stdout, options.encoding), decode(r.stderr, options.encoding)],
    pid: r.pid,
    stdout: decode(r.stdout, options.encoding),
    stderr: decode(r.stderr, options.encoding),
  };
  if (r.errno !== undefined) {
    result.error = spawnError(r.errno, `spawnSync ${req.file}`, req.file, [file, ...args]);
    result.status = null;
  } else if (r.timedOut) {
    result.error = errors().uvException({ errno: -110, syscall: `spawnSync ${req.file}` });
  } else if (r.overflow) {
    result.error = errors().uvException({ errno: -105, syscall: `spawnSync ${req.file}` });
  }
  return result;
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
    err = new Error(msg);
    Object.assign(err, ret);
  }
  return err;
}

function execFileSync(file, args, options) {
  if (!Array.isArray(args)) {
    options = args;
    args = [];
  }
  options = { stdio: ['pipe', 'pipe', 'inherit'], ...options };
  const ret = spawnSync(file, args, options);
  if (options.stdio[2] === 'inherit' && ret.stderr) process.stderr.write(ret.stderr);
  const err = checkExecSyncError(ret, [file, ...args]);
  if (err) throw err;
  return ret.stdout;
}

function execSync(command, options) {
  options = { stdio: ['pipe', 'pipe', 'inherit'], ...options, shell: (options && options.shell) || true };
  const ret = spawnSync(command, [], options);
  if (options.stdio[2] === 'inherit' && ret.stderr) process.stderr.write(ret.stderr);
  const err = checkExecSyncError(ret, [], command);
  if (err) throw err;
  return ret.stdout;
}

function execFile(file, args, options, callback) {
  if (typeof args === 'function') {
    callback = args;
    args = [];
    options = {};
  } else if (!Array.isArray(args)) {
    callback = options;
    options = args;
    args = [];
  }
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  options = { encoding: 'utf8', ...options };
  const req = buildRequest(file, args || [], options);
  binding.spawnAsync(req, (_, r) => {
    const stdout = decode(r.stdout, options.encoding) ?? '';
    const stderr = decode(r.stderr, options.encoding) ?? '';
    let err = null;
    const cmd = options.shell ? file : [file, ...(args || [])].join(' ');
    if (r.errno !== undefined) {
      err = spawnError(r.errno, `spawn ${req.file}`, req.file, [file, ...(args || [])]);
      err.cmd = cmd;
    } else if (r.status !== 0 || r.signal !== null) {
      err = new Error(`Command failed: ${cmd}\n${stderr}`);
      err.code = r.status;
      err.killed = r.timedOut;
      err.signal = r.signal === null ? null : signalNames[r.signal];
      err.cmd = cmd;
    }
    if (typeof callback === 'function') callback(err, stdout, stderr);
  });
  return { pid: undefined, kill() { return false; } };
}

function exec(command, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  return execFile(command, [], { ...options, shell: (options && options.shell) || true }, callback);
}

function notImplemented(name) {
  return function () {
    throw new (errors().codes.ERR_METHOD_NOT_IMPLEMENTED)(`child_process.${name}()`);
  };
}

module.exports = {
  spawnSync,
  execSync,
  execFileSync,
  exec,
  execFile,
  spawn: notImplemented('spawn'),
  fork: notImplemented('fork'),
  // Node calls this in a forked child to open the IPC channel on fd NODE_CHANNEL_FD;
  // minirt has no IPC pipes yet.
  _forkChild: notImplemented('_forkChild'),
  ChildProcess: class ChildProcess {},
};
