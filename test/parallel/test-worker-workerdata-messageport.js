// Port of test/parallel/test-worker-workerdata-messageport.js: workerData may carry MessagePorts and a typed array whose buffer is in transferList (the buffer moves, leaving the parent's view empty); a port in workerData but missing from transferList is a DataCloneError; a transferred port works from a vm context in the worker.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, MessageChannel } = require('worker_threads');

// Worker code that does nothing: the point is that construction accepts the ports.
const idle = '"idle"';

{
  const { port1 } = new MessageChannel();
  const w = new Worker(idle, {
    eval: true, workerData: { message: port1 }, transferList: [port1],
  });
  w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
}

{
  const a = new MessageChannel();
  const b = new MessageChannel();
  const w = new Worker(idle, {
    eval: true,
    workerData: { message: a.port1, message2: b.port1 },
    transferList: [a.port1, b.port1],
  });
  w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
}

{
  const bytes = new Uint8Array([1, 2, 3, 4]);
  assert.strictEqual(bytes.length, 4);
  const w = new Worker(`
    const { parentPort, workerData } = require('worker_threads');
    parentPort.postMessage(workerData);
  `, { eval: true, workerData: bytes, transferList: [bytes.buffer] });
  w.on('message', common.mustCall((msg) => {
    assert.deepStrictEqual(msg, Uint8Array.of(1, 2, 3, 4));
  }));
  // The buffer now belongs to the worker.
  assert.strictEqual(bytes.length, 0);
  assert.strictEqual(bytes.buffer.byteLength, 0);
}

{
  const a = new MessageChannel();
  const b = new MessageChannel();
  assert.throws(() => new Worker(idle, {
    eval: true,
    workerData: { message: a.port1, message2: b.port1 },
    transferList: [],
  }), {
    constructor: DOMException,
    name: 'DataCloneError',
    code: 25,
    message: 'Object that needs transfer was found in message but not listed in ' +
      'transferList',
  });
}

{
  // A port handed to a worker and used from another vm context there (nodejs/node#49075).
  const { port1, port2 } = new MessageChannel();
  new Worker(`
    const vm = require('vm');
    const { workerData } = require('worker_threads');
    const context = vm.createContext(Object.create(null));
    context.messagePort = workerData.messagePort;
    vm.runInContext('messagePort.postMessage("Meow")', context, { displayErrors: true });
  `, { eval: true, workerData: { messagePort: port2 }, transferList: [port2] });
  // Not closed here: the worker's exit closes its end, which must let this one go too.
  port1.on('message', common.mustCall((msg) => {
    assert.strictEqual(msg, 'Meow');
  }));
}
