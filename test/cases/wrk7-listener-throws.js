// A throwing 'message' listener on a Worker is an uncaught exception; later messages and the exit are still delivered.
const { Worker } = require('worker_threads');
process.on('uncaughtException', (e) => console.log('uncaught', e.message));
const w = new Worker('const p = require("worker_threads").parentPort; p.postMessage(1); p.postMessage(2);', { eval: true });
w.on('message', (m) => { console.log('msg', m); if (m === 1) throw new Error('from listener'); });
w.on('exit', (c) => console.log('exit', c));
