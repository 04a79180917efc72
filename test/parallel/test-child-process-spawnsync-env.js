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
  // Under the repo's test runner, process.execPath is the runner binary, which acts as minirt
  // only with MINIRT_CHILD set; a bare environment must keep that one variable.
  const bare = { PATH: '/usr/bin:/bin' };
  if (process.env.MINIRT_CHILD) bare.MINIRT_CHILD = process.env.MINIRT_CHILD;
  const r2 = cp.spawnSync(process.execPath, [__filename, 'child'], { env: bare });
  assert.strictEqual(r2.stdout.toString(), 'undefined');
}
