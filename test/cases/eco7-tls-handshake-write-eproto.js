// A TLS client whose data waits for the handshake reports a failed handshake as an error of
// that write (EPROTO, syscall 'write', errno of EPROTO); with nothing written it stays the
// SSL error (ERR_SSL_*). Seen through hpagent/https.get against a plain-text server.
'use strict';
const net = require('net');
const tls = require('tls');
const os = require('os');

function show(label, err) {
  const text = err.message.replace(/^(write EPROTO )?[0-9A-F]*:?error:/, '$1error:');
  console.log(label, err.code, err.syscall, err.errno === -os.constants.errno.EPROTO ||
    err.errno, /wrong version number/.test(text), text.startsWith('write EPROTO error:0A00010B'));
}

const server = net.createServer((c) => {
  c.once('data', () => c.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  c.on('error', () => {});
});
server.listen(0, async () => {
  const { port } = server.address();
  const attempt = (label, write) => new Promise((resolve) => {
    const socket = tls.connect(port, '127.0.0.1', { rejectUnauthorized: false });
    if (write === 'now') socket.write('GET / HTTP/1.1\r\n\r\n');
    if (write === 'later') setImmediate(() => socket.write('x'));
    let calls = 0;
    socket.on('error', (err) => {
      calls++;
      show(label, err);
      setImmediate(() => { console.log(label, 'errors', calls, 'destroyed', socket.destroyed); resolve(); });
    });
  });
  await attempt('no write', undefined);
  await attempt('write first', 'now');
  await attempt('write later', 'later');
  server.close();
});
