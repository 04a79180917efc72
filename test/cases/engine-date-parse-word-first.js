// Date.parse of text that starts with a word (the toString/toUTCString forms, zone named so the time zone does not matter) follows V8's legacy rules: years 0-99 in any number of digits are 19xx/20xx, negative years are not dates.
const times = [Date.UTC(50, 0, 1), Date.UTC(5, 5, 5), -1e14, 1e15, Date.UTC(-1, 0, 1), Date.UTC(99, 0, 1), Date.UTC(100, 0, 1), Date.UTC(999, 0, 1), 0, 1.7e12, -8.64e15, 8.64e15];
for (const t of times) {
  const d = new Date(t);
  console.log(d.toUTCString(), Date.parse(d.toUTCString()), Date.parse(d.toString()));
}
for (const s of ['Mon, 01 Jan 0050 00:00:00 GMT', 'Mon, 01 Jan 0049 00:00:00 GMT', 'Jan 2 0049 GMT', 'Sat, 01 Jan 0100 GMT',
  'Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)', 'Fri Jan 01 -0001 GMT', 'Wed, 31 Dec 275760 00:00:00 GMT',
  'Mon 15 Jan 2024 10:30 PM GMT', 'Sat Sep 13 275760 05:30:00 GMT+0530', 'Sat Sep 13 275760 05:31:00 GMT+0530', 'January 15, 2024 GMT', '2024-01-15T00:00:00Z', '15 Jan 2024 GMT']) {
  console.log(JSON.stringify(s), Date.parse(s), new Date(s).getTime());
}
