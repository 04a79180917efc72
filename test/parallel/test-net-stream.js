// Port of nodejs/node test/parallel/test-net-stream.js (rewritten for minirt).
'use strict';

// A writer with lots queued whose reader pauses and then goes away gets an error (EPIPE or
// ECONNRESET) and then 'close'; pause() returns the socket.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const chunk = Buffer.alloc(2e6, 'a');
const srv = net.createServer(common.mustCall((conn) => {
  conn.setNoDelay();
  conn.on('error', common.mustCall(() => conn.destroy()));
  conn.on('close', common.mustCall(() => srv.close()));
  for (let i = 0; i < 10; i++) conn.write(chunk, () => {});
  conn.end();
})).listen(0, common.mustCall(() => {
  const c = net.connect(srv.address().port);
  c.on('data', common.mustCall(() => {
    assert.strictEqual(c.pause(), c);
    setTimeout(() => c.destroy(), 20);
  }));
}));
