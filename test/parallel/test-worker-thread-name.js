// Port of test/parallel/test-worker-thread-name.js: the `name` option is the worker's threadName inside it and worker.threadName outside, which reads null once the worker has exited.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, threadName, workerData } = require('worker_threads');

const name = 'test-worker-thread-name';
if (workerData?.isWorker) {
  assert.strictEqual(threadName, name);
} else {
  const w = new Worker(__filename, { name, workerData: { isWorker: true } });
  assert.strictEqual(w.threadName, name);
  w.on('exit', common.mustCall((code) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(w.threadName, null);
  }));
}
