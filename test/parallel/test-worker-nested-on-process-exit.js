// Port of test/parallel/test-worker-nested-on-process-exit.js: a worker that calls process.exit() while its own nested worker is running takes the nested worker down without that worker's 'exit' event firing inside it.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, workerData } = require('worker_threads');

if (workerData === null) {
  // Counts 'exit' events the middle worker receives for its nested worker.
  const nestedExits = new Int32Array(new SharedArrayBuffer(4));
  const w = new Worker(__filename, { workerData: { nestedExits } });
  w.on('exit', common.mustCall((code) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(nestedExits[0], 0);
  }));
} else {
  const nested = new Worker('setInterval(() => {}, 100)', { eval: true });
  nested.on('exit', () => Atomics.add(workerData.nestedExits, 0, 1));
  nested.on('online', () => process.exit());
}
