// http server fed raw requests: 'clientError' codes, reasons and bytesParsed (Content-Length
// and Transfer-Encoding checks as the bytes arrive, obs-fold, a non-chunked request coding
// refused after its head), HTTP/0.9 requests served, data after `Connection: close`, the
// header-size limit counted on names/values/URL only, and a clientError listener that leaves
// the socket open seeing the connection end cleanly.
'use strict';
const http = require('http');
const net = require('net');

function raw(port, text) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    let buf = '';
    s.on('data', (d) => { buf += d.toString('latin1'); });
    s.on('connect', () => { s.end(text); });
    s.on('close', () => resolve(buf.replace(/Date: [^\r]*\r\n/g, '')));
  });
}

const cases = [
  ['bad content-length', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n'],
  ['duplicate content-length', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab'],
  ['te after cl', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n'],
  ['obs-fold', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n'],
  ['empty name', 'GET / HTTP/1.1\r\n: x\r\n\r\n'],
  ['chunked then gzip', 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n'],
  ['gzip only', 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n'],
  ['bad chunk size', 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
  ['http/0.9', 'GET /old\r\n\r\n'],
  ['after close', 'GET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['big but under the limit', 'GET / HTTP/1.1\r\nHost: x\r\n' +
    Array.from({ length: 800 }, (_, i) => `h${i % 10}:      v\r\n`).join('') + 'X: ' + 'v'.repeat(10000) + '\r\n\r\n'],
  ['over the limit', 'GET / HTTP/1.1\r\nHost: x\r\nX: ' + 'v'.repeat(16400) + '\r\n\r\n'],
  ['long url', 'GET /' + 'u'.repeat(16400) + ' HTTP/1.1\r\nHost: x\r\n\r\n'],
];

(async () => {
  for (const [name, text] of cases) {
    const server = http.createServer((req, res) => {
      console.log('  request', req.method, req.url.length > 40 ? req.url.length : req.url,
                  req.httpVersion, req.rawHeaders.length);
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    server.on('clientError', (err, socket) => {
      console.log('  clientError', err.code, JSON.stringify(err.reason), err.bytesParsed);
      socket.destroy();
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    console.log(name);
    const out = await raw(server.address().port, text);
    console.log('  reply', JSON.stringify(out));
    await new Promise((r) => server.close(r));
  }

  // A clientError listener that neither answers nor closes: the connection still ends
  // when the client ends it, without a second clientError.
  const server = http.createServer(() => {});
  server.on('clientError', (err, socket) => {
    console.log('clientError left open', err.code, socket.destroyed);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  console.log('reply', JSON.stringify(await raw(server.address().port, 'BAD / HTTP/1.1\r\n\r\n')));
  server.close(() => console.log('server closed'));
})();
