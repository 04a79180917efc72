// Intl.Locale.prototype.getCalendars/getCollations/getHourCycles/getNumberingSystems/getTimeZones/getTextInfo: keywords, likely regions, data and shape.
const names = ['getCalendars', 'getCollations', 'getHourCycles', 'getNumberingSystems', 'getTimeZones', 'getTextInfo'];
const tags = ['en', 'en-US', 'en-GB', 'en-CA', 'fr-CA', 'ar', 'ar-EG', 'ar-SA', 'ar-MA', 'he-IL', 'fa-IR', 'ur-PK', 'ja-JP', 'ja', 'de-DE', 'th', 'th-TH', 'zh', 'zh-Hant', 'zh-TW', 'zh-HK', 'hi-IN', 'ko-KR', 'es-419', 'es-ES', 'pt-BR', 'ru', 'tr-TR', 'ku-SY', 'sv', 'si', 'en-001', 'he-001', 'en-ZZ', 'und', 'und-ZZ', 'und-EG', 'und-Hebr', 'en-Arab', 'yi', 'dv', 'en-150', 'en-AQ', 'en-u-ca-islamicc', 'en-u-ca-ethiopic-amete-alem', 'th-u-ca-gregory', 'de-u-co-phonebk', 'en-u-hc-h11', 'ar-u-nu-latn', 'en-u-nu-thai'];
for (const t of tags) {
  const l = new Intl.Locale(t);
  console.log(t, JSON.stringify(names.map((n) => l[n]())));
}
const P = Intl.Locale.prototype;
console.log(names.map((n) => [P[n].name, P[n].length, Object.getOwnPropertyDescriptor(P, n).enumerable, 'prototype' in P[n]].join(':')).join(' '));
try { P.getTimeZones.call({}); } catch (e) { console.log(e.constructor.name); }
const a = new Intl.Locale('ja');
console.log(a.getCalendars() !== a.getCalendars(), new Intl.Locale('en-US').getTimeZones().length, new Intl.Locale('ru-RU').getTimeZones().slice(0, 4));
