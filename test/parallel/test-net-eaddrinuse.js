// Port of nodejs/node test/parallel/test-net-eaddrinuse.js (rewritten for minirt).
'use strict';

// A second server on a port in use gets EADDRINUSE, with Node's message for the
// unspecified address.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const first = net.createServer(common.mustNotCall());
const second = net.createServer(common.mustNotCall());
first.listen(0, common.mustCall(() => {
  const { port } = first.address();
  second.on('error', common.mustCall((err) => {
    assert.strictEqual(err.code, 'EADDRINUSE');
    assert.strictEqual(err.errno, -98);
    assert.strictEqual(err.syscall, 'listen');
    assert.strictEqual(err.address, '::');
    assert.strictEqual(err.port, port);
    assert.strictEqual(err.message, `listen EADDRINUSE: address already in use :::${port}`);
    assert.strictEqual(second.listening, false);
    first.close();
  }));
  second.listen(port);
}));
