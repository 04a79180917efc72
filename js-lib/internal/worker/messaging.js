// internal/worker/messaging — postMessageToThread() and the 'workerMessage' event. Every
// worker gets, at its start, one end of a channel whose other end the main thread keeps
// under the worker's threadId (a worker that starts another hands that end up its parent
// chain). A message goes to the main thread, which passes it on to the destination's end,
// together with a reply port on which the destination says whether a 'workerMessage'
// listener took it.
'use strict';

const child = require('internal/worker/child');

// Main thread: threadId -> the main thread's end of that thread's channel.
const registry = new Map();
// In a worker: how a record reaches the parent (set up by child.start).
let toParent;

function lazyCodes() {
  return require('internal/errors').codes;
}

function register(threadId, port) {
  if (!child.isMainThread) {
    toParent({ what: 'register', threadId, port }, [port]);
    return;
  }
  registry.set(threadId, port);
  port.on('close', () => {
    if (registry.get(threadId) === port) registry.delete(threadId);
  });
  port.unref();
}

function answer(reply, result) {
  try {
    reply.postMessage(result);
  } finally {
    reply.close();
  }
}

// The destination's side: 'workerMessage' listeners run, and the sender hears how it went.
function receive(envelope) {
  const { value, source, reply } = envelope;
  if (process.listenerCount('workerMessage') === 0) {
    answer(reply, 'failed');
    return;
  }
  try {
    process.emit('workerMessage', value, source);
  } catch {
    answer(reply, 'errored');
    return;
  }
  answer(reply, 'ok');
}

// Main thread: hands an envelope to its destination.
function route(envelope) {
  if (envelope.destination === child.threadId) {
    receive(envelope);
    return;
  }
  const port = registry.get(envelope.destination);
  if (port === undefined) {
    answer(envelope.reply, 'failed');
    return;
  }
  port.postMessage(envelope, [...envelope.transfer, envelope.reply]);
}

// What came from a worker below this thread (a registration or an envelope on its way to
// the main thread).
function fromChild(record) {
  if (record.what === 'register') register(record.threadId, record.port);
  else if (child.isMainThread) route(record.envelope);
  else toParent(record, [...record.envelope.transfer, record.envelope.reply]);
}

// A worker's own end: envelopes for this thread.
function attachWorkerPort(port, post) {
  toParent = post;
  port.on('message', receive);
  port.unref();
}

async function postMessageToThread(threadId, value, transferList, timeout) {
  const { validateNumber, validateInteger } = require('internal/validators');
  const codes = lazyCodes();
  if (typeof transferList === 'number' && timeout === undefined) {
    timeout = transferList;
    transferList = [];
  }
  if (timeout !== undefined) validateNumber(timeout, 'timeout', 0);
  validateInteger(threadId, 'threadId', 0);
  if (threadId === child.threadId) throw new codes.ERR_WORKER_MESSAGING_SAME_THREAD();
  const transfer = transferList === undefined || transferList === null ? [] :
    Array.prototype.slice.call(Object(transferList));
  const { MessageChannel } = require('internal/worker/io');
  const { port1, port2 } = new MessageChannel();
  const envelope = { destination: threadId, source: child.threadId, value, transfer, reply: port2 };
  const { promise, resolve, reject } = Promise.withResolvers();
  let timer;
  const settle = (result) => {
    if (timer !== undefined) clearTimeout(timer);
    port1.close();
    if (result === 'ok') resolve();
    else if (result === 'errored') reject(new codes.ERR_WORKER_MESSAGING_ERRORED());
    else if (result === 'timeout') reject(new codes.ERR_WORKER_MESSAGING_TIMEOUT());
    else reject(new codes.ERR_WORKER_MESSAGING_FAILED());
  };
  let settled = false;
  const once = (result) => {
    if (settled) return;
    settled = true;
    settle(result);
  };
  port1.on('message', once);
  // The destination went away without answering.
  port1.on('close', () => once('failed'));
  if (timeout !== undefined) timer = setTimeout(() => once('timeout'), timeout);
  if (child.isMainThread) route(envelope);
  else toParent({ what: 'route', envelope }, [...transfer, port2]);
  return promise;
}

module.exports = { register, fromChild, attachWorkerPort, postMessageToThread };
