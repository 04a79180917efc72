// queueMicrotask: FIFO with promise reactions, after the current nextTick queue, before
// timers and immediates; a throwing microtask is an uncaught exception (seen here by an
// 'uncaughtException' handler) and the microtasks after it still run; bad arguments throw
// ERR_INVALID_ARG_TYPE synchronously.
'use strict';
const log = [];
process.on('uncaughtException', (err) => log.push(`uncaught ${err.message}`));
setTimeout(() => log.push('timeout'), 0);
setImmediate(() => {
  log.push('immediate');
  console.log(log.join('\n'));
});
Promise.resolve().then(() => log.push('promise 1'));
queueMicrotask(() => {
  log.push('microtask 1');
  queueMicrotask(() => log.push('microtask nested'));
  Promise.resolve().then(() => log.push('promise nested'));
  process.nextTick(() => log.push('tick from microtask'));
});
process.nextTick(() => log.push('tick 1'));
queueMicrotask(() => {
  throw new Error('boom');
});
queueMicrotask(() => log.push('microtask after throw'));
Promise.resolve().then(() => log.push('promise 2'));
queueMicrotask(function named() {
  log.push(`this is ${this}, args ${arguments.length}`);
});
for (const bad of [undefined, 1, 'f', {}]) {
  try {
    queueMicrotask(bad);
  } catch (e) {
    log.push(`${e.code}: ${e.message}`);
  }
}
log.push('sync end');
