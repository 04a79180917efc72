// Port of nodejs/node test/parallel/test-child-process-send-after-close.js (rewritten for minirt).
'use strict';
// send() on a child whose channel is closed returns false and reports ERR_IPC_CHANNEL_CLOSED
// to the callback, or as an 'error' event without one.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');

if (process.argv[2] === 'child') return;

const child = cp.fork(__filename, ['child']);
child.on('close', common.mustCall((code, signal) => {
  assert.strictEqual(code, 0);
  assert.strictEqual(signal, null);
  assert.strictEqual(child.connected, false);
  const closed = common.expectsError({
    name: 'Error',
    message: 'Channel closed',
    code: 'ERR_IPC_CHANNEL_CLOSED',
  }, 2);
  child.on('error', closed);
  assert.strictEqual(child.send('no callback'), false);
  assert.strictEqual(child.send('with callback', closed), false);
}));
