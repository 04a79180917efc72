// Port of nodejs/node test/parallel/test-async-hooks-enable-disable.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const { createHook } = require('async_hooks');

// Enabled twice and disabled three times before the loop starts: the hook saw the one
// Immediate made while it was on, and nothing after.
const hook = createHook({
  init: common.mustCall(1),
  before: common.mustNotCall(),
  after: common.mustNotCall(),
  destroy: common.mustNotCall(),
});

for (let i = 0; i < 2; i++) assert.strictEqual(hook.enable(), hook);
setImmediate(common.mustCall());
for (let i = 0; i < 3; i++) assert.strictEqual(hook.disable(), hook);
