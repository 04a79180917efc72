// http server fed raw request heads that llhttp reads in its own way: RTSP/ and ICE/
// request lines with the methods each allows, HTTP/2's connection preface after PRI,
// Content-Length and Transfer-Encoding among chunked trailers, an obs-folded
// Content-Length and names ending in spaces under insecureHTTPParser, the bare
// "Parse Error" of an error found at EOF, and a second clientError on the same connection
// repeating bytesParsed.
'use strict';
const http = require('http');
const net = require('net');

function exchange(text, opts = {}, keepOpen = false) {
  return new Promise((resolve) => {
    const server = http.createServer(opts, (req, res) => {
      console.log('  request', req.method, JSON.stringify(req.url), req.httpVersion,
                  JSON.stringify(req.rawHeaders));
      req.resume();
      req.on('end', () => {
        console.log('  trailers', JSON.stringify(req.rawTrailers));
        res.end('ok');
      });
    });
    server.on('clientError', (err, socket) => {
      console.log('  clientError', err.code, JSON.stringify(err.message), err.bytesParsed);
      if (!keepOpen) socket.destroy();
    });
    server.listen(0, '127.0.0.1', () => {
      const c = net.connect(server.address().port, '127.0.0.1');
      let reply = '';
      c.on('data', (d) => { reply += d.toString('latin1'); });
      c.on('close', () => {
        console.log('  reply', JSON.stringify(reply.replace(/Date: [^\r]*\r\n/g, '')));
        server.close(resolve);
      });
      const parts = Array.isArray(text) ? text : [text];
      c.write(parts[0]);
      if (parts.length === 1) {
        c.end();
      } else {
        setTimeout(() => c.end(parts[1]), 50);
      }
    });
  });
}

const chunked = 'POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n1\r\na\r\n0\r\n';
const cases = [
  ['SOURCE over ICE', 'SOURCE / ICE/1.0\r\nHost: h\r\n\r\n'],
  ['GET over ICE', 'GET / ICE/1.0\r\n\r\n'],
  ['OPTIONS over RTSP', 'OPTIONS / RTSP/1.0\r\nHost: h\r\n\r\n'],
  ['DESCRIBE over RTSP', 'DESCRIBE / RTSP/1.0\r\nHost: h\r\n\r\n'],
  ['PATCH over RTSP', 'PATCH / RTSP/1.0\r\n\r\n'],
  ['DESCRIBE over HTTP', 'DESCRIBE / HTTP/1.1\r\nHost: h\r\n\r\n'],
  ['unknown protocol', 'GET / RTSX/1.1\r\n\r\n'],
  ['short protocol', 'GET / IC/1.1\r\n\r\n'],
  ['full preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ['preface cut short', 'PRI * HTTP/1.1\r\n\r\n'],
  ['PRI with headers', 'PRI / HTTP/1.1\r\nHost: h\r\n\r\n'],
  ['preface with LF only', 'PRI * HTTP/2.0\n\nSM\n\n'],
  ['Content-Length trailer', chunked + 'Content-Length: 5\r\n\r\n'],
  ['Transfer-Encoding trailer', chunked + 'Transfer-Encoding: chunked\r\n\r\n'],
  ['other trailer', chunked + 'X-T: 1\r\n\r\n'],
  ['head cut by EOF', 'GET / HTTP/1.1\r\nHost: h\r\n'],
];

(async () => {
  for (const [name, text] of cases) {
    console.log(name);
    await exchange(text);
  }
  console.log('folded Content-Length, insecure parser');
  await exchange('POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n folded\r\n\r\nabc',
                 { insecureHTTPParser: true });
  console.log('folded other header, insecure parser');
  await exchange('GET / HTTP/1.1\r\nHost: h\r\nX-A: 3\r\n folded\r\n\r\n',
                 { insecureHTTPParser: true });
  console.log('spaced names, insecure parser');
  await exchange('POST / HTTP/1.1\r\nHost: h\r\nContent-Length  : 2\r\nConnection : close\r\n\r\nab',
                 { insecureHTTPParser: true });
  console.log('second chunk after an error');
  await exchange(['GET / HTTP/1.1\r\nHost: h\r\nX-A: a\r\n b', '\r\n\r\n'], {}, true);
})();
