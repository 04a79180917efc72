// Port of test/parallel/test-worker.js: a worker started from this same file posts a string from a nextTick inside setImmediate, and the parent receives it once.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, isMainThread, parentPort } = require('worker_threads');

const greeting = 'Hello, world!';

if (isMainThread) {
  const w = new Worker(__filename);
  w.on('message', common.mustCall((msg) => {
    assert.strictEqual(msg, greeting);
  }));
  w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
} else {
  // Posting from a later turn checks the worker's event loop (immediates, then the
  // nextTick queue) runs before the port is drained and the worker exits.
  setImmediate(() => {
    process.nextTick(() => parentPort.postMessage(greeting));
  });
}
