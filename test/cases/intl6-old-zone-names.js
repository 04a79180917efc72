// Zone names before 1970 are the GMT offset (with local mean time's seconds); Date#toString keeps the offset right after a DST change.
for (const z of ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Europe/London']) {
  for (const y of [1800, 1950, 1975]) {
    for (const st of ['short', 'long', 'shortOffset', 'longOffset']) {
      console.log(z, y, st, new Intl.DateTimeFormat('en-GB', { timeZone: z, timeZoneName: st }).format(Date.UTC(y, 6, 1)));
    }
  }
}
process.env.TZ = 'America/New_York';
const d = new Date(2020, 2, 8);
d.setTime(Date.UTC(2020, 2, 8, 7, 19));
console.log(d.toString(), d.getTimezoneOffset());
console.log(new Date(Date.UTC(2020, 10, 1, 6, 30)).toString());
