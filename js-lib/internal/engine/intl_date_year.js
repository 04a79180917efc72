// Three corrections of Boa 0.22's date formatting, made in intl_date_year_format.js: the year
// (below); the default locale, `und` (ICU's root) in Boa when the environment names the C or
// POSIX locale, where V8 uses en-US; and the narrow no-break space ICU puts before AM/PM,
// which Node 26.10 prints as a plain space.
//
// The year in Boa 0.22's date formatting: asked for a numeric year (explicitly, or by the
// defaults of Intl.DateTimeFormat, Date.prototype.toLocaleString and toLocaleDateString), Boa
// prints two digits wherever it also prints a month and day ("1/1/70"); V8 prints the whole year
// ("1/1/1970"). internal/bootstrap/node.js calls install() the first time the Intl global is
// read (or one of the three Date methods is called): Intl.DateTimeFormat (to learn what each
// formatter was asked for), its `format` getter and resolvedOptions are replaced by stubs with
// V8's names, lengths and attributes that load internal/engine/intl_date_year_format on first
// use and call it; the Date methods are lazy native methods calling `replacements`.
//
// install() also puts in what Boa's Intl lacks: formatToParts and formatRange(ToParts) (their
// output, like `format`'s, in V8's digits: intl_date_digits.js), supportedValuesOf, and
// Intl.Locale's getWeekInfo and the other getters of locale information
// (intl_locale_info.js).
'use strict';

const {
  apply: ReflectApply,
  defineProperty: ReflectDefineProperty,
  getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor,
} = Reflect;
const { toStringTag: SymbolToStringTag } = Symbol;
const { exec: RegExpExec } = RegExp.prototype;
// The value of the `fw` key in a tag's -u- extension (keys have two characters, values three
// to eight, so no value is taken for a key).
const kFirstDayKeyword = /-u(?:-[a-z0-9]{2,8})*?-fw-([a-z]{3})(?:-|$)/;

// The engine's originals, captured by install() (the Intl global is replaced by a lazy
// accessor that calls install() on first read, so nothing here may read it earlier).
const originals = {};

let impl;
function load() {
  impl ??= require('internal/engine/intl_date_year_format');
  return impl;
}

function nativeParts(dtf, parts) {
  const zero = load().zeroOfFormatter(dtf);
  if (zero === 0) return parts;
  return require('internal/engine/intl_date_digits').partsToNative(parts, zero);
}

// `length` 0, the original prototype; callable without `new`, as V8's.
function DateTimeFormat() {
  return load().construct(new.target, this, arguments);
}

// A Temporal value given to format/formatToParts is formatted by internal/engine/temporal_locale
// (Boa's formatter throws on its valueOf).
function isTemporalValue(value) {
  if (value === null || typeof value !== 'object') return false;
  const tag = value[SymbolToStringTag];
  return typeof tag === 'string' && tag.startsWith('Temporal.');
}
const temporalAwareFormats = new WeakMap();

const replacements = {
  get format() {
    const inner = load().publicFormat(this);
    let outer = temporalAwareFormats.get(inner);
    if (outer === undefined) {
      const dtf = this;
      // V8's bound format: anonymous, length 1.
      outer = [(date) => (isTemporalValue(date) ?
        require('internal/engine/temporal_locale').format(dtf, date) ?? inner(date) :
        inner(date))][0];
      internalBinding('util').markNative(outer, '');
      temporalAwareFormats.set(inner, outer);
    }
    return outer;
  },
  resolvedOptions() {
    return load().resolvedOptions(this);
  },
  // The three below print V8's digits (intl_date_digits.js) over what the files give.
  formatToParts(date) {
    if (isTemporalValue(date)) {
      const parts = require('internal/engine/temporal_locale').formatToParts(this, date);
      if (parts !== undefined) return parts;
    }
    const parts = require('internal/engine/intl_date_parts').formatToParts(this, date);
    return nativeParts(this, parts);
  },
  formatRange(startDate, endDate) {
    const text = require('internal/engine/intl_date_range').formatRange(this, startDate, endDate);
    const zero = load().zeroOfFormatter(this);
    return zero === 0 ? text : require('internal/engine/intl_date_digits').toNative(text, zero);
  },
  formatRangeToParts(startDate, endDate) {
    const parts = require('internal/engine/intl_date_range')
      .formatRangeToParts(this, startDate, endDate);
    return nativeParts(this, parts);
  },
  supportedValuesOf(key) {
    return require('internal/engine/intl_supported_values').supportedValuesOf(key);
  },
  toLocaleString(locales = undefined, options = undefined) {
    return load().toLocaleString(this, locales, options);
  },
  toLocaleDateString(locales = undefined, options = undefined) {
    return load().toLocaleDateString(this, locales, options);
  },
  toLocaleTimeString(locales = undefined, options = undefined) {
    return load().toLocaleTimeString(this, locales, options);
  },
};

function defineMethod(target, key, value) {
  ReflectDefineProperty(target, key, {
    value, writable: true, enumerable: false, configurable: true,
  });
}

// `intl` is the engine's Intl object; Date.prototype's two methods are installed by
// internal/bootstrap/node.js as lazy native methods that call the replacements.
function install(intl) {
  const locales = require('internal/engine/intl_locale');
  locales.setEngine(intl);
  locales.withDefaultLocale(intl, 'Collator', true);
  locales.fixCollatorResolvedOptions(intl);
  locales.withDefaultLocale(intl, 'PluralRules', false);
  locales.withDefaultLocale(intl, 'ListFormat', false);
  locales.withDefaultLocale(intl, 'Segmenter', false);
  installConstructors(intl);
  const OriginalDateTimeFormat = intl.DateTimeFormat;
  const dtfProto = OriginalDateTimeFormat.prototype;
  originals.DateTimeFormat = OriginalDateTimeFormat;
  originals.intl = intl;
  originals.formatGetter = ReflectGetOwnPropertyDescriptor(dtfProto, 'format').get;
  originals.resolvedOptions = dtfProto.resolvedOptions;
  originals.toLocaleString = engineToLocaleString;
  originals.toLocaleDateString = engineToLocaleDateString;
  originals.toLocaleTimeString = engineToLocaleTimeString;
  ReflectDefineProperty(DateTimeFormat, 'prototype', {
    value: dtfProto, writable: false, enumerable: false, configurable: false,
  });
  defineMethod(DateTimeFormat, 'supportedLocalesOf', OriginalDateTimeFormat.supportedLocalesOf);
  defineMethod(intl, 'DateTimeFormat', DateTimeFormat);
  defineMethod(dtfProto, 'constructor', DateTimeFormat);
  ReflectDefineProperty(dtfProto, 'format', {
    get: ReflectGetOwnPropertyDescriptor(replacements, 'format').get,
    set: undefined, enumerable: false, configurable: true,
  });
  defineMethod(dtfProto, 'resolvedOptions', replacements.resolvedOptions);
  if (dtfProto.formatToParts === undefined) {
    defineMethod(dtfProto, 'formatToParts', replacements.formatToParts);
  }
  // Boa 0.22 has neither; the files load on first call (intl_date_range.js,
  // intl_supported_values.js).
  if (dtfProto.formatRange === undefined) {
    defineMethod(dtfProto, 'formatRange', replacements.formatRange);
    defineMethod(dtfProto, 'formatRangeToParts', replacements.formatRangeToParts);
  }
  if (intl.supportedValuesOf === undefined) {
    defineMethod(intl, 'supportedValuesOf', replacements.supportedValuesOf);
  }
  internalBinding('util').markNative(DateTimeFormat, 'DateTimeFormat');
  internalBinding('util').markNativeMembers(dtfProto);
  internalBinding('util').markNative(intl.supportedValuesOf, 'supportedValuesOf');
  // Boa 0.22's Intl.Locale has none of the getters of locale information; luxon reads the
  // week's first day and weekend here (useLocaleWeeks, Info.getStartOfWeek), and text
  // direction, calendars and hour cycles are read by i18n libraries.
  const localeProto = intl.Locale && intl.Locale.prototype;
  if (localeProto !== undefined && localeProto.getWeekInfo === undefined) {
    const localeToString = localeProto.toString;
    defineMethod(localeProto, 'getWeekInfo', function getWeekInfo() {
      // Throws the engine's TypeError for anything but an Intl.Locale.
      const tag = ReflectApply(localeToString, this, []);
      const days = internalBinding('intl').weekInfo(tag);
      if (days === undefined) return { firstDay: 1, weekend: [6, 7] };
      return { firstDay: days[0], weekend: days.slice(1) };
    });
    // The other getters of locale information, from internal/engine/intl_locale_info.
    let info;
    for (const name of ['getCalendars', 'getCollations', 'getHourCycles', 'getNumberingSystems',
                        'getTimeZones', 'getTextInfo']) {
      defineMethod(localeProto, name, { [name]() {
        if (info === undefined) {
          info = require('internal/engine/intl_locale_info');
          info.setEngine(intl, localeToString);
        }
        return ReflectApply(info[name], this, []);
      } }[name]);
    }
    // V8's getter of the `fw` keyword; Boa has `variants`, which V8 does not.
    const firstDay = ReflectGetOwnPropertyDescriptor({
      get firstDayOfWeek() {
        const tag = ReflectApply(localeToString, this, []);
        const found = ReflectApply(RegExpExec, kFirstDayKeyword, [tag]);
        return found === null ? undefined : found[1];
      },
    }, 'firstDayOfWeek');
    firstDay.enumerable = false;
    ReflectDefineProperty(localeProto, 'firstDayOfWeek', firstDay);
    delete localeProto.variants;
  }
}

// The Intl constructors js-lib implements itself (Boa 0.22 lacks them, or its NumberFormat
// throws for currency, prints 0 for percent and throws for NaN). Compiling their files costs
// start-up, so each is an accessor that loads its file on first read, as the lazy globals
// are. It stays an accessor: Boa's inline cache would keep calling a getter that replaced
// itself by a data property (docs/ENGINE.md, memoising getters).
function installConstructors(intl) {
  const engineSupportedLocalesOf = intl.NumberFormat.supportedLocalesOf;
  const loaders = {
    NumberFormat() {
      const numbers = require('internal/engine/intl_number_format');
      numbers.setSupportedLocalesOf(engineSupportedLocalesOf);
      return numbers.NumberFormat;
    },
    RelativeTimeFormat: () => require('internal/engine/intl_relative_time').RelativeTimeFormat,
    DisplayNames: () => require('internal/engine/intl_display_names').DisplayNames,
  };
  for (const name of ['NumberFormat', 'RelativeTimeFormat', 'DisplayNames']) {
    let loaded = false;
    let value;
    ReflectDefineProperty(intl, name, {
      get() {
        if (!loaded) {
          value = loaders[name]();
          loaded = true;
        }
        return value;
      },
      set(replacement) {
        value = replacement;
        loaded = true;
      },
      enumerable: false,
      configurable: true,
    });
  }
}

// The engine's Date methods, taken by internal/bootstrap/node.js before it replaces them.
let engineToLocaleString;
let engineToLocaleDateString;
let engineToLocaleTimeString;
function setEngineDateMethods(toLocaleString, toLocaleDateString, toLocaleTimeString) {
  engineToLocaleString = toLocaleString;
  engineToLocaleDateString = toLocaleDateString;
  engineToLocaleTimeString = toLocaleTimeString;
}

module.exports = { install, originals, replacements, setEngineDateMethods };
