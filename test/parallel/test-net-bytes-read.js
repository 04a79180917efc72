// Port of nodejs/node test/parallel/test-net-bytes-read.js (rewritten for minirt).
'use strict';

// bytesRead grows with every chunk and keeps its final value after the socket closed.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const payload = Buffer.alloc(1024 * 1024, 7);
const srv = net.createServer(common.mustCall((conn) => {
  conn.end(payload);
  srv.close();
}));
srv.listen(0, common.mustCall(() => {
  let last = 0;
  const sock = net.connect(srv.address().port, common.mustCall(() => {
    sock.on('data', common.mustCallAtLeast(() => {
      assert(sock.bytesRead > last);
      last = sock.bytesRead;
    }));
    sock.on('end', common.mustCall(() => {
      assert.strictEqual(sock.bytesRead, payload.length);
      assert.strictEqual(last, payload.length);
    }));
    sock.on('close', common.mustCall(() => {
      assert.strictEqual(sock._handle, null);
      assert.strictEqual(sock.bytesRead, payload.length);
    }));
    sock.end();
  }));
}));
