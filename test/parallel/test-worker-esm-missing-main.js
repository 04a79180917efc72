// Port of test/parallel/test-worker-esm-missing-main.js: a Worker whose file does not exist emits 'error' with a "Cannot find module" message naming the file, and exits with 1.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const missing = tmpdir.resolve('does-not-exist.js');
const w = new Worker(missing);
w.on('error', common.mustCall((err) => {
  assert.match(err.message, /Cannot find module .+does-not-exist\.js/);
}));
w.on('exit', common.mustCall((code) => assert.strictEqual(code, 1)));
