// minirt's own test: the 12-hour cycle `hour12: true` resolves to, which V8 takes from ICU's
// time data for the requested tag: h11 (Japan's K) for ja-JP and en-JP, h12 for ja, ja-US,
// ja-Jpan-JP and zh-JP, whose data Boa resolves alike
// (internal/engine/intl_date_year_format.js). Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

const cycle = (locales, extra = {}) =>
  new Intl.DateTimeFormat(locales, { hour: 'numeric', timeZone: 'UTC', hour12: true, ...extra })
    .resolvedOptions().hourCycle;
assert.strictEqual(cycle('ja'), 'h12');
assert.strictEqual(cycle('ja-US'), 'h12');
assert.strictEqual(cycle('ja-Jpan-JP'), 'h12');
assert.strictEqual(cycle('zh-JP'), 'h12');
assert.strictEqual(cycle('ja-JP'), 'h11');
assert.strictEqual(cycle('ja-jp'), 'h11');
assert.strictEqual(cycle(['ja-JP', 'en']), 'h11');
assert.strictEqual(cycle('en-JP'), 'h11');
assert.strictEqual(cycle('en-US'), 'h12');
// hour12 wins over hourCycle.
assert.strictEqual(cycle('ja', { hourCycle: 'h23' }), 'h12');

const format = (locale) => new Intl.DateTimeFormat(locale, {
  hour: 'numeric', minute: 'numeric', timeZone: 'UTC', hour12: true,
}).format(0);
assert.strictEqual(format('ja'), '午前12:00');
assert.strictEqual(format('ja-US'), '午前12:00');
assert.strictEqual(format('en-JP'), '0:00 AM');
assert.strictEqual(format('en-US'), '12:00 AM');
