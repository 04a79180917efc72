// minirt's own test: util.debuglog upper-cases its section with String.prototype.toUpperCase
// on first use, so a null or undefined section throws there (js-lib/internal/util/
// debuglog.js). Found by differential fuzzing; expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');
const util = require('util');

for (const section of [null, undefined]) {
  const log = util.debuglog(section);
  assert.throws(() => log.enabled, TypeError);
  assert.throws(() => util.debuglog(section)('x'), TypeError);
}
assert.throws(() => util.debuglog(Symbol('s')).enabled, TypeError);
for (const section of [1, {}, 'x']) assert.strictEqual(util.debuglog(section).enabled, false);
