// Ecosystem check: dayjs parses, formats, adds and compares dates (with the utc, relativeTime and customParseFormat plugins).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const dayjs = require('dayjs');
const utc = require('dayjs/plugin/utc');
const relativeTime = require('dayjs/plugin/relativeTime');
const customParseFormat = require('dayjs/plugin/customParseFormat');

dayjs.extend(utc);
dayjs.extend(relativeTime);
dayjs.extend(customParseFormat);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-dayjs-'));
try {
  fs.writeFileSync(path.join(dir, 'dates.txt'), '2024-02-29T12:34:56Z\n1999-12-31 23:59\n2020-01-01\n');
  const lines = fs.readFileSync(path.join(dir, 'dates.txt'), 'utf8').trim().split('\n');
  const d = dayjs.utc(lines[0]);
  console.log('format', d.format(), d.format('YYYY-MM-DD HH:mm:ss dddd MMMM [week] d'));
  console.log('add', d.add(1, 'year').format('YYYY-MM-DD'), d.add(1, 'month').format('YYYY-MM-DD'), d.subtract(30, 'hour').toISOString());
  console.log('startOf', d.startOf('month').toISOString(), d.endOf('year').toISOString());
  const e = dayjs(lines[1], 'YYYY-MM-DD HH:mm');
  console.log('custom parse', e.isValid(), e.format('DD/MM/YYYY HH:mm'), e.valueOf());
  console.log('diff', d.diff(e, 'day'), d.diff(e, 'month', true).toFixed(4), d.diff(dayjs(lines[2]), 'week'));
  console.log('relative', e.from(d), d.from(e), dayjs(lines[2]).to(dayjs(lines[2]).add(3, 'hour')));
  console.log('compare', d.isBefore(e), d.isAfter(e), d.isSame(dayjs.utc('2024-02-29'), 'day'));
  console.log('invalid', dayjs('not a date').isValid(), String(dayjs('not a date').format()));
  console.log('unix', dayjs.unix(1700000000).utc().format(), dayjs(0).toJSON(), dayjs.utc('2024-03-10').day());
  console.log('daysInMonth', dayjs('2024-02-01').daysInMonth(), dayjs('2023-02-01').daysInMonth());
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
