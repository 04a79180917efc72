// Port of nodejs/node test/parallel/test-child-process-fork-exec-argv.js (rewritten for minirt).
'use strict';
// fork() gives the child the parent's execArgv by default.
const common = require('../common');
const assert = require('assert');
const { spawn, fork } = require('child_process');

if (process.argv[2] === 'grandchild') {
  process.stdout.write(JSON.stringify(process.execArgv), () => process.exit());
} else if (process.argv[2] === 'child') {
  fork(__filename, ['grandchild']);
} else {
  const execArgv = ['--no-deprecation'];
  const child = spawn(process.execPath, [...execArgv, __filename, 'child', 'extra']);
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.on('exit', common.mustCall((code) => {
    assert.strictEqual(code, 0);
    assert.deepStrictEqual(JSON.parse(out), execArgv);
  }));
}
