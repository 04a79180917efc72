// The WebSocket client offers permessage-deflate (client_max_window_bits) and, when the
// server takes it, reads compressed messages: alone, fragmented, sharing the deflate
// window across messages, mixed with plain frames and control frames; `extensions` is the
// server's answer. An extension that was not offered fails the handshake, and bytes that do
// not inflate fail the connection.
'use strict';
const net = require('net');
const crypto = require('crypto');
const zlib = require('zlib');

function frame(opcode, payload, { fin = true, rsv1 = false } = {}) {
  const head = [(fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | opcode];
  if (payload.length < 126) head.push(payload.length);
  else head.push(126, payload.length >> 8, payload.length & 0xff);
  return Buffer.concat([Buffer.from(head), payload]);
}

// One deflate stream for the connection: each message ends with a sync flush whose
// 00 00 ff ff is dropped, as RFC 7692 asks.
function compressor() {
  const deflate = zlib.createDeflateRaw();
  const out = [];
  deflate.on('data', (d) => out.push(d));
  return (text) => new Promise((resolve) => {
    deflate.write(text);
    deflate.flush(zlib.constants.Z_SYNC_FLUSH, () => {
      const all = Buffer.concat(out.splice(0));
      resolve(all.subarray(0, all.length - 4));
    });
  });
}

let scenario;
const server = net.createServer((socket) => {
  socket.once('data', async (request) => {
    const text = request.toString();
    const key = /sec-websocket-key: (.*)\r\n/i.exec(text)[1];
    const offer = /sec-websocket-extensions: (.*)\r\n/i.exec(text);
    console.log('offered', offer && offer[1]);
    const accept = crypto.createHash('sha1').update(key + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11')
      .digest('base64');
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      `Sec-WebSocket-Accept: ${accept}\r\nSec-WebSocket-Extensions: ${scenario.answer}\r\n\r\n`);
    if (scenario.frames) socket.write(Buffer.concat(await scenario.frames()));
    // The client's close frame ends the connection.
    let pending = Buffer.alloc(0);
    socket.on('data', (d) => {
      // The client's frames are small and masked: opcode, length, 4 mask bytes, payload.
      pending = Buffer.concat([pending, d]);
      while (pending.length >= 2 && pending.length >= 6 + (pending[1] & 0x7f)) {
        if ((pending[0] & 0x0f) === 8) socket.end();
        pending = pending.subarray(6 + (pending[1] & 0x7f));
      }
    });
    socket.on('error', () => {});
  });
});

function run(answer, frames) {
  scenario = { answer, frames };
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.address().port}/`);
    ws.binaryType = 'arraybuffer';
    ws.onopen = () => console.log('open', JSON.stringify(ws.extensions));
    ws.onmessage = (e) => {
      const data = typeof e.data === 'string' ? e.data : `bytes(${e.data.byteLength})`;
      console.log('message', data.length > 40 ? `${data.slice(0, 12)}... (${data.length})` : data);
    };
    ws.onerror = (e) => console.log('error', e.message || e.type);
    ws.onclose = (e) => {
      console.log('close', e.code, e.wasClean);
      resolve();
    };
  });
}

server.listen(0, '127.0.0.1', async () => {
  await run('permessage-deflate; client_max_window_bits=15', async () => {
    const pack = compressor();
    const first = await pack('hello compressed');
    const second = await pack('hello compressed again');
    const split = await pack('a fragmented compressed message');
    const long = await pack('z'.repeat(3000));
    return [
      frame(1, first, { rsv1: true }),
      frame(2, Buffer.from([1, 2, 3])),
      frame(1, second, { rsv1: true }),
      frame(1, split.subarray(0, 5), { rsv1: true, fin: false }),
      frame(9, Buffer.from('ping')),
      frame(0, split.subarray(5)),
      frame(1, long, { rsv1: true }),
      frame(1, Buffer.from('plain after')),
      frame(8, Buffer.from([0x03, 0xe8])),
    ];
  });
  await run('permessage-deflate', async () => [frame(1, Buffer.from([0xff, 0xff, 0xff, 0x00]), { rsv1: true })]);
  await run('x-webkit-deflate-frame');
  server.close();
});
