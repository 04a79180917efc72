// Checks Intl.DateTimeFormat's formatRange and formatRangeToParts against Node 26.10's output.
'use strict';
const assert = require('assert');

const U = Date.UTC;
const fmt = (locale, options) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });

assert.strictEqual(typeof Intl.DateTimeFormat.prototype.formatRange, 'function');
assert.strictEqual(Intl.DateTimeFormat.prototype.formatRange.length, 2);
assert.strictEqual(Intl.DateTimeFormat.prototype.formatRangeToParts.length, 2);

const en = fmt('en-US');
assert.throws(() => en.formatRange(0), { name: 'TypeError', message: 'Invalid time value' });
assert.throws(() => en.formatRange(NaN, 0), { name: 'RangeError', message: 'Invalid time value' });
assert.throws(() => Intl.DateTimeFormat.prototype.formatRange.call({}, 0, 0), {
  name: 'TypeError',
  message: 'Method Intl.DateTimeFormat.prototype.formatRange called on incompatible receiver #<Object>',
});

// Collapses when only fields the formatter does not print differ.
assert.strictEqual(en.formatRange(U(2024, 2, 5, 10), U(2024, 2, 5, 18)), '3/5/2024');
assert.strictEqual(en.formatRange(U(2024, 2, 5), U(2024, 2, 8)), '3/5/2024\u2009–\u20093/8/2024');

const cases = [
  ['en-US', { dateStyle: 'medium' }, U(2024, 2, 5), U(2024, 2, 8), 'Mar 5\u2009–\u20098, 2024'],
  ['en-US', { dateStyle: 'medium' }, U(2024, 2, 5), U(2024, 4, 9), 'Mar 5\u2009–\u2009May 9, 2024'],
  ['en-US', { dateStyle: 'medium' }, U(2024, 2, 5), U(2025, 4, 9),
    'Mar 5, 2024\u2009–\u2009May 9, 2025'],
  ['en-GB', { dateStyle: 'long' }, U(2024, 2, 5), U(2024, 2, 8), '5\u2009–\u20098 March 2024'],
  ['de', { year: 'numeric', month: 'long', day: 'numeric' }, U(2024, 2, 5), U(2024, 2, 8),
    '5.–8. März 2024'],
  ['de', {}, U(2024, 2, 5), U(2024, 4, 9), '05.03.\u2009–\u200909.05.2024'],
  ['fr', { dateStyle: 'full' }, U(2024, 2, 5), U(2024, 2, 8),
    'mardi 5\u2009–\u2009vendredi 8 mars 2024'],
  ['ja', { year: 'numeric', month: 'long' }, U(2024, 2, 5), U(2024, 4, 9), '2024/03～2024/05'],
  ['zh', { dateStyle: 'full' }, U(2024, 2, 5), U(2024, 2, 8), '2024/3/5星期二至2024/3/8星期五'],
  ['es', { dateStyle: 'long' }, U(2024, 2, 5), U(2024, 4, 9),
    '5 de marzo\u2009–\u20099 de mayo de 2024'],
  ['ru', { year: 'numeric', month: 'long' }, U(2024, 2, 5), U(2024, 4, 9),
    'март 2024 г. – май 2024 г.'],
  ['ar', { month: 'short', day: 'numeric' }, U(2024, 2, 5), U(2024, 2, 8), '5–8 مارس'],
  ['en-US', { hour: 'numeric', minute: 'numeric' }, U(2024, 2, 5, 10, 7), U(2024, 2, 5, 10, 12),
    '10:07\u2009–\u200910:12 AM'],
  ['en-US', { hour: 'numeric', minute: 'numeric' }, U(2024, 2, 5, 10, 7), U(2024, 2, 5, 16, 7),
    '10:07 AM\u2009–\u20094:07 PM'],
  ['en-US', { timeStyle: 'short' }, U(2024, 2, 5, 10, 7), U(2024, 2, 8, 10, 7),
    '3/5/2024, 10:07 AM\u2009–\u20093/8/2024, 10:07 AM'],
  ['de', { timeStyle: 'short' }, U(2024, 2, 5, 10, 7), U(2024, 2, 5, 13, 7),
    '10:07–13:07 Uhr'],
  ['ja', { hour: 'numeric', minute: 'numeric' }, U(2024, 2, 5, 10, 7), U(2024, 2, 5, 13, 7),
    '10時07分～13時07分'],
  ['en-US', { dateStyle: 'medium', timeStyle: 'short' }, U(2024, 2, 5, 10, 7),
    U(2024, 2, 5, 10, 12), 'Mar 5, 2024, 10:07\u2009–\u200910:12 AM'],
  ['en-US', { year: 'numeric', era: 'short' }, U(-5, 2, 5), U(2024, 2, 5),
    '6 BC\u2009–\u20092024 AD'],
];
for (const [locale, options, a, b, expected] of cases) {
  assert.strictEqual(fmt(locale, options).formatRange(a, b), expected,
                     `${locale} ${JSON.stringify(options)}`);
}

// Dates in a zone with DST: the fields are the local ones.
assert.strictEqual(
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric',
                                     minute: 'numeric' })
    .formatRange(U(2024, 2, 10, 6, 30), U(2024, 2, 10, 7, 30)),
  '1:30\u2009–\u20093:30 AM');

assert.deepStrictEqual(fmt('en-US', { dateStyle: 'medium' })
  .formatRangeToParts(U(2024, 0, 2), U(2024, 0, 5)), [
  { type: 'month', value: 'Jan', source: 'shared' },
  { type: 'literal', value: ' ', source: 'shared' },
  { type: 'day', value: '2', source: 'startRange' },
  { type: 'literal', value: '\u2009–\u2009', source: 'shared' },
  { type: 'day', value: '5', source: 'endRange' },
  { type: 'literal', value: ', ', source: 'shared' },
  { type: 'year', value: '2024', source: 'shared' },
]);
assert.deepStrictEqual(fmt('de', { hour: 'numeric' })
  .formatRangeToParts(U(2024, 0, 2, 9), U(2024, 0, 3, 10)), [
  { type: 'day', value: '2', source: 'startRange' },
  { type: 'literal', value: '.', source: 'startRange' },
  { type: 'month', value: '1', source: 'startRange' },
  { type: 'literal', value: '.', source: 'startRange' },
  { type: 'year', value: '2024', source: 'startRange' },
  { type: 'literal', value: ', ', source: 'startRange' },
  { type: 'hour', value: '09', source: 'startRange' },
  { type: 'literal', value: ' Uhr\u2009–\u2009', source: 'shared' },
  { type: 'day', value: '3', source: 'endRange' },
  { type: 'literal', value: '.', source: 'endRange' },
  { type: 'month', value: '1', source: 'endRange' },
  { type: 'literal', value: '.', source: 'endRange' },
  { type: 'year', value: '2024', source: 'endRange' },
  { type: 'literal', value: ', ', source: 'endRange' },
  { type: 'hour', value: '10', source: 'endRange' },
  { type: 'literal', value: ' Uhr', source: 'shared' },
]);
assert.deepStrictEqual(fmt('en-US', { timeStyle: 'short' })
  .formatRangeToParts(U(2024, 0, 2, 9), U(2024, 0, 2, 9, 0, 30)), [
  { type: 'hour', value: '9', source: 'shared' },
  { type: 'literal', value: ':', source: 'shared' },
  { type: 'minute', value: '00', source: 'shared' },
  { type: 'literal', value: ' ', source: 'shared' },
  { type: 'dayPeriod', value: 'AM', source: 'shared' },
]);
