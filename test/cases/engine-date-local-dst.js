// Local times near daylight-saving changes, as V8 reads them (the offset from before a change for skipped and repeated times): the Date constructor's number form, the local setters, and local date strings, in three zones.
const { execFileSync } = require('child_process');
const probe = `
const out = [];
const show = (label, d) => out.push(label + ' ' + d.getTime() + ' ' + d.getHours() + ':' + d.getMinutes());
for (let y = 2023; y <= 2024; y++) for (let mo = 0; mo < 12; mo++) for (let d = 1; d <= 31; d++) {
  if (new Date(y, mo, d, 12).getTimezoneOffset() === new Date(y, mo, d + 1, 12).getTimezoneOffset()) continue;
  for (let h = -1; h <= 27; h++) for (const mi of [0, 30, 59]) show(y + '-' + mo + '-' + d + ' ' + h + ':' + mi, new Date(y, mo, d, h, mi));
  for (let h = 0; h <= 4; h++) {
    const base = new Date(y, mo, d - 1, 12);
    const a = new Date(base); a.setDate(d); a.setHours(h, 30); show('setHours ' + h, a);
    const b = new Date(base); b.setFullYear(y, mo, d); b.setHours(h); b.setMinutes(15); show('setMinutes ' + h, b);
    const c = new Date(y, mo, d, h, 45); c.setSeconds(10, 5); show('setSeconds ' + h, c);
    const e = new Date(y, mo, d, h); e.setMilliseconds(999); show('setMilliseconds ' + h, e);
    const f = new Date(y, mo - 1, d, h, 20); f.setMonth(mo); show('setMonth ' + h, f);
    const iso = y + '-' + String(mo + 1).padStart(2, '0') + '-' + String(d).padStart(2, '0') + 'T0' + h + ':30';
    show('iso ' + iso, new Date(iso));
    show('legacy ' + h, new Date((mo + 1) + '/' + d + '/' + y + ' ' + h + ':30'));
  }
}
const nan = new Date(NaN); out.push(nan.setHours(1), nan.setFullYear(2024), nan.getMonth(), new Date(NaN).setYear(99));
out.push(new Date(2024, 0).getTime() === new Date(2024, 0, 1, 0, 0, 0, 0).getTime(), new Date(99, 0).getFullYear(), new Date(2024, 0, 1, 24).getDate());
console.log(out.join('\\n'));
`;
for (const tz of ['Europe/Berlin', 'America/New_York', 'Australia/Sydney']) {
  const text = execFileSync(process.execPath, ['-e', probe], { env: { ...process.env, TZ: tz }, encoding: 'utf8' });
  const lines = text.trim().split('\n');
  console.log(tz, lines.length);
  console.log(text);
}
