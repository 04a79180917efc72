// performance.eventLoopUtilization() on the main thread and worker.performance
// .eventLoopUtilization() from the parent: time spent waiting for a timer counts as idle,
// a busy loop as active, and a worker's figures are zeros before it starts and after 'exit'.
'use strict';
const { performance } = require('perf_hooks');
const { Worker } = require('worker_threads');

function busy(ms) {
  const t = Date.now();
  while (Date.now() - t < ms);
}

const start = performance.eventLoopUtilization();
console.log('keys', Object.keys(start).join(','));
setTimeout(() => {
  busy(100);
  setTimeout(() => {
    const u = performance.eventLoopUtilization(start);
    console.log('main idle counted', u.idle >= 150);
    console.log('main active counted', u.active >= 90);
    console.log('main utilization between', u.utilization > 0.1 && u.utilization < 0.8);
    console.log('nodeTiming.idleTime', performance.nodeTiming.idleTime >= 150);
    const d = performance.eventLoopUtilization(u, start);
    console.log('difference of two', Math.abs(d.idle - (u.idle - start.idle)) < 1e-9 &&
      Math.abs(d.active - (u.active - start.active)) < 1e-9);
    startWorker();
  }, 200);
}, 10);

function startWorker() {
  const w = new Worker('setTimeout(() => {}, 5000);', { eval: true });
  console.log('own performance key', Object.keys(w).includes('performance'));
  console.log('bound name', w.performance.eventLoopUtilization.name);
  console.log('before online', JSON.stringify(w.performance.eventLoopUtilization()));
  w.on('online', () => {
    setTimeout(() => {
      const u = w.performance.eventLoopUtilization();
      console.log('worker idle while its timer waits', u.idle >= 200);
      console.log('worker utilization below half', u.utilization < 0.5);
      w.terminate();
    }, 900);
  });
  w.on('exit', () => {
    console.log('after exit', JSON.stringify(w.performance.eventLoopUtilization()));
  });
}
