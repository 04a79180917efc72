// Intl.RelativeTimeFormat as V8 has it (Boa 0.22 has none): options read in ECMA-402's order
// with V8's messages, the value rounded here as V8's ICU does it, and the text from
// internalBinding('intl') (ICU4X's CLDR data, runtime/src/bindings/intl.rs): formatRelativeTime
// for the sentence ("in 5 days", "yesterday"), formatDecimal for the number inside it, which
// formatToParts cuts into integer / group / decimal / fraction parts. internal/engine/
// intl_date_year puts the constructor on Intl.
//
// One difference of ICU4X is corrected: asked for the arab or arabext digits in a locale that
// does not use them itself (`en-u-nu-arab`), it keeps that locale's separators ("١,٢٣٤.٥")
// where ICU takes the Arabic ones ("١٬٢٣٤٫٥").
'use strict';

const {
  apply: ReflectApply,
  defineProperty: ReflectDefineProperty,
} = Reflect;
const { exec: RegExpExec } = RegExp.prototype;
const {
  codePointAt: StringCodePointAt,
  indexOf: StringIndexOf,
  replaceAll: StringReplaceAll,
  slice: StringSlice,
} = String.prototype;
const { push: ArrayPush } = Array.prototype;
const { create: ObjectCreate } = Object;
const { isFinite: NumberIsFinite } = Number;
const { get: WeakMapGet, set: WeakMapSet } = WeakMap.prototype;
const ObjectCtor = Object;
const NumberCtor = Number;
const StringCtor = String;
const SymbolToStringTag = Symbol.toStringTag;

const binding = internalBinding('intl');
const { resolveLocale } = require('internal/engine/intl_locale');

// Each formatter's resolved state: { locale, dataLocale, numberingSystem, foreignDigits (see
// separatorFix), style, numeric }.
const slots = new WeakMap();

const kStyles = ['long', 'short', 'narrow'];
const kNumerics = ['always', 'auto'];
const kLocaleMatchers = ['lookup', 'best fit'];
// The units format() takes, singular, and what their plurals mean.
const kUnits = {
  __proto__: null,
  second: 'second', seconds: 'second', minute: 'minute', minutes: 'minute',
  hour: 'hour', hours: 'hour', day: 'day', days: 'day', week: 'week', weeks: 'week',
  month: 'month', months: 'month', quarter: 'quarter', quarters: 'quarter',
  year: 'year', years: 'year',
};
// ECMA-402's `type` production, which the numberingSystem option must match.
const kTypeSequence = /^[a-zA-Z0-9]{3,8}(?:-[a-zA-Z0-9]{3,8})*$/;
const kNumberRuns = /\p{Nd}+|\P{Nd}+/gu;
const kDigitRun = /^\p{Nd}/u;
const kNonZeroDigit = /[1-9]/;

const {
  defineMethod, toText, toNumber, getStringOption, canonicalize, receiverText,
  supportedLocales,
} = require('internal/engine/intl_common');

// ---- numbers ----

// V8 formats the value with ICU's default number format: the shortest decimal that reads back
// as the same double, rounded to at most three fraction digits, half to even (1.0005 -> 1,
// 0.0025 -> 0.002), no trailing zeros. Returns that decimal as a string with its sign
// ('-0' for a negative value that rounds to zero: "0 days ago").
function roundedDecimal(value) {
  const negative = value < 0 || (value === 0 && 1 / value < 0);
  let text = StringCtor(negative ? -value : value);
  let intPart;
  let fracPart;
  const e = ReflectApply(StringIndexOf, text, ['e']);
  if (e >= 0) {
    const exponent = NumberCtor(ReflectApply(StringSlice, text, [e + 1]));
    const mantissa = ReflectApply(StringSlice, text, [0, e]);
    const digits = ReflectApply(StringReplaceAll, mantissa, ['.', '']);
    const point = ReflectApply(StringIndexOf, mantissa, ['.']);
    const intDigits = (point < 0 ? mantissa.length : point) + exponent;
    if (intDigits >= digits.length) {
      intPart = digits + zeros(intDigits - digits.length);
      fracPart = '';
    } else {
      // Only tiny values (below 1e-6) print with a negative exponent.
      intPart = '0';
      fracPart = zeros(-intDigits) + digits;
    }
  } else {
    const point = ReflectApply(StringIndexOf, text, ['.']);
    intPart = point < 0 ? text : ReflectApply(StringSlice, text, [0, point]);
    fracPart = point < 0 ? '' : ReflectApply(StringSlice, text, [point + 1]);
  }
  if (fracPart.length > 3) {
    const kept = intPart + ReflectApply(StringSlice, fracPart, [0, 3]);
    const rest = ReflectApply(StringSlice, fracPart, [3]);
    let up;
    if (rest[0] > '5') {
      up = true;
    } else if (rest[0] < '5') {
      up = false;
    } else {
      // A five: up if anything follows it, else to the even digit.
      const after = ReflectApply(StringSlice, rest, [1]);
      up = ReflectApply(RegExpExec, kNonZeroDigit, [after]) !== null ||
        (kept[kept.length - 1] & 1) === 1;
    }
    const digits = up ? incremented(kept) : kept;
    intPart = ReflectApply(StringSlice, digits, [0, digits.length - 3]);
    fracPart = ReflectApply(StringSlice, digits, [digits.length - 3]);
  }
  let end = fracPart.length;
  while (end > 0 && fracPart[end - 1] === '0') end--;
  fracPart = ReflectApply(StringSlice, fracPart, [0, end]);
  text = fracPart === '' ? intPart : `${intPart}.${fracPart}`;
  return negative ? `-${text}` : text;
}

function zeros(n) {
  let out = '';
  for (let i = 0; i < n; i++) out += '0';
  return out;
}

// A string of decimal digits plus one (same length unless every digit was 9).
function incremented(digits) {
  let i = digits.length - 1;
  let tail = '';
  while (i >= 0 && digits[i] === '9') {
    tail += '0';
    i--;
  }
  if (i < 0) return `1${tail}`;
  return ReflectApply(StringSlice, digits, [0, i]) + StringCtor(NumberCtor(digits[i]) + 1) + tail;
}

// The digit that is zero in each numbering system a locale can default to, by code point.
const kZeroDigits = {
  __proto__: null,
  0x0660: 'arab', 0x06f0: 'arabext', 0x07c0: 'nkoo', 0x0966: 'deva', 0x09e6: 'beng',
  0x0a66: 'guru', 0x0ae6: 'gujr', 0x0b66: 'orya', 0x0be6: 'tamldec', 0x0c66: 'telu',
  0x0ce6: 'knda', 0x0d66: 'mlym', 0x0e50: 'thai', 0x0ed0: 'laoo', 0x0f20: 'tibt',
  0x1040: 'mymr', 0x17e0: 'khmr', 0x1810: 'mong', 0x1946: 'limb', 0x19d0: 'talu',
  0x1a80: 'lana', 0x1a90: 'lanatham', 0x1b50: 'bali', 0x1bb0: 'sund', 0x1c40: 'lepc',
  0x1c50: 'olck', 0xa620: 'vaii', 0xa8d0: 'saur', 0xa900: 'kali', 0xa9d0: 'java',
  0xaa50: 'cham', 0xabf0: 'mtei', 0xff10: 'fullwide', 0x104a0: 'osma', 0x10d30: 'rohg',
  0x11066: 'brah', 0x11136: 'cakm', 0x1e140: 'hmnp', 0x1e2f0: 'wcho', 0x1e950: 'adlm',
};

// The numbering system the locale uses when none is asked for, read off its zero.
function defaultNumberingSystem(dataLocale) {
  const zero = binding.formatDecimal(dataLocale, 'auto', '0');
  if (typeof zero !== 'string' || zero === '') return 'latn';
  return kZeroDigits[ReflectApply(StringCodePointAt, zero, [0])] ?? 'latn';
}

// Splits the binding's number text into runs: [isDigits, text].
function numberRuns(text) {
  const runs = [];
  kNumberRuns.lastIndex = 0;
  let m;
  while ((m = ReflectApply(RegExpExec, kNumberRuns, [text])) !== null) {
    ReflectApply(ArrayPush, runs, [[ReflectApply(RegExpExec, kDigitRun, [m[0]]) !== null, m[0]]]);
  }
  return runs;
}

// Whether the binding's separators must become the Arabic ones ICU uses with the arab and
// arabext digits in a locale whose own symbols are for other digits (ICU4X keeps the
// locale's: "١,٢٣٤.٥" for en-u-nu-arab where V8 prints "١٬٢٣٤٫٥"). A locale whose own
// digits they are keeps its own symbols in both (sd: "١٢٬٣٤٥.٦").
const separatorFixes = { __proto__: null };
function separatorFix(s) {
  if (!s.foreignDigits) return false;
  let fix = separatorFixes[s.dataLocale];
  if (fix === undefined) {
    const probe = binding.formatDecimal(s.dataLocale, 'always', '1000.5');
    const seps = [];
    const runs = typeof probe === 'string' ? numberRuns(probe) : [];
    for (let i = 0; i < runs.length; i++) {
      if (!runs[i][0]) ReflectApply(ArrayPush, seps, [runs[i][1]]);
    }
    fix = seps.length === 2 && seps[1] !== '\u066b';
    separatorFixes[s.dataLocale] = fix;
  }
  return fix;
}

// The binding's number text with the Arabic separators; `hasFraction` tells which separator
// is the decimal one.
function fixedNumber(text, hasFraction) {
  const runs = numberRuns(text);
  let lastSep = -1;
  if (hasFraction) {
    for (let i = 0; i < runs.length; i++) if (!runs[i][0]) lastSep = i;
  }
  let out = '';
  for (let i = 0; i < runs.length; i++) {
    if (runs[i][0]) out += runs[i][1];
    else out += i === lastSep ? '\u066b' : '\u066c';
  }
  return out;
}

// ---- formatting ----

// { text, number, at, singular, hasFraction }: the sentence, the number text in it and where
// it stands (-1 when the sentence has no number, as "yesterday"), the unit's singular and
// whether the number has a fraction. Only the text unless `withNumber` (or the separators
// need correcting): finding the number costs a second call into the binding.
function formatPieces(s, value, unit, method, withNumber) {
  value = toNumber(value);
  unit = toText(unit);
  if (!NumberIsFinite(value)) {
    throw new RangeError(`Value need to be finite number for ${method}()`);
  }
  const singular = kUnits[unit];
  if (singular === undefined) {
    throw new RangeError(`Invalid unit argument for ${method}() '${unit}'`);
  }
  const decimal = roundedDecimal(value);
  let text = binding.formatRelativeTime(s.dataLocale, s.style, singular, s.numeric === 'auto',
                                        decimal);
  if (typeof text !== 'string') {
    throw new RangeError(`Invalid unit argument for ${method}() '${unit}'`);
  }
  if (!withNumber && !s.foreignDigits) return { text };
  const magnitude = decimal[0] === '-' ? ReflectApply(StringSlice, decimal, [1]) : decimal;
  const raw = binding.formatDecimal(s.dataLocale, 'auto', magnitude);
  let number = typeof raw === 'string' ? raw : '';
  const at = number === '' ? -1 : ReflectApply(StringIndexOf, text, [number]);
  const hasFraction = ReflectApply(StringIndexOf, magnitude, ['.']) >= 0;
  if (at >= 0 && separatorFix(s)) {
    const fixed = fixedNumber(number, hasFraction);
    text = ReflectApply(StringSlice, text, [0, at]) + fixed +
      ReflectApply(StringSlice, text, [at + number.length]);
    number = fixed;
  }
  return { text, number, at, singular, hasFraction };
}

function pushPart(parts, part) {
  ReflectApply(ArrayPush, parts, [part]);
}

function formatToPartsOf(s, value, unit) {
  const p = formatPieces(s, value, unit, 'Intl.RelativeTimeFormat.prototype.formatToParts', true);
  const parts = [];
  if (p.at < 0) {
    pushPart(parts, { type: 'literal', value: p.text });
    return parts;
  }
  if (p.at > 0) {
    pushPart(parts, { type: 'literal', value: ReflectApply(StringSlice, p.text, [0, p.at]) });
  }
  // Digit runs are integer digits until the decimal separator (the last separator, when the
  // value has a fraction), fraction digits after it; the other separators group.
  const runs = numberRuns(p.number);
  let lastSep = -1;
  if (p.hasFraction) {
    for (let i = 0; i < runs.length; i++) if (!runs[i][0]) lastSep = i;
  }
  let inFraction = false;
  for (let i = 0; i < runs.length; i++) {
    let type;
    if (runs[i][0]) {
      type = inFraction ? 'fraction' : 'integer';
    } else if (i === lastSep) {
      type = 'decimal';
      inFraction = true;
    } else {
      type = 'group';
    }
    pushPart(parts, { type, value: runs[i][1], unit: p.singular });
  }
  const end = p.at + p.number.length;
  if (end < p.text.length) {
    pushPart(parts, { type: 'literal', value: ReflectApply(StringSlice, p.text, [end]) });
  }
  return parts;
}

// ---- the constructor and its prototype ----

function unwrap(rtf, method) {
  const s = rtf !== null && (typeof rtf === 'object' || typeof rtf === 'function') ?
    ReflectApply(WeakMapGet, slots, [rtf]) : undefined;
  if (s === undefined) {
    throw new TypeError(`Method ${method} called on incompatible receiver ${receiverText(rtf)}`);
  }
  return s;
}

function RelativeTimeFormat(locales = undefined, options = undefined) {
  if (new.target === undefined) {
    throw new TypeError("Constructor Intl.RelativeTimeFormat requires 'new'");
  }
  // OrdinaryCreateFromConstructor reads new.target's prototype first.
  let proto = new.target.prototype;
  if (proto === null || (typeof proto !== 'object' && typeof proto !== 'function')) {
    proto = RelativeTimeFormat.prototype;
  }
  const where = 'Intl.RelativeTimeFormat';
  const requested = canonicalize(locales);
  if (options === undefined) {
    options = ObjectCreate(null);
  } else if (options === null) {
    throw new TypeError(`${where} called on null or undefined`);
  } else {
    options = ObjectCtor(options);
  }
  getStringOption(options, 'localeMatcher', kLocaleMatchers, 'best fit', where);
  let nu = options.numberingSystem;
  if (nu !== undefined) {
    nu = toText(nu);
    if (ReflectApply(RegExpExec, kTypeSequence, [nu]) === null) {
      throw new RangeError(`Invalid numberingSystem : ${nu}`);
    }
  }
  const { locale, dataLocale, numberingSystem } = resolveLocale(requested, nu);
  const style = getStringOption(options, 'style', kStyles, 'long', where);
  const numeric = getStringOption(options, 'numeric', kNumerics, 'always', where);
  // The locale's own digits, from the data locale without its -u-nu- keyword.
  const ownDigits = defaultNumberingSystem(numberingSystem === undefined ? dataLocale :
    ReflectApply(StringSlice, dataLocale, [0, dataLocale.length - numberingSystem.length - 6]));
  const rtf = ObjectCreate(proto);
  ReflectApply(WeakMapSet, slots, [rtf, {
    __proto__: null,
    locale,
    dataLocale,
    numberingSystem: numberingSystem ?? ownDigits,
    foreignDigits: (numberingSystem === 'arab' || numberingSystem === 'arabext') &&
      numberingSystem !== ownDigits,
    style,
    numeric,
  }]);
  return rtf;
}

// Methods written as shorthand so that they have no prototype and cannot be constructed.
const methods = {
  resolvedOptions() {
    const s = unwrap(this, 'Intl.RelativeTimeFormat.prototype.resolvedOptions');
    return {
      locale: s.locale,
      style: s.style,
      numeric: s.numeric,
      numberingSystem: s.numberingSystem,
    };
  },
  format(value, unit) {
    const s = unwrap(this, 'Intl.RelativeTimeFormat.prototype.format');
    return formatPieces(s, value, unit, 'Intl.RelativeTimeFormat.prototype.format', false).text;
  },
  formatToParts(value, unit) {
    const s = unwrap(this, 'Intl.RelativeTimeFormat.prototype.formatToParts');
    return formatToPartsOf(s, value, unit);
  },
  supportedLocalesOf(locales, options = undefined) {
    return supportedLocales('Intl.RelativeTimeFormat.supportedLocalesOf', locales, options);
  },
};

const proto = RelativeTimeFormat.prototype;
defineMethod(proto, 'resolvedOptions', methods.resolvedOptions);
defineMethod(proto, 'format', methods.format);
defineMethod(proto, 'formatToParts', methods.formatToParts);
ReflectDefineProperty(proto, SymbolToStringTag, {
  value: 'Intl.RelativeTimeFormat', writable: false, enumerable: false, configurable: true,
});
defineMethod(RelativeTimeFormat, 'supportedLocalesOf', methods.supportedLocalesOf);
ReflectDefineProperty(RelativeTimeFormat, 'length', { value: 0 });
ReflectDefineProperty(RelativeTimeFormat, 'prototype', { writable: false });

// They print as V8's built-ins do.
internalBinding('util').markNative(RelativeTimeFormat, 'RelativeTimeFormat');
internalBinding('util').markNativeMembers(proto);
internalBinding('util').markNativeMembers(RelativeTimeFormat);

module.exports = { RelativeTimeFormat };
