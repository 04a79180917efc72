// worker_threads messages between threads: workerData, argv and env reach the worker; a
// transferred ArrayBuffer is detached here and arrives whole; a SharedArrayBuffer is the
// same memory on both sides (Atomics.wait on the main thread wakes on the worker's notify);
// a MessagePort sent to the worker carries messages both ways and its close reaches here;
// uncloneable values and detached buffers throw DataCloneError; 'exit' comes last.
'use strict';
const { Worker, MessageChannel } = require('worker_threads');
const path = require('path');
const { pathToFileURL } = require('url');

const first = new Worker(`
  const { parentPort, workerData, threadId, isMainThread } = require('worker_threads');
  console.log('hello from worker');
  parentPort.postMessage({ workerData, threadId: typeof threadId, isMainThread,
    argv: process.argv.slice(1), env: process.env.FOO, parent: process.env.PATH === undefined });
  process.exit(3);`,
{ eval: true, workerData: { a: [1n, new Map([[1, 2]]), new Date(0), /x/g] }, argv: ['x', 1],
  env: { FOO: 'bar' } });
first.on('online', () => console.log('online'));
first.on('message', (m) => console.log('message', m));
first.on('exit', (code) => {
  console.log('first exit', code, first.threadId);
  second();
});

function second() {
  const w = new Worker(pathToFileURL(path.join(__dirname, 'modules', 'worker-echo.mjs')),
    { workerData: { tag: 'T' } });
  const bytes = new Uint8Array([1, 2, 3, 4]);
  const buf = bytes.buffer;
  w.postMessage({ buf, view: new Uint16Array(buf, 0, 2) }, [buf]);
  console.log('after transfer', buf.byteLength, buf.detached, bytes.length);
  try {
    w.postMessage(() => 1);
  } catch (e) {
    console.log(e.name, e.message);
  }
  try {
    w.postMessage({ buf }, [buf]);
  } catch (e) {
    console.log(e.name, e.message);
  }
  w.on('message', (m) => {
    console.log('main got', m);
    const sab = new SharedArrayBuffer(8);
    const arr = new Int32Array(sab);
    w.postMessage({ sab });
    // 'ok' or 'not-equal' (the worker may store first): either way not a time-out.
    const waited = Atomics.wait(arr, 0, 0, 10000);
    console.log('wait', waited !== 'timed-out', arr[0]);
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (x) => {
      console.log('main port1 got', x);
      port1.postMessage('reply');
    });
    port1.on('close', () => console.log('port1 close'));
    w.postMessage({ port: port2 }, [port2]);
  });
  w.on('exit', (code) => console.log('second exit', code));
}
