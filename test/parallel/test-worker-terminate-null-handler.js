// Port of test/parallel/test-worker-terminate-null-handler.js: terminate() on a worker that has already exited returns a promise resolving to undefined.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

const w = new Worker(`
require('worker_threads').parentPort.postMessage({ hello: 'world' });
`, { eval: true });

// Unref'd, the worker lets the parent reach 'beforeExit'; ref() there keeps the loop
// alive until the worker's 'exit' is delivered.
process.once('beforeExit', common.mustCall(() => w.ref()));
w.on('exit', common.mustCall(() => {
  const result = w.terminate();
  assert.ok(result instanceof Promise);
  result.then(common.mustCall((value) => assert.strictEqual(value, undefined)));
}));
w.unref();
