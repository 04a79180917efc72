// Port of nodejs/node test/parallel/test-async-hooks-enabledhooksexits.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';
require('../common');
const assert = require('assert');
const { createHook } = require('async_hooks');
const { enabledHooksExist } = require('internal/async_hooks');

// A hook counts while enabled, even one without callbacks; creating it is not enough.
assert.strictEqual(enabledHooksExist(), false);
const hook = createHook({});
assert.strictEqual(enabledHooksExist(), false);
hook.enable();
assert.strictEqual(enabledHooksExist(), true);
hook.disable();
assert.strictEqual(enabledHooksExist(), false);
