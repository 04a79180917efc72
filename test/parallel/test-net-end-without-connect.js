// Port of nodejs/node test/parallel/test-net-end-without-connect.js (rewritten for minirt).
'use strict';

// end() on a socket that never connected finishes and leaves it unwritable.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const sock = new net.Socket();
sock.end(common.mustCall(() => {
  assert.strictEqual(sock.writable, false);
}));
