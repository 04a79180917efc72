// The year in Boa 0.22's date formatting: asked for a numeric year (explicitly, or by the
// defaults of Intl.DateTimeFormat, Date.prototype.toLocaleString and toLocaleDateString), Boa
// prints two digits wherever it also prints a month and day ("1/1/70"); V8 prints the whole year
// ("1/1/1970"). Installed by internal/bootstrap/node.js before user code runs: Intl.DateTimeFormat
// (to learn what each formatter was asked for), its `format` getter and resolvedOptions, and
// those two Date methods are replaced by stubs with V8's names, lengths and attributes that load
// internal/engine/intl_date_year_format on first use (so start-up does not parse it) and call it.
'use strict';

const {
  defineProperty: ReflectDefineProperty,
  getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor,
} = Reflect;

const OriginalDateTimeFormat = Intl.DateTimeFormat;
const dtfProto = OriginalDateTimeFormat.prototype;
const originals = {
  DateTimeFormat: OriginalDateTimeFormat,
  formatGetter: ReflectGetOwnPropertyDescriptor(dtfProto, 'format').get,
  resolvedOptions: dtfProto.resolvedOptions,
  toLocaleString: Date.prototype.toLocaleString,
  toLocaleDateString: Date.prototype.toLocaleDateString,
};

let impl;
function load() {
  impl ??= require('internal/engine/intl_date_year_format');
  return impl;
}

// `length` 0, the original prototype; callable without `new`, as V8's.
function DateTimeFormat() {
  return load().construct(new.target, this, arguments);
}

const replacements = {
  get format() {
    return load().format(this);
  },
  resolvedOptions() {
    return load().resolvedOptions(this);
  },
  toLocaleString(locales = undefined, options = undefined) {
    return load().toLocaleString(this, locales, options);
  },
  toLocaleDateString(locales = undefined, options = undefined) {
    return load().toLocaleDateString(this, locales, options);
  },
};

function defineMethod(target, key, value) {
  ReflectDefineProperty(target, key, {
    value, writable: true, enumerable: false, configurable: true,
  });
}

function install() {
  ReflectDefineProperty(DateTimeFormat, 'prototype', {
    value: dtfProto, writable: false, enumerable: false, configurable: false,
  });
  defineMethod(DateTimeFormat, 'supportedLocalesOf', OriginalDateTimeFormat.supportedLocalesOf);
  defineMethod(Intl, 'DateTimeFormat', DateTimeFormat);
  defineMethod(dtfProto, 'constructor', DateTimeFormat);
  ReflectDefineProperty(dtfProto, 'format', {
    get: ReflectGetOwnPropertyDescriptor(replacements, 'format').get,
    set: undefined, enumerable: false, configurable: true,
  });
  defineMethod(dtfProto, 'resolvedOptions', replacements.resolvedOptions);
  defineMethod(Date.prototype, 'toLocaleString', replacements.toLocaleString);
  defineMethod(Date.prototype, 'toLocaleDateString', replacements.toLocaleDateString);
}

module.exports = { install, originals };
