// Port of nodejs/node test/parallel/test-child-process-stdout-ipc.js (rewritten for minirt).
'use strict';
// The IPC channel may sit on fd 1; process.send() in the child then writes there.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

if (process.argv[2] === 'child') {
  process.send('over fd 1');
  return;
}
const child = spawn(process.execPath, [__filename, 'child'], { stdio: ['inherit', 'ipc', 'inherit'] });
assert.strictEqual(child.stdout, null);
child.on('message', common.mustCall((m) => assert.strictEqual(m, 'over fd 1')));
child.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
