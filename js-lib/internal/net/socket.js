// internal/net/socket: net.Socket (a stream.Duplex over an io Stream handle: TCP and UNIX
// connections, pipes, the handle a server accepted or a child process's stdio), net.Server
// (io.listenTcp / io.listenUnix) and net.connect. `net` exposes these lazily so that loading
// `net` for its address helpers stays cheap.
'use strict';

const EventEmitter = require('events');
// The Duplex alone: the public `stream` module (pipeline, compose, promises...) costs
// start-up time for every program whose stdout is a pipe.
const stream = { Duplex: require('internal/streams/duplex') };
const { Buffer } = require('buffer');
const {
  kDirectWrite, kOrdinaryWrite, kPushToDataConsumer,
} = require('internal/streams/state');
const ordinaryWrite = require('internal/streams/writable').prototype[kOrdinaryWrite];
const Readable = require('internal/streams/readable');
const readablePush = Readable.prototype.push;
const pushToDataConsumer = Readable[kPushToDataConsumer];
const {
  kOwner, kUpdateTimer, kAfterAsyncWrite, kBuffer, kBufferCb, kBufferGen, kBytesRead,
  kBytesWritten, kUserBufferRest, flushUserBufferRest,
  kTimeout, kLastWriteQueueSize, onStreamRead, pushRead, stopForBackpressure,
  writeGeneric, writevGeneric,
  setStreamTimeout, errnoException,
} = require('internal/net/stream_base');
const errorsLib = require('internal/errors');
const {
  codes: {
    ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_INVALID_FD_TYPE, ERR_INVALID_IP_ADDRESS,
    ERR_INVALID_ADDRESS_FAMILY, ERR_MISSING_ARGS, ERR_SERVER_ALREADY_LISTEN,
    ERR_SERVER_NOT_RUNNING, ERR_SOCKET_CLOSED, ERR_SOCKET_CLOSED_BEFORE_CONNECTION,
    ERR_METHOD_NOT_IMPLEMENTED, ERR_INVALID_HANDLE_TYPE, ERR_IP_BLOCKED,
  },
  exceptionWithHostPort, UVExceptionWithHostPort, genericNodeError, NodeAggregateError,
} = errorsLib;
const {
  validateNumber, validatePort, validateString, validateBoolean, validateFunction,
  validateInt32, validateAbortSignal,
} = require('internal/validators');
const { addHandle, deleteHandle } = require('internal/process/active_handles');
const {
  symbols: { async_id_symbol }, fields: hookCounts,
  requestCallback, cancelRequest, getDefaultTriggerAsyncId, runInResource, rerunInResource,
  inHandleCallback,
  emitDestroy,
  defaultTriggerAsyncIdScope,
} = require('internal/async_hooks');
// The async id current at connect(), which Node's handle (made there) has as its trigger;
// minirt makes the handle once the address is known.
const kConnectTrigger = Symbol('kConnectTrigger');

let ioBinding;
function io() {
  if (ioBinding === undefined) ioBinding = internalBinding('io');
  return ioBinding;
}

let netLib;
function net() {
  if (netLib === undefined) netLib = require('net');
  return netLib;
}
let timers;
function lazyTimers() {
  if (timers === undefined) timers = require('internal/timers');
  return timers;
}

const kSetNoDelay = Symbol('kSetNoDelay');
const kTypeOfService = Symbol('kTypeOfService');
const kSetKeepAlive = Symbol('kSetKeepAlive');
const kSetKeepAliveInitialDelay = Symbol('kSetKeepAliveInitialDelay');
const kIsPipe = Symbol('kIsPipe');
const kResetOnClose = Symbol('kResetOnClose');
// Node creates the socket's handle in connect(), before any lookup; a socket destroyed
// while it has no handle here still reports 'close' as one with a handle would.
const kHasNodeHandle = Symbol('kHasNodeHandle');
const kNetPerf = Symbol('kNetPerf');

// perf_hooks 'net' entries. Observers live in internal/perf; until something loads it
// nobody can be observing.
let perf = null;
require('internal/bootstrap/realm').whenLoaded('internal/perf', (exports) => { perf = exports; });
const kNetObserverIndex = 3;

function noop() {}

// A handle given to a Socket becomes owned by it, and is one of the process's active handles
// (internal/process/active_handles) until the socket closes it; `type` is its wrap class name
// when known here.
function attachHandle(socket, handle, type = null) {
  addHandle(handle, socket, type);
  socket._handle = handle;
  handle[kOwner] = socket;
  handle.onread = onSocketRead;
  if (handle.reading === undefined) handle.reading = false;
  primeUserBuffer(socket);
}

// An `onread.buffer` function is asked for a buffer once the socket has a handle, then
// again after each read has been handed to the callback.
function primeUserBuffer(socket) {
  if (typeof socket[kBuffer] === 'function') socket[kBuffer] = socket[kBufferGen]();
}

// handle.onread of a socket's handle. Data for a flowing 'data' consumer with nothing
// queued (the usual read of a busy connection) goes through the Readable's
// pushToDataConsumer, which skips push()'s checks and, while the handle reads on, the
// top-up tick: a third of a 1 KiB echo round trip in Boa (docs/PERFORMANCE.md). Anything
// else is onStreamRead's.
function onSocketRead(nread, buf) {
  const socket = this[kOwner];
  if (nread <= 0 || hookCounts.total > 0 || socket === undefined || socket === null) {
    return onStreamRead.call(this, nread, buf);
  }
  socket[kBytesRead] += nread;
  if (socket[kTimeout] !== null || socket._parent !== null) socket[kUpdateTimer]();
  const state = socket._readableState;
  if (state.flowing === true && state.length === 0 && state.dataListening && !state.sync &&
      state.decoder === null && !state.objectMode && !state.ended && !state.destroyed &&
      state.errored === null && socket[kBuffer] === null &&
      Object.getPrototypeOf(buf) === Buffer.prototype && socket.push === readablePush) {
    if (!pushToDataConsumer(socket, buf, handleReadsOn)) stopForBackpressure(this, socket);
    return;
  }
  pushRead(this, socket, buf);
}

// Whether the socket's _read() would find its handle reading and do nothing.
function handleReadsOn(socket) {
  const handle = socket._handle;
  return handle !== null && handle !== undefined && handle.reading === true &&
    !socket.connecting && socket._read === Socket.prototype._read;
}

function createHandleForFd(fd) {
  const type = io().guessHandleType(fd);
  if (type !== 'PIPE' && type !== 'UNIX' && type !== 'TCP') throw new ERR_INVALID_FD_TYPE(type);
  const handle = io().openStream(fd);
  if (typeof handle === 'number') throw errnoException(handle, 'open');
  return handle;
}

function Socket(options) {
  if (!(this instanceof Socket)) return new Socket(options);
  if (typeof options === 'number') {
    options = { fd: options };
  } else {
    options = { ...options };
  }
  if (options.objectMode) {
    throw new ERR_INVALID_ARG_VALUE('options.objectMode', options.objectMode,
      'is not supported');
  } else if (options.readableObjectMode || options.writableObjectMode) {
    throw new ERR_INVALID_ARG_VALUE(
      `options.${options.readableObjectMode ? 'readableObjectMode' : 'writableObjectMode'}`,
      options.readableObjectMode || options.writableObjectMode, 'is not supported');
  }
  if (options.keepAliveInitialDelay !== undefined) {
    validateNumber(options.keepAliveInitialDelay, 'options.keepAliveInitialDelay');
    if (options.keepAliveInitialDelay < 0) options.keepAliveInitialDelay = 0;
  }

  this.connecting = false;
  this._hadError = false;
  this._handle = null;
  this._parent = null;
  this._host = null;
  this[kLastWriteQueueSize] = 0;
  this[kTimeout] = null;
  this[kBuffer] = null;
  this[kBufferCb] = null;
  this[kBufferGen] = null;
  this[kBytesRead] = 0;
  this[kBytesWritten] = 0;
  this[kIsPipe] = false;

  options.allowHalfOpen = Boolean(options.allowHalfOpen);
  // The socket emits 'close' itself, once its handle has closed.
  options.emitClose = false;
  options.autoDestroy = true;
  options.decodeStrings = false;
  stream.Duplex.call(this, options);

  if (options.handle) {
    attachHandle(this, options.handle);
  } else if (options.fd !== undefined) {
    const { fd } = options;
    validateInt32(fd, 'fd', 0);
    attachHandle(this, createHandleForFd(fd));
  }

  const onread = options.onread;
  if (onread !== null && typeof onread === 'object' &&
      (onread.buffer instanceof Uint8Array || typeof onread.buffer === 'function') &&
      typeof onread.callback === 'function') {
    this[kBuffer] = onread.buffer;
    this[kBufferCb] = onread.callback;
    if (typeof onread.buffer === 'function') {
      this[kBufferGen] = onread.buffer;
      if (this._handle) primeUserBuffer(this);
    }
  }

  this[kSetNoDelay] = Boolean(options.noDelay);
  this[kSetKeepAlive] = Boolean(options.keepAlive);
  this[kSetKeepAliveInitialDelay] = ~~(options.keepAliveInitialDelay / 1000);

  this.on('end', onReadableStreamEnd);

  this._pendingData = null;
  this._pendingEncoding = '';

  // A socket over an existing handle starts reading now; a connecting one after 'connect'.
  if (this._handle !== null && options.readable !== false) {
    if (options.pauseOnCreate) {
      this._handle.reading = false;
      this._handle.readStop();
      this.readableFlowing = false;
    } else if (!options.manualStart) {
      this.read(0);
    }
  }

  this.server = null;
  this._server = null;
  // options.signal is installed by the Writable constructor.
  if (options.blockList) this.blockList = checkBlockList(options.blockList);
}

function checkBlockList(blockList) {
  if (!require('internal/blocklist').BlockList.isBlockList(blockList)) {
    throw new ERR_INVALID_ARG_TYPE('options.blockList', 'net.BlockList', blockList);
  }
  return blockList;
}
Object.setPrototypeOf(Socket.prototype, stream.Duplex.prototype);
Object.setPrototypeOf(Socket, stream.Duplex);

// A Buffer write without a callback, to a connected socket with nothing buffered, in
// flight or queued natively, goes straight to the fd: the Writable machinery would only hand
// the chunk to _write and count it back (about three quarters of a 1 KiB socket.write's
// cost in Boa). `tryWrite` queues nothing: whatever does not fit now goes through the
// Writable as an ordinary write, so backpressure, 'drain' and order are as before. Anything
// else (a callback, a string, a subclass or a replaced _write, corked, ending, errored)
// returns undefined and takes the ordinary path.
// A Buffer's `length` and `instanceof` are among the dearest property reads in Boa (each
// goes through the typed array's exotic [[Get]]), so the length is read once and a plain
// Buffer is recognised by its prototype.
function directWrite(self, chunk, encoding, cb) {
  if (cb !== undefined || (encoding !== undefined && encoding !== null) ||
      typeof chunk !== 'object' || chunk === null ||
      (Object.getPrototypeOf(chunk) !== Buffer.prototype && !(chunk instanceof Uint8Array))) {
    return undefined;
  }
  const len = chunk.length;
  if (len === 0) return undefined;
  const ws = self._writableState;
  if (ws.length !== 0 || ws.writing || ws.corked !== 0 || ws.pendingcb !== 0 || ws.ending ||
      ws.destroyed || ws.errored !== null || !ws.constructed || self.connecting ||
      self._write !== socketWrite || Object.getPrototypeOf(self) !== Socket.prototype) {
    return undefined;
  }
  const handle = self._handle;
  if (handle === null || handle === undefined) return undefined;
  const n = handle.tryWrite(chunk);
  // An error: the ordinary path writes again and reports it as a Writable does.
  if (n < 0) return undefined;
  // _unrefTimer() finds nothing to refresh unless a timeout is set here or on a parent.
  if (self[kTimeout] !== null || self._parent !== null) self._unrefTimer();
  if (n === len) return true;
  const rest = n === 0 ? chunk : chunk.subarray(n);
  return ordinaryWrite.call(self, rest);
}
Object.defineProperty(Socket.prototype, kDirectWrite, {
  __proto__: null, value: directWrite, writable: true, configurable: true,
});

// Without allowHalfOpen the writable side is ended with the readable one; a write that
// races that fails as the peer having closed.
function onReadableStreamEnd() {
  if (!this.allowHalfOpen) this.write = writeAfterFIN;
}

function writeAfterFIN(chunk, encoding, cb) {
  if (!this.writableEnded) return stream.Duplex.prototype.write.call(this, chunk, encoding, cb);
  if (typeof encoding === 'function') cb = encoding;
  const er = genericNodeError('This socket has been ended by the other party', { code: 'EPIPE' });
  if (typeof cb === 'function') process.nextTick(cb, er);
  this.destroy(er);
  return false;
}

Socket.prototype[kUpdateTimer] = function () {
  this._unrefTimer();
};

Socket.prototype[kAfterAsyncWrite] = function () {
  this[kLastWriteQueueSize] = 0;
};

Socket.prototype._unrefTimer = function _unrefTimer() {
  for (let s = this; s !== null && s !== undefined; s = s._parent) {
    if (s[kTimeout]) s[kTimeout].refresh();
  }
};

Socket.prototype.setTimeout = setStreamTimeout;

Socket.prototype._onTimeout = function () {
  const handle = this._handle;
  const last = this[kLastWriteQueueSize];
  if (last > 0 && handle) {
    // A write still draining counts as activity.
    const { writeQueueSize } = handle;
    if (last !== writeQueueSize) {
      this[kLastWriteQueueSize] = writeQueueSize;
      this._unrefTimer();
      return;
    }
  }
  this.emit('timeout');
};

Socket.prototype.setNoDelay = function (enable) {
  enable = Boolean(enable === undefined ? true : enable);
  if (!this._handle) {
    this[kSetNoDelay] = enable;
    return this;
  }
  if (typeof this._handle.setNoDelay === 'function' && enable !== this[kSetNoDelay]) {
    this[kSetNoDelay] = enable;
    this._handle.setNoDelay(enable);
  }
  return this;
};

// The IP type-of-service byte: kept until there is a socket to set it on (a connect applies
// it), and set on the socket only when it changes.
Socket.prototype.setTypeOfService = function setTypeOfService(tos) {
  if (Number.isNaN(tos)) throw new ERR_INVALID_ARG_TYPE('tos', 'number', tos);
  validateInt32(tos, 'tos', 0, 255);
  const handle = this._handle;
  if (!handle || typeof handle.setTypeOfService !== 'function') {
    this[kTypeOfService] = tos;
    return this;
  }
  if (tos !== this[kTypeOfService]) {
    this[kTypeOfService] = tos;
    const err = handle.setTypeOfService(tos);
    if (err) throw errnoException(err, 'setTypeOfService');
  }
  return this;
};

Socket.prototype.getTypeOfService = function getTypeOfService() {
  const handle = this._handle;
  if (!handle || typeof handle.getTypeOfService !== 'function') {
    return this[kTypeOfService] === undefined ? 0 : this[kTypeOfService];
  }
  const tos = handle.getTypeOfService();
  if (tos < 0) throw errnoException(tos, 'getTypeOfService');
  return tos;
};

Socket.prototype.setKeepAlive = function (enable, initialDelayMsecs) {
  enable = Boolean(enable);
  const initialDelay = ~~(initialDelayMsecs / 1000);
  if (!this._handle) {
    this[kSetKeepAlive] = enable;
    this[kSetKeepAliveInitialDelay] = initialDelay;
    return this;
  }
  // A new initial delay on an enabled socket is applied too, not only a change of enable.
  if (typeof this._handle.setKeepAlive === 'function' &&
      (enable !== this[kSetKeepAlive] ||
       (enable && this[kSetKeepAliveInitialDelay] !== initialDelay))) {
    this[kSetKeepAlive] = enable;
    this[kSetKeepAliveInitialDelay] = initialDelay;
    this._handle.setKeepAlive(enable, initialDelay);
  }
  return this;
};

Socket.prototype.address = function () {
  return this._getsockname();
};

Object.defineProperty(Socket.prototype, '_connecting', {
  __proto__: null,
  configurable: true,
  get() { return this.connecting; },
});

Object.defineProperty(Socket.prototype, 'pending', {
  __proto__: null,
  configurable: true,
  get() { return !this._handle || this.connecting; },
});

Object.defineProperty(Socket.prototype, 'readyState', {
  __proto__: null,
  configurable: true,
  get() {
    if (this.connecting) return 'opening';
    if (this.readable && this.writable) return 'open';
    if (this.readable && !this.writable) return 'readOnly';
    if (!this.readable && this.writable) return 'writeOnly';
    return 'closed';
  },
});

Object.defineProperty(Socket.prototype, 'bufferSize', {
  __proto__: null,
  configurable: true,
  get() {
    // Node makes the handle before the address lookup, so a connecting socket has one:
    // minirt's comes with the connect itself.
    if (this._handle || this.connecting) return this.writableLength;
    return undefined;
  },
});

Socket.prototype._read = function (n) {
  if (this.connecting || !this._handle) {
    this.once('connect', () => this._read(n));
  } else if (!this._handle.reading) {
    tryReadStart(this);
  }
};

function tryReadStart(socket) {
  socket._handle.reading = true;
  const err = socket._handle.readStart();
  if (err) socket.destroy(errnoException(err, 'read'));
}

Socket.prototype.end = function (data, encoding, callback) {
  stream.Duplex.prototype.end.call(this, data, encoding, callback);
  return this;
};

// With the `onread` option data is not buffered by the Readable, so pausing has to stop
// the handle itself.
Socket.prototype.pause = function () {
  if (this[kBuffer] && !this.connecting && this._handle && this._handle.reading) {
    this._handle.reading = false;
    if (!this.destroyed) {
      const err = this._handle.readStop();
      if (err) this.destroy(errnoException(err, 'read'));
    }
  }
  return stream.Duplex.prototype.pause.call(this);
};

Socket.prototype.resume = function () {
  if (this[kBuffer] && !this.connecting && this._handle && !this._handle.reading) {
    tryReadStart(this);
    if (this[kUserBufferRest]) process.nextTick(flushUserBufferRest, this._handle, this);
  }
  return stream.Duplex.prototype.resume.call(this);
};

Socket.prototype.read = function (n) {
  if (this[kBuffer] && !this.connecting && this._handle && !this._handle.reading) {
    tryReadStart(this);
    if (this[kUserBufferRest]) process.nextTick(flushUserBufferRest, this._handle, this);
  }
  return stream.Duplex.prototype.read.call(this, n);
};

Socket.prototype.destroySoon = function () {
  if (this.writable) this.end();
  if (this.writableFinished) this.destroy();
  else this.once('finish', this.destroy);
};

Socket.prototype._final = function (cb) {
  if (this.connecting) {
    this.once('connect', () => this._final(cb));
    return;
  }
  if (!this._handle) {
    cb();
    return;
  }
  const onShutdown = requestCallback('SHUTDOWNWRAP', this._handle[async_id_symbol], (status) => {
    // Like Node, a failed shutdown is not an error of the stream: the write side is over.
    cb();
  });
  const err = this._handle.shutdown(onShutdown);
  if (err !== 0) cancelRequest(onShutdown);
  if (err === -107) {
    // ENOTCONN: the peer is already gone; nothing left to shut.
    cb();
  } else if (err !== 0) {
    cb(errnoException(err, 'shutdown'));
  }
};

Socket.prototype._destroy = function (exception, cb) {
  this.connecting = false;
  // Cleared, not dropped: as in Node, the socket keeps its (now cleared) Timeout object.
  for (let s = this; s !== null && s !== undefined; s = s._parent) {
    if (s[kTimeout]) lazyTimers().clearTimeout(s[kTimeout]);
  }
  if (this._handle) {
    const isException = Boolean(exception);
    const handle = this._handle;
    this[kBytesWritten] = this.bytesWritten;
    this._peername = this._peername || null;
    handle.onread = noop;
    handle[kOwner] = null;
    this._handle = null;
    this._sockname = null;
    const emitClose = () => {
      this.emit('close', isException);
    };
    // While a hook is enabled 'close' comes as the handle's async id, as Node's close
    // callbacks do, and the handle's destroy after it.
    const hooked = hookCounts.total > 0 && handle[async_id_symbol] > 0;
    deleteHandle(handle, hooked);
    const onClosed = hooked ? () => {
      runInResource(handle, emitClose, undefined, []);
      emitDestroy(handle[async_id_symbol]);
    } : emitClose;
    if (this[kResetOnClose]) {
      // resetAndDestroy(): the connection ends with an RST instead of a FIN.
      this[kResetOnClose] = false;
      handle.reset(onClosed);
    } else {
      handle.close(onClosed);
    }
    cb(exception);
  } else {
    cb(exception);
    // Node's handle reports its close from the loop's close phase: after this turn's ticks
    // and the immediates queued in it.
    if (this[kHasNodeHandle]) process.nextTick(closeLikeHandle, this, Boolean(exception));
    else process.nextTick(emitBareCloseNT, this);
  }
  if (this._server) {
    this._server._connections--;
    if (this._server._emitCloseIfDrained) this._server._emitCloseIfDrained();
  }
};

function emitCloseNT(self, hadError) {
  self.emit('close', hadError);
}

function closeLikeHandle(self, hadError) {
  setImmediate(emitCloseNT, self, hadError);
}

function emitBareCloseNT(self) {
  self.emit('close');
}

// Closes a TCP connection with a reset; while connecting, once connected. Without a handle
// the socket is destroyed with ERR_SOCKET_CLOSED.
Socket.prototype.resetAndDestroy = function () {
  // A connecting socket may not have its handle yet (it comes after the lookup here).
  if (!this._handle && !this.connecting) {
    this.destroy(new ERR_SOCKET_CLOSED());
    return this;
  }
  if (this[kIsPipe]) throw new ERR_INVALID_HANDLE_TYPE();
  const reset = () => {
    this[kResetOnClose] = true;
    this.destroy();
  };
  if (this.connecting) {
    this.once('connect', reset);
  } else {
    reset();
  }
  return this;
};

Socket.prototype._getpeername = function () {
  if (!this._handle || typeof this._handle.getpeername !== 'function' || this.connecting ||
      this[kIsPipe]) {
    return this._peername || {};
  }
  if (!this._peername) {
    const out = this._handle.getpeername();
    if (typeof out === 'number' || out === null || typeof out !== 'object' ||
        out.family === undefined) {
      return {};
    }
    this._peername = out;
  }
  return this._peername;
};

Socket.prototype._getsockname = function () {
  if (!this._handle || typeof this._handle.getsockname !== 'function' || this[kIsPipe]) {
    return {};
  }
  if (!this._sockname) {
    const out = this._handle.getsockname();
    if (typeof out === 'number' || out === null || typeof out !== 'object' ||
        out.family === undefined) {
      return {};
    }
    this._sockname = out;
  }
  return this._sockname;
};

function protoGetter(name, fn) {
  Object.defineProperty(Socket.prototype, name, {
    __proto__: null, configurable: false, enumerable: true, get: fn,
  });
}

protoGetter('bytesRead', function () {
  return this[kBytesRead];
});
protoGetter('remoteAddress', function () {
  return this._getpeername().address;
});
protoGetter('remoteFamily', function () {
  return this._getpeername().family;
});
protoGetter('remotePort', function () {
  return this._getpeername().port;
});
protoGetter('localAddress', function () {
  return this._getsockname().address;
});
protoGetter('localPort', function () {
  return this._getsockname().port;
});
protoGetter('localFamily', function () {
  return this._getsockname().family;
});

// What was handed to the handle (written or queued natively) plus what still waits in the
// Writable's buffer.
protoGetter('bytesWritten', function () {
  let bytes;
  const handle = this._handle;
  if (handle) {
    bytes = (handle.bytesWritten | 0) + (handle.writeQueueSize | 0);
  } else {
    bytes = this[kBytesWritten];
  }
  const buffered = this.writableBuffer;
  if (!buffered) return undefined;
  for (const el of buffered) {
    bytes += typeof el.chunk === 'string' ? Buffer.byteLength(el.chunk, el.encoding) :
      el.chunk.length;
  }
  const data = this._pendingData;
  if (Array.isArray(data)) {
    for (const el of data) {
      bytes += typeof el.chunk === 'string' ? Buffer.byteLength(el.chunk, el.encoding) :
        el.chunk.length;
    }
  } else if (data) {
    bytes += typeof data === 'string' ? Buffer.byteLength(data, this._pendingEncoding) :
      data.length;
  }
  return bytes;
});

Socket.prototype._writeGeneric = function (writev, data, encoding, cb) {
  // Writes made while connecting wait for the connection.
  if (this.connecting) {
    this._pendingData = data;
    this._pendingEncoding = encoding;
    const onClose = () => cb(new ERR_SOCKET_CLOSED_BEFORE_CONNECTION());
    this.once('connect', function connect() {
      this.off('close', onClose);
      this._writeGeneric(writev, data, encoding, cb);
    });
    this.once('close', onClose);
    return;
  }
  this._pendingData = null;
  this._pendingEncoding = '';
  if (!this._handle) {
    cb(new ERR_SOCKET_CLOSED());
    return;
  }
  this._unrefTimer();
  const queued = writev ? writevGeneric(this, data, cb) : writeGeneric(this, data, encoding, cb);
  if (queued && this._handle) this[kLastWriteQueueSize] = this._handle.writeQueueSize;
};

Socket.prototype._writev = function (chunks, cb) {
  this._writeGeneric(true, chunks, '', cb);
};

Socket.prototype._write = function (data, encoding, cb) {
  this._writeGeneric(false, data, encoding, cb);
};
// The _write that directWrite may stand in for: not a replacement, on the prototype either.
const socketWrite = Socket.prototype._write;

Socket.prototype.ref = function () {
  if (!this._handle) {
    this.once('connect', this.ref);
    return this;
  }
  if (typeof this._handle.ref === 'function') this._handle.ref();
  return this;
};

Socket.prototype.unref = function () {
  if (!this._handle) {
    this.once('connect', this.unref);
    return this;
  }
  if (typeof this._handle.unref === 'function') this._handle.unref();
  return this;
};

// connect(options[, cb]) / connect(path[, cb]) / connect(port[, host][, cb])
Socket.prototype.connect = function (...args) {
  let normalized;
  if (Array.isArray(args[0]) && args[0][net()._normalizedArgsSymbol]) {
    normalized = args[0];
  } else {
    normalized = net()._normalizeArgs(args);
  }
  const options = normalized[0];
  const cb = normalized[1];
  if (options.port === undefined && options.path == null) {
    throw new ERR_MISSING_ARGS(['options', 'port', 'path']);
  }
  dcBuiltin().publish('net.client.socket', () => ({ socket: this }));
  if (this.write !== Socket.prototype.write) this.write = Socket.prototype.write;
  if (this.destroyed) {
    this._handle = null;
    this._peername = null;
    this._sockname = null;
    this._undestroy();
  }
  this[kHasNodeHandle] = true;
  this[kConnectTrigger] = getDefaultTriggerAsyncId();
  const { path } = options;
  if (cb !== null) this.once('connect', cb);
  this._unrefTimer();
  this.connecting = true;
  if (path) {
    validateString(path, 'options.path');
    this[kIsPipe] = true;
    internalConnect(this, path, -1, 0);
  } else {
    lookupAndConnect(this, options);
  }
  return this;
};

function socketToDnsFamily(family) {
  switch (family) {
    case 'IPv4': return 4;
    case 'IPv6': return 6;
  }
  return family;
}

function lookupAndConnect(self, options) {
  const { localAddress, localPort } = options;
  const host = options.host || 'localhost';
  let { port, autoSelectFamily, autoSelectFamilyAttemptTimeout } = options;
  validateString(host, 'options.host');
  if (localAddress && !net().isIP(localAddress)) throw new ERR_INVALID_IP_ADDRESS(localAddress);
  if (localPort) validateNumber(localPort, 'options.localPort');
  if (typeof port !== 'undefined') {
    if (typeof port !== 'number' && typeof port !== 'string') {
      throw new ERR_INVALID_ARG_TYPE('options.port', ['number', 'string'], port);
    }
    validatePort(port);
  }
  port |= 0;
  if (autoSelectFamily != null) validateBoolean(autoSelectFamily, 'options.autoSelectFamily');
  else autoSelectFamily = net().getDefaultAutoSelectFamily();
  if (autoSelectFamilyAttemptTimeout != null) {
    validateInt32(autoSelectFamilyAttemptTimeout, 'options.autoSelectFamilyAttemptTimeout', 1);
    if (autoSelectFamilyAttemptTimeout < 10) autoSelectFamilyAttemptTimeout = 10;
  } else {
    autoSelectFamilyAttemptTimeout = net().getDefaultAutoSelectFamilyAttemptTimeout();
  }

  const addressType = net().isIP(host);
  if (addressType) {
    process.nextTick(() => {
      if (self.connecting) internalConnect(self, host, port, addressType, localAddress, localPort);
    });
    return;
  }
  if (options.lookup != null) validateFunction(options.lookup, 'options.lookup');
  const dns = require('dns');
  const dnsopts = {
    family: socketToDnsFamily(options.family),
    hints: options.hints || 0,
  };
  if (dnsopts.family !== 4 && dnsopts.family !== 6 && dnsopts.hints === 0) {
    dnsopts.hints = dns.ADDRCONFIG;
  }
  self._host = host;
  const lookup = options.lookup || dns.lookup;
  if (dnsopts.family !== 4 && dnsopts.family !== 6 && !localAddress && autoSelectFamily) {
    dnsopts.all = true;
    lookup(host, dnsopts, function emitLookup(err, addresses) {
      if (!self.connecting) return;
      if (err) {
        self.emit('lookup', err, undefined, undefined, host);
        process.nextTick(connectErrorNT, self, err);
        return;
      }
      // Every answer is announced; usable ones (an IP of family 4 or 6) are kept once each.
      const valid = [];
      for (const a of addresses) {
        self.emit('lookup', null, a.address, a.family, host);
        if (!self.connecting) return;
        if ((a.family === 4 || a.family === 6) && net().isIP(a.address) &&
            !valid.some((v) => v.address === a.address)) {
          valid.push(a);
        }
      }
      if (valid.length === 0) {
        // Nothing usable: the first answer says why.
        const first = addresses[0] || {};
        let e;
        if (!net().isIP(first.address)) {
          e = new ERR_INVALID_IP_ADDRESS(first.address);
        } else {
          e = new ERR_INVALID_ADDRESS_FAMILY(first.family, options.host, options.port);
        }
        process.nextTick(connectErrorNT, self, e);
        return;
      }
      self._unrefTimer();
      if (valid.length === 1) {
        internalConnect(self, valid[0].address, port, valid[0].family, localAddress, localPort);
      } else {
        connectMultiple(self, interleave(valid), port, [], autoSelectFamilyAttemptTimeout);
      }
    });
    return;
  }
  lookup(host, dnsopts, function emitLookup(err, ip, family) {
    self.emit('lookup', err, ip, family, host);
    if (!self.connecting) return;
    if (err) {
      process.nextTick(connectErrorNT, self, err);
    } else if (typeof ip !== 'string' || !net().isIP(ip)) {
      process.nextTick(connectErrorNT, self, new ERR_INVALID_IP_ADDRESS(ip));
    } else if (family !== 4 && family !== 6) {
      process.nextTick(connectErrorNT, self,
        new ERR_INVALID_ADDRESS_FAMILY(family, options.host, options.port));
    } else {
      self._unrefTimer();
      internalConnect(self, ip, port, family, localAddress, localPort);
    }
  });
}

// Family-alternating order (first answer's family first), as address selection tries them.
function interleave(addresses) {
  const first = addresses[0].family;
  const a = addresses.filter((x) => x.family === first);
  const b = addresses.filter((x) => x.family !== first);
  const out = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]);
    if (i < b.length) out.push(b[i]);
  }
  return out;
}

function connectErrorNT(self, err) {
  self.destroy(err);
}

// Tries each address in turn; the socket fails only when all of them did. An attempt
// that is not the last is given up after `timeout` ms (ETIMEDOUT among the errors), so
// that an address family without a route cannot hold up the others.
function connectMultiple(self, addresses, port, errors, timeout) {
  if (!self.connecting) return;
  if (addresses.length === 0) {
    self.destroy(errors.length === 1 ? errors[0] : new NodeAggregateError(errors));
    return;
  }
  const { address, family } = addresses[0];
  const rest = addresses.slice(1);
  if (self.autoSelectFamilyAttemptedAddresses === undefined) {
    self.autoSelectFamilyAttemptedAddresses = [];
  }
  self.autoSelectFamilyAttemptedAddresses.push(`${address}:${port}`);
  self.emit('connectionAttempt', address, port, family);
  if (self.blockList?.check(address, `ipv${family}`)) {
    const ex = new ERR_IP_BLOCKED(address);
    self.emit('connectionAttemptFailed', address, port, family, ex);
    errors.push(ex);
    connectMultiple(self, rest, port, errors, timeout);
    return;
  }
  let timer;
  startConnect(self, address, port, family, (ex) => {
    clearTimeout(timer);
    self.emit('connectionAttemptFailed', address, port, family, ex);
    errors.push(ex);
    connectMultiple(self, rest, port, errors, timeout);
  });
  const handle = self._handle;
  if (rest.length === 0 || !handle) return;
  timer = setTimeout(() => {
    if (self._handle !== handle || !self.connecting || self.destroyed) return;
    self.emit('connectionAttemptTimeout', address, port, family);
    self._handle = null;
    handle[kOwner] = null;
    deleteHandle(handle);
    handle.close();
    errors.push(exceptionWithHostPort(-kETIMEDOUT, 'connect', address, port));
    connectMultiple(self, rest, port, errors, timeout);
  }, timeout);
  // The attempt's handle keeps the loop alive; the timer alone must not.
  timer.unref();
}

function internalConnect(self, address, port, addressType, localAddress, localPort) {
  let local;
  if (addressType && (localAddress || localPort)) {
    // Node binds to the family's any-address when only a port is given.
    local = [localAddress || (addressType === 6 ? '::' : '0.0.0.0'), localPort || 0];
  }
  if (addressType && self._handle && self.connecting) {
    // A second connect() while the first is under way: libuv refuses it on the same handle.
    const sockname = self._getsockname();
    const details = sockname && sockname.address !== undefined ?
      `${sockname.address}:${sockname.port}` : undefined;
    const EALREADY = require('os').constants.errno.EALREADY;
    self.destroy(exceptionWithHostPort(-EALREADY, 'connect', address, port, details));
    return;
  }
  if (addressType) {
    self.emit('connectionAttempt', address, port, addressType);
    if (self.blockList?.check(address, `ipv${addressType}`)) {
      self.destroy(new ERR_IP_BLOCKED(address));
      return;
    }
  }
  // A single attempt keeps its handle until destroy() closes it, so 'close' reports
  // hadError true as in Node.
  startConnect(self, address, port, addressType, (ex, attempted) => {
    if (attempted && addressType) {
      self.emit('connectionAttemptFailed', address, port, addressType, ex);
    }
    self.destroy(ex);
  }, true, local);
}

// `local`: [address, port] to bind to before connecting (TCP only).
function startConnect(self, address, port, addressType, onFail, keepHandle, local) {
  let handle;
  if (addressType && perf !== null && perf.observerCounts[kNetObserverIndex] !== 0) {
    self[kNetPerf] = { start: perf.performance.now(), host: address, port };
  }
  // While a hook is enabled the connect runs as its TCPCONNECTWRAP/PIPECONNECTWRAP request.
  let request = null;
  const onConnect = (status) => {
    if (request !== null) {
      const run = request;
      request = null;
      run(status);
      return;
    }
    if (self._handle !== handle || self.destroyed) return;
    if (status === 0) {
      afterConnect(self);
      return;
    }
    if (!keepHandle) {
      self._handle = null;
      handle[kOwner] = null;
      deleteHandle(handle);
      handle.close();
    }
    if (!addressType) {
      onFail(exceptionWithHostPort(status, 'connect', address), true);
      return;
    }
    // A bound local end is named in the message and on the error, when it has a port.
    const details = local !== undefined && local[1] ? `${local[0]}:${local[1]}` : undefined;
    const ex = exceptionWithHostPort(status, 'connect', address, port, details);
    if (details !== undefined) {
      ex.localAddress = local[0];
      ex.localPort = local[1];
    }
    onFail(ex, true);
  };
  if (!addressType && Buffer.byteLength(address) > kSunPathSize) {
    // libuv refuses a path longer than sun_path at once; there is no socket to name.
    onFail(exceptionWithHostPort(-22 /* EINVAL */, 'connect', address, undefined,
      'undefined:undefined'));
    return;
  }
  handle = !addressType ? io().connectUnix(address, onConnect) :
    local === undefined ? io().connectTcp(address, port, onConnect) :
      io().connectTcp(address, port, onConnect, local[0], local[1]);
  if (Array.isArray(handle)) {
    const ex = exceptionWithHostPort(handle[0], 'bind', local[0], local[1]);
    handle = undefined;
    onFail(ex);
    return;
  }
  if (typeof handle === 'number') {
    const err = handle;
    handle = undefined;
    if (!addressType) {
      // libuv reports a UNIX connect's failure from the loop's pending queue: after the
      // ticks and microtasks queued by now, before any immediate; destroy() can still
      // cancel it.
      const attempt = {};
      self[kPipeAttempt] = attempt;
      process.nextTick(() => queueMicrotask(() => {
        if (self[kPipeAttempt] !== attempt) return;
        self[kPipeAttempt] = undefined;
        if (self.connecting && !self.destroyed && !self._handle) {
          onFail(exceptionWithHostPort(err, 'connect', address), true);
        }
      }));
      return;
    }
    // A failure within connect() itself names the socket's local address, as far as the
    // socket exists.
    onFail(exceptionWithHostPort(err, 'connect', address, port,
      syncLocalDetails(err, addressType, local)));
    return;
  }
  defaultTriggerAsyncIdScope(self[kConnectTrigger], attachHandle, self, handle,
    addressType ? 'TCPSocketWrap' : 'PipeWrap');
  if (hookCounts.total > 0) {
    request = requestCallback(addressType ? 'TCPCONNECTWRAP' : 'PIPECONNECTWRAP',
      handle[async_id_symbol], onConnect, { address, port });
  }
}

// Linux errno values: socket() itself failing for want of fds, memory or a family.
const kEMFILE = 24;
const kETIMEDOUT = 110;
const kENFILE = 23;
const kNoSocketErrnos = [kEMFILE, kENFILE, 105 /* ENOBUFS */, 12 /* ENOMEM */,
  97 /* EAFNOSUPPORT */, 93 /* EPROTONOSUPPORT */];
const kPipeAttempt = Symbol('kPipeAttempt');
// sizeof(sockaddr_un.sun_path) on Linux.
const kSunPathSize = 108;

// The " - Local (address:port)" of a connect that failed within connect(): the socket's
// name, or nothing known when there is no socket.
function syncLocalDetails(err, addressType, local) {
  if (kNoSocketErrnos.includes(-err)) return 'undefined:undefined';
  if (local !== undefined) return `${local[0]}:${local[1]}`;
  return addressType === 6 ? ':::0' : '0.0.0.0:0';
}

function afterConnect(self) {
  self.connecting = false;
  const measured = self[kNetPerf];
  if (measured !== undefined) {
    self[kNetPerf] = undefined;
    perf.enqueueNetEntry('connect', measured.start, { host: measured.host, port: measured.port });
  }
  self._sockname = null;
  const handle = self._handle;
  self._unrefTimer();
  if (self[kSetNoDelay] && typeof handle.setNoDelay === 'function') handle.setNoDelay(true);
  if (self[kTypeOfService] !== undefined && typeof handle.setTypeOfService === 'function') {
    handle.setTypeOfService(self[kTypeOfService]);
  }
  if (self[kSetKeepAlive] && typeof handle.setKeepAlive === 'function') {
    handle.setKeepAlive(true, self[kSetKeepAliveInitialDelay]);
  }
  self.emit('connect');
  self.emit('ready');
  // Start reading (or see an immediate EOF) unless the user paused the socket.
  if (self.readable && !self.isPaused()) self.read(0);
}

// ---------------------------------------------------------------------------------------
// Server

function Server(options, connectionListener) {
  if (!(this instanceof Server)) return new Server(options, connectionListener);
  EventEmitter.call(this);
  if (typeof options === 'function') {
    connectionListener = options;
    options = {};
    this.on('connection', connectionListener);
  } else if (options == null || typeof options === 'object') {
    options = { ...options };
    if (typeof connectionListener === 'function') this.on('connection', connectionListener);
  } else {
    throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
  }
  if (options.keepAliveInitialDelay !== undefined) {
    validateNumber(options.keepAliveInitialDelay, 'options.keepAliveInitialDelay');
    if (options.keepAliveInitialDelay < 0) options.keepAliveInitialDelay = 0;
  }
  if (options.highWaterMark !== undefined) {
    validateNumber(options.highWaterMark, 'options.highWaterMark');
    if (options.highWaterMark < 0) options.highWaterMark = undefined;
  }
  this._connections = 0;
  this._handle = null;
  this._usingWorkers = false;
  this._workers = [];
  this._unref = false;
  this._listeningId = 1;
  this.allowHalfOpen = options.allowHalfOpen || false;
  this.pauseOnConnect = !!options.pauseOnConnect;
  this.noDelay = Boolean(options.noDelay);
  this.keepAlive = Boolean(options.keepAlive);
  this.keepAliveInitialDelay = ~~(options.keepAliveInitialDelay / 1000);
  this.highWaterMark = options.highWaterMark ??
    require('internal/streams/state').getDefaultHighWaterMark();
  if (options.blockList) this.blockList = checkBlockList(options.blockList);
}
Object.setPrototypeOf(Server.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Server, EventEmitter);

function toNumber(x) {
  return (x = Number(x)) >= 0 ? x : false;
}

function isPipeName(s) {
  return typeof s === 'string' && toNumber(s) === false;
}

Server.prototype.listen = function (...args) {
  const normalized = net()._normalizeArgs(args);
  let options = normalized[0];
  const cb = normalized[1];
  if (this._handle) throw new ERR_SERVER_ALREADY_LISTEN();
  // tracing:net.server.listen: asyncStart here, asyncEnd once the handle listens, or error.
  const trace = dcBuiltin().tracing('net.server.listen');
  if (trace !== null) trace.asyncStart.publish({ server: this, options });
  if (cb !== null) this.once('listening', cb);
  const backlogFromArgs = toNumber(args.length > 1 && args[1]) ||
    toNumber(args.length > 2 && args[2]);
  options = options._handle || options.handle || options;
  // A lookup still running for an earlier listen() no longer counts.
  this._listeningId++;
  if (typeof options.fd === 'number' && options.fd >= 0) {
    const type = io().guessHandleType(options.fd);
    if (type === 'PIPE' || type === 'UNIX' || type === 'TCP') {
      throw new ERR_METHOD_NOT_IMPLEMENTED('server.listen({ fd })');
    }
    // No listening handle can be made of a closed fd, a file or a terminal: Node reports
    // EINVAL as the listen's 'error', with no address.
    const error = new UVExceptionWithHostPort(-22 /* EINVAL */, 'listen', null, undefined);
    dcBuiltin().tracing('net.server.listen')?.error.publish({ server: this, error });
    process.nextTick(emitErrorNT, this, error);
    return this;
  }
  if (options !== normalized[0] || typeof options.listen === 'function') {
    throw new ERR_METHOD_NOT_IMPLEMENTED('server.listen(handle)');
  }
  if (options.signal !== undefined) {
    validateAbortSignal(options.signal, 'options.signal');
    const { signal } = options;
    if (signal.aborted) {
      process.nextTick(() => this.close());
    } else {
      const onAborted = () => this.close();
      signal.addEventListener('abort', onAborted, { once: true });
      this.once('close', () => signal.removeEventListener('abort', onAborted));
    }
  }
  // listen(), listen(null), listen(cb), listen({ port: undefined }): any free port.
  if (args.length === 0 || typeof args[0] === 'function' ||
      (typeof options.port === 'undefined' && 'port' in options) ||
      options.port === null) {
    options.port = 0;
  }
  let backlog;
  if (typeof options.port === 'number' || typeof options.port === 'string') {
    validatePort(options.port, 'options.port');
    backlog = options.backlog || backlogFromArgs;
    if (options.host) {
      lookupAndListen(this, options.port | 0, options.host, backlog, listenFlags(options),
        options.exclusive);
    } else {
      listenInCluster(this, null, options.port | 0, 4, backlog, listenFlags(options),
        options.exclusive);
    }
    return this;
  }
  if (options.path && isPipeName(options.path)) {
    const pipeName = this._pipeName = options.path;
    backlog = options.backlog || backlogFromArgs;
    this._listen2(pipeName, -1, -1, backlog);
    if (this._handle && (options.readableAll || options.writableAll)) {
      let mode = 0;
      if (options.readableAll === true) mode |= 0o444;
      if (options.writableAll === true) mode |= 0o222;
      try {
        // The socket file gets exactly these bits (libuv's uv_pipe_chmod), not the umask's
        // mode with them added.
        require('fs').chmodSync(pipeName, mode);
      } catch (err) {
        deleteHandle(this._handle);
        this._handle.close();
        this._handle = null;
        throw err;
      }
    }
    return this;
  }
  if (!('port' in options) && !('path' in options)) {
    throw new ERR_INVALID_ARG_VALUE('options', options,
      'must have the property "port" or "path"');
  }
  throw new ERR_INVALID_ARG_VALUE('options', options);
};

function lookupAndListen(self, port, address, backlog, flags, exclusive) {
  // A close() while the name is being looked up cancels this listen.
  const listeningId = self._listeningId;
  // Every answer is asked for: an IPv6 link-local one (fe80::/10), which needs a scope to
  // bind, is passed over for the first other answer, if there is one.
  require('dns').lookup(address, { all: true }, (err, addresses) => {
    if (listeningId !== self._listeningId) return;
    if (err) {
      dcBuiltin().tracing('net.server.listen')?.error.publish({ server: self, error: err });
      self.emit('error', err);
      return;
    }
    const chosen = addresses.find((a) => !isIPv6LinkLocal(a)) || addresses[0];
    listenInCluster(self, chosen.address, port, chosen.family, backlog, flags, exclusive);
  });
}

function isIPv6LinkLocal({ address, family }) {
  return family === 6 && /^fe[89ab][0-9a-f]:/i.test(address);
}

// listen()'s socket options, as libuv's UV_TCP_* flags (true only, as Node reads them).
const kListenIpv6Only = 1;
const kListenReusePort = 2;

// In a cluster worker (set by the cluster module): asks the primary for the port a TCP
// listen() shares with the other workers; see js-lib/cluster.js.
let clusterGetServer = null;
function setClusterGetServer(getServer) {
  clusterGetServer = getServer;
}

// A TCP listen() in a cluster worker that is not `exclusive` shares its port with the
// workers that listen on the same address: the primary picks the port (for port 0) and
// each worker binds it with SO_REUSEPORT, the kernel spreading the connections.
function listenInCluster(server, address, port, addressType, backlog, flags, exclusive) {
  // A reusePort listen is the program's own sharing: never through the primary (Node).
  if (clusterGetServer === null || exclusive === true || (flags & kListenReusePort) !== 0) {
    server._listen2(address, port, addressType, backlog, undefined, flags);
    return;
  }
  const query = { address, port, addressType, flags, backlog };
  const listeningId = server._listeningId;
  clusterGetServer(server, query, (errno, sharedPort) => {
    if (listeningId !== server._listeningId) return;
    if (errno) {
      server.emit('error', exceptionWithHostPort(errno, 'bind', address, port));
      return;
    }
    server._listen2(address, sharedPort, addressType, backlog, undefined,
      flags | kListenReusePort);
  });
}
function listenFlags(options) {
  return (options.ipv6Only === true ? kListenIpv6Only : 0) |
    (options.reusePort === true ? kListenReusePort : 0);
}

// Node's name for it, which every listen() goes through: APM and context-propagation
// packages (async-listener, through shimmer) wrap it to reach the new handle's onconnection.
Server.prototype._listen2 = function _listen2(address, port, addressType, backlog, fd, flags) {
  setupListenHandle(this, address, port, addressType, backlog, flags);
};

function setupListenHandle(self, address, port, addressType, backlog, flags) {
  backlog = backlog || 511;
  const ipv6Only = (flags & kListenIpv6Only) !== 0;
  const reusePort = (flags & kListenReusePort) !== 0;
  let rval;
  if (addressType === -1) {
    // libuv refuses a path longer than sun_path (EINVAL), and reports a bind that found no
    // such directory as EACCES, as on Windows.
    rval = Buffer.byteLength(address) > kSunPathSize ? -22 /* EINVAL */ :
      io().listenUnix(address, backlog);
    if (rval === -2 /* ENOENT */) rval = -13 /* EACCES */;
  } else if (!address) {
    // The unspecified address: IPv6 (dual stack) when the host has it, else IPv4. A port
    // conflict is reported against '::' as Node does (libuv delays EADDRINUSE to listen);
    // any other failure to make or bind the IPv6 socket (EMFILE, EACCES) retries IPv4.
    rval = io().listenTcp('::', port, backlog, ipv6Only, reusePort);
    address = '::';
    addressType = 6;
    if (typeof rval === 'number' && rval !== -98 /* EADDRINUSE */) {
      rval = io().listenTcp('0.0.0.0', port, backlog, false, reusePort);
      address = '0.0.0.0';
      addressType = 4;
    }
  } else {
    rval = io().listenTcp(address, port, backlog, ipv6Only, reusePort);
  }
  if (typeof rval === 'number') {
    const error = new UVExceptionWithHostPort(rval, 'listen', address, port);
    dcBuiltin().tracing('net.server.listen')?.error.publish({ server: self, error });
    process.nextTick(emitErrorNT, self, error);
    return;
  }
  self._handle = rval;
  addHandle(rval, self, addressType === -1 ? 'PipeWrap' : 'TCPServerWrap');
  rval[kOwner] = self;
  rval.onconnection = onconnection;
  self._connectionKey = `${addressType}:${address}:${port}`;
  if (self._unref) rval.unref();
  dcBuiltin().tracing('net.server.listen')?.asyncEnd.publish({ server: self });
  process.nextTick(emitListeningNT, self);
}

function dcBuiltin() {
  return require('internal/diagnostics_channel/builtin');
}

function emitErrorNT(self, err) {
  self.emit('error', err);
}

function emitListeningNT(self) {
  if (self._handle) self.emit('listening');
}

function onconnection(status, clientHandle) {
  // While a hook is enabled a connection is taken in as the server handle's async id.
  if (hookCounts.total > 0 && this[async_id_symbol] > 0 && !inHandleCallback(this)) {
    rerunInResource(this, onconnection, status, clientHandle);
    return;
  }
  const self = this[kOwner];
  if (!self) {
    if (clientHandle) clientHandle.close();
    return;
  }
  if (status) {
    // A full fd table is libuv's to absorb (it sheds the pending connections and waits);
    // a Node server never hears of it.
    if (status === -kEMFILE || status === -kENFILE) return;
    self.emit('error', errnoException(status, 'accept'));
    return;
  }
  // A blocked peer is dropped unannounced.
  if (self.blockList) {
    const remote = clientHandle.getpeername?.();
    const family = remote && typeof remote === 'object' ? net().isIP(remote.address) : 0;
    if (family && self.blockList.check(remote.address, `ipv${family}`)) {
      clientHandle.close();
      return;
    }
  }
  if (self.maxConnections != null && self._connections >= self.maxConnections) {
    const data = { __proto__: null };
    const local = clientHandle.getsockname?.();
    const remote = clientHandle.getpeername?.();
    if (local && typeof local === 'object') {
      data.localAddress = local.address;
      data.localPort = local.port;
      data.localFamily = local.family;
    }
    if (remote && typeof remote === 'object') {
      data.remoteAddress = remote.address;
      data.remotePort = remote.port;
      data.remoteFamily = remote.family;
    }
    self.emit('drop', data);
    clientHandle.close();
    return;
  }
  const socket = new Socket({
    handle: clientHandle,
    allowHalfOpen: self.allowHalfOpen,
    pauseOnCreate: self.pauseOnConnect,
    readable: true,
    writable: true,
    readableHighWaterMark: self.highWaterMark,
    writableHighWaterMark: self.highWaterMark,
  });
  if (self._pipeName) socket[kIsPipe] = true;
  if (self.noDelay && typeof clientHandle.setNoDelay === 'function') {
    socket[kSetNoDelay] = true;
    clientHandle.setNoDelay(true);
  }
  if (self.keepAlive && typeof clientHandle.setKeepAlive === 'function') {
    socket[kSetKeepAlive] = true;
    socket[kSetKeepAliveInitialDelay] = self.keepAliveInitialDelay;
    clientHandle.setKeepAlive(true, self.keepAliveInitialDelay);
  }
  self._connections++;
  socket.server = self;
  socket._server = self;
  dcBuiltin().publish('net.server.socket', () => ({ socket }));
  self.emit('connection', socket);
}

Server.prototype.address = function () {
  if (this._pipeName) return this._handle ? this._pipeName : null;
  if (this._handle && typeof this._handle.getsockname === 'function') {
    const out = this._handle.getsockname();
    if (typeof out === 'number') throw errnoException(out, 'address');
    return out;
  }
  return null;
};

Object.defineProperty(Server.prototype, 'listening', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() { return !!(this._handle && this._connectionKey); },
});

Server.prototype.getConnections = function (cb) {
  process.nextTick(cb, null, this._connections);
  return this;
};

Server.prototype.close = function (cb) {
  this._listeningId++;
  if (typeof cb === 'function') {
    if (!this._handle) {
      this.once('close', function close() { cb(new ERR_SERVER_NOT_RUNNING()); });
    } else {
      this.once('close', cb);
    }
  }
  if (this._handle) {
    this._handle[kOwner] = null;
    // With a close callback the loop stays alive until the close is through, as a closing
    // libuv handle keeps it: a server closed in 'beforeExit' brings another 'beforeExit'.
    deleteHandle(this._handle);
    this._handle.close(noopOnHandleClose);
    this._handle = null;
  }
  this._emitCloseIfDrained();
  return this;
};

Server.prototype[Symbol.asyncDispose] = function () {
  return new Promise((resolve, reject) => {
    if (!this._handle) {
      resolve();
      return;
    }
    this.close((err) => (err ? reject(err) : resolve()));
  });
};

function noopOnHandleClose() {}

Server.prototype._emitCloseIfDrained = function () {
  if (this._handle || this._connections) return;
  process.nextTick(emitServerCloseNT, this);
};

// A server's 'close' has no arguments (a socket's carries hadError).
function emitServerCloseNT(server) {
  server.emit('close');
}

Server.prototype.ref = function () {
  this._unref = false;
  if (this._handle) this._handle.ref();
  return this;
};

Server.prototype.unref = function () {
  this._unref = true;
  if (this._handle) this._handle.unref();
  return this;
};

Server.prototype[EventEmitter.captureRejectionSymbol] = function (err, event, sock) {
  switch (event) {
    case 'connection':
      sock.destroy(err);
      break;
    default:
      this.emit('error', err);
  }
};

function createServer(options, connectionListener) {
  return new Server(options, connectionListener);
}

function connect(...args) {
  const normalized = net()._normalizeArgs(args);
  const options = normalized[0];
  const socket = new Socket(options);
  if (options.timeout) socket.setTimeout(options.timeout);
  return socket.connect(normalized);
}

module.exports = {
  Socket,
  Server,
  createServer,
  connect,
  kIsPipe,
  setClusterGetServer,
};
