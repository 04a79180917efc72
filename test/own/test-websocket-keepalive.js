// minirt's own test: a WebSocket keeps its process alive while it is connecting or open
// and no longer. A child connects to this process's server (written here on http
// 'upgrade') with nothing else pending: it stays up for a message sent half a second
// later, then exits by itself once the server closes. A second child unrefs its socket
// through Symbol.for('nodejs.unref') on open and exits without waiting.
'use strict';
const common = require('../common');
const assert = require('assert');
const http = require('http');
const crypto = require('crypto');
const { spawn } = require('child_process');

if (process.argv[2] === 'child') {
  const ws = new WebSocket(`ws://127.0.0.1:${process.argv[3]}/${process.argv[4]}`);
  ws.onopen = () => {
    console.log('open');
    if (process.argv[4] === 'unref') ws[Symbol.for('nodejs.unref')]();
  };
  ws.onmessage = (e) => console.log('message', e.data);
  ws.onclose = (e) => console.log('close', e.code, e.wasClean);
  process.on('exit', () => console.log('exit', ws.readyState));
  return;
}

const server = http.createServer(common.mustNotCall());
server.on('upgrade', (req, socket) => {
  const key = crypto.createHash('sha1')
    .update(req.headers['sec-websocket-key'] + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11')
    .digest('base64');
  socket.on('error', () => {});
  // Answers the handshake late so the child also waits while CONNECTING.
  setTimeout(() => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n' +
      `Connection: Upgrade\r\nSec-WebSocket-Accept: ${key}\r\n\r\n`);
    if (req.url === '/stay') {
      setTimeout(() => {
        socket.write(Buffer.concat([Buffer.from([0x81, 4]), Buffer.from('late'),
                                    Buffer.from([0x88, 2, 0x03, 0xE8])]));
        socket.on('data', () => socket.end());
      }, 500);
    } else {
      socket.unref?.();
    }
  }, 200);
});

function child(mode) {
  return new Promise((resolve) => {
    const cp = spawn(process.execPath, [__filename, 'child', server.address().port, mode]);
    let out = '';
    cp.stdout.on('data', (d) => { out += d; });
    cp.stderr.pipe(process.stderr);
    cp.on('close', (code) => resolve({ code, out }));
  });
}

server.listen(0, '127.0.0.1', common.mustCall(async () => {
  let r = await child('stay');
  assert.strictEqual(r.code, 0);
  assert.strictEqual(r.out, 'open\nmessage late\nclose 1000 true\nexit 3\n');
  r = await child('unref');
  assert.strictEqual(r.code, 0);
  assert.strictEqual(r.out, 'open\nexit 1\n');
  server.close();
}));
