// `worker_threads`: minirt has one JS thread; this reports the main thread and refuses to
// start workers (ERR_METHOD_NOT_IMPLEMENTED when a Worker is constructed).
'use strict';

class Worker {
  constructor() {
    const { codes } = require('internal/errors');
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED('Worker');
  }
}

module.exports = {
  isMainThread: true,
  parentPort: null,
  threadId: 0,
  workerData: null,
  resourceLimits: {},
  Worker,
  SHARE_ENV: Symbol.for('nodejs.worker_threads.SHARE_ENV'),
  markAsUntransferable() {},
  isMarkedAsUntransferable: () => false,
  getEnvironmentData: () => undefined,
  setEnvironmentData() {},
};
