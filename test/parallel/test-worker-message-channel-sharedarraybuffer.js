// Port of test/parallel/test-worker-message-channel-sharedarraybuffer.js: a SharedArrayBuffer posted to a worker is the same memory on both sides, so bytes each thread writes into its half are all seen by the parent.
// Flags: --expose-gc
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

const shared = new SharedArrayBuffer(12);
const local = Buffer.from(shared);

const w = new Worker(`
  const { parentPort } = require('worker_threads');
  parentPort.on('message', ({ shared }) => {
    Buffer.from(shared).write('world!', 6);
    parentPort.postMessage('written');
  });
`, { eval: true });
w.on('message', common.mustCall((msg) => {
  assert.strictEqual(msg, 'written');
  assert.strictEqual(local.toString(), 'Hello world!');
  // Collecting garbage here must not free memory the worker still maps.
  globalThis.gc();
  w.terminate();
}));
w.postMessage({ shared });
// Written after posting: the two threads write disjoint ranges of one block.
local.write('Hello ');
