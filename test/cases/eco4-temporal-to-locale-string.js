// Temporal's toLocaleString formats through Intl.DateTimeFormat (temporal-polyfill hands out
// the native Temporal): each type's fields and defaults, refused styles and fields, calendars,
// a ZonedDateTime's own zone, plain values as wall-clock time.
'use strict';
const T = Temporal;
const values = {
  PlainDate: T.PlainDate.from('2024-02-29'),
  PlainDateTime: T.PlainDateTime.from('2024-02-29T13:05:09.5'),
  PlainTime: T.PlainTime.from('13:05:09'),
  PlainYearMonth: T.PlainYearMonth.from('2024-02'),
  PlainMonthDay: T.PlainMonthDay.from('02-29'),
  Instant: T.Instant.from('2024-02-29T13:05:00Z'),
  ZonedDateTime: T.ZonedDateTime.from('2024-02-29T13:05[Europe/Paris]'),
  'PlainYearMonth gregory': T.PlainYearMonth.from({ year: 2024, month: 2, calendar: 'gregory' }),
  'PlainMonthDay gregory': T.PlainMonthDay.from({ monthCode: 'M02', day: 29, calendar: 'gregory' }),
  'PlainDate japanese': T.PlainDate.from('2024-02-29[u-ca=japanese]'),
};
const optionSets = [
  [],
  ['en-US'],
  ['de-DE', { dateStyle: 'full' }],
  ['en-US', { timeStyle: 'short' }],
  ['en-GB', { dateStyle: 'medium', timeStyle: 'short' }],
  ['en-US', { month: 'long' }],
  ['en-US', { hour: 'numeric' }],
  ['en-US', { hour: 'numeric', hour12: false }],
  ['en-US', { hour12: false }],
  ['en-US', { year: 'numeric', month: 'long' }],
  ['en-US', { weekday: 'short' }],
  ['ja', { dateStyle: 'medium' }],
  ['en-US', { month: 'short', day: 'numeric' }],
  ['en-US', { timeZone: 'Asia/Tokyo' }],
  ['en-US', { timeZoneName: 'short' }],
  ['en-US', null],
];
for (const [name, value] of Object.entries(values)) {
  for (const args of optionSets) {
    let out;
    try {
      out = value.toLocaleString(...args);
    } catch (e) {
      out = `${e.name}: ${e.message}`;
    }
    console.log(name, JSON.stringify(args), out);
  }
}
const { toLocaleString } = T.PlainDate.prototype;
console.log(toLocaleString.name, toLocaleString.length);
for (const receiver of [{}, T.PlainTime.from('10:00'), 5]) {
  try {
    toLocaleString.call(receiver);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
console.log(T.PlainDate.from('1999-12-31').toLocaleString('fr-FR', { dateStyle: 'long' }));
console.log(T.PlainDateTime.from('1987-06-05T03:04').toLocaleString('en-US'));

// A formatter's format() and formatToParts() take Temporal values: its own options decide.
const formatterOptions = [undefined, { dateStyle: 'short' }, { timeStyle: 'short' },
                          { dateStyle: 'medium', timeStyle: 'short' }, { hour: 'numeric' },
                          { year: 'numeric', month: 'long' }, { timeZone: 'Asia/Tokyo', timeZoneName: 'short' }];
for (const options of formatterOptions) {
  const dtf = new Intl.DateTimeFormat('en-US', options);
  for (const [name, value] of Object.entries(values)) {
    let out;
    try {
      out = `${dtf.format(value)} | ${dtf.formatToParts(value).map((p) => p.type).join(',')}`;
    } catch (e) {
      out = `${e.name}: ${e.message}`;
    }
    console.log('format', JSON.stringify(options), name, out);
  }
}
const dtf = new Intl.DateTimeFormat('de-DE');
console.log(dtf.format(values.PlainDate), dtf.format(new Date(0)), dtf.format === dtf.format,
            dtf.format.name === '', dtf.format.length);
