// node:test run directly: tests, suites, subtests, skip/todo, done callbacks, failures and the spec reporter's summary
// (the fixture runs in a child; durations and stack frames are normalised).
'use strict';
require('../fixtures/test-runner/run-fixture.js').run(['basic.js']);
