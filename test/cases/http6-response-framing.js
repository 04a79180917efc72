// ServerResponse framing: write()s in one tick leave as a single chunk (the message corks
// until the next tick), writes across ticks stay separate chunks with their callbacks in
// order, res.cork()/uncork() merge too, and writeHead(status, array) replaces headers set
// with setHeader while keeping the array's own duplicates.
'use strict';
const http = require('http');
const net = require('net');

const handlers = {
  '/same-tick': (res) => { res.write('ab'); res.write('cd'); res.end('e'); },
  '/explicit-te': (res) => {
    res.setHeader('Transfer-Encoding', 'chunked');
    res.write('ab');
    res.end('c');
  },
  '/across-ticks': (res) => {
    res.write('one', () => console.log('cb one'));
    setImmediate(() => {
      res.write('two', () => console.log('cb two'));
      setImmediate(() => res.end('three', () => console.log('cb end')));
    });
  },
  '/cork': (res) => {
    res.write('x');
    setImmediate(() => {
      res.cork();
      res.write('yy');
      res.write('zzz');
      console.log('corked', res.writableCorked);
      res.uncork();
      res.end();
    });
  },
  '/writeHead-array': (res) => {
    res.setHeader('X-A', 'set');
    res.setHeader('X-B', 'set');
    res.writeHead(200, ['X-B', '1', 'x-b', '2', 'X-C', '3']);
    res.end();
  },
};

const server = http.createServer((req, res) => handlers[req.url](res));

function get(port, path) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    });
    let got = '';
    s.on('data', (d) => { got += d.toString('latin1'); });
    s.on('close', () => resolve(got.replace(/Date: [^\r]*\r\n/, '')));
  });
}

server.listen(0, '127.0.0.1', async () => {
  for (const path of Object.keys(handlers)) {
    console.log(path, JSON.stringify(await get(server.address().port, path)));
  }
  server.close();
});
