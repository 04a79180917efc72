// minirt's own test: Intl.NumberFormat and Number/BigInt toLocaleString print what Node 26.10
// prints: the styles (decimal, percent, currency with each display and accounting, unit), the
// notations (compact, scientific, engineering), V8's rounding of a Number's shortest decimal,
// the digit options and their interplay, signDisplay, useGrouping, NaN and the infinities,
// BigInts and decimal strings, formatToParts and formatRange, resolvedOptions in V8's key
// order, and V8's errors for bad options and receivers.
// timeout: 180
'use strict';
require('../common');
const assert = require('assert');

const nf = (locale, options) => new Intl.NumberFormat(locale, options);
const fmt = (locale, options, value) => nf(locale, options).format(value);
const error = (fn, name, message) => assert.throws(fn, (e) => e.name === name && e.message === message);

// Decimal style and locales.
assert.strictEqual(fmt('en-US', undefined, 1234567.891), '1,234,567.891');
assert.strictEqual(fmt('de-DE', undefined, 1234567.891), '1.234.567,891');
assert.strictEqual(fmt('fr-FR', undefined, 1234567.891), '1\u202f234\u202f567,891');
assert.strictEqual(fmt('en-IN', undefined, 1234567.891), '12,34,567.891');
assert.strictEqual(fmt('es', undefined, 1234.5), '1234,5');
assert.strictEqual(fmt('es', { useGrouping: 'always' }, 1234.5), '1.234,5');
assert.strictEqual(fmt('ar-EG', undefined, -1234.5), '\u061c-\u0661\u066c\u0662\u0663\u0664\u066b\u0665');
assert.strictEqual(fmt('en', { numberingSystem: 'deva' }, 123), '\u0967\u0968\u0969');
assert.strictEqual(fmt('en', undefined, -0), '-0');
assert.strictEqual(fmt('en', undefined, NaN), 'NaN');
assert.strictEqual(fmt('en', undefined, -Infinity), '-\u221e');
assert.strictEqual(fmt('en', undefined, 1e21), '1,000,000,000,000,000,000,000');
assert.strictEqual(fmt('en', undefined, 1.5e-7), '0');
assert.strictEqual(fmt('en', undefined, 12345678901234567890n), '12,345,678,901,234,567,890');
assert.strictEqual(fmt('en', undefined, '1.23456789012345678901'), '1.235');
assert.strictEqual(fmt('en', { maximumFractionDigits: 20 }, '1.23456789012345678901'),
                   '1.23456789012345678901');
assert.strictEqual(fmt('en', undefined, ' 42 '), '42');
assert.strictEqual(fmt('en', undefined, 'abc'), 'NaN');
assert.strictEqual(fmt('en', undefined, '1e400'), '\u221e');
const huge = 10n ** 40000n;
assert.strictEqual(huge.toLocaleString('en'), huge.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ','));
assert.strictEqual((-huge).toLocaleString('de').slice(0, 8), '-10.000.');

// Rounding: the shortest decimal of the Number, then ECMA-402's modes.
assert.strictEqual(fmt('en', { maximumFractionDigits: 2 }, 1.005), '1.01');
assert.strictEqual(fmt('en', { maximumFractionDigits: 0 }, 2.5), '3');
assert.strictEqual(fmt('en', { maximumFractionDigits: 0, roundingMode: 'halfEven' }, 2.5), '2');
assert.strictEqual(fmt('en', { maximumFractionDigits: 1, roundingMode: 'floor' }, -1.21), '-1.3');
assert.strictEqual(fmt('en', { maximumFractionDigits: 1, roundingMode: 'ceil' }, -1.29), '-1.2');
assert.strictEqual(fmt('en', { maximumFractionDigits: 1, roundingMode: 'trunc' }, 1.29), '1.2');
assert.strictEqual(fmt('en', { maximumSignificantDigits: 3 }, 123456), '123,000');
assert.strictEqual(fmt('en', { minimumSignificantDigits: 5 }, 1.5), '1.5000');
assert.strictEqual(fmt('en', { minimumIntegerDigits: 3 }, 7), '007');
assert.strictEqual(fmt('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }, 3), '3.00');
assert.strictEqual(fmt('en', { minimumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' }, 3),
                   '3');
assert.strictEqual(fmt('en', { minimumFractionDigits: 2, maximumFractionDigits: 2,
                               roundingIncrement: 5 }, 1.23), '1.25');
assert.strictEqual(fmt('en', { roundingPriority: 'lessPrecision', maximumFractionDigits: 2,
                               maximumSignificantDigits: 2 }, 1.234), '1.2');
assert.strictEqual(fmt('en', { roundingPriority: 'morePrecision', maximumFractionDigits: 2,
                               maximumSignificantDigits: 2 }, 1.234), '1.23');

// Signs and grouping.
assert.strictEqual(fmt('en', { signDisplay: 'always' }, 5), '+5');
assert.strictEqual(fmt('en', { signDisplay: 'always' }, NaN), '+NaN');
assert.strictEqual(fmt('en', { signDisplay: 'exceptZero' }, 0), '0');
assert.strictEqual(fmt('en', { signDisplay: 'exceptZero' }, -0.0001), '0');
assert.strictEqual(fmt('en', { signDisplay: 'never' }, -5), '5');
assert.strictEqual(fmt('en', { signDisplay: 'negative' }, -0), '0');
assert.strictEqual(fmt('en', { useGrouping: false }, 12345), '12345');
assert.strictEqual(fmt('en', { useGrouping: 'min2' }, 1234), '1234');

// Percent and currency.
assert.strictEqual(fmt('en-US', { style: 'percent' }, 0.256), '26%');
assert.strictEqual(fmt('de-DE', { style: 'percent' }, 0.256), '26\u00a0%');
assert.strictEqual(fmt('tr', { style: 'percent' }, 0.256), '%26');
assert.strictEqual(fmt('en-US', { style: 'percent', signDisplay: 'exceptZero' }, 0.5), '+50%');
assert.strictEqual(fmt('en-US', { style: 'currency', currency: 'USD' }, 1234.5), '$1,234.50');
assert.strictEqual(fmt('en-US', { style: 'currency', currency: 'USD' }, -1234.5), '-$1,234.50');
assert.strictEqual(fmt('de-DE', { style: 'currency', currency: 'EUR' }, 1234.5), '1.234,50\u00a0\u20ac');
assert.strictEqual(fmt('ja-JP', { style: 'currency', currency: 'JPY' }, 1234.5), '\uffe51,235');
assert.strictEqual(fmt('en-GB', { style: 'currency', currency: 'GBP' }, 3), '\u00a33.00');
assert.strictEqual(fmt('en-IN', { style: 'currency', currency: 'INR' }, 1234567), '\u20b912,34,567.00');
assert.strictEqual(fmt('pt-BR', { style: 'currency', currency: 'BRL' }, 10), 'R$\u00a010,00');
assert.strictEqual(fmt('en-US', { style: 'currency', currency: 'KWD' }, 1), 'KWD\u00a01.000');
assert.strictEqual(fmt('en-US', { style: 'currency', currency: 'eur', currencyDisplay: 'code' }, 1),
                   'EUR\u00a01.00');
assert.strictEqual(fmt('en-US', { style: 'currency', currency: 'USD', currencyDisplay: 'name' }, 2),
                   '2.00 US dollars');
assert.strictEqual(fmt('en-US', { style: 'currency', currency: 'CAD',
                                  currencyDisplay: 'narrowSymbol' }, 2), '$2.00');
assert.strictEqual(fmt('en-US', { style: 'currency', currency: 'USD', currencySign: 'accounting' },
                       -5), '($5.00)');
assert.strictEqual(fmt('en-US', { style: 'currency', currency: 'USD', signDisplay: 'always' }, 5),
                   '+$5.00');
assert.strictEqual(fmt('en-US', { style: 'currency', currency: 'USD' }, NaN), '$NaN');
assert.strictEqual(fmt('en-US', { style: 'currency', currency: 'EUR', currencyDisplay: 'code' },
                       Infinity), 'EUR\u221e');
assert.strictEqual((1234.5).toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
                   '$1,234.50');
assert.strictEqual(5n.toLocaleString('en', { style: 'currency', currency: 'USD' }), '$5.00');
assert.strictEqual((0.5).toLocaleString('en', { style: 'percent' }), '50%');
assert.strictEqual((1234.5).toLocaleString('de'), '1.234,5');

// Units: the CLDR names ICU4X has, and English for the rest.
assert.strictEqual(fmt('en', { style: 'unit', unit: 'kilometer' }, 12), '12 km');
assert.strictEqual(fmt('en', { style: 'unit', unit: 'kilometer', unitDisplay: 'long' }, 1),
                   '1 kilometer');
assert.strictEqual(fmt('en', { style: 'unit', unit: 'centimeter', unitDisplay: 'long' }, 2),
                   '2 centimeters');
assert.strictEqual(fmt('de', { style: 'unit', unit: 'hour', unitDisplay: 'long' }, 1), '1 Stunde');
assert.strictEqual(fmt('en', { style: 'unit', unit: 'kilobyte' }, 12), '12 kB');
assert.strictEqual(fmt('en', { style: 'unit', unit: 'megabyte', unitDisplay: 'long' }, 1.5),
                   '1.5 megabytes');
assert.strictEqual(fmt('en', { style: 'unit', unit: 'celsius' }, 21), '21\u00b0C');
assert.strictEqual(fmt('en', { style: 'unit', unit: 'kilometer-per-hour' }, 50), '50 km/h');

// Notations.
assert.strictEqual(fmt('en', { notation: 'compact' }, 1234), '1.2K');
assert.strictEqual(fmt('en', { notation: 'compact' }, 12345), '12K');
assert.strictEqual(fmt('en', { notation: 'compact' }, 999.9999), '1K');
assert.strictEqual(fmt('en', { notation: 'compact' }, 123456789.987), '123M');
assert.strictEqual(fmt('en', { notation: 'compact', compactDisplay: 'long' }, 1234), '1.2 thousand');
assert.strictEqual(fmt('de', { notation: 'compact' }, 1234567), '1,2\u00a0Mio.');
assert.strictEqual(fmt('ja', { notation: 'compact' }, 123456), '12\u4e07');
assert.strictEqual(fmt('en', { notation: 'compact', style: 'currency', currency: 'USD' }, -1234),
                   '-$1.2K');
assert.strictEqual(fmt('en', { notation: 'compact', style: 'percent' }, 1234), '123K%');
assert.strictEqual(fmt('en', { notation: 'scientific' }, 12345), '1.235E4');
assert.strictEqual(fmt('en', { notation: 'scientific' }, 0.000123), '1.23E-4');
assert.strictEqual(fmt('en', { notation: 'engineering' }, 12345), '12.345E3');
assert.strictEqual(fmt('en', { notation: 'scientific', maximumFractionDigits: 1 }, 99999), '1E5');

// formatToParts, formatRange.
const parts = (o, v) => nf('en-US', o).formatToParts(v).map((p) => `${p.type}:${p.value}`).join('|');
assert.strictEqual(parts({ style: 'currency', currency: 'USD' }, -1234.5),
                   'minusSign:-|currency:$|integer:1|group:,|integer:234|decimal:.|fraction:50');
assert.strictEqual(parts({ style: 'currency', currency: 'USD', currencyDisplay: 'name' }, 2),
                   'integer:2|decimal:.|fraction:00|literal: |currency:US dollars');
assert.strictEqual(parts({ style: 'percent' }, 0.5), 'integer:50|percentSign:%');
assert.strictEqual(parts({ notation: 'compact' }, -1234), 'minusSign:-|integer:1|decimal:.|fraction:2|compact:K');
assert.strictEqual(parts({ notation: 'scientific' }, 0.000123),
                   'integer:1|decimal:.|fraction:23|exponentSeparator:E|exponentMinusSign:-|exponentInteger:4');
assert.strictEqual(parts(undefined, NaN), 'nan:NaN');
assert.strictEqual(nf('en').formatRange(1, 5), '1\u20135');
assert.strictEqual(nf('en').formatRange(1, 1), '~1');
error(() => nf('en').formatRange(1), 'TypeError', 'Invalid end : undefined');
error(() => nf('en').formatRangeToParts(undefined, 1), 'TypeError', 'Invalid start : undefined');
error(() => nf('en').formatRange(NaN, 1), 'RangeError', 'Invalid start : NaN');
assert.deepStrictEqual(nf('en').formatRangeToParts(1, 2).map((p) => `${p.source}:${p.value}`),
                       ['startRange:1', 'shared:\u2013', 'endRange:2']);
assert.strictEqual(nf('en', { style: 'currency', currency: 'USD' }).formatRange(1, 5),
                   '$1.00 \u2013 $5.00');

// resolvedOptions, in V8's key order.
assert.deepStrictEqual(Object.entries(nf('en-US', { style: 'currency', currency: 'usd' }).resolvedOptions()), [
  ['locale', 'en-US'], ['numberingSystem', 'latn'], ['style', 'currency'], ['currency', 'USD'],
  ['currencyDisplay', 'symbol'], ['currencySign', 'standard'], ['minimumIntegerDigits', 1],
  ['minimumFractionDigits', 2], ['maximumFractionDigits', 2], ['useGrouping', 'auto'],
  ['notation', 'standard'], ['signDisplay', 'auto'], ['roundingIncrement', 1],
  ['roundingMode', 'halfExpand'], ['roundingPriority', 'auto'], ['trailingZeroDisplay', 'auto'],
]);
const compact = nf('en', { notation: 'compact' }).resolvedOptions();
assert.strictEqual(compact.maximumSignificantDigits, 2);
assert.strictEqual(compact.roundingPriority, 'morePrecision');
assert.strictEqual(compact.useGrouping, 'min2');
assert.strictEqual(compact.compactDisplay, 'short');
const sig = nf('en', { maximumSignificantDigits: 3 }).resolvedOptions();
assert.strictEqual('minimumFractionDigits' in sig, false);
assert.strictEqual(sig.minimumSignificantDigits, 1);
assert.strictEqual(nf('ar-EG').resolvedOptions().numberingSystem, 'arab');
assert.strictEqual(nf('de-CH-u-nu-arab').resolvedOptions().locale, 'de-CH-u-nu-arab');
assert.strictEqual(nf('xx').resolvedOptions().locale, new Intl.NumberFormat().resolvedOptions().locale);

// The constructor and prototype as V8 has them.
assert.strictEqual(Intl.NumberFormat.length, 0);
assert.strictEqual(typeof Intl.NumberFormat(), 'object');
assert.strictEqual(Object.prototype.toString.call(nf()), '[object Intl.NumberFormat]');
assert.deepStrictEqual(Object.getOwnPropertyNames(Intl.NumberFormat.prototype),
                       ['constructor', 'resolvedOptions', 'formatToParts', 'format', 'formatRange',
                        'formatRangeToParts']);
const format = nf('en').format;
assert.strictEqual(format.name, '');
assert.strictEqual(format.length, 1);
assert.strictEqual([1, 2.5].map(format).join(' '), '1 2.5');
class Sub extends Intl.NumberFormat {}
assert.strictEqual(new Sub('en').format(1000), '1,000');
assert.strictEqual(Object.getPrototypeOf(new Sub()), Sub.prototype);
assert.deepStrictEqual(Intl.NumberFormat.supportedLocalesOf(['en-US', 'de']), ['en-US', 'de']);

// Errors.
error(() => nf('en', { style: 'foo' }), 'RangeError',
      'Value foo out of range for Intl.NumberFormat options property style');
error(() => nf('en', { style: 'currency' }), 'TypeError', 'Currency code is required with currency style.');
error(() => nf('en', { style: 'currency', currency: 'US' }), 'RangeError', 'Invalid currency code : US');
error(() => nf('en', { style: 'unit', unit: 'foo' }), 'RangeError',
      "Invalid unit argument for Intl.NumberFormat() 'foo'");
error(() => nf('en', { minimumFractionDigits: 3, maximumFractionDigits: 1 }), 'RangeError',
      'maximumFractionDigits value is out of range.');
error(() => nf('en', { minimumIntegerDigits: 0 }), 'RangeError', 'minimumIntegerDigits value is out of range.');
error(() => nf('en', { roundingIncrement: 3 }), 'RangeError', 'roundingIncrement value is out of range.');
error(() => nf('en', { roundingIncrement: 5, maximumSignificantDigits: 2 }), 'TypeError',
      'RoundingType is not fractionDigits');
error(() => nf('en', { useGrouping: 'foo' }), 'RangeError',
      'Value foo out of range for Intl.NumberFormat options property useGrouping');
error(() => nf('en', { numberingSystem: 'a' }), 'RangeError', 'Invalid numberingSystem : a');
error(() => nf('xx-'), 'RangeError', 'Invalid language tag: xx-');
error(() => Intl.NumberFormat.prototype.formatToParts.call({}), 'TypeError',
      'Method Intl.NumberFormat.prototype.formatToParts called on incompatible receiver #<Object>');
assert.throws(() => Intl.NumberFormat.prototype.format, TypeError);
assert.throws(() => Intl.NumberFormat.prototype.resolvedOptions.call({}), TypeError);
