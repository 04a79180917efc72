// Port of nodejs/node test/parallel/test-net-server-options.js (rewritten for minirt).
'use strict';

// createServer() takes an options object or a listener, nothing else.
require('../common');
const assert = require('assert');
const net = require('net');

for (const bad of ['path', 0, true]) {
  assert.throws(() => net.createServer(bad), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
  });
}
assert.ok(net.createServer(null) instanceof net.Server);
assert.ok(net.Server() instanceof net.Server);
