// Port of test/parallel/test-worker-terminate-nested.js: terminate() stops a worker while that worker runs a nested worker of its own.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

// The nested worker never ends by itself; the middle one reports once it is up.
const w = new Worker(`
  const { Worker, parentPort } = require('worker_threads');
  const nested = new Worker('setInterval(() => {}, 10);', { eval: true });
  nested.on('online', () => parentPort.postMessage('nested online'));
`, { eval: true });
w.on('message', common.mustCall((msg) => {
  assert.strictEqual(msg, 'nested online');
  w.terminate();
}));
w.on('exit', common.mustCall((code) => assert.strictEqual(code, 1)));
