// An uncaughtException listener runs in the AsyncLocalStorage context of the timer callback that threw; the loop is outside it afterwards.
const { AsyncLocalStorage } = require('async_hooks');
const als = new AsyncLocalStorage();
process.on('uncaughtException', (e) => console.log('uncaught store', als.getStore(), e.message));
als.run('A', () => { setTimeout(() => { console.log('in timer', als.getStore()); throw new Error('x'); }, 1); });
setTimeout(() => console.log('later store', als.getStore()), 20);
