// Port of nodejs/node test/parallel/test-child-process-spawnsync-timeout.js (rewritten for minirt).
'use strict';
// spawnSync() kills a child that outlives options.timeout and reports ETIMEDOUT, long
// before the child would have finished.
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');
const { getSystemErrorName } = require('util');

const childRuns = common.platformTimeout(5000);
if (process.argv[2] === 'child') {
  setTimeout(() => process.exit(1), childRuns);
} else {
  const started = Date.now();
  const ret = spawnSync(process.execPath, [__filename, 'child'], { timeout: 200 });
  assert.strictEqual(ret.error.code, 'ETIMEDOUT');
  assert.strictEqual(getSystemErrorName(ret.error.errno), 'ETIMEDOUT');
  assert.strictEqual(ret.error.syscall, `spawnSync ${process.execPath}`);
  assert.ok(Date.now() - started < childRuns);
  assert.strictEqual(ret.status, null);
  assert.strictEqual(ret.signal, 'SIGTERM');
}
