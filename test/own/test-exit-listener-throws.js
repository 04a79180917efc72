// minirt's own test: an 'exit' listener that throws. Unhandled, the error is reported and
// the process ends with code 1; taken by an 'uncaughtException' listener, the process ends
// with process.exitCode (0 when unset), and the 'exit' listeners after the thrower do not
// run. Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

function run(code) {
  return spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
}

const unhandled = run("process.on('exit', () => { throw new Error('boom'); });");
assert.strictEqual(unhandled.status, 1);
assert.match(unhandled.stderr, /Error: boom/);

const handled = run(`
  process.on('uncaughtException', (e) => console.log('caught', e.message));
  process.on('exit', (c) => { console.log('exit', c); throw new Error('late'); });
  process.on('exit', () => console.log('not reached'));
`);
assert.strictEqual(handled.status, 0);
assert.strictEqual(handled.stdout, 'exit 0\ncaught late\n');

const withCode = run(`
  process.on('uncaughtException', () => {});
  process.exitCode = 5;
  process.on('exit', () => { throw new Error('late'); });
`);
assert.strictEqual(withCode.status, 5);

// The listener may still set the code before throwing.
const setInListener = run(`
  process.on('uncaughtException', () => {});
  process.on('exit', () => { process.exitCode = 9; throw new Error('late'); });
`);
assert.strictEqual(setInListener.status, 9);
