// Port of test/parallel/test-worker-process-env.js: a worker gets a copy of process.env taken when it is created, its own changes stay private, `env: {...}` replaces the copy (values stringified), a bad `env` throws, and child processes spawned from a worker inherit the worker's env.
'use strict';
const common = require('../common');
const assert = require('assert');
const child_process = require('child_process');
const { Worker, workerData } = require('worker_threads');

const role = workerData || process.argv[2] || 'parent';

if (role === 'parent') {
  process.env.SET_IN_PARENT = 'set';
  new Worker(__filename, { workerData: 'copy' })
    .on('exit', common.mustCall((code) => {
      assert.strictEqual(code, 0);
      // The worker wrote only to its own copy.
      assert.strictEqual(process.env.SET_IN_WORKER, undefined);
    }));
  // Set after the worker was created, so its copy must not have it.
  process.env.SET_IN_PARENT_AFTER_CREATION = 'set';

  new Worker(__filename, { workerData: 'replaced', env: { MANUALLY_SET: true } })
    .on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));

  assert.throws(() => new Worker(__filename, { env: 42 }), {
    name: 'TypeError',
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'The "options.env" property must be of type object or one of ' +
      'undefined, null, or worker_threads.SHARE_ENV. Received type number (42)',
  });
} else if (role === 'copy') {
  assert.strictEqual(process.env.SET_IN_PARENT, 'set');
  assert.strictEqual(process.env.SET_IN_PARENT_AFTER_CREATION, undefined);
  process.env.SET_IN_WORKER = 'set';
  assert.strictEqual(process.env.SET_IN_WORKER, 'set');

  // The worker's env object keeps the same rules as the main thread's.
  assert.throws(() => {
    Object.defineProperty(process.env, 'DEFINED_IN_WORKER', { value: 42 });
  }, {
    name: 'TypeError',
    code: 'ERR_INVALID_OBJECT_DEFINE_PROPERTY',
    message: "'process.env' only accepts a configurable, writable, and " +
      'enumerable data descriptor',
  });

  const child = child_process.spawnSync(process.execPath, [__filename, 'grandchild']);
  assert.strictEqual(child.stderr.toString(), '');
  assert.strictEqual(child.status, 0);
} else if (role === 'replaced') {
  assert.deepStrictEqual(Object.keys(process.env), ['MANUALLY_SET']);
  assert.strictEqual(process.env.MANUALLY_SET, 'true');
} else {
  // 'grandchild': a process spawned by the worker sees the worker's env, not the
  // parent process's.
  assert.strictEqual(role, 'grandchild');
  assert.strictEqual(process.env.SET_IN_PARENT, 'set');
  assert.strictEqual(process.env.SET_IN_WORKER, 'set');
}
