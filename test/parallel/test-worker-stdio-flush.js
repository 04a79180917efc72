// Port of test/parallel/test-worker-stdio-flush.js: stdout writes a worker makes from its own 'exit' listener still reach worker.stdout before the parent sees 'exit'.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, isMainThread } = require('worker_threads');

if (isMainThread) {
  const w = new Worker(__filename, { stdout: true });
  let text = '';
  w.stdout.setEncoding('utf8');
  w.stdout.on('data', (chunk) => { text += chunk; });
  w.on('exit', common.mustCall(() => {
    assert.strictEqual(text, 'hello world');
  }));
} else {
  process.on('exit', () => {
    process.stdout.write(' ');
    process.stdout.write('world');
  });
  process.stdout.write('hello');
}
