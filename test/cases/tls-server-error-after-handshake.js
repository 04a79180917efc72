// A record the server cannot parse, arriving after the handshake has handed the socket to
// 'secureConnection', is that socket's 'error' (not the server's 'tlsClientError'), and
// the client sees the alert and closes.
'use strict';
const tls = require('tls');
const net = require('net');
const fs = require('fs');
const path = require('path');

const keys = path.join(__dirname, '..', 'fixtures', 'keys');
const read = (name) => fs.readFileSync(path.join(keys, name));
const server = tls.createServer({ key: read('tls_self_key.pem'), cert: read('tls_self_cert.pem') }, (s) => {
  s.pipe(s);
  s.on('error', (e) => {
    console.log('server socket error:', e instanceof Error, e.library);
    server.close();
  });
});
server.on('tlsClientError', (e) => console.log('unexpected tlsClientError', e.code));
server.listen(0, '127.0.0.1', () => {
  const socket = net.connect(server.address().port, '127.0.0.1');
  const client = tls.connect({ socket, rejectUnauthorized: false }, () => {
    client.write('x');
    client.once('data', (d) => {
      console.log('echo:', String(d));
      socket.end(Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]));
    });
  });
  client.on('error', (e) => console.log('client error:', e.library, /alert/.test(e.code)));
  client.on('close', () => console.log('client close'));
});
