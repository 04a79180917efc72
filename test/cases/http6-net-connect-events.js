// net.connect: 'connectionAttempt' for every TCP attempt (IP literal, looked-up name,
// autoSelectFamily on or off), 'connectionAttemptFailed' before the ECONNREFUSED error,
// a second connect() during the first failing with EALREADY, and the server 'close' event
// without arguments.
'use strict';
const net = require('net');

function attempt(label, opts) {
  return new Promise((resolve) => {
    const c = net.connect(opts);
    c.on('connectionAttempt', (ip, port, family) => {
      console.log(label, 'attempt', ip, port === opts.port, family);
    });
    c.on('connectionAttemptFailed', (ip, port, family, err) => {
      console.log(label, 'attempt failed', ip, family, err.code);
    });
    c.on('connect', () => console.log(label, 'connect', c.remoteAddress));
    c.on('error', (e) => console.log(label, 'error', e.code, e.syscall));
    c.on('close', (hadError) => {
      console.log(label, 'close', hadError);
      resolve();
    });
    c.resume();
  });
}

const server = net.createServer((s) => s.end());
server.on('close', (...args) => console.log('server close', args.length));
server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  await attempt('ip', { port, host: '127.0.0.1' });
  await attempt('name', { port, host: 'localhost', family: 4 });
  await attempt('no autoselect', { port, host: '127.0.0.1', autoSelectFamily: false });

  const c = net.connect(port, '127.0.0.1');
  c.connect(port, '127.0.0.1');
  c.on('error', (e) => {
    console.log('twice', e.code, e.syscall, e.address, e.port === port,
                e.message.includes(' - Local (127.0.0.1:'));
  });
  c.on('close', async (hadError) => {
    console.log('twice close', hadError);
    server.close(async () => {
      await attempt('refused', { port, host: '127.0.0.1' });
    });
  });
});
