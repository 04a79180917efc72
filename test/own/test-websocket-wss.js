// minirt's own test: a WebSocket over wss: (and an https: URL, which becomes wss:) to an
// https server written here on 'upgrade', with the certificates of test/fixtures/keys. The
// client runs in a child process whose NODE_EXTRA_CA_CERTS names the test CA, the way a
// WebSocket trusts a private CA in Node; a text message goes out masked and its echo
// comes back, and the close handshake ends cleanly. Without the CA the connection fails
// with an error event and close code 1006.
'use strict';
const common = require('../common');
const assert = require('assert');
const https = require('https');
const crypto = require('crypto');
const { execFile } = require('child_process');
const fixtures = require('../common/fixtures');

if (process.argv[2] === 'child') {
  const [url, mode] = process.argv.slice(3);
  const ws = new WebSocket(url);
  ws.onopen = () => ws.send('hello over tls');
  ws.onmessage = (ev) => {
    console.log(`message ${ev.data}`);
    ws.close(1000, 'done');
  };
  ws.onerror = () => console.log('error');
  ws.onclose = (ev) => console.log(`close ${ev.code} ${ev.wasClean} ${mode}`);
  return;
}

function accept(req, socket) {
  const key = crypto.createHash('sha1')
    .update(req.headers['sec-websocket-key'] + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11')
    .digest('base64');
  socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n' +
    `Connection: Upgrade\r\nSec-WebSocket-Accept: ${key}\r\n\r\n`);
}

// Unmasks one small client frame (payloads under 126 bytes are all this test sends).
function unmask(buf) {
  const len = buf[1] & 0x7F;
  const key = buf.subarray(2, 6);
  const payload = Buffer.from(buf.subarray(6, 6 + len));
  for (let i = 0; i < len; i++) payload[i] ^= key[i & 3];
  return { opcode: buf[0] & 0x0F, masked: (buf[1] & 0x80) !== 0, payload };
}

const server = https.createServer({
  key: fixtures.readKey('tls_server_key.pem'),
  cert: fixtures.readKey('tls_server_cert.pem'),
}, common.mustNotCall());
server.on('upgrade', (req, socket) => {
  assert.strictEqual(socket.encrypted, true);
  accept(req, socket);
  socket.on('data', (chunk) => {
    const { opcode, masked, payload } = unmask(chunk);
    assert.strictEqual(masked, true);
    if (opcode === 1) {
      socket.write(Buffer.concat([Buffer.from([0x81, payload.length]), payload]));
    } else if (opcode === 8) {
      socket.end(Buffer.concat([Buffer.from([0x88, payload.length]), payload]));
    }
  });
  socket.on('error', () => {});
});

server.listen(0, '127.0.0.1', common.mustCall(() => {
  const { port } = server.address();
  const withCa = { ...process.env, NODE_EXTRA_CA_CERTS: fixtures.path('keys', 'tls_ca_cert.pem') };
  const withoutCa = { ...process.env };
  delete withoutCa.NODE_EXTRA_CA_CERTS;
  let left = 3;
  const done = () => { if (--left === 0) server.close(); };
  for (const url of [`wss://localhost:${port}/echo`, `https://localhost:${port}/echo`]) {
    execFile(process.execPath, [__filename, 'child', url, 'trusted'], { env: withCa },
             common.mustCall((err, stdout) => {
               assert.ifError(err);
               assert.strictEqual(stdout, 'message hello over tls\nclose 1000 true trusted\n');
               done();
             }));
  }
  execFile(process.execPath, [__filename, 'child', `wss://localhost:${port}/`, 'untrusted'],
           { env: withoutCa }, common.mustCall((err, stdout) => {
             assert.ifError(err);
             assert.strictEqual(stdout, 'error\nclose 1006 false untrusted\n');
             done();
           }));
}));
