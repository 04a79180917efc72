// Port of nodejs/node test/parallel/test-child-process-exec-std-encoding.js (rewritten for minirt).
'use strict';
// When the caller sets an encoding on the child's streams, exec() hands its callback the
// decoded strings.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');

if (process.argv[2] === 'child') {
  console.log('on stdout');
  console.error('on stderr');
} else {
  const [cmd, opts] = common.escapePOSIXShell`"${process.execPath}" "${__filename}" child`;
  const child = cp.exec(cmd, { ...opts, encoding: 'buffer' },
                        common.mustSucceed((stdout, stderr) => {
                          assert.strictEqual(stdout, 'on stdout\n');
                          assert.strictEqual(stderr, 'on stderr\n');
                        }));
  child.stdout.setEncoding('utf-8');
  child.stderr.setEncoding('utf-8');
}
