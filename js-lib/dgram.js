// `dgram`: UDP sockets. A Socket can be created (type and options checked as in Node) and
// closed again; everything that needs a UDP handle (bind, connect, send, addresses,
// multicast and buffer settings) throws ERR_METHOD_NOT_IMPLEMENTED until minirt has the
// socket machinery.
'use strict';

const EventEmitter = require('events');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_SOCKET_BAD_TYPE, ERR_SOCKET_DGRAM_NOT_RUNNING },
} = require('internal/errors');
const { validateAbortSignal, validateFunction, validateUint32 } = require('internal/validators');
const { notImplemented } = require('internal/http');

const kState = Symbol('state symbol');

function Socket(type, listener) {
  EventEmitter.call(this);
  let lookup;
  let options;
  if (type !== null && typeof type === 'object') {
    options = type;
    type = options.type;
    lookup = options.lookup;
    if (options.recvBufferSize) validateUint32(options.recvBufferSize, 'options.recvBufferSize');
    if (options.sendBufferSize) validateUint32(options.sendBufferSize, 'options.sendBufferSize');
    for (const key of ['receiveBlockList', 'sendBlockList']) {
      if (options[key]) {
        const { BlockList } = require('net');
        if (typeof BlockList !== 'function' || !(options[key] instanceof BlockList)) {
          throw new ERR_INVALID_ARG_TYPE(`options.${key}`, 'net.BlockList', options[key]);
        }
      }
    }
  }
  if (lookup !== undefined) validateFunction(lookup, 'lookup');
  if (type !== 'udp4' && type !== 'udp6') throw new ERR_SOCKET_BAD_TYPE();
  this.type = type;
  if (typeof listener === 'function') this.on('message', listener);
  // No UDP handle is opened until bind/connect/send, none of which exist yet.
  this[kState] = { open: true, options };
  if (options !== undefined && options.signal !== undefined) {
    const { signal } = options;
    validateAbortSignal(signal, 'options.signal');
    if (signal.aborted) {
      this.close();
    } else {
      const onAbort = () => {
        if (this[kState].open) this.close();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.once('close', () => signal.removeEventListener('abort', onAbort));
    }
  }
}
Object.setPrototypeOf(Socket.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Socket, EventEmitter);

function createSocket(type, listener) {
  return new Socket(type, listener);
}

Socket.prototype.close = function close(callback) {
  if (typeof callback === 'function') this.on('close', callback);
  if (!this[kState].open) throw new ERR_SOCKET_DGRAM_NOT_RUNNING();
  this[kState].open = false;
  process.nextTick(() => this.emit('close'));
  return this;
};

Socket.prototype.ref = function ref() {
  return this;
};

Socket.prototype.unref = function unref() {
  return this;
};

for (const name of ['bind', 'bindSync', 'connect', 'connectSync', 'disconnect', 'sendto',
  'send', 'address', 'remoteAddress', 'setBroadcast', 'setTTL', 'setMulticastTTL',
  'setMulticastLoopback', 'setMulticastInterface', 'addMembership', 'dropMembership',
  'addSourceSpecificMembership', 'dropSourceSpecificMembership', 'setRecvBufferSize',
  'setSendBufferSize', 'getRecvBufferSize', 'getSendBufferSize', 'getSendQueueSize',
  'getSendQueueCount']) {
  Socket.prototype[name] = {
    [name]() {
      throw notImplemented(`dgram.Socket.prototype.${name}()`);
    },
  }[name];
}

module.exports = {
  createSocket,
  Socket,
};
