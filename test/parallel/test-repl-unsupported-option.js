// Port of nodejs/node test/parallel/test-repl-unsupported-option.js (rewritten for minirt).
'use strict';
// The REPL takes no --input-type: asked for one, it refuses like a bad command line
// (status 9, a one-line message on stderr), with or without code to run first.
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

for (const args of [['-i', '--input-type=module'], ['-i', '--input-type=commonjs'],
  ['-i', '-e', '1', '--input-type=module']]) {
  const child = spawnSync(process.execPath, args, { input: '' });
  assert.strictEqual(child.stderr.toString(), 'Cannot specify --input-type for REPL\n');
  assert.strictEqual(child.stdout.toString(), '');
  assert.strictEqual(child.status, 9);
}
