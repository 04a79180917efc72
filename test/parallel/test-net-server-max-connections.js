// Port of nodejs/node test/parallel/test-net-server-max-connections.js (rewritten for minirt).
'use strict';

// With maxConnections = N/2, the connections beyond the limit are dropped (closed without
// data) while the first N/2 are served.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const N = 10;
let closed = 0;
const enders = [];
const srv = net.createServer(common.mustCall((conn) => {
  conn.write('hello');
  enders.push(() => conn.end());
}, N / 2));
srv.maxConnections = N / 2;
srv.listen(0, () => open(0));

function open(i) {
  const c = net.createConnection(srv.address().port);
  let gotData = false;
  c.on('connect', common.mustCall(() => {
    if (i + 1 < N) open(i + 1);
    c.on('close', common.mustCall(() => {
      closed++;
      if (closed < N / 2) {
        assert.ok(i >= srv.maxConnections, `${i} closed too early`);
      }
      if (closed === N / 2) {
        for (const end of enders.splice(0)) end();
        srv.close();
      }
      assert.strictEqual(gotData, i < srv.maxConnections);
    }));
  }));
  c.on('end', () => c.end());
  c.on('data', (b) => {
    gotData = true;
    assert.ok(b.length > 0);
  });
  c.on('error', () => {});
}

process.on('exit', () => assert.strictEqual(closed, N));
