// Port of nodejs/node test/parallel/test-child-process-stdio.js (rewritten for minirt).
'use strict';
// stdio shorthands: a short array is padded with pipes, 'ignore' gives null streams, the
// caller's options object is left untouched, and a second 'ipc' is refused.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

{
  const child = spawn(...common.pwdCommand, { stdio: ['pipe'] });
  assert.notStrictEqual(child.stdout, null);
  assert.notStrictEqual(child.stderr, null);
  assert.strictEqual(child.stdio.length, 3);
}
{
  const options = { stdio: 'ignore' };
  const child = spawn(...common.pwdCommand, options);
  assert.strictEqual(child.stdin, null);
  assert.strictEqual(child.stdout, null);
  assert.strictEqual(child.stderr, null);
  assert.deepStrictEqual(options, { stdio: 'ignore' });
}
{
  const child = spawn(...common.pwdCommand);
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d) => { out += d; });
  child.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
  child.on('close', common.mustCall(() => {
    assert.ok(out.length > 1);
    assert.ok(out.endsWith('\n'));
  }));
}
assert.throws(() => spawn(...common.pwdCommand, { stdio: ['pipe', 'pipe', 'pipe', 'ipc', 'ipc'] }),
              { code: 'ERR_IPC_ONE_PIPE', name: 'Error' });
