// Port of test/parallel/test-worker-parent-port-ref.js: a 'message' listener added to parentPort and removed again leaves the port unreferenced, so the worker ends on its own with code 0.
'use strict';
const common = require('../common');
const assert = require('assert');
const { isMainThread, parentPort, Worker } = require('worker_threads');

if (isMainThread) {
  const w = new Worker(__filename);
  w.on('online', common.mustCall());
  w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
} else {
  const listener = () => {};
  parentPort.on('message', listener);
  parentPort.off('message', listener);
}
