// Years below 1000 and before 1 CE format without the era V8 leaves out (Boa added "AD"/"BC").
for (const y of [-1231, -38, 0, 1, 99, 430, 999, 1000]) {
  const d = new Date(Date.UTC(2000, 4, 6, 12));
  d.setUTCFullYear(y);
  console.log(y,
    new Intl.DateTimeFormat('en', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric' }).format(d),
    '|', new Intl.DateTimeFormat('en', { timeZone: 'UTC', year: '2-digit', month: 'numeric', day: 'numeric' }).format(d),
    '|', d.toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' }),
    '|', d.toLocaleString('fr', { timeZone: 'UTC', month: 'long', year: 'numeric', day: 'numeric' }),
    '|', new Intl.DateTimeFormat('en', { timeZone: 'UTC', era: 'short', year: 'numeric' }).format(d));
}
