// Port of test/parallel/test-worker-no-stdin-stdout-interaction.js: a worker listening on process.stdin (with no stdin option) can still write to process.stdout, every write's callback succeeds, and the worker exits with 0.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, isMainThread } = require('worker_threads');

if (isMainThread) {
  const w = new Worker(__filename);
  w.on('exit', common.mustCall((code) => {
    assert.strictEqual(code, 0);
  }));
  // The worker's output is forwarded to the parent's worker.stdout stream one write a
  // chunk, so ten writes make ten 'data' events.
  w.stdout.on('data', common.mustCall(10));
} else {
  // Without { stdin: true } the worker's stdin is empty and ends at once; reading it must
  // neither hold the worker open nor disturb stdout.
  process.stdin.on('data', () => {});
  for (let i = 0; i < 10; i++) {
    process.stdout.write(`processing(${i})\n`, common.mustSucceed());
  }
}
