// Port of test/parallel/test-worker-terminate-timers.js: terminate() stops a worker that is spinning forever inside a setTimeout, setImmediate or setInterval callback.
'use strict';
const common = require('../common');
const { Worker } = require('worker_threads');

for (const timer of ['setTimeout', 'setImmediate', 'setInterval']) {
  const w = new Worker(`
    ${timer}(() => {
      require('worker_threads').parentPort.postMessage(${JSON.stringify(timer)});
      while (true);
    });
  `, { eval: true });
  w.on('message', common.mustCallAtLeast(() => w.terminate()));
  w.on('exit', common.mustCall());
}
