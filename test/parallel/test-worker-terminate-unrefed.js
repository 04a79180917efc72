// Port of test/parallel/test-worker-terminate-unrefed.js: terminate() on an unref()'d worker that is waiting on a long timer still stops it and resolves its promise (with the exit code 1 of a terminated worker).
'use strict';
const common = require('../common');
const assert = require('assert');
const { once } = require('events');
const { Worker } = require('worker_threads');

(async () => {
  const w = new Worker('setTimeout(() => {}, 1000000);', { eval: true });
  await once(w, 'online');
  w.unref();
  const exited = once(w, 'exit');
  assert.strictEqual(await w.terminate(), 1);
  assert.deepStrictEqual(await exited, [1]);
})().then(common.mustCall());
