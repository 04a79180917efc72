'use strict';
// The `node:test` module (reachable only with the node: scheme): test() itself, carrying
// describe/it/suite, the hooks, run(), getTestContext, and lazily built mock, snapshot and
// assert helpers. The machinery lives in internal/test_runner/.

const {
  after, afterEach, before, beforeEach, getTestContext, suite, test,
} = require('internal/test_runner/harness');

let lazyMock;
let lazyRun;

function run(...args) {
  lazyRun ??= require('internal/test_runner/runner').run;
  return Reflect.apply(lazyRun, undefined, args);
}

module.exports = test;
Object.assign(module.exports, {
  after,
  afterEach,
  before,
  beforeEach,
  describe: suite,
  getTestContext,
  it: test,
  run,
  suite,
  test,
});

Object.defineProperty(module.exports, 'mock', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() {
    if (lazyMock === undefined) {
      const { MockTracker } = require('internal/test_runner/mock/mock');
      lazyMock = new MockTracker();
    }
    return lazyMock;
  },
});

Object.defineProperty(module.exports, 'snapshot', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() {
    const { setDefaultSnapshotSerializers, setResolveSnapshotPath } =
      require('internal/test_runner/snapshot');
    return { __proto__: null, setDefaultSnapshotSerializers, setResolveSnapshotPath };
  },
});

Object.defineProperty(module.exports, 'assert', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() {
    const { register } = require('internal/test_runner/assert');
    return { __proto__: null, register };
  },
});
