// toLocaleTimeString refuses dateStyle and toLocaleDateString timeStyle with V8's TypeError; minutes+seconds print without the hour.
const t = Date.UTC(2023, 10, 14, 22, 3, 5, 120);
for (const [m, o] of [['toLocaleTimeString', { dateStyle: 'full' }],
  ['toLocaleTimeString', { dateStyle: 'full', timeStyle: 'long' }],
  ['toLocaleDateString', { timeStyle: 'short' }],
  ['toLocaleDateString', { dateStyle: 'short', timeStyle: 'short' }],
  ['toLocaleString', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }]]) {
  try {
    console.log(new Date(t)[m]('en', o));
  } catch (e) {
    console.log(e.name, e.message);
  }
}
console.log(new Date(NaN).toLocaleTimeString('en', { dateStyle: 'full' }));
for (const l of ['en', 'fr', 'de-DE', 'ja', 'sv']) {
  const o = { minute: '2-digit', second: '2-digit', timeZone: 'UTC' };
  console.log(l, new Intl.DateTimeFormat(l, o).format(t), new Date(t).toLocaleTimeString(l, o),
    new Date(t).toLocaleString(l, { ...o, hour12: true }));
}
for (const l of ['fr', 'de-DE', 'en']) {
  const dtf = new Intl.DateTimeFormat(l, { minute: '2-digit', second: '2-digit', timeZone: 'UTC' });
  console.log(JSON.stringify(dtf.formatToParts(t)), JSON.stringify(dtf.resolvedOptions()));
}
