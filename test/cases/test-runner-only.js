// node:test only/runOnly filtering when a file is run directly
// (the fixture runs in a child; durations and stack frames are normalised).
'use strict';
require('../fixtures/test-runner/run-fixture.js').run(['only.js']);
