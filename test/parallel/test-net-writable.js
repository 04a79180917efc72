// Port of nodejs/node test/parallel/test-net-writable.js (rewritten for minirt).
'use strict';

// When the peer ends, a socket without allowHalfOpen is still writable inside the 'end'
// listener, and a write there does not throw.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const srv = net.createServer(common.mustCall((conn) => {
  srv.close();
  conn.end();
}));
srv.listen(0, '127.0.0.1', common.mustCall(() => {
  const sock = net.connect(srv.address().port, '127.0.0.1');
  sock.on('end', common.mustCall(() => {
    assert.strictEqual(sock.writable, true);
    sock.write('late data');
  }));
}));
