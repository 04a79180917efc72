// Port of test/parallel/test-worker-load-file-with-extension-other-than-js.js: a Worker can be started on a file whose extension is not .js (a .ts file, run with its types stripped).
'use strict';
const common = require('../common');
const fixtures = require('../common/fixtures');
const assert = require('assert');
const { Worker } = require('worker_threads');

const w = new Worker(fixtures.path('worker-script.ts'));
w.on('error', common.mustNotCall());
w.on('message', common.mustCall((msg) => assert.strictEqual(msg, 'Hello, world!')));
w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
