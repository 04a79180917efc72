// '2-digit' fields are padded in every locale (Spanish month/day aside) and a '2-digit' year stays two digits.
const t = Date.UTC(2023, 1, 3, 4, 5, 6);
const sets = [{ year: 'numeric', month: '2-digit', day: '2-digit' }, { month: '2-digit', day: '2-digit' },
  { hour: '2-digit', minute: '2-digit' }, { year: '2-digit', month: '2-digit' }, { day: '2-digit' },
  { weekday: 'short', month: '2-digit', day: '2-digit' }];
for (const l of ['en', 'es', 'es-419', 'es-MX', 'fr', 'de', 'ja', 'hi', 'ar', 'zh', 'ru', 'pt-BR', 'it',
  'nl', 'sv', 'tr', 'pl', 'fi', 'el', 'he', 'da', 'cs']) {
  console.log(l, sets.map((o) => new Intl.DateTimeFormat(l, { ...o, timeZone: 'UTC' }).format(t)).join(' | '));
  console.log(l, new Date(t).toLocaleDateString(l, { year: '2-digit', month: '2-digit', day: '2-digit', timeZone: 'UTC' }));
}
