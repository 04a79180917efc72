// minirt's own test: dates beyond year 9999 and before -9999 format their time of day (Boa
// panicked in toLocaleTimeString: js-lib/internal/engine/intl_date_year_format.js formats
// them whole 400-year cycles nearer, early ones before any zone's first transition so local
// mean time applies), and Date.parse keeps to the time range (runtime/src/engine/
// date_parse.rs). Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

const utc = { timeZone: 'UTC' };
const tokyo = { timeZone: 'Asia/Tokyo' };
const cases = [
  [253402300800000, utc, '12:00:00 AM', '09:00:00'],
  [8.64e15, utc, '12:00:00 AM', '09:00:00'],
  [-8.64e15, utc, '12:00:00 AM', '09:18:59'],
  [-4e14, utc, '8:53:20 AM', '18:12:19'],
  [4e14, utc, '3:06:40 PM', '00:06:40'],
];
for (const [t, opts, en, de] of cases) {
  const d = new Date(t);
  assert.strictEqual(d.toLocaleTimeString('en-US', opts), en, `${t}`);
  assert.strictEqual(d.toLocaleTimeString('de', tokyo), de, `${t} de`);
  assert.strictEqual(d.toLocaleTimeString('en-US', { ...utc, hour: '2-digit' }),
                     en.replace(/^(\d+):.* (AM|PM)$/, (m, h, p) => `${h.padStart(2, '0')} ${p}`));
  assert.strictEqual(d.toLocaleTimeString('en-US', { ...utc, timeZoneName: 'short' }), `${en} UTC`);
}
assert.strictEqual(new Date(8.64e15).toLocaleString('en-US', utc), '9/13/275760, 12:00:00 AM');
assert.strictEqual(new Date(-4e14).toLocaleString('en-US', tokyo), '7/3/10707, 6:12:19 PM');

assert.ok(Number.isNaN(Date.parse('-271821-04-19T23:59:59.999Z')));
assert.ok(Number.isNaN(new Date('-271821-04-19T23:59:59.999Z').getTime()));
assert.ok(Number.isNaN(Date.parse('+275760-09-13T00:00:00.001Z')));
assert.ok(Number.isNaN(Date.parse('-000000-01-01T00:00:00Z')));
assert.strictEqual(Date.parse('-271821-04-20T00:00:00Z'), -8.64e15);
assert.strictEqual(Date.parse('+275760-09-13T00:00:00Z'), 8.64e15);
assert.strictEqual(Date.parse('2024-01-15T10:30:00Z'), 1705314600000);
