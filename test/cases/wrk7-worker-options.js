// Worker options are read without a type check (primitives act as empty options, null fails), and transferList is taken as an array-like.
const { Worker } = require('worker_threads');
for (const o of [null, 'str', 5, true, []]) {
  try { new Worker('1', o); console.log('created'); } catch (e) { console.log(e.name, e.code, e.message); }
}
for (const transferList of [5, {}, 'ab', [5], null, { length: 1, 0: new ArrayBuffer(1) }]) {
  try { const w = new Worker('1', { eval: true, transferList }); console.log('created'); w.unref(); } catch (e) { console.log(e.name, e.code, e.message); }
}
