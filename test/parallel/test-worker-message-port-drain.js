// Port of test/parallel/test-worker-message-port-drain.js: everything two workers print with console.log reaches their worker.stdout streams, even when a large message is posted right after and the workers then exit.
'use strict';
require('../common');
const assert = require('assert');
const { Worker, isMainThread, parentPort, threadId } = require('worker_threads');

if (isMainThread) {
  const lines = new Map();
  for (let i = 0; i < 2; i++) {
    const w = new Worker(__filename, { stdout: true });
    const seen = [];
    lines.set(w.threadId, seen);
    w.on('message', (msg) => assert.strictEqual(msg.length, 100));
    w.stdout.on('data', (chunk) => seen.push(chunk.toString().trim()));
  }
  process.on('exit', () => {
    for (const [id, seen] of lines) {
      assert.ok(seen.includes(`1 threadId: ${id}`), `${id}: ${seen}`);
      assert.ok(seen.includes(`2 threadId: ${id}`), `${id}: ${seen}`);
    }
  });
} else {
  console.log(`1 threadId: ${threadId}`);
  console.log(`2 threadId: ${threadId}`);
  parentPort.postMessage(Array(100).fill(1));
}
