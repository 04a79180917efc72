// Intl.Locale.prototype.getWeekInfo: CLDR's first day of the week and weekend per region.
'use strict';
const assert = require('assert');

assert.deepStrictEqual(new Intl.Locale('en-US').getWeekInfo(), { firstDay: 7, weekend: [6, 7] });
assert.deepStrictEqual(new Intl.Locale('de').getWeekInfo(), { firstDay: 1, weekend: [6, 7] });
assert.deepStrictEqual(new Intl.Locale('en-GB').getWeekInfo(), { firstDay: 1, weekend: [6, 7] });
assert.deepStrictEqual(new Intl.Locale('ar-EG').getWeekInfo(), { firstDay: 6, weekend: [5, 6] });
assert.strictEqual(typeof Intl.Locale.prototype.getWeekInfo, 'function');
assert.throws(() => Intl.Locale.prototype.getWeekInfo.call({}), TypeError);
