// minirt's own test: net.connect with localAddress/localPort binds the socket before
// connecting (the server sees that port, socket.localPort reports it), and a bind failure is
// an error naming the `bind` syscall and the local address (runtime/src/bindings/io/net.rs,
// js-lib/internal/net/socket.js). Expected behaviour is Node 26.10's.
'use strict';
const common = require('../common');
const assert = require('assert');
const net = require('net');

const server = net.createServer(common.mustCall((conn) => {
  if (conn.remotePort === server.localPortWanted) conn.end('bye');
  else conn.destroy();
}, 2));
server.listen(0, '127.0.0.1', common.mustCall(() => {
  // A port free a moment ago (asked for after the server has its own), for the client's end.
  const probe = net.createServer().listen(0, '127.0.0.1', common.mustCall(() => {
    const localPort = probe.address().port;
    server.localPortWanted = localPort;
    probe.close(common.mustCall(() => {
      const client = net.connect({ port: server.address().port, host: '127.0.0.1',
                                   localAddress: '127.0.0.1', localPort },
                                 common.mustCall(() => {
                                   assert.strictEqual(client.localPort, localPort);
                                   assert.strictEqual(client.localAddress, '127.0.0.1');
                                 }));
      let got = '';
      client.on('data', (d) => { got += d; });
      client.on('close', common.mustCall(() => {
        // The server saw the bound port: it answered.
        assert.strictEqual(got, 'bye');
        // Only a local address: any port.
        const c2 = net.connect({ port: server.address().port, host: '127.0.0.1',
                                 localAddress: '127.0.0.1' }, common.mustCall(() => {
          assert.ok(c2.localPort > 0);
          c2.on('close', () => server.close());
        }));
        c2.resume();
      }));
    }));
  }));
}));

// An address this machine does not have cannot be bound.
const bad = net.connect({ port: 9, host: '127.0.0.1', localAddress: '192.0.2.1' });
bad.on('error', common.mustCall((err) => {
  assert.strictEqual(err.code, 'EADDRNOTAVAIL');
  assert.strictEqual(err.syscall, 'bind');
  assert.strictEqual(err.address, '192.0.2.1');
  assert.match(err.message, /^bind EADDRNOTAVAIL 192\.0\.2\.1/);
}));
assert.throws(() => net.connect({ port: 9, localAddress: 'nope' }), { code: 'ERR_INVALID_IP_ADDRESS' });
