// HTTP/1.1 over loopback: a server answering plain, chunked, HEAD, 204 and error responses;
// the client with the global keep-alive agent (socket reuse), a POST body in pieces,
// pipelined requests on a raw socket (responses in order, Date header left out), an
// upgrade handed to 'upgrade' listeners with the bytes after the head, a parse error
// answered with 400, a client request upgraded through 'upgrade', and server.close() closing idle keep-alive connections.
'use strict';
const http = require('http');
const net = require('net');

const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    if (req.url === '/chunked') {
      res.write('one,');
      setImmediate(() => res.end('two'));
    } else if (req.url === '/empty') {
      res.writeHead(204, { 'X-Empty': 'yes' }).end();
    } else if (req.url === '/status') {
      res.statusCode = 418;
      res.setHeader('Content-Type', 'text/plain');
      res.end('teapot');
    } else {
      res.setHeader('X-Method', req.method);
      res.end(`${req.method} ${req.url} ${req.httpVersion} [${body}] ${req.headers['x-test']}`);
    }
  });
});
server.on('upgrade', (req, socket, head) => {
  console.log('upgrade', req.url, req.headers.upgrade, JSON.stringify(head.toString()));
  socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: test\r\nConnection: Upgrade\r\n\r\nhello');
});

function request(opts, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.address().port, ...opts }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { data += c; });
      res.on('end', () => resolve({
        status: res.statusCode,
        message: res.statusMessage,
        te: res.headers['transfer-encoding'],
        len: res.headers['content-length'],
        conn: res.headers.connection,
        ka: res.headers['keep-alive'],
        extra: res.headers['x-method'] || res.headers['x-empty'],
        reused: req.reusedSocket,
        data,
      }));
    });
    req.on('error', reject);
    if (body) for (const piece of body) req.write(piece);
    req.end();
  });
}

function raw(text) {
  return new Promise((resolve) => {
    const c = net.connect(server.address().port, '127.0.0.1');
    let data = '';
    c.on('data', (d) => { data += d; });
    c.on('end', () => resolve(data.replace(/Date: [^\r]*\r\n/g, '')));
    c.write(text);
  });
}

server.listen(0, '127.0.0.1', async () => {
  console.log(await request({ path: '/a?b=1', headers: { 'X-Test': 't' } }));
  console.log(await request({ path: '/b' }));
  console.log(await request({ method: 'POST', path: '/post' }, ['ab', Buffer.from('cd')]));
  console.log(await request({ path: '/chunked' }));
  console.log(await request({ path: '/empty' }));
  console.log(await request({ path: '/status' }));
  console.log(await request({ method: 'HEAD', path: '/head' }));
  console.log(JSON.stringify(await raw(
    'GET /1 HTTP/1.1\r\nHost: h\r\n\r\nPUT /2 HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nxyz' +
    'GET /3 HTTP/1.0\r\n\r\n')));
  console.log(JSON.stringify(await raw('GET /up HTTP/1.1\r\nHost: h\r\nConnection: Upgrade\r\nUpgrade: test\r\n\r\nrest')));
  console.log(JSON.stringify(await raw('BAD\r\n\r\n')));
  await new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1', port: server.address().port, path: '/client-up',
      headers: { Connection: 'Upgrade', Upgrade: 'test' },
    });
    req.on('upgrade', (res, socket, head) => {
      console.log('client upgrade', res.statusCode, res.headers.upgrade, JSON.stringify(head.toString()));
      socket.on('data', (d) => console.log('after upgrade', d.toString()));
      socket.on('close', resolve);
    });
    req.end();
  });
  server.close(() => console.log('closed'));
});
