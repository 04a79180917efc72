// `dgram`: UDP sockets on internalBinding('io')'s UDP handles (runtime/src/bindings/io/
// udp.rs). Owns Node's Socket: the bind/connect state machines (names resolved through
// dns.lookup or the `lookup` option first, sends queued until an implicit bind is done),
// send's argument forms and checks, the 'listening'/'connect'/'message'/'close'/'error'
// events and their order, the errors (ExceptionWithHostPort for bind/send/connect,
// ErrnoException for the option setters), buffer sizes and block lists. Cluster workers
// get no shared handles (no cluster module handle passing): every bind is exclusive.
'use strict';

const EventEmitter = require('events');
const { Buffer } = require('buffer');
const {
  codes: {
    ERR_BUFFER_OUT_OF_BOUNDS, ERR_INVALID_ARG_TYPE, ERR_MISSING_ARGS, ERR_SOCKET_ALREADY_BOUND,
    ERR_SOCKET_BAD_BUFFER_SIZE, ERR_SOCKET_BAD_TYPE, ERR_SOCKET_BUFFER_SIZE,
    ERR_SOCKET_DGRAM_IS_CONNECTED, ERR_SOCKET_DGRAM_NOT_CONNECTED, ERR_SOCKET_DGRAM_NOT_RUNNING,
    ERR_IP_BLOCKED,
  },
  ErrnoException, ExceptionWithHostPort, uvErrName, getSystemErrorMessage,
} = require('internal/errors');
const {
  validateAbortSignal, validateFunction, validateNumber, validatePort, validateString,
  validateUint32,
} = require('internal/validators');
const { isArrayBufferView } = require('internal/util/types');

const kStateSymbol = Symbol('state symbol');
const kOwner = Symbol('owner');

const BIND_STATE_UNBOUND = 0;
const BIND_STATE_BINDING = 1;
const BIND_STATE_BOUND = 2;
const CONNECT_STATE_DISCONNECTED = 0;
const CONNECT_STATE_CONNECTING = 1;
const CONNECT_STATE_CONNECTED = 2;

// The binding's bind flags (libuv's UV_UDP_* values).
const FLAG_IPV6_ONLY = 1;
const FLAG_REUSE_ADDR = 4;
const FLAG_REUSE_PORT = 8;

const UV_EBADF = -9;

let ioBinding;
function io() {
  if (ioBinding === undefined) ioBinding = internalBinding('io');
  return ioBinding;
}

let dns;
function defaultLookup(address, family, callback) {
  if (dns === undefined) dns = require('dns');
  return dns.lookup(address, family, callback);
}

// A handle for `type`, with the name lookup its family uses: bind defaults to the
// wildcard address, connect and send to the loopback one, as Node's lookup4/lookup6.
function newHandle(type, lookup) {
  const family = type === 'udp6' ? 6 : 4;
  let handle = io().udpOpen(family);
  if (typeof handle === 'number') {
    if (!kSocketAtBind.includes(handle)) throw new ErrnoException(handle, 'socket');
    handle = socketlessHandle(family);
  }
  const resolve = lookup || defaultLookup;
  handle.lookup = (address, callback) =>
    resolve(address || (family === 6 ? '::1' : '127.0.0.1'), family, callback);
  return handle;
}

// libuv makes a UDP handle's socket when it is first bound: a socket() refused for want of
// fds, memory or an address family fails that bind, not createSocket(). Such a handle
// stands in until then and tries again when bound.
const kSocketAtBind = [-24 /* EMFILE */, -23 /* ENFILE */, -105 /* ENOBUFS */,
  -12 /* ENOMEM */, -97 /* EAFNOSUPPORT */];

function socketlessHandle(family) {
  const noSocket = () => UV_EBADF;
  return {
    bind(ip, port, flags) {
      const real = io().udpOpen(family);
      if (typeof real === 'number') return real;
      const owner = this[kOwner];
      real.lookup = this.lookup;
      real[kOwner] = owner;
      owner[kStateSymbol].handle = real;
      return real.bind(ip, port, flags);
    },
    close() {},
    ref() {},
    unref() {},
    recvStop: noSocket,
    send: noSocket,
    connect: noSocket,
    disconnect: noSocket,
    getsockname: noSocket,
    getpeername: noSocket,
    bufferSize: noSocket,
  };
}

function Socket(type, listener) {
  EventEmitter.call(this);
  let lookup;
  let recvBufferSize;
  let sendBufferSize;
  let receiveBlockList;
  let sendBlockList;
  let options;
  if (type !== null && typeof type === 'object') {
    options = type;
    type = options.type;
    lookup = options.lookup;
    if (options.recvBufferSize) {
      validateUint32(options.recvBufferSize, 'options.recvBufferSize');
      recvBufferSize = options.recvBufferSize;
    }
    if (options.sendBufferSize) {
      validateUint32(options.sendBufferSize, 'options.sendBufferSize');
      sendBufferSize = options.sendBufferSize;
    }
    if (options.receiveBlockList) {
      checkBlockList(options.receiveBlockList, 'options.receiveBlockList');
      receiveBlockList = options.receiveBlockList;
    }
    if (options.sendBlockList) {
      checkBlockList(options.sendBlockList, 'options.sendBlockList');
      sendBlockList = options.sendBlockList;
    }
  }
  if (lookup !== undefined) validateFunction(lookup, 'lookup');
  if (type !== 'udp4' && type !== 'udp6') throw new ERR_SOCKET_BAD_TYPE();
  const handle = newHandle(type, lookup);
  handle[kOwner] = this;
  this.type = type;
  if (typeof listener === 'function') this.on('message', listener);
  this[kStateSymbol] = {
    handle,
    receiving: false,
    bindState: BIND_STATE_UNBOUND,
    connectState: CONNECT_STATE_DISCONNECTED,
    queue: undefined,
    reuseAddr: options && options.reuseAddr,
    reusePort: options && options.reusePort,
    ipv6Only: options && options.ipv6Only,
    recvBufferSize,
    sendBufferSize,
    receiveBlockList,
    sendBlockList,
    nextReq: 1,
    requests: new Map(),
  };
  if (options !== undefined && options.signal !== undefined) {
    const { signal } = options;
    validateAbortSignal(signal, 'options.signal');
    const onAborted = () => {
      if (this[kStateSymbol].handle) this.close();
    };
    if (signal.aborted) {
      onAborted();
    } else {
      signal.addEventListener('abort', onAborted, { once: true });
      this.once('close', () => signal.removeEventListener('abort', onAborted));
    }
  }
  require('internal/diagnostics_channel/builtin').publish('udp.socket', () => ({ socket: this }));
}
Object.setPrototypeOf(Socket.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Socket, EventEmitter);

function checkBlockList(list, name) {
  const { BlockList } = require('net');
  if (!(list instanceof BlockList)) {
    throw new ERR_INVALID_ARG_TYPE(name, 'net.BlockList', list);
  }
}

function createSocket(type, listener) {
  return new Socket(type, listener);
}

function healthCheck(socket) {
  if (!socket[kStateSymbol].handle) throw new ERR_SOCKET_DGRAM_NOT_RUNNING();
}

function startListening(socket) {
  const state = socket[kStateSymbol];
  state.handle.onmessage = onMessage;
  state.handle.onsend = onSend;
  state.handle.recvStart();
  state.receiving = true;
  state.bindState = BIND_STATE_BOUND;
  if (state.recvBufferSize) bufferSize(socket, state.recvBufferSize, true);
  if (state.sendBufferSize) bufferSize(socket, state.sendBufferSize, false);
  socket.emit('listening');
}

Socket.prototype.bind = function bind(port_, address_ /* , callback */) {
  let port = port_;
  healthCheck(this);
  const state = this[kStateSymbol];
  if (state.bindState !== BIND_STATE_UNBOUND) throw new ERR_SOCKET_ALREADY_BOUND();
  state.bindState = BIND_STATE_BINDING;

  const cb = arguments.length && arguments[arguments.length - 1];
  if (typeof cb === 'function') {
    function removeListeners() {
      this.removeListener('error', removeListeners);
      this.removeListener('listening', onListening);
    }
    function onListening() {
      removeListeners.call(this);
      cb.call(this);
    }
    this.on('error', removeListeners);
    this.on('listening', onListening);
  }

  let address;
  if (port !== null && typeof port === 'object') {
    if (typeof port.fd === 'number' && port.fd >= 0) {
      // Adopting an fd needs a handle made from it, which the binding does not offer.
      const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');
      state.bindState = BIND_STATE_UNBOUND;
      throw new ERR_METHOD_NOT_IMPLEMENTED('dgram.Socket.prototype.bind({ fd })');
    }
    address = port.address || '';
    port = port.port;
  } else {
    address = typeof address_ === 'function' ? '' : address_;
  }
  if (!address) address = this.type === 'udp4' ? '0.0.0.0' : '::';

  state.handle.lookup(address, (err, ip) => {
    if (!state.handle) return;
    if (err) {
      state.bindState = BIND_STATE_UNBOUND;
      this.emit('error', err);
      return;
    }
    let flags = 0;
    if (state.reuseAddr) flags |= FLAG_REUSE_ADDR;
    if (state.ipv6Only) flags |= FLAG_IPV6_ONLY;
    if (state.reusePort) flags |= FLAG_REUSE_PORT;
    const status = state.handle.bind(ip, port || 0, flags);
    if (status) {
      const ex = new ExceptionWithHostPort(status, 'bind', ip, port);
      state.bindState = BIND_STATE_UNBOUND;
      this.emit('error', ex);
      return;
    }
    startListening(this);
  });
  return this;
};

Socket.prototype.connect = function connect(port, address, callback) {
  port = validatePort(port, 'Port', false);
  if (typeof address === 'function') {
    callback = address;
    address = '';
  } else if (address === undefined) {
    address = '';
  }
  validateString(address, 'address');
  const state = this[kStateSymbol];
  if (state.connectState !== CONNECT_STATE_DISCONNECTED) throw new ERR_SOCKET_DGRAM_IS_CONNECTED();
  state.connectState = CONNECT_STATE_CONNECTING;
  if (state.bindState === BIND_STATE_UNBOUND) this.bind({ port: 0, exclusive: true }, null);
  if (state.bindState !== BIND_STATE_BOUND) {
    enqueue(this, () => startConnect(this, port, address, callback));
    return;
  }
  startConnect(this, port, address, callback);
};

function startConnect(self, port, address, callback) {
  const state = self[kStateSymbol];
  if (callback) self.once('connect', callback);
  state.handle.lookup(address, (ex, ip) => {
    if (!state.handle) return;
    if (!ex && state.sendBlockList && state.sendBlockList.check(ip, `ipv${require('net').isIP(ip)}`)) {
      ex = new ERR_IP_BLOCKED(ip);
    }
    if (!ex) {
      const status = state.handle.connect(ip, port);
      if (status) ex = new ExceptionWithHostPort(status, 'connect', address, port);
    }
    if (ex) {
      state.connectState = CONNECT_STATE_DISCONNECTED;
      process.nextTick(() => {
        if (callback) {
          self.removeListener('connect', callback);
          callback(ex);
        } else {
          self.emit('error', ex);
        }
      });
      return;
    }
    state.connectState = CONNECT_STATE_CONNECTED;
    process.nextTick(() => self.emit('connect'));
  });
}

Socket.prototype.disconnect = function disconnect() {
  const state = this[kStateSymbol];
  if (state.connectState !== CONNECT_STATE_CONNECTED) throw new ERR_SOCKET_DGRAM_NOT_CONNECTED();
  const status = state.handle.disconnect();
  if (status) throw new ErrnoException(status, 'connect');
  state.connectState = CONNECT_STATE_DISCONNECTED;
};

// Sends (and connects) made before an implicit bind finished wait for 'listening'; a bind
// that fails drops them.
function enqueue(self, entry) {
  const state = self[kStateSymbol];
  if (state.queue === undefined) {
    state.queue = [];
    self.once(EventEmitter.errorMonitor, onListenError);
    self.once('listening', onListenSuccess);
  }
  state.queue.push(entry);
}

function onListenSuccess() {
  this.removeListener(EventEmitter.errorMonitor, onListenError);
  const state = this[kStateSymbol];
  const queue = state.queue;
  state.queue = undefined;
  for (const entry of queue) entry();
}

function onListenError() {
  this.removeListener('listening', onListenSuccess);
  this[kStateSymbol].queue = undefined;
}

const kBufferTypes = ['Buffer', 'TypedArray', 'DataView', 'string'];

function sliceBuffer(buffer, offset, length) {
  if (typeof buffer === 'string') {
    buffer = Buffer.from(buffer);
  } else if (!isArrayBufferView(buffer)) {
    throw new ERR_INVALID_ARG_TYPE('buffer', kBufferTypes, buffer);
  }
  offset = offset >>> 0;
  length = length >>> 0;
  if (offset > buffer.byteLength) throw new ERR_BUFFER_OUT_OF_BOUNDS('offset');
  if (offset + length > buffer.byteLength) throw new ERR_BUFFER_OUT_OF_BOUNDS('length');
  return Buffer.from(buffer.buffer, buffer.byteOffset + offset, length);
}

function fixBufferList(list) {
  const out = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const buf = list[i];
    if (typeof buf === 'string') out[i] = Buffer.from(buf);
    else if (!isArrayBufferView(buf)) return null;
    else out[i] = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  return out;
}

Socket.prototype.send = function send(buffer, offset, length, port, address, callback) {
  let list;
  const state = this[kStateSymbol];
  const connected = state.connectState === CONNECT_STATE_CONNECTED;
  if (!connected) {
    if (address || (port && typeof port !== 'function')) {
      buffer = sliceBuffer(buffer, offset, length);
    } else {
      callback = port;
      port = offset;
      address = length;
    }
  } else {
    if (typeof length === 'number') {
      buffer = sliceBuffer(buffer, offset, length);
      if (typeof port === 'function') {
        callback = port;
        port = null;
      }
    } else {
      callback = offset;
    }
    if (port || address) throw new ERR_SOCKET_DGRAM_IS_CONNECTED();
  }

  if (!Array.isArray(buffer)) {
    if (typeof buffer === 'string') {
      list = [Buffer.from(buffer)];
    } else if (!isArrayBufferView(buffer)) {
      throw new ERR_INVALID_ARG_TYPE('buffer', kBufferTypes, buffer);
    } else {
      list = [buffer];
    }
  } else if (!(list = fixBufferList(buffer))) {
    throw new ERR_INVALID_ARG_TYPE('buffer list arguments', kBufferTypes, buffer);
  }

  if (!connected) port = validatePort(port, 'Port', false);
  if (typeof callback !== 'function') callback = undefined;
  if (typeof address === 'function') {
    callback = address;
    address = undefined;
  } else if (address != null) {
    validateString(address, 'address');
  }

  healthCheck(this);
  if (state.bindState === BIND_STATE_UNBOUND) this.bind({ port: 0, exclusive: true }, null);
  if (list.length === 0) list.push(Buffer.alloc(0));
  if (state.bindState !== BIND_STATE_BOUND) {
    enqueue(this, () => this.send(list, port, address, callback));
    return;
  }
  if (!connected) {
    state.handle.lookup(address, (ex, ip) => doSend(ex, this, ip, list, address, port, callback));
  } else {
    doSend(null, this, null, list, address, port, callback);
  }
};

// The legacy spelling, with every argument required.
Socket.prototype.sendto = function sendto(buffer, offset, length, port, address, callback) {
  validateNumber(offset, 'offset');
  validateNumber(length, 'length');
  validateNumber(port, 'port');
  validateString(address, 'address');
  this.send(buffer, offset, length, port, address, callback);
};

function doSend(ex, self, ip, list, address, port, callback) {
  const state = self[kStateSymbol];
  if (ex) {
    if (typeof callback === 'function') {
      process.nextTick(callback, ex);
      return;
    }
    process.nextTick(() => self.emit('error', ex));
    return;
  } else if (!state.handle) {
    return;
  }
  if (ip && state.sendBlockList &&
      state.sendBlockList.check(ip, `ipv${require('net').isIP(ip)}`)) {
    if (callback) process.nextTick(callback, new ERR_IP_BLOCKED(ip));
    return;
  }
  // One datagram: several buffers go out as their concatenation (Node gathers them with
  // one sendmsg; the bytes on the wire are the same).
  const data = list.length === 1 ? list[0] : Buffer.concat(list);
  const req = state.nextReq++;
  const status = port ?
    state.handle.send(req, data, port, ip) :
    state.handle.send(req, data, 0, undefined);
  if (status === null) {
    // Waiting for room in the socket buffer: onsend finishes it.
    state.requests.set(req, { callback, address, port, list });
    return;
  }
  if (status >= 0) {
    if (callback) process.nextTick(callback, null, status);
    return;
  }
  if (callback) {
    process.nextTick(callback, new ExceptionWithHostPort(status, 'send', address, port));
  }
}

function onSend(req, status) {
  const self = this[kOwner];
  const state = self[kStateSymbol];
  const entry = state.requests.get(req);
  if (entry === undefined) return;
  state.requests.delete(req);
  if (!entry.callback) return;
  if (status < 0) {
    entry.callback(new ExceptionWithHostPort(status, 'send', entry.address, entry.port));
  } else {
    entry.callback(null, status);
  }
}

function onMessage(nread, buf, address, family, port) {
  const self = this[kOwner];
  if (nread < 0) {
    self.emit('error', new ErrnoException(nread, 'recvmsg'));
    return;
  }
  const state = self[kStateSymbol];
  if (state.receiveBlockList &&
      state.receiveBlockList.check(address, family === 'IPv6' ? 'ipv6' : 'ipv4')) {
    return;
  }
  self.emit('message', buf, { address, family, port, size: buf.length });
}

function stopReceiving(socket) {
  const state = socket[kStateSymbol];
  if (!state.receiving) return;
  state.handle.recvStop();
  state.receiving = false;
}

Socket.prototype.close = function close(callback) {
  const state = this[kStateSymbol];
  const queue = state.queue;
  if (typeof callback === 'function') this.on('close', callback);
  if (queue !== undefined) {
    queue.push(() => this.close());
    return this;
  }
  healthCheck(this);
  stopReceiving(this);
  state.handle.close();
  state.handle = null;
  state.requests.clear();
  process.nextTick(socketCloseNT, this);
  return this;
};

function socketCloseNT(self) {
  self.emit('close');
}

Socket.prototype[Symbol.asyncDispose] = async function() {
  if (!this[kStateSymbol].handle) return;
  await new Promise((resolve, reject) => {
    try {
      this.close(resolve);
    } catch (err) {
      reject(err);
    }
  });
};

// An unbound socket has no fd under libuv: its address and buffer sizes fail with EBADF.
function boundHandle(socket) {
  const state = socket[kStateSymbol];
  return state.bindState === BIND_STATE_BOUND ? state.handle : null;
}

function nameOf(socket, peer) {
  const handle = boundHandle(socket);
  const out = handle === null ? UV_EBADF : peer ? handle.getpeername() : handle.getsockname();
  if (typeof out === 'number') throw new ErrnoException(out, peer ? 'getpeername' : 'getsockname');
  return out;
}

Socket.prototype.address = function address() {
  healthCheck(this);
  return nameOf(this, false);
};

Socket.prototype.remoteAddress = function remoteAddress() {
  healthCheck(this);
  const state = this[kStateSymbol];
  if (state.connectState !== CONNECT_STATE_CONNECTED) throw new ERR_SOCKET_DGRAM_NOT_CONNECTED();
  return nameOf(this, true);
};

// The option setters reach the fd; an unbound socket has none under libuv (EBADF).
function setOption(socket, syscall, call) {
  const handle = boundHandle(socket);
  const status = handle === null ? UV_EBADF : call(handle);
  if (status) throw new ErrnoException(status, syscall);
}

Socket.prototype.setBroadcast = function setBroadcast(arg) {
  healthCheck(this);
  setOption(this, 'setBroadcast', (h) => h.setBroadcast(!!arg));
};

Socket.prototype.setTTL = function setTTL(ttl) {
  validateNumber(ttl, 'ttl');
  healthCheck(this);
  setOption(this, 'setTTL', (h) => (ttl >= 1 && ttl <= 255 ? h.setTTL(ttl) : -22));
  return ttl;
};

Socket.prototype.setMulticastTTL = function setMulticastTTL(ttl) {
  validateNumber(ttl, 'ttl');
  healthCheck(this);
  setOption(this, 'setMulticastTTL', (h) => (ttl >= 0 && ttl <= 255 ? h.setMulticastTTL(ttl) : -22));
  return ttl;
};

Socket.prototype.setMulticastLoopback = function setMulticastLoopback(arg) {
  healthCheck(this);
  setOption(this, 'setMulticastLoopback', (h) => h.setMulticastLoopback(!!arg));
  return arg;
};

Socket.prototype.setMulticastInterface = function setMulticastInterface(interfaceAddress) {
  healthCheck(this);
  validateString(interfaceAddress, 'interfaceAddress');
  setOption(this, 'setMulticastInterface', (h) => h.setMulticastInterface(interfaceAddress));
};

// Memberships work on an unbound socket too (libuv binds it to the wildcard address first;
// here the socket exists from the start).
function setMembership(socket, syscall, call) {
  const status = call(socket[kStateSymbol].handle);
  if (status) throw new ErrnoException(status, syscall);
}

Socket.prototype.addMembership = function addMembership(multicastAddress, interfaceAddress) {
  healthCheck(this);
  if (!multicastAddress) throw new ERR_MISSING_ARGS('multicastAddress');
  setMembership(this, 'addMembership',
                (h) => h.membership(`${multicastAddress}`, interfaceAddress, true));
};

Socket.prototype.dropMembership = function dropMembership(multicastAddress, interfaceAddress) {
  healthCheck(this);
  if (!multicastAddress) throw new ERR_MISSING_ARGS('multicastAddress');
  setMembership(this, 'dropMembership',
                (h) => h.membership(`${multicastAddress}`, interfaceAddress, false));
};

Socket.prototype.addSourceSpecificMembership = function addSourceSpecificMembership(
  sourceAddress, groupAddress, interfaceAddress) {
  healthCheck(this);
  validateString(sourceAddress, 'sourceAddress');
  validateString(groupAddress, 'groupAddress');
  setMembership(this, 'addSourceSpecificMembership',
                (h) => h.sourceMembership(sourceAddress, groupAddress, interfaceAddress, true));
};

Socket.prototype.dropSourceSpecificMembership = function dropSourceSpecificMembership(
  sourceAddress, groupAddress, interfaceAddress) {
  healthCheck(this);
  validateString(sourceAddress, 'sourceAddress');
  validateString(groupAddress, 'groupAddress');
  setMembership(this, 'dropSourceSpecificMembership',
                (h) => h.sourceMembership(sourceAddress, groupAddress, interfaceAddress, false));
};

Socket.prototype.ref = function ref() {
  const handle = this[kStateSymbol].handle;
  if (handle) handle.ref();
  return this;
};

Socket.prototype.unref = function unref() {
  const handle = this[kStateSymbol].handle;
  if (handle) handle.unref();
  return this;
};

function bufferSize(self, size, recv) {
  if (size >>> 0 !== size) throw new ERR_SOCKET_BAD_BUFFER_SIZE();
  const handle = boundHandle(self);
  // The kernel takes an int: larger sizes are EINVAL, as libuv reports them.
  const ret = handle === null ? UV_EBADF :
    size > 0x7fffffff ? -22 : handle.bufferSize(size, recv);
  if (ret < 0) {
    const code = uvErrName(ret);
    throw new ERR_SOCKET_BUFFER_SIZE({
      errno: ret,
      code,
      message: getSystemErrorMessage(ret),
      syscall: recv ? 'uv_recv_buffer_size' : 'uv_send_buffer_size',
    });
  }
  return ret;
}

Socket.prototype.setRecvBufferSize = function setRecvBufferSize(size) {
  bufferSize(this, size, true);
};

Socket.prototype.setSendBufferSize = function setSendBufferSize(size) {
  bufferSize(this, size, false);
};

Socket.prototype.getRecvBufferSize = function getRecvBufferSize() {
  return bufferSize(this, 0, true);
};

Socket.prototype.getSendBufferSize = function getSendBufferSize() {
  return bufferSize(this, 0, false);
};

Socket.prototype.getSendQueueSize = function getSendQueueSize() {
  let bytes = 0;
  for (const entry of this[kStateSymbol].requests.values()) {
    for (const buf of entry.list) bytes += buf.length;
  }
  return bytes;
};

Socket.prototype.getSendQueueCount = function getSendQueueCount() {
  return this[kStateSymbol].requests.size;
};

module.exports = {
  createSocket,
  Socket,
};
