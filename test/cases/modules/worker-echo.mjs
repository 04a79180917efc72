// Worker for the worker-messages case: sums transferred buffers, writes into a shared
// buffer, answers over a MessagePort it is sent.
import { parentPort, workerData } from 'node:worker_threads';

parentPort.on('message', (m) => {
  if (m.port) {
    m.port.postMessage(`via transferred port ${workerData.tag}`);
    m.port.on('message', (x) => {
      console.log('worker port got', x);
      m.port.close();
      parentPort.close();
    });
    return;
  }
  if (m.sab) {
    const arr = new Int32Array(m.sab);
    Atomics.store(arr, 0, 42);
    Atomics.notify(arr, 0);
    return;
  }
  const u = new Uint8Array(m.buf);
  parentPort.postMessage({ sum: u.reduce((a, b) => a + b, 0), len: m.buf.byteLength, view: m.view });
});
