// A CommonJS file that require()s an ES module importing it back while it is still loading:
// the uncaught ERR_REQUIRE_CYCLE_MODULE, exit code 1.
// exit: 1
// stderr: Error [ERR_REQUIRE_CYCLE_MODULE]: Cannot import CommonJS Module ./c.cjs in a cycle.
'use strict';
console.log('start');
require('../fixtures/resolve/cycle/c.cjs');
console.log('not reached');
