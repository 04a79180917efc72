// Port of nodejs/node test/parallel/test-net-socket-local-address.js (rewritten for minirt).
'use strict';

// One Socket object reconnected twice: each time its localPort is what the server sees as
// remotePort, and connect() returns the socket.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const seenByServer = [];
const seenByClient = [];
let rounds = 0;
const client = new net.Socket();
const srv = net.createServer((conn) => {
  seenByServer.push(conn.remotePort);
  conn.end();
});
srv.on('close', common.mustCall(() => {
  assert.strictEqual(rounds, 2);
  assert.deepStrictEqual(seenByServer, seenByClient);
}));

function next() {
  if (rounds === 2) {
    srv.close();
    return;
  }
  rounds++;
  client.once('close', next);
  const ret = client.connect(srv.address().port, common.localhostIPv4, () => {
    seenByClient.push(client.localPort);
  });
  assert.strictEqual(ret, client);
}
srv.listen(0, common.localhostIPv4, next);
