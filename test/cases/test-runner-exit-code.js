// node:test: process.exitCode set by a passing test is the exit code
// (the fixture runs in a child; durations and stack frames are normalised).
'use strict';
require('../fixtures/test-runner/run-fixture.js').run(['exit-code.js']);
