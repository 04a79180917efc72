// Port of nodejs/node test/parallel/test-net-listening.js (rewritten for minirt).
'use strict';

// server.listening follows listen() and close().
const common = require('../common');
const assert = require('assert');
const net = require('net');

const srv = net.createServer();
assert.strictEqual(srv.listening, false);
srv.listen(0, common.mustCall(() => {
  assert.strictEqual(srv.listening, true);
  srv.close(common.mustCall(() => {
    assert.strictEqual(srv.listening, false);
  }));
}));
