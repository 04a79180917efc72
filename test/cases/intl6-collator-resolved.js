// Collator#resolvedOptions always shows caseFirst (the locale's default), and 'default' collation for search.
for (const [locale, options] of [['en', {}], ['da', {}], ['de', { sensitivity: 'base' }],
  ['en', { caseFirst: 'upper' }], ['en-u-kf-lower', {}], ['de-u-co-phonebk', { usage: 'search' }],
  ['de-u-co-phonebk', {}], ['sv', { numeric: true }]]) {
  console.log(JSON.stringify(new Intl.Collator(locale, options).resolvedOptions()));
}
console.log(['b', 'A', 'a', 'B'].sort(new Intl.Collator('en', { caseFirst: 'upper' }).compare).join());
