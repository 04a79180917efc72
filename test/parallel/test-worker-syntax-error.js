// Port of test/parallel/test-worker-syntax-error.js: eval source that does not parse makes the worker emit a SyntaxError as 'error' and no 'message'.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

const w = new Worker('abc)', { eval: true });
w.on('message', common.mustNotCall());
w.on('error', common.mustCall((err) => {
  // The error is rebuilt in this thread; it must be this realm's SyntaxError.
  assert.strictEqual(err.constructor, SyntaxError);
  assert.strictEqual(err.name, 'SyntaxError');
}));
w.on('exit', common.mustCall((code) => assert.strictEqual(code, 1)));
