// `worker_threads` as seen from the main thread: message channels and broadcast channels
// within this thread (internal/worker/io), the Web Locks manager (internal/worker/locks),
// environment data, the (un)cloneable and untransferable marks, and postMessageToThread,
// which has no other thread to reach. minirt runs one JS thread: constructing a Worker
// throws ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

const io = require('internal/worker/io');

class Worker {
  constructor(filename, options = {}) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED('Worker');
  }
}

// Values shared with workers started later; kept as given in this thread, as in Node.
const environmentData = new Map();

function setEnvironmentData(key, value) {
  if (value === undefined) environmentData.delete(key);
  else environmentData.set(key, value);
}

function getEnvironmentData(key) {
  return environmentData.get(key);
}

const threadId = 0;

async function postMessageToThread(threadId_, value, transferList, timeout) {
  const { codes } = require('internal/errors');
  if (timeout !== undefined) require('internal/validators').validateNumber(timeout, 'timeout');
  if (threadId_ === threadId) throw new codes.ERR_WORKER_MESSAGING_SAME_THREAD();
  // No other thread exists to receive it.
  throw new codes.ERR_WORKER_MESSAGING_FAILED();
}

module.exports = {
  isInternalThread: false,
  isMainThread: true,
  MessagePort: io.MessagePort,
  MessageChannel: io.MessageChannel,
  markAsUncloneable: io.markAsUncloneable,
  markAsUntransferable: io.markAsUntransferable,
  isMarkedAsUntransferable: io.isMarkedAsUntransferable,
  moveMessagePortToContext: io.moveMessagePortToContext,
  receiveMessageOnPort: io.receiveMessageOnPort,
  resourceLimits: {},
  postMessageToThread,
  threadId,
  threadName: '',
  SHARE_ENV: Symbol.for('nodejs.worker_threads.SHARE_ENV'),
  Worker,
  parentPort: null,
  workerData: null,
  BroadcastChannel: io.BroadcastChannel,
  setEnvironmentData,
  getEnvironmentData,
};

// The lock manager loads on first use.
let locks;
Object.defineProperty(module.exports, 'locks', {
  __proto__: null,
  enumerable: true,
  configurable: true,
  get() {
    locks ??= require('internal/worker/locks').locks;
    return locks;
  },
  set(value) {
    locks = value;
  },
});
