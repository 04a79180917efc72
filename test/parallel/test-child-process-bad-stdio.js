// Port of nodejs/node test/parallel/test-child-process-bad-stdio.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';
// exec() copes with a child whose stdout/stderr are gone: a normal run, an 'error' event,
// and a timeout kill all reach the callback with empty output.
const common = require('../common');

if (process.argv[2] === 'child') {
  setTimeout(() => {}, common.platformTimeout(1000));
  return;
}

const assert = require('assert');
const cp = require('child_process');
const { ChildProcess } = require('internal/child_process');

const realSpawn = ChildProcess.prototype.spawn;
ChildProcess.prototype.spawn = function spawnWithoutOutput(...args) {
  const r = realSpawn.apply(this, args);
  this.stdout.destroy();
  this.stderr.destroy();
  this.stdout = null;
  this.stderr = null;
  return r;
};

function run(options, cb) {
  const [cmd, opts] = common.escapePOSIXShell`"${process.execPath}" "${__filename}" child`;
  return cp.exec(cmd, { ...options, env: { ...opts?.env } }, common.mustCall(cb));
}

run({}, (err, stdout, stderr) => {
  assert.strictEqual(err, null);
  assert.strictEqual(stdout, '');
  assert.strictEqual(stderr, '');
});
const boom = new Error('injected');
run({}, (err, stdout, stderr) => {
  assert.strictEqual(err, boom);
  assert.strictEqual(stdout, '');
  assert.strictEqual(stderr, '');
}).emit('error', boom);
run({ timeout: 1 }, (err, stdout, stderr) => {
  assert.strictEqual(err.killed, true);
  assert.strictEqual(stdout, '');
  assert.strictEqual(stderr, '');
});
