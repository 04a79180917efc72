// Locale negotiation for the Intl constructors js-lib implements itself (NumberFormat,
// RelativeTimeFormat, DisplayNames; internal/engine/intl_number_format.js and its siblings):
// the same answers Boa's own constructors give (its supportedLocalesOf and getCanonicalLocales
// do the matching), with V8's default, en-US, where Boa falls back to ICU's root (`und`, what it
// makes of LANG=C or POSIX), and the `-u-nu-` extension kept as V8 keeps it; the locale
// resolvedOptions shows is the one V8 picks from ICU's list (intl_available_locales.js). Also
// the caseFirst and collation Collator's resolvedOptions shows.
'use strict';

const {
  apply: ReflectApply,
  construct: ReflectConstruct,
  defineProperty: ReflectDefineProperty,
} = Reflect;
const { exec: RegExpExec } = RegExp.prototype;
const { slice: StringSlice, indexOf: StringIndexOf } = String.prototype;

// Captured when install() runs (before any user code can replace them).
let engine;
function setEngine(intl) {
  engine = {
    getCanonicalLocales: intl.getCanonicalLocales,
    supportedLocalesOf: intl.NumberFormat.supportedLocalesOf,
    NumberFormat: intl.NumberFormat,
    resolvedOptions: intl.NumberFormat.prototype.resolvedOptions,
  };
}

let defaultLocaleCache;
function defaultLocale() {
  if (defaultLocaleCache === undefined) {
    const { locale } = ReflectApply(engine.resolvedOptions, new engine.NumberFormat(), []);
    defaultLocaleCache = locale === 'und' || ReflectApply(StringSlice, locale, [0, 4]) === 'und-' ?
      'en-US' : environmentLocale(locale) ?? locale;
  }
  return defaultLocaleCache;
}

// Boa's default is its data locale, which drops the region the environment names (`de` for
// LANG=de_DE.UTF-8); ICU's default, which V8 shows, keeps it when ICU has that locale.
function environmentLocale(engineDefault) {
  const env = globalThis.process?.env;
  const posix = env?.LC_ALL || env?.LC_MESSAGES || env?.LANG;
  if (typeof posix !== 'string') return undefined;
  let tag = posix;
  for (const stop of ['.', '@']) {
    const at = ReflectApply(StringIndexOf, tag, [stop]);
    if (at >= 0) tag = ReflectApply(StringSlice, tag, [0, at]);
  }
  const underscore = ReflectApply(StringIndexOf, tag, ['_']);
  if (underscore < 0) return undefined;
  tag = `${ReflectApply(StringSlice, tag, [0, underscore])}-` +
    ReflectApply(StringSlice, tag, [underscore + 1]);
  try {
    tag = ReflectApply(engine.getCanonicalLocales, undefined, [tag])[0];
  } catch {
    return undefined;
  }
  const dash = ReflectApply(StringIndexOf, engineDefault, ['-']);
  const language = dash < 0 ? engineDefault : ReflectApply(StringSlice, engineDefault, [0, dash]);
  if (ReflectApply(StringSlice, tag, [0, language.length + 1]) !== `${language}-`) return undefined;
  const shown = shownLocale([tag]);
  return shown !== undefined && shown !== language ? shown : undefined;
}

// A language subtag of 5 to 8 letters (`generic`) is well-formed BCP 47 and V8 takes it;
// ICU4X refuses it. No such language has data, so the tag is left out of the request, which
// then falls back as V8 does.
const kLongLanguage = /^[A-Za-z]{5,8}(?=-|$)/;

function isLongLanguageTag(tag) {
  const m = ReflectApply(RegExpExec, kLongLanguage, [tag]);
  if (m === null) return false;
  try {
    ReflectApply(engine.getCanonicalLocales, undefined,
                 [`en${ReflectApply(StringSlice, tag, [m[0].length])}`]);
    return true;
  } catch {
    return false;
  }
}

// The engine's canonicalisation, with V8's message naming the tag it refuses.
function canonicalLocales(locales) {
  try {
    return ReflectApply(engine.getCanonicalLocales, undefined, [locales]);
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    const list = typeof locales === 'string' ? [locales] : locales;
    const kept = [];
    for (let i = 0; i < list.length; i++) {
      const tag = list[i];
      if (typeof tag !== 'string') {
        kept[kept.length] = tag;
        continue;
      }
      try {
        ReflectApply(engine.getCanonicalLocales, undefined, [tag]);
        kept[kept.length] = tag;
      } catch {
        if (!isLongLanguageTag(tag)) throw new RangeError(`Invalid language tag: ${tag}`);
      }
    }
    if (kept.length === list.length) throw err;
    return ReflectApply(engine.getCanonicalLocales, undefined, [kept]);
  }
}

// What an engine constructor is handed for `locales`: V8's errors for invalid tags, and the
// default locale where nothing requested has data (Boa resolved those to ICU's root, `und`,
// where V8 takes the default locale).
function localesForEngine(locales, supportedLocalesOf) {
  if (locales === undefined) return defaultLocale();
  const list = canonicalLocales(locales);
  if (list.length === 0) return defaultLocale();
  const supported = ReflectApply(supportedLocalesOf, undefined, [list]);
  return supported.length === 0 || supported[0] === 'und' ? defaultLocale() : list;
}

// Numbering systems ICU4X has digits for (CLDR's numeric systems); V8 takes the same list.
const kNumberingSystems = new Set(['adlm', 'ahom', 'arab', 'arabext', 'bali', 'beng', 'bhks',
  'brah', 'cakm', 'cham', 'deva', 'diak', 'fullwide', 'gara', 'gong', 'gonm', 'gujr', 'gukh',
  'guru', 'hanidec', 'hmng', 'hmnp', 'java', 'kali', 'kawi', 'khmr', 'knda', 'krai', 'lana',
  'lanatham', 'laoo', 'latn', 'lepc', 'limb', 'mathbold', 'mathdbl', 'mathmono', 'mathsanb',
  'mathsans', 'mlym', 'modi', 'mong', 'mroo', 'mtei', 'mymr', 'mymrepka', 'mymrpao',
  'mymrshan', 'mymrtlng', 'nagm', 'newa', 'nkoo', 'olck', 'onao', 'orya', 'osma', 'outlined',
  'rohg', 'saur', 'segment', 'shrd', 'sind', 'sinh', 'sora', 'sund', 'sunu', 'takr', 'talu',
  'tamldec', 'telu', 'thai', 'tibt', 'tirh', 'tnsa', 'vaii', 'wara', 'wcho']);

const kUnicodeExtension = /-u(?:-[a-z0-9]{2,8})+/;
const kNuKeyword = /-u(?:-[a-z0-9]{3,8})*(?:-[a-z0-9]{2}(?:-[a-z0-9]{3,8})*)*?-nu-([a-z0-9]{3,8}(?:-[a-z0-9]{3,8})*)/;

function isNumberingSystem(name) {
  return kNumberingSystems.has(name);
}

// V8's resolved tag (without extensions) for canonical requested tags, from ICU's list of
// locales (internal/engine/intl_available_locales); undefined when none has an available
// prefix.
let availableLocales;
function shownLocale(requested, service = '') {
  availableLocales ??= require('internal/engine/intl_available_locales');
  return availableLocales.lookupLocale(requested, service);
}

// { locale: what resolvedOptions().locale shows, dataLocale: the tag handed to the binding
// (with -u-nu- when a numbering system applies), numberingSystem: the requested one or
// undefined }. `nuOption` is the constructor's numberingSystem option (already validated as
// a type sequence), which wins over the locale's keyword and is not shown in the locale.
function resolveLocale(locales, nuOption) {
  const requested = canonicalLocales(locales);
  const supported = requested.length === 0 ? requested :
    ReflectApply(engine.supportedLocalesOf, undefined, [requested]);
  let tag = supported.length > 0 && supported[0] !== 'und' ? supported[0] : defaultLocale();
  let nuKeyword;
  const ext = ReflectApply(RegExpExec, kUnicodeExtension, [tag]);
  if (ext !== null) {
    const nu = ReflectApply(RegExpExec, kNuKeyword, [ext[0]]);
    if (nu !== null && isNumberingSystem(nu[1])) nuKeyword = nu[1];
    const at = ReflectApply(StringIndexOf, tag, [ext[0]]);
    tag = ReflectApply(StringSlice, tag, [0, at]) +
      ReflectApply(StringSlice, tag, [at + ext[0].length]);
  }
  let numberingSystem;
  // The tag shown is the one V8 resolves to among ICU's locales; the data stay Boa's.
  let shown = tag;
  if (requested.length > 0 && supported.length > 0 && supported[0] !== 'und') {
    shown = shownLocale(requested) ?? defaultLocale();
  }
  let locale = shown;
  if (nuOption !== undefined && isNumberingSystem(nuOption)) {
    numberingSystem = nuOption;
  } else if (nuKeyword !== undefined) {
    numberingSystem = nuKeyword;
    locale = `${shown}-u-nu-${nuKeyword}`;
  }
  const dataLocale = numberingSystem === undefined ? tag : `${tag}-u-nu-${numberingSystem}`;
  return { locale, dataLocale, numberingSystem };
}

// Boa's Collator, PluralRules, ListFormat and Segmenter default to ICU's root (`und`) where
// the environment names the C or POSIX locale, so `new Intl.PluralRules().select(1)` is
// 'other'; V8 uses en-US. Each is replaced by a constructor that hands the engine's the
// default locale when none is asked for, with the engine's prototype (so instances,
// subclasses and `instanceof` are the engine's).
function withDefaultLocale(intl, name, callable) {
  const Engine = intl[name];
  const supportedLocalesOf = Engine.supportedLocalesOf;
  // The canonical request of each instance that had one, for resolvedOptions' locale.
  const requests = new WeakMap();
  const construct = (locales, options, newTarget) => {
    const request = localesForEngine(locales, supportedLocalesOf);
    const instance = ReflectConstruct(Engine, [request, options], newTarget);
    requests.set(instance, request);
    return instance;
  };
  // Named as the engine's, with length 0 and the engine's prototype, as V8's.
  const Wrapper = {
    [name]: function(locales = undefined, options = undefined) {
      if (new.target === undefined && !callable) {
        throw new TypeError(`Constructor Intl.${name} requires 'new'`);
      }
      return construct(locales, options, new.target ?? Wrapper);
    },
  }[name];
  const proto = Engine.prototype;
  ReflectDefineProperty(Wrapper, 'prototype', {
    value: proto, writable: false, enumerable: false, configurable: false,
  });
  ReflectDefineProperty(proto, 'constructor', {
    value: Wrapper, writable: true, enumerable: false, configurable: true,
  });
  ReflectDefineProperty(Wrapper, 'supportedLocalesOf', {
    value: Engine.supportedLocalesOf, writable: true, enumerable: false, configurable: true,
  });
  // The locale shown is the one V8 picks from ICU's list for the service; Boa's is its data
  // locale (`zh-Hant` for `zh-TW`, `de` for `de-DE`). Boa's extension keys stay.
  const engineResolvedOptions = proto.resolvedOptions;
  ReflectDefineProperty(proto, 'resolvedOptions', {
    value: {
      resolvedOptions() {
        const out = ReflectApply(engineResolvedOptions, this, []);
        const request = requests.get(this);
        if (request === undefined || typeof out.locale !== 'string') return out;
        // The default locale is shown as it is; a request ICU has no locale for shows it too.
        const shown = typeof request === 'string' ? request :
          shownLocale(request, name) ?? defaultLocale();
        const ext = ReflectApply(StringIndexOf, out.locale, ['-u-']);
        out.locale = ext < 0 ? shown : shown + ReflectApply(StringSlice, out.locale, [ext]);
        return out;
      },
    }.resolvedOptions,
    writable: true, enumerable: false, configurable: true,
  });
  ReflectDefineProperty(intl, name, {
    value: Wrapper, writable: true, enumerable: false, configurable: true,
  });
}

// Boa's Collator resolvedOptions leaves caseFirst out unless it was asked for; V8 always
// shows it: the locale's default (upper first in Danish and Maltese, CLDR's collation
// settings), else 'false'. A search collator uses the search collation, which V8 reports as
// 'default' whatever -u-co- names.
const kUpperFirst = /^(?:da|mt)(?:-|$)/;
function fixCollatorResolvedOptions(intl) {
  const proto = intl.Collator.prototype;
  const engineResolvedOptions = proto.resolvedOptions;
  ReflectDefineProperty(proto, 'resolvedOptions', {
    value: {
      resolvedOptions() {
        const out = ReflectApply(engineResolvedOptions, this, []);
        if (out.usage === 'search' && out.collation !== undefined) out.collation = 'default';
        if (out.caseFirst === undefined && typeof out.locale === 'string') {
          out.caseFirst = ReflectApply(RegExpExec, kUpperFirst, [out.locale]) !== null ?
            'upper' : 'false';
        }
        return out;
      },
    }.resolvedOptions,
    writable: true, enumerable: false, configurable: true,
  });
}

module.exports = {
  fixCollatorResolvedOptions,
  setEngine, resolveLocale, defaultLocale, canonicalLocales, localesForEngine, isNumberingSystem,
  withDefaultLocale, shownLocale,
};
