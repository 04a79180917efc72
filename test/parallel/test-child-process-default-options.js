// Port of nodejs/node test/parallel/test-child-process-default-options.js (rewritten for minirt).
'use strict';
// Without options.env a child gets process.env, including changes made at run time.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

if (common.isWindows) common.skip('POSIX only');

process.env.MINIRT_DEFAULT_ENV_CHECK = 'present';
const child = spawn('/usr/bin/env', [], {});
let out = '';
child.stdout.setEncoding('utf8');
child.stdout.on('data', (d) => { out += d; });
child.on('close', common.mustCall((code) => {
  assert.strictEqual(code, 0);
  assert.ok(out.includes('MINIRT_DEFAULT_ENV_CHECK=present\n'));
}));
