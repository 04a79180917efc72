// Date.prototype.toString names the zone as V8 does: the zone's standard or daylight name whatever the year (London's all-year +1 of 1970 is Greenwich Mean Time), zones outside the best-known ones, and V8's equivalent year for dates before 1970.
const zones = ['Europe/London', 'Pacific/Chatham', 'America/Sao_Paulo', 'Asia/Jakarta', 'Africa/Johannesburg',
  'America/Bogota', 'Asia/Tehran', 'Europe/Istanbul', 'Asia/Amman', 'Etc/GMT+5', 'GB', 'US/Pacific'];
const times = [0, Date.UTC(2021, 0, 15, 12), Date.UTC(2021, 6, 15, 12), Date.UTC(1900, 0, 1), Date.UTC(1850, 6, 1)];
for (const zone of zones) {
  process.env.TZ = zone;
  for (const t of times) console.log(zone.padEnd(20), String(new Date(t)));
}
process.env.TZ = 'Europe/London';
console.log(new Date(Date.UTC(1970, 6, 1)).toTimeString(), '|', new Date(Date.UTC(1972, 6, 1)).toTimeString());
