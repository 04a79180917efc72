// Port of nodejs/node test/parallel/test-child-process-set-blocking.js (rewritten for minirt).
'use strict';
// A child that writes a lot to an inherited stdout finishes cleanly.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

const size = 100000;
const child = spawn('sh', ['-c', `yes C | head -c ${size}`], { stdio: 'inherit' });
child.on('exit', common.mustCall((code, signal) => {
  assert.strictEqual(code, 0);
  assert.strictEqual(signal, null);
}));
