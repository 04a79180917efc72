// Port of test/parallel/test-worker-process-env-shared.js: with env: SHARE_ENV the worker and the parent use one environment, so changes made on either side after creation are seen by the other.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, parentPort, SHARE_ENV, workerData } = require('worker_threads');

if (!workerData) {
  process.env.SET_IN_PARENT = 'set';
  const w = new Worker(__filename, { workerData: 'shared', env: SHARE_ENV });
  w.on('exit', common.mustCall((code) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(process.env.SET_IN_WORKER, 'set');
  }));
  process.env.SET_IN_PARENT_AFTER_CREATION = 'set';
  // The worker reads the late variable only once this message arrives, after it was set.
  w.postMessage('check');
} else {
  assert.strictEqual(workerData, 'shared');
  assert.strictEqual(process.env.SET_IN_PARENT, 'set');
  process.env.SET_IN_WORKER = 'set';
  assert.strictEqual(process.env.SET_IN_WORKER, 'set');
  parentPort.once('message', common.mustCall((msg) => {
    assert.strictEqual(msg, 'check');
    assert.strictEqual(process.env.SET_IN_PARENT_AFTER_CREATION, 'set');
  }));
}
