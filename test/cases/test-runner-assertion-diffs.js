// node:test failures: assertion diffs (objects, arrays, one-line and multi-line strings),
// thrown non-errors, causes, own properties, done misuse, unmet plans, subtests left
// running and errors escaping a test, with the spec reporter of a file run directly and
// the tap reporter under --test.
// timeout: 120
'use strict';
const fixture = require('../fixtures/test-runner/run-fixture.js');

console.log('=== direct, spec');
fixture.run(['assertion-diffs.js']);
console.log('=== --test, tap');
fixture.run(['--test', '--test-reporter=tap', 'assertion-diffs.js']);
