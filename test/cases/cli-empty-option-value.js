// An option that takes a value refuses an empty `--name=`, as Node's parser does.
'use strict';
const { spawnSync } = require('child_process');
for (const opt of ['--test-random-seed=', '--test-rerun-failures=', '--require=', '--title=',
  '--test-reporter=']) {
  const r = spawnSync(process.execPath, [opt, '-e', 'console.log("ran")'], { encoding: 'utf8' });
  const line = r.stderr.trim().split('\n').pop();
  console.log(opt, r.status, r.stdout.includes('ran'), line.endsWith(`: ${opt} requires an argument`));
}
