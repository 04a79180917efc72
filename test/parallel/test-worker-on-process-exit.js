// Port of test/parallel/test-worker-on-process-exit.js: when the main thread calls process.exit() while a worker is running, the worker is stopped without its 'exit' event firing in the parent, and the process exits cleanly with no output.
'use strict';
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');
const { Worker } = require('worker_threads');

if (process.argv[2] !== 'child') {
  const child = spawnSync(process.execPath, [__filename, 'child'], { encoding: 'utf8' });
  assert.strictEqual(child.stderr, '');
  assert.strictEqual(child.stdout, '');
  assert.strictEqual(child.status, 0);
} else {
  // The worker would run forever; process.exit() must not wait for it.
  const w = new Worker('setInterval(() => {}, 100)', { eval: true });
  w.on('exit', () => console.log('exit event received'));
  w.on('online', () => process.exit());
}
