// minirt's own test: the WebSocket client against a server written here on
// http 'upgrade'. Text, ArrayBuffer, typed-array, DataView and Blob sends arrive in order
// as masked frames with 7-, 16- and 64-bit lengths; bufferedAmount counts what is queued;
// fragmented messages (with a ping between the fragments, answered by a pong) are joined;
// binaryType picks Blob or ArrayBuffer; a client close(code, reason) is a clean close.
'use strict';
const common = require('../common');
const assert = require('assert');
const http = require('http');
const crypto = require('crypto');


function frame(opcode, payload = Buffer.alloc(0), fin = true) {
  payload = Buffer.from(payload);
  let head;
  if (payload.length > 0xFFFF) {
    head = Buffer.alloc(10);
    head[1] = 127;
    head.writeBigUInt64BE(BigInt(payload.length), 2);
  } else if (payload.length > 125) {
    head = Buffer.alloc(4);
    head[1] = 126;
    head.writeUInt16BE(payload.length, 2);
  } else {
    head = Buffer.alloc(2);
    head[1] = payload.length;
  }
  head[0] = (fin ? 0x80 : 0) | opcode;
  return Buffer.concat([head, payload]);
}

// Reads the client's frames: every one must be masked.
function frameReader(onFrame) {
  let buf = Buffer.alloc(0);
  return (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    for (;;) {
      if (buf.length < 2) return;
      let len = buf[1] & 0x7F;
      let at = 2;
      if (len === 126) {
        if (buf.length < 4) return;
        len = buf.readUInt16BE(2);
        at = 4;
      } else if (len === 127) {
        if (buf.length < 10) return;
        len = Number(buf.readBigUInt64BE(2));
        at = 10;
      }
      assert.strictEqual(buf[1] & 0x80, 0x80, 'client frames are masked');
      if (buf.length < at + 4 + len) return;
      const key = buf.subarray(at, at + 4);
      const payload = Buffer.from(buf.subarray(at + 4, at + 4 + len));
      for (let i = 0; i < len; i++) payload[i] ^= key[i & 3];
      const fin = (buf[0] & 0x80) !== 0;
      const opcode = buf[0] & 0x0F;
      buf = buf.subarray(at + 4 + len);
      onFrame({ fin, opcode, payload, lengthBits: at === 2 ? 7 : at === 4 ? 16 : 64 });
    }
  };
}

function accept(req, socket) {
  const key = crypto.createHash('sha1')
    .update(req.headers['sec-websocket-key'] + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11')
    .digest('base64');
  socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n' +
    `Connection: Upgrade\r\nSec-WebSocket-Accept: ${key}\r\n\r\n`);
}

const big = 'x'.repeat(70000);
const mid = 'é'.repeat(150);
const received = [];

const server = http.createServer(common.mustNotCall());
server.on('upgrade', common.mustCall((req, socket) => {
  accept(req, socket);
  // A text message in three fragments with a ping between the first two, then a
  // two-fragment binary message.
  socket.write(Buffer.concat([
    frame(1, 'hel', false),
    frame(9, 'are you there'),
    frame(0, 'lo ', false),
    frame(0, 'wörld'),
    frame(2, [1, 2], false),
    frame(0, [3]),
  ]));
  socket.on('data', frameReader((f) => {
    received.push(f);
    if (f.opcode === 8) {
      assert.deepStrictEqual(f.payload, Buffer.concat([Buffer.from([0x0F, 0xA0]),
                                                       Buffer.from('bye now')]));
      socket.end(frame(8, f.payload));
      server.close();
      return;
    }
    if (f.opcode === 1 || f.opcode === 2) socket.write(frame(f.opcode, f.payload));
  }));
}));

server.listen(0, '127.0.0.1', common.mustCall(() => {
  const { port } = server.address();
  const ws = new WebSocket(`ws://127.0.0.1:${port}/chat?room=1`);
  assert.strictEqual(ws.bufferedAmount, 0);
  const messages = [];
  const order = [];
  ws.addEventListener('open', common.mustCall(() => {
    order.push('open');
    assert.strictEqual(ws.readyState, WebSocket.OPEN);
    assert.strictEqual(ws.protocol, '');
    assert.strictEqual(ws.extensions, '');
  }));
  ws.onmessage = common.mustCall(async (event) => {
    order.push('message');
    assert.ok(event instanceof MessageEvent);
    assert.strictEqual(event.origin, `ws://127.0.0.1:${port}`);
    assert.strictEqual(event.lastEventId, '');
    assert.strictEqual(event.source, null);
    messages.push(event.data);
    if (messages.length === 2) {
      assert.strictEqual(messages[0], 'hello wörld');
      assert.ok(messages[1] instanceof Blob);
      assert.deepStrictEqual([...new Uint8Array(await messages[1].arrayBuffer())], [1, 2, 3]);
      ws.binaryType = 'nodebuffer';
      assert.strictEqual(ws.binaryType, 'blob');
      ws.binaryType = 'arraybuffer';
      assert.strictEqual(ws.binaryType, 'arraybuffer');
      ws.send('short');
      assert.strictEqual(ws.bufferedAmount, 5);
      ws.send(mid);
      ws.send(big);
      ws.send(new Blob(['blob ', 'data']));
      // Sent after the Blob, so it must wait for the Blob's bytes.
      ws.send(new Uint8Array([9, 8, 7, 6]).subarray(1, 3));
      ws.send(new DataView(new ArrayBuffer(2)));
      ws.send(new Uint16Array([0x0102]).buffer);
      assert.strictEqual(ws.bufferedAmount, 5 + 300 + 70000 + 9 + 2 + 2 + 2);
    }
    if (messages.length === 9) {
      assert.deepStrictEqual(messages.slice(2, 5), ['short', mid, big]);
      const bytes = messages.slice(5).map((ab) => {
        assert.ok(ab instanceof ArrayBuffer);
        return [...new Uint8Array(ab)];
      });
      assert.deepStrictEqual(bytes[0], [...Buffer.from('blob data')]);
      const u16 = [...new Uint8Array(new Uint16Array([0x0102]).buffer)];
      assert.deepStrictEqual(bytes.slice(1), [[8, 7], [0, 0], u16]);
      assert.strictEqual(ws.bufferedAmount, 0);
      ws.close(4000, 'bye now');
      assert.strictEqual(ws.readyState, WebSocket.CLOSING);
      // Ignored once closing.
      ws.send('late');
      ws.close(1000);
    }
  }, 9);
  ws.onerror = common.mustNotCall();
  ws.onclose = common.mustCall((event) => {
    order.push('close');
    assert.ok(event instanceof CloseEvent);
    assert.strictEqual(event.wasClean, true);
    assert.strictEqual(event.code, 4000);
    assert.strictEqual(event.reason, 'bye now');
    assert.strictEqual(ws.readyState, WebSocket.CLOSED);
    assert.deepStrictEqual(order, ['open', ...Array(9).fill('message'), 'close']);
    const summary = received.map((f) => [f.opcode, f.lengthBits, f.payload.length]);
    assert.deepStrictEqual(summary, [
      [10, 7, 13],
      [1, 7, 5], [1, 16, 300], [1, 64, 70000], [2, 7, 9], [2, 7, 2], [2, 7, 2], [2, 7, 2],
      [8, 7, 9],
    ]);
    assert.strictEqual(received[0].payload.toString(), 'are you there');
    assert.ok(received.every((f) => f.fin));
  });
}));
