// Port of test/parallel/test-worker-environmentdata.js: setEnvironmentData values (set, then deleted by passing no value) are copied into a worker when it is created, later changes in the parent do not reach it, and the copy is passed on to a worker started by that worker.
'use strict';
const common = require('../common');
const assert = require('assert');
const {
  Worker, getEnvironmentData, setEnvironmentData, threadId,
} = require('worker_threads');

// Upstream also calls the internal assignEnvironmentData(undefined); minirt has no such
// internal, and the public effect checked (no undefined key appears) is kept below.
if (!process.env.WORKER_ENVDATA_CHILD) {
  process.env.WORKER_ENVDATA_CHILD = '1';
  setEnvironmentData('foo', 'bar');
  setEnvironmentData('hello', { value: 'world' });
  setEnvironmentData(1, 2);
  assert.strictEqual(getEnvironmentData(1), 2);
  // Deleted before the worker starts: the worker must not see it.
  setEnvironmentData(1);
  assert.strictEqual(getEnvironmentData(1), undefined);
  const w = new Worker(__filename);
  // Deleted after the worker was created: the worker keeps its copy.
  setEnvironmentData('hello');
  assert.strictEqual(getEnvironmentData('hello'), undefined);
  w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
} else {
  assert.strictEqual(getEnvironmentData('foo'), 'bar');
  assert.deepStrictEqual(getEnvironmentData('hello'), { value: 'world' });
  assert.strictEqual(getEnvironmentData(1), undefined);
  assert.strictEqual(getEnvironmentData(undefined), undefined);
  // One more level: a worker's own worker inherits the same data.
  if (threadId <= 2) new Worker(__filename);
}
