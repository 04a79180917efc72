// Port of nodejs/node test/parallel/test-worker-message-channel.js (rewritten for minirt):
// transferred buffers, closing, a port handed to a listener in this thread and to a Worker,
// and the queue read synchronously.
'use strict';
const common = require('../common');
const assert = require('assert');
const { MessageChannel, MessagePort, receiveMessageOnPort, Worker } = require('worker_threads');

{
  // A typed array arrives as an equal copy.
  const channel = new MessageChannel();
  channel.port1.on('message', common.mustCall(({ typedArray }) => {
    assert.deepStrictEqual(typedArray, new Uint8Array([0, 1, 2, 3, 4]));
  }));
  const typedArray = new Uint8Array([0, 1, 2, 3, 4]);
  channel.port2.postMessage({ typedArray }, [typedArray.buffer]);
  assert.strictEqual(typedArray.buffer.byteLength, 0);
  assert.strictEqual(typedArray.buffer.detached, true);
  channel.port2.close();
}

{
  // Closing one end closes both.
  const channel = new MessageChannel();
  channel.port1.on('close', common.mustCall());
  channel.port2.on('close', common.mustCall());
  channel.port2.close();
}

{
  // A port listed in the transfer list arrives as a working MessagePort.
  const channel = new MessageChannel();
  const carrier = new MessageChannel();
  carrier.port2.on('message', common.mustCall(({ port }) => {
    assert(port instanceof MessagePort);
    assert.notStrictEqual(port, channel.port2);
    port.postMessage('works');
    carrier.port2.close();
  }));
  carrier.port1.postMessage({ port: channel.port2 }, [channel.port2]);
  assert(channel.port1 instanceof MessagePort);
  assert(channel.port2 instanceof MessagePort);
  channel.port1.on('message', common.mustCall((message) => {
    assert.strictEqual(message, 'works');
    channel.port1.close();
  }));
}

{
  // Messages wait in the queue until read synchronously or a listener starts the port.
  const { port1, port2 } = new MessageChannel();
  port1.postMessage({ n: 1 });
  port1.postMessage({ n: 2 });
  assert.deepStrictEqual(receiveMessageOnPort(port2), { message: { n: 1 } });
  port2.onmessage = common.mustCall(({ data }) => {
    assert.deepStrictEqual(data, { n: 2 });
    port2.close();
  });
  assert.throws(() => port1.postMessage(() => {}), { name: 'DataCloneError' });
  assert.throws(() => port1.postMessage({ p: port2 }), { name: 'DataCloneError' });
  assert.throws(() => receiveMessageOnPort({}), { code: 'ERR_INVALID_ARG_TYPE' });
}

{
  // A port sent to a Worker works from its thread; terminate() ends the worker, whose end
  // of the channel then closes here too.
  const channel = new MessageChannel();
  const w = new Worker(`
    const { MessagePort, parentPort } = require('worker_threads');
    parentPort.on('message', ({ port }) => {
      if (!(port instanceof MessagePort)) throw new Error('not a MessagePort');
      port.postMessage('works');
    });
  `, { eval: true });
  w.postMessage({ port: channel.port2 }, [channel.port2]);
  channel.port1.on('message', common.mustCall((message) => {
    assert.strictEqual(message, 'works');
    w.terminate().then(common.mustCall((code) => assert.strictEqual(code, 1)));
  }));
  channel.port1.on('close', common.mustCall());
}
