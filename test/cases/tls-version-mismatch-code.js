// A TLS 1.3-only client against a server capped at TLS 1.2: the server's tlsClientError is
// OpenSSL's "unsupported protocol" and the client hears the protocol_version alert.
'use strict';
const fs = require('fs');
const path = require('path');
const tls = require('tls');

const keys = path.join(__dirname, '..', 'fixtures', 'keys');
const server = tls.createServer({
  key: fs.readFileSync(path.join(keys, 'tls_self_key.pem')),
  cert: fs.readFileSync(path.join(keys, 'tls_self_cert.pem')),
  maxVersion: 'TLSv1.2',
});
let pending = 2;
const done = () => {
  if (--pending === 0) server.close();
};
server.on('tlsClientError', (err) => {
  console.log('server', err.code, /error:0A000102:SSL routines:.*unsupported protocol/.test(err.message));
  done();
});
server.listen(0, '127.0.0.1', () => {
  const client = tls.connect({
    port: server.address().port,
    host: '127.0.0.1',
    rejectUnauthorized: false,
    minVersion: 'TLSv1.3',
  });
  client.on('error', (err) => {
    console.log('client', err.code);
    done();
  });
});
