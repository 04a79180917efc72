// Port of nodejs/node test/parallel/test-child-process-fork-no-shell.js (rewritten for minirt).
'use strict';
// fork() ignores shell: true, so arguments reach the child unexpanded.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');

const literal = common.isWindows ? '%SOME_VAR%' : '$SOME_VAR';
if (process.argv[2] === undefined) {
  const child = cp.fork(__filename, [literal], {
    shell: true,
    env: { ...process.env, SOME_VAR: 'expanded' },
  });
  child.on('exit', common.mustCall((code, signal) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(signal, null);
  }));
} else {
  assert.strictEqual(process.argv[2], literal);
}
