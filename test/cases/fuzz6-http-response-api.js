// ServerResponse and ClientRequest API details: end()'s callback gets null just before
// 'finish' (and a later end()'s callback too, or ERR_STREAM_ALREADY_FINISHED once
// finished); writableFinished turns true with 'finish', not when end() returns; a chunked
// write with an unknown encoding throws; 1xx heads (writeContinue, writeProcessing,
// writeEarlyHints, writeInformation) are refused once the head is out, and
// writeInformation checks its status and headers; a pipelined response still queued when
// the connection closes gets 'close', errored.
'use strict';
const http = require('http');
const net = require('net');

function show(label, fn) {
  try {
    const r = fn();
    console.log(label, 'ok', r === undefined ? 'undefined' : typeof r);
  } catch (e) {
    console.log(label, e.code, e.message);
  }
}

function serve(handler, request) {
  return new Promise((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => {
      const c = net.connect(server.address().port, '127.0.0.1');
      let reply = '';
      c.on('data', (d) => { reply += d.toString('latin1'); });
      // The server's side of a close is told first, whichever end closes.
      c.on('close', () => setTimeout(() => {
        console.log('  reply', JSON.stringify(reply.replace(/Date: [^\r]*\r\n/g, '')));
        server.close(resolve);
      }, 30));
      c.end(request || 'GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n');
    });
  });
}

(async () => {
  console.log('end callbacks');
  await serve((req, res) => {
    res.on('prefinish', () => console.log('  prefinish'));
    res.on('finish', () => console.log('  finish', res.writableFinished));
    res.end('body', (...args) => console.log('  end cb', args.length, args[0]));
    console.log('  after end', res.writableEnded, res.writableFinished);
    res.end((...args) => console.log('  second end cb', args.length, args[0]));
    setImmediate(() => {
      res.end((err) => console.log('  late end cb', err.code));
    });
  });

  console.log('unknown encoding');
  await serve((req, res) => {
    res.write('a');
    show('  chunked write', () => res.write('x', 'bogus'));
    res.end();
  });
  await serve((req, res) => {
    res.setHeader('Content-Length', 2);
    res.write('a');
    show('  sized write', () => res.write('x', 'latin1'));
    res.end();
  });

  console.log('informational heads');
  await serve((req, res) => {
    show('  199 with pairs', () => res.writeInformation(199, [['X-A', '1'], ['X-B', '2']]));
    show('  199 with odd list', () => res.writeInformation(199, ['X-A', '1', 'X-C']));
    show('  199 with bad name', () => res.writeInformation(199, { 'X Bad': '1' }));
    show('  199 with bad value', () => res.writeInformation(199, { 'X-A': 'a\nb' }));
    show('  199 with a list value', () => res.writeInformation(199, { 'X-A': ['1', '2'] }));
    show('  199 with a string', () => res.writeInformation(199, 'str'));
    show('  101', () => res.writeInformation(101));
    show('  200', () => res.writeInformation(200));
    show('  hints with a bad name', () => res.writeEarlyHints({ link: '</a>', 'X Bad': '1' }));
    show('  hints', () => res.writeEarlyHints({ link: '</a>', 'X-E': '1' }));
    res.writeHead(200);
    show('  continue after head', () => res.writeContinue());
    show('  processing after head', () => res.writeProcessing());
    show('  hints after head', () => res.writeEarlyHints({ link: '</b>' }));
    res.end();
  });

  console.log('queued response at close');
  let n = 0;
  await serve((req, res) => {
    const k = n++;
    res.on('close', () => console.log('  res close', k, res.destroyed, res.errored && res.errored.code));
    req.on('error', (e) => console.log('  req error', k, e.code));
    if (k === 0) setTimeout(() => req.socket.destroy(), 20);
    else res.end('never sent');
  }, 'GET /a HTTP/1.1\r\nHost: h\r\n\r\nGET /b HTTP/1.1\r\nHost: h\r\n\r\n');

  console.log('client request end callback');
  await new Promise((resolve) => {
    const server = http.createServer((req, res) => { req.resume(); res.end(); });
    server.listen(0, '127.0.0.1', () => {
      const req = http.request({ port: server.address().port, host: '127.0.0.1', method: 'POST' });
      req.on('finish', () => console.log('  finish', req.writableFinished));
      req.end('x', (...args) => console.log('  end cb', args.length, args[0]));
      console.log('  after end', req.writableFinished);
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => server.close(resolve));
      });
    });
  });
})();
