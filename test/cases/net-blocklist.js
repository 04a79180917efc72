// net.BlockList on sockets and servers: a blocked destination fails with ERR_IP_BLOCKED
// (single address, looked-up address, each of several addresses), a server drops a blocked
// peer without a 'connection', and a non-BlockList option is refused.
'use strict';
const net = require('net');

const blocked = new net.BlockList();
blocked.addAddress('127.0.0.1');
blocked.addAddress('127.0.0.2');

for (const bad of [1, {}, 'x']) {
  try {
    net.createServer({ blockList: bad });
  } catch (e) {
    console.log('server option', e.code, e.message);
  }
}

const attempts = [
  { host: '127.0.0.1' },
  { host: 'localhost', autoSelectFamily: false, lookup: (h, o, cb) => cb(null, '127.0.0.1', 4) },
  { host: 'localhost', autoSelectFamily: true,
    lookup: (h, o, cb) => cb(null, [{ address: '127.0.0.1', family: 4 }, { address: '127.0.0.2', family: 4 }]) },
];

function next() {
  const opts = attempts.shift();
  if (opts === undefined) return serverSide();
  const s = net.connect({ port: 9, blockList: blocked, ...opts });
  s.on('connectionAttemptFailed', (addr, port, family, e) => console.log('  attempt', addr, e.code));
  s.on('error', (e) => {
    console.log(opts.host, e.name, e.code || '', e.message,
      (e.errors || []).map((x) => x.code).join(' '));
    next();
  });
}

function serverSide() {
  const server = net.createServer({ blockList: blocked }, () => console.log('connection: wrong'));
  server.listen(0, '127.0.0.1', () => {
    const c = net.connect({ port: server.address().port, host: '127.0.0.1', localAddress: '127.0.0.1' });
    c.on('error', () => {});
    c.on('close', () => {
      console.log('blocked peer closed, connections:', server._connections);
      server.close();
    });
  });
}

next();
