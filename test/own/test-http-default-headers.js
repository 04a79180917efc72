// minirt's own test: the headers a message adds by itself, checked on the wire against
// Node 26. A response whose Connection header was removed sends none and keeps the
// connection; setDefaultHeaders: false sends only the caller's headers (Host too unless
// setHost asks for it); a 204/304 with a user-set chunked Transfer-Encoding sends no zero
// chunk and closes; a Content-Disposition given as a binary string with a sized body goes
// out as those bytes.
'use strict';

const common = require('../common');
const assert = require('assert');
const http = require('http');
const net = require('net');

// A raw exchange: `request` is written, what comes back is collected until the server
// closes or `until` matches.
function exchange(port, request, until) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks = [];
    const done = () => resolve(Buffer.concat(chunks).toString('latin1'));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (until && until.test(Buffer.concat(chunks).toString('latin1'))) {
        socket.destroy();
        done();
      }
    });
    socket.on('end', done);
    socket.on('error', () => {});
  });
}

// The head a client request sends, read by a plain TCP server.
function clientHead(options) {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => {
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk;
        if (data.includes('\r\n\r\n')) {
          socket.end('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n');
          server.close();
          resolve(data);
        }
      });
    });
    server.listen(0, '127.0.0.1', () => {
      const req = http.request({ host: '127.0.0.1', port: server.address().port,
                                 agent: false, ...options }, (res) => res.resume());
      req.end();
    });
  });
}

const listen = (server) => new Promise((resolve) => {
  server.listen(0, '127.0.0.1', () => resolve(server.address().port));
});

async function removedConnectionHeader() {
  const server = http.createServer((req, res) => {
    res.removeHeader('Connection');
    res.removeHeader('Date');
    res.end('x');
  });
  const port = await listen(server);
  const head = 'GET / HTTP/1.1\r\nHost: a\r\n\r\n';
  // Two requests on one connection: the first answer did not close it.
  const text = await exchange(port, head + head, /(HTTP\/1\.1 200 OK[^]*?\r\n\r\nx){2}/);
  assert.strictEqual(text, 'HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nx'.repeat(2));
  server.close();
}

async function noDefaultHeaders() {
  let head = await clientHead({ method: 'POST', setDefaultHeaders: false });
  assert.strictEqual(head, 'POST / HTTP/1.1\r\n\r\n');
  head = await clientHead({ method: 'POST', setDefaultHeaders: false, setHost: true });
  assert.match(head, /^POST \/ HTTP\/1\.1\r\nHost: 127\.0\.0\.1:\d+\r\n\r\n$/);
  // Only `false` switches them off.
  head = await clientHead({ setDefaultHeaders: 0 });
  assert.match(head, /\r\nConnection: close\r\n/);
}

async function chunkedNoContent(status) {
  const server = http.createServer((req, res) => {
    res.writeHead(status, { 'Transfer-Encoding': 'chunked' });
    res.end();
  });
  const port = await listen(server);
  const text = await exchange(port, 'GET / HTTP/1.1\r\nHost: a\r\n\r\n');
  assert.match(text, /\r\nConnection: close\r\n/);
  assert.doesNotMatch(text, /\r\n0\r\n/);
  assert.ok(text.endsWith('\r\n\r\n'));
  server.close();
}

async function contentDisposition() {
  const binary = Buffer.from('b\u00e5r').toString('latin1');
  const server = http.createServer((req, res) => {
    res.setHeader('Content-Disposition', binary);
    res.setHeader('X-Other', binary);
    res.end('h\u00e9');
  });
  const port = await listen(server);
  const text = await exchange(port, 'GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
  // Content-Disposition keeps its bytes; another header is written as UTF-8 like the body.
  assert.ok(text.includes(`Content-Disposition: ${binary}\r\n`));
  assert.ok(text.includes(`X-Other: ${Buffer.from(binary).toString('latin1')}\r\n`));
  assert.ok(text.endsWith(Buffer.from('h\u00e9').toString('latin1')));
  server.close();
}

(async () => {
  await removedConnectionHeader();
  await noDefaultHeaders();
  await chunkedNoContent(204);
  await chunkedNoContent(304);
  await contentDisposition();
})().then(common.mustCall());
