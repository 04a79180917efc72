// Port of nodejs/node test/parallel/test-net-socket-timeout.js (rewritten for minirt).
'use strict';

// setTimeout() argument checks, and the 'timeout' of an idle connection.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const s = new net.Socket();
for (const bad of ['100', true, false, undefined, null, '', {}, () => {}, []]) {
  assert.throws(() => s.setTimeout(bad, () => {}), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const bad of [-0.001, -1, -Infinity, Infinity, NaN]) {
  assert.throws(() => s.setTimeout(bad, () => {}), { code: 'ERR_OUT_OF_RANGE' });
}
for (const ok of [0, 0.001, 1, 1e6]) s.setTimeout(ok, () => {});
for (const badCb of [1, '100', true, false, null, {}, [], Symbol('x')]) {
  for (const ms of [0, 1]) {
    assert.throws(() => s.setTimeout(ms, badCb), {
      code: 'ERR_INVALID_ARG_TYPE',
      name: 'TypeError',
    });
  }
}

const srv = net.Server();
srv.listen(0, common.mustCall(() => {
  const sock = net.createConnection(srv.address().port);
  const ret = sock.setTimeout(1, common.mustCall(() => {
    sock.destroy();
    // A destroyed socket ignores new timeouts.
    assert.strictEqual(sock.setTimeout(1, common.mustNotCall()), sock);
    srv.close();
  }));
  assert.strictEqual(ret, sock);
}));
