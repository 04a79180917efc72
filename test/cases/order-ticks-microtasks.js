// nextTick queue before promise jobs, drained again after each macrotask; immediates in
// FIFO order with ticks and microtasks run between them.
'use strict';
console.log('sync');
setTimeout(() => {
  console.log('timeout');
  process.nextTick(() => console.log('tick in timeout'));
  Promise.resolve().then(() => console.log('micro in timeout'));
  setImmediate(() => {
    console.log('immediate A');
    process.nextTick(() => console.log('tick in immediate A'));
    Promise.resolve().then(() => console.log('micro in immediate A'));
  });
  setImmediate(() => console.log('immediate B'));
  setTimeout(() => console.log('timeout after immediates'), 0);
}, 0);
process.nextTick(() => console.log('tick 1'));
Promise.resolve().then(() => {
  console.log('micro 1');
  process.nextTick(() => console.log('tick from micro'));
});
queueMicrotask(() => console.log('queueMicrotask'));
process.nextTick((a, b) => {
  console.log('tick 2', a, b);
  Promise.resolve().then(() => console.log('micro from tick'));
}, 'x', 'y');
(async () => {
  console.log('async start');
  await null;
  console.log('after await');
})();
