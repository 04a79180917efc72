// Port of nodejs/node test/parallel/test-child-process-env.js (rewritten for minirt).
'use strict';
// options.env: inherited (prototype) keys are passed too, undefined values are left out,
// other values are stringified, empty values kept, and keys differing in case are
// distinct on POSIX.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

if (common.isWindows) common.skip('POSIX env semantics');

const env = {
  ...process.env,
  GREETING: 'hi',
  LEFT_OUT: undefined,
  NULLISH: null,
  BLANK: '',
  mixed: 'lower',
  MIXED: 'upper',
};
Object.setPrototypeOf(env, { FROM_PROTO: 'yes' });

const child = spawn('/usr/bin/env', [], { env });
let out = '';
child.stdout.setEncoding('utf8');
child.stdout.on('data', common.mustCallAtLeast((d) => { out += d; }));
child.stdout.on('end', common.mustCall(() => {
  const lines = out.split('\n');
  for (const line of ['GREETING=hi', 'FROM_PROTO=yes', 'NULLISH=null', 'BLANK=',
                      'mixed=lower', 'MIXED=upper']) {
    assert.ok(lines.includes(line), line);
  }
  assert.ok(!out.includes('LEFT_OUT='));
}));
