// Port of nodejs/node test/parallel/test-child-process-destroy.js (rewritten for minirt).
'use strict';
// subprocess[Symbol.dispose]() kills a running child with SIGTERM.
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
}));
assert.strictEqual(typeof cat[Symbol.dispose], 'function');
assert.strictEqual(cat.killed, false);
cat[Symbol.dispose]();
assert.strictEqual(cat.killed, true);
// Disposing again does not signal again.
cat[Symbol.dispose]();
