// A net.Socket's 'close' arguments and errors when connect() fails at once or is cut short.
'use strict';
const net = require('net');
const os = require('os');
const path = require('path');

const missing = path.join(os.tmpdir(), `no-such-socket-${process.pid}`);
const tooLong = path.join(os.tmpdir(), 'x'.repeat(200));

function describe(e) {
  return `${e.constructor.name} ${e.code} ${e.errno} ${e.syscall} ` +
    e.message.split(missing).join('<missing>').split(tooLong).join('<long>');
}

function attempt(name, make) {
  return new Promise((resolve) => {
    const events = [];
    const s = make();
    s.on('error', (e) => events.push(`error ${describe(e)}`));
    s.on('connect', () => events.push('connect'));
    s.on('close', (...args) => {
      events.push(`close ${JSON.stringify(args)}`);
      console.log(`${name}: ${events.join(' | ')}`);
      resolve();
    });
  });
}

(async () => {
  await attempt('never connected', () => {
    const s = new net.Socket();
    s.destroy();
    return s;
  });
  await attempt('never connected, destroyed with an error', () => {
    const s = new net.Socket();
    s.destroy(new Error('boom'));
    return s;
  });
  await attempt('pipe missing', () => net.connect(missing));
  await attempt('pipe missing, destroyed at once', () => {
    const s = net.connect(missing);
    s.destroy();
    return s;
  });
  await attempt('pipe path too long', () => net.connect(tooLong));
  await attempt('tcp, destroyed with an error before the attempt', () => {
    const s = net.connect(1, '127.0.0.1');
    s.destroy(new Error('stop'));
    return s;
  });
  await attempt('tcp, destroyed before the attempt', () => {
    const s = net.connect(1, '127.0.0.1');
    s.destroy();
    return s;
  });
})();
