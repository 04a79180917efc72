// Port of test/parallel/test-worker-nested-uncaught.js: an uncaught error in a worker started by a worker (with no 'error' listener there) takes down the middle worker, so the top-level parent gets the original error.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

const w = new Worker(`
  const { Worker } = require('worker_threads');
  new Worker("throw new Error('uncaught')", { eval: true });
`, { eval: true });
w.on('error', common.expectsError({ name: 'Error', message: 'uncaught' }));
w.on('exit', common.mustCall((code) => assert.strictEqual(code, 1)));
