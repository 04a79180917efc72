// Port of nodejs/node test/parallel/test-net-after-close.js (rewritten for minirt).
'use strict';

// Once closed, a socket's setters, getters and pause/resume are harmless no-ops.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const srv = net.createServer(common.mustCall((conn) => conn.end()));
srv.listen(0, common.mustCall(() => {
  const c = net.createConnection(srv.address().port);
  c.on('close', common.mustCall(() => {
    assert.strictEqual(c._handle, null);
    assert.strictEqual(c.setNoDelay(), c);
    assert.strictEqual(c.setKeepAlive(), c);
    assert.strictEqual(c.bufferSize, undefined);
    c.pause();
    c.resume();
    assert.deepStrictEqual(c.address(), {});
    assert.strictEqual(c.remotePort, undefined);
    assert.strictEqual(c.remoteAddress, undefined);
    srv.close();
  }));
}));
