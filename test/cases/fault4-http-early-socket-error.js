// http.request whose socket fails before the request is attached to it: a UNIX socket path
// longer than sun_path fails inside connect(), and the socket's error comes in a tick that
// runs before the request's own socket tick. The request must still get that error (Node 26
// listens on the socket as soon as it is handed over), in the order 'error', 'socket',
// 'close'. Early destroy/abort and ordinary connect failures are the controls.
'use strict';
const http = require('http');
const net = require('net');
const os = require('os');
const path = require('path');

const tooLong = path.join(os.tmpdir(), 'x'.repeat(120));
const missing = path.join(os.tmpdir(), `fault4-missing-${process.pid}.sock`);

const requests = {
  'long path, global agent': () => http.get({ socketPath: tooLong }),
  'long path, no agent': () => http.get({ socketPath: tooLong, agent: false }),
  'long path, keep-alive agent': () =>
    http.get({ socketPath: tooLong, agent: new http.Agent({ keepAlive: true }) }),
  'long path, POST with body': () => {
    const req = http.request({ socketPath: tooLong, method: 'POST' });
    req.end('body');
    return req;
  },
  'long path, destroyed with an error': () => {
    const req = http.get({ socketPath: tooLong });
    req.destroy(new Error('mine'));
    return req;
  },
  'long path, aborted': () => {
    const req = http.get({ socketPath: tooLong });
    req.abort();
    return req;
  },
  'missing path': () => http.get({ socketPath: missing }),
  'refused port': () => http.get({ host: '127.0.0.1', port: 1 }),
  'destroyed before a socket': () => {
    const req = http.get({ host: '127.0.0.1', port: 1 });
    req.destroy();
    return req;
  },
  'socket destroyed by createConnection': () => http.get({
    createConnection() {
      const s = new net.Socket();
      process.nextTick(() => s.destroy(new Error('gone')));
      return s;
    },
  }),
};

(async () => {
  for (const [name, make] of Object.entries(requests)) {
    const seen = [];
    await new Promise((resolve) => {
      const req = make();
      for (const ev of ['socket', 'error', 'abort', 'response', 'close']) {
        req.on(ev, (arg) => {
          seen.push(ev === 'error' ? `error(${arg.code || arg.message} ${arg.syscall || ''})` : ev);
          if (ev === 'close') setImmediate(resolve);
        });
      }
    });
    console.log(`${name}: ${seen.join(' ')}`);
  }
})();
