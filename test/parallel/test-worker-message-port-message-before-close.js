// Port of test/parallel/test-worker-message-port-message-before-close.js: a MessagePort sent to a worker, used there for two messages and then closed, delivers both messages to the parent's end before the close (nodejs/node#22762), over many rounds.
// timeout: 300
'use strict';
const common = require('../common');
const assert = require('assert');
const { once } = require('events');
const { Worker, MessageChannel } = require('worker_threads');

// Each round hands the worker a fresh port; the race being guarded against is the close
// overtaking the last message, so many rounds are run.
const rounds = 10000;

async function main() {
  const w = new Worker(`
    require('worker_threads').parentPort.on('message', ({ port }) => {
      port.postMessage('firstMessage');
      port.postMessage('lastMessage');
      port.close();
    });
  `, { eval: true });
  for (let i = 0; i < rounds; i++) {
    const { port1, port2 } = new MessageChannel();
    w.postMessage({ port: port2 }, [port2]);
    assert.deepStrictEqual(await once(port1, 'message'), ['firstMessage']);
    assert.deepStrictEqual(await once(port1, 'message'), ['lastMessage']);
  }
  await w.terminate();
}

main().then(common.mustCall());
