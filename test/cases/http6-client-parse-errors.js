// http client: llhttp's code, reason and bytesParsed for malformed responses (status line,
// headers, Content-Length/Transfer-Encoding conflicts, chunk sizes), bare-LF heads refused,
// RTSP/1.0 and reason-less status lines accepted, and obs-fold refused.
'use strict';
const http = require('http');
const net = require('net');

const responses = [
  ['bad version', 'HTTX/1.1 200 OK\r\n\r\n'],
  ['not http', 'hello world\r\n\r\n'],
  ['bad status', 'HTTP/1.1 2x0 OK\r\n\r\n'],
  ['no space after version', 'HTTP/1.1200 OK\r\n\r\n'],
  ['lf only', 'HTTP/1.1 200 OK\nContent-Length: 2\n\nok'],
  ['space in name', 'HTTP/1.1 200 OK\r\nBad Header: x\r\n\r\n'],
  ['space before colon', 'HTTP/1.1 200 OK\r\nContent-Length : 1\r\n\r\na'],
  ['obs-fold', 'HTTP/1.1 200 OK\r\nX-A: a\r\n  b\r\nContent-Length: 0\r\n\r\n'],
  ['nul in value', 'HTTP/1.1 200 OK\r\nX-A: a\0b\r\nContent-Length: 0\r\n\r\n'],
  ['bad content-length', 'HTTP/1.1 200 OK\r\nContent-Length: 1x\r\n\r\n'],
  ['empty content-length', 'HTTP/1.1 200 OK\r\nContent-Length:\r\n\r\n'],
  ['duplicate content-length', 'HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab'],
  ['te after cl', 'HTTP/1.1 200 OK\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n'],
  ['cl after te', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n'],
  ['bad chunk size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
  ['space after chunk size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2 \r\nok\r\n0\r\n\r\n'],
  ['bad chunk end', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nokX0\r\n\r\n'],
  ['rtsp', 'RTSP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok'],
  ['no reason', 'HTTP/1.1 200\r\nContent-Length: 2\r\n\r\nok'],
  ['chunk extensions and trailers', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n' +
    '2;a=b;c="d\\"e"\r\nok\r\n0\r\nX-T: v\r\n\r\n'],
];

function one([name, text]) {
  return new Promise((resolve) => {
    const server = net.createServer((s) => s.once('data', () => s.end(text)));
    server.listen(0, '127.0.0.1', () => {
      const req = http.get({ port: server.address().port, host: '127.0.0.1', agent: false }, (res) => {
        let body = '';
        res.on('data', (d) => { body += d; });
        res.on('end', () => {
          console.log(name, '->', res.statusCode, JSON.stringify(res.statusMessage),
                      res.httpVersion, JSON.stringify(body), JSON.stringify(res.trailers));
        });
      });
      req.on('error', (e) => {
        console.log(name, '->', e.code, JSON.stringify(e.reason), e.bytesParsed,
                    e.rawPacket && e.rawPacket.length);
      });
      req.on('close', () => server.close(resolve));
    });
  });
}

(async () => {
  for (const r of responses) await one(r);
})();
