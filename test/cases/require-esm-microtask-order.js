// require() of an ES module runs no pending promise reactions of its caller: they run
// after the synchronous code, in Node's order (ticks, then microtasks).
'use strict';
Promise.resolve().then(() => console.log('microtask'));
process.nextTick(() => console.log('tick'));
const m = require('./modules/esm-lib.mjs');
console.log('after require', typeof m);
