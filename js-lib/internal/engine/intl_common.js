// Option reading, locale-list checks, V8's receiver text and supportedLocalesOf, shared by
// the Intl constructors js-lib implements (intl_relative_time.js, intl_display_names.js),
// each with V8's messages.
'use strict';

const {
  apply: ReflectApply,
  defineProperty: ReflectDefineProperty,
  getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor,
  getPrototypeOf: ReflectGetPrototypeOf,
} = Reflect;
const { isArray: ArrayIsArray } = Array;
const { toString: FunctionToString } = Function.prototype;
const { toString: SymbolToString } = Symbol.prototype;
const ObjectCtor = Object;
const StringCtor = String;
const { canonicalLocales } = require('internal/engine/intl_locale');

const kLocaleMatchers = ['lookup', 'best fit'];


function includes(list, value) {
  for (let i = 0; i < list.length; i++) {
    if (list[i] === value) return true;
  }
  return false;
}

// ToString with V8's message for a Symbol.
function toText(value) {
  if (typeof value === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
  return `${value}`;
}

// ToNumber with V8's messages for the values it rejects.
function toNumber(value) {
  if (typeof value === 'symbol') throw new TypeError('Cannot convert a Symbol value to a number');
  if (typeof value === 'bigint') throw new TypeError('Cannot convert a BigInt value to a number');
  return +value;
}

// GetOption for a string option with a list of values, with V8's message.
function getStringOption(options, name, values, fallback, where) {
  let value = options[name];
  if (value === undefined) return fallback;
  value = toText(value);
  if (!includes(values, value)) {
    throw new RangeError(`Value ${value} out of range for ${where} options property ${name}`);
  }
  return value;
}

// CanonicalizeLocaleList with V8's messages where Boa's differ (null, a malformed tag).
function canonicalize(locales) {
  if (locales === null) throw new TypeError('Cannot convert undefined or null to object');
  try {
    return canonicalLocales(locales);
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    const bad = firstBadTag(locales);
    if (bad !== undefined) throw new RangeError(`Invalid language tag: ${bad}`);
    throw err;
  }
}

// The tag the engine rejected, when the list is a string or an array of strings.
function firstBadTag(locales) {
  const list = typeof locales === 'string' ? [locales] : ArrayIsArray(locales) ? locales : [];
  for (let i = 0; i < list.length; i++) {
    if (typeof list[i] !== 'string') return undefined;
    try {
      canonicalLocales(list[i]);
    } catch {
      return list[i];
    }
  }
  return undefined;
}

// How V8 names a wrong receiver in "called on incompatible receiver ...".
function receiverText(value) {
  if (typeof value === 'function') return ReflectApply(FunctionToString, value, []);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'symbol' ? ReflectApply(SymbolToString, value, []) : StringCtor(value);
  }
  if (ArrayIsArray(value)) return '[object Array]';
  for (let o = value; o !== null; o = ReflectGetPrototypeOf(o)) {
    const desc = ReflectGetOwnPropertyDescriptor(o, 'constructor');
    if (desc !== undefined) {
      const ctor = desc.value;
      if (typeof ctor === 'function') {
        const name = ReflectGetOwnPropertyDescriptor(ctor, 'name');
        if (name !== undefined && typeof name.value === 'string' && name.value !== '') {
          return `#<${name.value}>`;
        }
      }
      break;
    }
  }
  return '[object Object]';
}

let engineSupportedLocalesOf;
function supportedLocales(where, locales, options) {
  const requested = canonicalize(locales);
  if (options !== undefined) {
    if (options === null) throw new TypeError(`${where} called on null or undefined`);
    getStringOption(ObjectCtor(options), 'localeMatcher', kLocaleMatchers, 'best fit', where);
  }
  // The engine's own matching (the originals are kept by intl_date_year's install(), which
  // has run by the time anything here can be called).
  engineSupportedLocalesOf ??=
    require('internal/engine/intl_date_year').originals.DateTimeFormat.supportedLocalesOf;
  return ReflectApply(engineSupportedLocalesOf, undefined, [requested]);
}

// A method as built-ins have it: writable, configurable, not enumerable.
function defineMethod(target, key, value) {
  ReflectDefineProperty(target, key, {
    value, writable: true, enumerable: false, configurable: true,
  });
}

module.exports = {
  defineMethod, includes, toText, toNumber, getStringOption, canonicalize, receiverText,
  supportedLocales,
};
