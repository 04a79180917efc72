// Port of nodejs/node test/parallel/test-net-settimeout.js (rewritten for minirt).
'use strict';

// setTimeout(0) clears an earlier timeout and its listener; setTimeout returns the socket.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const T = 100;
const srv = net.createServer(common.mustCall((conn) => conn.write('hi')));
srv.listen(0, common.mustCall(() => {
  const sock = net.createConnection(srv.address().port, 'localhost');
  const ret = sock.setTimeout(T, common.mustNotCall());
  assert.ok(ret instanceof net.Socket);
  sock.on('data', common.mustCall(() => {
    setTimeout(() => {
      sock.destroy();
      srv.close();
    }, T * 2);
  }));
  sock.setTimeout(0);
}));
