// Port of nodejs/node test/parallel/test-net-allow-half-open.js (rewritten for minirt).
'use strict';

// Without allowHalfOpen, the peer's FIN ends our side too; the socket is not destroyed
// before 'finish' and still closes afterwards.
const common = require('../common');
const assert = require('assert');
const net = require('net');

{
  const srv = net.createServer(common.mustCall((conn) => {
    conn.end(Buffer.alloc(2048));
  })).listen(0, common.mustCall(() => {
    const sock = net.connect(srv.address().port);
    assert.strictEqual(sock.allowHalfOpen, false);
    sock.resume();
    sock.on('end', common.mustCall(() => {
      process.nextTick(() => {
        assert.strictEqual(sock.destroyed, false);
        srv.close();
      });
    }));
    sock.on('finish', common.mustCall(() => {
      assert.strictEqual(sock.destroyed, false);
    }));
    sock.on('close', common.mustCall());
  }));
}

{
  // Our own end() raced with the peer's.
  const srv = net.createServer(common.mustCall((conn) => {
    conn.end(Buffer.alloc(2048));
  })).listen(0, common.mustCall(() => {
    const sock = net.connect(srv.address().port);
    sock.resume();
    sock.on('end', common.mustCall(() => {
      assert.strictEqual(sock.destroyed, false);
    }));
    sock.end('bye');
    sock.on('finish', common.mustCall(() => {
      assert.strictEqual(sock.destroyed, false);
    }));
    sock.on('close', common.mustCall(() => srv.close()));
  }));
}
