// Port of test/parallel/test-worker-ref.js: an unref()'d worker lets the parent reach 'beforeExit'; ref() from there plus a message brings it back, and the reply and the worker's 'exit' still arrive.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

// The worker answers one message and then has nothing left to do.
const w = new Worker(`
const { parentPort } = require('worker_threads');
parentPort.once('message', (msg) => parentPort.postMessage(msg));
`, { eval: true });

const order = [];
process.once('beforeExit', common.mustCall(() => {
  order.push('beforeExit');
  w.ref();
  w.postMessage({ hello: 'world' });
}));
w.once('message', common.mustCall((msg) => {
  order.push('message');
  assert.deepStrictEqual(msg, { hello: 'world' });
}));
w.on('exit', common.mustCall((code) => {
  order.push('exit');
  assert.strictEqual(code, 0);
}));
process.on('exit', () => {
  assert.deepStrictEqual(order, ['beforeExit', 'message', 'exit']);
});

w.unref();
