// Port of test/parallel/test-worker-esmodule.js: a Worker runs an .mjs file as an ES module, and the module's default import of 'worker_threads' can post to the parent.
'use strict';
const common = require('../common');
const fixtures = require('../common/fixtures');
const assert = require('assert');
const { Worker } = require('worker_threads');

const w = new Worker(fixtures.path('worker-script.mjs'));
w.on('message', common.mustCall((msg) => {
  assert.strictEqual(msg, 'Hello, world!');
}));
