// Intl.DisplayNames as V8 has it (Boa 0.22 has none): options read in ECMA-402's order with
// V8's messages, codes checked and canonicalized as V8 does, and the names from
// internalBinding('intl').displayName (ICU4X's CLDR data, runtime/src/bindings/intl.rs).
// internal/engine/intl_date_year puts the constructor on Intl.
//
// Language names are put together here, the way ICU does it for V8, from the binding's names
// of the parts: ICU4X's own composition differs (it tries a dialect name for the language and
// region even when a script is given, "American English (Latin)" where ICU says "English
// (Latin, United States)", and always writes " (" and ", ", where zh has "（" and "，").
//
// Gaps (the binding has no data for them): `calendar` and `dateTimeField` names. Their codes
// are checked as V8 checks them, and of() returns the code (fallback 'code') or undefined
// (fallback 'none'), where V8 says 'Gregorian Calendar'. Currency names come from CLDR's
// display names (one form for every style, as V8's). And where CLDR's name is the code itself
// (en scripts 'Thai', 'Cham'; fr language 'fon'), ICU4X's data leaves it out, so fallback
// 'none' gives undefined where V8 gives the name.
'use strict';

const {
  apply: ReflectApply,
  defineProperty: ReflectDefineProperty,
} = Reflect;
const { exec: RegExpExec } = RegExp.prototype;
const {
  indexOf: StringIndexOf,
  replaceAll: StringReplaceAll,
  slice: StringSlice,
  split: StringSplit,
  toLowerCase: StringToLowerCase,
  toUpperCase: StringToUpperCase,
} = String.prototype;
const { join: ArrayJoin, push: ArrayPush } = Array.prototype;
const { create: ObjectCreate } = Object;
const { get: WeakMapGet, set: WeakMapSet } = WeakMap.prototype;
const SymbolToStringTag = Symbol.toStringTag;

const binding = internalBinding('intl');
const { resolveLocale, canonicalLocales } = require('internal/engine/intl_locale');

// Each object's resolved state: { locale, dataLocale, style, type, fallback, languageDisplay }.
const slots = new WeakMap();

const kStyles = ['narrow', 'short', 'long'];
const kTypes = ['language', 'region', 'script', 'currency', 'calendar', 'dateTimeField'];
const kFallbacks = ['code', 'none'];
const kLanguageDisplays = ['dialect', 'standard'];
const kLocaleMatchers = ['lookup', 'best fit'];
const kDateTimeFields = ['era', 'year', 'quarter', 'month', 'weekOfYear', 'weekday', 'day',
  'dayPeriod', 'hour', 'minute', 'second', 'timeZoneName'];

// What of() accepts for each type (anything else is V8's RangeError), and which of those V8
// looks up at all: a region or script in another case is not found ('us' stays 'us').
const kRegionSyntax = /^(?:[a-zA-Z]{2}|[0-9]{3})$/;
const kRegionSubtag = /^(?:[A-Z]{2}|[0-9]{3})$/;
const kScriptSyntax = /^(?:[a-zA-Z]{4})?$/;
const kScriptSubtag = /^[A-Z][a-z]{3}$/;
const kCurrencySyntax = /^[a-zA-Z]{3}$/;
const kTypeSequence = /^[a-zA-Z0-9]{3,8}(?:-[a-zA-Z0-9]{3,8})*$/;
// unicode_language_id: a language, then optionally a script and a region, then variants.
// The variants are captured, to check that none is repeated.
const kLanguageId = new RegExp('^(?:[a-zA-Z]{2,3}|[a-zA-Z]{5,8})(?:-[a-zA-Z]{4})?' +
  '(?:-(?:[a-zA-Z]{2}|[0-9]{3}))?((?:-(?:[a-zA-Z0-9]{5,8}|[0-9][a-zA-Z0-9]{3}))*)$');

const {
  defineMethod, includes, toText, getStringOption, canonicalize, receiverText, supportedLocales,
} = require('internal/engine/intl_common');

// ---- locale data the binding does not give ----

// The parts of a canonical tag: { language, script, region, variants }.
function splitTag(tag) {
  const subtags = ReflectApply(StringSplit, tag, ['-']);
  const out = { language: subtags[0], script: undefined, region: undefined, variants: [] };
  let i = 1;
  if (i < subtags.length && ReflectApply(RegExpExec, kScriptSubtag, [subtags[i]]) !== null) {
    out.script = subtags[i++];
  }
  if (i < subtags.length && ReflectApply(RegExpExec, kRegionSubtag, [subtags[i]]) !== null) {
    out.region = subtags[i++];
  }
  // Variants run up to the first singleton (an extension, which of() does not accept and
  // the engine's canonicalization does not add).
  for (; i < subtags.length && subtags[i].length > 1; i++) {
    ReflectApply(ArrayPush, out.variants, [subtags[i]]);
  }
  return out;
}

// The keys a display locale's data is found under here: language-script, language-region,
// then language.
function localeKeys(dataLocale) {
  const { language, script, region } = splitTag(dataLocale);
  const keys = [];
  if (script !== undefined) ReflectApply(ArrayPush, keys, [`${language}-${script}`]);
  if (region !== undefined) ReflectApply(ArrayPush, keys, [`${language}-${region}`]);
  ReflectApply(ArrayPush, keys, [language]);
  return keys;
}

// CLDR's localeDisplayPattern and localeSeparator where they are not "{0} ({1})" and ", ":
// [before the qualifiers, between them, after them]. ICU4X hardcodes the usual ones. (Some
// are for locales the engine does not support yet.)
const kDisplayPatterns = {
  __proto__: null,
  'am': [' (', '፣ ', ')'],
  'ti': [' (', '፣ ', ')'],
  'ar': [' (', '، ', ')'],
  'ars': [' (', '، ', ')'],
  'ckb': [' (', '، ', ')'],
  'fa': [' (', '، ', ')'],
  'kk-Arab': [' (', '، ', ')'],
  'kk-CN': [' (', '، ', ')'],
  'nqo': [' (', '، ', ')'],
  'syr': [' (', '، ', ')'],
  'ug': [' (', '، ', ')'],
  'brx': [' (', ',', ')'],
  'dz': ['། (', '་, ', '།)'],
  'ff-Adlm': [' (', '⹁ ', ')'],
  'ii': ['（', '，', '）'],
  'ja': [' (', '、', ')'],
  'ko': ['(', ', ', ')'],
  'ksh': [' en ', ' uß ', ''],
  'my': [' (', '/ ', ')'],
  'shn': [' (', '၊ ', ')'],
  'ur': [' (', '،', ')'],
  'yue': [' (', '，', ')'],
  'zh': ['（', '，', '）'],
};
const kDefaultPattern = [' (', ', ', ')'];

function displayPattern(s) {
  s.pattern ??= lookupByLocale(s, kDisplayPatterns) ?? kDefaultPattern;
  return s.pattern;
}

function lookupByLocale(s, table) {
  const keys = localeKeys(s.dataLocale);
  for (let i = 0; i < keys.length; i++) {
    const value = table[keys[i]];
    if (value !== undefined) return value;
  }
  return undefined;
}

// Short region names that CLDR gives as the code itself ("US" in English), which ICU4X's
// data leaves out (so it falls back to the long name): region -> the locales that have it.
// pt-PT stands for the Portuguese of the locales that inherit from it, sr-Latn for sr-ME.
const kShortNameIsCode = {
  __proto__: null,
  GB: ['cs', 'pt-PT', 'rm'],
  UN: ['bs', 'de', 'en', 'fil', 'hi-Latn', 'hr', 'ht', 'km', 'sr-Latn'],
  US: ['chr', 'en', 'ht', 'pcm'],
};
const kPortugueseOfPortugal = ['AO', 'CH', 'CV', 'GQ', 'GW', 'LU', 'MO', 'MZ', 'PT', 'ST', 'TL'];

function shortNameIsCode(s, region) {
  const locales = kShortNameIsCode[region];
  if (locales === undefined) return false;
  const { language, script, region: where } = splitTag(s.dataLocale);
  if (includes(locales, language)) return true;
  if (script !== undefined && includes(locales, `${language}-${script}`)) return true;
  if (language === 'pt' && includes(kPortugueseOfPortugal, where)) {
    return includes(locales, 'pt-PT');
  }
  if (language === 'sr' && where === 'ME') return includes(locales, 'sr-Latn');
  return false;
}

// ---- names ----

// V8's long style is CLDR's plain names; ICU4X's 'long' prefers CLDR's alt="long" forms
// ("Mandarin Chinese" for zh), and its 'narrow' is the plain names. Short and narrow in V8
// are both CLDR's alt="short" forms where they exist.
function bindingStyle(s) {
  return s.style === 'long' ? 'narrow' : 'short';
}

function regionName(s, region, deprecated) {
  if (s.style !== 'long') {
    // ICU looks a deprecated code (UK, BU) up in the short names before replacing it, so it
    // finds none and takes the long name of the region that replaces it.
    if (deprecated) return binding.displayName(s.dataLocale, 'region', region, 'narrow', false);
    if (shortNameIsCode(s, region)) return region;
  }
  return binding.displayName(s.dataLocale, 'region', region, bindingStyle(s), false);
}

function scriptName(s, script) {
  return binding.displayName(s.dataLocale, 'script', script, bindingStyle(s), false);
}

// The locale's name for a language-script or language-region pair ("American English"), or
// undefined when it has none. The binding's dialect display joins the parts when there is
// none, as its standard display does; a name can read like the parts joined (es short
// "inglés (EE. UU.)"), so the two are told apart on the tag with a variant added, which
// the binding puts after a dialect name ("inglés (EE. UU.) (IPA)") and among the parts
// otherwise ("inglés (EE. UU., IPA)").
function dialectName(s, tag) {
  const style = bindingStyle(s);
  const probe = `${tag}-fonipa`;
  const dialect = binding.displayName(s.dataLocale, 'language', probe, style, false);
  const standard = binding.displayName(s.dataLocale, 'language', probe, style, true);
  if (dialect === standard) return undefined;
  return binding.displayName(s.dataLocale, 'language', tag, style, false);
}

// The name of one variant (the binding names variants only inside a tag: "xx (Name)").
function variantName(s, variant) {
  const text = binding.displayName(s.dataLocale, 'language', `xx-${variant}`, 'long', true);
  if (typeof text !== 'string') return undefined;
  const open = ReflectApply(StringIndexOf, text, [' (']);
  if (open < 0 || text[text.length - 1] !== ')') return undefined;
  const name = ReflectApply(StringSlice, text, [open + 2, text.length - 1]);
  return name === variant ? undefined : name;
}

// ICU's locale display name: the language (or the dialect name of the language with its
// script or its region, when the tag has only one of the two), then the script, region and
// variant names in the locale's pattern. undefined when a part has no name and fallback is
// 'none'.
function languageName(s, code) {
  const { language, script, region, variants } = splitTag(canonicalLocales(code)[0]);
  let complete = true;
  let base;
  let scriptPart = script;
  let regionPart = region;
  if (s.languageDisplay === 'dialect' && (script === undefined) !== (region === undefined)) {
    base = dialectName(s, `${language}-${script ?? region}`);
    if (base !== undefined) {
      scriptPart = undefined;
      regionPart = undefined;
    }
  }
  if (base === undefined) {
    // V8 names `und` "root" (the name of ICU's root locale), which counts as no name.
    base = language === 'und' ? undefined :
      binding.displayName(s.dataLocale, 'language', language, bindingStyle(s), false);
    if (base === undefined) {
      complete = false;
      base = language === 'und' ? 'root' : language;
    }
  }
  const qualifiers = [];
  if (scriptPart !== undefined) {
    let name = scriptName(s, scriptPart);
    if (name === undefined) {
      complete = false;
      name = scriptPart;
    }
    ReflectApply(ArrayPush, qualifiers, [name]);
  }
  if (regionPart !== undefined) {
    let name = regionName(s, regionPart, false);
    if (name === undefined) {
      complete = false;
      name = regionPart;
    }
    ReflectApply(ArrayPush, qualifiers, [name]);
  }
  if (variants.length === 1) {
    let name = variantName(s, variants[0]);
    if (name === undefined) {
      complete = false;
      name = ReflectApply(StringToUpperCase, variants[0], []);
    }
    ReflectApply(ArrayPush, qualifiers, [name]);
  } else if (variants.length > 1) {
    // ICU looks several variants up as one ("1994_FONIPA"), which it never finds.
    complete = false;
    ReflectApply(ArrayPush, qualifiers,
                 [ReflectApply(StringToUpperCase, ReflectApply(ArrayJoin, variants, ['_']), [])]);
  }
  if (!complete && s.fallback === 'none') return undefined;
  if (qualifiers.length === 0) return base;
  // (Indexed, not destructured: that would run Array.prototype's iterator, which user code
  // can replace.)
  const pattern = displayPattern(s);
  const before = pattern[0];
  const between = pattern[1];
  const after = pattern[2];
  // Brackets inside a qualifier become square ones ("Myanmar [Burma]").
  const wide = before[before.length - 1] === '（';
  let joined = '';
  for (let i = 0; i < qualifiers.length; i++) {
    let q = qualifiers[i];
    q = ReflectApply(StringReplaceAll, q, [wide ? '（' : '(', wide ? '［' : '[']);
    q = ReflectApply(StringReplaceAll, q, [wide ? '）' : ')', wide ? '］' : ']']);
    joined += i === 0 ? q : between + q;
  }
  return base + before + joined + after;
}

// The deprecated region codes ICU replaces before it looks a region up, and what replaces
// them. Other aliases the engine's canonicalization knows (QU, CT, 062) and script aliases
// (Qaai) are looked up as they are, which finds no name.
const kDeprecatedRegions = {
  __proto__: null,
  AN: 'CW', BU: 'MM', CS: 'RS', DD: 'DE', DY: 'BJ', FX: 'FR', HV: 'BF', NH: 'VU', RH: 'ZW',
  SU: 'RU', TP: 'TL', UK: 'GB', VD: 'VN', YD: 'YE', YU: 'RS', ZR: 'CD',
};

function invalid() {
  return new RangeError('invalid_argument');
}

function nameOf(s, code) {
  let name;
  switch (s.type) {
    case 'region':
      if (ReflectApply(RegExpExec, kRegionSyntax, [code]) === null) throw invalid();
      if (ReflectApply(RegExpExec, kRegionSubtag, [code]) !== null) {
        const replacement = kDeprecatedRegions[code];
        name = regionName(s, replacement ?? code, replacement !== undefined);
      }
      break;
    case 'script':
      if (ReflectApply(RegExpExec, kScriptSyntax, [code]) === null) throw invalid();
      if (ReflectApply(RegExpExec, kScriptSubtag, [code]) !== null) {
        name = scriptName(s, code);
      }
      break;
    case 'language': {
      const m = ReflectApply(RegExpExec, kLanguageId, [code]);
      if (m === null || hasRepeatedVariant(m[1])) throw invalid();
      return languageName(s, code) ?? (s.fallback === 'code' ? code : undefined);
    }
    case 'currency':
      if (ReflectApply(RegExpExec, kCurrencySyntax, [code]) === null) throw invalid();
      // Looked up in upper case ('usd' is the US dollar), but a missing one falls back to the
      // code as given.
      name = binding.displayName(s.dataLocale, 'currency',
                                 ReflectApply(StringToUpperCase, code, []), 'long', false);
      break;
    case 'calendar':
      if (ReflectApply(RegExpExec, kTypeSequence, [code]) === null) throw invalid();
      break;
    default: // dateTimeField
      if (!includes(kDateTimeFields, code)) throw invalid();
  }
  if (name !== undefined) return name;
  return s.fallback === 'code' ? code : undefined;
}

// Whether a run of variants ("-fonipa-1994") names one twice, which a language id may not.
function hasRepeatedVariant(run) {
  if (run === '') return false;
  const variants = ReflectApply(StringSplit, ReflectApply(StringToLowerCase, run, []), ['-']);
  for (let i = 1; i < variants.length; i++) {
    for (let j = 1; j < i; j++) {
      if (variants[i] === variants[j]) return true;
    }
  }
  return false;
}

// ---- the constructor and its prototype ----

function unwrap(dn, method) {
  const s = dn !== null && (typeof dn === 'object' || typeof dn === 'function') ?
    ReflectApply(WeakMapGet, slots, [dn]) : undefined;
  if (s === undefined) {
    throw new TypeError(`Method ${method} called on incompatible receiver ${receiverText(dn)}`);
  }
  return s;
}

function DisplayNames(locales, options) {
  if (new.target === undefined) {
    throw new TypeError("Constructor Intl.DisplayNames requires 'new'");
  }
  // OrdinaryCreateFromConstructor reads new.target's prototype first.
  let proto = new.target.prototype;
  if (proto === null || (typeof proto !== 'object' && typeof proto !== 'function')) {
    proto = DisplayNames.prototype;
  }
  const where = 'Intl.DisplayNames';
  const requested = canonicalize(locales);
  // The options object is required (it must give the type); V8's message for both.
  if (options === null || (typeof options !== 'object' && typeof options !== 'function')) {
    throw new TypeError('invalid_argument');
  }
  getStringOption(options, 'localeMatcher', kLocaleMatchers, 'best fit', where);
  const { locale, dataLocale, numberingSystem } = resolveLocale(requested, undefined);
  const style = getStringOption(options, 'style', kStyles, 'long', where);
  const type = getStringOption(options, 'type', kTypes, undefined, where);
  if (type === undefined) throw new TypeError('invalid_argument');
  const fallback = getStringOption(options, 'fallback', kFallbacks, 'code', where);
  const languageDisplay = getStringOption(options, 'languageDisplay', kLanguageDisplays,
                                          'dialect', where);
  // V8 keeps no Unicode extension here, not even the -u-nu- that resolveLocale keeps (and
  // adds to dataLocale).
  const nuLength = numberingSystem === undefined ? 0 : numberingSystem.length + 6;
  const dn = ObjectCreate(proto);
  ReflectApply(WeakMapSet, slots, [dn, {
    __proto__: null,
    locale: ReflectApply(StringSlice, locale, [0, locale.length - nuLength]),
    dataLocale: ReflectApply(StringSlice, dataLocale, [0, dataLocale.length - nuLength]),
    style,
    type,
    fallback,
    languageDisplay,
    pattern: undefined,
  }]);
  return dn;
}

// Methods written as shorthand so that they have no prototype and cannot be constructed.
const methods = {
  resolvedOptions() {
    const s = unwrap(this, 'Intl.DisplayNames.prototype.resolvedOptions');
    const out = {
      locale: s.locale,
      style: s.style,
      type: s.type,
      fallback: s.fallback,
    };
    if (s.type === 'language') out.languageDisplay = s.languageDisplay;
    return out;
  },
  of(code) {
    const s = unwrap(this, 'Intl.DisplayNames.prototype.of');
    return nameOf(s, toText(code));
  },
  supportedLocalesOf(locales, options = undefined) {
    return supportedLocales('Intl.DisplayNames.supportedLocalesOf', locales, options);
  },
};

const proto = DisplayNames.prototype;
defineMethod(proto, 'resolvedOptions', methods.resolvedOptions);
defineMethod(proto, 'of', methods.of);
ReflectDefineProperty(proto, SymbolToStringTag, {
  value: 'Intl.DisplayNames', writable: false, enumerable: false, configurable: true,
});
defineMethod(DisplayNames, 'supportedLocalesOf', methods.supportedLocalesOf);
ReflectDefineProperty(DisplayNames, 'prototype', { writable: false });

// They print as V8's built-ins do.
internalBinding('util').markNative(DisplayNames, 'DisplayNames');
internalBinding('util').markNativeMembers(proto);
internalBinding('util').markNativeMembers(DisplayNames);

module.exports = { DisplayNames };
