// An era asked for beside a time is printed with the date part (date libraries such as
// @js-temporal/polyfill read it back from formatToParts).
const d = new Date(Date.UTC(2024, 2, 9, 16, 5, 7));
const sets = [
  { era: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric' },
  { era: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric',
    minute: 'numeric', second: 'numeric', hour12: false },
  { era: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric' },
];
for (const locale of ['en-US', 'de']) {
  for (const o of sets) {
    const f = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...o });
    console.log(locale, f.format(d));
    console.log(f.formatToParts(d).map((p) => `${p.type}:${p.value}`).join('|'));
  }
}
const r = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...sets[0] }).resolvedOptions();
console.log(r.era, r.year, r.hour, r.hourCycle);
console.log(d.toLocaleString('en-US', { era: 'short', timeZone: 'UTC' }));
const e = new Date(Date.UTC(2024, 2, 10, 18));
console.log(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...sets[0] }).formatRange(d, e));
// With a zone name: the parts of the date and time printed before it, then the name.
for (const o of [{ month: 'long', hour: 'numeric', timeZoneName: 'short' },
  { era: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric',
    timeZoneName: 'short' }]) {
  for (const locale of ['en-US', 'de']) {
    const f = new Intl.DateTimeFormat(locale, { timeZone: 'America/New_York', ...o });
    console.log(locale, f.formatToParts(d).map((p) => `${p.type}:${p.value}`).join('|'));
  }
}
