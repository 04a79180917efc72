// Port of nodejs/node test/parallel/test-timers-clear-null-does-not-throw-error.js (rewritten for minirt).
'use strict';
require('../common');

// Clearing a null/undefined/odd timer must not throw.
clearInterval(null);
clearInterval(undefined);
clearTimeout(null);
clearTimeout(undefined);
clearImmediate(null);
clearImmediate(undefined);
clearTimeout({});
clearTimeout(12345);
clearTimeout('abc');
clearInterval(Symbol('s').description);
