// Port of test/parallel/test-worker-voluntarily-exit-followed-by-throw.js: process.exit() in a worker stops it on the spot, so a catch block around the call never runs.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, isMainThread, workerData } = require('worker_threads');

if (isMainThread) {
  // The worker would set the flag from its catch block; shared memory shows it did not.
  const flag = new Int32Array(new SharedArrayBuffer(4));
  new Worker(__filename, { workerData: flag })
    .on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
  process.on('beforeExit', common.mustCall(() => {
    assert.strictEqual(flag[0], 0);
  }));
} else {
  try {
    process.exit();
    throw new Error('xxx');
  } catch {
    workerData[0] = 1;
  }
}
