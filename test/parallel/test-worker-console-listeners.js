// Port of test/parallel/test-worker-console-listeners.js: starting as many workers as EventEmitter.defaultMaxListeners (each forwarding its output to the parent's stdout) raises no MaxListeners warning, and console.log in their 'exit' listeners works.
'use strict';
const common = require('../common');
const EventEmitter = require('events');
const { Worker, isMainThread } = require('worker_threads');

if (isMainThread) {
  process.on('warning', common.mustNotCall('unexpected warning'));
  for (let i = 0; i < EventEmitter.defaultMaxListeners; i++) {
    new Worker(__filename).on('exit', common.mustCall(() => {
      console.log('a');
    }));
  }
}
