// Port of nodejs/node test/parallel/test-worker-message-channel.js (rewritten for minirt).
// minirt has no Worker threads, so the port handed over to a worker is handed over to a
// listener in this thread instead; the check that a transferred ArrayBuffer is left
// detached needs ArrayBuffer.prototype.transfer, which the engine lacks, and is left out.
'use strict';
const common = require('../common');
const assert = require('assert');
const { MessageChannel, MessagePort, receiveMessageOnPort } = require('worker_threads');

{
  // A typed array arrives as an equal copy.
  const channel = new MessageChannel();
  channel.port1.on('message', common.mustCall(({ typedArray }) => {
    assert.deepStrictEqual(typedArray, new Uint8Array([0, 1, 2, 3, 4]));
  }));
  const typedArray = new Uint8Array([0, 1, 2, 3, 4]);
  channel.port2.postMessage({ typedArray }, [typedArray.buffer]);
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
