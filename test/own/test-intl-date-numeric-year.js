// minirt's own test: dates formatted with a numeric year (asked for, or implied by the defaults
// of Intl.DateTimeFormat, Date.prototype.toLocaleString and toLocaleDateString) print the whole
// year as in Node 26 ("1/1/1970", not "1/1/70"); a '2-digit' year stays two digits. Also the
// constructor and `format` getter keep V8's shape, resolvedOptions() reports the year, month and
// day the defaults filled in, and five-digit years format instead of crashing.
'use strict';
require('../common');
const assert = require('assert');

// The space before AM/PM is U+0020 in Node 26's ICU data and U+202F in Boa's; that is not
// what this test is about.
const plain = (s) => s.replace(/\u202f/g, ' ');
const utc = { timeZone: 'UTC' };
const d = new Date(Date.UTC(2024, 0, 15, 13, 5, 9));

assert.strictEqual(plain(new Date(0).toLocaleString('en-US', utc)), '1/1/1970, 12:00:00 AM');
assert.strictEqual(new Date(0).toLocaleDateString('en-US', utc), '1/1/1970');
assert.strictEqual(plain(d.toLocaleString('en-US', utc)), '1/15/2024, 1:05:09 PM');
assert.strictEqual(d.toLocaleDateString('en-US', utc), '1/15/2024');
assert.strictEqual(d.toLocaleDateString('en-GB', utc), '15/01/2024');
assert.strictEqual(d.toLocaleDateString('sv-SE', utc), '2024-01-15');
assert.strictEqual(plain(d.toLocaleDateString('en-US', { ...utc, hour: 'numeric' })),
                   '1/15/2024, 1 PM');
assert.strictEqual(new Date(NaN).toLocaleString('en-US'), 'Invalid Date');
assert.strictEqual(new Date(NaN).toLocaleDateString('en-US'), 'Invalid Date');

const dtf = (options) => new Intl.DateTimeFormat('en-US', { ...utc, ...options });
assert.strictEqual(dtf({}).format(d), '1/15/2024');
assert.strictEqual(dtf({ year: 'numeric' }).format(d), '2024');
assert.strictEqual(dtf({ year: 'numeric', month: 'numeric', day: 'numeric' }).format(d),
                   '1/15/2024');
assert.strictEqual(dtf({ year: 'numeric', month: 'long', day: 'numeric' }).format(d),
                   'January 15, 2024');
assert.strictEqual(Intl.DateTimeFormat('en-US', utc).format(d), '1/15/2024');
assert.deepStrictEqual([new Date(0), d].map(dtf({}).format), ['1/1/1970', '1/15/2024']);
// Not asked for a numeric year: left alone.
assert.strictEqual(dtf({ dateStyle: 'short' }).format(d), '1/15/24');
assert.strictEqual(new Date(Date.UTC(2024, 0, 1)).toLocaleDateString(
  'en-US', { ...utc, year: '2-digit', month: 'numeric' }), '1/24');

// The year is the local one, a year either side of the UTC one.
assert.strictEqual(plain(new Date(Date.UTC(2000, 0, 1, 2)).toLocaleString(
  'en-US', { timeZone: 'America/New_York' })), '12/31/1999, 9:00:00 PM');
assert.strictEqual(plain(new Date(Date.UTC(1999, 11, 31, 20)).toLocaleString(
  'en-US', { timeZone: 'Asia/Tokyo' })), '1/1/2000, 5:00:00 AM');
assert.strictEqual(new Date(Date.UTC(1999, 11, 31, 20)).toLocaleDateString(
  'ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric' }), '2000年');

// Five- and six-digit years.
assert.strictEqual(plain(new Date(Date.UTC(12345, 0, 1)).toLocaleString('en-US', utc)),
                   '1/1/12345, 12:00:00 AM');
{
  const far = new Date(0);
  far.setUTCFullYear(99999);
  assert.strictEqual(dtf({}).format(far), '1/1/99999');
  far.setUTCFullYear(275760, 8, 13);
  assert.strictEqual(dtf({ year: 'numeric' }).format(far), '275760');
}

// The constructor and the format getter.
{
  const DTF = Intl.DateTimeFormat;
  assert.strictEqual(DTF.name, 'DateTimeFormat');
  assert.strictEqual(DTF.length, 0);
  assert.strictEqual(DTF.prototype.constructor, DTF);
  assert.strictEqual(typeof DTF.supportedLocalesOf, 'function');
  const protoDesc = Object.getOwnPropertyDescriptor(DTF, 'prototype');
  assert.strictEqual(protoDesc.writable, false);
  assert.strictEqual(protoDesc.configurable, false);
  const intlDesc = Object.getOwnPropertyDescriptor(Intl, 'DateTimeFormat');
  assert.strictEqual(intlDesc.enumerable, false);
  assert.strictEqual(intlDesc.writable, true);
  const f = new DTF('en-US', utc);
  assert.ok(f instanceof DTF);
  assert.strictEqual(Object.getPrototypeOf(f), DTF.prototype);
  const desc = Object.getOwnPropertyDescriptor(DTF.prototype, 'format');
  assert.strictEqual(typeof desc.get, 'function');
  assert.strictEqual(desc.get.name, 'get format');
  assert.strictEqual(desc.set, undefined);
  assert.strictEqual(desc.enumerable, false);
  assert.strictEqual(desc.configurable, true);
  assert.strictEqual(f.format, f.format);
  assert.strictEqual(f.format.name, '');
  assert.strictEqual(f.format.length, 1);
  assert.throws(() => DTF.prototype.format, TypeError);
  class Sub extends DTF {}
  const s = new Sub('en-US', utc);
  assert.ok(s instanceof Sub);
  assert.strictEqual(s.format(0), '1/1/1970');
  // The options are read once each, in the spec's order.
  const read = [];
  new DTF('en-US', new Proxy({}, { get(target, key) { read.push(key); } }));
  assert.deepStrictEqual(read, ['localeMatcher', 'calendar', 'numberingSystem', 'hour12',
    'hourCycle', 'timeZone', 'weekday', 'era', 'year', 'month', 'day', 'dayPeriod', 'hour',
    'minute', 'second', 'fractionalSecondDigits', 'timeZoneName', 'formatMatcher', 'dateStyle',
    'timeStyle']);
}

// resolvedOptions() reports what the defaults filled in.
assert.deepStrictEqual(
  new Intl.DateTimeFormat('en-US', utc).resolvedOptions(),
  { locale: 'en-US', calendar: 'gregory', numberingSystem: 'latn', timeZone: 'UTC',
    year: 'numeric', month: 'numeric', day: 'numeric' });
assert.deepStrictEqual(
  new Intl.DateTimeFormat('en-US', { ...utc, year: 'numeric' }).resolvedOptions(),
  { locale: 'en-US', calendar: 'gregory', numberingSystem: 'latn', timeZone: 'UTC',
    year: 'numeric' });
assert.deepStrictEqual(
  Object.keys(new Intl.DateTimeFormat('en-US', { ...utc, hour: 'numeric' }).resolvedOptions()),
  ['locale', 'calendar', 'numberingSystem', 'timeZone', 'hourCycle', 'hour12', 'hour']);
