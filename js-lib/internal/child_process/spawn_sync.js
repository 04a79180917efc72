// internal/child_process/spawn_sync: runs one child to completion through
// internalBinding('spawn_sync') and shapes the result as Node's spawnSync does
// ({[error], status, signal, output, pid, stdout, stderr}, errors 'spawnSync <file> E...').
// The binding handles every child fd as pipe, inherit, ignore or one of this process's fds.
// Also owns the object process.binding('spawn_sync') gives: its `spawn` takes Node's
// spawn options and returns Node's raw result, and spawnSync calls it through that object,
// so code that replaces it (nyc's process-on-spawn, spawn-wrap) sees every spawnSync.
'use strict';

const { Buffer } = require('buffer');

const UV_EBADF = -9;
const UV_ENOBUFS = -105;
const UV_ETIMEDOUT = -110;

let signalNames;
function signalName(n) {
  if (signalNames === undefined) {
    signalNames = new Map();
    const table = require('os').constants.signals;
    for (const name in table) {
      if (!signalNames.has(table[name])) signalNames.set(table[name], name);
    }
  }
  return signalNames.get(n) || n;
}

function isOpenFd(fd) {
  try {
    require('fs').fstatSync(fd);
    return true;
  } catch (err) {
    return err?.code !== 'EBADF';
  }
}

function toBuffer(u8) {
  if (u8 === null || u8 === undefined) return null;
  return Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);
}

// options: file, args (argv0 first), cwd, envPairs, stdio (getValidStdio entries, input on
// entry 0), timeout, killSignal (number or undefined), maxBuffer. The result is Node's raw
// one: {[error: errno], status, signal (a name), output (null when nothing ran), pid}.
function spawn(options) {
  const stdio = options.stdio;
  // An extra stdio fd that is not open fails the spawn with EBADF, as the child's dup2
  // does in Node.
  for (let i = 3; i < stdio.length; i++) {
    const s = stdio[i];
    const fd = s.type === 'fd' ? s.fd : (s.type === 'wrap' ? s.handle.fd : -1);
    if (fd !== -1 && fd !== i && !isOpenFd(fd)) {
      return { error: UV_EBADF, status: null, signal: null, output: null, pid: 0 };
    }
  }
  const kinds = new Array(Math.max(stdio.length, 3)).fill('pipe');
  for (let i = 0; i < stdio.length; i++) {
    const s = stdio[i];
    let kind;
    let fd = -1;
    switch (s.type) {
      case 'pipe':
      case 'overlapped': kind = 'pipe'; break;
      case 'ignore': kind = 'ignore'; break;
      case 'inherit': kind = 'inherit'; break;
      case 'fd': fd = s.fd; break;
      case 'wrap': fd = s.handle.fd; break;
      default: kind = 'ignore';
    }
    if (fd !== -1) {
      // The child gets the fd itself (a file stays a file to it, as in Node).
      kind = fd === i ? 'inherit' : `fd:${fd}`;
    }
    kinds[i] = kind;
  }

  let input = stdio[0] && stdio[0].input;
  // The binding reads typed arrays only: give it a byte view of a DataView too.
  if (input != null && typeof input === 'object' && !(input instanceof Uint8Array)) {
    input = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  }
  const killSignal = options.killSignal === undefined ? 15 : options.killSignal;
  const maxBuffer = options.maxBuffer;
  const r = internalBinding('spawn_sync').spawnSync({
    file: options.file,
    argv0: options.args[0],
    uid: options.uid,
    gid: options.gid,
    args: options.args.slice(1),
    cwd: options.cwd == null || options.cwd === '' ? undefined : `${options.cwd}`,
    envPairs: options.envPairs,
    input: input == null ? undefined : input,
    stdio: kinds,
    timeout: options.timeout || 0,
    killSignal,
    // The binding reads 0 as "no limit", which is what Node does with 0 too.
    maxBuffer: maxBuffer === undefined ? 1024 * 1024 : maxBuffer,
  });

  let errno;
  if (r.errno !== undefined) errno = r.errno;
  else if (r.timedOut) errno = UV_ETIMEDOUT;
  else if (r.overflow) errno = UV_ENOBUFS;
  // Feeding `input` to a child that exits without reading it all fails with EPIPE.
  else if (r.inputErrno !== undefined) errno = r.inputErrno;

  const result = {};
  if (errno !== undefined) result.error = errno;
  if (r.errno !== undefined) {
    result.status = null;
    result.signal = null;
    result.output = null;
    result.pid = 0;
    return result;
  }
  const output = new Array(Math.max(stdio.length, 3)).fill(null);
  output[1] = kinds[1] === 'pipe' ? toBuffer(r.stdout) || Buffer.alloc(0) : null;
  output[2] = kinds[2] === 'pipe' ? toBuffer(r.stderr) || Buffer.alloc(0) : null;
  for (let i = 3; i < output.length; i++) {
    if (kinds[i] === 'pipe') output[i] = toBuffer(r.extra[i - 3]) || Buffer.alloc(0);
  }
  result.status = r.status === undefined ? null : r.status;
  result.signal = r.signal === null || r.signal === undefined ? null : signalName(r.signal);
  result.output = output;
  result.pid = r.pid;
  return result;
}

const binding = { spawn };

function spawnSync(options) {
  const result = binding.spawn(options);
  const output = result.output;
  const encoding = options.encoding;
  if (output && encoding && encoding !== 'buffer') {
    for (let i = 0; i < output.length; i++) {
      if (output[i]) output[i] = output[i].toString(encoding);
    }
  }
  result.stdout = output ? output[1] : undefined;
  result.stderr = output ? output[2] : undefined;
  if (result.error) {
    const { errnoException } = require('internal/errors');
    const err = errnoException(result.error, `spawnSync ${options.file}`);
    err.path = options.file;
    err.spawnargs = options.args.slice(1);
    result.error = err;
  }
  return result;
}

module.exports = { spawnSync, binding };
