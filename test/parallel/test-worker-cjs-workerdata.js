// Port of test/parallel/test-worker-cjs-workerdata.js: workerData reaches a CommonJS worker file (.cjs) and comes back unchanged.
'use strict';
const common = require('../common');
const fixtures = require('../common/fixtures');
const assert = require('assert');
const { Worker } = require('worker_threads');

const workerData = 'Hello from main thread';
const w = new Worker(fixtures.path('worker-data.cjs'), { workerData });
w.on('message', common.mustCall((msg) => {
  assert.strictEqual(msg, workerData);
}));
w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
