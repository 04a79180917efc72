// The async_hooks resources of a TCP round trip, a DNS lookup and a child process, and the
// resource type each callback runs as: TCPSERVERWRAP, TCPWRAP, TCPCONNECTWRAP, SHUTDOWNWRAP,
// GETADDRINFOREQWRAP, GETNAMEINFOREQWRAP, PROCESSWRAP, PIPEWRAP. Ticks, timers and
// immediates are left out of the listing (see async-hooks-sequence).
'use strict';
const ah = require('async_hooks');
const net = require('net');
const dns = require('dns');
const { spawn } = require('child_process');

const lines = [];
const types = new Map([[0, '0'], [1, 'main']]);
const hidden = /^(TickObject|Timeout|Immediate|Microtask|PROMISE)$/;
const name = (id) => types.get(id) ?? `?${id}`;
const current = (label) => lines.push(`${label}: ${name(ah.executionAsyncId())}`);

ah.createHook({
  init(asyncId, type, triggerAsyncId) {
    types.set(asyncId, type);
    if (!hidden.test(type)) lines.push(`init ${type} (trigger ${name(triggerAsyncId)})`);
  },
}).enable();

function tcp(next) {
  const server = net.createServer((socket) => {
    current('connection');
    socket.on('data', () => {
      current('server data');
      socket.end('bye');
    });
  });
  server.listen(0, '127.0.0.1', () => {
    current('listening');
    const client = net.connect(server.address().port, '127.0.0.1', () => {
      current('connect');
      client.write('hi');
    });
    client.on('data', () => current('client data'));
    client.on('close', () => {
      current('client close');
      server.close(next);
    });
  });
}

function lookup(next) {
  dns.lookup('localhost', { family: 4 }, () => {
    current('lookup');
    dns.lookupService('127.0.0.1', 22, () => {
      current('lookupService');
      next();
    });
  });
}

function child(next) {
  const cp = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  cp.on('exit', () => {
    current('exit');
    next();
  });
}

setImmediate(() => tcp(() => lookup(() => child(() => console.log(lines.join('\n'))))));
