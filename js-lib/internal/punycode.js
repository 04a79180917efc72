// Punycode (RFC 3492 Bootstring with the IDNA parameters) and the UCS-2 helpers around it:
// the one implementation behind the public `punycode` module. `encode`/`decode` throw a
// RangeError on bad input with the messages Node's bundled punycode 2.1.0 uses; the URL
// parser's IDNA step can call them inside try/catch when it only needs "valid or not".
'use strict';

const BASE = 36;
const TMIN = 1;
const TMAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const MAX_INT = 0x7FFFFFFF;

const kOverflow = 'Overflow: input needs wider integers to process';
const kNotBasic = 'Illegal input >= 0x80 (not a basic code point)';
const kInvalidInput = 'Invalid input';

// RFC 3492 section 6.1.
function adapt(delta, numPoints, firstTime) {
  delta = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / numPoints);
  let k = 0;
  // ((BASE - TMIN) * TMAX) >> 1 === 455
  while (delta > 455) {
    delta = Math.floor(delta / (BASE - TMIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - TMIN + 1) * delta) / (delta + SKEW));
}

// Threshold t for position k (section 6.2/6.3), clamped to [TMIN, TMAX].
function threshold(k, bias) {
  if (k <= bias) return TMIN;
  if (k >= bias + TMAX) return TMAX;
  return k - bias;
}

// 0..25 -> 'a'..'z', 26..35 -> '0'..'9' (lowercase output, as section 5 recommends).
function digitChar(d) {
  return String.fromCharCode(d < 26 ? d + 97 : d + 22);
}

// Code unit -> digit value, or BASE when it is not a Punycode digit (either case accepted).
function charDigit(c) {
  if (c >= 0x30 && c <= 0x39) return c - 0x16;
  if (c >= 0x41 && c <= 0x5A) return c - 0x41;
  if (c >= 0x61 && c <= 0x7A) return c - 0x61;
  return BASE;
}

// String -> code points; a lone surrogate stays as its own code unit.
function ucs2decode(string) {
  const out = [];
  const len = string.length;
  for (let i = 0; i < len; i++) {
    const c = string.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < len) {
      const d = string.charCodeAt(i + 1);
      if (d >= 0xDC00 && d <= 0xDFFF) {
        out.push(((c - 0xD800) << 10) + (d - 0xDC00) + 0x10000);
        i++;
        continue;
      }
    }
    out.push(c);
  }
  return out;
}

function ucs2encode(codePoints) {
  return String.fromCodePoint(...codePoints);
}

// Punycode string -> Unicode string (section 6.2).
function decode(input) {
  const len = input.length;
  const output = [];
  let basic = input.lastIndexOf('-');
  if (basic < 0) basic = 0;
  for (let j = 0; j < basic; j++) {
    const c = input.charCodeAt(j);
    if (c >= 0x80) throw new RangeError(kNotBasic);
    output.push(c);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let pos = basic > 0 ? basic + 1 : 0; pos < len;) {
    const oldi = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (pos >= len) throw new RangeError(kInvalidInput);
      const digit = charDigit(input.charCodeAt(pos++));
      if (digit >= BASE) throw new RangeError(kInvalidInput);
      if (digit > Math.floor((MAX_INT - i) / w)) throw new RangeError(kOverflow);
      i += digit * w;
      const t = threshold(k, bias);
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) throw new RangeError(kOverflow);
      w *= BASE - t;
    }
    const count = output.length + 1;
    bias = adapt(i - oldi, count, oldi === 0);
    if (Math.floor(i / count) > MAX_INT - n) throw new RangeError(kOverflow);
    n += Math.floor(i / count);
    i %= count;
    output.splice(i++, 0, n);
  }
  return ucs2encode(output);
}

// Unicode string -> Punycode string (section 6.3).
function encode(input) {
  const cps = ucs2decode(input);
  const len = cps.length;
  let out = '';
  for (let j = 0; j < len; j++) {
    if (cps[j] < 0x80) out += String.fromCharCode(cps[j]);
  }
  const basic = out.length;
  let handled = basic;
  if (basic > 0) out += '-';
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (handled < len) {
    let m = MAX_INT;
    for (let j = 0; j < len; j++) {
      if (cps[j] >= n && cps[j] < m) m = cps[j];
    }
    const step = handled + 1;
    if (m - n > Math.floor((MAX_INT - delta) / step)) throw new RangeError(kOverflow);
    delta += (m - n) * step;
    n = m;
    for (let j = 0; j < len; j++) {
      const c = cps[j];
      if (c < n && ++delta > MAX_INT) throw new RangeError(kOverflow);
      if (c === n) {
        let q = delta;
        for (let k = BASE; ; k += BASE) {
          const t = threshold(k, bias);
          if (q < t) break;
          out += digitChar(t + ((q - t) % (BASE - t)));
          q = Math.floor((q - t) / (BASE - t));
        }
        out += digitChar(q);
        bias = adapt(delta, step, handled === basic);
        delta = 0;
        handled++;
      }
    }
    delta++;
    n++;
  }
  return out;
}

// RFC 3490 label separators: full stop, ideographic, fullwidth and halfwidth ideographic.
const separators = /[\x2E\u3002\uFF0E\uFF61]/g;
const nonASCII = /[^\0-\x7F]/;
const acePrefix = /^xn--/;

// Applies `fn` to each label of a domain; in an email address only the part after the
// first '@' is a domain (anything after a second '@' is dropped, as punycode.js does).
function mapDomain(domain, fn) {
  const parts = domain.split('@');
  let prefix = '';
  if (parts.length > 1) {
    prefix = `${parts[0]}@`;
    domain = parts[1];
  }
  const labels = domain.replace(separators, '.').split('.');
  for (let i = 0; i < labels.length; i++) labels[i] = fn(labels[i]);
  return prefix + labels.join('.');
}

function toASCII(input) {
  return mapDomain(input, (label) => (nonASCII.test(label) ? `xn--${encode(label)}` : label));
}

function toUnicode(input) {
  return mapDomain(input, (label) =>
    (acePrefix.test(label) ? decode(label.slice(4).toLowerCase()) : label));
}

module.exports = { decode, encode, toASCII, toUnicode, ucs2decode, ucs2encode };
