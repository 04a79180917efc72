// Port of test/parallel/test-worker-exit-event-error.js: an error thrown by a Worker 'exit' listener in the parent is an ordinary uncaught exception of the parent.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

process.on('uncaughtException', common.mustCall((err) => {
  assert.strictEqual(err.message, 'foo');
}));
new Worker('', { eval: true })
  .on('exit', common.mustCall(() => { throw new Error('foo'); }));
