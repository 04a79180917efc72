// Port of test/parallel/test-worker-onmessage.js: parentPort.onmessage in a worker receives a MessageEvent whose .data is the parent's message, and number, undefined and null posted back arrive in order.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, parentPort } = require('worker_threads');

if (!process.env.WORKER_ONMESSAGE_CHILD) {
  process.env.WORKER_ONMESSAGE_CHILD = '1';
  const w = new Worker(__filename);
  const want = [4, undefined, null];
  const got = [];
  w.on('message', common.mustCall((msg) => {
    got.push(msg);
    if (got.length === want.length) {
      assert.deepStrictEqual(got, want);
      // Setting onmessage keeps the worker's port referenced, so it must be stopped.
      w.terminate();
    }
  }, want.length));
  w.postMessage(2);
} else {
  parentPort.onmessage = common.mustCall((event) => {
    parentPort.postMessage(event.data * 2);
    parentPort.postMessage(undefined);
    parentPort.postMessage(null);
  });
}
