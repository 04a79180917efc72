// Checks Intl.supportedValuesOf's errors and lists against Node 26.10's.
'use strict';
const assert = require('assert');

assert.strictEqual(typeof Intl.supportedValuesOf, 'function');
assert.strictEqual(Intl.supportedValuesOf.length, 1);
assert.throws(() => Intl.supportedValuesOf('foo'),
              { name: 'RangeError', message: 'Invalid key : foo' });
assert.throws(() => Intl.supportedValuesOf(),
              { name: 'RangeError', message: 'Invalid key : undefined' });
assert.throws(() => Intl.supportedValuesOf(Symbol()),
              { name: 'TypeError', message: 'Cannot convert a Symbol value to a string' });
assert.notStrictEqual(Intl.supportedValuesOf('unit'), Intl.supportedValuesOf('unit'));

for (const key of ['calendar', 'collation', 'currency', 'numberingSystem', 'timeZone', 'unit']) {
  const list = Intl.supportedValuesOf(key);
  assert.ok(Array.isArray(list));
  assert.deepStrictEqual(list, [...list].sort(), `${key} is sorted`);
}
assert.strictEqual(Intl.supportedValuesOf({ toString() { return 'unit'; } }).length, 45);
assert.strictEqual(Intl.supportedValuesOf('timeZone').length, 418);
assert.strictEqual(Intl.supportedValuesOf('currency').length, 162);
for (const calendar of ['buddhist', 'chinese', 'gregory', 'hebrew', 'islamic', 'japanese']) {
  assert.ok(Intl.supportedValuesOf('calendar').includes(calendar), calendar);
}
for (const system of ['arab', 'deva', 'latn', 'thai']) {
  assert.ok(Intl.supportedValuesOf('numberingSystem').includes(system), system);
}
assert.ok(Intl.supportedValuesOf('collation').includes('phonebk'));
assert.ok(Intl.supportedValuesOf('unit').includes('kilometer-per-hour') === false);
assert.ok(Intl.supportedValuesOf('unit').includes('kilometer'));
// Each listed time zone formats.
for (const timeZone of Intl.supportedValuesOf('timeZone')) {
  new Intl.DateTimeFormat('en', { timeZone }).format(0);
}
