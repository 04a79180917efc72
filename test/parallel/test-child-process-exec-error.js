// Port of nodejs/node test/parallel/test-child-process-exec-error.js (rewritten for minirt).
'use strict';
// exec() of an unknown command gets the shell's 127 (the shell itself did start, so there
// is a pid); execFile() of it gets ENOENT and no pid.
const common = require('../common');
const assert = require('assert');
const { exec, execFile } = require('child_process');

function check(run, expectedCode, pidType) {
  const child = run('not-a-command-anywhere', common.mustCall((err) => {
    assert.strictEqual(err.code, expectedCode);
    assert.ok(err.cmd.includes('not-a-command-anywhere'));
  }));
  assert.strictEqual(typeof child.pid, pidType);
}

check(exec, common.isWindows ? 1 : 127, 'number');
check(execFile, 'ENOENT', 'undefined');
