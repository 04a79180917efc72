// A client that sends its whole HTTP request and half-closes a TLS connection at once still
// gets the answer of a handler that waits for the request's 'end': the plaintext and the
// peer's close reach JS one after the other, with the ticks the request started run in
// between (seen through a raw tls.connect client against a Fastify https server).
'use strict';
const fs = require('fs');
const path = require('path');
const tls = require('tls');
const https = require('https');

const keys = path.join(__dirname, '..', 'fixtures', 'keys');
const read = (name) => fs.readFileSync(path.join(keys, name));
const cert = read('tls_self_cert.pem');

const events = [];
// The server side's 'end' may come after the client has read the answer: each exchange
// waits for it before printing what happened.
let serverEnded;
const server = https.createServer({ key: read('tls_self_key.pem'), cert }, (req, res) => {
  req.socket.on('end', () => {
    events.push('socket end');
    serverEnded();
  });
  req.resume();
  req.on('end', () => {
    events.push('request end');
    res.end('answer for ' + req.url);
  });
});

function ask(port, url) {
  return new Promise((resolve) => {
    const sock = tls.connect({ host: '127.0.0.1', port, ca: cert, servername: 'localhost' }, () => {
      sock.end(`GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    });
    let raw = '';
    sock.setEncoding('utf8');
    sock.on('data', (d) => { raw += d; });
    sock.on('end', () => resolve(raw));
  });
}

server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address();
  for (const url of ['/one', '/two']) {
    events.length = 0;
    const ended = new Promise((resolve) => { serverEnded = resolve; });
    const raw = await ask(port, url);
    await ended;
    console.log(url, JSON.stringify(raw.split('\r\n')[0]), JSON.stringify(raw.split('\r\n\r\n')[1]));
    console.log(events.join(', '));
  }
  server.close();
});
