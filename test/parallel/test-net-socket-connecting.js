// Port of nodejs/node test/parallel/test-net-socket-connecting.js (rewritten for minirt).
'use strict';

// connecting (and the old _connecting alias) is true until the connection is made.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const srv = net.createServer((conn) => {
  conn.end();
  srv.close();
}).listen(0, common.mustCall(() => {
  const c = net.connect(srv.address().port, common.mustCall(() => {
    assert.strictEqual(c.connecting, false);
    assert.strictEqual(c._connecting, false);
    assert.strictEqual(c.pending, false);
    assert.strictEqual(c.readyState, 'open');
    c.end();
  }));
  assert.strictEqual(c.connecting, true);
  assert.strictEqual(c._connecting, true);
  assert.strictEqual(c.pending, true);
  assert.strictEqual(c.readyState, 'opening');
}));
