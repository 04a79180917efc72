// The AsyncLocalStorage store seen by 'uncaughtException' listeners for a throwing
// queueMicrotask callback, and by 'unhandledRejection' listeners for a promise rejected by
// a throwing .then() handler or async function: the store of the code that threw. A handled
// throw leaves nothing behind for a later rejection made outside any store.
'use strict';
const { AsyncLocalStorage } = require('async_hooks');

const als = new AsyncLocalStorage();
const seen = [];
process.on('uncaughtException', (e) => seen.push(`uncaught ${e.message}: ${als.getStore()}`));
process.on('unhandledRejection', (e) => seen.push(`unhandled ${e.message}: ${als.getStore()}`));

als.run('A', () => {
  queueMicrotask(() => { throw new Error('microtask'); });
  Promise.resolve().then(() => { throw new Error('then'); });
  (async () => { await null; throw new Error('async'); })();
});
als.run('B', () => {
  Promise.resolve().then(() => { throw new Error('caught'); }).catch(() => {});
});
setTimeout(() => {
  Promise.reject(new Error('outside'));
  queueMicrotask(() => { throw new Error('plain microtask'); });
}, 5);
setTimeout(() => {
  for (const line of seen.sort()) console.log(line);
  console.log('store after:', als.getStore());
}, 30);
