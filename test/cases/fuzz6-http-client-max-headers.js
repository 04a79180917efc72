// A ClientRequest's maxHeadersCount only limits the response headers kept: the response
// is not refused (a server's maxHeadersCount refuses a request with more), rawHeaders
// keeps a head of 32 fields or fewer whole, and a longer head is cut at the limit.
'use strict';
const http = require('http');
const net = require('net');

function head(count) {
  let text = 'HTTP/1.1 200 OK\r\n';
  for (let i = 0; i < count; i++) text += `H${i}: v${i}\r\n`;
  return text + 'Content-Length: 0\r\n\r\n';
}

const cases = [[3, 1], [3, 2], [3, 0], [40, 5], [2100, undefined], [40, 100]];

const server = net.createServer((socket) => {
  socket.once('data', (d) => {
    const count = Number(/GET \/(\d+)/.exec(d.toString())[1]);
    socket.end(head(count));
  });
});

server.listen(0, '127.0.0.1', async () => {
  for (const [count, max] of cases) {
    await new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: server.address().port, path: `/${count}`,
                             agent: false, maxHeaderSize: 100000 });
      if (max !== undefined) req.maxHeadersCount = max;
      req.on('response', (res) => {
        console.log(count, max, 'response', res.rawHeaders.length,
                    Object.keys(res.headers).length, res.headers.h0);
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', (e) => {
        console.log(count, max, 'error', e.code);
        resolve();
      });
    });
  }

  const refusing = http.createServer((req, res) => res.end());
  refusing.maxHeadersCount = 2;
  refusing.on('clientError', (err, socket) => {
    console.log('server clientError', err.code);
    socket.destroy();
  });
  refusing.listen(0, '127.0.0.1', () => {
    const c = net.connect(refusing.address().port, '127.0.0.1');
    c.on('close', () => {
      refusing.close();
      server.close();
    });
    c.end('GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nB: 2\r\n\r\n');
  });
});
