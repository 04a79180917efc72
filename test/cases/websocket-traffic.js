// WebSocket against a loopback server built on http 'upgrade': the events and frames of
// an echo exchange, fragmented and interleaved-ping input, server and client closing
// handshakes, a failed handshake and a text frame of invalid UTF-8.
'use strict';
const http = require('http');
const crypto = require('crypto');

const frame = (op, payload = [], fin = true) => {
  payload = Buffer.from(payload);
  const head = payload.length > 125 ?
    Buffer.from([(fin ? 0x80 : 0) | op, 126, payload.length >> 8, payload.length & 255]) :
    Buffer.from([(fin ? 0x80 : 0) | op, payload.length]);
  return Buffer.concat([head, payload]);
};
const closeFrame = (code, reason) => {
  const b = Buffer.alloc(2 + Buffer.byteLength(reason));
  b.writeUInt16BE(code);
  b.write(reason, 2);
  return frame(8, b);
};
// The server's view, printed once both ends have closed so the two logs never interleave.
let serverLog = [];
let serverClosed;
// Logs each client frame (unmasked) and hands it to the scenario.
function reader(socket, onFrame) {
  let buf = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    for (;;) {
      if (buf.length < 2) return;
      let len = buf[1] & 0x7F;
      let at = 2;
      if (len === 126) { len = buf.readUInt16BE(2); at = 4; }
      if (buf.length < at + 4 + len) return;
      const key = buf.subarray(at, at + 4);
      const p = Buffer.from(buf.subarray(at + 4, at + 4 + len));
      for (let i = 0; i < len; i++) p[i] ^= key[i & 3];
      const op = buf[0] & 15;
      let shown = p.toString('hex');
      if (op === 1 || op === 9 || op === 10) shown = JSON.stringify(p.toString());
      if (op === 8 && len >= 2) {
        shown = `${p.readUInt16BE(0)} ${JSON.stringify(p.subarray(2).toString())}`;
      }
      serverLog.push(`  server got op=${op} fin=${buf[0] >> 7} masked=${buf[1] >> 7} ` +
                     `len=${len} ${shown}`);
      buf = buf.subarray(at + 4 + len);
      onFrame(op, p);
    }
  });
}

const scenarios = {
  echo(socket) {
    // Echoes the five data frames together, once the last has come.
    const echoes = [];
    reader(socket, (op, p) => {
      if (op === 1 || op === 2) echoes.push(frame(op, p));
      if (echoes.length === 5) socket.write(Buffer.concat(echoes.splice(0)));
      if (op === 8) socket.end(frame(8, p));
    });
  },
  fragments(socket) {
    socket.write(Buffer.concat([frame(1, 'ab', false), frame(9, 'ping!'), frame(0, 'c', false),
                                frame(0, 'd'), frame(2, [1, 2, 3]), closeFrame(1001, 'done')]));
    reader(socket, (op) => { if (op === 8) socket.end(); });
  },
  badutf8(socket) {
    socket.write(frame(1, [0xE2, 0x82]));
    reader(socket, () => {});
  },
};

const server = http.createServer((req, res) => {
  res.writeHead(403);
  res.end();
});
server.on('upgrade', (req, socket) => {
  const name = req.url.slice(1);
  socket.on('close', serverClosed);
  socket.on('end', () => socket.end());
  const accept = crypto.createHash('sha1')
    .update(req.headers['sec-websocket-key'] + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11')
    .digest('base64');
  if (name === 'refuse') {
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
               `Sec-WebSocket-Accept: ${accept}\r\n\r\n`);
  scenarios[name](socket);
});

function run(name, onOpen) {
  console.log(name);
  serverLog = [];
  let clientClosed;
  const bothClosed = Promise.all([
    new Promise((resolve) => { serverClosed = resolve; }),
    new Promise((resolve) => { clientClosed = resolve; }),
  ]).then(() => { if (serverLog.length > 0) console.log(serverLog.join('\n')); });
  const port = server.address().port;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/${name}`);
  ws.binaryType = 'arraybuffer';
  ws.onopen = () => {
    console.log('  open', ws.readyState);
    if (onOpen) onOpen(ws);
  };
  ws.onmessage = (e) => {
    const d = e.data instanceof ArrayBuffer ?
      `ArrayBuffer [${new Uint8Array(e.data)}]` : JSON.stringify(e.data);
    console.log('  message', d, e.origin === `ws://127.0.0.1:${port}`);
  };
  ws.onerror = (e) => console.log('  error', e.error.name, ws.readyState);
  ws.onclose = (e) => {
    console.log('  close', e.code, JSON.stringify(e.reason), e.wasClean, ws.readyState);
    clientClosed();
  };
  return bothClosed;
}

server.listen(0, '127.0.0.1', async () => {
  await run('echo', (ws) => {
    ws.send('hello');
    ws.send('x'.repeat(200));
    ws.send(new Uint8Array([5, 6, 7]).subarray(1));
    ws.send(new Blob(['bl', 'ob']));
    ws.send(new ArrayBuffer(1));
    console.log('  bufferedAmount', ws.bufferedAmount);
    ws.onmessage = ((inner) => (e) => {
      inner(e);
      if (e.data instanceof ArrayBuffer && e.data.byteLength === 1) ws.close(1000, 'fin');
    })(ws.onmessage);
  });
  await run('fragments');
  await run('badutf8');
  await run('refuse');
  server.close();
});
