// Port of nodejs/node test/parallel/test-async-hooks-close-during-destroy.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const { AsyncResource, createHook } = require('async_hooks');

// A destroy hook that destroys another resource: that second destroy is still emitted
// (in the same pass, before the process exits), and each resource is destroyed once.
const ours = new Set();
let destroyCount = 0;
let second;

createHook({
  init: common.mustCallAtLeast((asyncId, type) => {
    if (type === 'two_resources') ours.add(asyncId);
  }, 2),
  destroy: common.mustCallAtLeast((asyncId) => {
    if (!ours.has(asyncId)) return;
    destroyCount++;
    assert.ok(destroyCount <= 2, 'a resource was destroyed twice');
    if (destroyCount === 1) second.emitDestroy();
  }, 2),
}).enable();

const first = new AsyncResource('two_resources');
second = new AsyncResource('two_resources');
first.emitDestroy();

process.on('exit', () => assert.strictEqual(destroyCount, 2));
