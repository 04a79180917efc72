// Port of nodejs/node test/parallel/test-child-process-fork-advanced-header-serialization.js (rewritten for minirt).
'use strict';
// A child that writes only a length prefix (however large, with the top bit set or not)
// to the 'advanced' channel and exits must not make the parent crash or hang.
const common = require('../common');
const assert = require('assert');
const { fork } = require('child_process');
const fs = require('fs');

if (process.argv[2] === 'child') {
  const header = Buffer.alloc(4);
  header.writeUInt32BE(Number(process.argv[3]));
  const fd = process.channel && process.channel.fd;
  assert.strictEqual(typeof fd, 'number');
  fs.writeSync(fd, header);
  return;
}

for (const length of [1, 0x7fffffff, 0x80000000, 0x80000001, 0xffffffff]) {
  const child = fork(__filename, ['child', String(length)], {
    serialization: 'advanced',
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', common.mustNotCall());
  child.on('exit', common.mustCall((code, signal) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(signal, null);
  }));
}
