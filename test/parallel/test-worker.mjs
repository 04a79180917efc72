// Port of test/parallel/test-worker.mjs: an ES module main file starts itself as a Worker through new URL(import.meta.url); the worker posts a string from a nextTick inside setImmediate and the parent receives it.
import { mustCall } from '../common/index.mjs';
import assert from 'assert';
import { Worker, isMainThread, parentPort } from 'worker_threads';

const greeting = 'Hello, world!';

if (isMainThread) {
  const w = new Worker(new URL(import.meta.url));
  w.on('message', mustCall((msg) => assert.strictEqual(msg, greeting)));
  w.on('exit', mustCall((code) => assert.strictEqual(code, 0)));
} else {
  setImmediate(() => {
    process.nextTick(() => parentPort.postMessage(greeting));
  });
}
