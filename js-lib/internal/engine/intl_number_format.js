// Intl.NumberFormat, Number.prototype.toLocaleString and BigInt.prototype.toLocaleString as
// V8 has them. Boa 0.22's NumberFormat throws for the currency style, prints 0 for percent,
// ignores notation and throws for NaN, so the whole constructor is replaced: options are read
// and resolved here in ECMA-402's order with V8's messages, the value is rounded here (exactly,
// on BigInt digits: V8 rounds the shortest decimal that round-trips a Number, so 1.005 to two
// places is 1.01), and the locale's text comes from internalBinding('intl') (ICU4X's CLDR data,
// runtime/src/bindings/intl.rs): the plain number from formatDecimal, the text around it from
// formatCurrency / formatPercent / formatCompact.
//
// Not done: units ICU4X 0.6 has no names for (it has lengths, areas, volumes, masses and
// durations; English names of the other common units are listed below) throw
// ERR_METHOD_NOT_IMPLEMENTED from format; the exponent separator of scientific notation is
// always 'E'.
'use strict';

const {
  apply: ReflectApply,
  defineProperty: ReflectDefineProperty,
  getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor,
} = Reflect;
const { exec: RegExpExec } = RegExp.prototype;
const {
  slice: StringSlice,
  indexOf: StringIndexOf,
  padStart: StringPadStart,
  padEnd: StringPadEnd,
  toUpperCase: StringToUpperCase,
  replace: StringReplace,
  charCodeAt: StringCharCodeAt,
  codePointAt: StringCodePointAt,
} = String.prototype;
const { push: ArrayPush } = Array.prototype;
const { toString: BigIntToString } = BigInt.prototype;
const { isFinite: NumberIsFinite } = Number;
const ObjectCreate = Object.create;
const WeakMapGet = WeakMap.prototype.get;
const WeakMapSet = WeakMap.prototype.set;
const MathMax = Math.max;
const MathMin = Math.min;
const MathFloor = Math.floor;
const StringCtor = String;
const NumberCtor = Number;
const ObjectCtor = Object;
const BigIntCtor = BigInt;

const binding = internalBinding('intl');
const { resolveLocale } = require('internal/engine/intl_locale');

const slots = new WeakMap();
const boundFormats = new WeakMap();

function codes() {
  return require('internal/errors').codes;
}

// ---- reading options (ECMA-402 GetOption and friends, with V8's messages) ----

function getOption(options, name, values, fallback) {
  let value = options[name];
  if (value === undefined) return fallback;
  value = StringCtor(value);
  if (values !== undefined && !values.includes(value)) {
    throw new RangeError(`Value ${value} out of range for Intl.NumberFormat options property ${name}`);
  }
  return value;
}

function defaultNumberOption(value, min, max, fallback, name) {
  if (value === undefined) return fallback;
  value = NumberCtor(value);
  if (value !== value || value < min || value > max) {
    throw new RangeError(`${name} value is out of range.`);
  }
  return MathFloor(value);
}

function getNumberOption(options, name, min, max, fallback) {
  return defaultNumberOption(options[name], min, max, fallback, name);
}

const kIncrements = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000];
const kRoundingModes = ['ceil', 'floor', 'expand', 'trunc', 'halfCeil', 'halfFloor',
  'halfExpand', 'halfTrunc', 'halfEven'];

// ISO 4217 minor units that are not 2 (ECMA-402 CurrencyDigits; V8 takes ICU's table, which
// agrees for these).
const kCurrencyDigits = {
  __proto__: null,
  BHD: 3, BIF: 0, CLF: 4, CLP: 0, DJF: 0, GNF: 0, IQD: 3, ISK: 0, JOD: 3, JPY: 0, KMF: 0,
  KRW: 0, KWD: 3, LYD: 3, OMR: 3, PYG: 0, RWF: 0, TND: 3, UGX: 0, UYI: 0, UYW: 4, VND: 0,
  VUV: 0, XAF: 0, XOF: 0, XPF: 0,
};

const kSimpleUnits = ['acre', 'bit', 'byte', 'celsius', 'centimeter', 'day', 'degree',
  'fahrenheit', 'fluid-ounce', 'foot', 'gallon', 'gigabit', 'gigabyte', 'gram', 'hectare',
  'hour', 'inch', 'kilobit', 'kilobyte', 'kilogram', 'kilometer', 'liter', 'megabit',
  'megabyte', 'meter', 'microsecond', 'mile', 'mile-scandinavian', 'milliliter', 'millimeter',
  'millisecond', 'minute', 'month', 'nanosecond', 'ounce', 'percent', 'petabyte', 'pound',
  'second', 'stone', 'terabit', 'terabyte', 'week', 'yard', 'year'];

function isWellFormedUnit(unit) {
  if (kSimpleUnits.includes(unit)) return true;
  const per = ReflectApply(StringIndexOf, unit, ['-per-']);
  if (per < 0) return false;
  return kSimpleUnits.includes(ReflectApply(StringSlice, unit, [0, per])) &&
    kSimpleUnits.includes(ReflectApply(StringSlice, unit, [per + 5]));
}

const kTypeSequence = /^[a-zA-Z0-9]{3,8}(?:-[a-zA-Z0-9]{3,8})*$/;
const kCurrencyCode = /^[a-zA-Z]{3}$/;

function resolve(locales, options) {
  options = options === undefined ? ObjectCreate(null) : ObjectCtor(options);
  getOption(options, 'localeMatcher', ['lookup', 'best fit'], 'best fit');
  let nu = options.numberingSystem;
  if (nu !== undefined) {
    nu = StringCtor(nu);
    if (ReflectApply(RegExpExec, kTypeSequence, [nu]) === null) {
      throw new RangeError(`Invalid numberingSystem : ${nu}`);
    }
  }
  const { locale, dataLocale, numberingSystem } = resolveLocale(locales, nu);
  const s = { __proto__: null, locale, dataLocale, numberingSystem };

  // SetNumberFormatUnitOptions
  s.style = getOption(options, 'style', ['decimal', 'percent', 'currency', 'unit'], 'decimal');
  let currency = options.currency;
  if (currency !== undefined) {
    currency = StringCtor(currency);
    if (ReflectApply(RegExpExec, kCurrencyCode, [currency]) === null) {
      throw new RangeError(`Invalid currency code : ${currency}`);
    }
  }
  const currencyDisplay = getOption(options, 'currencyDisplay',
                                    ['code', 'symbol', 'narrowSymbol', 'name'], 'symbol');
  const currencySign = getOption(options, 'currencySign', ['standard', 'accounting'], 'standard');
  let unit = options.unit;
  if (unit !== undefined) {
    unit = StringCtor(unit);
    if (!isWellFormedUnit(unit)) {
      throw new RangeError(`Invalid unit argument for Intl.NumberFormat() '${unit}'`);
    }
  }
  const unitDisplay = getOption(options, 'unitDisplay', ['short', 'narrow', 'long'], 'short');
  if (s.style === 'currency') {
    if (currency === undefined) throw new TypeError('Currency code is required with currency style.');
    s.currency = ReflectApply(StringToUpperCase, currency, []);
    s.currencyDisplay = currencyDisplay;
    s.currencySign = currencySign;
  }
  if (s.style === 'unit') {
    if (unit === undefined) throw new TypeError("Invalid unit argument for Intl.NumberFormat() ''");
    s.unit = unit;
    s.unitDisplay = unitDisplay;
  }

  s.notation = getOption(options, 'notation',
                         ['standard', 'scientific', 'engineering', 'compact'], 'standard');
  let mnfdDefault = 0;
  let mxfdDefault = s.style === 'percent' ? 0 : 3;
  if (s.style === 'currency' && s.notation === 'standard') {
    mnfdDefault = mxfdDefault = kCurrencyDigits[s.currency] ?? 2;
  }
  setDigitOptions(s, options, mnfdDefault, mxfdDefault);
  const compactDisplay = getOption(options, 'compactDisplay', ['short', 'long'], 'short');
  if (s.notation === 'compact') s.compactDisplay = compactDisplay;
  s.useGrouping = groupingOption(options, s.notation === 'compact' ? 'min2' : 'auto');
  s.signDisplay = getOption(options, 'signDisplay',
                            ['auto', 'never', 'always', 'exceptZero', 'negative'], 'auto');
  return s;
}

function groupingOption(options, fallback) {
  const value = options.useGrouping;
  if (value === undefined) return fallback;
  if (value === true) return 'always';
  if (!value) return false;
  const text = StringCtor(value);
  if (text === 'true' || text === 'false') return fallback;
  if (text !== 'min2' && text !== 'auto' && text !== 'always') {
    throw new RangeError(`Value ${text} out of range for Intl.NumberFormat options property useGrouping`);
  }
  return text;
}

// SetNumberFormatDigitOptions
function setDigitOptions(s, options, mnfdDefault, mxfdDefault) {
  const mnid = getNumberOption(options, 'minimumIntegerDigits', 1, 21, 1);
  let mnfd = options.minimumFractionDigits;
  let mxfd = options.maximumFractionDigits;
  let mnsd = options.minimumSignificantDigits;
  let mxsd = options.maximumSignificantDigits;
  s.minimumIntegerDigits = mnid;
  const increment = getNumberOption(options, 'roundingIncrement', 1, 5000, 1);
  if (!kIncrements.includes(increment)) {
    throw new RangeError('roundingIncrement value is out of range.');
  }
  const roundingMode = getOption(options, 'roundingMode', kRoundingModes, 'halfExpand');
  const roundingPriority = getOption(options, 'roundingPriority',
                                     ['auto', 'morePrecision', 'lessPrecision'], 'auto');
  const trailingZeroDisplay = getOption(options, 'trailingZeroDisplay',
                                        ['auto', 'stripIfInteger'], 'auto');
  if (increment !== 1) mxfdDefault = mnfdDefault;
  s.roundingIncrement = increment;
  s.roundingMode = roundingMode;
  s.trailingZeroDisplay = trailingZeroDisplay;
  const hasSd = mnsd !== undefined || mxsd !== undefined;
  const hasFd = mnfd !== undefined || mxfd !== undefined;
  let needSd = true;
  let needFd = true;
  if (roundingPriority === 'auto') {
    needSd = hasSd;
    if (needSd || (!hasFd && s.notation === 'compact')) needFd = false;
  }
  if (needSd) {
    if (hasSd) {
      mnsd = defaultNumberOption(mnsd, 1, 21, 1, 'minimumSignificantDigits');
      mxsd = defaultNumberOption(mxsd, mnsd, 21, 21, 'maximumSignificantDigits');
    } else {
      mnsd = 1;
      mxsd = 21;
    }
    s.minimumSignificantDigits = mnsd;
    s.maximumSignificantDigits = mxsd;
  }
  if (needFd) {
    if (hasFd) {
      mnfd = defaultNumberOption(mnfd, 0, 100, undefined, 'minimumFractionDigits');
      mxfd = defaultNumberOption(mxfd, 0, 100, undefined, 'maximumFractionDigits');
      if (mnfd === undefined) {
        mnfd = MathMin(mnfdDefault, mxfd);
      } else if (mxfd === undefined) {
        mxfd = MathMax(mxfdDefault, mnfd);
      } else if (mnfd > mxfd) {
        throw new RangeError('maximumFractionDigits value is out of range.');
      }
    } else {
      mnfd = mnfdDefault;
      mxfd = mxfdDefault;
    }
    s.minimumFractionDigits = mnfd;
    s.maximumFractionDigits = mxfd;
  }
  if (!needSd && !needFd) {
    s.minimumFractionDigits = 0;
    s.maximumFractionDigits = 0;
    s.minimumSignificantDigits = 1;
    s.maximumSignificantDigits = 2;
    s.roundingType = 'morePrecision';
    s.roundingPriority = 'morePrecision';
  } else if (roundingPriority === 'auto') {
    s.roundingType = needSd ? 'significantDigits' : 'fractionDigits';
    s.roundingPriority = 'auto';
  } else {
    s.roundingType = roundingPriority;
    s.roundingPriority = roundingPriority;
  }
  if (increment !== 1) {
    if (s.roundingType !== 'fractionDigits') throw new TypeError('RoundingType is not fractionDigits');
    if (s.maximumFractionDigits !== s.minimumFractionDigits) {
      throw new RangeError('maximumFractionDigits value is out of range.');
    }
  }
}

// ---- exact decimals: { neg, m (BigInt >= 0), e } meaning (-1)^neg * m * 10^e ----

// Reads a StrDecimalLiteral ("-1.5e-7", ".5", "12.") without a regexp (Boa's are slow for
// a call made on every format).
function decimalFromText(text, neg) {
  let i = 0;
  const n = text.length;
  if (text[0] === '+' || text[0] === '-') {
    neg = neg || text[0] === '-';
    i = 1;
  }
  let digits = '';
  let fracLength = 0;
  let seenDigit = false;
  let seenPoint = false;
  for (; i < n; i++) {
    const c = ReflectApply(StringCharCodeAt, text, [i]);
    if (c >= 48 && c <= 57) {
      digits += text[i];
      seenDigit = true;
      if (seenPoint) fracLength++;
    } else if (c === 46 && !seenPoint) {
      seenPoint = true;
    } else {
      break;
    }
  }
  if (!seenDigit) return undefined;
  let exp = 0;
  if (i < n) {
    if (text[i] !== 'e' && text[i] !== 'E') return undefined;
    const rest = ReflectApply(StringSlice, text, [i + 1]);
    let j = rest[0] === '+' || rest[0] === '-' ? 1 : 0;
    if (j === rest.length) return undefined;
    for (; j < rest.length; j++) {
      const c = ReflectApply(StringCharCodeAt, rest, [j]);
      if (c < 48 || c > 57) return undefined;
    }
    exp = NumberCtor(rest);
  }
  return { neg, m: BigIntCtor(digits), e: exp - fracLength };
}

// The value to format: a Number (via its shortest round-trip decimal), a BigInt, or a string
// read as an exact decimal (ECMA-402's ToIntlMathematicalValue).
function toMathematical(value) {
  if (typeof value === 'bigint') {
    return { neg: value < 0n, m: value < 0n ? -value : value, e: 0 };
  }
  if (typeof value === 'string') {
    let text = ReflectApply(StringReplace, value, [/^[\s\uFEFF]+|[\s\uFEFF]+$/g, '']);
    if (text === '') return { neg: false, m: 0n, e: 0 };
    if (ReflectApply(RegExpExec, /^0[xXoObB]/, [text]) !== null) return toMathematical(NumberCtor(text));
    const sign = text[0] === '-';
    if (text === 'Infinity' || text === '+Infinity' || text === '-Infinity') {
      return { special: 'infinity', neg: sign };
    }
    const d = decimalFromText(text, false);
    if (d === undefined) return { special: 'nan', neg: false };
    // V8 reads a decimal beyond the Number range as an infinity.
    if (!NumberIsFinite(NumberCtor(text))) return { special: 'infinity', neg: d.neg };
    return d;
  }
  const n = NumberCtor(value);
  if (n !== n) return { special: 'nan', neg: false };
  if (!NumberIsFinite(n)) return { special: 'infinity', neg: n < 0 };
  if (n === 0) return { neg: 1 / n < 0, m: 0n, e: 0 };
  const abs = n < 0 ? -n : n;
  if (abs <= kMaxSafe && MathFloor(abs) === abs) return { neg: n < 0, m: BigIntCtor(abs), e: 0 };
  return numberDigits(StringCtor(abs), n < 0);
}

const kMaxSafe = 2 ** 53 - 1;

// The digits of a Number's own shortest text ("1.5e-7", "1234.5"), which is well formed.
function numberDigits(text, neg) {
  let exp = 0;
  const at = ReflectApply(StringIndexOf, text, ['e']);
  if (at >= 0) {
    exp = NumberCtor(ReflectApply(StringSlice, text, [at + 1]));
    text = ReflectApply(StringSlice, text, [0, at]);
  }
  const point = ReflectApply(StringIndexOf, text, ['.']);
  if (point < 0) return { neg, m: BigIntCtor(text), e: exp };
  const frac = ReflectApply(StringSlice, text, [point + 1]);
  return {
    neg,
    m: BigIntCtor(ReflectApply(StringSlice, text, [0, point]) + frac),
    e: exp - frac.length,
  };
}

function digitCount(m) {
  return m === 0n ? 1 : ReflectApply(BigIntToString, m, []).length;
}

// The magnitude (power of ten) of the leading digit; 0 for zero.
function leadingMagnitude(d) {
  return d.m === 0n ? 0 : digitCount(d.m) - 1 + d.e;
}

const kTen = 10n;
function pow10(n) {
  return kTen ** BigIntCtor(n);
}

// Rounds |d| to a multiple of increment * 10^r with `mode` (already made sign-free).
function roundAt(d, r, mode, increment) {
  if (d.e >= r && increment === 1) return d;
  let m = d.m;
  let e = d.e;
  if (e > r) {
    m *= pow10(e - r);
    e = r;
  }
  const unit = pow10(r - e) * BigIntCtor(increment);
  let q = m / unit;
  const rem = m - q * unit;
  if (rem !== 0n) {
    const twice = rem * 2n;
    let up;
    switch (mode) {
      case 'expand': up = true; break;
      case 'trunc': up = false; break;
      case 'halfExpand': up = twice >= unit; break;
      case 'halfTrunc': up = twice > unit; break;
      default: // halfEven
        up = twice > unit || (twice === unit && q % 2n === 1n);
    }
    if (up) q += 1n;
  }
  return { neg: d.neg, m: q * BigIntCtor(increment), e: r };
}

// ceil and floor depend on the sign; the rest are about magnitudes.
function unsignedMode(mode, neg) {
  switch (mode) {
    case 'ceil': return neg ? 'trunc' : 'expand';
    case 'floor': return neg ? 'expand' : 'trunc';
    case 'halfCeil': return neg ? 'halfTrunc' : 'halfExpand';
    case 'halfFloor': return neg ? 'halfExpand' : 'halfTrunc';
    default: return mode;
  }
}

// { d, minFrac } : the rounded value and how many fraction digits it shows at least.
function roundFraction(d, s, mode) {
  const rounded = roundAt(d, -s.maximumFractionDigits, mode, s.roundingIncrement);
  return { d: rounded, minFrac: s.minimumFractionDigits, mag: -s.maximumFractionDigits };
}

function roundSignificant(d, s, mode) {
  const r = leadingMagnitude(d) - s.maximumSignificantDigits + 1;
  let rounded = roundAt(d, r, mode, 1);
  // 9.99 -> 10.0 gains a digit; the significant digits then count from the new leading one.
  const minFrac = MathMax(0, s.minimumSignificantDigits - 1 - leadingMagnitude(rounded));
  if (d.m === 0n) rounded = { neg: d.neg, m: 0n, e: 0 };
  return { d: rounded, minFrac, mag: r };
}

function roundValue(d, s) {
  const mode = unsignedMode(s.roundingMode, d.neg);
  let result;
  switch (s.roundingType) {
    case 'fractionDigits': result = roundFraction(d, s, mode); break;
    case 'significantDigits': result = roundSignificant(d, s, mode); break;
    default: {
      const sig = roundSignificant(d, s, mode);
      const frac = roundFraction(d, s, mode);
      const sigFirst = s.roundingType === 'morePrecision' ? sig.mag <= frac.mag : sig.mag >= frac.mag;
      result = sigFirst ? sig : frac;
    }
  }
  if (s.trailingZeroDisplay === 'stripIfInteger' && isInteger(result.d)) result.minFrac = 0;
  return result;
}

function isInteger(d) {
  if (d.e >= 0 || d.m === 0n) return true;
  return d.m % pow10(-d.e) === 0n;
}

// Unsigned plain digits of |d| with at least minFrac fraction digits and minInt integer
// digits, trailing zeros beyond minFrac dropped: "0012.50".
function plainDigits(d, minFrac, minInt) {
  let m = d.m;
  let e = d.e;
  while (e < 0 && m !== 0n && m % kTen === 0n && -e > minFrac) {
    m /= kTen;
    e++;
  }
  if (m === 0n) e = MathMin(e, 0);
  let text = ReflectApply(BigIntToString, m, []);
  let int;
  let frac;
  if (e >= 0) {
    int = text + ReflectApply(StringPadEnd, '', [e, '0']);
    frac = '';
  } else {
    const point = text.length + e;
    if (point <= 0) {
      int = '0';
      frac = ReflectApply(StringPadStart, text, [-e, '0']);
    } else {
      int = ReflectApply(StringSlice, text, [0, point]);
      frac = ReflectApply(StringSlice, text, [point]);
    }
  }
  if (m === 0n) {
    int = '0';
    frac = '';
  }
  if (frac.length < minFrac) frac = ReflectApply(StringPadEnd, frac, [minFrac, '0']);
  if (int.length < minInt) int = ReflectApply(StringPadStart, int, [minInt, '0']);
  return frac === '' ? int : `${int}.${frac}`;
}

// ---- sign ----

// Which sign the text shows: '-', '+' or ''.
function signOf(d, isZero, s) {
  const neg = d.neg;
  switch (s.signDisplay) {
    case 'never': return '';
    case 'always': return neg ? '-' : '+';
    case 'exceptZero': return isZero ? '' : neg ? '-' : '+';
    case 'negative': return neg && !isZero ? '-' : '';
    default: return neg ? '-' : '';
  }
}

// ---- the locale's text ----

// hanidec's digits (〇 一 二 ...) are letters to Unicode, digits to ICU.
const kDigit = /[\p{Nd}\u3007\u4e00\u4e8c\u4e09\u56db\u4e94\u516d\u4e03\u516b\u4e5d]/u;

// ASCII digits answered without the (slow) regexp; nothing below U+0660 is another digit.
function isDigitAt(text, i) {
  const c = ReflectApply(StringCharCodeAt, text, [i]);
  if (c >= 48 && c <= 57) return true;
  if (c < 0x660) return false;
  return ReflectApply(RegExpExec, kDigit, [text[i]]) !== null;
}

function firstDigitAt(text) {
  for (let i = 0; i < text.length; i++) {
    if (isDigitAt(text, i)) return i;
  }
  return -1;
}

function lastDigitEnd(text) {
  for (let i = text.length - 1; i >= 0; i--) {
    if (isDigitAt(text, i)) return i + 1;
  }
  return -1;
}

// Splits ICU's text for a value into the text before the number, the number, the text after.
function splitAffixes(text) {
  const start = firstDigitAt(text);
  if (start < 0) return undefined;
  const end = lastDigitEnd(text);
  return [ReflectApply(StringSlice, text, [0, start]), ReflectApply(StringSlice, text, [start, end]),
    ReflectApply(StringSlice, text, [end])];
}

function decimalText(s, digits, grouping) {
  const text = binding.formatDecimal(s.dataLocale, grouping === false ? 'false' : grouping, digits);
  if (text === undefined) return bigDecimalText(s, digits, grouping);
  return grouping === 'always' ? groupAlways(s, digits, text) : text;
}

// ICU4X's decimals stop at 32767 digits (a BigInt can have more): grouped in threes here with
// the locale's symbols, ASCII digits.
function bigDecimalText(s, digits, grouping) {
  const { decimal, group } = localeSymbols(s);
  let sign = '';
  if (digits[0] === '-' || digits[0] === '+') {
    sign = digits[0] === '-' ? localeSigns(s).minus : localeSigns(s).plus;
    digits = ReflectApply(StringSlice, digits, [1]);
  }
  const point = ReflectApply(StringIndexOf, digits, ['.']);
  let int = point < 0 ? digits : ReflectApply(StringSlice, digits, [0, point]);
  const frac = point < 0 ? '' : ReflectApply(StringSlice, digits, [point + 1]);
  if (grouping !== false) {
    let out = '';
    while (int.length > 3) {
      out = group + ReflectApply(StringSlice, int, [int.length - 3]) + out;
      int = ReflectApply(StringSlice, int, [0, int.length - 3]);
    }
    int += out;
  }
  return sign + int + (frac === '' ? '' : decimal + frac);
}

// ICU4X treats 'always' as 'auto', which leaves 4-digit numbers ungrouped in locales whose
// minimum grouping is 2 (es, pl, pt-PT); V8 groups them.
function groupAlways(s, digits, text) {
  const point = ReflectApply(StringIndexOf, digits, ['.']);
  const intDigits = (point < 0 ? digits.length : point) - (digits[0] === '-' ? 1 : 0);
  if (intDigits !== 4) return text;
  const { group } = localeSymbols(s);
  const start = firstDigitAt(text);
  if (ReflectApply(StringSlice, text, [start + 1, start + 1 + group.length]) === group) return text;
  return ReflectApply(StringSlice, text, [0, start + 1]) + group +
    ReflectApply(StringSlice, text, [start + 1]);
}

// The locale's minus and plus signs (with any bidi marks around them), learnt once per locale.
const signCache = new Map();
function localeSigns(s) {
  let signs = signCache.get(s.dataLocale);
  if (signs === undefined) {
    const minus = splitAffixes(decimalText(s, '-1', 'auto'));
    const plus = splitAffixes(decimalText(s, '+1', 'auto'));
    signs = { minus: minus[0], plus: plus[0], minusAfter: minus[2], plusAfter: plus[2] };
    signCache.set(s.dataLocale, signs);
  }
  return signs;
}

// `affixed` is ICU's text for the value with a minus sign when negative; a plus sign is put
// where the minus would stand.
function withPlus(s, negativeText) {
  const { minus, plus } = localeSigns(s);
  let at = minus.length > 0 ? ReflectApply(StringIndexOf, negativeText, [minus]) : -1;
  if (at >= 0) {
    return ReflectApply(StringSlice, negativeText, [0, at]) + plus +
      ReflectApply(StringSlice, negativeText, [at + minus.length]);
  }
  // The style's own minus (ar's percent pattern marks it differently from its numbers).
  at = firstSignAt(negativeText);
  if (at < 0) return plus + negativeText;
  return ReflectApply(StringSlice, negativeText, [0, at]) + '+' +
    ReflectApply(StringSlice, negativeText, [at + 1]);
}

function firstSignAt(text) {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '-' || text[i] === '\u2212') return i;
  }
  return -1;
}

// Formats an already rounded finite value; returns { prefix, number, suffix, extra } where
// number is the locale's plain number text and extra the scientific exponent part.
function formatFinite(s, d) {
  let minFrac;
  let exponent;
  let compactText;
  let value = d;
  if (s.notation === 'scientific' || s.notation === 'engineering') {
    ({ value, exponent, minFrac } = scientific(s, s.style === 'percent' ? shift(d, 2) : d));
  } else if (s.notation === 'compact') {
    ({ value, compactText, minFrac } = compact(s, s.style === 'percent' ? shift(d, 2) : d));
  } else {
    ({ d: value, minFrac } = roundValue(s.style === 'percent' ? shift(d, 2) : d, s));
  }
  const isZero = value.m === 0n;
  const sign = signOf(value, isZero, s);
  const digits = plainDigits(value, minFrac, s.minimumIntegerDigits);
  const number = decimalText(s, digits, s.useGrouping);
  let affixSource;
  let { prefix, suffix } = styleAffixes(s, sign, digits);
  let compactPrefix = '';
  let compactSuffix = '';
  if (compactText !== undefined) {
    const text = binding.formatCompact(s.dataLocale, s.compactDisplay === 'long', compactText);
    const pieces = text === undefined ? undefined : splitAffixes(text);
    if (pieces !== undefined) [compactPrefix, , compactSuffix] = pieces;
    // V8's compact percent pattern has a plain space where the percent style has U+00A0.
    if (s.style === 'percent') suffix = ReflectApply(StringReplace, suffix, ['\u00a0', ' ']);
  }
  let extra = '';
  if (exponent !== undefined) {
    extra = 'E' + decimalText(s, StringCtor(exponent), false);
  }
  return { prefix, compactPrefix, number, extra, compactSuffix, suffix };
}

// The style's text around a number whose plain digits are `digits` and sign `sign`: ICU's
// text for the signed value, with a plus sign put where the minus would stand.
function styleAffixes(s, sign, digits) {
  // Only a currency's name changes with the value (its plural form).
  if (s.style === 'unit' || (s.style === 'currency' && s.currencyDisplay === 'name')) {
    return computeStyleAffixes(s, sign, digits);
  }
  s.affixes ??= { __proto__: null };
  return (s.affixes[sign] ??= computeStyleAffixes(s, sign, '1'));
}

function computeStyleAffixes(s, sign, digits) {
  const plus = sign === '+';
  const value = plus || sign === '-' ? `-${digits}` : digits;
  let text;
  if (s.style === 'currency') {
    // A plus sign stands where the standard pattern's minus does, also under accounting.
    text = binding.formatCurrency(s.dataLocale, s.currency, s.currencyDisplay,
                                  s.currencySign === 'accounting' && !plus, value);
    if (text === undefined) throw new RangeError(`Invalid currency code : ${s.currency}`);
  } else if (s.style === 'percent') {
    text = binding.formatPercent(s.dataLocale, value);
  } else if (s.style === 'unit') {
    text = unitText(s, digits, value);
  } else {
    text = decimalText(s, value, 'auto');
  }
  if (plus) text = withPlus(s, text);
  const [prefix, , suffix] = splitAffixes(text);
  if (s.style === 'currency' && s.currencyDisplay === 'name' && nameFollowsNumber(s)) {
    return { prefix, suffix: ReflectApply(StringReplace, suffix, [kLeadingSpace, '']) };
  }
  return { prefix, suffix };
}

// CLDR's Japanese and mainland Chinese put a currency's name right after the number
// (`1.00米ドル`); ICU4X's data has a space there.
const kLeadingSpace = /^[ \u00a0]/;
const kSpacedChineseRegions = /^(?:SG|HK|MO|TW)$/;
function nameFollowsNumber(s) {
  const m = ReflectApply(RegExpExec, kLanguageScript, [s.locale]);
  if (m === null) return false;
  if (m[1] === 'ja') return true;
  return m[1] === 'zh' && m[2] !== 'Hant' &&
    (m[3] === undefined || ReflectApply(RegExpExec, kSpacedChineseRegions, [m[3]]) === null);
}

// English names of the units ICU4X 0.6 has no data for (digital, temperature, angle, percent,
// and the common speeds), as CLDR's en has them: short one/other, narrow one/other, long
// one/other. Other locales throw ERR_METHOD_NOT_IMPLEMENTED for these units.
const kEnglishUnits = {
  __proto__: null,
  'bit': ['{0} bit', '{0} bit', '{0}bit', '{0}bit', '{0} bit', '{0} bits'],
  'byte': ['{0} byte', '{0} byte', '{0}B', '{0}B', '{0} byte', '{0} bytes'],
  'kilobit': ['{0} kb', '{0} kb', '{0}kb', '{0}kb', '{0} kilobit', '{0} kilobits'],
  'kilobyte': ['{0} kB', '{0} kB', '{0}kB', '{0}kB', '{0} kilobyte', '{0} kilobytes'],
  'megabit': ['{0} Mb', '{0} Mb', '{0}Mb', '{0}Mb', '{0} megabit', '{0} megabits'],
  'megabyte': ['{0} MB', '{0} MB', '{0}MB', '{0}MB', '{0} megabyte', '{0} megabytes'],
  'gigabit': ['{0} Gb', '{0} Gb', '{0}Gb', '{0}Gb', '{0} gigabit', '{0} gigabits'],
  'gigabyte': ['{0} GB', '{0} GB', '{0}GB', '{0}GB', '{0} gigabyte', '{0} gigabytes'],
  'terabit': ['{0} Tb', '{0} Tb', '{0}Tb', '{0}Tb', '{0} terabit', '{0} terabits'],
  'terabyte': ['{0} TB', '{0} TB', '{0}TB', '{0}TB', '{0} terabyte', '{0} terabytes'],
  'petabyte': ['{0} PB', '{0} PB', '{0}PB', '{0}PB', '{0} petabyte', '{0} petabytes'],
  'celsius': ['{0}°C', '{0}°C', '{0}°C', '{0}°C', '{0} degree Celsius', '{0} degrees Celsius'],
  'fahrenheit': ['{0}°F', '{0}°F', '{0}°', '{0}°', '{0} degree Fahrenheit', '{0} degrees Fahrenheit'],
  'degree': ['{0} deg', '{0} deg', '{0}°', '{0}°', '{0} degree', '{0} degrees'],
  'percent': ['{0}%', '{0}%', '{0}%', '{0}%', '{0} percent', '{0} percent'],
  'kilometer-per-hour': ['{0} km/h', '{0} km/h', '{0}km/h', '{0}km/h', '{0} kilometer per hour', '{0} kilometers per hour'],
  'mile-per-hour': ['{0} mph', '{0} mph', '{0}mph', '{0}mph', '{0} mile per hour', '{0} miles per hour'],
  'meter-per-second': ['{0} m/s', '{0} m/s', '{0}m/s', '{0}m/s', '{0} meter per second', '{0} meters per second'],
  'megabyte-per-second': ['{0} MB/s', '{0} MB/s', '{0}MB/s', '{0}MB/s', '{0} megabyte per second', '{0} megabytes per second'],
  'liter-per-kilometer': ['{0} L/km', '{0} L/km', '{0}L/km', '{0}L/km', '{0} liter per kilometer', '{0} liters per kilometer'],
  'mile-per-gallon': ['{0} mpg', '{0} mpg', '{0}mpg', '{0}mpg', '{0} mile per gallon', '{0} miles per gallon'],
};
const kWidthIndex = { __proto__: null, short: 0, narrow: 2, long: 4 };
const kEnglish = /^en(?:-|$)/;

function unitText(s, digits, value) {
  let pattern = binding.unitPattern(s.dataLocale, s.unit, s.unitDisplay, digits);
  if (pattern === undefined && ReflectApply(RegExpExec, kEnglish, [s.dataLocale]) !== null) {
    const names = kEnglishUnits[s.unit];
    // English's `one` is an unadorned 1.
    if (names !== undefined) pattern = names[kWidthIndex[s.unitDisplay] + (digits === '1' ? 0 : 1)];
  }
  if (pattern === undefined) {
    throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)(
      `Intl.NumberFormat with unit '${s.unit}' in locale '${s.locale}'`);
  }
  const number = decimalText(s, value, 'auto');
  const at = ReflectApply(StringIndexOf, pattern, ['{0}']);
  return ReflectApply(StringSlice, pattern, [0, at]) + number +
    ReflectApply(StringSlice, pattern, [at + 3]);
}

// d * 10^n, exactly.
function shift(d, n) {
  return { neg: d.neg, m: d.m, e: d.e + n };
}

function scientific(s, d) {
  const step = s.notation === 'engineering' ? 3 : 1;
  let exponent = 0;
  if (d.m !== 0n) {
    const lead = leadingMagnitude(d);
    exponent = lead - (((lead % step) + step) % step);
  }
  let { d: value, minFrac } = roundValue(shift(d, -exponent), s);
  // Rounding 9.9995 up to 10: one power of ten more, rounded again.
  if (value.m !== 0n && leadingMagnitude(value) >= step) {
    exponent += step;
    ({ d: value, minFrac } = roundValue(shift(d, -exponent), s));
  }
  return { value, exponent, minFrac };
}

// Compact notation: ICU picks the power of ten for the locale ("12K", "1.2 Mio."); the
// significand is rounded here with the formatter's digit options.
function compact(s, d) {
  const probe = binding.formatCompact(s.dataLocale, s.compactDisplay === 'long',
                                      plainDigits(d, 0, 1));
  const parts = probe === undefined ? undefined : splitAffixes(probe);
  let exponent = 0;
  if (parts !== undefined && d.m !== 0n) {
    const shown = parseLocaleNumber(s, parts[1]);
    if (shown !== undefined && shown.m !== 0n) {
      exponent = leadingMagnitude(d) - leadingMagnitude(shown);
      // ICU rounded 999.99 up to "1K": the significand shown is a power of ten while the
      // value leads with a 9.
      if (isPowerOfTen(shown) && leadingDigit(d) === 9) exponent++;
      if (exponent < 0) exponent = 0;
    }
  }
  let { d: value, minFrac } = roundValue(shift(d, -exponent), s);
  const unscaled = plainDigits(shift(value, exponent), 0, 1);
  return { value, minFrac, compactText: unscaled };
}

function isPowerOfTen(d) {
  const text = ReflectApply(BigIntToString, d.m, []);
  return ReflectApply(RegExpExec, /^10*$/, [text]) !== null;
}

function leadingDigit(d) {
  return NumberCtor(ReflectApply(BigIntToString, d.m, [])[0]);
}

// Reads the locale's plain number text back as a decimal (digits of any numbering system).
function parseLocaleNumber(s, text) {
  const { decimal } = localeSymbols(s);
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const digit = digitValue(ch);
    if (digit >= 0) out += digit;
    else if (ch === decimal) out += '.';
  }
  return out === '' ? undefined : decimalFromText(out, false);
}

function digitValue(ch) {
  if (!isDigitAt(ch, 0)) return -1;
  const code = ReflectApply(StringCodePointAt, ch, [0]);
  // Every Nd block is ten consecutive code points starting at a multiple-of-16 offset or
  // at the start of the block; finding zero by stepping back is enough.
  let zero = code;
  while (zero > 0 && ReflectApply(RegExpExec, kDigit, [StringCtor.fromCodePoint(zero - 1)]) !== null &&
         code - zero < 9) {
    zero--;
  }
  return code - zero;
}

// The locale's decimal and group separators, learnt from one formatted number.
const symbolCache = new Map();
function localeSymbols(s) {
  let symbols = symbolCache.get(s.dataLocale);
  if (symbols === undefined) {
    const text = decimalText(s, '1234567.5', 'always');
    const runs = [];
    let run = '';
    for (let i = 0; i < text.length; i++) {
      if (digitValue(text[i]) >= 0) {
        if (run !== '') ReflectApply(ArrayPush, runs, [run]);
        run = '';
      } else {
        run += text[i];
      }
    }
    symbols = { decimal: runs[runs.length - 1] ?? '.', group: runs.length > 1 ? runs[0] : ',' };
    symbolCache.set(s.dataLocale, symbols);
  }
  return symbols;
}

// NaN and the infinities: the style's text around V8's symbols; no space between a currency
// code and them (CLDR puts that space only next to a digit).
function specialText(s, x) {
  const isNaN = x.special === 'nan';
  const sign = isNaN ? (s.signDisplay === 'always' ? '+' : '') : signOf(x, false, s);
  let { prefix, suffix } = styleAffixes(s, sign, '1');
  if (s.style === 'currency' && s.currencyDisplay === 'code') {
    prefix = ReflectApply(StringReplace, prefix, [/([A-Z])\u00a0$/, '$1']);
    suffix = ReflectApply(StringReplace, suffix, [/^\u00a0([A-Z])/, '$1']);
  }
  const number = isNaN ? nanSymbol(s) : '\u221e';
  return { prefix, compactPrefix: '', number, extra: '', compactSuffix: '', suffix, special: x.special };
}

// CLDR's NaN symbol where it is not "NaN" (ICU4X's decimal data has no NaN symbol), as Node
// 26.10 prints it, by language or language and script.
const kNaNSymbols = {
  __proto__: null,
  'am': '\u1260\u1241\u1325\u122d\u00a0\u120a\u1308\u1208\u133d\u00a0\u12e8\u121b\u12ed\u127d\u120d',
  'ar': '\u0644\u064a\u0633\u00a0\u0631\u0642\u0645\u064b\u0627',
  'ast': 'ND',
  'ce': '\u0422\u0435\u0440\u0445\u044c\u0430\u0448\u00a0\u0434\u0430\u0446',
  'cv': '\u0445\u0438\u0441\u0435\u043f\u00a0\u043c\u0430\u0440',
  'ee': 'mnn',
  'fa': '\u0646\u0627\u0639\u062f\u062f',
  'fi': 'ep\u00e4luku',
  'ga': 'Nuimh',
  'hy': '\u0548\u0579\u0539',
  'ka': '\u10d0\u10e0\u00a0\u10d0\u10e0\u10d8\u10e1\u00a0\u10e0\u10d8\u10ea\u10ee\u10d5\u10d8',
  'kk': '\u0441\u0430\u043d\u00a0\u0435\u043c\u0435\u0441',
  'kk-Arab': '\u0633\u0627\u0646\u00a0\u06d5\u0645\u06d5\u0633',
  'ky': '\u0441\u0430\u043d\u00a0\u044d\u043c\u0435\u0441',
  'lo': '\u0e9a\u0ecd\u0ec8\u200b\u0ec1\u0ea1\u0ec8\u0e99\u200b\u0ec2\u0e95\u200b\u0ec0\u0ea5\u0e81',
  'lv': 'NS',
  'my': '\u1002\u100f\u1014\u103a\u1038\u1019\u101f\u102f\u1010\u103a\u101e\u1031\u102c',
  'os': '\u041d\u041d',
  'ru': '\u043d\u0435\u00a0\u0447\u0438\u0441\u043b\u043e',
  'sah': '\u0447\u044b\u044b\u04bb\u044b\u043b\u0430\u00a0\u0431\u0443\u043e\u0442\u0430\u0445',
  'smn': 'epiloho',
  'so': 'MaL',
  'syr': '\u0720\u071d\u072c\u00a0\u0721\u0722\u071d\u0722\u0710',
  'tk': 'san\u00a0d\u00e4l',
  'to': 'TF',
  'uz': 'son\u00a0emas',
  'uz-Arab': 'NaN',
  'uz-Cyrl': '\u04b3\u0430\u049b\u0438\u049b\u0438\u0439\u00a0\u0441\u043e\u043d\u00a0\u044d\u043c\u0430\u0441',
  'yue': '\u975e\u6578\u503c',
  'yue-Hans': '\u975e\u6570\u503c',
  'zh-Hant': '\u975e\u6578\u503c',
};
const kLanguageScript = /^([a-z]{2,3})(?:-([A-Z][a-z]{3}))?(?:-([A-Z]{2}))?/;
const kTraditionalChineseRegions = /^(?:TW|HK|MO)$/;
function nanSymbol(s) {
  const m = ReflectApply(RegExpExec, kLanguageScript, [s.locale]);
  if (m === null) return 'NaN';
  const language = m[1];
  let script = m[2];
  if (script === undefined && language === 'zh' && m[3] !== undefined &&
      ReflectApply(RegExpExec, kTraditionalChineseRegions, [m[3]]) !== null) {
    script = 'Hant';
  }
  const symbol = (script !== undefined ? kNaNSymbols[`${language}-${script}`] : undefined) ??
    kNaNSymbols[language];
  if (symbol === undefined) return 'NaN';
  // Root has symbols of its own for arab and arabext only; other numbering systems take the
  // language's latn symbols.
  const nu = s.numberingSystem ?? defaultNumberingSystem(s);
  if ((nu === 'arab' || nu === 'arabext') && language !== 'ar' && language !== 'fa') return 'NaN';
  return symbol;
}

// `converted`: `value` is already a mathematical value (formatRange converts first).
function formatPieces(s, value, converted = false) {
  const x = converted ? value : toMathematical(value);
  if (x.special !== undefined) return specialText(s, x);
  return formatFinite(s, x);
}

// The common call, a plain decimal format of a Number that needs no rounding (an integer, or
// a fraction within the digit limits), skips the decimal arithmetic: ICU's text for the
// Number's own digits is the answer.
function isPlainDecimal(s) {
  return s.style === 'decimal' && s.notation === 'standard' &&
    s.roundingType === 'fractionDigits' && s.roundingIncrement === 1 &&
    s.minimumIntegerDigits === 1 && s.trailingZeroDisplay === 'auto' &&
    (s.signDisplay === 'auto' || s.signDisplay === 'negative');
}

function fastText(s, value) {
  // Zero has the sign rules of its own; 1e15 and beyond, and magnitudes below 1e-6, may print
  // in exponent form.
  if (value !== value || value === 0 || value >= 1e15 || value <= -1e15 ||
      (value < 1e-6 && value > -1e-6)) {
    return undefined;
  }
  const text = StringCtor(value);
  const point = ReflectApply(StringIndexOf, text, ['.']);
  let digits = text;
  if (point >= 0) {
    const fraction = text.length - point - 1;
    if (ReflectApply(StringIndexOf, text, ['e']) >= 0 || fraction > s.maximumFractionDigits) {
      return undefined;
    }
    if (fraction < s.minimumFractionDigits) {
      digits = ReflectApply(StringPadEnd, text, [text.length + s.minimumFractionDigits - fraction, '0']);
    }
  } else if (s.minimumFractionDigits > 0) {
    digits = `${text}.${ReflectApply(StringPadEnd, '', [s.minimumFractionDigits, '0'])}`;
  }
  return decimalText(s, digits, s.useGrouping);
}

function formatText(s, value) {
  if (typeof value === 'number' && (s.plain ??= isPlainDecimal(s))) {
    const text = fastText(s, value);
    if (text !== undefined) return text;
  }
  return piecesText(formatPieces(s, value));
}

// ---- formatToParts ----

function pushPart(parts, type, value) {
  if (value !== '') ReflectApply(ArrayPush, parts, [{ type, value }]);
}

const kSpace = /^[\s\u00a0\u202f\u200e\u200f\u061c]+$/;

// The text around the number: signs, parentheses and spaces are their own parts; the rest
// (a currency symbol or name, a compact word, a percent sign) is one part of `type`.
function affixParts(parts, text, type) {
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '-' || ch === '\u2212') {
      pushPart(parts, 'minusSign', ch);
      i++;
    } else if (ch === '+') {
      pushPart(parts, 'plusSign', ch);
      i++;
    } else if (ch === '%' || ch === '\u066a' || ch === '\u066a\u061c') {
      pushPart(parts, 'percentSign', ch);
      i++;
    } else if (ch === '(' || ch === ')' || ReflectApply(RegExpExec, kSpace, [ch]) !== null) {
      let j = i + 1;
      while (j < text.length && ReflectApply(RegExpExec, kSpace, [text[j]]) !== null) j++;
      pushPart(parts, 'literal', ReflectApply(StringSlice, text, [i, j]));
      i = j;
    } else {
      // A word may hold spaces ("US dollars"), not at its ends.
      let j = i + 1;
      let end = j;
      while (j < text.length && !'-+%()\u2212\u066a'.includes(text[j])) {
        j++;
        if (ReflectApply(RegExpExec, kSpace, [text[j - 1]]) === null) end = j;
      }
      pushPart(parts, type, ReflectApply(StringSlice, text, [i, end]));
      i = end;
    }
  }
}

function numberParts(parts, s, text) {
  const { decimal } = localeSymbols(s);
  let seenDecimal = false;
  let i = 0;
  while (i < text.length) {
    if (digitValue(text[i]) >= 0) {
      let j = i + 1;
      while (j < text.length && digitValue(text[j]) >= 0) j++;
      pushPart(parts, seenDecimal ? 'fraction' : 'integer', ReflectApply(StringSlice, text, [i, j]));
      i = j;
    } else {
      let j = i + 1;
      while (j < text.length && digitValue(text[j]) < 0) j++;
      const sep = ReflectApply(StringSlice, text, [i, j]);
      if (sep === decimal && !seenDecimal && lastDigitEnd(text) > j) {
        seenDecimal = true;
        pushPart(parts, 'decimal', sep);
      } else {
        pushPart(parts, 'group', sep);
      }
      i = j;
    }
  }
}

function formatToPartsOf(s, value, converted = false) {
  const p = formatPieces(s, value, converted);
  const parts = [];
  const styleType = s.style === 'currency' ? 'currency' : s.style === 'unit' ? 'unit' : 'literal';
  affixParts(parts, p.prefix, styleType);
  affixParts(parts, p.compactPrefix, 'compact');
  if (p.special !== undefined) {
    pushPart(parts, p.special, p.number);
  } else {
    numberParts(parts, s, p.number);
  }
  if (p.extra !== '') {
    pushPart(parts, 'exponentSeparator', 'E');
    const exp = ReflectApply(StringSlice, p.extra, [1]);
    const digitsAt = firstDigitAt(exp);
    if (digitsAt > 0) pushPart(parts, 'exponentMinusSign', ReflectApply(StringSlice, exp, [0, digitsAt]));
    pushPart(parts, 'exponentInteger', ReflectApply(StringSlice, exp, [digitsAt]));
  }
  affixParts(parts, p.compactSuffix, 'compact');
  affixParts(parts, p.suffix, styleType);
  return parts;
}

// ---- the constructor and its prototype ----

function unwrap(nf, method) {
  const s = nf !== null && (typeof nf === 'object' || typeof nf === 'function') ?
    ReflectApply(WeakMapGet, slots, [nf]) : undefined;
  if (s === undefined) {
    // V8 names no receiver when its UnwrapNumberFormat step (format, resolvedOptions) fails.
    const shown = method === 'UnwrapNumberFormat' ? 'undefined' : receiverText(nf);
    throw new TypeError(`Method ${method} called on incompatible receiver ${shown}`);
  }
  return s;
}

function receiverText(value) {
  if (value === undefined || value === null || typeof value !== 'object') return StringCtor(value);
  return `#<${value.constructor?.name ?? 'Object'}>`;
}

function NumberFormat(locales = undefined, options = undefined) {
  const target = new.target ?? NumberFormat;
  const proto = target.prototype !== null && typeof target.prototype === 'object' ?
    target.prototype : NumberFormat.prototype;
  const s = resolve(locales, options);
  const nf = ObjectCreate(proto);
  ReflectApply(WeakMapSet, slots, [nf, s]);
  return nf;
}

const proto = NumberFormat.prototype;

function defineMethod(target, key, value) {
  ReflectDefineProperty(target, key, {
    value, writable: true, enumerable: false, configurable: true,
  });
}

const methods = {
  resolvedOptions() {
    const s = unwrap(this, 'UnwrapNumberFormat');
    const out = {};
    out.locale = s.locale;
    out.numberingSystem = s.numberingSystem ?? defaultNumberingSystem(s);
    out.style = s.style;
    if (s.style === 'currency') {
      out.currency = s.currency;
      out.currencyDisplay = s.currencyDisplay;
      out.currencySign = s.currencySign;
    }
    if (s.style === 'unit') {
      out.unit = s.unit;
      out.unitDisplay = s.unitDisplay;
    }
    out.minimumIntegerDigits = s.minimumIntegerDigits;
    if (s.minimumFractionDigits !== undefined) {
      out.minimumFractionDigits = s.minimumFractionDigits;
      out.maximumFractionDigits = s.maximumFractionDigits;
    }
    if (s.minimumSignificantDigits !== undefined) {
      out.minimumSignificantDigits = s.minimumSignificantDigits;
      out.maximumSignificantDigits = s.maximumSignificantDigits;
    }
    out.useGrouping = s.useGrouping;
    out.notation = s.notation;
    if (s.compactDisplay !== undefined) out.compactDisplay = s.compactDisplay;
    out.signDisplay = s.signDisplay;
    out.roundingIncrement = s.roundingIncrement;
    out.roundingMode = s.roundingMode;
    out.roundingPriority = s.roundingPriority;
    out.trailingZeroDisplay = s.trailingZeroDisplay;
    return out;
  },
  formatToParts(value) {
    const s = unwrap(this, 'Intl.NumberFormat.prototype.formatToParts');
    return formatToPartsOf(s, value);
  },
  formatRange(start, end) {
    const s = unwrap(this, 'Intl.NumberFormat.prototype.formatRange');
    return formatRangeText(s, start, end);
  },
  formatRangeToParts(start, end) {
    const s = unwrap(this, 'Intl.NumberFormat.prototype.formatRangeToParts');
    const { 0: x, 1: y } = rangeEnds(start, end);
    const parts = [];
    for (const p of formatToPartsOf(s, x, true)) {
      ReflectApply(ArrayPush, parts, [{ ...p, source: 'startRange' }]);
    }
    ReflectApply(ArrayPush, parts, [{ type: 'literal', value: rangeSeparator(s), source: 'shared' }]);
    for (const p of formatToPartsOf(s, y, true)) {
      ReflectApply(ArrayPush, parts, [{ ...p, source: 'endRange' }]);
    }
    return parts;
  },
};

function rangeSeparator(s) {
  return s.style === 'decimal' && s.notation === 'standard' ? '–' : ' – ';
}

// The two ends of a range as mathematical values, with V8's errors for a missing or NaN one.
function rangeEnds(start, end) {
  if (start === undefined) throw new TypeError('Invalid start : undefined');
  if (end === undefined) throw new TypeError('Invalid end : undefined');
  const x = toMathematical(start);
  const y = toMathematical(end);
  if (x.special === 'nan') throw new RangeError('Invalid start : NaN');
  if (y.special === 'nan') throw new RangeError('Invalid end : NaN');
  return [x, y];
}

function piecesText(p) {
  return p.prefix + p.compactPrefix + p.number + p.extra + p.compactSuffix + p.suffix;
}

function formatRangeText(s, start, end) {
  const { 0: x, 1: y } = rangeEnds(start, end);
  const a = piecesText(formatPieces(s, x, true));
  const b = piecesText(formatPieces(s, y, true));
  if (a === b) return `~${a}`;
  return a + rangeSeparator(s) + b;
}

const kDefaultNumberingSystems = {
  __proto__: null,
  0x0660: 'arab', 0x06f0: 'arabext', 0x0966: 'deva', 0x09e6: 'beng', 0x1040: 'mymr',
  0x0e50: 'thai', 0x0f20: 'tibt', 0x17e0: 'khmr',
};
function defaultNumberingSystem(s) {
  const zero = binding.formatDecimal(s.dataLocale, 'auto', '0');
  return kDefaultNumberingSystems[ReflectApply(StringCharCodeAt, zero, [0])] ?? 'latn';
}

const formatGetter = ReflectGetOwnPropertyDescriptor({
  get format() {
    const s = unwrap(this, 'UnwrapNumberFormat');
    let bound = ReflectApply(WeakMapGet, boundFormats, [this]);
    if (bound === undefined) {
      bound = (value) => formatText(s, value);
      ReflectDefineProperty(bound, 'name', { value: '' });
      ReflectApply(WeakMapSet, boundFormats, [this, bound]);
    }
    return bound;
  },
}, 'format').get;
// V8's order of the prototype's keys.
defineMethod(proto, 'resolvedOptions', methods.resolvedOptions);
defineMethod(proto, 'formatToParts', methods.formatToParts);
ReflectDefineProperty(proto, 'format', {
  get: formatGetter, set: undefined, enumerable: false, configurable: true,
});
defineMethod(proto, 'formatRange', methods.formatRange);
defineMethod(proto, 'formatRangeToParts', methods.formatRangeToParts);
ReflectDefineProperty(proto, Symbol.toStringTag, {
  value: 'Intl.NumberFormat', writable: false, enumerable: false, configurable: true,
});
ReflectDefineProperty(NumberFormat, 'length', { value: 0 });
ReflectDefineProperty(NumberFormat, 'prototype', { writable: false });

function setSupportedLocalesOf(fn) {
  defineMethod(NumberFormat, 'supportedLocalesOf', fn);
}

// Number.prototype.toLocaleString / BigInt.prototype.toLocaleString: one cached formatter for
// the argument-less call, the common case in loops.
let defaultFormatter;
function toLocaleString(value, locales, options) {
  if (locales === undefined && options === undefined) {
    defaultFormatter ??= resolve(undefined, undefined);
    return formatText(defaultFormatter, value);
  }
  return formatText(resolve(locales, options), value);
}

function numberToLocaleString(locales = undefined, options = undefined) {
  let value = this;
  if (typeof value !== 'number') {
    if (value instanceof NumberCtor) value = NumberCtor.prototype.valueOf.call(value);
    else throw new TypeError('Number.prototype.toLocaleString requires that \'this\' be a Number');
  }
  return toLocaleString(value, locales, options);
}

function bigintToLocaleString(locales = undefined, options = undefined) {
  let value = this;
  if (typeof value !== 'bigint') {
    value = BigIntCtor.prototype.valueOf.call(value);
  }
  return toLocaleString(value, locales, options);
}

// They print as V8's built-ins do.
internalBinding('util').markNative(NumberFormat, 'NumberFormat');
internalBinding('util').markNativeMembers(proto);

module.exports = {
  NumberFormat, setSupportedLocalesOf, numberToLocaleString, bigintToLocaleString,
};
