// Date#toString names the zone as V8 does: before 1970 by the season of an equivalent year, Lord Howe by name, no era text.
process.env.TZ = 'America/New_York';
console.log(new Date(Date.UTC(-1200, 9, 16, 5)).toString());
console.log(new Date(Date.UTC(-2516, 1, 23, 19)).toString());
console.log(new Date(Date.UTC(1800, 6, 1)).toTimeString());
process.env.TZ = 'Europe/Berlin';
console.log(new Date(Date.UTC(1961, 8, 25, 17)).toString());
console.log(new Date(Date.UTC(1927, 6, 11, 23)).toString());
console.log(new Date(Date.UTC(2024, 0, 1)).toString());
process.env.TZ = 'Australia/Lord_Howe';
console.log(new Date(Date.UTC(2000, 0, 1)).toString());
console.log(new Date(Date.UTC(2063, 7, 27)).toString());
console.log(new Date(Date.UTC(2020, 6, 1)).toTimeString());
