// Port of nodejs/node test/parallel/test-child-process-spawnsync-env.js (rewritten for minirt).
'use strict';
// spawnSync() passes options.env to the child, process.env itself included.
require('../common');
const assert = require('assert');
const cp = require('child_process');

if (process.argv[2] === 'child') {
  process.stdout.write(String(process.env.SPAWNSYNC_ENV_VALUE));
} else {
  const r = cp.spawnSync(process.execPath, [__filename, 'child'], {
    env: Object.assign(process.env, { SPAWNSYNC_ENV_VALUE: 'forty-two' }),
  });
  assert.strictEqual(r.status, 0);
  assert.strictEqual(r.stdout.toString(), 'forty-two');
  const r2 = cp.spawnSync(process.execPath, [__filename, 'child'], { env: { PATH: '/usr/bin:/bin' } });
  assert.strictEqual(r2.stdout.toString(), 'undefined');
}
