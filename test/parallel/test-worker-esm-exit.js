// Port of test/parallel/test-worker-esm-exit.js: process.exit(42) run by a module imported from an ES module worker ends the worker with 42 and no 'error'.
'use strict';
const common = require('../common');
const fixtures = require('../common/fixtures');
const assert = require('assert');
const { Worker } = require('worker_threads');

const w = new Worker(fixtures.path('worker-esm-import-exit.mjs'));
w.on('error', common.mustNotCall());
w.on('exit', common.mustCall((code) => {
  assert.strictEqual(code, 42);
}));
