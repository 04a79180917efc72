// Port of test/parallel/test-worker-process-cwd.js: process.cwd() in a worker and in a worker's worker follows the main thread's cwd, also after the main thread calls process.chdir() while they run.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, isMainThread, parentPort } = require('worker_threads');

// Upstream also matches process.cwd.toString() against Node's internal cache (an
// Atomics.load call); that is V8-source detail of Node's implementation and is not
// checked here. The steps are numbered in the order they happen.
if (!process.env.WORKER_CWD_STARTED) {
  process.env.WORKER_CWD_STARTED = '1';
  if (!isMainThread) common.skip('only the main thread can change the cwd');
  // Start below the root, so '..' below is a different directory.
  process.chdir(__dirname);
  // 1. Start the middle worker.
  const w = new Worker(__filename);
  w.once('message', common.mustCall((cwd) => {
    // 5. Every thread agrees; now move the main thread and tell the others.
    assert.strictEqual(cwd, process.cwd());
    process.chdir('..');
    w.postMessage(process.cwd());
  }));
  w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
} else if (!process.env.WORKER_CWD_INNER) {
  process.env.WORKER_CWD_INNER = '1';
  // 2. The middle worker records its cwd and starts the inner worker.
  const before = process.cwd();
  const inner = new Worker(__filename);
  inner.once('message', common.mustCall((cwd) => {
    // 4. The inner worker saw the same directory.
    assert.strictEqual(cwd, before);
    assert.strictEqual(process.cwd(), cwd);
    parentPort.postMessage(cwd);
  }));
  parentPort.once('message', common.mustCall((cwd) => {
    // 6. The main thread's chdir is visible here.
    assert.notStrictEqual(cwd, before);
    assert.strictEqual(process.cwd(), cwd);
    inner.postMessage(cwd);
  }));
  inner.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
} else {
  // 3. The inner worker reports its cwd.
  const before = process.cwd();
  parentPort.postMessage(before);
  parentPort.once('message', common.mustCall((cwd) => {
    // 7. ...and sees the main thread's chdir too.
    assert.notStrictEqual(cwd, before);
    assert.strictEqual(process.cwd(), cwd);
  }));
}
