// TLSSocket and the TLS Server, for `tls` and `_tls_wrap`. Both need OpenSSL-backed
// sockets, which minirt does not have: constructing either (and tls.connect /
// tls.createServer) throws ERR_METHOD_NOT_IMPLEMENTED. The classes exist, on top of net's,
// for subclassing and instanceof checks.
'use strict';

const net = require('net');
const { notImplemented } = require('internal/http');

function TLSSocket(socket, opts) {
  throw notImplemented('tls.TLSSocket');
}
if (typeof net.Socket === 'function' && net.Socket.prototype) {
  Object.setPrototypeOf(TLSSocket.prototype, net.Socket.prototype);
  Object.setPrototypeOf(TLSSocket, net.Socket);
}

function Server(options, listener) {
  throw notImplemented('tls.Server');
}
if (typeof net.Server === 'function' && net.Server.prototype) {
  Object.setPrototypeOf(Server.prototype, net.Server.prototype);
  Object.setPrototypeOf(Server, net.Server);
}

function createServer(options, listener) {
  return new Server(options, listener);
}

function connect(...args) {
  throw notImplemented('tls.connect()');
}

module.exports = {
  TLSSocket,
  Server,
  createServer,
  connect,
};
