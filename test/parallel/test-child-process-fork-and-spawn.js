// Port of nodejs/node test/parallel/test-child-process-fork-and-spawn.js (rewritten for minirt).
'use strict';
// A forked child can itself spawn a child; both generations exit cleanly.
const common = require('../common');
const assert = require('assert');
const { fork, spawn } = require('child_process');

const role = process.argv[2] || 'top';
const exitsZero = () => common.mustCall((code) => assert.strictEqual(code, 0));
if (role === 'top') {
  fork(__filename, ['forked']).on('exit', exitsZero());
} else if (role === 'forked') {
  assert.strictEqual(typeof process.send, 'function');
  spawn(process.execPath, [__filename, 'spawned']).on('exit', exitsZero());
} else {
  assert.strictEqual(role, 'spawned');
  // The channel variables are not passed on to grandchildren.
  assert.strictEqual(process.env.NODE_CHANNEL_FD, undefined);
  assert.strictEqual(process.send, undefined);
}
