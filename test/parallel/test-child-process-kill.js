// Port of nodejs/node test/parallel/test-child-process-kill.js (rewritten for minirt).
'use strict';
// kill() sends SIGTERM by default, sets killed at once and signalCode on exit; kill(0)
// only probes and leaves the child running.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

if (common.isWindows) common.skip('POSIX signals');

const cat = spawn('cat');
cat.stdout.on('end', common.mustCall());
cat.stderr.on('data', common.mustNotCall());
cat.stderr.on('end', common.mustCall());
cat.on('exit', common.mustCall((code, signal) => {
  assert.strictEqual(code, null);
  assert.strictEqual(signal, 'SIGTERM');
  assert.strictEqual(cat.signalCode, 'SIGTERM');
  assert.strictEqual(cat.exitCode, null);
}));
assert.strictEqual(cat.signalCode, null);
assert.strictEqual(cat.killed, false);
assert.strictEqual(cat.kill(), true);
assert.strictEqual(cat.killed, true);

// The probe child waits for a byte on stdin after printing one.
const script = 'const t = setInterval(() => {}, 1000);' +
  "process.stdin.on('data', () => clearInterval(t));" +
  "process.stdout.write('!');";
const probe = spawn(process.execPath, ['-e', script]);
probe.stdout.on('data', common.mustCall((chunk) => {
  assert.strictEqual(chunk.toString(), '!');
  assert.strictEqual(probe.kill(0), true);
  probe.stdin.end('go');
}));
probe.on('exit', common.mustCall((code, signal) => {
  assert.strictEqual(code, 0);
  assert.strictEqual(signal, null);
}));
