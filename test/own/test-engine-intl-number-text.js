// minirt's own test: text of Intl.NumberFormat (and toLocaleString) that ICU4X's data lacks
// (internal/engine/intl_number_format.js): CLDR's NaN symbol of the locale's language (or
// language and script) where it is not "NaN", root's "NaN" under arab and arabext outside
// Arabic and Persian (root has symbols for those two only); a currency's name right
// after the number in Japanese and mainland Chinese; hanidec's digits (letters to Unicode)
// read as the number in styled text. Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

const cases = [
  ['ru', 'не\u00a0число'],
  ['ru-RU', 'не\u00a0число'],
  ['fi', 'epäluku'],
  ['lv', 'NS'],
  ['hy', 'ՈչԹ'],
  ['kk', 'сан\u00a0емес'],
  ['uz', 'son\u00a0emas'],
  ['ar', 'ليس\u00a0رقمًا'],
  ['ar-MA', 'ليس\u00a0رقمًا'],
  ['ar-u-nu-latn', 'ليس\u00a0رقمًا'],
  ['ar-EG', 'ليس\u00a0رقمًا'],
  ['fa-u-nu-latn', 'ناعدد'],
  ['zh-TW', '非數值'],
  ['zh-Hant', '非數值'],
  ['zh', 'NaN'],
  ['ru-u-nu-arab', 'NaN'],
  ['fi-u-nu-arabext', 'NaN'],
  ['ru-u-nu-deva', 'не\u00a0число'],
  ['ar-u-nu-arabext', 'ليس\u00a0رقمًا'],
  ['fa-u-nu-arab', 'ناعدد'],
  ['zh-TW-u-nu-hanidec', '非數值'],
  ['en', 'NaN'],
  ['de', 'NaN'],
];
for (const [locale, want] of cases) {
  assert.strictEqual(new Intl.NumberFormat(locale).format(NaN), want, locale);
}
assert.strictEqual(NaN.toLocaleString('ru'), 'не\u00a0число');
assert.strictEqual(new Intl.NumberFormat('fi', { style: 'currency', currency: 'EUR' }).format(NaN),
                   'epäluku\u00a0€');
assert.deepStrictEqual(new Intl.NumberFormat('ru').formatToParts(NaN),
                       [{ type: 'nan', value: 'не\u00a0число' }]);

const named = [
  ['ja', 'USD', 1, '1.00米ドル'],
  ['ja-JP', 'JPY', -2.5, '-3円'],
  ['zh', 'EUR', 1000, '1,000.00欧元'],
  ['zh-CN', 'USD', 1, '1.00美元'],
  ['zh-SG', 'USD', 1, '1.00 美元'],
  ['zh-TW', 'USD', 1, '1.00 美元'],
  ['zh-Hant', 'USD', 1, '1.00 美元'],
  ['ko', 'USD', 1, '1.00 미국 달러'],
  ['en', 'USD', 1, '1.00 US dollars'],
];
for (const [locale, currency, value, want] of named) {
  const nf = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'name' });
  assert.strictEqual(nf.format(value), want, `${locale} ${currency}`);
}
assert.deepStrictEqual(
  new Intl.NumberFormat('ja', { style: 'currency', currency: 'USD', currencyDisplay: 'name',
                                signDisplay: 'always' }).formatToParts(1),
  [{ type: 'plusSign', value: '+' }, { type: 'integer', value: '1' },
   { type: 'decimal', value: '.' }, { type: 'fraction', value: '00' },
   { type: 'currency', value: '米ドル' }]);

assert.strictEqual(new Intl.NumberFormat('zh-u-nu-hanidec', { style: 'percent' }).format(-1),
                   '-一〇〇%');
assert.strictEqual(
  new Intl.NumberFormat('en-u-nu-hanidec', { style: 'currency', currency: 'USD' }).format(1234.5),
  '$一,二三四.五〇');
assert.strictEqual(
  new Intl.NumberFormat('zh-Hant-u-nu-hanidec', { style: 'unit', unit: 'kilometer' }).format(NaN),
  '非數值 公里');
