// Boa 0.22's date formatting corrected to V8's (see intl_date_year.js for the three fixes):
// internal/engine/intl_date_year installs Intl.DateTimeFormat, its `format` getter and
// resolvedOptions, and Date.prototype.toLocaleString / toLocaleDateString as small stubs that
// load this file on first use and call it.
//
// Boa prints two digits wherever it also prints a month and day ("1/1/70"); V8 prints the whole
// year ("1/1/1970"). Where the year stands in Boa's output is learnt once per formatter by
// formatting a probe instant whose fields all differ (2033-11-22 15:44:55 UTC, year "33"); the
// two digits there are replaced by the whole year, which in any time zone is the UTC year or one
// either side of it, the one of the three that ends in those two digits; a `year: '2-digit'`
// request that Boa prints whole is cut to two.
//
// Also here: the default time zone (intl_time_zone.js; Boa formats in UTC), the hour cycle
// and region resolvedOptions shows, field sets ICU4X lacks (a month or year with a time,
// minutes and seconds alone), padding of '2-digit' fields, the era Boa adds to years below
// 1000, the fields and styles the Date methods require or refuse, and the numbering system of
// the digits (intl_date_digits.js).
'use strict';

const {
  apply: ReflectApply,
  construct: ReflectConstruct,
  getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor,
} = Reflect;
const { isArray: ArrayIsArray, prototype: ArrayPrototype } = Array;
const { getPrototypeOf: ObjectGetPrototypeOf } = Object;

// CreateDateTimeFormat's options, in the order it reads them.
const kOptionKeys = ['localeMatcher', 'calendar', 'numberingSystem', 'hour12', 'hourCycle',
  'timeZone', 'weekday', 'era', 'year', 'month', 'day', 'dayPeriod', 'hour', 'minute', 'second',
  'fractionalSecondDigits', 'timeZoneName', 'formatMatcher', 'dateStyle', 'timeStyle'];
const kDateKeys = ['weekday', 'year', 'month', 'day'];
const kTimeKeys = ['dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'];
// resolvedOptions' component fields, in V8's order.
const kResolvedComponents = ['weekday', 'era', 'year', 'month', 'day', 'dayPeriod', 'hour',
  'minute', 'second', 'fractionalSecondDigits', 'timeZoneName'];

const kProbe = Date.UTC(2033, 10, 22, 15, 44, 55);
const { trunc: MathTrunc } = Math;
const { now: DateNow } = Date;
const StringCtor = String;
const kDigitRuns = /[0-9]+/g;

// Boa's own, kept by the installer before it replaced them.
const {
  DateTimeFormat: OriginalDateTimeFormat,
  formatGetter: originalFormatGetter,
  resolvedOptions: originalResolvedOptions,
  toLocaleString: originalToLocaleString,
  toLocaleDateString: originalToLocaleDateString,
  toLocaleTimeString: originalToLocaleTimeString,
} = require('internal/engine/intl_date_year').originals;
const dateGetTime = Date.prototype.getTime;
const dateGetUTCFullYear = Date.prototype.getUTCFullYear;
const { exec: RegExpExec } = RegExp.prototype;
const {
  endsWith: StringEndsWith,
  startsWith: StringStartsWith,
  includes: StringIncludes,
  replace: StringReplace,
  replaceAll: StringReplaceAll,
  indexOf: StringIndexOf,
  slice: StringSlice,
} = String.prototype;

// ICU's narrow no-break space before the day period ("12:00\u202fAM"); Node 26.10 prints a
// plain space there.
// Also the digits: the corrections here read ASCII digits, and what leaves through the public
// methods is printed in the numbering system V8 uses (intl_date_digits.js).
function plainSpaces(text) {
  if (typeof text !== 'string') return text;
  const ascii = digits.toAscii(text);
  if (!ReflectApply(StringIncludes, ascii, ['\u202f'])) return ascii;
  return ReflectApply(StringReplaceAll, ascii, ['\u202f', ' ']);
}

const digits = require('internal/engine/intl_date_digits');
// Languages whose numbering system V8 may print dates in is not latn (CLDR's defaults); for
// the others, without a `-u-nu-` keyword or option, the digits are ASCII and NumberFormat is
// not asked.
const kNativeDigitLanguages = new Set(['ar', 'ars', 'as', 'bgc', 'bho', 'bn', 'ccp', 'ckb', 'dz',
  'fa', 'ff', 'ks', 'lrc', 'mni', 'mr', 'my', 'mzn', 'ne', 'nqo', 'pa', 'ps', 'raj', 'sa', 'sat',
  'sd', 'ur', 'uz']);
// The numbering system for dates of `locales` (a canonical list or the default tag) and the
// numberingSystem option `nu`, as its name.
function dateSystem(locales, nu) {
  if (nu === undefined) {
    const list = typeof locales === 'string' ? [locales] : locales;
    let plain = true;
    for (let i = 0; i < list.length && plain; i++) {
      const tag = list[i];
      if (typeof tag !== 'string' || ReflectApply(StringIncludes, tag, ['-u-'])) {
        plain = false;
        break;
      }
      const dash = ReflectApply(StringIndexOf, tag, ['-']);
      if (kNativeDigitLanguages.has(dash < 0 ? tag : ReflectApply(StringSlice, tag, [0, dash]))) {
        plain = false;
      }
    }
    if (plain) return 'latn';
  }
  if (!numberFormatSet) {
    numberFormatSet = true;
    digits.setNumberFormat(require('internal/engine/intl_date_year').originals.intl.NumberFormat);
  }
  return digits.systemFor(locales, nu);
}
let numberFormatSet = false;

// The numbering system of a formatter made here, looked up once.
function systemOfFormatter(dtf) {
  const state = formatters.get(dtf);
  if (state === undefined) return 'latn';
  state.system ??= dateSystem(state.requestedList ?? state.requested,
                              state.options.numberingSystem === undefined ? undefined :
                                StringCtor(state.options.numberingSystem));
  return state.system;
}

// The zero digit V8 prints a formatter's output with (0: ASCII, as produced here).
function zeroOfFormatter(dtf) {
  return digits.zeroOf(systemOfFormatter(dtf));
}

// The locales handed to Boa: V8's en-US where Boa would take ICU's root, V8's errors and
// fallback for tags it refuses (the negotiation every js-lib Intl constructor shares,
// internal/engine/intl_locale.js).
const { localesForEngine, shownLocale } = require('internal/engine/intl_locale');
const { canonicalTimeZone, defaultTimeZone } = require('internal/engine/intl_time_zone');
function localesOrDefault(locales) {
  return localesForEngine(locales, OriginalDateTimeFormat.supportedLocalesOf);
}

// Each formatter made here: { options (the plain copy), defaults (whether ToDateTimeOptions
// filled in year, month and day), numericYear, yearRun (see yearRunOf) }.
const formatters = new WeakMap();

// The options read once, in the spec's order, into a plain object Boa can read without running
// user code again; undefined for null (Boa gets it as it is, and throws).
// Without a timeZone, Boa formats in UTC; V8 in the default zone (intl_time_zone.js).
function copyOptions(options) {
  if (options === null) return undefined;
  const copy = { __proto__: null };
  if (options !== undefined) {
    for (let i = 0; i < kOptionKeys.length; i++) {
      const value = options[kOptionKeys[i]];
      if (value !== undefined) copy[kOptionKeys[i]] = value;
    }
  }
  if (copy.timeZone === undefined) copy.timeZone = defaultTimeZone();
  return copy;
}

function hasAny(copy, keys) {
  for (let i = 0; i < keys.length; i++) {
    if (copy[keys[i]] !== undefined) return true;
  }
  return false;
}

// ToDateTimeOptions: whether the defaults fill in year, month and day (and the time).
// `required` is 'any' or 'date'.
function needsDefaults(copy, required) {
  if (copy.dateStyle !== undefined || copy.timeStyle !== undefined) return false;
  if (hasAny(copy, kDateKeys)) return false;
  return required === 'date' || !hasAny(copy, kTimeKeys);
}

// Which run of digits in the probe's output is the year: [index, digits printed], or undefined.
function yearRunOf(text) {
  kDigitRuns.lastIndex = 0;
  for (let i = 0; ; i++) {
    const m = ReflectApply(RegExpExec, kDigitRuns, [text]);
    if (m === null) return undefined;
    if (m[0] === '2033') return [i, 4];
    if (m[0] === '33') return [i, 2];
  }
}

const kCycleMs = 146097 * 86400000; // 400 Gregorian years: the calendar repeats.

// Boa panics (uncatchably) formatting a date whose year has five digits, and prints the era
// after a year below 1000 ("May 6, 430 AD") where V8 prints none. Such a date is formatted
// 400-year cycles nearer, and its year put back; 0 when no shift is needed. An era asked for
// (`options.era`) must stay the date's own, so only five-digit years move then.
const kOnlyLongYears = { __proto__: null, era: 'short' };
function cyclesToShift(time, options) {
  if (time !== time) return 0;
  const year = ReflectApply(dateGetUTCFullYear, new Date(time), []);
  if (year >= 1000 && year < 9000) return 0;
  if (year > -9000 && year < 9000 && options !== undefined && options.era !== undefined) return 0;
  // Whole 400-year cycles keep the calendar and the weekday. Early years land before
  // every zone's first transition, so local mean time still applies, as in V8.
  return Math.floor((year - (year < 0 ? 1200 : 2000)) / 400);
}

// `text` is Boa's output for `time` shifted by `cycles`; `run` where the year is printed.
// `twoDigit`: a '2-digit' year was asked for, which Boa prints whole in some patterns
// ("02/2023" for Dutch's month and year, V8's "02-23").
function fixYear(text, time, cycles, run, numeric, twoDigit = false) {
  if (run === undefined || time !== time) return text;
  if (cycles === 0 && !(numeric && run[1] === 2) && !(twoDigit && run[1] === 4)) return text;
  kDigitRuns.lastIndex = 0;
  let m;
  for (let i = 0; i <= run[0]; i++) {
    m = ReflectApply(RegExpExec, kDigitRuns, [text]);
    if (m === null) return text;
  }
  const printed = m[0];
  let year;
  if (printed.length > 2) {
    year = +printed;
  } else {
    const yy = +printed;
    const utcYear = ReflectApply(dateGetUTCFullYear, new Date(time - cycles * kCycleMs), []);
    for (let y = utcYear - 1; y <= utcYear + 1; y++) {
      if (y >= 1 && y % 100 === yy) year = y;
    }
    if (year === undefined) return text;
  }
  year += cycles * 400;
  // V8 prints a year before 1 CE as the era's year, without the era.
  let shown = year <= 0 ? 1 - year : year;
  if (!numeric && (printed.length === 2 || twoDigit)) shown = `${shown % 100}`.padStart(2, '0');
  return ReflectApply(StringSlice, text, [0, m.index]) + shown +
    ReflectApply(StringSlice, text, [m.index + printed.length]);
}

function probeOptions(copy) {
  const probe = { __proto__: null };
  for (const key in copy) probe[key] = copy[key];
  probe.timeZone = 'UTC';
  return probe;
}

// Boa ignores `hour12` and `hourCycle`, but follows the locale's `-u-hc-` extension: an
// asked-for cycle becomes that extension on the resolved locale. Returns the locales to pass,
// and whether the extension was added (resolvedOptions does not show it then, as V8).
const kHourCycles = { __proto__: null, h11: true, h12: true, h23: true, h24: true };
const kHcKey = /-hc-h(?:11|12|23|24)(?=-|$)/;
function withHourCycle(locales, copy) {
  if (copy === undefined || (copy.hour12 === undefined && copy.hourCycle === undefined)) {
    return [locales, false];
  }
  // V8 follows `hourCycle` only where an hour was asked for; `hour12` always.
  if (copy.hour12 === undefined && copy.hour === undefined && copy.timeStyle === undefined) {
    return [locales, false];
  }
  const { locale } = ReflectApply(originalResolvedOptions,
                                  new OriginalDateTimeFormat(locales), []);
  // A private-use part would have to stay last; such tags keep Boa's cycle.
  if (ReflectApply(StringIncludes, locale, ['-x-'])) return [locales, false];
  let hc;
  if (copy.hour12 === undefined) {
    hc = `${copy.hourCycle}`;
  } else if (!copy.hour12) {
    hc = 'h23';
  } else {
    // The locale's own 12-hour cycle: one its tag names, Japan's K (h11) where V8 gives it,
    // else h12.
    if (ReflectApply(StringIncludes, locale, ['-hc-h11']) ||
        ReflectApply(StringIncludes, locale, ['-hc-h12'])) {
      return [locales, false];
    }
    hc = twelveHourIsH11(locales, locale) ? 'h11' : 'h12';
  }
  if (kHourCycles[hc] !== true) return [locales, false];
  const base = withoutHourCycle(locale);
  // The -u- extension is the last part of a canonical tag without -x-.
  const tagged = ReflectApply(StringIncludes, base, ['-u-']) ?
    `${base}-hc-${hc}` : `${base}-u-hc-${hc}`;
  return [tagged, true];
}

// V8 (ICU's time data) gives `hour12: true` the h11 cycle for ja-JP and en-JP, and h12 for
// ja, ja-US, ja-Jpan-JP and zh-JP; Boa resolves all of those to its `ja`/`en` data, so the
// requested tag decides. A request that is not a string keeps the resolved language's rule.
const kH11Tags = /^(?:ja|en)-JP(?:-|$)/i;
function twelveHourIsH11(locales, resolved) {
  const first = typeof locales === 'string' ? locales :
    (ArrayIsArray(locales) && typeof locales[0] === 'string' ? locales[0] : undefined);
  if (first !== undefined) return ReflectApply(RegExpExec, kH11Tags, [first]) !== null;
  return resolved === 'ja' || ReflectApply(StringSlice, resolved, [0, 3]) === 'ja-';
}

// The locale resolvedOptions shows: without the `-hc-` key withHourCycle added.
function withoutHourCycle(locale) {
  const out = ReflectApply(StringReplace, locale, [kHcKey, '']);
  return ReflectApply(StringEndsWith, out, ['-u']) ?
    ReflectApply(StringSlice, out, [0, out.length - 2]) : out;
}

// --- Intl.DateTimeFormat ---------------------------------------------------------------------

function yearRunOfFormatter(dtf, state) {
  if (state.yearRun === undefined) {
    const { locale } = ReflectApply(originalResolvedOptions, dtf, []);
    const probe = new OriginalDateTimeFormat(
      locale, probeOptions(state.split === undefined ? state.options : state.split.date));
    state.yearRun =
      yearRunOf(plainSpaces(ReflectApply(originalFormatGetter, probe, [])(kProbe))) ?? null;
  }
  return state.yearRun ?? undefined;
}

// Intl.DateTimeFormat: Boa's gets a plain copy of the options, remembered per formatter.
function construct(newTarget, thisArg, args) {
  const options = args.length > 1 ? args[1] : undefined;
  const copy = copyOptions(options);
  const requested = localesOrDefault(args.length > 0 ? args[0] : undefined);
  const { 0: locales, 1: hourCycle } = withHourCycle(requested, copy);
  const passed = [locales, copy === undefined ? options : copy];
  let split = eraWithTime(copy) ? splitFields(copy, true) : undefined;
  if (split !== undefined) passed[1] = split.date;
  let dtf;
  try {
    dtf = newTarget === undefined ?
      ReflectApply(OriginalDateTimeFormat, thisArg, passed) :
      ReflectConstruct(OriginalDateTimeFormat, passed, newTarget);
  } catch (err) {
    split = err instanceof RangeError ? splitFields(copy) : undefined;
    if (split === undefined) throw err;
    // The engine's object holds the date part; the time part and the glue are kept aside.
    passed[1] = split.date;
    dtf = newTarget === undefined ?
      ReflectApply(OriginalDateTimeFormat, thisArg, passed) :
      ReflectConstruct(OriginalDateTimeFormat, passed, newTarget);
  }
  if (copy !== undefined && dtf !== null && typeof dtf === 'object') {
    remember(dtf, copy, hourCycle);
    const state = formatters.get(dtf);
    state.requested = typeof requested === 'string' ? requested : requested[0];
    if (typeof requested !== 'string') state.requestedList = requested;
    if (split !== undefined) {
      state.split = split;
      state.single = null;
    }
  }
  return dtf;
}

// Boa drops an era asked for beside a time ("3/9/2024, 4 PM" where V8 prints
// "3/9/2024 AD, 4 PM"), so such a formatter is split too, the era staying with the date.
// Only a clock time (an hour, minute or second) is split off, and not with a zone name, which
// takes its own path (zonePieces).
function eraWithTime(copy) {
  return copy !== undefined && copy.era !== undefined && copy.dateStyle === undefined &&
    copy.timeStyle === undefined && copy.timeZoneName === undefined &&
    (copy.hour !== undefined || copy.minute !== undefined || copy.second !== undefined) &&
    (copy.year !== undefined || copy.month !== undefined || copy.day !== undefined);
}

// A month or a year without a day, with a time: ICU4X has no such field set and Boa throws;
// V8 joins the date's pattern and the time's with the locale's glue ("November at 10 PM").
// undefined when the options are not of that kind (`withDay` allows a day, for eraWithTime).
function splitFields(copy, withDay = false) {
  if (copy === undefined || copy.dateStyle !== undefined || copy.timeStyle !== undefined ||
      (copy.day !== undefined && !withDay) ||
      (copy.month === undefined && copy.year === undefined && copy.day === undefined) ||
      !hasAny(copy, kTimeKeys)) {
    return undefined;
  }
  const date = { __proto__: null };
  const time = { __proto__: null };
  for (const key in copy) {
    if (ReflectApply(ArrayPrototype.includes, kTimeKeys, [key]) || key === 'hour12' ||
        key === 'hourCycle') {
      time[key] = copy[key];
    } else if (key === 'timeZoneName') {
      time[key] = copy[key];
    } else {
      date[key] = copy[key];
      if (key === 'timeZone' || key === 'calendar' || key === 'numberingSystem' ||
          key === 'localeMatcher') {
        time[key] = copy[key];
      }
    }
  }
  // With an era the date part prints through a formatter of its own (Boa's, made for the
  // date fields alone, prints no era either; one of its own takes the table's pattern).
  return { date, time, inner: undefined, glue: undefined, timeFirst: false,
    dateInner: withDay ? null : undefined };
}

// The glue between the date and the time: what Boa puts between them once a day is added
// (the month's width picks the glue, as in CLDR's dateTimeFormats).
function splitGlue(dtf, split) {
  const { locale } = ReflectApply(originalResolvedOptions, dtf, []);
  // Without the era, which Boa leaves out once a time is added (see eraWithTime).
  const probeDate = { __proto__: null, ...split.date, era: undefined, day: 'numeric',
    timeZone: 'UTC' };
  if (probeDate.month === undefined) probeDate.month = 'numeric';
  if (probeDate.year === undefined && probeDate.weekday === undefined) probeDate.year = 'numeric';
  const probeTime = { __proto__: null, ...split.time, timeZone: 'UTC' };
  delete probeTime.timeZoneName;
  const text = (o) => plainSpaces(
    ReflectApply(originalFormatGetter, new OriginalDateTimeFormat(locale, o), [])(kProbe));
  const dateText = text(probeDate);
  const timeText = text(probeTime);
  const both = text({ __proto__: null, ...probeDate, ...probeTime });
  if (ReflectApply(StringStartsWith, both, [dateText]) &&
      ReflectApply(StringEndsWith, both, [timeText]) &&
      both.length >= dateText.length + timeText.length) {
    split.glue = ReflectApply(StringSlice, both, [dateText.length, both.length - timeText.length]);
  } else if (ReflectApply(StringStartsWith, both, [timeText]) &&
             ReflectApply(StringEndsWith, both, [dateText]) &&
             both.length >= dateText.length + timeText.length) {
    split.glue = ReflectApply(StringSlice, both, [timeText.length, both.length - dateText.length]);
    split.timeFirst = true;
  } else {
    split.glue = ' ';
  }
}

function readySplit(dtf, split) {
  if (split.inner === undefined) {
    const { locale } = ReflectApply(originalResolvedOptions, dtf, []);
    split.inner = construct(undefined, undefined, [locale, split.time]);
    if (split.dateInner === null) {
      split.dateInner = construct(undefined, undefined, [withoutHourCycle(locale), split.date]);
    }
    splitGlue(dtf, split);
  }
  return split;
}

// The split of a formatter made of a date part and a time part (see splitFields), ready to
// format; undefined for any other.
function splitOf(dtf) {
  const state = formatters.get(dtf);
  return state === undefined || state.split === undefined ? undefined :
    readySplit(dtf, state.split);
}

function formatSplit(dtf, state, dateText, time) {
  const split = readySplit(dtf, state.split);
  const timeText = format(split.inner)(time);
  if (split.dateInner !== undefined) dateText = format(split.dateInner)(time);
  return split.timeFirst ? timeText + split.glue + dateText : dateText + split.glue + timeText;
}

function remember(dtf, copy, hourCycle) {
  const defaults = needsDefaults(copy, 'any');
  formatters.set(dtf, {
    options: copy,
    defaults,
    numericYear: defaults || copy.year === 'numeric',
    twoDigitYear: copy.year === '2-digit',
    yearRun: undefined,
    hourCycle,
    twoDigit: twoDigitFields(copy, () => boaLocale(dtf)),
    zoneStyle: copy.timeZoneName === undefined ? styleZone(copy) : StringCtor(copy.timeZoneName),
    zoneFromStyle: copy.timeZoneName === undefined && styleZone(copy) !== undefined,
    inner: undefined,
    single: undefined,
  });
}

// The resolved locales kRangeData (intl_date_range.js) holds patterns for ('en' is en-US);
// other formatters never load that file.
const kTableLocales = { __proto__: null, 'en': true, 'en-US': true, 'en-GB': true, 'de': true,
  'fr': true, 'ja': true, 'zh': true, 'es': true, 'ar': true, 'ru': true };
let range;

// Boa's patterns differ from V8's for many common option sets (see intl_date_range.js); where
// the table has V8's single pattern for the formatter's locale and options, `format` and
// formatToParts print through it. The pattern is looked up once per formatter: the plan, or
// null for Boa's output.
function singlePlanOf(dtf, state) {
  if (state.single === undefined) {
    state.single = null;
    if (state.zoneStyle === undefined) {
      const resolved = resolvedOptions(dtf);
      if (kTableLocales[tableLocale(resolved.locale)] === true) {
        range ??= require('internal/engine/intl_date_range');
        state.single = range.singlePlan(resolved, state.options);
      }
    }
  }
  return state.single;
}

// The plan of any value (null for anything not made by construct()).
function singlePlan(dtf) {
  const state = formatters.get(dtf);
  return state === undefined ? null : singlePlanOf(dtf, state);
}

// `format`'s argument as a time value: now when absent, else ToNumber and TimeClip.
function timeOf(date) {
  return date === undefined ? DateNow() : range.timeValue(date);
}

function formatSingle(plan, date) {
  return range.singleText(plan, timeOf(date));
}

function formatSingleToParts(plan, date) {
  return range.singleParts(plan, timeOf(date));
}

// timeStyle 'long' and 'full' end with the zone's short and long name, which Boa leaves out.
function styleZone(copy) {
  const style = copy.timeStyle === undefined ? undefined : StringCtor(copy.timeStyle);
  return style === 'long' ? 'short' : style === 'full' ? 'long' : undefined;
}

function wantsZoneName(copy) {
  return copy !== undefined && (copy.timeZoneName !== undefined || styleZone(copy) !== undefined);
}

// Boa prints `GMT+?` for most zones' names: a formatter asked for one formats the rest
// through a twin made without timeZoneName and adds the name (intl_zone_names.js) after it,
// where CLDR's patterns put it: `3/10/2024, EDT`, `7 PM EST`.
function zoneTwin(dtf, state) {
  if (state.inner === undefined) {
    const copy = { __proto__: null, ...state.options, timeZoneName: undefined };
    // The styles' time without the zone is the medium one.
    if (state.zoneFromStyle) copy.timeStyle = 'medium';
    const resolved = resolvedOptions(dtf);
    if (copy.timeZone === undefined) copy.timeZone = resolved.timeZone;
    const hasTime = copy.hour !== undefined || copy.minute !== undefined ||
      copy.second !== undefined || copy.fractionalSecondDigits !== undefined ||
      copy.timeStyle !== undefined || copy.dayPeriod !== undefined;
    state.inner = construct(undefined, undefined, [resolved.locale, copy]);
    // CLDR's pattern with a zone is not always the one without plus the zone ("Tue 2:17 PM"
    // but "Tue, 2:17 PM GMT-11"), so the twin keeps Boa's text, not kRangeData's.
    formatters.get(state.inner).single = null;
    // CLDR joins a date and a zone with ', ' except in a few locales.
    state.zoneSeparator = hasTime ||
      ReflectApply(RegExpExec, kSpaceBeforeZone, [resolved.locale]) !== null ? ' ' : ', ';
    state.zoneId = resolved.timeZone;
    state.locale = resolved.locale;
  }
  return state.inner;
}

const kSpaceBeforeZone = /^(?:fr|ja|zh|ko)(?:-|$)/;
let zoneNames;
function zonePieces(dtf, state, date) {
  const inner = zoneTwin(dtf, state);
  const time = date === undefined ? Date.now() : +date;
  const text = format(inner)(date);
  zoneNames ??= require('internal/engine/intl_zone_names');
  const name = zoneNames.zoneName(state.zoneId, time, state.zoneStyle, state.locale);
  return { inner, text, separator: state.zoneSeparator, name };
}

// formatToParts of a formatter with a zone name: the twin's parts, then the name's; undefined
// for other formatters.
function zoneParts(dtf, date) {
  const state = formatters.get(dtf);
  if (state === undefined || state.zoneStyle === undefined) return undefined;
  return zonePieces(dtf, state, date);
}

// The numeric fields asked for as '2-digit' that Boa prints unpadded, as a set of part types;
// undefined when there are none.
const kPadded = ['month', 'day', 'hour', 'minute', 'second'];
function twoDigitFields(copy, localeOf) {
  let set;
  for (let i = 0; i < kPadded.length; i++) {
    if (copy[kPadded[i]] === '2-digit') {
      set ??= { __proto__: null };
      set[kPadded[i]] = true;
    }
  }
  if (set === undefined) return undefined;
  const locale = localeOf();
  if (typeof locale !== 'string') return undefined;
  // CLDR's patterns pad such fields, but for Spanish's month and day alone (`3/2`, its `MMdd`
  // skeleton being `d/M`), outside the Mexican and US variants.
  if (set.month === true && set.day === true && copy.year === undefined &&
      copy.weekday === undefined && ReflectApply(RegExpExec, kSpanishDayMonth, [locale]) !== null) {
    set.month = set.day = undefined;
  }
  // A two-digit year with its month: CLDR's `yyMM` is `M/yy` in these languages.
  if (set.month === true && copy.day === undefined && copy.year === '2-digit' &&
      ReflectApply(RegExpExec, kShortYearMonth, [locale]) !== null) {
    set.month = undefined;
  }
  return set;
}
const kSpanishDayMonth = /^es(?:-(?!MX|US)|$)/;
const kShortYearMonth = /^(?:es(?!-MX|-US)|fi|he|ko)(?:-|$)/;

// The locale Boa resolved for a formatter.
function boaLocale(dtf) {
  return ReflectApply(originalResolvedOptions, dtf, []).locale;
}

let parts;
function padTwoDigits(dtf, text, twoDigit, fraction) {
  parts ??= require('internal/engine/intl_date_parts');
  return parts.repairDigits(dtf, text, twoDigit, fraction);
}

// The first `digits` digits of the milliseconds of `time`, as V8 prints them.
function fractionOf(time, digits) {
  const ms = ((MathTrunc(time) % 1000) + 1000) % 1000;
  return ReflectApply(StringSlice, `${ms}`.padStart(3, '0'), [0, digits]);
}

const boundFormats = new WeakMap();

// The `format` getter's value for `dtf`.
function format(dtf) {
  const original = ReflectApply(originalFormatGetter, dtf, []);
  const state = formatters.get(dtf);
  let bound = boundFormats.get(dtf);
  if (bound === undefined) {
    const plan = state === undefined ? null : singlePlanOf(dtf, state);
    // V8's bound format: anonymous, length 1.
    bound = plan !== null ? [(date) => formatSingle(plan, date)][0] :
      state === undefined ? [(date) => plainSpaces(original(date))][0] :
      state.zoneStyle !== undefined ? [(date) => {
        const { text, separator, name } = zonePieces(dtf, state, date);
        return text + separator + name;
      }][0] : [(date) => {
      const time = date === undefined ? Date.now() : +date;
      if (state.minuteSecond === undefined) state.minuteSecond = isMinuteSecond(state.options);
      if (state.minuteSecond) return minuteSecondText(dtf, state, time);
      const cycles = cyclesToShift(time, state.options);
      let text = plainSpaces(original(time - cycles * kCycleMs));
      if (cycles !== 0 || state.numericYear || state.twoDigitYear) {
        text = fixYear(text, time, cycles, yearRunOfFormatter(dtf, state), state.numericYear,
                       state.twoDigitYear);
      }
      if (state.split !== undefined) return formatSplit(dtf, state, text, time);
      const digits = state.options.fractionalSecondDigits;
      if (state.twoDigit === undefined && digits === undefined) return text;
      const fraction = digits === undefined || time !== time ?
        undefined : fractionOf(time, Number(digits));
      return padTwoDigits(dtf, text, state.twoDigit, fraction);
    }][0];
    boundFormats.set(dtf, bound);
  }
  return bound;
}

// The `format` getter's value as the public method gives it: format(dtf) with V8's digits,
// kept per formatter (the same function on every read, as V8's).
const publicFormats = new WeakMap();
function publicFormat(dtf) {
  const inner = format(dtf);
  const zero = zeroOfFormatter(dtf);
  if (zero === 0) return inner;
  let bound = publicFormats.get(dtf);
  if (bound === undefined) {
    bound = [(date) => digits.toNative(inner(date), zero)][0];
    publicFormats.set(dtf, bound);
  }
  return bound;
}

function resolvedOptions(dtf) {
  const boa = ReflectApply(originalResolvedOptions, dtf, []);
  const state = formatters.get(dtf);
  if (state === undefined) return boa;
  const requested = state.options;
  const hasHour = requested.hour !== undefined || requested.timeStyle !== undefined;
  const out = {};
  out.locale = shownDateLocale(state, state.hourCycle ? withoutHourCycle(boa.locale) : boa.locale);
  out.calendar = boa.calendar;
  out.numberingSystem = systemOfFormatter(dtf);
  out.timeZone = canonicalTimeZone(typeof requested.timeZone === 'string' ?
    requested.timeZone : boa.timeZone === 'utc' ? 'UTC' : boa.timeZone);
  if (hasHour) {
    // Boa answers h12 whatever the locale's clock; the cycle it formats with is the one shown.
    const cycle = hourCycleOf(boa.locale);
    if (cycle !== undefined) {
      out.hourCycle = cycle;
      out.hour12 = cycle === 'h11' || cycle === 'h12';
    } else {
      if (boa.hourCycle !== undefined) out.hourCycle = boa.hourCycle;
      if (boa.hour12 !== undefined) out.hour12 = boa.hour12;
    }
  }
  for (let i = 0; i < kResolvedComponents.length; i++) {
    const key = kResolvedComponents[i];
    if (requested[key] === undefined) continue;
    out[key] = key === 'fractionalSecondDigits' ? Number(requested[key]) : String(requested[key]);
  }
  if (state.defaults) {
    out.year = 'numeric';
    out.month = 'numeric';
    out.day = 'numeric';
  }
  if (boa.dateStyle !== undefined) out.dateStyle = boa.dateStyle;
  if (boa.timeStyle !== undefined) out.timeStyle = boa.timeStyle;
  return out;
}

// Minutes and seconds without the hour: ICU4X has no such field set, and Boa prints the hour
// too ("3:35:26 AM" where V8 prints "35:26").
function isMinuteSecond(copy) {
  return copy !== undefined && copy.minute !== undefined && copy.second !== undefined &&
    copy.hour === undefined && copy.dayPeriod === undefined && copy.timeZoneName === undefined &&
    copy.dateStyle === undefined && copy.timeStyle === undefined && !hasAny(copy, kDateKeys) &&
    copy.era === undefined;
}

// The text of a twin with a 24-hour two-digit hour, less that hour and what follows it up to
// the minutes; Boa's own text when it does not start with the hour.
const kLeadingHour = /^\p{Nd}+[^\p{Nd}]+/u;
// The twin of a minutes-and-seconds formatter (undefined for other formatters), for
// formatToParts.
function minuteSecondTwin(dtf) {
  const state = formatters.get(dtf);
  if (state === undefined) return undefined;
  if (state.minuteSecond === undefined) state.minuteSecond = isMinuteSecond(state.options);
  if (!state.minuteSecond) return undefined;
  minuteSecondText(dtf, state, 0);
  return state.minuteSecondTwin;
}

function minuteSecondText(dtf, state, time) {
  if (state.minuteSecondTwin === undefined) {
    const { locale } = ReflectApply(originalResolvedOptions, dtf, []);
    state.minuteSecondTwin = construct(undefined, undefined, [withoutHourCycle(locale), {
      __proto__: null, ...state.options, hour: '2-digit', hourCycle: 'h23', hour12: undefined,
    }]);
  }
  const text = format(state.minuteSecondTwin)(time);
  const m = ReflectApply(RegExpExec, kLeadingHour, [text]);
  return m === null ? plainSpaces(ReflectApply(originalFormatGetter, dtf, [])(time)) :
    ReflectApply(StringSlice, text, [m[0].length]);
}

// The hour cycle Boa formats `locale` with, read off the hours it prints for 00:05 and 13:05
// (in Latin digits); kept per locale.
const hourCycles = new Map();
const kFirstDigits = /[0-9]+/;
function hourCycleOf(locale) {
  let cycle = hourCycles.get(locale);
  if (cycle !== undefined || hourCycles.has(locale)) return cycle;
  try {
    const latn = new Intl.Locale(locale, { numberingSystem: 'latn' }).toString();
    const probe = new OriginalDateTimeFormat(latn, { hour: 'numeric', minute: '2-digit',
                                                    timeZone: 'UTC' });
    const fmt = ReflectApply(originalFormatGetter, probe, []);
    const hourAt = (t) => {
      const m = ReflectApply(RegExpExec, kFirstDigits, [fmt(t)]);
      return m === null ? NaN : +m[0];
    };
    const midnight = hourAt(Date.UTC(2000, 0, 1, 0, 5));
    const afternoon = hourAt(Date.UTC(2000, 0, 1, 13, 5));
    if (afternoon === 13) cycle = midnight === 24 ? 'h24' : 'h23';
    else if (afternoon === 1) cycle = midnight === 0 ? 'h11' : 'h12';
  } catch {
    cycle = undefined;
  }
  if (hourCycles.size < 256) hourCycles.set(locale, cycle);
  return cycle;
}

// The locale whose patterns a resolved locale prints: the language alone for the region it is
// most likely written in (withRegion put that region back; ICU's data for it is the
// language's).
function tableLocale(locale) {
  if (kTableLocales[locale] === true) return locale;
  const at = ReflectApply(StringIndexOf, locale, ['-']);
  if (at === -1) return locale;
  const language = ReflectApply(StringSlice, locale, [0, at]);
  return withRegion(language, locale) === locale ? language : locale;
}

// The locale V8 resolves the request to among ICU's locales (`zh-TW` where Boa's data
// locale is `zh-Hant`, `en` for `en-MX`), with the extension keys Boa kept.
function shownDateLocale(state, resolved) {
  // Without a request the default locale is shown as it is.
  const shown = state.requestedList === undefined ? state.requested :
    shownLocale(state.requestedList);
  if (shown === undefined) return withRegion(resolved, state.requested);
  const ext = ReflectApply(StringIndexOf, resolved, ['-u-']);
  return ext < 0 ? shown : shown + ReflectApply(StringSlice, resolved, [ext]);
}

// Boa resolves `de-DE` to `de` (its data for the language's own region is the language's);
// V8 keeps the region ICU has the locale for. The requested region is put back when it is the
// one the language is most likely written in.
function withRegion(resolved, requested) {
  if (typeof requested !== 'string' || requested === resolved) return resolved;
  try {
    const asked = new Intl.Locale(requested);
    const region = asked.region;
    if (region === undefined || asked.script !== undefined) return resolved;
    const got = new Intl.Locale(resolved);
    if (got.region !== undefined || got.script !== undefined ||
        got.language !== asked.language || got.maximize().region !== region) {
      return resolved;
    }
    const lang = got.language;
    return `${lang}-${region}${ReflectApply(StringSlice, resolved, [lang.length])}`;
  } catch {
    return resolved;
  }
}

// --- Date.prototype.toLocaleString / toLocaleDateString ------------------------------------

// Year positions by locale and options, for the Date methods (which make a formatter per call).
const dateYearRuns = new Map();

// A formatter with the fields of a Date method's call, whose pattern pads its '2-digit' fields
// (the options name at least one field then, so no defaults are added); kept per locale and
// options.
const templateFormatters = new Map();
function templateFormatter(locales, copy) {
  let key;
  if (locales === undefined || typeof locales === 'string') {
    key = `${locales}`;
    for (const k in copy) key += `|${k}=${String(copy[k])}`;
  }
  let dtf = key === undefined ? undefined : templateFormatters.get(key);
  if (dtf === undefined) {
    dtf = construct(OriginalDateTimeFormat, undefined, [locales, copy]);
    if (key !== undefined && templateFormatters.size < 256) templateFormatters.set(key, dtf);
  }
  return dtf;
}

// ToDateTimeOptions for the Date methods: the fields of the kind a method requires, when none
// is asked for (Boa adds no time to toLocaleTimeString's `{ month: 'long' }`, and throws).
function withRequiredFields(copy, required) {
  checkStyles(copy, required);
  return addRequiredFields(copy, required);
}

// toLocaleDateString refuses a time style, toLocaleTimeString a date style (V8's message;
// Boa's differs, and is not reached when a zone name is printed).
function checkStyles(copy, required) {
  if (copy === undefined) return;
  if (required === 'date' && copy.timeStyle !== undefined) {
    throw new TypeError('Invalid option : timeStyle');
  }
  if (required === 'time' && copy.dateStyle !== undefined) {
    throw new TypeError('Invalid option : dateStyle');
  }
}

function addRequiredFields(copy, required) {
  if (copy === undefined || copy.dateStyle !== undefined || copy.timeStyle !== undefined) {
    return copy;
  }
  const date = hasAny(copy, kDateKeys);
  const time = hasAny(copy, kTimeKeys);
  const needDate = required === 'date' ? !date : required === 'any' && !date && !time;
  const needTime = required === 'time' ? !time : required === 'any' && !date && !time;
  if (needDate) copy.year = copy.month = copy.day = 'numeric';
  if (needTime) copy.hour = copy.minute = copy.second = 'numeric';
  return copy;
}

// `seen.copy` receives the copy of the options the method made, for methodDigits.
function localeDate(original, required, date, locales, options) {
  const seen = { __proto__: null, copy: undefined };
  let text;
  try {
    text = engineLocaleDate(original, required, date, locales, options, seen);
  } catch (err) {
    text = splitFallback(err, required, date, locales, options, seen);
  }
  return methodDigits(text, locales, seen.copy);
}

function engineLocaleDate(original, required, date, locales, options, seen) {
  const time = ReflectApply(dateGetTime, date, []);
  if (time !== time) return 'Invalid Date';
  const copy = copyOptions(options);
  seen.copy = copy;
  checkStyles(copy, required);
  if (wantsZoneName(copy)) return withZoneName(required, time, locales, copy);
  // datePlan adds the fields the method requires itself (and keys its cache on the options as
  // given, which are fewer).
  const plan = datePlan(required, locales, copy);
  if (plan !== null) return range.singleText(plan, time);
  addRequiredFields(copy, required);
  if (isMinuteSecond(copy) || eraWithTime(copy)) {
    return format(construct(undefined, undefined, [locales, copy]))(time);
  }
  locales = withHourCycle(localesOrDefault(locales), copy)[0];
  if (copy === undefined) return plainSpaces(ReflectApply(original, date, [locales, options]));
  const text = withWholeYear(original, required, date, time, locales, copy);
  if (time !== time) return text;
  const template = () => templateFormatter(locales, copy);
  const twoDigit = twoDigitFields(copy, () => boaLocale(template()));
  if (twoDigit === undefined) return text;
  return padTwoDigits(template(), text, twoDigit);
}

// The Date methods through kRangeData's patterns, as `format` (singlePlanOf): the options with
// the fields ToDateTimeOptions adds, made into a formatter once per locale string and options
// (the plan, or null, is kept). Anything unusual (locales other than a string, a style the
// method refuses, options Boa refuses) takes the engine's method, with its errors.
const datePlans = new Map();
function datePlan(required, locales, copy) {
  if (copy === undefined) return null;
  if ((required === 'date' && copy.timeStyle !== undefined) ||
      (required === 'time' && copy.dateStyle !== undefined)) {
    return null;
  }
  const tags = localesKey(locales);
  if (tags === undefined) return null;
  let key = `${required}|${tags}`;
  for (const k in copy) key += `|${k}=${String(copy[k])}`;
  let plan = datePlans.get(key);
  if (plan !== undefined) return plan;
  plan = null;
  const options = { __proto__: null, ...copy };
  if (copy.dateStyle === undefined && copy.timeStyle === undefined) {
    const date = hasAny(copy, kDateKeys);
    const time = hasAny(copy, kTimeKeys);
    if (required === 'date' ? !date : required === 'time' ? !time : !date && !time) {
      if (required !== 'time') options.year = options.month = options.day = 'numeric';
      if (required !== 'date') options.hour = options.minute = options.second = 'numeric';
    }
  }
  try {
    const dtf = construct(OriginalDateTimeFormat, undefined, [locales, options]);
    plan = singlePlanOf(dtf, formatters.get(dtf));
  } catch {
    plan = null;
  }
  if (datePlans.size < 256) datePlans.set(key, plan);
  return plan;
}

// `locales` as text for a cache key: undefined, a string, or a plain array of strings (read
// here without running user code); undefined for anything else.
function localesKey(locales) {
  if (locales === undefined) return '';
  if (typeof locales === 'string') return `=${locales}`;
  if (!ArrayIsArray(locales) || ObjectGetPrototypeOf(locales) !== ArrayPrototype) return undefined;
  let key = '[';
  for (let i = 0; i < locales.length; i++) {
    const desc = ReflectGetOwnPropertyDescriptor(locales, i);
    if (desc === undefined || typeof desc.value !== 'string') return undefined;
    key += `${desc.value},`;
  }
  return key;
}

// toLocaleString and its siblings asked for a zone name: through a formatter made here (see
// zoneTwin), with the fields ToDateTimeOptions adds when none of the kind asked for is given.
function withZoneName(required, time, locales, copy) {
  const options = { __proto__: null, ...copy };
  const styled = copy.dateStyle !== undefined || copy.timeStyle !== undefined;
  if (!styled) {
    const needDate = (required === 'date' || required === 'any') && !hasAny(copy, kDateKeys) &&
      (required === 'date' || !hasAny(copy, kTimeKeys));
    const needTime = (required === 'time' || required === 'any') && !hasAny(copy, kTimeKeys) &&
      (required === 'time' || !hasAny(copy, kDateKeys));
    if (needDate) options.year = options.month = options.day = 'numeric';
    if (needTime) options.hour = options.minute = options.second = 'numeric';
  }
  return format(construct(undefined, undefined, [locales, options]))(time);
}

function withWholeYear(original, required, date, time, locales, copy) {
  const cycles = cyclesToShift(time, copy);
  const text = plainSpaces(ReflectApply(original,
                                        cycles === 0 ? date : new Date(time - cycles * kCycleMs),
                                        [locales, copy]));
  const numeric = copy.year === 'numeric' || needsDefaults(copy, required);
  const twoDigit = copy.year === '2-digit';
  if (time !== time || (cycles === 0 && !numeric && !twoDigit)) return text;
  let key;
  if (locales === undefined || typeof locales === 'string') {
    key = `${required}|${locales}`;
    for (const k in copy) key += `|${k}=${String(copy[k])}`;
  }
  let run = key === undefined ? undefined : dateYearRuns.get(key);
  if (run === undefined) {
    run = yearRunOf(plainSpaces(
      ReflectApply(original, new Date(kProbe), [locales, probeOptions(copy)]))) ?? null;
    if (key !== undefined && dateYearRuns.size < 256) dateYearRuns.set(key, run);
  }
  return fixYear(text, time, cycles, run ?? undefined, numeric, twoDigit);
}

function toLocaleString(date, locales, options) {
  return localeDate(originalToLocaleString, 'any', date, locales, options);
}

function toLocaleDateString(date, locales, options) {
  return localeDate(originalToLocaleDateString, 'date', date, locales, options);
}

// The Date methods' text in V8's digits, for the numbering system of `locales` and the
// options' (read once, by copyOptions: `copy` is that copy). Kept per locales and option.
const methodSystems = new Map();
const kAsciiDigit = /[0-9]/;
function methodDigits(text, locales, copy) {
  if (typeof text !== 'string' || ReflectApply(RegExpExec, kAsciiDigit, [text]) === null) {
    return text;
  }
  const nu = copy === undefined || copy.numberingSystem === undefined ? undefined :
    StringCtor(copy.numberingSystem);
  const tags = localesKey(locales);
  const key = tags === undefined ? undefined : `${tags}|${nu}`;
  let system = key === undefined ? undefined : methodSystems.get(key);
  if (system === undefined) {
    system = dateSystem(localesOrDefault(locales), nu);
    if (key !== undefined && methodSystems.size < 256) methodSystems.set(key, system);
  }
  return digits.toNative(text, digits.zeroOf(system));
}

// The Date methods for the field sets Boa refuses (splitFields): through a formatter made here.
function splitFallback(err, required, date, locales, options, seen) {
  if (!(err instanceof RangeError)) throw err;
  const copy = withRequiredFields(copyOptions(options), required);
  seen.copy = copy;
  if (splitFields(copy) === undefined) throw err;
  const time = ReflectApply(dateGetTime, date, []);
  if (time !== time) return 'Invalid Date';
  return format(construct(undefined, undefined, [locales, copy]))(time);
}

// No year to print, but Boa fails on years beyond ±9999, so those are formatted whole
// cycles nearer. The receiver is checked first, as V8 reads the time value before the
// locales and options.
function toLocaleTimeString(date, locales, options) {
  const seen = { __proto__: null, copy: undefined };
  let text;
  try {
    text = engineLocaleTimeString(date, locales, options, seen);
  } catch (err) {
    text = splitFallback(err, 'time', date, locales, options, seen);
  }
  return methodDigits(text, locales, seen.copy);
}

function engineLocaleTimeString(date, locales, options, seen) {
  const time = ReflectApply(dateGetTime, date, []);
  if (time !== time) return 'Invalid Date';
  const copy = copyOptions(options);
  seen.copy = copy;
  checkStyles(copy, 'time');
  if (wantsZoneName(copy)) return withZoneName('time', time, locales, copy);
  const plan = datePlan('time', locales, copy);
  if (plan !== null) return range.singleText(plan, time);
  addRequiredFields(copy, 'time');
  if (isMinuteSecond(copy)) return format(construct(undefined, undefined, [locales, copy]))(time);
  locales = withHourCycle(localesOrDefault(locales), copy)[0];
  // The year is not put back here: only the years Boa cannot format move.
  const cycles = cyclesToShift(time, kOnlyLongYears);
  const text = plainSpaces(ReflectApply(originalToLocaleTimeString,
                                        cycles === 0 ? date : new Date(time - cycles * kCycleMs),
                                        [locales, copy === undefined ? options : copy]));
  if (copy === undefined || time !== time) return text;
  const template = () => templateFormatter(locales, copy);
  const twoDigit = twoDigitFields(copy, () => boaLocale(template()));
  return twoDigit === undefined ? text : padTwoDigits(template(), text, twoDigit);
}

// The options a formatter made here was asked for (a plain copy).
function requestedOptions(dtf) {
  return formatters.get(dtf)?.options;
}

module.exports = {
  construct, format, publicFormat, zeroOfFormatter, resolvedOptions, toLocaleString,
  toLocaleDateString, toLocaleTimeString,
  plainSpaces, requestedOptions, withHourCycle, zoneParts, singlePlan, formatSingleToParts,
  tableLocale, splitOf, minuteSecondTwin,
};
