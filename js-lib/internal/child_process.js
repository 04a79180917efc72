// internal/child_process: the ChildProcess object over the io binding's process handle
// (spawn, kill, ref/unref, 'spawn'/'exit'/'error'/'close' in Node's order), the stdio
// option translation (getValidStdio), the IPC channel shared by parents and forked
// children (setupChannel: send/disconnect/'message'/'disconnect'), and the result shaping
// of spawnSync over internalBinding('spawn_sync').
'use strict';

const EventEmitter = require('events');
const { addHandle, deleteHandle } = require('internal/process/active_handles');
const {
  symbols: { async_id_symbol, trigger_async_id_symbol }, fields: hookCounts, runInResource,
} = require('internal/async_hooks');

const kChannelHandle = Symbol('kChannelHandle');
const kIsUsedAsStdio = Symbol('kIsUsedAsStdio');
const kPendingMessages = Symbol('kPendingMessages');
// Named as Node's, which util.inspect shows on the process handle.
const kOwner = Symbol('owner_symbol');

const UV_EACCES = -13;
const UV_EAGAIN = -11;
const UV_EINVAL = -22;
const UV_EMFILE = -24;
const UV_ENFILE = -23;
const UV_ENOENT = -2;
const UV_ENOSYS = -38;
const UV_EPIPE = -32;
const UV_ESRCH = -3;

let ioBinding;
function io() {
  if (ioBinding === undefined) ioBinding = internalBinding('io');
  return ioBinding;
}

let errorsModule;
function errors() {
  if (errorsModule === undefined) errorsModule = require('internal/errors');
  return errorsModule;
}

function validators() {
  return require('internal/validators');
}

let signalTable;
let signalNumberSet;
function signals() {
  if (signalTable === undefined) {
    signalTable = require('os').constants.signals;
    signalNumberSet = new Set();
    for (const name in signalTable) signalNumberSet.add(signalTable[name]);
  }
  return signalTable;
}

function hideOwn(object, key) {
  const desc = Object.getOwnPropertyDescriptor(object, key);
  if (desc !== undefined && desc.enumerable && desc.configurable) {
    desc.enumerable = false;
    Object.defineProperty(object, key, desc);
  }
}

// A signal name (any case) or number to its number, as Node's convertToValidSignal.
function convertToValidSignal(signal) {
  const table = signals();
  if (typeof signal === 'number') {
    if (signalNumberSet.has(signal)) return signal;
  } else if (typeof signal === 'string') {
    const n = table[signal.toUpperCase()];
    if (n !== undefined) return n;
  }
  throw new (errors().codes.ERR_UNKNOWN_SIGNAL)(signal);
}

// The native process handle the way ChildProcess drives it: spawn(options) -> 0 | -errno,
// then pid, kill(signo), ref/unref, close, and onexit(exitCode, signalName).
class Process {
  constructor() {
    this.onexit = null;
    this.pid = undefined;
    // Not shown by util.inspect: Node's handle has only onexit and pid.
    Object.defineProperty(this, 'handle', {
      __proto__: null, configurable: true, enumerable: false, writable: true, value: null,
    });
  }

  spawn(options) {
    const stdio = options.stdio;
    const native = new Array(stdio.length);
    for (let i = 0; i < stdio.length; i++) {
      const s = stdio[i];
      switch (s.type) {
        case 'ignore': native[i] = { type: 'ignore' }; break;
        case 'pipe':
        case 'overlapped': native[i] = { type: s.ipc ? 'ipc' : 'pipe' }; break;
        case 'inherit': native[i] = { type: 'inherit' }; break;
        case 'fd': native[i] = { type: 'fd', fd: s.fd }; break;
        case 'wrap': native[i] = { type: 'fd', fd: s.handle.fd }; break;
        default: native[i] = { type: 'ignore' };
      }
    }
    const r = io().spawn({
      file: options.file,
      args: options.args,
      // An empty cwd means no chdir at all, as in libuv.
      cwd: options.cwd == null || options.cwd === '' ? undefined : `${options.cwd}`,
      envPairs: options.envPairs,
      detached: !!options.detached,
      uid: options.uid == null ? undefined : options.uid,
      gid: options.gid == null ? undefined : options.gid,
      stdio: native,
    }, (exitCode, signalCode) => {
      if (typeof this.onexit !== 'function') return;
      // While a hook is enabled the exit is seen as the PROCESSWRAP's async id.
      if (hookCounts.total > 0 && this[async_id_symbol] > 0) {
        runInResource(this, this.onexit, this, [exitCode, signalCode]);
      } else {
        this.onexit(exitCode, signalCode);
      }
    });
    if (typeof r === 'number') return r;
    this.pid = r.pid;
    this.handle = r.process;
    // Listed by process._getActiveHandles() as the child, as Node's ProcessWrap, until closed.
    addHandle(this, this[kOwner] ?? this, 'ProcessWrap');
    // Node keeps these ids inside the handle, where util.inspect does not see them.
    hideOwn(this, async_id_symbol);
    hideOwn(this, trigger_async_id_symbol);
    if (this[kOwner] !== undefined) hideOwn(this[kOwner], async_id_symbol);
    for (let i = 0; i < stdio.length; i++) {
      const h = r.stdio[i];
      if (h) stdio[i].handle = h;
    }
    return 0;
  }

  kill(signal) {
    return this.handle === null ? UV_ESRCH : this.handle.kill(signal);
  }

  ref() {
    if (this.handle !== null) this.handle.ref();
  }

  unref() {
    if (this.handle !== null) this.handle.unref();
  }

  hasRef() {
    return this.handle !== null && this.handle.hasRef();
  }

  close() {
    if (this.handle !== null) {
      deleteHandle(this);
      this.handle.close();
      this.handle = null;
    }
  }
}

function ChildProcess() {
  EventEmitter.call(this);
  this._closesNeeded = 1;
  this._closesGot = 0;
  this.connected = false;
  this.signalCode = null;
  this.exitCode = null;
  this.killed = false;
  this.spawnfile = null;
  this._handle = new Process();
  this._handle[kOwner] = this;
  this._handle.onexit = (exitCode, signalCode) => {
    if (exitCode < 0) onProcessExit(this, exitCode, signalCode);
    else afterOutputRead(this, onProcessExit, exitCode, signalCode);
  };
  require('internal/diagnostics_channel/builtin')
    .publish('child_process', () => ({ process: this }));
}
Object.setPrototypeOf(ChildProcess.prototype, EventEmitter.prototype);
Object.setPrototypeOf(ChildProcess, EventEmitter);

// How long an exit waits for the output the child wrote before it.
const kOutputGraceMs = 5;
// How long it may then take a pipe whose end was read to emit 'end' and finish.
const kEndChainMs = 500;
const kOnPipeEnd = Symbol('kOnPipeEnd');
const kDataTurn = Symbol('kDataTurn');
const kDataAfterExit = Symbol('kDataAfterExit');
const kHeldEnd = Symbol('kHeldEnd');

// Identifies the current turn of the event loop: a new object once the turn's immediates
// run. Only kept up to date while child output is flowing (see noteChildData).
let turnToken = {};
let turnResetPending = false;
function newTurn() {
  turnResetPending = false;
  turnToken = {};
}

function noteChildData(socket) {
  if (!turnResetPending) {
    turnResetPending = true;
    require('timers').setImmediate(newTurn);
  }
  socket[kDataTurn] = turnToken;
  if (socket[kOnPipeEnd] !== undefined) socket[kDataAfterExit] = true;
}

// libuv reads no further after a short read in one turn, so a pipe whose last output came
// in the turn of the exit has its end read in the next turn, after the 'exit'. Such an end
// is held back here (the exit counts it as seen) and delivered a turn after the exit.
function holdPipeEnd(socket, deliver) {
  const fn = socket[kOnPipeEnd];
  if (fn === undefined) return false;
  if (socket[kDataAfterExit] !== true && socket[kDataTurn] !== turnToken) return false;
  socket[kOnPipeEnd] = undefined;
  socket[kHeldEnd] = deliver;
  fn();
  return true;
}

function releaseHeldEnds(streams) {
  for (let i = 0; i < streams.length; i++) {
    const deliver = streams[i][kHeldEnd];
    if (deliver !== undefined) {
      streams[i][kHeldEnd] = undefined;
      deliver();
    }
  }
}

// A pipe that ends with no output in that turn has its end read before the exit (libuv
// handles the exit last in a turn's I/O): its 'end' comes first, and the 'finish' of its
// write side, which the end shuts, unless data still waits in a paused stream's buffer.
function notePipeEnd(socket) {
  const fn = socket[kOnPipeEnd];
  if (fn === undefined) return;
  socket[kOnPipeEnd] = undefined;
  const state = socket._readableState;
  if (!state || state.length !== 0 || state.endEmitted || !state.ended) {
    fn();
    return;
  }
  if (typeof fn.sawEnd === 'function') fn.sawEnd();
  const { setImmediate } = require('timers');
  socket.once('end', () => {
    const ws = socket._writableState;
    if (socket.allowHalfOpen !== false || !ws || ws.finished || ws.destroyed) {
      setImmediate(fn);
      return;
    }
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      socket.removeListener('finish', next);
      socket.removeListener('close', next);
      setImmediate(fn);
    };
    socket.once('finish', next);
    socket.once('close', next);
  });
}

// libuv hands over a child's output, up to the end of its pipes, before its exit when both
// are ready in one loop turn; the reactor here posts them independently, so the exit waits
// for the end of the pipes someone is reading (and of the IPC channel). Not for long: a
// grandchild may hold them open, and then Node emits 'exit' at once.
function afterOutputRead(child, fn, exitCode, signalCode) {
  const stdio = child.stdio;
  const waiting = [];
  if (stdio != null) {
    for (let i = 1; i < stdio.length; i++) {
      const s = stdio[i];
      if (!s || s[kIsUsedAsStdio] || s.destroyed || !s.readable) continue;
      const state = s._readableState;
      // A paused stream is still read to its end unless its buffer is full.
      if (!state || state.ended || (state.flowing !== true && !state.readableListening &&
                                    state.length >= state.highWaterMark)) continue;
      waiting.push(s);
    }
  }
  // Node has a forked child disconnected by the time it reports the exit.
  const channelOpen = child.connected === true;
  if (waiting.length === 0 && !channelOpen) {
    fn(child, exitCode, signalCode);
    return;
  }
  let left = waiting.length + (channelOpen ? 1 : 0);
  let timer = null;
  const handlers = [];
  const finish = () => {
    if (timer === null) return;
    require('timers').clearTimeout(timer);
    timer = null;
    if (channelOpen) child.removeListener('disconnect', handlers[waiting.length]);
    for (let i = 0; i < waiting.length; i++) {
      waiting[i][kOnPipeEnd] = undefined;
      waiting[i].removeListener('close', handlers[i]);
    }
    fn(child, exitCode, signalCode);
    // In the next turn, after the close callbacks the exit caused (its stdin's).
    const { setImmediate } = require('timers');
    setImmediate(() => setImmediate(releaseHeldEnds, waiting));
  };
  // Once every pipe's end has been read, what is left ('end', the write side's shutdown)
  // happens here and only needs time, not the child: the short grace no longer applies.
  let unseen = left;
  const seen = () => {
    if (--unseen === 0 && left > 0 && timer !== null) {
      const timers = require('timers');
      timers.clearTimeout(timer);
      timer = timers.setTimeout(finish, kEndChainMs);
    }
  };
  for (let i = 0; i <= waiting.length; i++) {
    let done = false;
    let wasSeen = false;
    handlers[i] = () => {
      if (done) return;
      done = true;
      if (--left === 0) {
        finish();
      } else if (!wasSeen) {
        wasSeen = true;
        seen();
      }
    };
    handlers[i].sawEnd = () => {
      if (done || wasSeen) return;
      wasSeen = true;
      seen();
    };
  }
  for (let i = 0; i < waiting.length; i++) {
    waiting[i][kOnPipeEnd] = handlers[i];
    waiting[i].once('close', handlers[i]);
  }
  if (channelOpen) child.once('disconnect', handlers[waiting.length]);
  // The timers module's own: a test's fake timers must not hold the exit back.
  timer = require('timers').setTimeout(finish, kOutputGraceMs);
}

function onProcessExit(child, exitCode, signalCode) {
  if (signalCode) child.signalCode = signalCode;
  else child.exitCode = exitCode;
  if (child.stdin) child.stdin.destroy();
  if (child._handle) {
    child._handle.close();
    child._handle = null;
  }
  if (exitCode < 0) {
    const file = child.spawnfile;
    const err = errors().errnoException(exitCode, file ? `spawn ${file}` : 'spawn');
    if (file) err.path = file;
    err.spawnargs = child.spawnargs.slice(1);
    child.emit('error', err);
  } else {
    child.emit('exit', child.exitCode, child.signalCode);
  }
  // Streams nobody reads would never see their end: pull them through, one tick later so
  // an 'exit' listener can still start reading.
  process.nextTick(flushStdio, child);
  maybeClose(child);
}

function flushStdio(child) {
  const stdio = child.stdio;
  if (stdio == null) return;
  for (let i = 0; i < stdio.length; i++) {
    const stream = stdio[i];
    if (!stream || !stream.readable || stream[kIsUsedAsStdio]) continue;
    stream.resume();
  }
}

function maybeClose(child) {
  child._closesGot++;
  if (child._closesGot === child._closesNeeded) {
    child.emit('close', child.exitCode, child.signalCode);
  }
}

// A child's stdio pipe as net.Socket, as Node does; readable for fds above 0.
function createSocket(handle, readable) {
  const { Socket } = require('net');
  // Reading starts one tick later: the io reactor reads as soon as asked, and a stream handed
  // to another child as its stdio in this same tick must leave the data to that child.
  const socket = new Socket({ handle, readable, manualStart: true });
  if (handle !== null && readable) {
    // Node's socket is reading from its creation on; until the deferred start, its state
    // says so too, so that a 'readable' listener added now does not start a read of its own
    // (one that would outlive handing the stream to another child).
    socket._readableState.reading = true;
    process.nextTick(startReading, socket);
    // The child's exit may be waiting for this pipe's end (afterOutputRead).
    const onread = handle.onread;
    handle.onread = function onChildPipeRead(nread, buf) {
      if (nread > 0) {
        noteChildData(socket);
      } else if (nread < 0 &&
                 holdPipeEnd(socket, () => Reflect.apply(onread, this, [nread, buf]))) {
        return;
      }
      Reflect.apply(onread, this, [nread, buf]);
      if (nread < 0) notePipeEnd(socket);
    };
  }
  if (handle === null && !readable) {
    // The spawn failed: writes meet a pipe nobody reads, as in Node.
    Object.defineProperty(socket, '_writeGeneric', {
      __proto__: null,
      configurable: true,
      enumerable: false,
      writable: true,
      value: function writeToNoReader(writev, data, encoding, cb) {
        cb(errors().errnoException(UV_EPIPE, 'write'));
      },
    });
  }
  if (handle === null && readable) {
    // The spawn failed: there is no pipe, and the stream ends and closes as an unconnected
    // pipe would.
    socket.push(null);
  }
  if (handle === null) {
    Object.defineProperty(socket, '_destroy', {
      __proto__: null,
      configurable: true,
      enumerable: false,
      writable: true,
      value: function destroyUnconnectedPipe(exception, cb) {
        cb(exception);
        closeInClosePhase(this, Boolean(exception));
      },
    });
  }
  return socket;
}

// Node still made the pipes of a child that failed to start; their 'close' comes from the
// loop's close phase (after the turn's immediates), where libuv runs the close callbacks
// of a turn last-closed first.
let closePhaseQueue = null;
function closeInClosePhase(socket, hadError) {
  if (closePhaseQueue === null) {
    closePhaseQueue = [];
    require('timers').setImmediate(runClosePhase);
  }
  closePhaseQueue.push(socket, hadError);
}

function runClosePhase() {
  const queue = closePhaseQueue;
  closePhaseQueue = null;
  for (let i = queue.length - 2; i >= 0; i -= 2) queue[i].emit('close', queue[i + 1]);
}

function startReading(socket) {
  if (socket[kIsUsedAsStdio] || socket.destroyed || !socket.readable) return;
  socket._readableState.reading = false;
  socket.read(0);
}

function onErrorNT(child, err) {
  child._handle.onexit(err);
}

function onSpawnNT(child) {
  child.emit('spawn');
}

ChildProcess.prototype.spawn = function spawn(options) {
  const { validateObject, validateOneOf, validateString, validateArray } = validators();
  validateObject(options, 'options');

  const valid = getValidStdio(options.stdio || 'pipe', false);
  const ipc = valid.ipc;
  const ipcFd = valid.ipcFd;
  const stdio = options.stdio = valid.stdio;

  validateOneOf(options.serialization, 'options.serialization', [undefined, 'json', 'advanced']);
  const serialization = options.serialization || 'json';

  if (ipc !== undefined) {
    if (options.envPairs === undefined) options.envPairs = [];
    else validateArray(options.envPairs, 'options.envPairs');
    options.envPairs.push(`NODE_CHANNEL_FD=${ipcFd}`,
                          `NODE_CHANNEL_SERIALIZATION_MODE=${serialization}`);
  }

  validateString(options.file, 'options.file');
  this.spawnfile = options.file;
  if (options.args === undefined) {
    this.spawnargs = [];
  } else {
    validateArray(options.args, 'options.args');
    this.spawnargs = options.args;
  }

  // tracing:child_process.spawn: start ({ process, options }) before the spawn, then end
  // ({ process }) or error ({ process, error }). As in Node each is an object of its own,
  // not one context shared by the three.
  const trace = require('internal/diagnostics_channel/builtin').tracing('child_process.spawn');
  if (trace !== null) trace.start.publish({ process: this, options });
  const err = this._handle.spawn(options);
  if (err === UV_EACCES || err === UV_EAGAIN || err === UV_EMFILE || err === UV_ENFILE ||
      err === UV_ENOENT) {
    if (trace !== null) {
      trace.error.publish({ process: this, error: errors().errnoException(err, 'spawn') });
    }
    // Failures that belong to this child are reported as its 'error' event.
    process.nextTick(onErrorNT, this, err);
    if (err === UV_EMFILE || err === UV_ENFILE) return err;
  } else if (err) {
    this._handle.close();
    this._handle = null;
    if (trace !== null) {
      trace.error.publish({ process: this, error: errors().errnoException(err, 'spawn') });
    }
    throw errors().errnoException(err, 'spawn');
  } else {
    if (trace !== null) trace.end.publish({ process: this });
    process.nextTick(onSpawnNT, this);
  }

  this.pid = this._handle.pid;

  for (let i = 0; i < stdio.length; i++) {
    const entry = stdio[i];
    if (entry.type === 'ignore') continue;
    if (entry.ipc) {
      this._closesNeeded++;
      continue;
    }
    if (entry.type === 'wrap') {
      // The child reads this stream's fd now; the parent must stop competing for the data.
      const s = entry._stdio;
      if (typeof entry.handle.readStop === 'function') entry.handle.readStop();
      entry.handle.reading = false;
      if (s && typeof s.pause === 'function') {
        s.pause();
        if (s._readableState) {
          s._readableState.reading = false;
          s.readableFlowing = false;
        }
      }
      if (s) s[kIsUsedAsStdio] = true;
      continue;
    }
    if (entry.type === 'pipe' || entry.type === 'overlapped') {
      entry.socket = createSocket(entry.handle || null, i > 0);
      if (i > 0) {
        this._closesNeeded++;
        entry.socket.on('close', () => maybeClose(this));
      }
    }
  }

  this.stdin = stdio.length >= 1 && stdio[0].socket !== undefined ? stdio[0].socket : null;
  this.stdout = stdio.length >= 2 && stdio[1].socket !== undefined ? stdio[1].socket : null;
  this.stderr = stdio.length >= 3 && stdio[2].socket !== undefined ? stdio[2].socket : null;

  this.stdio = [];
  for (let i = 0; i < stdio.length; i++) {
    this.stdio.push(stdio[i].socket === undefined ? null : stdio[i].socket);
  }

  if (ipc !== undefined) {
    const channel = stdio[ipcFd].handle;
    if (channel) setupChannel(this, channel, serialization);
  }

  return err;
};

ChildProcess.prototype.kill = function kill(sig) {
  const signal = sig === 0 ? sig : convertToValidSignal(sig === undefined ? 'SIGTERM' : sig);
  if (this._handle) {
    const err = this._handle.kill(signal);
    if (err === 0) {
      this.killed = true;
      return true;
    }
    if (err === UV_ESRCH) {
      // Already gone.
    } else if (err === UV_EINVAL || err === UV_ENOSYS) {
      throw errors().errnoException(err, 'kill');
    } else {
      this.emit('error', errors().errnoException(err, 'kill'));
    }
  }
  return false;
};

ChildProcess.prototype[Symbol.dispose] = function dispose() {
  if (!this.killed) this.kill();
};

ChildProcess.prototype.ref = function ref() {
  if (this._handle) this._handle.ref();
};

ChildProcess.prototype.unref = function unref() {
  if (this._handle) this._handle.unref();
};

// ---- stdio ---------------------------------------------------------------------------

function stdioStringToArray(stdio, channel) {
  const options = [];
  switch (stdio) {
    case 'ignore':
    case 'overlapped':
    case 'pipe':
      options.push(stdio, stdio, stdio);
      break;
    case 'inherit':
      options.push(0, 1, 2);
      break;
    default:
      throw new (errors().codes.ERR_INVALID_ARG_VALUE)('stdio', stdio);
  }
  if (channel) options.push(channel);
  return options;
}

// An io Stream handle (what net.Socket and the pipe sockets wrap) found on a stdio value.
function streamHandleOf(value) {
  if (value === null || typeof value !== 'object') return null;
  if (isIoHandle(value)) return value;
  if (isIoHandle(value.handle)) return value.handle;
  if (isIoHandle(value._handle)) return value._handle;
  return null;
}

function isIoHandle(h) {
  return h !== null && typeof h === 'object' && typeof h.readStart === 'function' &&
    typeof h.fd === 'number';
}

function getValidStdio(stdio, sync) {
  let ipc;
  let ipcFd;
  if (typeof stdio === 'string') {
    stdio = stdioStringToArray(stdio);
  } else if (!Array.isArray(stdio)) {
    throw new (errors().codes.ERR_INVALID_ARG_VALUE)('stdio', stdio);
  }
  while (stdio.length < 3) stdio.push(undefined);

  const acc = [];
  for (let i = 0; i < stdio.length; i++) {
    let value = stdio[i];
    if (value == null) value = i < 3 ? 'pipe' : 'ignore';

    if (value === 'ignore') {
      acc.push({ type: 'ignore' });
    } else if (value === 'pipe' || value === 'overlapped' ||
               (typeof value === 'number' && value < 0)) {
      acc.push({
        type: value === 'overlapped' ? 'overlapped' : 'pipe',
        readable: i === 0,
        writable: i !== 0,
      });
    } else if (value === 'ipc') {
      if (sync || ipc !== undefined) {
        const { codes } = errors();
        if (!sync) throw new codes.ERR_IPC_ONE_PIPE();
        throw new codes.ERR_IPC_SYNC_FORK();
      }
      ipc = true;
      ipcFd = i;
      acc.push({ type: 'pipe', ipc: true });
    } else if (value === 'inherit') {
      acc.push({ type: 'inherit', fd: i });
    } else if (typeof value === 'number' || typeof value.fd === 'number') {
      acc.push({ type: 'fd', fd: typeof value === 'number' ? value : value.fd });
    } else if (streamHandleOf(value) !== null) {
      acc.push({ type: 'wrap', handle: streamHandleOf(value), _stdio: value });
    } else if (require('internal/util/types').isArrayBufferView(value) ||
               typeof value === 'string') {
      if (!sync) {
        const { inspect } = require('internal/util/inspect');
        throw new (errors().codes.ERR_INVALID_SYNC_FORK_INPUT)(inspect(value));
      }
    } else {
      throw new (errors().codes.ERR_INVALID_ARG_VALUE)('stdio', value);
    }
  }
  return { stdio: acc, ipc, ipcFd };
}

// ---- IPC channel -----------------------------------------------------------------------

// What the user sees as subprocess.channel / process.channel: ref/unref of the channel,
// with counted refs (listeners and writes in flight) that an explicit call overrides.
class Control extends EventEmitter {
  #channel = null;
  #refs = 0;
  #refExplicitlySet = false;

  constructor(channel) {
    super();
    this.#channel = channel;
    this[kPendingMessages] = [];
  }

  refCounted() {
    if (++this.#refs === 1 && !this.#refExplicitlySet) this.#channel.ref();
  }

  unrefCounted() {
    if (--this.#refs === 0 && !this.#refExplicitlySet) {
      this.#channel.unref();
      this.emit('unref');
    }
  }

  ref() {
    this.#refExplicitlySet = true;
    this.#channel.ref();
  }

  unref() {
    this.#refExplicitlySet = true;
    this.#channel.unref();
  }

  get fd() {
    return this.#channel ? this.#channel.fd : undefined;
  }
}

const kInternalPrefix = 'NODE_';
function isInternal(message) {
  return message !== null && typeof message === 'object' &&
    typeof message.cmd === 'string' && message.cmd.length > kInternalPrefix.length &&
    message.cmd.startsWith(kInternalPrefix);
}

function nop() {}

let channelDeprecation;
function setupChannel(target, channel, serializationMode) {
  const control = new Control(channel);
  target.channel = control;
  target[kChannelHandle] = channel;

  if (channelDeprecation === undefined) {
    const { deprecate } = require('util');
    const msg = '_channel is deprecated. Use ChildProcess.channel instead.';
    channelDeprecation = {
      get: deprecate(function () { return this.channel; }, msg, 'DEP0129'),
      set: deprecate(function (val) { this.channel = val; }, msg, 'DEP0129'),
    };
  }
  Object.defineProperty(target, '_channel', {
    __proto__: null,
    get: channelDeprecation.get,
    set: channelDeprecation.set,
    configurable: true,
    enumerable: false,
  });

  target._handleQueue = null;
  target._pendingMessage = null;

  const format = require('internal/child_process/serialization')[serializationMode];
  format.init(channel);

  channel.onread = function onChannelRead(nread, buf) {
    if (nread > 0) {
      const messages = format.parse(channel, buf);
      for (let i = 0; i < messages.length; i++) {
        const message = messages[i];
        handleMessage(message, undefined, isInternal(message));
      }
      return;
    }
    // EOF or a read error: the other side is gone.
    channel.buffering = false;
    target.disconnect();
    channel.onread = nop;
    channel.close();
    target.channel = null;
    maybeClose(target);
  };

  target.on('internalMessage', function onInternalMessage(message) {
    if (message.cmd === 'NODE_HANDLE_ACK' || message.cmd === 'NODE_HANDLE_NACK') {
      const queue = target._handleQueue;
      target._handleQueue = null;
      if (Array.isArray(queue)) {
        for (let i = 0; i < queue.length; i++) {
          const args = queue[i];
          target._send(args.message, args.handle, args.options, args.callback);
        }
      }
      if (!target.connected && target.channel && !target._handleQueue) target._disconnect();
      return;
    }
    if (message.cmd === 'NODE_HANDLE') {
      // The peer passed a handle; minirt cannot receive descriptors over the channel.
      target._send({ cmd: 'NODE_HANDLE_NACK' }, null, true);
    }
  });

  // Messages that came before any 'message' listener wait for one, as in Node.
  target.on('newListener', function onNewListener() {
    process.nextTick(() => {
      if (!target.channel || !target.listenerCount('message')) return;
      const pending = target.channel[kPendingMessages];
      const { length } = pending;
      if (!length) return;
      for (let i = 0; i < length; i++) Reflect.apply(target.emit, target, pending[i]);
      target.channel[kPendingMessages] = [];
    });
  });

  target.send = function send(message, handle, options, callback) {
    if (typeof handle === 'function') {
      callback = handle;
      handle = undefined;
      options = undefined;
    } else if (typeof options === 'function') {
      callback = options;
      options = undefined;
    } else if (options !== undefined) {
      validators().validateObject(options, 'options');
    }
    options = { swallowErrors: false, ...options };
    if (this.connected) return this._send(message, handle, options, callback);
    const ex = new (errors().codes.ERR_IPC_CHANNEL_CLOSED)();
    if (typeof callback === 'function') process.nextTick(callback, ex);
    else process.nextTick(() => this.emit('error', ex));
    return false;
  };

  target._send = function _send(message, handle, options, callback) {
    if (message === undefined) throw new (errors().codes.ERR_MISSING_ARGS)('message');
    if (typeof message !== 'string' && typeof message !== 'object' &&
        typeof message !== 'number' && typeof message !== 'boolean') {
      throw new (errors().codes.ERR_INVALID_ARG_TYPE)(
        'message', ['string', 'object', 'number', 'boolean'], message);
    }
    if (typeof options === 'boolean') options = { swallowErrors: options };

    if (handle) {
      const net = require('net');
      const dgram = require('dgram');
      if ((typeof net.Socket === 'function' && handle instanceof net.Socket) ||
          (typeof net.Server === 'function' && handle instanceof net.Server) ||
          (typeof dgram.Socket === 'function' && handle instanceof dgram.Socket) ||
          isIoHandle(handle)) {
        throw new (errors().codes.ERR_METHOD_NOT_IMPLEMENTED)('ChildProcess.send() of a handle');
      }
      throw new (errors().codes.ERR_INVALID_HANDLE_TYPE)();
    } else if (this._handleQueue &&
               !(message && (message.cmd === 'NODE_HANDLE_ACK' ||
                             message.cmd === 'NODE_HANDLE_NACK'))) {
      this._handleQueue.push({ callback, handle: null, options, message });
      return this._handleQueue.length === 1;
    }

    let async = false;
    const onWritten = () => {
      if (async) control.unrefCounted();
      if (typeof callback === 'function') callback(null);
    };
    const err = format.write(channel, message, onWritten);
    if (err >= 0) {
      if (err === 1) {
        async = true;
        control.refCounted();
      } else if (typeof callback === 'function') {
        process.nextTick(callback, null);
      }
    } else if (!options.swallowErrors) {
      const ex = errors().errnoException(err, 'write');
      if (typeof callback === 'function') process.nextTick(callback, ex);
      else process.nextTick(() => this.emit('error', ex));
    }
    // Tell the sender to slow down once the reader is far behind.
    return channel.writeQueueSize < 65536 * 2;
  };

  // connected goes false as soon as disconnect() is asked for; channel stays set until the
  // channel is really closed.
  target.connected = true;

  target.disconnect = function disconnect() {
    if (!this.connected) {
      this.emit('error', new (errors().codes.ERR_IPC_DISCONNECTED)());
      return;
    }
    this.connected = false;
    if (!this._handleQueue) this._disconnect();
  };

  target._disconnect = function _disconnect() {
    this.channel = null;
    this[kChannelHandle] = null;
    let fired = false;
    function finish() {
      if (fired) return;
      fired = true;
      channel.close();
      target.emit('disconnect');
    }
    // A message half read is delivered first.
    if (channel.buffering) {
      this.once('message', finish);
      this.once('internalMessage', finish);
      return;
    }
    process.nextTick(finish);
  };

  function emit(event, message, handle) {
    if (event === 'internalMessage' || target.listenerCount('message')) {
      target.emit(event, message, handle);
      return;
    }
    target.channel[kPendingMessages].push([event, message, handle]);
  }

  function handleMessage(message, handle, internal) {
    if (!target.channel) return;
    process.nextTick(emit, internal ? 'internalMessage' : 'message', message, handle);
  }

  channel.readStart();
  return control;
}

// ---- spawnSync ---------------------------------------------------------------------------

function spawnSync(options) {
  return require('internal/child_process/spawn_sync').spawnSync(options);
}

module.exports = {
  ChildProcess,
  convertToValidSignal,
  getValidStdio,
  kChannelHandle,
  setupChannel,
  spawnSync,
  stdioStringToArray,
};
