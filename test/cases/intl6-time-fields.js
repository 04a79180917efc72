// A month or year with a time formats joined by the locale's glue; Date methods add the fields they require.
const t = Date.UTC(2023, 10, 14, 22, 13, 20);
console.log(new Date(0).toLocaleTimeString('en-US', { month: 'long', timeZone: 'UTC' }));
console.log(new Date(t).toLocaleTimeString('fr', { month: 'long', timeZone: 'UTC' }));
console.log(new Date(t).toLocaleDateString('en-US', { hour: 'numeric', timeZone: 'UTC' }));
const cases = [
  ['en', { month: 'long', hour: 'numeric' }],
  ['en', { year: 'numeric', hour: 'numeric' }],
  ['en', { month: 'short', year: 'numeric', hour: 'numeric' }],
  ['en', { year: 'numeric', month: '2-digit', hour: '2-digit', minute: '2-digit' }],
  ['fr', { month: 'long', hour: 'numeric' }],
  ['de', { month: 'long', hour: 'numeric' }],
  ['ja', { month: 'long', hour: 'numeric' }],
  ['es', { month: 'long', hour: 'numeric', minute: '2-digit', second: '2-digit' }],
];
for (const [locale, options] of cases) {
  const dtf = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  console.log(locale, JSON.stringify(options), dtf.format(t));
  console.log(new Date(t).toLocaleString(locale, { ...options, timeZone: 'UTC' }));
}
