// Port of test/parallel/test-worker-workerdata-sharedarraybuffer.js: a SharedArrayBuffer passed in workerData is shared with the worker, so a value the parent writes after the worker started is seen there.
// Flags: --expose-gc
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

const shared = new SharedArrayBuffer(12);
const local = Buffer.from(shared);
const w = new Worker(`
  const { parentPort, workerData } = require('worker_threads');
  const local = Buffer.from(workerData.shared);
  parentPort.on('message', () => {
    local.write('world!', 6);
    parentPort.postMessage('written!');
  });
`, { eval: true, workerData: { shared } });
w.on('message', common.mustCall(() => {
  assert.strictEqual(local.toString(), 'Hello world!');
  globalThis.gc();
  w.terminate();
}));
w.postMessage({});
// Written after posting: the two threads write disjoint ranges of one block.
local.write('Hello ');
