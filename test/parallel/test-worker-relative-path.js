// Port of test/parallel/test-worker-relative-path.js: a worker filename given as ./relative/path (resolved against the cwd) loads that file.
'use strict';
const common = require('../common');
const assert = require('assert');
const path = require('path');
const { Worker, isMainThread, parentPort } = require('worker_threads');

if (isMainThread) {
  const relative = `./${path.relative('.', __filename)}`;
  const w = new Worker(relative);
  w.on('message', common.mustCall((msg) => {
    assert.strictEqual(msg, 'Hello, world!');
  }));
} else {
  parentPort.postMessage('Hello, world!');
}
