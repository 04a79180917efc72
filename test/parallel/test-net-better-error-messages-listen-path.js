// Port of nodejs/node test/parallel/test-net-better-error-messages-listen-path.js (rewritten for minirt).
'use strict';

// Listening on a UNIX socket path in a missing directory reports the path as `address`.
const common = require('../common');
const assert = require('assert');
const net = require('net');

const where = '/nonexistent-dir-for-minirt/sock';
const srv = net.createServer(common.mustNotCall());
srv.on('error', common.mustCall((err) => {
  assert.strictEqual(err.address, where);
  assert.strictEqual(err.syscall, 'listen');
  assert.strictEqual(typeof err.errno, 'number');
  assert.ok(err.message.startsWith(`listen ${err.code}: `), err.message);
  assert.ok(err.message.endsWith(` ${where}`), err.message);
  assert.strictEqual(err.port, -1);
}));
srv.listen(where, common.mustNotCall());
