// Port of nodejs/node test/parallel/test-child-process-ipc-next-tick.js (rewritten for minirt).
'use strict';
// Each message is emitted in its own tick: a 'message' listener that throws does not
// swallow the messages that came in the same read.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');

const count = 10;
if (process.argv[2] === 'child') {
  const seen = new Set();
  process.on('uncaughtException', common.mustCall((thrown) => {
    seen.add(thrown);
    if (seen.size === count) process.disconnect();
  }, count));
  process.on('message', (m) => { throw m; });
  process.send('ready');
} else {
  const child = cp.fork(__filename, ['child']);
  child.on('message', common.mustCall((m) => {
    assert.strictEqual(m, 'ready');
    for (let i = 0; i < count; i++) child.send(i);
  }));
  child.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
}
