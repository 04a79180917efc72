// Port of nodejs/node test/parallel/test-child-process-exec-encoding.js (rewritten for minirt).
'use strict';
// exec() decodes output as utf8 by default; an encoding given as undefined, null, 'buffer'
// or a name Buffer does not know yields Buffers.
const common = require('../common');

if (process.argv[2] === 'child') {
  process.stdout.write('to-out\n');
  process.stderr.write('to-err\n');
} else {
  const assert = require('assert');
  const cp = require('child_process');

  function run(options, check) {
    const [cmd, opts] = common.escapePOSIXShell`"${process.execPath}" "${__filename}" child`;
    cp.exec(cmd, { ...options, env: { ...opts?.env } }, common.mustSucceed(check));
  }

  for (const options of [{}, { encoding: 'utf8' }]) {
    run(options, (stdout, stderr) => {
      assert.strictEqual(stdout, 'to-out\n');
      assert.strictEqual(stderr, 'to-err\n');
    });
  }
  for (const encoding of [undefined, null, 'buffer', 'no-such-encoding']) {
    run({ encoding }, (stdout, stderr) => {
      assert.ok(Buffer.isBuffer(stdout));
      assert.ok(Buffer.isBuffer(stderr));
      assert.strictEqual(stdout.toString(), 'to-out\n');
      assert.strictEqual(stderr.toString(), 'to-err\n');
    });
  }
}
