// minirt's own test: server behaviours checked against Node 26. writeEarlyHints validates
// its Link values and its other hints like headers (no CRLF smuggling) and sends nothing
// for an empty list; optimizeEmptyRequests hands over bodiless requests already ended; a
// server socket refuses setEncoding(); an upgrade the shouldUpgradeCallback accepts but
// nobody handles closes the connection; a rejected response listener (captureRejections)
// destroys the response's socket with the error; finished() on a response that already
// closed answers at once.
'use strict';

const common = require('../common');
const assert = require('assert');
const http = require('http');
const net = require('net');
const { finished } = require('stream');

const listen = (server) => new Promise((resolve) => {
  server.listen(0, '127.0.0.1', () => resolve(server.address().port));
});

function exchange(port, request) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => { data += chunk; });
    socket.on('close', () => resolve(data));
    socket.on('error', () => {});
  });
}

async function earlyHints() {
  const server = http.createServer((req, res) => {
    assert.throws(() => res.writeEarlyHints('x'), { code: 'ERR_INVALID_ARG_TYPE' });
    for (const link of ['</>; ', 'rel=preload; </a.js>', 'not a link', ['</a>', 'b']]) {
      assert.throws(() => res.writeEarlyHints({ link }), { code: 'ERR_INVALID_ARG_VALUE' });
    }
    assert.throws(() => res.writeEarlyHints({ 'link': '</a.css>; rel=preload',
                                              'x-extra': 'a\r\nSet-Cookie: b' }),
                  { code: 'ERR_INVALID_CHAR' });
    assert.throws(() => res.writeEarlyHints({ 'link': '</a.css>', 'bad name': 'v' }),
                  { code: 'ERR_INVALID_HTTP_TOKEN' });
    res.writeEarlyHints({ link: [] });
    res.writeEarlyHints({ link: ['</a.css>; rel=preload; as=style', '</b.js>'], 'x-n': '1' });
    res.end('done');
  });
  const port = await listen(server);
  const text = await exchange(port, 'GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
  assert.ok(text.startsWith('HTTP/1.1 103 Early Hints\r\n' +
    'Link: </a.css>; rel=preload; as=style, </b.js>\r\nx-n: 1\r\n\r\nHTTP/1.1 200 OK\r\n'));
  assert.strictEqual(text.match(/HTTP\/1\.1 103/g).length, 1);
  server.close();
}

async function optimizeEmptyRequests() {
  const seen = [];
  const server = http.createServer({ optimizeEmptyRequests: true }, (req, res) => {
    seen.push([req.method, req._dumped === true, req.readableEnded]);
    if (!req._dumped) req.resume();
    res.end();
  });
  const port = await listen(server);
  for (const head of ['GET / HTTP/1.1\r\nHost: a\r\n',
                      'HEAD / HTTP/1.1\r\nHost: a\r\n',
                      'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n']) {
    const body = head.startsWith('POST') ? 'ab' : '';
    await exchange(port, `${head}Connection: close\r\n\r\n${body}`);
  }
  assert.deepStrictEqual(seen, [['GET', true, true], ['HEAD', true, true],
                                ['POST', false, false]]);
  server.close();
}

async function noSetEncoding() {
  const server = http.createServer((req, res) => res.end());
  server.on('connection', common.mustCall((socket) => {
    assert.throws(() => socket.setEncoding('utf8'), {
      code: 'ERR_HTTP_SOCKET_ENCODING',
      message: 'Changing the socket encoding is not allowed per RFC7230 Section 3.',
    });
  }));
  const port = await listen(server);
  const text = await exchange(port, 'GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
  assert.match(text, /^HTTP\/1\.1 200 OK/);
  server.close();
}

async function unhandledUpgrade() {
  const server = http.createServer({ shouldUpgradeCallback: () => true },
                                   common.mustNotCall());
  const port = await listen(server);
  const text = await exchange(port, 'GET / HTTP/1.1\r\nHost: a\r\nConnection: upgrade\r\n' +
                              'Upgrade: x\r\n\r\n');
  assert.strictEqual(text, '');
  server.close();
}

async function captureRejection() {
  const failure = new Error('listener failed');
  const server = http.createServer({}, (req, res) => {
    res.socket.on('error', common.mustCall((err) => assert.strictEqual(err, failure)));
    res.on('custom', async () => { throw failure; });
    res.emit('custom');
  });
  server.on('error', common.mustNotCall());
  const port = await listen(server);
  const prev = require('events').captureRejections;
  require('events').captureRejections = true;
  await exchange(port, 'GET / HTTP/1.1\r\nHost: a\r\n\r\n');
  require('events').captureRejections = prev;
  server.close();
}

async function finishedAfterClose() {
  const server = http.createServer((req, res) => {
    res.on('close', common.mustCall(() => {
      finished(res, common.mustCall((err) => assert.strictEqual(err, undefined)));
    }));
    res.end();
  });
  const port = await listen(server);
  await exchange(port, 'GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
  server.close();
}

(async () => {
  await earlyHints();
  await optimizeEmptyRequests();
  await noSetEncoding();
  await unhandledUpgrade();
  await captureRejection();
  await finishedAfterClose();
})().then(common.mustCall());
