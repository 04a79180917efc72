// Port of nodejs/node test/parallel/test-net-socket-destroy-twice.js (rewritten for minirt).
'use strict';

// A refused connection errors once; destroying it again from the error listener does not
// emit a second 'close'.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const srv = net.createServer();
srv.listen(0);
const { port } = srv.address();
const c = net.createConnection(port);
c.on('error', common.mustCall((err) => {
  assert.strictEqual(err.code, 'ECONNREFUSED');
  c.destroy();
}));
c.on('close', common.mustCall());
srv.close();
