// Port of test/parallel/test-worker-message-port-arraybuffer.js: an ArrayBuffer in the transfer list is detached at once, listing it again is a DataCloneError (code 25), the typed array arrives intact, and port.close(callback) calls the callback.
'use strict';
const common = require('../common');
const assert = require('assert');
const { MessageChannel } = require('worker_threads');

const { port1, port2 } = new MessageChannel();
const buffer = new ArrayBuffer(40);
const view = new Uint32Array(buffer);
view[0] = 0x12345678;

port1.postMessage(view, [buffer]);
assert.strictEqual(buffer.byteLength, 0);
assert.throws(() => port1.postMessage(view, [buffer]), {
  name: 'DataCloneError',
  code: 25,
});

port2.on('message', common.mustCall((received) => {
  assert.ok(received instanceof Uint32Array);
  assert.strictEqual(received.length, 10);
  assert.strictEqual(received[0], 0x12345678);
  port2.close(common.mustCall());
}));
