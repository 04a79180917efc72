// node:test timeouts, plans, abort signals, concurrency, cancelled and late subtests, waitFor
// (the fixture runs in a child; durations and stack frames are normalised).
'use strict';
require('../fixtures/test-runner/run-fixture.js').run(['timeouts.js']);
