// A refused connect from a bound local end names that end in its message and carries
// localAddress/localPort, when a local port was asked for (Node's afterConnect).
'use strict';
const net = require('net');

function freePort(cb) {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => cb(port));
  });
}

const show = (e) => console.log(e.code, e.syscall,
  e.message.replace(/:\d+/g, ':PORT'), e.localAddress, typeof e.localPort);

freePort((port) => freePort((local) => {
  const tries = [
    { port, host: '127.0.0.1', localAddress: '127.0.0.1', localPort: local },
    { port, host: '127.0.0.1', localPort: local },
    { port, host: '127.0.0.1', localAddress: '127.0.0.1' },
  ];
  (function next() {
    const opts = tries.shift();
    if (!opts) return;
    net.connect(opts).on('error', (e) => { show(e); setImmediate(next); });
  })();
}));
