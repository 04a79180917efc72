// minirt's own test: fetch reports a connection the server closed as undici does: before
// the response, `TypeError: fetch failed`; while the body is read, `TypeError: terminated`;
// both with a SocketError cause (code UND_ERR_SOCKET, 'other side closed', the socket's
// addresses) (js-lib/internal/fetch.js). Expected values are Node 26.10's.
'use strict';
const common = require('../common');
const assert = require('assert');
const http = require('http');

const server = http.createServer((req, res) => {
  if (req.url === '/drop') {
    req.socket.destroy();
    return;
  }
  res.setHeader('content-length', 100);
  res.write('partial');
  setTimeout(() => res.destroy(), 30);
});

function checkSocketError(cause) {
  assert.strictEqual(cause.name, 'SocketError');
  assert.strictEqual(cause.code, 'UND_ERR_SOCKET');
  assert.strictEqual(cause.message, 'other side closed');
  assert.ok(cause instanceof Error);
}

server.listen(0, '127.0.0.1', common.mustCall(async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  const res = await fetch(`${base}/`);
  assert.strictEqual(res.status, 200);
  await assert.rejects(res.text(), (err) => {
    assert.ok(err instanceof TypeError);
    assert.strictEqual(err.message, 'terminated');
    checkSocketError(err.cause);
    assert.deepStrictEqual(Object.keys(err.cause.socket),
                           ['localAddress', 'localPort', 'remoteAddress', 'remotePort',
                            'remoteFamily', 'timeout', 'bytesWritten', 'bytesRead']);
    return true;
  });
  await assert.rejects(fetch(`${base}/drop`), (err) => {
    assert.ok(err instanceof TypeError);
    assert.strictEqual(err.message, 'fetch failed');
    checkSocketError(err.cause);
    return true;
  });
  server.close();
}));
