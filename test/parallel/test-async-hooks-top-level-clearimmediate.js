// Port of nodejs/node test/parallel/test-async-hooks-top-level-clearimmediate.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const { createHook } = require('async_hooks');

// An Immediate cleared in the main script never runs, yet its init (triggered by the main
// script, id 1) and its destroy are both emitted, the destroy before the process exits.
let initId;
let initResource;
createHook({
  init: common.mustCall((asyncId, type, triggerAsyncId, resource) => {
    assert.strictEqual(type, 'Immediate');
    assert.strictEqual(triggerAsyncId, 1);
    initId = asyncId;
    initResource = resource;
  }),
  before: common.mustNotCall(),
  after: common.mustNotCall(),
  destroy: common.mustCall((asyncId) => assert.strictEqual(asyncId, initId)),
}).enable();

const immediate = setImmediate(common.mustNotCall());
assert.strictEqual(initResource, immediate);
clearImmediate(immediate);
