// Port of nodejs/node test/parallel/test-child-process-fork-ref2.js (rewritten for minirt).
'use strict';
// After the child disconnects itself, a 'message' listener added later does not keep it
// alive: the child exits and the parent sees 'disconnect' then 'exit'.
const common = require('../common');
const assert = require('assert');
const { fork } = require('child_process');

if (process.argv[2] === 'child') {
  process.disconnect();
  setTimeout(() => process.on('message', common.mustNotCall()), common.platformTimeout(300));
} else {
  const child = fork(__filename, ['child']);
  let disconnected = false;
  child.on('disconnect', common.mustCall(() => { disconnected = true; }));
  child.once('exit', common.mustCall((code) => {
    assert.strictEqual(code, 0);
    assert.ok(disconnected);
  }));
}
