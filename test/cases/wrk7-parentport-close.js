// Closing parentPort inside a worker emits 'close' there; the worker's later output and exit still reach the parent.
const { Worker } = require('worker_threads');
const w = new Worker(`const { parentPort } = require('worker_threads');
parentPort.on('close', () => console.log('parentPort close'));
parentPort.postMessage('before close');
parentPort.close();
process.on('exit', () => console.log('worker exit event'));`, { eval: true });
w.on('message', (m) => console.log('message', m));
w.on('exit', (c) => console.log('exit', c));
