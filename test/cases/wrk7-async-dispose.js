// worker[Symbol.asyncDispose]() terminates the worker and resolves with undefined.
const { Worker } = require('worker_threads');
const w = new Worker('setInterval(() => {}, 1000); require("worker_threads").parentPort.postMessage("up")', { eval: true });
w.on('message', async () => {
  const r = await w[Symbol.asyncDispose]();
  console.log('disposed', r);
});
w.on('exit', (c) => console.log('exit', c));
