// node:test mocks: mock.fn/method/getter/setter/property, restore, and mock timers
// (the fixture runs in a child; durations and stack frames are normalised).
'use strict';
require('../fixtures/test-runner/run-fixture.js').run(['mocks.js']);
