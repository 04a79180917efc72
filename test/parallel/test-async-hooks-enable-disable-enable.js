// Port of nodejs/node test/parallel/test-async-hooks-enable-disable-enable.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const { createHook, executionAsyncId } = require('async_hooks');

// Enabling, disabling and enabling again in one chain leaves the hooks consistent: after
// an await the function resumes outside the main script's id.
createHook({ init() {} }).enable().disable().enable();
createHook({ init() {} }).enable();

(async () => {
  const before = executionAsyncId();
  await 0;
  assert.notStrictEqual(executionAsyncId(), before);
})().then(common.mustCall());
