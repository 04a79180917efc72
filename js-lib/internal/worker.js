// internal/worker — the internals Node's tests reach under --expose-internals: the Worker
// class and assignEnvironmentData, which fills this thread's environment data from a Map
// (a worker's start-up does the same with what its parent had).
'use strict';

const child = require('internal/worker/child');

function assignEnvironmentData(data) {
  if (data === undefined) return;
  data.forEach((value, key) => {
    child.environmentData.set(key, value);
  });
}

module.exports = {
  assignEnvironmentData,
  get Worker() {
    return require('worker_threads').Worker;
  },
  get isMainThread() {
    return child.isMainThread;
  },
  get threadId() {
    return child.threadId;
  },
};
