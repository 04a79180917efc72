// Date strings outside the ISO format that V8's legacy parser reads (local time unless a
// zone is named), through Date.parse and new Date(string), in three time zones; Date keeps
// its statics, prototype, subclassing and call-as-function behaviour.
'use strict';
const { spawnSync } = require('child_process');

const probe = `
for (const s of ['1982-09-10 13:37', '2024-01-15 10:30:00', '2024/01/15', '2024/01/15 10:30', 'Jan 15 2024',
  '15 Jan 2024 10:30:00 GMT', 'Mon, 15 Jan 2024 10:30:00 GMT', 'January 15, 2024', '2024-01-15T10:30', '2024-01-15',
  'Mon Jan 15 2024 10:30:00 GMT+0100', '2024-1-5', '1/15/2024', '2024-01-15 10:30:00.123', '2024-01-15T10:30:00+01:00',
  'Thu, 01 Jan 1970 00:00:00 GMT+0000 (UTC)', '12/31/1999 23:59:59', 'Jan 15 2024 3:04 PM', '15 Jan 2024 10:30:00 GMT+0530',
  '2024-01-15 10:30 -0800', 'Mar 7, 2021 10:00', 'garbage', '2024-02-30 10:00', '']) {
  const d = new Date(s);
  console.log(JSON.stringify(s), Date.parse(s), isNaN(d) ? 'Invalid' : d.toISOString());
}
class D extends Date { tag() { return 'sub ' + this.getUTCFullYear(); } }
console.log(new D('2020/05/06').tag(), new D(0).tag(), typeof D.now(), new Date(2020, 0, 1).getFullYear());
console.log(typeof Date(), Date.length, Date.name, Date.prototype.constructor === Date, new Date() instanceof Date);
console.log(new Date(new Date(5)).getTime(), new Date({ valueOf() { return 7; } }).getTime());
console.log(require('util').types.isDate(new D(1)), Date.UTC(2020, 1, 1), Object.keys(Date).length);
`;
for (const TZ of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
  const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', env: { ...process.env, TZ } });
  console.log(`TZ=${TZ} exit ${r.status}${r.stderr ? ' ' + r.stderr : ''}`);
  console.log(r.stdout);
}
