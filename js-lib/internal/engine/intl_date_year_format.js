// Boa 0.22's date formatting corrected to V8's (see intl_date_year.js for the three fixes):
// internal/engine/intl_date_year installs Intl.DateTimeFormat, its `format` getter and
// resolvedOptions, and Date.prototype.toLocaleString / toLocaleDateString as small stubs that
// load this file on first use and call it.
//
// Boa prints two digits wherever it also prints a month and day ("1/1/70"); V8 prints the whole
// year ("1/1/1970"). Where the year stands in Boa's output is learnt once per formatter by
// formatting a probe instant whose fields all differ (2033-11-22 15:44:55 UTC, year "33"); the
// two digits there are replaced by the whole year, which in any time zone is the UTC year or one
// either side of it, the one of the three that ends in those two digits. A `year: '2-digit'`
// request is left as Boa prints it.
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
  includes: StringIncludes,
  replace: StringReplace,
  replaceAll: StringReplaceAll,
  slice: StringSlice,
} = String.prototype;

// ICU's narrow no-break space before the day period ("12:00\u202fAM"); Node 26.10 prints a
// plain space there.
function plainSpaces(text) {
  if (typeof text !== 'string' || !ReflectApply(StringIncludes, text, ['\u202f'])) return text;
  return ReflectApply(StringReplaceAll, text, ['\u202f', ' ']);
}

// The locales handed to Boa: V8's en-US where Boa would take ICU's root, V8's errors and
// fallback for tags it refuses (the negotiation every js-lib Intl constructor shares,
// internal/engine/intl_locale.js).
const { localesForEngine } = require('internal/engine/intl_locale');
function localesOrDefault(locales) {
  return localesForEngine(locales, OriginalDateTimeFormat.supportedLocalesOf);
}

// Each formatter made here: { options (the plain copy), defaults (whether ToDateTimeOptions
// filled in year, month and day), numericYear, yearRun (see yearRunOf) }.
const formatters = new WeakMap();

// The options read once, in the spec's order, into a plain object Boa can read without running
// user code again; undefined for null (Boa gets it as it is, and throws).
function copyOptions(options) {
  if (options === null) return undefined;
  const copy = { __proto__: null };
  if (options === undefined) return copy;
  for (let i = 0; i < kOptionKeys.length; i++) {
    const value = options[kOptionKeys[i]];
    if (value !== undefined) copy[kOptionKeys[i]] = value;
  }
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

// Boa panics (uncatchably) formatting a date whose year has five digits. Such a date is
// formatted 400-year cycles nearer, and its year put back; 0 when no shift is needed.
function cyclesToShift(time) {
  if (time !== time) return 0;
  const year = ReflectApply(dateGetUTCFullYear, new Date(time), []);
  if (year > -9000 && year < 9000) return 0;
  // Whole 400-year cycles keep the calendar and the weekday. Early years land before
  // every zone's first transition, so local mean time still applies, as in V8.
  return Math.floor((year - (year < 0 ? 1200 : 2000)) / 400);
}

// `text` is Boa's output for `time` shifted by `cycles`; `run` where the year is printed.
function fixYear(text, time, cycles, run, numeric) {
  if (run === undefined || time !== time) return text;
  if (cycles === 0 && !(numeric && run[1] === 2)) return text;
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
  if (!numeric && printed.length === 2) shown = `${shown % 100}`.padStart(2, '0');
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
    // The locale's own 12-hour cycle: one its tag names, h11 for Japanese, else h12.
    if (ReflectApply(StringIncludes, locale, ['-hc-h11']) ||
        ReflectApply(StringIncludes, locale, ['-hc-h12'])) {
      return [locales, false];
    }
    hc = locale === 'ja' || ReflectApply(StringSlice, locale, [0, 3]) === 'ja-' ? 'h11' : 'h12';
  }
  if (kHourCycles[hc] !== true) return [locales, false];
  const base = withoutHourCycle(locale);
  // The -u- extension is the last part of a canonical tag without -x-.
  const tagged = ReflectApply(StringIncludes, base, ['-u-']) ?
    `${base}-hc-${hc}` : `${base}-u-hc-${hc}`;
  return [tagged, true];
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
    const probe = new OriginalDateTimeFormat(locale, probeOptions(state.options));
    state.yearRun = yearRunOf(ReflectApply(originalFormatGetter, probe, [])(kProbe)) ?? null;
  }
  return state.yearRun ?? undefined;
}

// Intl.DateTimeFormat: Boa's gets a plain copy of the options, remembered per formatter.
function construct(newTarget, thisArg, args) {
  const options = args.length > 1 ? args[1] : undefined;
  const copy = copyOptions(options);
  const { 0: locales, 1: hourCycle } =
    withHourCycle(localesOrDefault(args.length > 0 ? args[0] : undefined), copy);
  const passed = [locales, copy === undefined ? options : copy];
  const dtf = newTarget === undefined ?
    ReflectApply(OriginalDateTimeFormat, thisArg, passed) :
    ReflectConstruct(OriginalDateTimeFormat, passed, newTarget);
  if (copy !== undefined && dtf !== null && typeof dtf === 'object') {
    remember(dtf, copy, hourCycle);
  }
  return dtf;
}

function remember(dtf, copy, hourCycle) {
  const defaults = needsDefaults(copy, 'any');
  formatters.set(dtf, {
    options: copy,
    defaults,
    numericYear: defaults || copy.year === 'numeric',
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
      if (kTableLocales[resolved.locale] === true) {
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
  // Only English patterns are known to pad every such field (Spanish prints `2/1` for a
  // '2-digit' month and day, as Boa does).
  const locale = localeOf();
  if (typeof locale !== 'string' ||
      !(locale === 'en' || ReflectApply(StringSlice, locale, [0, 3]) === 'en-')) {
    return undefined;
  }
  return set;
}

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
      const cycles = cyclesToShift(time);
      let text = plainSpaces(original(time - cycles * kCycleMs));
      if (cycles !== 0 || state.numericYear) {
        text = fixYear(text, time, cycles, yearRunOfFormatter(dtf, state), state.numericYear);
      }
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

function resolvedOptions(dtf) {
  const boa = ReflectApply(originalResolvedOptions, dtf, []);
  const state = formatters.get(dtf);
  if (state === undefined) return boa;
  const requested = state.options;
  const hasHour = requested.hour !== undefined || requested.timeStyle !== undefined;
  const out = {};
  out.locale = state.hourCycle ? withoutHourCycle(boa.locale) : boa.locale;
  out.calendar = boa.calendar;
  out.numberingSystem = boa.numberingSystem;
  out.timeZone = typeof requested.timeZone === 'string' ? requested.timeZone :
    boa.timeZone === 'utc' ? 'UTC' : boa.timeZone;
  if (hasHour) {
    if (boa.hourCycle !== undefined) out.hourCycle = boa.hourCycle;
    if (boa.hour12 !== undefined) out.hour12 = boa.hour12;
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

function localeDate(original, required, date, locales, options) {
  const time = ReflectApply(dateGetTime, date, []);
  const copy = copyOptions(options);
  if (wantsZoneName(copy) && time === time) return withZoneName(required, time, locales, copy);
  const plan = time === time ? datePlan(required, locales, copy) : null;
  if (plan !== null) return range.singleText(plan, time);
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
  const cycles = cyclesToShift(time);
  const text = plainSpaces(ReflectApply(original,
                                        cycles === 0 ? date : new Date(time - cycles * kCycleMs),
                                        [locales, copy]));
  const numeric = copy.year === 'numeric' || needsDefaults(copy, required);
  if (time !== time || (cycles === 0 && !numeric)) return text;
  let key;
  if (locales === undefined || typeof locales === 'string') {
    key = `${required}|${locales}`;
    for (const k in copy) key += `|${k}=${String(copy[k])}`;
  }
  let run = key === undefined ? undefined : dateYearRuns.get(key);
  if (run === undefined) {
    run = yearRunOf(ReflectApply(original, new Date(kProbe), [locales, probeOptions(copy)])) ?? null;
    if (key !== undefined && dateYearRuns.size < 256) dateYearRuns.set(key, run);
  }
  return fixYear(text, time, cycles, run ?? undefined, numeric);
}

function toLocaleString(date, locales, options) {
  return localeDate(originalToLocaleString, 'any', date, locales, options);
}

function toLocaleDateString(date, locales, options) {
  return localeDate(originalToLocaleDateString, 'date', date, locales, options);
}

// No year to print, but Boa fails on years beyond ±9999, so those are formatted whole
// cycles nearer. The receiver is checked first, as V8 reads the time value before the
// locales and options.
function toLocaleTimeString(date, locales, options) {
  const time = ReflectApply(dateGetTime, date, []);
  const copy = copyOptions(options);
  if (wantsZoneName(copy) && time === time) return withZoneName('time', time, locales, copy);
  const plan = time === time ? datePlan('time', locales, copy) : null;
  if (plan !== null) return range.singleText(plan, time);
  locales = withHourCycle(localesOrDefault(locales), copy)[0];
  const cycles = cyclesToShift(time);
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
  construct, format, resolvedOptions, toLocaleString, toLocaleDateString, toLocaleTimeString,
  plainSpaces, requestedOptions, withHourCycle, zoneParts, singlePlan, formatSingleToParts,
};
