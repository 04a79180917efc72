// minirt's own test: Intl.DisplayNames as Node 26 has it (js-lib implements it; Boa 0.22 has
// none). Checks region, script and language names in several locales and styles, language
// names built the way ICU builds them (dialect names such as "American English", the
// locale's own brackets and separators, square brackets inside a qualifier, variants),
// deprecated region codes, the checks on the code for every type and what `fallback` gives,
// resolvedOptions(), the options read in order with V8's messages, the brand checks,
// supportedLocalesOf() and the shape of the constructor. Currency, calendar and
// dateTimeField names are not checked: minirt has no data for them.
'use strict';
require('../common');
const assert = require('assert');

const DN = Intl.DisplayNames;
const names = (locale, options, codes) => {
  const dn = new DN(locale, options);
  return codes.map((code) => dn.of(code));
};

// Regions.
const regions = new DN(['en'], { type: 'region' });
assert.strictEqual(regions.of('US'), 'United States');
assert.strictEqual(regions.of('419'), 'Latin America');
assert.strictEqual(regions.of('001'), 'world');
assert.strictEqual(regions.of('HK'), 'Hong Kong SAR China');
assert.strictEqual(regions.of('ZZ'), 'Unknown Region');
assert.deepStrictEqual(names('de', { type: 'region' }, ['DE', 'US', 'AT']),
                       ['Deutschland', 'Vereinigte Staaten', 'Österreich']);
assert.deepStrictEqual(names('ja', { type: 'region' }, ['DE', 'US', 'JP']),
                       ['ドイツ', 'アメリカ合衆国', '日本']);
assert.deepStrictEqual(names('fr', { type: 'region' }, ['DE', 'GB']), ['Allemagne', 'Royaume-Uni']);
// Short and narrow names, including those that CLDR writes as the code itself.
assert.deepStrictEqual(names('en', { type: 'region', style: 'short' },
                             ['US', 'GB', 'HK', 'UN', 'DE']),
                       ['US', 'UK', 'Hong Kong', 'UN', 'Germany']);
assert.deepStrictEqual(names('en', { type: 'region', style: 'narrow' }, ['US', 'GB', 'BA']),
                       ['US', 'UK', 'Bosnia']);
assert.deepStrictEqual(names('de', { type: 'region', style: 'short' }, ['UN', 'US']),
                       ['UN', 'USA']);
assert.strictEqual(new DN('pt-PT', { type: 'region', style: 'short' }).of('GB'), 'GB');
// Deprecated codes are replaced (short style then takes the long name); other cases are not
// looked up at all.
assert.deepStrictEqual(names('en', { type: 'region' },
                             ['UK', 'BU', 'DD', 'SU', 'QU', '062', 'us', 'De']),
                       ['United Kingdom', 'Myanmar (Burma)', 'Germany', 'Russia', 'QU', '062',
                        'us', 'De']);
assert.strictEqual(new DN('en', { type: 'region', style: 'short' }).of('UK'), 'United Kingdom');
assert.deepStrictEqual(names('en', { type: 'region', fallback: 'none' }, ['AA', 'us', '999', 'QO']),
                       [undefined, undefined, undefined, 'Outlying Oceania']);

// Scripts.
assert.deepStrictEqual(names('en', { type: 'script' }, ['Latn', 'Arab', 'Hans', 'Cyrl', 'Zzzz']),
                       ['Latin', 'Arabic', 'Simplified', 'Cyrillic', 'Unknown Script']);
assert.deepStrictEqual(names('en', { type: 'script' }, ['latn', 'LATN', 'Qaaa', 'Qaai', '']),
                       ['latn', 'LATN', 'Qaaa', 'Qaai', '']);
assert.deepStrictEqual(names('en', { type: 'script', fallback: 'none' },
                             ['Latn', 'latn', 'Qaaa', '']),
                       ['Latin', undefined, undefined, undefined]);
assert.deepStrictEqual(names('de', { type: 'script' }, ['Hans', 'Latn']),
                       ['Vereinfacht', 'Lateinisch']);

// Languages: dialect names by default, the parts in the locale's pattern otherwise.
const languages = new DN(['en'], { type: 'language' });
const standard = new DN(['en'], { type: 'language', languageDisplay: 'standard' });
assert.strictEqual(languages.of('en-US'), 'American English');
assert.strictEqual(standard.of('en-US'), 'English (United States)');
assert.strictEqual(languages.of('fr'), 'French');
assert.strictEqual(languages.of('zh'), 'Chinese');
assert.strictEqual(languages.of('zh-Hant'), 'Traditional Chinese');
assert.strictEqual(standard.of('zh-Hant'), 'Chinese (Traditional)');
assert.strictEqual(languages.of('es-419'), 'Latin American Spanish');
assert.strictEqual(languages.of('nl-BE'), 'Flemish');
// With both a script and a region there is no dialect name.
assert.strictEqual(languages.of('zh-Hant-TW'), 'Chinese (Traditional, Taiwan)');
assert.strictEqual(languages.of('en-Latn-US'), 'English (Latin, United States)');
assert.strictEqual(languages.of('EN-latn-us'), 'English (Latin, United States)');
// Variants, deprecated subtags, brackets.
assert.strictEqual(languages.of('en-GB-oxendict'),
                   'British English (Oxford English Dictionary spelling)');
assert.strictEqual(standard.of('en-GB-oxendict'),
                   'English (United Kingdom, Oxford English Dictionary spelling)');
assert.strictEqual(languages.of('en-abcde'), 'English (ABCDE)');
assert.strictEqual(languages.of('en-fonipa-1994'), 'English (1994_FONIPA)');
assert.strictEqual(languages.of('my-MM'), 'Burmese (Myanmar [Burma])');
assert.strictEqual(languages.of('iw'), 'Hebrew');
assert.strictEqual(languages.of('sh'), 'Serbian (Latin)');
assert.strictEqual(languages.of('art-lojban'), 'Lojban');
assert.strictEqual(languages.of('und'), 'root');
assert.strictEqual(languages.of('xx-XX'), 'xx (XX)');
assert.strictEqual(languages.of('en-ZZ'), 'English (Unknown Region)');
// Short style: the short dialect and region names.
assert.deepStrictEqual(names('en', { type: 'language', style: 'short' },
                             ['en-US', 'en-GB', 'fr-US', 'az', 'en-Latn-US']),
                       ['US English', 'UK English', 'French (US)', 'Azeri', 'English (Latin, US)']);
assert.strictEqual(new DN('es', { type: 'language', style: 'short' }).of('en-US-fonipa'),
                   'inglés (EE. UU.) (Alfabeto fonético internacional IPA)');
// Other locales, with their own patterns.
assert.deepStrictEqual(names('de', { type: 'language' },
                             ['en-US', 'de-AT', 'zh-Hans', 'en-Latn-US']),
                       ['Englisch (Vereinigte Staaten)', 'Österreichisches Deutsch',
                        'Chinesisch (vereinfacht)', 'Englisch (Lateinisch, Vereinigte Staaten)']);
assert.deepStrictEqual(names('fr', { type: 'language' }, ['en-US', 'fr-CA', 'de']),
                       ['anglais américain', 'français canadien', 'allemand']);
assert.deepStrictEqual(names('es', { type: 'language' }, ['en-US', 'es-MX']),
                       ['inglés estadounidense', 'español de México']);
assert.deepStrictEqual(names('ja', { type: 'language' }, ['en-US', 'zh-Hant-TW', 'my-MM']),
                       ['アメリカ英語', '中国語 (繁体字、台湾)',
                        'ミャンマー語 (ミャンマー [ビルマ])']);
assert.deepStrictEqual(names('zh', { type: 'language' }, ['en-Latn-US', 'zh-TW']),
                       ['英语（拉丁文，美国）', '中文（台湾）']);
assert.strictEqual(new DN('ko', { type: 'language' }).of('my-MM'), '버마어(미얀마)');
assert.strictEqual(new DN('ar', { type: 'language' }).of('en-Latn-US'),
                   'الإنجليزية (اللاتينية، الولايات المتحدة)');
// fallback 'none': any part without a name gives undefined.
assert.deepStrictEqual(names('en', { type: 'language', fallback: 'none' },
                             ['en-US', 'xx', 'xx-US', 'en-QQ', 'en-abcde', 'en-ZZ', 'und']),
                       ['American English', undefined, undefined, undefined, undefined,
                        'English (Unknown Region)', undefined]);
// The code must be a unicode_language_id.
for (const bad of ['a', 'abcd', 'root', 'en_US', 'en-', 'en--US', 'en-u-nu-arab', 'en-x-foo',
                   'i-klingon', 'zh-min-nan', 'en-fonipa-fonipa', 'en-Latn-Cyrl', '']) {
  assert.throws(() => languages.of(bad), { name: 'RangeError', message: 'invalid_argument' }, bad);
}

// What each type accepts.
for (const [type, bad] of [['region', ['U', 'USA', '12', '1234', 'A1', ' DE', '']],
                           ['script', ['Lat', 'Latin', '1234', ' Latn']],
                           ['currency', ['US', 'USDX', '123', '']],
                           ['calendar', ['ab', 'gregorian', 'islamic-umalqura-x', '']],
                           ['dateTimeField', ['Year', 'week', 'millisecond', '']]]) {
  const dn = new DN('en', { type });
  for (const code of bad) {
    assert.throws(() => dn.of(code), { name: 'RangeError', message: 'invalid_argument' },
                  `${type} ${code}`);
  }
}
assert.strictEqual(new DN('en', { type: 'currency' }).of('abc'), 'abc');
assert.strictEqual(new DN('en', { type: 'currency' }).of('USD'), 'US Dollar');
assert.strictEqual(new DN('en', { type: 'currency', style: 'narrow' }).of('usd'), 'US Dollar');
assert.strictEqual(new DN('de', { type: 'currency' }).of('EUR'), 'Euro');
assert.strictEqual(new DN('ja', { type: 'currency' }).of('JPY'), '\u65e5\u672c\u5186');
assert.strictEqual(new DN('en', { type: 'currency', fallback: 'none' }).of('ABC'), undefined);
assert.strictEqual(new DN('en', { type: 'calendar' }).of('abc-defgh'), 'abc-defgh');
assert.strictEqual(new DN('en', { type: 'dateTimeField' }).of('year'), 'year');
assert.throws(() => regions.of(), { name: 'RangeError', message: 'invalid_argument' });
assert.throws(() => regions.of(Symbol('s')),
              { name: 'TypeError', message: 'Cannot convert a Symbol value to a string' });
assert.strictEqual(regions.of({ toString: () => 'FR' }), 'France');

// resolvedOptions(): V8's keys in V8's order; languageDisplay only for languages.
const keys = (o) => Object.keys(o).join();
assert.strictEqual(keys(regions.resolvedOptions()), 'locale,style,type,fallback');
assert.strictEqual(keys(languages.resolvedOptions()), 'locale,style,type,fallback,languageDisplay');
assert.deepStrictEqual(new DN('en', { type: 'language', style: 'short', fallback: 'none',
                                      languageDisplay: 'standard' }).resolvedOptions(),
                       { locale: 'en', style: 'short', type: 'language', fallback: 'none',
                         languageDisplay: 'standard' });
assert.deepStrictEqual(new DN('de-AT', { type: 'script', style: 'narrow' }).resolvedOptions(),
                       { locale: 'de-AT', style: 'narrow', type: 'script', fallback: 'code' });
for (const type of ['currency', 'calendar', 'dateTimeField']) {
  assert.strictEqual(new DN('en', { type }).resolvedOptions().type, type);
}
assert.strictEqual(new DN('en-u-nu-arab-ca-japanese', { type: 'region' }).resolvedOptions()
  .locale, 'en');
assert.strictEqual(new DN(['xx', 'de-AT'], { type: 'region' }).resolvedOptions().locale, 'de-AT');

// Options: required, read in order, with V8's messages.
for (const options of [undefined, null, 5, 'region', {}]) {
  assert.throws(() => new DN('en', options), { name: 'TypeError', message: 'invalid_argument' });
}
const read = [];
new DN('en', new Proxy({ type: 'region' }, {
  get(target, key) { read.push(key); return target[key]; },
}));
assert.strictEqual(read.join(), 'localeMatcher,style,type,fallback,languageDisplay');
const readUntilType = [];
assert.throws(() => new DN('en', new Proxy({ fallback: 'bad' }, {
  get(target, key) { readUntilType.push(key); return target[key]; },
})), { name: 'TypeError', message: 'invalid_argument' });
assert.strictEqual(readUntilType.join(), 'localeMatcher,style,type');
const outOfRange = (name) => ({
  name: 'RangeError',
  message: `Value bad out of range for Intl.DisplayNames options property ${name}`,
});
assert.throws(() => new DN('en', { type: 'bad' }), outOfRange('type'));
assert.throws(() => new DN('en', { type: 'region', style: 'bad' }), outOfRange('style'));
assert.throws(() => new DN('en', { type: 'region', fallback: 'bad' }), outOfRange('fallback'));
assert.throws(() => new DN('en', { type: 'region', languageDisplay: 'bad' }),
              outOfRange('languageDisplay'));
assert.throws(() => new DN('en', { type: 'region', localeMatcher: 'bad' }),
              outOfRange('localeMatcher'));
assert.throws(() => new DN('xx-#', { type: 'region' }),
              { name: 'RangeError', message: 'Invalid language tag: xx-#' });
assert.throws(() => DN('en', { type: 'region' }),
              { name: 'TypeError', message: "Constructor Intl.DisplayNames requires 'new'" });

// Brand checks.
for (const [receiver, what] of [[{}, '#<Object>'], [null, 'null'],
                                [DN.prototype, '#<DisplayNames>']]) {
  assert.throws(() => DN.prototype.of.call(receiver, 'US'), {
    name: 'TypeError',
    message: `Method Intl.DisplayNames.prototype.of called on incompatible receiver ${what}`,
  });
  assert.throws(() => DN.prototype.resolvedOptions.call(receiver), {
    name: 'TypeError',
    message: 'Method Intl.DisplayNames.prototype.resolvedOptions called on incompatible ' +
      `receiver ${what}`,
  });
}
class Sub extends DN {}
const sub = new Sub('en', { type: 'region' });
assert.strictEqual(Object.getPrototypeOf(sub), Sub.prototype);
assert.strictEqual(sub.of('DE'), 'Germany');

// supportedLocalesOf.
assert.deepStrictEqual(DN.supportedLocalesOf(['en-US', 'de', 'EN-gb']), ['en-US', 'de', 'en-GB']);
assert.throws(() => DN.supportedLocalesOf('en', { localeMatcher: 'bad' }), {
  name: 'RangeError',
  message: 'Value bad out of range for Intl.DisplayNames.supportedLocalesOf options property ' +
    'localeMatcher',
});

// The shape of the constructor and its prototype.
assert.strictEqual(DN.name, 'DisplayNames');
assert.strictEqual(DN.length, 2);
assert.deepStrictEqual(Object.getOwnPropertyNames(DN.prototype),
                       ['constructor', 'resolvedOptions', 'of']);
assert.strictEqual(DN.prototype[Symbol.toStringTag], 'Intl.DisplayNames');
assert.strictEqual(Object.prototype.toString.call(regions), '[object Intl.DisplayNames]');
assert.deepStrictEqual(Object.getOwnPropertyDescriptor(DN, 'prototype'),
                       { value: DN.prototype, writable: false, enumerable: false,
                         configurable: false });
for (const [name, length] of [['of', 1], ['resolvedOptions', 0]]) {
  assert.strictEqual(DN.prototype[name].name, name);
  assert.strictEqual(DN.prototype[name].length, length);
  assert.strictEqual(Object.getOwnPropertyDescriptor(DN.prototype, name).enumerable, false);
}
assert.strictEqual(DN.supportedLocalesOf.length, 1);
