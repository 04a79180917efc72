// Port of test/parallel/test-worker-unref-from-message-during-exit.js: unref() called from a 'message' listener that runs while the worker is already exiting does not crash.
'use strict';
const common = require('../common');
const { Worker } = require('worker_threads');

const w = new Worker(`require('worker_threads').parentPort.postMessage({});`, { eval: true });
w.on('message', common.mustCall(() => w.unref()));
// Blocking this thread for 100 ms lets the worker post and finish before the message is
// handled here, so the listener runs during the worker's exit.
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
