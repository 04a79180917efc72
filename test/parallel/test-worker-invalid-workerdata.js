// Port of test/parallel/test-worker-invalid-workerdata.js: workerData that cannot be cloned (a function) makes the Worker constructor throw a DataCloneError, and leaves nothing keeping the process alive (nodejs/node#22736).
'use strict';
require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

// The file need not exist: cloning workerData fails before anything is loaded.
assert.throws(() => {
  new Worker('./worker.js', { workerData: { fn: () => {} } });
}, /DataCloneError/);
// If the failed worker kept a handle open, this test would hang here to its timeout.
