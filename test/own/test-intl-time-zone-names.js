// minirt's own test: time-zone names in formatted dates (`timeZoneName`) as Node 26.10 prints
// them: North American abbreviations and long names in en-US, standard and daylight time from
// the offset in effect, the localized-GMT forms (`GMT-4`, `GMT+05:30`, `GMT+00:00`), UTC, where
// the name goes in the text, formatToParts' timeZoneName part, and the Date methods asked for
// a zone name. (dayjs's timezone plugin and date-fns-tz read these parts.)
'use strict';
require('../common');
const assert = require('assert');

const winter = Date.UTC(2024, 0, 15, 12);
const summer = Date.UTC(2024, 6, 15, 12);
const name = (locale, timeZone, style, time) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(time)
    .find((p) => p.type === 'timeZoneName').value;

const expected = [
  ['America/New_York', winter, ['EST', 'Eastern Standard Time', 'GMT-5', 'GMT-05:00', 'ET', 'Eastern Time']],
  ['America/New_York', summer, ['EDT', 'Eastern Daylight Time', 'GMT-4', 'GMT-04:00', 'ET', 'Eastern Time']],
  ['America/Los_Angeles', summer, ['PDT', 'Pacific Daylight Time', 'GMT-7', 'GMT-07:00', 'PT', 'Pacific Time']],
  ['America/Phoenix', summer, ['MST', 'Mountain Standard Time', 'GMT-7', 'GMT-07:00', 'MST', 'Mountain Standard Time']],
  ['America/Anchorage', winter, ['AKST', 'Alaska Standard Time', 'GMT-9', 'GMT-09:00', 'AKT', 'Alaska Time']],
  ['Pacific/Honolulu', summer, ['HST', 'Hawaii-Aleutian Standard Time', 'GMT-10', 'GMT-10:00', 'HST', 'Hawaii-Aleutian Standard Time']],
  ['America/Toronto', winter, ['EST', 'Eastern Standard Time', 'GMT-5', 'GMT-05:00', 'ET', 'Eastern Time']],
  ['UTC', summer, ['UTC', 'Coordinated Universal Time', 'GMT+0', 'GMT+00:00', 'GMT+0', 'GMT+00:00']],
];
const styles = ['short', 'long', 'shortOffset', 'longOffset', 'shortGeneric', 'longGeneric'];
for (const [zone, time, names] of expected) {
  assert.deepStrictEqual(styles.map((s) => name('en-US', zone, s, time)), names, zone);
}
for (const [zone, time, short, long] of [
  ['Europe/Paris', summer, 'GMT+2', 'Central European Summer Time'],
  ['Europe/Berlin', winter, 'GMT+1', 'Central European Standard Time'],
  ['Europe/London', winter, 'GMT', 'Greenwich Mean Time'],
  ['Europe/London', summer, 'GMT+1', 'British Summer Time'],
  ['Asia/Tokyo', summer, 'GMT+9', 'Japan Standard Time'],
  ['Asia/Kolkata', summer, 'GMT+5:30', 'India Standard Time'],
  ['Australia/Sydney', winter, 'GMT+11', 'Australian Eastern Daylight Time'],
  ['America/St_Johns', summer, 'GMT-2:30', 'Newfoundland Daylight Time'],
]) {
  assert.strictEqual(name('en-US', zone, 'short', time), short, zone);
  assert.strictEqual(name('en-US', zone, 'long', time), long, zone);
}
assert.strictEqual(name('en-GB', 'Europe/London', 'short', summer), 'BST');
assert.strictEqual(name('de', 'America/New_York', 'short', summer), 'GMT-4');
assert.strictEqual(name('en-US', 'Asia/Kathmandu', 'longOffset', summer), 'GMT+05:45');

// Where the name goes, and the other fields' padding kept.
const d = new Date(Date.UTC(2024, 2, 10, 16));
const full = new Intl.DateTimeFormat('en-US', {
  hour12: false, timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit',
  hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short',
});
assert.strictEqual(full.format(d), '03/10/2024, 12:00:00 EDT');
assert.deepStrictEqual(full.formatToParts(d).map((p) => p.type), [
  'month', 'literal', 'day', 'literal', 'year', 'literal', 'hour', 'literal', 'minute',
  'literal', 'second', 'literal', 'timeZoneName',
]);
assert.strictEqual(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' })
  .format(0), '12/31/1969, EST');
assert.strictEqual(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric',
                                                      timeZoneName: 'short' }).format(0), '7 PM EST');
assert.throws(() => new Intl.DateTimeFormat('en-US', { timeZoneName: 'short', timeStyle: 'long' }),
              TypeError);
assert.strictEqual(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'long' })
  .resolvedOptions().timeZoneName, 'long');
const july = new Date(Date.UTC(2024, 6, 4, 15, 30));
const ny = { timeZone: 'America/New_York', timeZoneName: 'short' };
assert.strictEqual(july.toLocaleString('en-US', ny), '7/4/2024, 11:30:00 AM EDT');
assert.strictEqual(july.toLocaleDateString('en-US', ny), '7/4/2024, EDT');
assert.strictEqual(july.toLocaleTimeString('en-US', ny), '11:30:00 AM EDT');
assert.strictEqual(july.toLocaleTimeString('en-US', { timeZone: 'UTC', timeZoneName: 'short',
                                                      hour: '2-digit', minute: '2-digit' }),
                   '03:30 PM UTC');
assert.throws(() => full.format(NaN), RangeError);

// timeStyle 'long' and 'full' end with the short and the long name.
const at = Date.UTC(2024, 6, 4, 15, 30);
assert.strictEqual(new Intl.DateTimeFormat('en-US', { timeStyle: 'long', timeZone: 'America/New_York' })
  .format(at), '11:30:00 AM EDT');
assert.strictEqual(new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'full', timeZone: 'UTC' })
  .format(at), 'Thursday, July 4, 2024 at 3:30:00 PM Coordinated Universal Time');
assert.strictEqual(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'long',
                                                      timeZone: 'America/New_York' }).format(at),
                   '4 Jul 2024, 11:30:00 GMT-4');
assert.strictEqual(new Date(at).toLocaleTimeString('en-US', { timeStyle: 'long', timeZone: 'UTC' }),
                   '3:30:00 PM UTC');
assert.strictEqual(new Intl.DateTimeFormat('fr', { timeStyle: 'long', timeZone: 'America/New_York' })
  .format(at), '11:30:00 UTC\u22124');
assert.strictEqual(new Intl.DateTimeFormat('fr', { timeZone: 'Asia/Kolkata', timeZoneName: 'shortOffset' })
  .format(0), '01/01/1970 UTC+5:30');
