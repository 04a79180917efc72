// Port of test/parallel/test-worker-sharedarraybuffer-from-worker-thread.js: an ArrayBuffer transferred from a worker and a SharedArrayBuffer shared by it stay usable in the parent after the worker has exited.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

for (const kind of ['ArrayBuffer', 'SharedArrayBuffer']) {
  // A SharedArrayBuffer is shared by posting it; an ArrayBuffer must be transferred.
  const w = new Worker(`
    const { parentPort } = require('worker_threads');
    const buf = new ${kind}(4);
    parentPort.postMessage(buf, ${kind === 'ArrayBuffer' ? '[buf]' : '[]'});
  `, { eval: true });
  let received;
  w.once('message', common.mustCall((msg) => { received = msg; }));
  w.once('exit', common.mustCall((code) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(received.constructor.name, kind);
    const bytes = new Uint8Array(received);
    bytes[0] = 42;
    assert.deepStrictEqual(bytes, new Uint8Array([42, 0, 0, 0]));
  }));
}
