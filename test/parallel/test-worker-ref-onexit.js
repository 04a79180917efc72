// Port of test/parallel/test-worker-ref-onexit.js: an unref()'d worker that would run forever does not keep the process alive, and its 'exit' event is never emitted.
'use strict';
const common = require('../common');
const { Worker } = require('worker_threads');

// setInterval keeps the worker busy past the end of the parent's last turn.
const w = new Worker('setInterval(() => {}, 100);', { eval: true });
w.unref();
w.on('exit', common.mustNotCall());
