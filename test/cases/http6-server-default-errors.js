// http server without a 'clientError' listener: the bytes it answers malformed requests
// with (400, 431 for an oversized head, 413 for oversized chunk extensions, 400 for data
// after `Connection: close`), the request in progress seeing 'aborted' and ECONNRESET, and
// the 400 for a missing Host header on HTTP/1.1 only.
'use strict';
const http = require('http');
const net = require('net');

function raw(port, text) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(text));
    let buf = '';
    s.on('data', (d) => { buf += d.toString('latin1'); });
    s.on('error', () => {});
    s.on('close', () => resolve(buf.replace(/Date: [^\r]*\r\n/g, '')));
  });
}

const cases = [
  ['bad method', 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['bad version', 'GET / HTTP/3.0\r\nHost: x\r\n\r\n'],
  ['oversized head', 'GET / HTTP/1.1\r\nHost: x\r\nX: ' + 'a'.repeat(17000) + '\r\n\r\n'],
  ['oversized chunk extensions', 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1;' +
    'a'.repeat(20000) + '\r\nx\r\n0\r\n\r\n'],
  ['data after close', 'GET /slow HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['no host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ['no host 1.0', 'GET / HTTP/1.0\r\n\r\n'],
];

(async () => {
  for (const [name, text] of cases) {
    const server = http.createServer((req, res) => {
      console.log('  request', req.method, req.url);
      req.on('aborted', () => console.log('  request aborted'));
      req.on('error', (e) => console.log('  request error', e.code));
      if (req.url === '/slow') {
        setTimeout(() => res.end('slow'), 50);
        return;
      }
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    console.log(name);
    console.log('  reply', JSON.stringify(await raw(server.address().port, text)));
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
})();
