// Port of nodejs/node test/parallel/test-net-pipe-connect-errors.js (rewritten for minirt).
'use strict';

// Connecting to a path that is a regular file or does not exist fails with the socket
// error, never the connect callback.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const net = require('net');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const plainFile = tmpdir.resolve('plain.txt');
fs.writeFileSync(plainFile, '');

const a = net.createConnection(plainFile, common.mustNotCall());
a.on('error', common.mustCall((err) => {
  assert(err.code === 'ECONNREFUSED' || err.code === 'ENOTSOCK', err.code);
  assert.strictEqual(err.syscall, 'connect');
  assert.strictEqual(err.address, plainFile);
}));

const b = net.createConnection('missing-socket-file', common.mustNotCall());
b.on('error', common.mustCall((err) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(err.message, 'connect ENOENT missing-socket-file');
  assert.strictEqual(err.address, 'missing-socket-file');
  assert.strictEqual('port' in err, false);
}));
