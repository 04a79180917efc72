// Port of test/parallel/test-worker-process-exit-async-module.js: in a data: URL module worker that exits and then awaits, the first process.exit (1) wins and code after it never runs.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

// The never-settling promise's executor runs synchronously, so a worker that kept going
// after the first exit would report 2.
const source = 'process.exit(1);await new Promise(()=>{ process.exit(2); })';
const w = new Worker(new URL(`data:text/javascript,${source}`));
w.on('exit', common.mustCall((code) => {
  assert.strictEqual(code, 1);
}));
