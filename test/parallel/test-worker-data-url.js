// Port of test/parallel/test-worker-data-url.js: Workers start from data: URLs as ES modules — empty and export-only modules and top-level await run cleanly; a non-JavaScript MIME type, CommonJS module.exports and a rejected top-level await are 'error's; a top-level await that never settles exits with 13.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

const start = (source) => new Worker(new URL(`data:${source}`));

start('text/javascript,').on('error', common.mustNotCall());
start('text/javascript,export{}').on('error', common.mustNotCall());
start('text/plain,').on('error', common.mustCall());
// The data: module is ESM, where `module` is not defined.
start('text/javascript,module.exports={}').on('error', common.mustCall());
start('text/javascript,await Promise.resolve()').on('error', common.mustNotCall());
start('text/javascript,await Promise.reject()').on('error', common.mustCall());
start('text/javascript,await new Promise(()=>{})')
  .on('exit', common.mustCall((code) => assert.strictEqual(code, 13)));
