// Port of nodejs/node test/parallel/test-child-process-fork-stdio.js (rewritten for minirt).
'use strict';
// fork() accepts a custom stdio array as long as it contains 'ipc': here stdout is ignored,
// stderr piped, and an extra pipe on fd 4 carries data the child relays over IPC.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');
const net = require('net');

if (process.argv[2] === 'child') {
  process.stdout.write('dropped');
  process.stderr.write('kept');
  const extra = new net.Socket({ fd: 4 });
  process.on('disconnect', () => extra.unref());
  extra.setEncoding('utf8');
  extra.on('data', (text) => process.send(text));
} else {
  assert.throws(() => cp.fork(__filename, { stdio: ['pipe', 'pipe', 'pipe', 'pipe'] }),
                { code: 'ERR_CHILD_PROCESS_IPC_REQUIRED', name: 'Error' });

  const payload = 'through the fourth descriptor';
  const child = cp.fork(__filename, ['child'], { stdio: [0, 'ignore', 'pipe', 'ipc', 'pipe'] });
  assert.strictEqual(child.stdout, null);
  assert.strictEqual(child.stdio.length, 5);
  let relayed = '';
  let stderr = '';
  child.on('message', (m) => {
    relayed += m;
    if (relayed === payload) child.disconnect();
  });
  child.stderr.on('data', (d) => { stderr += d; });
  child.on('exit', common.mustCall((code, signal) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(signal, null);
    assert.strictEqual(stderr, 'kept');
    assert.strictEqual(relayed, payload);
  }));
  child.stdio[4].write(payload);
}
