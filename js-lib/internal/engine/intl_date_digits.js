// The digits of formatted dates. ICU4X prints the digits of a locale's own numbering system
// only where its date data name it (Boa prints `5/1/2024` for ar-EG, where V8 prints
// `٥‏/١‏/٢٠٢٤`), ignores a `-u-nu-` keyword or numberingSystem option its data lack
// (`en-u-nu-thai`), and reports `latn` in resolvedOptions whatever it printed. The corrections
// in intl_date_year_format.js (whole years, '2-digit' padding) read ASCII digits, so Boa's
// output is read with its decimal digits made ASCII (`toAscii`), and what a formatter or Date
// method returns is printed in the numbering system V8 resolves for the locale and options,
// the one js-lib's NumberFormat resolves (`toNative`). Systems whose digits are not ten
// consecutive code points (hanidec) are left to Boa.
'use strict';

const { apply: ReflectApply } = Reflect;
const { charCodeAt: StringCharCodeAt, replace: StringReplace } = String.prototype;
const { test: RegExpTest } = RegExp.prototype;
const { fromCharCode: StringFromCharCode } = String;

// The zero of each decimal numbering system of the Basic Multilingual Plane.
const kZeros = {
  __proto__: null,
  arab: 0x0660, arabext: 0x06f0, nkoo: 0x07c0, deva: 0x0966, beng: 0x09e6, guru: 0x0a66,
  gujr: 0x0ae6, orya: 0x0b66, tamldec: 0x0be6, telu: 0x0c66, knda: 0x0ce6, mlym: 0x0d66,
  sinh: 0x0de6, thai: 0x0e50, laoo: 0x0ed0, tibt: 0x0f20, mymr: 0x1040, mymrshan: 0x1090,
  khmr: 0x17e0, mong: 0x1810, limb: 0x1946, talu: 0x19d0, lana: 0x1a80, lanatham: 0x1a90,
  bali: 0x1b50, sund: 0x1bb0, lepc: 0x1c40, olck: 0x1c50, vaii: 0xa620, saur: 0xa8d0,
  kali: 0xa900, java: 0xa9d0, mymrtlng: 0xa9f0, cham: 0xaa50, mtei: 0xabf0, fullwide: 0xff10,
};

// The digit value of every code point above, built on first use.
let digitOf;
function digitTable() {
  if (digitOf !== undefined) return digitOf;
  digitOf = { __proto__: null };
  for (const name in kZeros) {
    for (let d = 0; d < 10; d++) digitOf[StringFromCharCode(kZeros[name] + d)] = `${d}`;
  }
  return digitOf;
}

// One class of all the digits above (a regexp test is far cheaper than a loop over the text
// in Boa, and most text has none of them).
const kNativeDigits = (() => {
  let ranges = '';
  for (const name in kZeros) {
    const hex = (code) => `\\u${code.toString(16).padStart(4, '0')}`;
    ranges += `${hex(kZeros[name])}-${hex(kZeros[name] + 9)}`;
  }
  return new RegExp(`[${ranges}]`, 'g');
})();
const kAsciiDigits = /[0-9]/g;

// `text` with the digits of any system above as ASCII digits.
function toAscii(text) {
  kNativeDigits.lastIndex = 0;
  if (ReflectApply(RegExpTest, kNativeDigits, [text]) === false) return text;
  const table = digitTable();
  return ReflectApply(StringReplace, text, [kNativeDigits, (digit) => table[digit]]);
}

// `text` with its ASCII digits in the system whose zero is `zero` (0: left as they are).
function toNative(text, zero) {
  if (zero === 0 || typeof text !== 'string') return text;
  return ReflectApply(StringReplace, text, [kAsciiDigits,
    (digit) => StringFromCharCode(zero + ReflectApply(StringCharCodeAt, digit, [0]) - 0x30)]);
}

// Parts with their values printed by toNative (the same array, its objects replaced).
function partsToNative(parts, zero) {
  if (zero === 0) return parts;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const value = toNative(part.value, zero);
    if (value !== part.value) parts[i] = { ...part, value };
  }
  return parts;
}

let NumberFormat;
function setNumberFormat(ctor) {
  NumberFormat = ctor;
}

// The numbering system V8 prints dates of `locales` in, with the numberingSystem option `nu`
// (already read from the options): js-lib's NumberFormat resolves the same keyword, option and
// locale default. 'latn' when it cannot tell.
function systemFor(locales, nu) {
  try {
    const nf = new NumberFormat(locales, nu === undefined ? undefined : { numberingSystem: nu });
    return nf.resolvedOptions().numberingSystem;
  } catch {
    return 'latn';
  }
}

// The zero of the system `name` converts to, 0 for latn and the systems left to Boa.
function zeroOf(name) {
  return name === 'latn' ? 0 : kZeros[name] ?? 0;
}

module.exports = { toAscii, toNative, partsToNative, systemFor, zeroOf, setNumberFormat };
