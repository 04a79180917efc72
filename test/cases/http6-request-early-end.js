// http.request edge cases: destroy() before the socket arrives ends with "socket hang up"
// then 'close', destroy(err) reports err, abort() gives 'abort' and 'close' without an error;
// a bad port throws ERR_SOCKET_BAD_PORT from http.request itself (with or without an agent);
// net.connect's host type error names options.host; a server's 'close' has no arguments.
'use strict';
const http = require('http');
const net = require('net');

function watch(label, req) {
  return new Promise((resolve) => {
    req.on('socket', () => console.log(label, 'socket'));
    req.on('abort', () => console.log(label, 'abort'));
    req.on('error', (e) => console.log(label, 'error', e.code, e.message));
    req.on('close', () => {
      console.log(label, 'close', req.destroyed, req.aborted);
      resolve();
    });
  });
}

(async () => {
  const server = http.createServer((req, res) => res.end('x'));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const port = server.address().port;

  let req = http.get({ port, host: '127.0.0.1', agent: false });
  let done = watch('destroy', req);
  req.destroy();
  await done;

  req = http.get({ port, host: '127.0.0.1' });
  done = watch('destroy with agent', req);
  req.destroy();
  await done;

  req = http.get({ port, host: '127.0.0.1', agent: false });
  done = watch('destroy(err)', req);
  req.destroy(new Error('boom'));
  await done;

  req = http.get({ port, host: '127.0.0.1', agent: false });
  done = watch('abort', req);
  req.abort();
  await done;

  for (const opts of [{ agent: false }, {}, { agent: new http.Agent({ keepAlive: true }) }]) {
    try {
      http.request({ host: '127.0.0.1', port: 99999, ...opts }).on('error', () => {});
      console.log('no throw');
    } catch (e) {
      console.log('throws', e.code, e.message);
    }
  }
  try {
    net.connect({ port: 80, host: 12 });
  } catch (e) {
    console.log(e.code, e.message);
  }

  server.on('close', (...args) => console.log('server close args', args.length));
  server.close((...args) => console.log('close callback args', args.length));
})();
