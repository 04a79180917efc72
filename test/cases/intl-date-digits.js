// Dates print in the numbering system V8 resolves (ar-EG, ar-SA, fa, bn, mr, hi-IN-u-nu-deva, en-u-nu-thai, the numberingSystem option), with whole years and '2-digit' padding; resolvedOptions().numberingSystem; parts and ranges.
const d = new Date(Date.UTC(2024, 0, 5, 13, 7, 9));
const opts = [undefined, { dateStyle: 'short' }, { dateStyle: 'medium' }, { timeStyle: 'short' }, { year: 'numeric', month: '2-digit', day: '2-digit' }, { hour: 'numeric', minute: '2-digit' }, { month: 'long', day: 'numeric' }];
for (const l of ['ar-EG', 'ar-SA', 'ar', 'ar-MA', 'fa', 'ur-IN', 'bn', 'mr', 'hi-IN-u-nu-deva', 'en-u-nu-thai', 'en-US-u-nu-arab', 'ar-u-nu-latn', 'en', 'de']) {
  const row = opts.map((o) => {
    const f = new Intl.DateTimeFormat(l, { timeZone: 'UTC', ...o });
    return f.format(d);
  });
  console.log(l, new Intl.DateTimeFormat(l).resolvedOptions().numberingSystem, row.join(' | '));
  console.log('  ', d.toLocaleString(l, { timeZone: 'UTC' }), '|', d.toLocaleDateString(l, { timeZone: 'UTC' }), '|', d.toLocaleTimeString(l, { timeZone: 'UTC' }));
}
const f = new Intl.DateTimeFormat('ar-EG', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
console.log(JSON.stringify(f.formatToParts(d)), f.format === f.format);
console.log(f.formatRange(d, new Date(Date.UTC(2024, 2, 9))));
console.log(new Intl.DateTimeFormat('en', { numberingSystem: 'arab', timeZone: 'UTC' }).format(d), new Date(NaN).toLocaleString('ar-EG'));
