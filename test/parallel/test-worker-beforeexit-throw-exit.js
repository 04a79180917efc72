// Port of test/parallel/test-worker-beforeexit-throw-exit.js: when a worker's 'beforeExit' listener throws, the parent gets the error, the worker's own 'exit' listeners still run, and the exit code is 1.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

// Byte 0 is set by the worker's 'exit' listener, byte 1 by its 'beforeExit' listener.
const marks = new Uint8Array(new SharedArrayBuffer(2));
const w = new Worker(`
  const { workerData } = require('worker_threads');
  process.on('exit', () => { workerData[0] = 100; });
  process.on('beforeExit', () => {
    workerData[1] = 200;
    throw new Error('banana');
  });
`, { eval: true, workerData: marks });

w.on('error', common.mustCall((err) => {
  assert.strictEqual(err.message, 'banana');
}));
w.on('exit', common.mustCall((code) => {
  assert.strictEqual(code, 1);
  assert.strictEqual(marks[0], 100);
  assert.strictEqual(marks[1], 200);
}));
