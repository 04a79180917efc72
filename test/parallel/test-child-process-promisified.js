// Port of nodejs/node test/parallel/test-child-process-promisified.js (rewritten for minirt).
'use strict';
// util.promisify(exec/execFile) resolve { stdout, stderr }, expose the child as
// promise.child, and reject with the error carrying the output.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');
const { promisify } = require('util');

const exec = promisify(cp.exec);
const execFile = promisify(cp.execFile);

const ok1 = exec(...common.escapePOSIXShell`"${process.execPath}" -p 6*7`);
assert.ok(ok1.child instanceof cp.ChildProcess);
ok1.then(common.mustCall((r) => assert.deepStrictEqual(r, { stdout: '42\n', stderr: '' })));

const ok2 = execFile(process.execPath, ['-p', '6*7']);
assert.ok(ok2.child instanceof cp.ChildProcess);
ok2.then(common.mustCall((r) => assert.deepStrictEqual(r, { stdout: '42\n', stderr: '' })));

for (const p of [exec('surely-not-installed'), execFile('surely-not-installed', ['x'])]) {
  assert.ok(p.child instanceof cp.ChildProcess);
  p.catch(common.mustCall((err) => assert.ok(err.message.includes('surely-not-installed'))));
}

const failing = 'console.log(1);console.error(2);process.exit(3)';
exec(...common.escapePOSIXShell`"${process.execPath}" -e "${failing}"`)
  .catch(common.mustCall((err) => {
    assert.strictEqual(err.code, 3);
    assert.strictEqual(err.stdout, '1\n');
    assert.strictEqual(err.stderr, '2\n');
  }));
execFile(process.execPath, ['-e', failing]).catch(common.mustCall((err) => {
  assert.strictEqual(err.code, 3);
  assert.strictEqual(err.stdout, '1\n');
  assert.strictEqual(err.stderr, '2\n');
}));
