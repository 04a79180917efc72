// Port of nodejs/node test/parallel/test-child-process-exec-cwd.js (rewritten for minirt).
'use strict';
// The cwd option is where the shell runs, as a path string or a file: URL.
const common = require('../common');
const assert = require('assert');
const { exec } = require('child_process');
const { pathToFileURL } = require('url');

if (common.isWindows) common.skip('POSIX shell only');

exec('pwd', { cwd: '/dev' }, common.mustSucceed((stdout, stderr) => {
  assert.strictEqual(stdout, '/dev\n');
  assert.strictEqual(stderr, '');
}));
exec('pwd', { cwd: pathToFileURL('/dev') }, common.mustSucceed((stdout) => {
  assert.strictEqual(stdout, '/dev\n');
}));
