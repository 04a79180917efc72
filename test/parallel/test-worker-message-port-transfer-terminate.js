// Port of test/parallel/test-worker-message-port-transfer-terminate.js: terminating workers right after posting them a MessagePort in the transfer list does not crash the process.
'use strict';
require('../common');
const { Worker, MessageChannel } = require('worker_threads');

for (let i = 0; i < 10; i++) {
  const w = new Worker("require('worker_threads').parentPort.on('message', () => {})",
                       { eval: true });
  setImmediate(() => {
    const { port1 } = new MessageChannel();
    w.postMessage({ port: port1 }, [port1]);
    w.terminate();
  });
}
