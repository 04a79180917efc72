// minirt's own test: how the WebSocket client's connections end, against a server written
// here on http 'upgrade'. A server close frame is answered with its code alone and the
// close is clean once the server drops TCP; a dropped connection, a text frame of bad
// UTF-8 (the client sends close 1007 first), a masked server frame, a reserved bit, an
// invalid close code or a one-byte close body (1002) each end in an error event and a
// close event with code 1006; messages after close() are dropped; close() before the
// handshake ends reports the failure at once and leaves readyState CLOSING.
'use strict';
const common = require('../common');
const assert = require('assert');
const http = require('http');
const crypto = require('crypto');


function frame(opcode, payload = Buffer.alloc(0), { fin = true, mask = false, rsv = 0 } = {}) {
  payload = Buffer.from(payload);
  assert.ok(payload.length <= 125);
  const head = Buffer.from([(fin ? 0x80 : 0) | rsv | opcode, (mask ? 0x80 : 0) | payload.length]);
  return Buffer.concat(mask ? [head, Buffer.alloc(4), payload] : [head, payload]);
}

function closeBody(code, reason = '') {
  const body = Buffer.alloc(2 + Buffer.byteLength(reason));
  body.writeUInt16BE(code, 0);
  body.write(reason, 2);
  return body;
}

// The client's frames, unmasked.
function frameReader(onFrame) {
  let buf = Buffer.alloc(0);
  return (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    while (buf.length >= 6 && buf.length >= 6 + (buf[1] & 0x7F)) {
      const len = buf[1] & 0x7F;
      assert.ok(len <= 125);
      const key = buf.subarray(2, 6);
      const payload = Buffer.from(buf.subarray(6, 6 + len));
      for (let i = 0; i < len; i++) payload[i] ^= key[i & 3];
      onFrame(buf[0] & 0x0F, payload);
      buf = buf.subarray(6 + len);
    }
  };
}

const scenarios = {
  // Server starts the closing handshake.
  '/server-close': (socket, got) => {
    socket.write(Buffer.concat([frame(1, 'last'), frame(8, closeBody(1001, 'going away'))]));
    socket.on('data', frameReader((op, payload) => {
      got.push([op, payload.toString('hex')]);
      socket.end();
    }));
  },
  '/server-close-empty': (socket, got) => {
    socket.write(frame(8));
    socket.on('data', frameReader((op, payload) => {
      got.push([op, payload.toString('hex')]);
      socket.end();
    }));
  },
  '/drop': (socket) => {
    socket.write(frame(1, 'one'));
    setImmediate(() => socket.destroy());
  },
  '/bad-utf8': (socket, got) => {
    socket.write(Buffer.concat([frame(1, 'fine'), frame(1, [0x61, 0xC3, 0x28])]));
    socket.on('data', frameReader((op, payload) => got.push([op, payload.readUInt16BE(0),
                                                             payload.subarray(2).toString()])));
  },
  '/masked': (socket, got) => {
    socket.write(frame(1, 'hi', { mask: true }));
    socket.on('data', frameReader((op, payload) => got.push([op, payload.readUInt16BE(0)])));
  },
  '/rsv2': (socket, got) => {
    socket.write(frame(1, 'hi', { rsv: 0x20 }));
    socket.on('data', frameReader((op, payload) => got.push([op, payload.readUInt16BE(0)])));
  },
  '/bad-code': (socket, got) => {
    socket.write(frame(8, closeBody(1005)));
    socket.on('data', frameReader((op, payload) => got.push([op, payload.readUInt16BE(0)])));
  },
  '/one-byte-close': (socket, got) => {
    socket.write(frame(8, [3]));
    socket.on('data', frameReader((op, payload) => got.push([op, payload.readUInt16BE(0)])));
  },
  '/fragmented-ping': (socket, got) => {
    socket.write(frame(9, 'x', { fin: false }));
    socket.on('data', frameReader((op, payload) => got.push([op, payload.readUInt16BE(0)])));
  },
  '/client-close': (socket, got) => {
    socket.on('data', frameReader((op, payload) => {
      got.push([op, payload.toString('hex')]);
      // Both arrive after close(), so the client must drop them.
      socket.write(Buffer.concat([frame(1, 'dropped'), frame(2, [1])]));
      socket.end(frame(8, closeBody(1000, 'ok')));
    }));
  },
};

const server = http.createServer(common.mustNotCall());
server.on('upgrade', (req, socket) => {
  const key = crypto.createHash('sha1')
    .update(req.headers['sec-websocket-key'] + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11')
    .digest('base64');
  socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n' +
    `Connection: Upgrade\r\nSec-WebSocket-Accept: ${key}\r\n\r\n`);
  socket.on('error', () => {});
  scenarios[req.url](socket, server.got);
});

function run(path, onOpen) {
  server.got = [];
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.address().port}${path}`);
    const events = [];
    ws.onopen = () => {
      events.push('open');
      if (onOpen) onOpen(ws);
    };
    ws.onmessage = (e) => events.push(`message ${e.data}`);
    ws.onerror = (e) => {
      assert.ok(e.error instanceof TypeError);
      events.push(`error ${ws.readyState}`);
    };
    ws.onclose = (e) => {
      events.push(`close ${e.code} ${e.wasClean} ${JSON.stringify(e.reason)} ${ws.readyState}`);
      // Let the server see the rest of what the client wrote.
      setTimeout(() => resolve({ events, got: server.got }), 20);
    };
  });
}

server.listen(0, '127.0.0.1', common.mustCall(async () => {
  let r = await run('/server-close');
  assert.deepStrictEqual(r.events, ['open', 'message last', 'close 1001 true "going away" 3']);
  assert.deepStrictEqual(r.got, [[8, '03e9']]);

  r = await run('/server-close-empty');
  assert.deepStrictEqual(r.events, ['open', 'close 1005 true "" 3']);
  assert.deepStrictEqual(r.got, [[8, '']]);

  r = await run('/drop');
  assert.deepStrictEqual(r.events, ['open', 'message one', 'error 3', 'close 1006 false "" 3']);

  r = await run('/bad-utf8');
  assert.deepStrictEqual(r.events, ['open', 'message fine', 'error 3', 'close 1006 false "" 3']);
  assert.deepStrictEqual(r.got, [[8, 1007, 'Received invalid UTF-8 in text frame.']]);

  for (const path of ['/masked', '/rsv2', '/bad-code', '/one-byte-close', '/fragmented-ping']) {
    r = await run(path);
    assert.deepStrictEqual(r.events, ['open', 'error 3', 'close 1006 false "" 3'], path);
    assert.deepStrictEqual(r.got, [[8, 1002]], path);
  }

  r = await run('/client-close', (ws) => {
    ws.close(3001, 'é');
    assert.strictEqual(ws.readyState, WebSocket.CLOSING);
  });
  assert.deepStrictEqual(r.events, ['open', 'close 1000 true "ok" 3']);
  assert.deepStrictEqual(r.got, [[8, '0bb9c3a9']]);

  // close() while connecting: error and close fire inside the call.
  const ws = new WebSocket(`ws://127.0.0.1:${server.address().port}/never`);
  const events = [];
  ws.onopen = common.mustNotCall();
  ws.onerror = () => events.push(`error ${ws.readyState}`);
  ws.onclose = (e) => events.push(`close ${e.code} ${e.wasClean} ${ws.readyState}`);
  ws.close();
  assert.deepStrictEqual(events, ['error 3', 'close 1006 false 3']);
  assert.strictEqual(ws.readyState, WebSocket.CLOSING);
  ws.close();
  // Only CONNECTING throws; CLOSING drops the data.
  ws.send('x');
  setTimeout(common.mustCall(() => {
    assert.deepStrictEqual(events, ['error 3', 'close 1006 false 3']);
    server.close();
  }), 50);
}));
