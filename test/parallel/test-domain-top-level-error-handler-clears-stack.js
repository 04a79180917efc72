// Port of nodejs/node test/parallel/test-domain-top-level-error-handler-clears-stack.js (rewritten for minirt).
'use strict';

// After the outermost domain's error listener handled an error, no domain is left on the
// stack: a nextTick scheduled from the listener runs outside any domain.
const common = require('../common');
const domain = require('domain');

const d = domain.create();
d.on('error', common.mustCall(() => {
  process.nextTick(common.mustCall(() => {
    // Throwing here would re-enter the uncaught-exception path; report and exit instead.
    if (domain._stack.length !== 0 || process.domain) {
      console.error('domain stack not cleared:', domain._stack.length);
      process.exit(1);
    }
  }));
}));

d.run(() => {
  throw new Error('Error from domain');
});
