// Every server.listen() goes through net.Server.prototype._listen2 (async-listener and other
// shimmer-based context propagation wrap it to reach the listening handle's onconnection).
'use strict';
const net = require('net');
const path = require('path');
const os = require('os');

console.log(typeof net.Server.prototype._listen2, net.Server.prototype._listen2.length);
const original = net.Server.prototype._listen2;
const seen = [];
net.Server.prototype._listen2 = function(address, port, addressType, backlog, fd, flags) {
  const result = original.apply(this, arguments);
  const wrappedHere = this._handle && typeof this._handle.onconnection === 'function';
  seen.push([address === null ? null : typeof address, port, addressType, typeof backlog, fd, typeof flags, wrappedHere]);
  if (wrappedHere) {
    const onconnection = this._handle.onconnection;
    this._handle.onconnection = function(...args) {
      console.log('connection through the wrapped handle');
      return onconnection.apply(this, args);
    };
  }
  return result;
};

const pipe = path.join(os.tmpdir(), `eco4-listen2-${process.pid}.sock`);
const servers = [
  [net.createServer((s) => s.end()), (srv, cb) => srv.listen(0, cb)],
  [net.createServer((s) => s.end()), (srv, cb) => srv.listen(0, '127.0.0.1', cb)],
  [net.createServer((s) => s.end()), (srv, cb) => srv.listen(pipe, cb)],
];
let pending = servers.length;
for (const [srv, listen] of servers) {
  listen(srv, () => {
    const address = srv.address();
    const socket = typeof address === 'string' ? net.connect(address) : net.connect(address.port, '127.0.0.1');
    socket.resume();
    socket.on('close', () => {
      srv.close();
      if (--pending === 0) console.log(seen);
    });
  });
}
