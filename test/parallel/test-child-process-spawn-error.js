// Port of nodejs/node test/parallel/test-child-process-spawn-error.js (rewritten for minirt).
'use strict';
// A command that cannot be found still returns a ChildProcess with its stdio streams; the
// failure arrives as an 'error' event carrying the syscall, path and arguments.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');
const { getSystemErrorName } = require('util');
const fs = require('fs');

const missing = 'no-such-program-4711';
assert.ok(!fs.existsSync(missing));
const child = spawn(missing, ['first-arg']);

for (const name of ['stdin', 'stdout', 'stderr']) assert.notStrictEqual(child[name], undefined);
assert.ok(Array.isArray(child.stdio));
assert.deepStrictEqual(child.stdio.slice(0, 3), [child.stdin, child.stdout, child.stderr]);
assert.strictEqual(child.pid, undefined);

child.on('spawn', common.mustNotCall('spawn must not be emitted on failure'));
child.on('error', common.mustCall((err) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(getSystemErrorName(err.errno), 'ENOENT');
  assert.strictEqual(err.syscall, `spawn ${missing}`);
  assert.strictEqual(err.path, missing);
  assert.deepStrictEqual(err.spawnargs, ['first-arg']);
  assert.strictEqual(err.message, `spawn ${missing} ENOENT`);
}));
child.on('close', common.mustCall((code, signal) => {
  assert.strictEqual(code, -2);
  assert.strictEqual(signal, null);
}));
