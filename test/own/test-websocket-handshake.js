// minirt's own test: the WebSocket client's opening handshake against a server written
// here on http 'upgrade'. The request carries the RFC 6455 headers and the URL's path and
// query (an http: URL is dialled as ws:); the server's choice of subprotocol becomes
// `protocol`; a non-101 answer, a wrong Sec-WebSocket-Accept, a missing Upgrade header, an
// unrequested subprotocol, no subprotocol when some were asked for, or an unknown
// extension each fail the connection: an error event carrying a TypeError, then a close
// event with code 1006, never an open event.
'use strict';
const common = require('../common');
const assert = require('assert');
const http = require('http');
const crypto = require('crypto');


const acceptOf = (key) => crypto.createHash('sha1')
  .update(key + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11').digest('base64');

// Each path names how the server answers.
const answers = {
  '/ok': (key) => ['101 Switching Protocols', { Upgrade: 'websocket', Connection: 'Upgrade',
                                                'Sec-WebSocket-Accept': acceptOf(key),
                                                'Sec-WebSocket-Protocol': 'two' }],
  '/404': () => ['404 Not Found', { 'Content-Length': '0' }],
  '/bad-accept': () => ['101 Switching Protocols', { Upgrade: 'websocket',
                                                     Connection: 'Upgrade',
                                                     'Sec-WebSocket-Accept': 'AAAA' }],
  '/no-upgrade': (key) => ['101 Switching Protocols', { Upgrade: 'h2c', Connection: 'Upgrade',
                                                        'Sec-WebSocket-Accept': acceptOf(key) }],
  '/other-protocol': (key) => ['101 Switching Protocols', {
    Upgrade: 'websocket', Connection: 'Upgrade', 'Sec-WebSocket-Accept': acceptOf(key),
    'Sec-WebSocket-Protocol': 'three',
  }],
  '/no-protocol': (key) => ['101 Switching Protocols', {
    Upgrade: 'websocket', Connection: 'Upgrade', 'Sec-WebSocket-Accept': acceptOf(key),
  }],
  '/extension': (key) => ['101 Switching Protocols', {
    Upgrade: 'websocket', Connection: 'Upgrade', 'Sec-WebSocket-Accept': acceptOf(key),
    'Sec-WebSocket-Extensions': 'x-made-up',
  }],
};

const server = http.createServer(common.mustNotCall());
server.on('upgrade', (req, socket) => {
  const path = req.url.split('?')[0];
  if (path === '/ok') {
    assert.strictEqual(req.method, 'GET');
    assert.strictEqual(req.url, '/ok?x=1&y');
    assert.strictEqual(req.headers.upgrade, 'websocket');
    assert.strictEqual(req.headers.connection.toLowerCase(), 'upgrade');
    assert.strictEqual(req.headers['sec-websocket-version'], '13');
    assert.strictEqual(req.headers['sec-websocket-protocol'], 'one, two');
    assert.strictEqual(req.headers.host, `127.0.0.1:${server.address().port}`);
    assert.strictEqual(Buffer.from(req.headers['sec-websocket-key'], 'base64').length, 16);
  }
  const [status, headers] = answers[path](req.headers['sec-websocket-key']);
  let head = `HTTP/1.1 ${status}\r\n`;
  for (const name of Object.keys(headers)) head += `${name}: ${headers[name]}\r\n`;
  socket.write(head + '\r\n');
  if (path === '/ok') {
    // Drops the connection on the client's close frame instead of answering it.
    socket.on('data', () => socket.end());
  }
});

function expectFailure(path, protocols) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.address().port}${path}`, protocols);
    const events = [];
    ws.onopen = common.mustNotCall(`open on ${path}`);
    ws.onerror = common.mustCall((event) => {
      assert.ok(event instanceof ErrorEvent);
      assert.ok(event.error instanceof TypeError);
      assert.strictEqual(event.message, '');
      assert.strictEqual(ws.readyState, WebSocket.CLOSED);
      events.push('error');
    });
    ws.onclose = common.mustCall((event) => {
      events.push('close');
      assert.strictEqual(event.code, 1006);
      assert.strictEqual(event.wasClean, false);
      assert.strictEqual(event.reason, '');
      assert.deepStrictEqual(events, ['error', 'close']);
      setImmediate(() => {
        assert.strictEqual(ws.readyState, WebSocket.CLOSED);
        resolve();
      });
    });
  });
}

server.listen(0, '127.0.0.1', common.mustCall(async () => {
  const { port } = server.address();
  await new Promise((resolve) => {
    const ws = new WebSocket(`http://127.0.0.1:${port}/ok?x=1&y`, ['one', 'two']);
    assert.strictEqual(ws.url, `ws://127.0.0.1:${port}/ok?x=1&y`);
    assert.strictEqual(ws.protocol, '');
    ws.onopen = common.mustCall(() => {
      assert.strictEqual(ws.protocol, 'two');
      assert.strictEqual(ws.extensions, '');
      ws.close();
    });
    ws.onerror = common.mustCall((event) => {
      // The server never answers the close frame, it only ends the TCP connection.
      assert.ok(event.error instanceof TypeError);
    });
    ws.onclose = common.mustCall((event) => {
      assert.strictEqual(event.code, 1006);
      assert.strictEqual(event.wasClean, false);
      resolve();
    });
  });
  await expectFailure('/404');
  await expectFailure('/bad-accept');
  await expectFailure('/no-upgrade');
  await expectFailure('/other-protocol', 'one');
  await expectFailure('/no-protocol', ['one']);
  await expectFailure('/extension');
  server.close();
}));
