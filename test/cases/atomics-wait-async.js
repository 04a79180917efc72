// Atomics.waitAsync: a wait that times out settles 'timed-out', one woken by Atomics.notify
// (on this thread or from a worker) settles 'ok' and is counted by notify, a value that
// differs gives 'not-equal' at once; waits keep nothing alive (an interval does here), so
// one nobody will end does not hold the process.
'use strict';
const { Worker } = require('worker_threads');

const sab = new SharedArrayBuffer(16);
const a = new Int32Array(sab);

const differs = Atomics.waitAsync(a, 0, 1);
console.log('not-equal:', differs.async, differs.value);
const zero = Atomics.waitAsync(a, 0, 0, 0);
console.log('zero timeout:', zero.async, zero.value);

const keepAlive = setInterval(() => {}, 1000);
const timed = Atomics.waitAsync(a, 0, 0, 10);
console.log('timed async:', timed.async);
timed.value.then((v) => {
  console.log('timed:', v);
  const woken = Atomics.waitAsync(a, 1, 0);
  woken.value.then((w) => {
    console.log('woken here:', w);
    const fromWorker = Atomics.waitAsync(a, 2, 0, 10000);
    const byWorker = fromWorker.value.then((x) => console.log('woken by a worker:', x));
    new Worker(`
      const { workerData } = require('worker_threads');
      const a = new Int32Array(workerData);
      setTimeout(() => { Atomics.store(a, 2, 1); Atomics.notify(a, 2); }, 20);
    `, { eval: true, workerData: sab }).on('exit', () => {
      byWorker.then(() => {
        // Never notified: the process still ends.
        Atomics.waitAsync(a, 3, 0);
        console.log('worker exited');
        clearInterval(keepAlive);
      });
    });
  });
  setTimeout(() => console.log('notify counted:', Atomics.notify(a, 1)), 5);
});
