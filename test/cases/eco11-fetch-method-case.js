// fetch() upper-cases only the methods the Fetch standard normalizes (DELETE, GET, HEAD,
// OPTIONS, POST, PUT); any other, such as `patch`, goes on the wire as written, where
// Node's own HTTP parser refuses the lower-case token.
'use strict';
const net = require('net');
const http = require('http');

process.on('warning', (w) => console.log('warning', w.code || w.name));

const wire = net.createServer((s) => {
  s.once('data', (d) => {
    console.log('wire', JSON.stringify(d.toString().split('\r\n')[0]));
    s.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
  });
});
const parsed = http.createServer((req, res) => res.end('got ' + req.method));
parsed.on('clientError', (err, socket) => {
  console.log('clientError', err.code);
  socket.destroy();
});

wire.listen(0, '127.0.0.1', () => parsed.listen(0, '127.0.0.1', async () => {
  for (const method of ['patch', 'Delete', 'pOsT', 'PATCH']) {
    await fetch(`http://127.0.0.1:${wire.address().port}/`, { method, body: 'x' }).then((r) => r.text());
  }
  for (const method of ['patch', 'PATCH']) {
    try {
      const r = await fetch(`http://127.0.0.1:${parsed.address().port}/`, { method, body: 'x' });
      console.log(method, r.status, await r.text());
    } catch (err) {
      console.log(method, err.message, err.cause.code);
    }
  }
  console.log(new Request('http://a/', { method: 'patch' }).method);
  wire.close();
  parsed.close();
}));
