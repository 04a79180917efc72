// Port of nodejs/node test/parallel/test-process-remove-all-signal-listeners.js (rewritten for minirt).
'use strict';

// removeAllListeners('SIGINT') from inside a SIGINT listener restores the default action,
// so a second SIGINT kills the process even while stdin is being read.
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  process.on('SIGINT', () => {
    process.removeAllListeners('SIGINT');
    process.kill(process.pid, 'SIGINT');
  });
  process.stdin.resume();
  process.kill(process.pid, 'SIGINT');
  return;
}

const r = spawnSync(process.execPath, [__filename, 'child'], { stdio: ['pipe', 'pipe', 'pipe'] });
assert.strictEqual(r.signal, 'SIGINT');
assert.strictEqual(r.status, null);
