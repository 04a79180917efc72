// Port of test/parallel/test-worker-uncaught-exception.js: an error thrown at a worker's top level reaches the parent as 'error', the worker exits with 1, runs its 'exit' listeners once and no pending timer fires afterwards.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

// An env flag rather than isMainThread marks the worker side, so the file also works
// when it is itself run inside a worker.
if (!process.env.WORKER_UNCAUGHT_CHILD) {
  process.env.WORKER_UNCAUGHT_CHILD = '1';
  const w = new Worker(__filename);
  w.on('message', common.mustNotCall());
  w.on('error', common.mustCall((err) => {
    assert.ok(err instanceof Error);
    assert.strictEqual(err.message, 'foo');
    assert.match(String(err), /^Error: foo$/);
  }));
  w.on('exit', common.mustCall((code) => {
    assert.strictEqual(code, 1);
  }));
} else {
  // common.mustCall cannot be used here: the worker is dying from the uncaught error.
  let exits = 0;
  process.on('exit', () => {
    exits++;
    if (exits > 1) assert.fail('exit listener ran twice in the worker');
  });
  setTimeout(() => assert.fail('a timer fired after the uncaught error'), 2000);
  throw new Error('foo');
}
