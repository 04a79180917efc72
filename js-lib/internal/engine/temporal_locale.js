// toLocaleString of Temporal's date and time types (PlainDate, PlainDateTime, PlainTime,
// PlainYearMonth, PlainMonthDay, Instant, ZonedDateTime). Boa 0.22's return toString(), so
// `Temporal.PlainDate.from('2024-02-29').toLocaleString('en-US')` printed `2024-02-29` where Node
// prints `2/29/2024` (temporal-polyfill hands out the native Temporal when there is one); and
// Intl.DateTimeFormat's format/formatToParts of those values, where Boa throws on valueOf.
// internal/bootstrap/node.js installs the methods as lazy native methods; intl_date_year.js
// sends a formatter's Temporal arguments here.
//
// As V8 does: the options are read as Intl.DateTimeFormat's; a type takes only its own fields
// (a date no hour, a time no year, a year-month no day), dropping the others, and with none of
// its fields left it is a TypeError; without any field or style it gets its type's numeric
// defaults (and a ZonedDateTime its short zone name), and then hour12/hourCycle are not used.
// A style the type cannot show is a TypeError (a formatter's other style is used if it has
// one; a formatter refuses a ZonedDateTime). The calendar must be the formatter's
// (PlainDate, PlainDateTime and ZonedDateTime may also be iso8601). Plain values are formatted
// as their wall-clock fields in UTC; a ZonedDateTime in its own zone, which an option may not
// change. Duration is left alone: Boa has no Intl.DurationFormat.
'use strict';

const {
  apply: ReflectApply,
  getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor,
} = Reflect;
const { exec: RegExpExec } = RegExp.prototype;
const { setUTCFullYear: DateSetUTCFullYear, setUTCHours: DateSetUTCHours } = Date.prototype;
const DateCtor = Date;
const NumberCtor = Number;
const ObjectCtor = Object;
const { toStringTag: SymbolToStringTag } = Symbol;
const kProbeDate = Date.UTC(2001, 0, 5);
const { DateTimeFormat } = Intl;
const dtfFormat = ReflectGetOwnPropertyDescriptor(DateTimeFormat.prototype, 'format').get;
const dtfResolved = DateTimeFormat.prototype.resolvedOptions;

const kDateFields = ['weekday', 'year', 'month', 'day'];
const kTimeFields = ['dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'];
const kAllFields = [...kDateFields, 'era', ...kTimeFields];
const kKept = ['localeMatcher', 'calendar', 'numberingSystem', 'formatMatcher'];
const kDateTimeDefaults = ['year', 'month', 'day', 'hour', 'minute', 'second'];

// Per type: the fields it shows, its defaults, whether it has a time zone name, which style it
// refuses, and how its calendar is checked.
const kTypes = {
  PlainDate: { fields: [...kDateFields, 'era'], defaults: ['year', 'month', 'day'],
               badStyle: 'timeStyle', isoAllowed: true },
  PlainDateTime: { fields: kAllFields, defaults: kDateTimeDefaults, isoAllowed: true },
  PlainTime: { fields: kTimeFields, defaults: ['hour', 'minute', 'second'], badStyle: 'dateStyle',
               noCalendar: true },
  PlainYearMonth: { fields: ['year', 'month', 'era'], defaults: ['year', 'month'],
                    badStyle: 'timeStyle', isoAllowed: false, styleFields: ['year', 'month'] },
  PlainMonthDay: { fields: ['month', 'day'], defaults: ['month', 'day'], badStyle: 'timeStyle',
                   isoAllowed: false, styleFields: ['month', 'day'] },
  Instant: { fields: kAllFields, defaults: kDateTimeDefaults, zoneName: true, noCalendar: true },
  ZonedDateTime: { fields: kAllFields, defaults: kDateTimeDefaults, zoneName: true,
                   isoAllowed: true, ownZone: true },
};

// The ISO date and time at the start of toString()'s text (with the calendar always named, so a
// year-month or month-day of another calendar shows its reference ISO date).
const kIsoText =
  /^(?:([+-]\d{6}|\d{4})-(\d\d)(?:-(\d\d))?)?T?(?:(\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,9}))?)?)?/;

function getter(proto, name) {
  const desc = ReflectGetOwnPropertyDescriptor(proto, name);
  return desc === undefined ? undefined : desc.get;
}

function wallClockMs(text) {
  const m = ReflectApply(RegExpExec, kIsoText, [text]);
  const d = new DateCtor(0);
  if (m[1] !== undefined) {
    ReflectApply(DateSetUTCFullYear, d, [NumberCtor(m[1]), NumberCtor(m[2]) - 1,
                                         m[3] === undefined ? 1 : NumberCtor(m[3])]);
  } else {
    // A PlainTime: V8 formats it on the epoch's day.
    ReflectApply(DateSetUTCFullYear, d, [1970, 0, 1]);
  }
  const ms = m[7] === undefined ? 0 : NumberCtor((m[7] + '00').slice(0, 3));
  return ReflectApply(DateSetUTCHours, d, [m[4] === undefined ? 0 : NumberCtor(m[4]),
                                           m[5] === undefined ? 0 : NumberCtor(m[5]),
                                           m[6] === undefined ? 0 : NumberCtor(m[6]), ms]);
}

// V8 shows another Temporal object by its tag.
function receiverText(value) {
  if (value !== null && typeof value === 'object') {
    const tag = value[SymbolToStringTag];
    if (typeof tag === 'string' && tag.startsWith('Temporal.')) return `[object ${tag}]`;
  }
  return require('internal/engine/intl_common').receiverText(value);
}

// The widths of year, month and day in the locale's pattern for a date style, from a date whose
// month and day have one digit.
function styleWidths(locales, opts, dateStyle) {
  const probeOpts = { ...opts, timeZone: 'UTC', dateStyle };
  const parts = new DateTimeFormat(locales, probeOpts).formatToParts(kProbeDate);
  const widths = {};
  for (const { type, value } of parts) {
    if (type === 'year') {
      widths.year = value.length === 2 ? '2-digit' : 'numeric';
    } else if (type === 'day') {
      widths.day = value.length === 2 ? '2-digit' : 'numeric';
    } else if (type === 'month') {
      if (ReflectApply(RegExpExec, /^\d+$/, [value]) !== null) {
        widths.month = value.length === 2 ? '2-digit' : 'numeric';
      } else {
        const long = new DateTimeFormat(locales, { ...opts, timeZone: 'UTC', month: 'long' })
          .format(kProbeDate);
        widths.month = long === value ? 'long' : 'short';
      }
    }
  }
  return widths;
}

// Per type, what the core needs of the engine: the original toString (the brand check and the
// ISO fields) and the getters; filled by methodFor, which bootstrap calls for every type.
const engines = { __proto__: null };

function engineOf(type) {
  let engine = engines[type];
  if (engine === undefined) {
    const proto = Temporal[type].prototype;
    engine = engines[type] = {
      toString: proto.toString,
      calendarIdOf: getter(proto, 'calendarId'),
      epochMsOf: getter(proto, 'epochMilliseconds'),
      timeZoneIdOf: getter(proto, 'timeZoneId'),
    };
  }
  return engine;
}

const invalidArgument = (type) =>
  new TypeError(`Invalid argument for Temporal [object Temporal.${type}]`);

// The formatter and the time that show `value` (whose toString() text is `text`) for
// toLocaleString(locales, options) (`forFormat` false) or for a formatter's format() and
// formatToParts() (true: `read` holds that formatter's options, `locales` its locale).
function plan(type, value, text, locales, read, forFormat) {
  const spec = kTypes[type];
  const engine = engineOf(type);
  if (forFormat && spec.ownZone) throw invalidArgument(type);
  // A formatter's other style still shows the type; with none the type has nothing to show,
  // which V8 finds after the calendar check.
  let nothingToShow = false;
  if (spec.badStyle !== undefined && read[spec.badStyle] !== undefined) {
    if (!forFormat) throw new TypeError(`Invalid option : ${spec.badStyle}`);
    const other = spec.badStyle === 'timeStyle' ? 'dateStyle' : 'timeStyle';
    nothingToShow = read[other] === undefined;
    read[spec.badStyle] = undefined;
  }
  const opts = {};
  for (const key of kKept) {
    if (read[key] !== undefined) opts[key] = read[key];
  }
  let ms;
  if (spec.ownZone) {
    const zone = ReflectApply(engine.timeZoneIdOf, value, []);
    if (read.timeZone !== undefined) throw new TypeError(`Invalid time zone specified: ${zone}`);
    opts.timeZone = zone;
    ms = ReflectApply(engine.epochMsOf, value, []);
  } else if (type === 'Instant') {
    if (read.timeZone !== undefined) opts.timeZone = read.timeZone;
    ms = ReflectApply(engine.epochMsOf, value, []);
  } else {
    opts.timeZone = 'UTC';
    ms = wallClockMs(text);
  }
  if (!spec.noCalendar) {
    const calendar = ReflectApply(engine.calendarIdOf, value, []);
    const probe = new DateTimeFormat(locales, { localeMatcher: opts.localeMatcher,
                                                calendar: opts.calendar,
                                                numberingSystem: opts.numberingSystem });
    const resolved = ReflectApply(dtfResolved, probe, []).calendar;
    if (calendar !== resolved && !(spec.isoAllowed && calendar === 'iso8601')) {
      throw new RangeError('Mismatched calendars.');
    }
  }
  if (nothingToShow) throw invalidArgument(type);
  if (spec.styleFields !== undefined && read.dateStyle !== undefined) {
    // V8 drops the fields the type lacks from the style's pattern; the widths the locale's
    // pattern gives the rest are read off a probe date.
    const widths = styleWidths(locales, opts, read.dateStyle);
    read.dateStyle = undefined;
    for (const key of spec.styleFields) read[key] = widths[key];
  }
  const styled = read.dateStyle !== undefined || read.timeStyle !== undefined;
  let explicit = false;
  for (const key of kAllFields) {
    if (read[key] !== undefined && (key !== 'era' || spec.fields.includes('era'))) explicit = true;
  }
  if (styled || explicit) {
    // With a style the formatter itself refuses fields next to it, as V8's does.
    let kept = false;
    for (const key of styled ? kAllFields : spec.fields) {
      if (read[key] !== undefined) { opts[key] = read[key]; kept = true; }
    }
    if (styled) {
      opts.dateStyle = read.dateStyle;
      opts.timeStyle = read.timeStyle;
    } else if (!kept) {
      throw invalidArgument(type);
    }
    if (read.hour12 !== undefined) opts.hour12 = read.hour12;
    if (read.hourCycle !== undefined) opts.hourCycle = read.hourCycle;
    if (spec.zoneName && read.timeZoneName !== undefined) opts.timeZoneName = read.timeZoneName;
  } else {
    for (const key of spec.defaults) opts[key] = 'numeric';
    if (spec.zoneName) {
      const zoneName = read.timeZoneName !== undefined ? read.timeZoneName :
        (spec.ownZone ? 'short' : undefined);
      if (zoneName !== undefined) opts.timeZoneName = zoneName;
    }
  }
  return { dtf: new DateTimeFormat(locales, opts), ms };
}

const kReadKeys = [...kKept, 'hour12', 'hourCycle', 'timeZone', ...kAllFields, 'timeZoneName',
                   'dateStyle', 'timeStyle'];

function readOptions(given) {
  const read = {};
  for (const key of kReadKeys) read[key] = given[key];
  return read;
}

// The engine's text of `value`, or undefined when it is not a `type` (a foreign object that
// only carries the tag).
function textOf(type, value) {
  const spec = kTypes[type];
  const { toString } = engineOf(type);
  try {
    return spec.noCalendar || spec.ownZone ? ReflectApply(toString, value, []) :
      ReflectApply(toString, value, [{ calendarName: 'always' }]);
  } catch {
    return undefined;
  }
}

function methodFor(type, engineToString) {
  engineOf(type).toString = engineToString;
  const name = `Temporal.${type}.prototype.toLocaleString`;

  function toLocaleString(locales, options) {
    const text = textOf(type, this);
    if (text === undefined) {
      throw new TypeError(`Method ${name} called on incompatible receiver ${receiverText(this)}`);
    }
    if (options === null) throw new TypeError(`${name} called on null or undefined`);
    const read = readOptions(options === undefined ? {} : ObjectCtor(options));
    const { dtf, ms } = plan(type, this, text, locales, read, false);
    return ReflectApply(dtfFormat, dtf, [])(ms);
  }
  return toLocaleString;
}

// The Temporal type `value` claims to be by its tag, if it is one of those handled here.
function temporalType(value) {
  if (value === null || typeof value !== 'object') return undefined;
  const tag = value[SymbolToStringTag];
  if (typeof tag !== 'string' || !tag.startsWith('Temporal.')) return undefined;
  const type = tag.slice(9);
  return kTypes[type] === undefined ? undefined : type;
}

// A formatter's format()/formatToParts() of a Temporal value (undefined: not one, the caller
// formats it as a date). The formatter's own requested options decide, as V8's do.
function formatterPlan(dtf, value) {
  const type = temporalType(value);
  if (type === undefined) return undefined;
  const text = textOf(type, value);
  if (text === undefined) return undefined;
  const requested = require('internal/engine/intl_date_year_format').requestedOptions(dtf) || {};
  const locale = ReflectApply(dtfResolved, dtf, []).locale;
  return plan(type, value, text, locale, readOptions(requested), true);
}

function format(dtf, value) {
  const p = formatterPlan(dtf, value);
  return p === undefined ? undefined : ReflectApply(dtfFormat, p.dtf, [])(p.ms);
}

function formatToParts(dtf, value) {
  const p = formatterPlan(dtf, value);
  return p === undefined ? undefined : p.dtf.formatToParts(p.ms);
}

module.exports = { methodFor, temporalType, format, formatToParts };
