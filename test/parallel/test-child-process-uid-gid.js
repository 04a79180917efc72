// Port of nodejs/node test/parallel/test-child-process-uid-gid.js (rewritten for minirt).
'use strict';
// uid/gid switch the child's identity when permitted (root); otherwise spawn throws EPERM.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

if (common.isWindows) common.skip('POSIX identities');

if (process.getuid() !== 0) {
  assert.throws(() => spawn('echo', ['x'], { uid: 0 }), /\bEPERM\b/);
  if (!process.getgroups().includes(0)) {
    assert.throws(() => spawn('echo', ['x'], { gid: 0 }), /\bEPERM\b/);
  }
} else {
  const child = spawn('id', ['-u'], { uid: 4321, gid: 4322 });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.on('close', common.mustCall((code) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(out.trim(), '4321');
  }));
  const group = spawn('id', ['-g'], { uid: 4321, gid: 4322 });
  let gout = '';
  group.stdout.on('data', (d) => { gout += d; });
  group.on('close', common.mustCall(() => assert.strictEqual(gout.trim(), '4322')));
}
