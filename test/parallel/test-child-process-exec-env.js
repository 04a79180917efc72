// Port of nodejs/node test/parallel/test-child-process-exec-env.js (rewritten for minirt).
'use strict';
// options.env replaces the whole environment of the child.
const common = require('../common');
const assert = require('assert');
const { exec } = require('child_process');

if (common.isWindows) common.skip('POSIX only');

let streamed = '';
const child = exec('/usr/bin/env', { env: { GREETING: 'HELLO_THERE' } },
                   common.mustSucceed((stdout) => {
                     assert.notStrictEqual(stdout, '');
                     assert.strictEqual(stdout, streamed);
                     assert.ok(stdout.includes('GREETING=HELLO_THERE\n'));
                     assert.ok(!stdout.includes('PATH='), 'parent env leaked');
                   }));
child.stdout.on('data', (chunk) => { streamed += chunk; });
