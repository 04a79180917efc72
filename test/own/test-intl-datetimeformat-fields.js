// DateTimeFormat format/formatToParts and Date toLocale*String print Node 26.10's exact text.
'use strict';
const assert = require('assert');

// Tuesday 2024-03-05 19:07:03 UTC.
const t = Date.UTC(2024, 2, 5, 19, 7, 3);

// [locale, options, time, what Node 26.10 prints]
const cases = [
  // A '2-digit' year is two digits; an era asked for is printed (BC years counted back).
  ['en-US', { timeZone: 'UTC', year: '2-digit' }, t, '24'],
  ['de', { timeZone: 'UTC', year: '2-digit' }, t, '24'],
  ['en-US', { timeZone: 'UTC', era: 'short', year: 'numeric' }, t, '2024 AD'],
  ['en-US', { timeZone: 'UTC', era: 'long', year: 'numeric' }, -63517824000000, '44 Before Christ'],
  ['en-US', { timeZone: 'UTC', era: 'short', year: 'numeric', month: 'short', day: 'numeric' },
   -77945673600000, 'Jan 1, 501 BC'],
  // The default numeric date is unpadded in German and Japanese.
  ['de', { timeZone: 'UTC' }, t, '5.3.2024'],
  ['ja', { timeZone: 'UTC' }, t, '2024/3/5'],
  // Month names where they were asked for.
  ['de', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }, t,
   '5. M\u00e4rz 2024'],
  ['ja', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }, t,
   '2024\u5e743\u67085\u65e5'],
  ['ar', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }, t,
   '5 \u0645\u0627\u0631\u0633 2024'],
  ['de', { timeZone: 'UTC', month: 'short', day: 'numeric' }, t, '5. M\u00e4rz'],
  ['ja', { timeZone: 'UTC', month: 'short', day: 'numeric' }, t, '3\u67085\u65e5'],
  // '2-digit' month and day are padded.
  ['es', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }, t, '05/03/2024'],
  ['zh', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }, t, '2024/03/05'],
  ['de', { timeZone: 'UTC', hour: 'numeric', hour12: true }, t, '7 PM'],
  ['fr', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, t,
   'mardi 5 mars 2024'],
  ['ru', { timeZone: 'UTC', year: 'numeric', month: 'long' }, t,
   '\u043c\u0430\u0440\u0442 2024 \u0433.'],
  ['zh', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric',
           minute: 'numeric' }, t, '3\u67085\u65e5\u5468\u4e8c 19:07'],
  ['en-GB', { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' }, t,
   'Tuesday, 5 March 2024 at 19:07'],
  ['en-US', { timeZone: 'UTC', dateStyle: 'short' }, t, '3/5/24'],
  ['es', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'medium' }, t, '5 mar 2024, 19:07:03'],
  // Local time across DST changes, and the first and last instants a Date can hold.
  ['en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'numeric', day: 'numeric',
              hour: 'numeric', minute: 'numeric' }, 1710055800000, '3/10/2024, 3:30 AM'],
  ['de', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }, 1729990740000, '02:59'],
  ['en-US', { timeZone: 'Australia/Lord_Howe', hour: 'numeric', minute: '2-digit' }, 1712416500000,
   '1:45 AM'],
  ['en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }, 8.64e15,
   'Sep 13, 275760'],
  ['en-US', { timeZone: 'Pacific/Kiritimati', weekday: 'long', year: 'numeric', month: 'long',
              day: 'numeric' }, 8.64e15, 'Saturday, September 13, 275760'],
  ['ja', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'numeric', day: 'numeric' }, -8.64e15,
   '271822/4/20'],
];

for (const [locale, options, time, expected] of cases) {
  const dtf = new Intl.DateTimeFormat(locale, options);
  const what = `${locale} ${JSON.stringify(options)} ${time}`;
  assert.strictEqual(dtf.format(time), expected, what);
  // The parts spell out the same text.
  assert.strictEqual(dtf.formatToParts(time).map((p) => p.value).join(''), expected, what);
}

// Japanese month names come apart into fields, not one literal.
assert.deepStrictEqual(
  new Intl.DateTimeFormat('ja', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    .formatToParts(t),
  [
    { type: 'year', value: '2024' },
    { type: 'literal', value: '\u5e74' },
    { type: 'month', value: '3' },
    { type: 'literal', value: '\u6708' },
    { type: 'day', value: '5' },
    { type: 'literal', value: '\u65e5' },
  ]);

// The Date methods print the same patterns, with the fields they add by default.
const d = new Date(t);
assert.strictEqual(d.toLocaleDateString('de', { timeZone: 'UTC' }), '5.3.2024');
assert.strictEqual(d.toLocaleString('ja', { timeZone: 'UTC' }), '2024/3/5 19:07:03');
assert.strictEqual(d.toLocaleString('es', { timeZone: 'UTC' }), '5/3/2024, 19:07:03');
// hour12 without an hour changes nothing.
assert.strictEqual(d.toLocaleDateString('ja', { timeZone: 'UTC', hour12: true }), '2024/3/5');
assert.strictEqual(
  d.toLocaleTimeString('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }),
  '7:07 PM');
assert.strictEqual(
  d.toLocaleDateString(['fr', 'en'], { timeZone: 'UTC', month: 'long', day: 'numeric' }), '5 mars');

// resolvedOptions is what it was.
assert.deepStrictEqual(
  new Intl.DateTimeFormat('de', { year: '2-digit', timeZone: 'UTC' }).resolvedOptions(),
  { locale: 'de', calendar: 'gregory', numberingSystem: 'latn', timeZone: 'UTC', year: '2-digit' });

// An invalid time is still refused.
assert.throws(() => new Intl.DateTimeFormat('de').format(NaN), RangeError);
assert.throws(() => new Intl.DateTimeFormat('de').formatToParts(Infinity), RangeError);
