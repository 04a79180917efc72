// Port of nodejs/node test/parallel/test-child-process-no-deprecation.js (rewritten for minirt).
'use strict';
// The child's own process.noDeprecation silences its deprecation warnings: nothing reaches
// the parent on stderr.
const common = require('../common');
const assert = require('assert');

process.noDeprecation = true;
if (process.argv[2] === 'child') {
  process.emitWarning('This old thing is deprecated.', 'DeprecationWarning');
} else {
  const { spawn } = require('child_process');
  const child = spawn(process.execPath, [__filename, 'child']);
  child.stderr.on('data', common.mustNotCall());
  child.on('close', common.mustCall((code) => assert.strictEqual(code, 0)));
}
