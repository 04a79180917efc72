// node:test: uncaught exceptions and unhandled rejections inside tests fail those tests
// (the fixture runs in a child; durations and stack frames are normalised).
'use strict';
require('../fixtures/test-runner/run-fixture.js').run(['process-state.js']);
