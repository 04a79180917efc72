// Port of nodejs/node test/parallel/test-net-timeout-no-handle.js (rewritten for minirt).
'use strict';

// setTimeout() works on a socket that has no handle yet.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const sock = new net.Socket();
sock.setTimeout(common.platformTimeout(50));
sock.on('timeout', common.mustCall(() => {
  assert.strictEqual(sock._handle, null);
}));
sock.on('connect', common.mustNotCall());
setTimeout(() => {}, common.platformTimeout(200));
