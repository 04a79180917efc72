// Port of test/parallel/test-worker-syntax-error-file.js: a worker file that does not parse makes the worker emit a SyntaxError as 'error' and no 'message'.
'use strict';
const common = require('../common');
const fixtures = require('../common/fixtures');
const assert = require('assert');
const { Worker } = require('worker_threads');

const w = new Worker(fixtures.path('worker-bad-syntax.js'));
w.on('message', common.mustNotCall());
w.on('error', common.mustCall((err) => {
  assert.strictEqual(err.constructor, SyntaxError);
  assert.strictEqual(err.name, 'SyntaxError');
}));
w.on('exit', common.mustCall((code) => assert.strictEqual(code, 1)));
