// node:test hooks: file, suite and test level before/after/beforeEach/afterEach, their order and failures
// (the fixture runs in a child; durations and stack frames are normalised).
'use strict';
require('../fixtures/test-runner/run-fixture.js').run(['hooks.js']);
