// Port of test/parallel/test-worker-mjs-workerdata.js: workerData, imported by name from 'worker_threads', reaches an ES module worker file (.mjs) and comes back unchanged.
'use strict';
const common = require('../common');
const fixtures = require('../common/fixtures');
const assert = require('assert');
const { Worker } = require('worker_threads');

const workerData = 'Hello from main thread';
const w = new Worker(fixtures.path('worker-data.mjs'), { workerData });
w.on('message', common.mustCall((msg) => {
  assert.strictEqual(msg, workerData);
}));
w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
