// minirt's own test: Intl date formatting as Node 26.10 prints it where Boa differs: a plain
// space before AM/PM, `hour12`/`hourCycle`, '2-digit' fields, the milliseconds of
// fractionalSecondDigits, formatToParts, and en-US as the default locale when the
// environment names the C locale.
'use strict';
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

const d = new Date(Date.UTC(2024, 2, 5, 19, 7, 3, 45));
const utc = { timeZone: 'UTC' };

assert.strictEqual(d.toLocaleTimeString('en-US', utc), '7:07:03 PM');
assert.strictEqual(d.toLocaleString('en-US', utc), '3/5/2024, 7:07:03 PM');
assert.strictEqual(new Intl.DateTimeFormat('en-US', { ...utc, timeStyle: 'short' }).format(d),
                   '7:07 PM');

// The hour cycle asked for, in the text and in resolvedOptions.
const h23 = new Intl.DateTimeFormat('en-US', { ...utc, hour: 'numeric', minute: 'numeric',
                                               hourCycle: 'h23' });
assert.strictEqual(h23.format(d), '19:07');
assert.strictEqual(h23.resolvedOptions().locale, 'en-US');
assert.strictEqual(h23.resolvedOptions().hourCycle, 'h23');
assert.strictEqual(h23.resolvedOptions().hour12, false);
assert.strictEqual(d.toLocaleTimeString('en-US', { ...utc, hour12: false }), '19:07:03');
assert.strictEqual(d.toLocaleString('en-GB', { ...utc, hour12: true }), '05/03/2024, 7:07:03 pm');

// '2-digit' fields are padded.
const mdy = { ...utc, year: 'numeric', month: '2-digit', day: '2-digit' };
assert.strictEqual(new Intl.DateTimeFormat('en-US', mdy).format(d), '03/05/2024');
assert.strictEqual(d.toLocaleDateString('en-US', mdy), '03/05/2024');
assert.strictEqual(new Intl.DateTimeFormat('en-US', { ...utc, hour: '2-digit', minute: '2-digit' })
  .format(new Date(Date.UTC(2024, 0, 1, 9, 5))), '09:05 AM');

// The exact milliseconds.
const ms = new Intl.DateTimeFormat('en-US', { ...utc, hour: 'numeric', minute: '2-digit',
                                              fractionalSecondDigits: 3 });
assert.strictEqual(ms.format(d), '7:07:03.045 PM');
assert.strictEqual(ms.resolvedOptions().fractionalSecondDigits, 3);

// formatToParts.
const parts = (locale, options) => new Intl.DateTimeFormat(locale, { ...utc, ...options })
  .formatToParts(d).map((p) => `${p.type}=${p.value}`).join('|');
assert.strictEqual(parts('en-US', {}),
                   'month=3|literal=/|day=5|literal=/|year=2024');
assert.strictEqual(parts('en-US', { dateStyle: 'full', timeStyle: 'medium' }),
                   'weekday=Tuesday|literal=, |month=March|literal= |day=5|literal=, |' +
                   'year=2024|literal= at |hour=7|literal=:|minute=07|literal=:|second=03|' +
                   'literal= |dayPeriod=PM');
assert.strictEqual(parts('en-US', { year: 'numeric', month: '2-digit', day: '2-digit',
                                    hour: '2-digit', minute: '2-digit', second: '2-digit',
                                    hour12: false }),
                   'month=03|literal=/|day=05|literal=/|year=2024|literal=, |hour=19|' +
                   'literal=:|minute=07|literal=:|second=03');
assert.strictEqual(parts('de-DE', { month: 'long', year: 'numeric' }),
                   'month=März|literal= |year=2024');
const fn = Intl.DateTimeFormat.prototype.formatToParts;
assert.strictEqual(fn.name, 'formatToParts');
assert.strictEqual(fn.length, 1);
assert.throws(() => fn.call({}, 0), TypeError);

// The C locale means en-US, as in V8; a named locale is kept.
function childLocale(lang) {
  // The rest of the environment stays (the test runner's child marker among it).
  const env = { ...process.env, LANG: lang, TZ: 'UTC' };
  delete env.LC_ALL;
  delete env.LC_MESSAGES;
  delete env.LANGUAGE;
  const r = spawnSync(process.execPath, ['-p',
    'new Intl.DateTimeFormat().resolvedOptions().locale + " " + ' +
    'new Date(0).toLocaleString(undefined, { timeZone: "UTC" })'], { env, encoding: 'utf8' });
  assert.strictEqual(r.status, 0, r.stderr);
  return r.stdout.trim();
}
assert.strictEqual(childLocale('C'), 'en-US 1/1/1970, 12:00:00 AM');
assert.strictEqual(childLocale('POSIX'), 'en-US 1/1/1970, 12:00:00 AM');
assert.strictEqual(childLocale('de_DE.UTF-8').startsWith('de'), true);

console.log('ok');
