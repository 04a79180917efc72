// worker.terminate() ends a worker blocked in Atomics.wait (worker pools such as piscina
// and tinypool idle there between tasks), and a wait there still wakes on notify, times
// out and reports 'not-equal' as before.
'use strict';
const { Worker } = require('worker_threads');

const sab = new SharedArrayBuffer(8);
const cells = new Int32Array(sab);
const worker = new Worker(`
  const { workerData, parentPort } = require('worker_threads');
  const cells = new Int32Array(workerData);
  parentPort.postMessage(['not-equal?', Atomics.wait(cells, 0, 1, 1000)]);
  parentPort.postMessage(['timed-out?', Atomics.wait(cells, 0, 0, 120)]);
  parentPort.postMessage(['ready']);
  parentPort.postMessage(['woken?', Atomics.wait(cells, 1, 0)]);
  parentPort.postMessage(['idle']);
  Atomics.wait(cells, 0, 0);
  parentPort.postMessage(['never']);
`, { eval: true, workerData: sab });

worker.on('message', ([what, result]) => {
  console.log(what, result === undefined ? '' : result);
  if (what === 'ready') {
    setTimeout(() => {
      Atomics.store(cells, 1, 1);
      Atomics.notify(cells, 1);
    }, 100);
  } else if (what === 'idle') {
    setTimeout(() => worker.terminate().then((code) => console.log('terminated', code)), 100);
  }
});
worker.on('exit', (code) => console.log('exit', code));
