// resolvedOptions().locale is the tag V8 picks from ICU's locale lists, per service (zh-TW, de-DE, en-MX -> en, nb, pt-BR), with the extensions kept.
const tags = ['en-US', 'en-GB', 'en-MX', 'en-IN', 'de-DE', 'de-CH', 'de-US', 'fr-FR', 'fr-CA', 'es-ES', 'es-JP', 'es-419', 'pt-BR', 'pt-FR', 'zh-CN', 'zh-TW', 'zh-Hant', 'zh-Hans', 'zh-Hant-HK', 'zh-US', 'ja-JP', 'ko-KR', 'ar-SA', 'ar-001', 'he-IL', 'iw', 'nb', 'nb-NO', 'no', 'sr-Latn', 'sr-Cyrl', 'sr-RS', 'fil', 'tl', 'ca-ES-valencia', 'ja-JP-x-foo', 'de-DE-u-co-phonebk', 'ja-JP-u-ca-japanese', 'th-TH-u-nu-thai', 'en-GB-u-hc-h12', ['xx', 'de-AT'], ['en-ZZ', 'fr']];
for (const C of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'ListFormat', 'Segmenter', 'RelativeTimeFormat', 'DisplayNames']) {
  const shown = tags.map((t) => new Intl[C](t, C === 'DisplayNames' ? { type: 'region' } : undefined).resolvedOptions().locale);
  console.log(C, shown.join(' '));
}
console.log(new Intl.NumberFormat('de-DE').format(1234.5), new Intl.NumberFormat('zh-TW', { style: 'currency', currency: 'TWD' }).format(12));
