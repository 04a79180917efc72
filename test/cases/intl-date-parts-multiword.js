// Intl.DateTimeFormat#formatToParts keeps a name the locale writes as several words or
// with a mark ('terça-feira', 'p. m.', 'יום ג׳') as one part, and a 12-hour clock's
// day period apart from the hour's own literal ('午後' and '時' in ja), as luxon's
// `cccc` and `a` tokens read them.
'use strict';
const dates = [Date.UTC(2024, 2, 5, 14, 7, 9), Date.UTC(2023, 10, 26, 3, 0, 1)];
const cases = [
  ['pt-BR', { weekday: 'long' }],
  ['pt-BR', { weekday: 'long', day: 'numeric', month: 'long' }],
  ['he', { weekday: 'long' }],
  ['he', { weekday: 'short' }],
  ['es', { hour: 'numeric', hourCycle: 'h12' }],
  ['es', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }],
  ['ja', { hour: 'numeric', hourCycle: 'h12' }],
  ['ko', { hour: 'numeric', hourCycle: 'h12' }],
  ['en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' }],
];
for (const [locale, options] of cases) {
  const dtf = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
  for (const d of dates) {
    const parts = dtf.formatToParts(d);
    console.log(locale, JSON.stringify(options),
      parts.map((p) => `${p.type}=${JSON.stringify(p.value)}`).join(' '),
      parts.map((p) => p.value).join('') === dtf.format(d));
  }
}
