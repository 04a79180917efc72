// A client TLSSocket built directly waits for _start() before its hello goes out (STARTTLS
// code wires the socket first), and its handle names the socket under it: a Duplex that is
// not a net.Socket travels in a JSStreamSocket, reachable as `_handle._parentWrap`.
'use strict';
const tls = require('tls');
const net = require('net');
const fs = require('fs');
const path = require('path');
const { PassThrough } = require('stream');

const pass = new PassThrough();
const overStream = new tls.TLSSocket(pass);
const JSStreamSocket = overStream._handle._parentWrap.constructor;
console.log(JSStreamSocket.name, overStream._handle._parentWrap instanceof net.Socket);
const wrapped = new JSStreamSocket(new PassThrough());
console.log(wrapped instanceof net.Socket, typeof overStream._start);

const keys = path.join(__dirname, '..', 'fixtures', 'keys');
const server = tls.createServer({
  key: fs.readFileSync(path.join(keys, 'tls_self_key.pem')),
  cert: fs.readFileSync(path.join(keys, 'tls_self_cert.pem')),
}, (socket) => socket.end('over tls'));

setImmediate(() => {
  // Nothing was sent into the PassThrough, so nothing came back to fail the handshake.
  console.log('stream socket destroyed:', overStream.destroyed);
  overStream.destroy();
  wrapped.destroy();
  server.listen(0, '127.0.0.1', () => {
    const raw = net.connect(server.address().port, '127.0.0.1', () => {
      raw.write(''); // a plain-text phase would happen here
      const secure = new tls.TLSSocket(raw, { isServer: false, rejectUnauthorized: false });
      console.log('parentWrap is the raw socket:', secure._handle._parentWrap === raw);
      let started = false;
      secure.on('secure', () => console.log('secure, started first:', started));
      secure.on('data', (d) => console.log('data', d.toString()));
      secure.on('close', () => server.close());
      setTimeout(() => {
        started = true;
        secure._start();
      }, 50);
    });
  });
});
