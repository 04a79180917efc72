// Port of test/parallel/test-worker-non-fatal-uncaught-exception.js: inside a worker, process._fatalException(err) returns true when an 'uncaughtException' listener handled the error, and the worker then exits with 0.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

if (!process.env.WORKER_NON_FATAL_CHILD) {
  process.env.WORKER_NON_FATAL_CHILD = '1';
  const w = new Worker(__filename);
  w.on('error', common.mustNotCall());
  w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
} else {
  // The listener runs during the call, before `handled` is assigned, so it looks later.
  process.once('uncaughtException', () => {
    process.nextTick(() => assert.strictEqual(handled, true));
  });
  const handled = process._fatalException(new Error());
}
