// Port of test/parallel/test-worker-execargv-invalid.js: execArgv must be an array (ERR_INVALID_ARG_TYPE), and options a worker cannot take, given in execArgv or in the env's NODE_OPTIONS, throw ERR_WORKER_INVALID_EXEC_ARGV.
'use strict';
require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

for (const execArgv of ['hello', 6]) {
  assert.throws(() => new Worker(__filename, { execArgv }), {
    name: 'TypeError',
    code: 'ERR_INVALID_ARG_TYPE',
  });
}

const invalid = { name: 'Error', code: 'ERR_WORKER_INVALID_EXEC_ARGV' };
// An unknown flag, and two real flags that are per-process only.
for (const flag of ['--foo', '--title=blah', '--redirect-warnings']) {
  assert.throws(() => new Worker(__filename, { execArgv: [flag] }), invalid, flag);
}
assert.throws(() => new Worker(__filename, {
  env: { NODE_OPTIONS: '--nonexistent-options' },
}), invalid);
