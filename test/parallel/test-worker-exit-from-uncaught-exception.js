// Port of test/parallel/test-worker-exit-from-uncaught-exception.js: process.exit(42) called from a worker's 'uncaughtException' handler ends the worker with 42.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

if (!process.env.WORKER_EXIT_FROM_UNCAUGHT_CHILD) {
  process.env.WORKER_EXIT_FROM_UNCAUGHT_CHILD = '1';
  const w = new Worker(__filename);
  w.on('error', common.mustNotCall());
  w.on('exit', common.mustCall((code) => {
    assert.strictEqual(code, 42);
  }));
} else {
  process.on('uncaughtException', () => process.exit(42));
  throw new Error();
}
