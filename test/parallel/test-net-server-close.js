// Port of nodejs/node test/parallel/test-net-server-close.js (rewritten for minirt).
'use strict';

// A closed server emits 'close' only after its open connections are gone; close()
// returns the server and listen() returns it too.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const conns = [];
const srv = net.createServer(common.mustCall((c) => {
  c.on('close', common.mustCall());
  conns.push(c);
  if (conns.length === 2) {
    assert.strictEqual(srv.close(), srv);
    for (const s of conns) s.destroy();
  }
}, 2));
srv.on('close', common.mustCall());
assert.strictEqual(srv.listen(0, () => {
  net.createConnection(srv.address().port);
  net.createConnection(srv.address().port);
}), srv);
