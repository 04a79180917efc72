// An 'error' from a worker with no listener is an uncaught exception in the parent, and the worker's 'exit' still follows.
const { Worker } = require('worker_threads');
const seen = [];
process.on('uncaughtException', (e) => seen.push(`uncaught ${e.constructor.name} ${e.message}`));
const w = new Worker('throw new SyntaxError("from worker")', { eval: true });
w.on('exit', (code) => seen.push(`exit ${code}`));
// The two come from separate events whose order is not fixed.
process.on('exit', () => console.log(seen.sort()));
