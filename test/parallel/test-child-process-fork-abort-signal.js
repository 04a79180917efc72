// Port of nodejs/node test/parallel/test-child-process-fork-abort-signal.js (rewritten for minirt).
'use strict';
// fork() with an AbortSignal: aborting (before or after the fork, with or without a reason)
// kills the child with killSignal and emits an AbortError carrying the reason; aborting after
// the child is gone does nothing.
const common = require('../common');
const assert = require('assert');
const { fork } = require('child_process');

if (process.argv[2] === 'child') {
  setInterval(() => {}, 1000);
  return;
}

function expectAborted(signal, { killSignal = 'SIGTERM', cause } = {}) {
  const child = fork(__filename, ['child'], { signal, killSignal });
  child.on('exit', common.mustCall((code, sig) => {
    assert.strictEqual(code, null);
    assert.strictEqual(sig, killSignal);
  }));
  child.on('error', common.mustCall((err) => {
    assert.strictEqual(err.name, 'AbortError');
    if (cause !== undefined) {
      assert.strictEqual(err.cause.name, 'Error');
      assert.strictEqual(err.cause.message, cause);
    }
  }));
  return child;
}

{
  const ac = new AbortController();
  expectAborted(ac.signal);
  process.nextTick(() => ac.abort());
}
{
  const ac = new AbortController();
  expectAborted(ac.signal, { cause: 'stop now' });
  process.nextTick(() => ac.abort(new Error('stop now')));
}
expectAborted(AbortSignal.abort());
expectAborted(AbortSignal.abort(new Error('already')), { cause: 'already' });
expectAborted(AbortSignal.abort(), { killSignal: 'SIGKILL' });
{
  const ac = new AbortController();
  const child = fork(__filename, ['child'], { signal: ac.signal });
  child.on('exit', common.mustCall(() => ac.abort()));
  child.on('error', common.mustNotCall());
  setTimeout(() => child.kill(), 1);
}
