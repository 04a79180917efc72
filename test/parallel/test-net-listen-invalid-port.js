// Port of nodejs/node test/parallel/test-net-listen-invalid-port.js (rewritten for minirt).
'use strict';

// Ports outside 0..65535 are rejected synchronously in every listen() form; port 0 picks
// a port and the connection key records the requested one.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const tooBig = -1 >>> 0;
net.Server().listen(0, common.mustCall(function() {
  const a = this.address();
  assert.strictEqual(this._connectionKey, `${a.family.slice(-1)}:${a.address}:0`);
  this.close();
}));
const badPort = { code: 'ERR_SOCKET_BAD_PORT', name: 'RangeError' };
assert.throws(() => net.Server().listen({ port: tooBig }, common.mustNotCall()), badPort);
assert.throws(() => net.Server().listen(tooBig, common.mustNotCall()), badPort);
assert.throws(() => net.Server().listen(tooBig, '0.0.0.0', common.mustNotCall()), badPort);
