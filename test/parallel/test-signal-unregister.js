// Port of nodejs/node test/parallel/test-signal-unregister.js (rewritten for minirt).
'use strict';

// Removing the last listener for a signal restores its default action: the child that
// added and removed a SIGINT listener is killed by the SIGINT it sends itself.
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const onInt = () => {};
  process.on('SIGINT', onInt);
  process.removeListener('SIGINT', onInt);
  process.kill(process.pid, 'SIGINT');
  setTimeout(() => {}, common.platformTimeout(2000));
  return;
}

const r = spawnSync(process.execPath, [__filename, 'child']);
assert.strictEqual(r.status, null);
assert.strictEqual(r.signal, 'SIGINT');
