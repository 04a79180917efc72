// Process start-up: spawns this same runtime (process.execPath) on this script with
// child=1 (the child loads `fs` and exits) one after another until the deadline.
// Parameters (argv key=value or env BENCH_KEY): child=0|1 duration=2 warmup=0.25 runtime=
// ops = child processes started and reaped; ms_per_start = mean wall time of one.
// (tools/bench also measures start-up from outside, with the child's peak RSS.)
'use strict';
if (process.argv.includes('child=1')) {
  require('fs');
  process.exit(0);
}
const common = require('./common.js');
const cp = require('child_process');

common.createBenchmark('startup', {}, () => {
  const args = typeof Deno !== 'undefined' ? ['run', '-A', __filename, 'child=1'] : [__filename, 'child=1'];
  const op = () => {
    const r = cp.spawnSync(process.execPath, args, { stdio: 'ignore' });
    if (r.status !== 0) throw new Error('child exited with ' + r.status + (r.error ? ' ' + r.error : ''));
  };
  return {
    phase: (secs, done) => common.runSync(secs, op, (n, ms) => done(n, ms, { ms_per_start: Math.round(ms / n * 100) / 100 })),
    cleanup() {},
  };
});
