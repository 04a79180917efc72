// minirt's own test: running past the call stack's limit is Node's catchable
// `RangeError: Maximum call stack size exceeded` where the runtime regains control: in the
// block assert.throws and assert.rejects run, and as an uncaught error (which
// 'uncaughtException' handlers receive, and which otherwise ends the process with code 1).
// Boa cannot make it catchable by a plain try/catch around the recursion (docs/ENGINE.md).
'use strict';
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

function recurse() {
  recurse();
}

assert.throws(recurse, { name: 'RangeError', message: 'Maximum call stack size exceeded' });
assert.throws(() => [1].map(function again() { return [1].map(again); }), RangeError);

// A throw that is not an overflow passes through unchanged.
assert.throws(() => { throw new TypeError('plain'); }, { name: 'TypeError', message: 'plain' });

assert.rejects(async () => recurse(), RangeError).then(common.mustCall());

function run(code) {
  return spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
}

{
  const child = run('function f() { f(); } f();');
  assert.strictEqual(child.status, 1);
  assert.match(child.stderr, /RangeError: Maximum call stack size exceeded/);
}
{
  const child = run(
    "process.on('uncaughtException', (e) => console.log('caught', e.name, e instanceof RangeError));" +
    'setTimeout(function f() { f(); }, 1);');
  assert.strictEqual(child.status, 0);
  assert.strictEqual(child.stdout, 'caught RangeError true\n');
}
