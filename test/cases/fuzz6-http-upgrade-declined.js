// An http server and upgrade requests: one that no 'upgrade' listener takes is answered as
// a plain request and, as with llhttp, nothing after it on the connection is parsed (a
// pipelined request is ignored, whether it came with the head or later); an upgrade
// request with a body is read to the body's end, and the upgrade's head is what follows.
// Input that comes later is parsed again, but its errors (a bad head, a head cut by EOF)
// go unreported until another head completes.
'use strict';
const http = require('http');
const net = require('net');

function exchange(parts, withUpgrade) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      console.log('  request', req.method, req.url, JSON.stringify(req.headers.upgrade));
      let body = '';
      req.on('data', (d) => { body += d; });
      req.on('end', () => {
        console.log('  body', JSON.stringify(body));
        res.end('ok');
      });
    });
    if (withUpgrade) {
      server.on('upgrade', (req, socket, head) => {
        let body = '';
        req.on('data', (d) => { body += d; });
        console.log('  upgrade', req.method, req.url, JSON.stringify(head.toString()));
        setTimeout(() => {
          console.log('  upgrade body', JSON.stringify(body), req.complete);
          socket.end('HTTP/1.1 101 Switching Protocols\r\n\r\n');
        }, 20);
      });
    }
    server.on('clientError', (err, socket) => {
      console.log('  clientError', err.code);
      socket.destroy();
    });
    server.listen(0, '127.0.0.1', () => {
      const c = net.connect(server.address().port, '127.0.0.1');
      let reply = '';
      c.on('data', (d) => { reply += d.toString('latin1'); });
      c.on('close', () => {
        console.log('  reply', JSON.stringify(reply.replace(/Date: [^\r]*\r\n/g, '')));
        server.close(resolve);
      });
      c.write(parts[0]);
      // An accepted upgrade's server may have ended the connection first under load (the
      // client's side then ended with it): there is nothing left to send then.
      setTimeout(() => { if (!c.writableEnded) c.end(parts[1] || ''); }, 50);
    });
  });
}

const up = 'GET /up HTTP/1.1\r\nHost: h\r\nConnection: upgrade\r\nUpgrade: h2c\r\n\r\n';
const upBody = 'POST /up HTTP/1.1\r\nHost: h\r\nConnection: upgrade\r\nUpgrade: h2c\r\n' +
  'Content-Length: 2\r\n\r\nab';
const next = 'GET /next HTTP/1.1\r\nHost: h\r\n\r\n';

(async () => {
  console.log('declined, next request in the same chunk');
  await exchange([up + next], false);
  console.log('declined, next request later');
  await exchange([up, next], false);
  console.log('declined, garbage later');
  await exchange([up, 'RAW\r\n'], false);
  console.log('declined, bad head later');
  await exchange([up, 'GET / HTTP/1.1\r\nHost: h\r\nX: \x01\r\n\r\n'], false);
  console.log('declined, head cut by EOF later');
  await exchange([up, 'GE'], false);
  console.log('declined, then a request, then a bad head');
  await exchange([up, next + 'GET / HTTP/1.1\r\nX: \x01\r\n\r\n'], false);
  console.log('declined, with a body');
  await exchange([upBody + next], false);
  console.log('accepted, with a body');
  await exchange([upBody + 'RAW'], true);
  console.log('accepted, without a body');
  await exchange([up + 'RAW'], true);
})();
