// Port of nodejs/node test/parallel/test-child-process-disconnect.js (rewritten for minirt).
'use strict';
// disconnect(): connected turns false at once, 'disconnect' comes asynchronously on both
// sides, a second disconnect() emits ERR_IPC_DISCONNECTED, and the child keeps running
// (here it reports over its stdout) after the channel is gone.
const common = require('../common');
const assert = require('assert');
const { fork } = require('child_process');

if (process.argv[2] === 'child') {
  process.on('message', common.mustCall((m) => assert.strictEqual(m, 'go')));
  process.on('disconnect', common.mustCall(() => {
    process.stdout.write(`connected=${process.connected}`);
  }));
  process.send('ready');
} else {
  const child = fork(__filename, ['child'], { silent: true });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.on('message', common.mustCall((m) => {
    assert.strictEqual(m, 'ready');
    child.send('go');
    child.disconnect();
    assert.strictEqual(child.connected, false);
    let sync = true;
    child.once('disconnect', common.mustCall(() => assert.strictEqual(sync, false)));
    child.once('error', common.mustCall((err) => {
      assert.strictEqual(err.code, 'ERR_IPC_DISCONNECTED');
    }));
    child.disconnect();
    sync = false;
  }));
  child.on('exit', common.mustCall((code) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(out, 'connected=false');
  }));
}
