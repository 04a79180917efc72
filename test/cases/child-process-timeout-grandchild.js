// spawnSync/execSync stop reading a child's pipes when they kill it for its timeout or its
// maxBuffer, as Node closes its ends then: a grandchild that still holds the pipe does not
// keep the call waiting for its end of file. The grandchildren are this test's own and are
// ended by it.
'use strict';
const { spawnSync, execSync } = require('child_process');

// The shell prints its background child's pid, then waits; the timeout kills the shell.
const script = 'sleep 60 & echo $!; wait';
const started = Date.now();
const r = spawnSync('sh', ['-c', script], { timeout: 300, encoding: 'utf8' });
const pid = Number(r.stdout.trim());
console.log('spawnSync:', r.error && r.error.code, r.signal, Number.isInteger(pid) && pid > 0);

let pid2;
try {
  execSync(script, { timeout: 300, encoding: 'utf8' });
} catch (e) {
  pid2 = Number(e.stdout.trim());
  console.log('execSync:', e.code, e.signal, Number.isInteger(pid2) && pid2 > 0);
}

const big = spawnSync('sh', ['-c', `yes | head -c 100000; ${script}`],
                      { maxBuffer: 1000, encoding: 'latin1' });
console.log('maxBuffer:', big.error && big.error.code, big.signal);

for (const p of [pid, pid2]) {
  if (Number.isInteger(p) && p > 0) process.kill(p, 'SIGKILL');
}
// Waiting for the sleeping grandchildren (a minute) would have taken far longer.
console.log('returned before the grandchildren ended:', Date.now() - started < 30000);
