// node:test run({ files }): each file in a child, events replayed in file order, read here
// through the tap reporter and event listeners.
'use strict';
require('../fixtures/test-runner/run-fixture.js').run(['run-api.mjs']);
