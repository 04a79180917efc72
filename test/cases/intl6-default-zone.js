// Intl formats in the zone process.env.TZ names (not UTC) and shows ICU's canonical zone ids.
process.env.TZ = 'America/New_York';
console.log(Intl.DateTimeFormat().resolvedOptions().timeZone);
console.log(new Date(0).toLocaleString('en-US'));
console.log(new Date(0).toLocaleTimeString('en-US'));
console.log(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(0));
process.env.TZ = 'Asia/Kolkata';
console.log(new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone);
console.log(new Date(Date.UTC(2024, 6, 1, 20)).toLocaleDateString('en-US'));
console.log(new Date(Date.UTC(2024, 6, 1, 20)).toLocaleString('de-DE'));
process.env.TZ = 'UTC';
console.log(new Date(0).toLocaleString('en-US'));
for (const zone of ['US/Eastern', 'Asia/Kolkata', 'Etc/UTC', 'GMT', 'asia/calcutta', 'Europe/Kyiv',
  'Europe/Amsterdam', '+05:30']) {
  console.log(zone, new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone);
}
