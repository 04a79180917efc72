// Port of test/parallel/test-worker-type-check.js: new Worker() with a filename that is neither a string nor a URL throws ERR_INVALID_ARG_TYPE with Node's exact message.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker } = require('worker_threads');

for (const bad of [undefined, null, false, 0, Symbol('test'), {}, [], () => {}]) {
  assert.throws(() => new Worker(bad), {
    name: 'TypeError',
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'The "filename" argument must be of type string or an instance of URL.' +
      common.invalidArgTypeHelper(bad),
  });
}
