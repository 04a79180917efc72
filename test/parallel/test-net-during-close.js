// Port of nodejs/node test/parallel/test-net-during-close.js (rewritten for minirt).
'use strict';

// Reading the address getters of a connecting socket while its server closes is safe.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const srv = net.createServer((conn) => conn.end());
srv.listen(0, common.mustCall(() => {
  const c = net.createConnection(srv.address().port);
  srv.close();
  assert.strictEqual(c.remoteAddress, undefined);
  assert.strictEqual(c.remoteFamily, undefined);
  assert.strictEqual(c.remotePort, undefined);
  process.exit(0);
}));
