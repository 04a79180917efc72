// Port of nodejs/node test/parallel/test-child-process-exec-kill-throws.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';
// When exec() has to kill the child (maxBuffer 0 is exceeded at once) and kill() throws,
// the callback gets that error and the output collected so far.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');

if (process.argv[2] === 'child') {
  console.log('some output');
} else {
  const internal = require('internal/child_process');
  const realKill = internal.ChildProcess.prototype.kill;
  internal.ChildProcess.prototype.kill = function(...args) {
    realKill.apply(this, args);
    throw new Error('kill went wrong');
  };
  const child = cp.exec(`"${process.execPath}" "${__filename}" child`,
                        { maxBuffer: 0, killSignal: 'SIGKILL' },
                        common.mustCall((err, stdout, stderr) => {
                          assert.strictEqual(err.message, 'kill went wrong');
                          assert.strictEqual(stdout, '');
                          assert.strictEqual(stderr, '');
                          assert.strictEqual(child.killed, true);
                        }));
}
