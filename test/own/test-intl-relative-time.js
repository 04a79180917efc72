// minirt's own test: Intl.RelativeTimeFormat as Node 26 has it (js-lib implements it; Boa
// 0.22 has none). Checks the text of format() in several locales, styles and `numeric`
// settings, the rounding of the value (at most three fraction digits, half to even, as V8's
// ICU does), the parts of formatToParts(), numbering systems, resolvedOptions(), the options
// read in ECMA-402's order with V8's error messages, the unit and value checks, the brand
// checks on the methods, supportedLocalesOf() and the shape of the constructor and prototype.
'use strict';
require('../common');
const assert = require('assert');

const RTF = Intl.RelativeTimeFormat;
const parts = (rtf, value, unit) => rtf.formatToParts(value, unit)
  .map((p) => `${p.type}${p.unit === undefined ? '' : `(${p.unit})`}=${p.value}`).join('|');

// How programs use it: "yesterday", "in 3 days", "2 hours ago".
const en = new RTF('en');
const auto = new RTF('en', { numeric: 'auto' });
assert.strictEqual(auto.format(-1, 'day'), 'yesterday');
assert.strictEqual(auto.format(1, 'day'), 'tomorrow');
assert.strictEqual(auto.format(0, 'day'), 'today');
assert.strictEqual(auto.format(-0, 'day'), 'today');
assert.strictEqual(auto.format(0, 'second'), 'now');
assert.strictEqual(auto.format(-1, 'year'), 'last year');
assert.strictEqual(auto.format(1, 'week'), 'next week');
assert.strictEqual(auto.format(2, 'day'), 'in 2 days');
assert.strictEqual(en.format(-1, 'day'), '1 day ago');
assert.strictEqual(en.format(3, 'days'), 'in 3 days');
assert.strictEqual(en.format(-2, 'hours'), '2 hours ago');
assert.strictEqual(en.format(1, 'quarter'), 'in 1 quarter');
assert.strictEqual(en.format(0, 'minute'), 'in 0 minutes');
assert.strictEqual(en.format(-0, 'minute'), '0 minutes ago');
assert.strictEqual(en.format(1000, 'year'), 'in 1,000 years');
assert.strictEqual(en.format('5', 'month'), 'in 5 months');
assert.strictEqual(new RTF('en', { style: 'short' }).format(3, 'month'), 'in 3 mo.');
assert.strictEqual(new RTF('en', { style: 'narrow' }).format(-3, 'quarter'), '3q ago');

// Other locales, with their own number separators and word order.
assert.strictEqual(new RTF('es', { numeric: 'auto' }).format(-1, 'day'), 'ayer');
assert.strictEqual(new RTF('es').format(2, 'week'), 'dentro de 2 semanas');
assert.strictEqual(new RTF('de', { numeric: 'auto' }).format(2, 'day'), 'übermorgen');
assert.strictEqual(new RTF('de').format(-1234.5, 'day'), 'vor 1.234,5 Tagen');
assert.strictEqual(new RTF('fr').format(-3, 'hour'), 'il y a 3 heures');
assert.strictEqual(new RTF('fr').format(12345, 'day'), 'dans 12\u202f345 jours');
assert.strictEqual(new RTF('ja').format(-5, 'day'), '5 日前');
assert.strictEqual(new RTF('ja', { numeric: 'auto' }).format(1, 'day'), '明日');
assert.strictEqual(new RTF('ar').format(1000, 'day'), 'خلال 1,000 يوم');

// The value is rounded to three fraction digits, half to even, on its shortest decimal
// (1.0005 is a tie that rounds to 1, which then reads "1 day"), and never in exponent form.
assert.strictEqual(en.format(1.0005, 'day'), 'in 1 day');
assert.strictEqual(en.format(1.0015, 'day'), 'in 1.002 days');
assert.strictEqual(en.format(0.0025, 'day'), 'in 0.002 days');
assert.strictEqual(en.format(123.4565, 'day'), 'in 123.456 days');
assert.strictEqual(en.format(1.9995, 'day'), 'in 2 days');
assert.strictEqual(en.format(-0.0001, 'day'), '0 days ago');
assert.strictEqual(en.format(2.5e-7, 'day'), 'in 0 days');
assert.strictEqual(en.format(1e21, 'day'), 'in 1,000,000,000,000,000,000,000 days');
assert.strictEqual(auto.format(1.0001, 'day'), 'tomorrow');
assert.strictEqual(auto.format(-0.0004, 'day'), 'today');

// formatToParts: the number cut into its parts, each with the (singular) unit.
assert.strictEqual(parts(en, -1234.5678, 'days'),
                   'integer(day)=1|group(day)=,|integer(day)=234|decimal(day)=.|' +
                   'fraction(day)=568|literal= days ago');
assert.strictEqual(parts(en, 100, 'second'), 'literal=in |integer(second)=100|literal= seconds');
assert.strictEqual(parts(auto, -1, 'day'), 'literal=yesterday');
assert.strictEqual(parts(auto, -2, 'day'), 'integer(day)=2|literal= days ago');
assert.strictEqual(parts(en, -0, 'day'), 'integer(day)=0|literal= days ago');
assert.strictEqual(parts(new RTF('de'), -1234.5, 'day'),
                   'literal=vor |integer(day)=1|group(day)=.|integer(day)=234|decimal(day)=,|' +
                   'fraction(day)=5|literal= Tagen');
assert.strictEqual(parts(new RTF('es'), 12345, 'day'),
                   'literal=dentro de |integer(day)=12|group(day)=.|integer(day)=345|' +
                   'literal= días');
assert.strictEqual(parts(new RTF('ja'), -5, 'day'), 'integer(day)=5|literal= 日前');

// Numbering systems: from the locale, its -u-nu- keyword or the option.
assert.strictEqual(new RTF('en-u-nu-arab').format(-12345.5, 'day'), '١٢٬٣٤٥٫٥ days ago');
assert.strictEqual(parts(new RTF('en-u-nu-arab'), 1.5, 'day'),
                   'literal=in |integer(day)=١|decimal(day)=٫|fraction(day)=٥|literal= days');
assert.strictEqual(new RTF('en', { numberingSystem: 'thai' }).format(12, 'day'), 'in ๑๒ days');
assert.strictEqual(new RTF('ar-EG').format(3, 'day'), 'خلال ٣ أيام');
assert.strictEqual(new RTF('fa').format(1234.5, 'day'), '۱٬۲۳۴٫۵ روز دیگر');
assert.strictEqual(new RTF('de-u-nu-thai').format(-1234.5, 'day'), 'vor ๑.๒๓๔,๕ Tagen');

// resolvedOptions(): V8's keys, in V8's order.
const keys = (o) => Object.keys(o).join();
assert.strictEqual(keys(en.resolvedOptions()), 'locale,style,numeric,numberingSystem');
assert.deepStrictEqual(new RTF('de', { style: 'short', numeric: 'auto' }).resolvedOptions(),
                       { locale: 'de', style: 'short', numeric: 'auto', numberingSystem: 'latn' });
assert.deepStrictEqual(new RTF('en', { numberingSystem: 'arab' }).resolvedOptions(),
                       { locale: 'en', style: 'long', numeric: 'always', numberingSystem: 'arab' });
assert.strictEqual(new RTF('en-US-u-ca-japanese-nu-arab').resolvedOptions().locale,
                   'en-US-u-nu-arab');
assert.strictEqual(new RTF('en-u-nu-thai', { numberingSystem: 'arab' }).resolvedOptions()
  .numberingSystem, 'arab');
assert.strictEqual(new RTF('en', { numberingSystem: 'ARAB' }).resolvedOptions().numberingSystem,
                   'latn');
assert.strictEqual(new RTF('en-u-nu-bogus').resolvedOptions().locale, 'en');
assert.strictEqual(new RTF('EN-gb').resolvedOptions().locale, 'en-GB');
assert.strictEqual(new RTF(['xx', 'de-AT']).resolvedOptions().locale, 'de-AT');
for (const [locale, nu] of [['ar', 'latn'], ['ar-EG', 'arab'], ['fa', 'arabext'], ['hi', 'latn'],
                            ['bn', 'beng'], ['mr', 'deva'], ['my', 'mymr']]) {
  assert.strictEqual(new RTF(locale).resolvedOptions().numberingSystem, nu, locale);
}
assert.notStrictEqual(en.resolvedOptions(), en.resolvedOptions());

// Options: read once each, in ECMA-402's order, with V8's messages.
const read = [];
new RTF('en', new Proxy({}, { get(target, key) { read.push(key); } }));
assert.strictEqual(read.join(), 'localeMatcher,numberingSystem,style,numeric');
const beforeBadLocale = [];
assert.throws(() => new RTF('xx-#', new Proxy({}, { get(t, k) { beforeBadLocale.push(k); } })),
              { name: 'RangeError', message: 'Invalid language tag: xx-#' });
assert.strictEqual(beforeBadLocale.length, 0);
const outOfRange = (name) => ({
  name: 'RangeError',
  message: `Value bad out of range for Intl.RelativeTimeFormat options property ${name}`,
});
assert.throws(() => new RTF('en', { style: 'bad' }), outOfRange('style'));
assert.throws(() => new RTF('en', { numeric: 'bad' }), outOfRange('numeric'));
assert.throws(() => new RTF('en', { localeMatcher: 'bad' }), outOfRange('localeMatcher'));
assert.throws(() => new RTF('en', { numberingSystem: 'abc_def' }),
              { name: 'RangeError', message: 'Invalid numberingSystem : abc_def' });
assert.throws(() => new RTF('en', { numberingSystem: 'ab' }),
              { name: 'RangeError', message: 'Invalid numberingSystem : ab' });
assert.throws(() => new RTF('en', { style: Symbol('s') }),
              { name: 'TypeError', message: 'Cannot convert a Symbol value to a string' });
assert.throws(() => new RTF('en', null), {
  name: 'TypeError', message: 'Intl.RelativeTimeFormat called on null or undefined',
});
assert.throws(() => new RTF(null),
              { name: 'TypeError', message: 'Cannot convert undefined or null to object' });
assert.strictEqual(new RTF('en', { style: { toString: () => 'short' } }).resolvedOptions().style,
                   'short');
assert.strictEqual(new RTF('en', 5).resolvedOptions().style, 'long');
assert.throws(() => RTF(),
              { name: 'TypeError', message: "Constructor Intl.RelativeTimeFormat requires 'new'" });
assert.throws(() => RTF.call(new RTF()), { name: 'TypeError' });

// format() and formatToParts(): the value is converted before the unit, then checked.
const badUnit = (method, unit) => ({
  name: 'RangeError',
  message: `Invalid unit argument for Intl.RelativeTimeFormat.prototype.${method}() '${unit}'`,
});
const notFinite = (method) => ({
  name: 'RangeError',
  message: `Value need to be finite number for Intl.RelativeTimeFormat.prototype.${method}()`,
});
assert.throws(() => en.format(1, 'dayz'), badUnit('format', 'dayz'));
assert.throws(() => en.format(1, 'Days'), badUnit('format', 'Days'));
assert.throws(() => en.format(1, 'millisecond'), badUnit('format', 'millisecond'));
assert.throws(() => en.format(5), badUnit('format', 'undefined'));
assert.throws(() => en.formatToParts(1, 'decade'), badUnit('formatToParts', 'decade'));
assert.throws(() => en.format(Infinity, 'dayz'), notFinite('format'));
assert.throws(() => en.format(NaN, 'day'), notFinite('format'));
assert.throws(() => en.formatToParts('abc', 'day'), notFinite('formatToParts'));
assert.throws(() => en.format(1n, 'day'),
              { name: 'TypeError', message: 'Cannot convert a BigInt value to a number' });
assert.throws(() => en.format(Symbol('v'), 'day'),
              { name: 'TypeError', message: 'Cannot convert a Symbol value to a number' });
assert.throws(() => en.format(1, Symbol('u')),
              { name: 'TypeError', message: 'Cannot convert a Symbol value to a string' });
const order = [];
en.format({ valueOf() { order.push('value'); return 3; } },
          { toString() { order.push('unit'); return 'hours'; } });
assert.strictEqual(order.join(), 'value,unit');
assert.strictEqual(en.format({ valueOf: () => 3 }, { toString: () => 'hours' }), 'in 3 hours');
assert.strictEqual(en.format(null, 'day'), 'in 0 days');

// Brand checks, before the arguments are touched.
const incompatible = (method, what) => ({
  name: 'TypeError',
  message: `Method Intl.RelativeTimeFormat.prototype.${method} called on incompatible receiver ` +
    what,
});
for (const [receiver, what] of [[{}, '#<Object>'], [null, 'null'], [undefined, 'undefined'],
                                [5, '5'], [RTF.prototype, '#<RelativeTimeFormat>'],
                                [new Intl.DateTimeFormat(), '#<DateTimeFormat>']]) {
  assert.throws(() => RTF.prototype.format.call(receiver, 1, 'day'), incompatible('format', what));
  assert.throws(() => RTF.prototype.formatToParts.call(receiver, 1, 'day'),
                incompatible('formatToParts', what));
  assert.throws(() => RTF.prototype.resolvedOptions.call(receiver),
                incompatible('resolvedOptions', what));
}
let touched = false;
const spy = { valueOf() { touched = true; return 1; } };
assert.throws(() => RTF.prototype.format.call({}, spy, 'day'), TypeError);
assert.strictEqual(touched, false);

// Subclasses and new.target's prototype.
class Sub extends RTF {}
const sub = new Sub('en');
assert.strictEqual(Object.getPrototypeOf(sub), Sub.prototype);
assert.strictEqual(sub.format(1, 'day'), 'in 1 day');
assert.strictEqual(Object.getPrototypeOf(Reflect.construct(RTF, [], Object)), Object.prototype);
function NoProto() {}
NoProto.prototype = null;
assert.strictEqual(Object.getPrototypeOf(Reflect.construct(RTF, [], NoProto)), RTF.prototype);

// supportedLocalesOf.
assert.deepStrictEqual(RTF.supportedLocalesOf(['en-US', 'de', 'EN-gb', 'en-US']),
                       ['en-US', 'de', 'en-GB']);
assert.deepStrictEqual(RTF.supportedLocalesOf('fr', { localeMatcher: 'lookup' }), ['fr']);
assert.deepStrictEqual(RTF.supportedLocalesOf(), []);
assert.throws(() => RTF.supportedLocalesOf('en', { localeMatcher: 'bad' }), {
  name: 'RangeError',
  message: 'Value bad out of range for Intl.RelativeTimeFormat.supportedLocalesOf options ' +
    'property localeMatcher',
});
assert.throws(() => RTF.supportedLocalesOf('en', null), {
  name: 'TypeError',
  message: 'Intl.RelativeTimeFormat.supportedLocalesOf called on null or undefined',
});
assert.throws(() => RTF.supportedLocalesOf('xx-#'), RangeError);

// The shape of the constructor and its prototype.
assert.strictEqual(RTF.name, 'RelativeTimeFormat');
assert.strictEqual(RTF.length, 0);
assert.deepStrictEqual(Object.getOwnPropertyNames(RTF.prototype),
                       ['constructor', 'resolvedOptions', 'format', 'formatToParts']);
assert.deepStrictEqual(Object.getOwnPropertyDescriptor(RTF, 'prototype'),
                       { value: RTF.prototype, writable: false, enumerable: false,
                         configurable: false });
assert.deepStrictEqual(Object.getOwnPropertyDescriptor(RTF.prototype, Symbol.toStringTag),
                       { value: 'Intl.RelativeTimeFormat', writable: false, enumerable: false,
                         configurable: true });
assert.strictEqual(Object.prototype.toString.call(en), '[object Intl.RelativeTimeFormat]');
for (const [name, length] of [['format', 2], ['formatToParts', 2], ['resolvedOptions', 0]]) {
  const method = RTF.prototype[name];
  assert.strictEqual(method.name, name);
  assert.strictEqual(method.length, length);
  assert.strictEqual(Object.getOwnPropertyDescriptor(RTF.prototype, name).enumerable, false);
  assert.throws(() => new method(), TypeError);
}
assert.strictEqual(RTF.supportedLocalesOf.length, 1);
assert.strictEqual(RTF.prototype.constructor, RTF);
assert.deepStrictEqual(Object.getOwnPropertyNames(en), []);
