// Port of test/parallel/test-worker-event.js: creating a Worker emits process 'worker' with that Worker, whose threadId is the next one after this thread's.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, threadId } = require('worker_threads');

let created;
process.on('worker', common.mustCall((worker) => {
  assert.strictEqual(worker, created);
  assert.strictEqual(worker.threadId, threadId + 1);
}));
// The event is emitted after the constructor returns, so `created` is set by then.
created = new Worker('', { eval: true });
