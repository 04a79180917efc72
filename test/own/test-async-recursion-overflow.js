'use strict';
// Unbounded recursion through an async function ends in V8's RangeError. Node rejects the
// innermost call's promise with it; minirt's engine cannot (docs/ENGINE.md), so there the
// process must still end as for an uncaught RangeError (exit code 1), never with an
// engine panic.
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

const code = 'async function f() { await f(); }\n' +
  "f().catch((e) => console.log('caught', e instanceof RangeError, e.message));";
const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
assert.doesNotMatch(r.stderr, /EnginePanic|panicked/);
if (r.status === 0) {
  assert.strictEqual(r.stdout, 'caught true Maximum call stack size exceeded\n');
} else {
  assert.strictEqual(r.status, 1, r.stderr);
  assert.match(r.stderr, /RangeError: Maximum call stack size exceeded/);
}
