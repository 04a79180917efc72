'use strict';
// internal/url: the WHATWG URL Standard in plain JS — the `URL` and `URLSearchParams` classes
// (globals), the basic URL parser with state overrides (used by the setters), host parsing
// (domains, IPv4, IPv6, opaque hosts), percent-encoding, and the file-URL helpers
// fileURLToPath / fileURLToPathBuffer / pathToFileURL / urlToHttpOptions / isURL /
// toPathIfFileURL used by fs and friends. The legacy `url.parse` API lives in url.js.
//
// A URL is kept as a parsed record {scheme, username, password, host, port, path, query,
// fragment}; getters serialise pieces of it and href is cached until a setter runs.
// Known gap: IDNA. Hosts are run through an approximation of UTS #46 (lower-casing, NFKC,
// a few ignored code points, full-width dots, Punycode for non-ASCII labels and validation
// of "xn--" labels in non-ASCII hosts); the full mapping/validity tables are not included,
// so some exotic Unicode hosts that Node rejects or maps differently are accepted as-is.

const { codes } = require('internal/errors_lazy');

const customInspect = Symbol.for('nodejs.util.inspect.custom');

// ---------------------------------------------------------------------------------------
// Strings

const hasToWellFormed = typeof String.prototype.toWellFormed === 'function';
const loneSurrogate = /[\uD800-\uDFFF]/;

// WebIDL USVString conversion: lone surrogates become U+FFFD.
function toUSVString(v) {
  if (typeof v === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
  const s = typeof v === 'string' ? v : `${v}`;
  if (hasToWellFormed) return s.toWellFormed();
  if (!loneSurrogate.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xDC00 && d <= 0xDFFF) {
        out += s[i] + s[i + 1];
        i++;
        continue;
      }
    }
    out += c >= 0xD800 && c <= 0xDFFF ? '\uFFFD' : s[i];
  }
  return out;
}

const HEX = [];
for (let i = 0; i < 256; i++) HEX.push(`%${i < 16 ? '0' : ''}${i.toString(16).toUpperCase()}`);

// Percent-encode sets as bit flags over ASCII; everything above U+007E is in every set.
const S_C0 = 1;
const S_FRAGMENT = 2;
const S_QUERY = 4;
const S_SPECIAL_QUERY = 8;
const S_PATH = 16;
const S_USERINFO = 32;
const S_COMPONENT = 64;
const S_FORM = 128;
const S_ALL = 255;
const encodeSets = new Uint8Array(128);
(function buildSets() {
  const add = (chars, flags) => {
    for (let i = 0; i < chars.length; i++) encodeSets[chars.charCodeAt(i)] |= flags;
  };
  for (let c = 0; c < 0x20; c++) encodeSets[c] = S_ALL;
  encodeSets[0x7F] = S_ALL;
  const fromFragment = S_FRAGMENT;
  const fromQuery = S_QUERY | S_SPECIAL_QUERY | S_PATH | S_USERINFO | S_COMPONENT | S_FORM;
  add(' "<>', fromFragment | fromQuery);
  add('`', fromFragment);
  add('#', fromQuery);
  add("'", S_SPECIAL_QUERY | S_FORM);
  const fromPath = S_PATH | S_USERINFO | S_COMPONENT | S_FORM;
  add('?^`{}', fromPath);
  const fromUserinfo = S_USERINFO | S_COMPONENT | S_FORM;
  add('/:;=@[\\]^|', fromUserinfo);
  add('$%&+,', S_COMPONENT | S_FORM);
  add("!'()~", S_FORM);
})();

function utf8PercentEncodeCodePoint(cp) {
  if (cp < 0x80) return HEX[cp];
  if (cp < 0x800) return HEX[0xC0 | (cp >> 6)] + HEX[0x80 | (cp & 0x3F)];
  if (cp < 0x10000) {
    return HEX[0xE0 | (cp >> 12)] + HEX[0x80 | ((cp >> 6) & 0x3F)] + HEX[0x80 | (cp & 0x3F)];
  }
  return HEX[0xF0 | (cp >> 18)] + HEX[0x80 | ((cp >> 12) & 0x3F)] +
    HEX[0x80 | ((cp >> 6) & 0x3F)] + HEX[0x80 | (cp & 0x3F)];
}

// UTF-8 percent-encodes every code point of a well-formed string that is in `set`. When
// `spaceAsPlus`, U+0020 becomes '+' (application/x-www-form-urlencoded).
function percentEncode(s, set, spaceAsPlus) {
  let out = '';
  let last = 0;
  const len = s.length;
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if ((encodeSets[c] & set) === 0) continue;
      if (last < i) out += s.slice(last, i);
      out += spaceAsPlus && c === 0x20 ? '+' : HEX[c];
      last = i + 1;
    } else {
      if (last < i) out += s.slice(last, i);
      let cp = c;
      if (c >= 0xD800 && c <= 0xDBFF && i + 1 < len) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xDC00 && d <= 0xDFFF) {
          cp = 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00);
          i++;
        }
      }
      if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
      out += utf8PercentEncodeCodePoint(cp);
      last = i + 1;
    }
  }
  if (last === 0) return s;
  if (last < len) out += s.slice(last);
  return out;
}

function hexValue(c) {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  if (l >= 0x61 && l <= 0x66) return l - 0x61 + 10;
  return -1;
}

function utf8Bytes(s, out) {
  for (let i = 0; i < s.length; i++) {
    let cp = s.charCodeAt(i);
    if (cp >= 0xD800 && cp <= 0xDBFF && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xDC00 && d <= 0xDFFF) {
        cp = 0x10000 + ((cp - 0xD800) << 10) + (d - 0xDC00);
        i++;
      }
    }
    if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
    if (cp < 0x80) {
      out.push(cp);
    } else if (cp < 0x800) {
      out.push(0xC0 | (cp >> 6), 0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out.push(0xE0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3F), 0x80 | (cp & 0x3F));
    } else {
      out.push(0xF0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3F), 0x80 | ((cp >> 6) & 0x3F),
               0x80 | (cp & 0x3F));
    }
  }
  return out;
}

// The Encoding Standard's UTF-8 decoder (replacement mode, no BOM handling).
function utf8Decode(bytes) {
  let out = '';
  let cp = 0;
  let needed = 0;
  let seen = 0;
  let lower = 0x80;
  let upper = 0xBF;
  const push = (c) => {
    out += c < 0x10000 ? String.fromCharCode(c) : String.fromCodePoint(c);
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (needed === 0) {
      if (b <= 0x7F) {
        out += String.fromCharCode(b);
      } else if (b >= 0xC2 && b <= 0xDF) {
        needed = 1;
        cp = b & 0x1F;
      } else if (b >= 0xE0 && b <= 0xEF) {
        if (b === 0xE0) lower = 0xA0;
        if (b === 0xED) upper = 0x9F;
        needed = 2;
        cp = b & 0xF;
      } else if (b >= 0xF0 && b <= 0xF4) {
        if (b === 0xF0) lower = 0x90;
        if (b === 0xF4) upper = 0x8F;
        needed = 3;
        cp = b & 0x7;
      } else {
        out += '\uFFFD';
      }
      continue;
    }
    if (b < lower || b > upper) {
      cp = needed = seen = 0;
      lower = 0x80;
      upper = 0xBF;
      out += '\uFFFD';
      i--;
      continue;
    }
    lower = 0x80;
    upper = 0xBF;
    cp = (cp << 6) | (b & 0x3F);
    seen++;
    if (seen === needed) {
      push(cp);
      cp = needed = seen = 0;
    }
  }
  if (needed !== 0) out += '\uFFFD';
  return out;
}

// Percent-decodes `s` to bytes; `plus` turns '+' into a space first (form decoding).
function percentDecodeBytes(s, plus) {
  const bytes = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      const h = i + 2 < s.length ? hexValue(s.charCodeAt(i + 1)) : -1;
      const l = h >= 0 ? hexValue(s.charCodeAt(i + 2)) : -1;
      if (h >= 0 && l >= 0) {
        bytes.push(h * 16 + l);
        i += 2;
        continue;
      }
      bytes.push(0x25);
    } else if (c === 0x2B && plus) {
      bytes.push(0x20);
    } else if (c < 0x80) {
      bytes.push(c);
    } else {
      let j = i + 1;
      while (j < s.length && s.charCodeAt(j) >= 0x80) j++;
      utf8Bytes(s.slice(i, j), bytes);
      i = j - 1;
    }
  }
  return bytes;
}

function percentDecodeString(s) {
  if (s.indexOf('%') === -1) return s;
  return utf8Decode(percentDecodeBytes(s, false));
}

// ---------------------------------------------------------------------------------------
// Hosts

const specialPorts = { __proto__: null, 'ftp': 21, 'file': null, 'http': 80, 'https': 443,
                       'ws': 80, 'wss': 443 };
function isSpecialScheme(s) {
  return s in specialPorts;
}

// Forbidden host code points; forbidden domain code points add C0 controls, % and DEL.
const forbiddenHost = new Uint8Array(128);
(function buildForbidden() {
  const chars = '\u0000\t\n\r #/:<>?@[\\]^|';
  for (let i = 0; i < chars.length; i++) forbiddenHost[chars.charCodeAt(i)] = 3;
  for (let c = 0; c < 0x20; c++) forbiddenHost[c] |= 2;
  forbiddenHost[0x25] |= 2;
  forbiddenHost[0x7F] |= 2;
})();

function parseIPv4Number(s) {
  if (s === '') return NaN;
  let radix = 10;
  if (s.length >= 2 && s[0] === '0' && (s[1] === 'x' || s[1] === 'X')) {
    radix = 16;
    s = s.slice(2);
  } else if (s.length >= 2 && s[0] === '0') {
    radix = 8;
    s = s.slice(1);
  }
  if (s === '') return 0;
  const re = radix === 10 ? /^[0-9]+$/ : radix === 16 ? /^[0-9A-Fa-f]+$/ : /^[0-7]+$/;
  if (!re.test(s)) return NaN;
  return parseInt(s, radix);
}

// The "ends in a number" checker, on the last dot-separated label (a single trailing dot
// ignored): all digits, or 0x/0X followed by hex digits.
function endsInANumber(s) {
  let end = s.length;
  if (end === 0) return false;
  if (s.charCodeAt(end - 1) === 0x2E) end--;
  const start = s.lastIndexOf('.', end - 1) + 1;
  if (start >= end) return false;
  let allDigits = true;
  for (let i = start; i < end; i++) {
    if (!isDigit(s.charCodeAt(i))) {
      allDigits = false;
      break;
    }
  }
  if (allDigits) return true;
  const c1 = s.charCodeAt(start + 1);
  if (end - start < 2 || s.charCodeAt(start) !== 0x30 || (c1 !== 0x78 && c1 !== 0x58)) return false;
  for (let i = start + 2; i < end; i++) {
    if (hexValue(s.charCodeAt(i)) < 0) return false;
  }
  return true;
}

// Returns the IPv4 address as a number, or -1 on failure.
function parseIPv4(s) {
  const parts = s.split('.');
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
  if (parts.length > 4) return -1;
  const nums = [];
  for (let i = 0; i < parts.length; i++) {
    const n = parseIPv4Number(parts[i]);
    if (Number.isNaN(n)) return -1;
    nums.push(n);
  }
  for (let i = 0; i < nums.length - 1; i++) if (nums[i] > 255) return -1;
  const last = nums[nums.length - 1];
  if (last >= 256 ** (5 - nums.length)) return -1;
  let ipv4 = last;
  for (let i = 0; i < nums.length - 1; i++) ipv4 += nums[i] * 256 ** (3 - i);
  return ipv4;
}

function serializeIPv4(n) {
  return `${Math.floor(n / 16777216) % 256}.${Math.floor(n / 65536) % 256}.` +
    `${Math.floor(n / 256) % 256}.${n % 256}`;
}

function isDigit(c) { return c >= 0x30 && c <= 0x39; }

// Returns an array of eight 16-bit pieces, or null on failure.
function parseIPv6(s) {
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  let pieceIndex = 0;
  let compress = -1;
  let p = 0;
  const len = s.length;
  const at = (i) => (i < len ? s.charCodeAt(i) : -1);
  if (at(p) === 0x3A) {
    if (at(p + 1) !== 0x3A) return null;
    p += 2;
    pieceIndex++;
    compress = pieceIndex;
  }
  while (at(p) !== -1) {
    if (pieceIndex === 8) return null;
    if (at(p) === 0x3A) {
      if (compress !== -1) return null;
      p++;
      pieceIndex++;
      compress = pieceIndex;
      continue;
    }
    let value = 0;
    let length = 0;
    while (length < 4 && hexValue(at(p)) >= 0) {
      value = value * 16 + hexValue(at(p));
      p++;
      length++;
    }
    if (at(p) === 0x2E) {
      if (length === 0) return null;
      p -= length;
      if (pieceIndex > 6) return null;
      let numbersSeen = 0;
      while (at(p) !== -1) {
        let piece = -1;
        if (numbersSeen > 0) {
          if (at(p) === 0x2E && numbersSeen < 4) p++;
          else return null;
        }
        if (!isDigit(at(p))) return null;
        while (isDigit(at(p))) {
          const n = at(p) - 0x30;
          if (piece === -1) piece = n;
          else if (piece === 0) return null;
          else piece = piece * 10 + n;
          if (piece > 255) return null;
          p++;
        }
        address[pieceIndex] = address[pieceIndex] * 0x100 + piece;
        numbersSeen++;
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
      }
      if (numbersSeen !== 4) return null;
      break;
    } else if (at(p) === 0x3A) {
      p++;
      if (at(p) === -1) return null;
    } else if (at(p) !== -1) {
      return null;
    }
    address[pieceIndex] = value;
    pieceIndex++;
  }
  if (compress !== -1) {
    let swaps = pieceIndex - compress;
    pieceIndex = 7;
    while (pieceIndex !== 0 && swaps > 0) {
      const t = address[pieceIndex];
      address[pieceIndex] = address[compress + swaps - 1];
      address[compress + swaps - 1] = t;
      pieceIndex--;
      swaps--;
    }
  } else if (pieceIndex !== 8) {
    return null;
  }
  return address;
}

function serializeIPv6(a) {
  // The first longest run of two or more zero pieces is compressed.
  let bestStart = -1;
  let bestLen = 1;
  for (let i = 0; i < 8;) {
    if (a[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && a[j] === 0) j++;
    if (j - i > bestLen) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  let out = '';
  for (let i = 0; i < 8; i++) {
    if (i === bestStart) {
      out += i === 0 ? '::' : ':';
      i += bestLen - 1;
      continue;
    }
    out += a[i].toString(16);
    if (i < 7) out += ':';
  }
  return out;
}

// --- Punycode (RFC 3492) ---

// Punycode (RFC 3492) is shared with the `punycode` module.
const punycode = require('internal/punycode');
const punycodeEncode = punycode.encode;

// Returns the decoded string or null when `input` is not valid Punycode.
function punycodeDecode(input) {
  try {
    return punycode.decode(input);
  } catch {
    return null;
  }
}

// Code points UTS #46 maps to nothing.
const idnaIgnored = /[\u00AD\u034F\u180B-\u180F\u200B\u2060\u206A-\u206F\uFE00-\uFE0F\uFEFF]/g;
const idnaDots = /[\u3002\uFF0E\uFF61]/g;
// Approximation of UTS #46 "disallowed": unassigned, private-use, surrogate, control and format
// characters, line/paragraph separators, U+FFFD, the two/three-dot leaders and the ideographic
// description characters. ASCII is left out: without the STD3 rules every ASCII code point is
// valid in IDNA (the URL host parser forbids its own set afterwards, url.parse does not).
// Falls back to a plain-BMP version without property escapes.
let idnaDisallowed;
try {
  idnaDisallowed = new RegExp(
    '(?![\\u0000-\\u007F])[\\p{Cn}\\p{Co}\\p{Cs}\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Zs}\\uFFFD\\u2024-\\u2026\\u2FF0-\\u2FFF]', 'u');
} catch {
  idnaDisallowed = /[\u0080-\u00A0\u200C-\u200F\u2028-\u202F\u2066-\u2069\u2024-\u2026\u2FF0-\u2FFF\u3000\uD800-\uF8FF\uFDD0-\uFDEF\uFFF0-\uFFFF]/;
}
// Right-to-left letters (bidi classes R and AL), roughly: Hebrew, Arabic, Syriac, Thaana, NKo,
// Samaritan, Mandaic and their presentation forms, plus the astral RTL blocks.
const rtlChar = /[\u0590-\u05FF\u0600-\u065F\u066A-\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]|\uD803[\uDC00-\uDFFF]|\uD83A[\uDC00-\uDFFF]|\uD83B[\uDC00-\uDFFF]/;
// Arabic digits and signs (bidi class AN): they make a label right-to-left but cannot start one.
const arabicNumber = /[\u0600-\u0605\u0660-\u0669\u066B\u066C\u06DD\u08E2]|\uD803[\uDE60-\uDE7E]/;
// A label may not begin with a combining mark (UTS #46 validity criteria).
let leadingMark;
try {
  leadingMark = new RegExp('^\\p{M}', 'u');
} catch {
  leadingMark = /^[\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0900-\u0903\u093A-\u094F\u20D0-\u20FF\uFE20-\uFE2F]/;
}

const joiners = /[\u200C\u200D]/g;
// Viramas (canonical combining class 9) of the Indic scripts, Sinhala, Thai, Myanmar, Khmer...
const virama = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D3B\u0D3C\u0D4D\u0DCA\u0E3A\u0EBA\u0F84\u1039\u103A\u1714\u1734\u17D2\u1A60\u1B44\u1BAA\u1BAB\u1BF2\u1BF3\u2D7F\uA806\uA8C4\uA953\uA9C0\uAAF6\uABED]/;
const arabicLetter = /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF\u0710-\u074F\u0750-\u077F\u08A0-\u08FF]/;
const combiningMark = /[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/;

// UTS #46 mapping, approximated by NFKC + lower case (NFKC_Casefold minus its special cases).
function mapLabel(s) {
  if (typeof s.normalize !== 'function') return s.toLowerCase();
  try {
    return s.normalize('NFKC').toLowerCase().normalize('NFC');
  } catch {
    return s.toLowerCase();
  }
}

// CheckJoiners (RFC 5892 appendix A.1/A.2, simplified): ZWJ/ZWNJ only right after a virama,
// or ZWNJ between two Arabic-script letters.
function joinersOK(label) {
  for (let i = 0; i < label.length; i++) {
    const c = label[i];
    if (c !== '\u200C' && c !== '\u200D') continue;
    if (i > 0 && virama.test(label[i - 1])) continue;
    if (c === '\u200D') return false;
    let b = i - 1;
    while (b >= 0 && combiningMark.test(label[b])) b--;
    let a = i + 1;
    while (a < label.length && combiningMark.test(label[a])) a++;
    if (b < 0 || a >= label.length || !arabicLetter.test(label[b]) || !arabicLetter.test(label[a])) {
      return false;
    }
  }
  return true;
}

function labelCodePointsOK(label) {
  if (leadingMark.test(label)) return false;
  if (idnaDisallowed.test(label.replace(joiners, ''))) return false;
  return label.indexOf('\u200C') === -1 && label.indexOf('\u200D') === -1 ? true : joinersOK(label);
}

// Rough bidi classes of one code point: NSM (non-spacing marks), AN, EN, R (R and AL), L,
// and ON for everything else (the neutral classes an RTL label may hold).
const europeanNumber = /[0-9\u00B2\u00B3\u00B9\u06F0-\u06F9\u2070-\u2079]/;
let nonSpacingMark;
let strongLTR;
try {
  nonSpacingMark = new RegExp('[\\p{Mn}\\p{Me}]', 'u');
  strongLTR = new RegExp('[\\p{L}\\p{Mc}\\p{Nd}\\p{Nl}]', 'u');
} catch {
  nonSpacingMark = combiningMark;
  strongLTR = /[A-Za-z\u00AA\u00B5\u00BA\u00C0-\u02FF\u0370-\u058F\u0900-\u1FFF\u3040-\u9FFF\uAC00-\uD7FF]/;
}
function bidiClass(ch) {
  if (nonSpacingMark.test(ch)) return 'NSM';
  if (arabicNumber.test(ch)) return 'AN';
  if (europeanNumber.test(ch)) return 'EN';
  if (rtlChar.test(ch)) return 'R';
  if (strongLTR.test(ch)) return 'L';
  return 'ON';
}

// The RFC 5893 Bidi rule as Node (ada) applies it: only to a label that itself holds R, AL
// or AN characters, which must then start with R/AL, hold no L, end (before trailing marks)
// in R/AL/EN/AN, and not mix EN with AN. Other labels are not checked.
function labelBidiOK(label) {
  const classes = [];
  let rtl = false;
  for (const ch of label) {
    const c = bidiClass(ch);
    if (c === 'R' || c === 'AN') rtl = true;
    classes.push(c);
  }
  if (!rtl) return true;
  if (classes[0] !== 'R') return false;
  let last = classes.length - 1;
  while (last >= 0 && classes[last] === 'NSM') last--;
  let en = false;
  let an = false;
  for (let i = 0; i <= last; i++) {
    const c = classes[i];
    if (c === 'L') return false;
    if (c === 'EN') en = true;
    else if (c === 'AN') an = true;
  }
  if (en && an) return false;
  const end = classes[last];
  return end === 'R' || end === 'EN' || end === 'AN';
}

function bidiOK(labels) {
  for (let i = 0; i < labels.length; i++) if (!labelBidiOK(labels[i])) return false;
  return true;
}

// UTS #46 ToASCII with the URL Standard's flags (approximated, see header). Returns null on
// failure.
function domainToASCIIInternal(domain) {
  // An all-ASCII domain is only lower-cased: like Node (ada), its "xn--" labels are not
  // decoded or checked here, so hosts such as "xn--" and "xn--a" are accepted.
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7F]*$/.test(domain)) return domain.toLowerCase();
  let mapped = domain.replace(idnaIgnored, '').replace(idnaDots, '.');
  // Disallowed code points are judged before mapping: some (U+2025) map to valid text.
  if (idnaDisallowed.test(mapped.replace(joiners, ''))) return null;
  const dots = mapped.split('.').length;
  mapped = mapLabel(mapped.toLowerCase());
  // Characters whose compatibility form holds a full stop ("⒈", "㏂") are disallowed, not
  // mapped: they would otherwise split a label in two.
  const labels = mapped.split('.');
  if (labels.length !== dots) return null;
  const unicode = labels.slice();
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    if (label.length >= 4 && label.startsWith('xn--')) {
      const rest = label.slice(4);
      // eslint-disable-next-line no-control-regex
      if (/[^\x00-\x7F]/.test(rest)) return null;
      const decoded = punycodeDecode(rest);
      // eslint-disable-next-line no-control-regex
      if (decoded === null || decoded === '' || /^[\x00-\x7F]*$/.test(decoded)) return null;
      // The decoded label must already be in mapped form (NFKC, lower case) and valid.
      if (mapLabel(decoded) !== decoded || !labelCodePointsOK(decoded)) return null;
      unicode[i] = decoded;
      continue;
    }
    // eslint-disable-next-line no-control-regex
    if (/[^\x00-\x7F]/.test(label)) {
      if (!labelCodePointsOK(label)) return null;
      labels[i] = `xn--${punycodeEncode(label)}`;
    }
  }
  if (!bidiOK(unicode)) return null;
  return labels.join('.');
}

// UTS #46 ToUnicode of an already parsed host: each ASCII "xn--" label is decoded when the
// result is a valid label, and kept as written otherwise (ToUnicode never fails). The prefix
// is matched case-sensitively, so opaque hosts such as "XN--ZCA" stay as they are.
function hostToUnicode(host) {
  if (host.indexOf('xn--') === -1) return host;
  const labels = host.split('.');
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    // eslint-disable-next-line no-control-regex
    if (!label.startsWith('xn--') || /[^\x00-\x7F]/.test(label)) continue;
    const decoded = punycodeDecode(label.slice(4));
    // eslint-disable-next-line no-control-regex
    if (decoded === null || decoded === '' || /^[\x00-\x7F]*$/.test(decoded)) continue;
    if (mapLabel(decoded) !== decoded || !labelCodePointsOK(decoded)) continue;
    if (!bidiOK([decoded])) continue;
    labels[i] = decoded;
  }
  return labels.join('.');
}

// The host parser. Returns the serialised host (domain, dotted IPv4, "[v6]", opaque host or
// '') or null on failure.
function parseHost(input, isOpaque) {
  if (input.charCodeAt(0) === 0x5B) {
    if (input.charCodeAt(input.length - 1) !== 0x5D) return null;
    const a = parseIPv6(input.slice(1, -1));
    return a === null ? null : `[${serializeIPv6(a)}]`;
  }
  if (isOpaque) {
    for (let i = 0; i < input.length; i++) {
      const c = input.charCodeAt(i);
      if (c < 0x80 && (forbiddenHost[c] & 1) !== 0) return null;
    }
    return percentEncode(input, S_C0, false);
  }
  const domain = percentDecodeString(input);
  // Common case first: an ASCII name needs no IDNA mapping beyond lower-casing, and no
  // regular expressions, which are slow in Boa.
  let isAscii = true;
  let upper = false;
  let forbidden = false;
  for (let i = 0; i < domain.length; i++) {
    const c = domain.charCodeAt(i);
    if (c >= 0x80) {
      isAscii = false;
      break;
    }
    // Not final yet: mapping can absorb an ASCII character ("<" + U+0338 becomes U+226E).
    if ((forbiddenHost[c] & 2) !== 0) forbidden = true;
    if (c >= 0x41 && c <= 0x5A) upper = true;
  }
  let ascii;
  if (isAscii) {
    if (forbidden) return null;
    ascii = upper ? domain.toLowerCase() : domain;
    if (ascii === '') return null;
  } else {
    ascii = domainToASCIIInternal(domain);
    if (ascii === null || ascii === '') return null;
    for (let i = 0; i < ascii.length; i++) {
      const c = ascii.charCodeAt(i);
      if (c >= 0x80 || (forbiddenHost[c] & 2) !== 0) return null;
    }
  }
  if (endsInANumber(ascii)) {
    const v4 = parseIPv4(ascii);
    return v4 < 0 ? null : serializeIPv4(v4);
  }
  return ascii;
}

// ---------------------------------------------------------------------------------------
// The basic URL parser

// A URL record. An object literal: in Boa it is several times cheaper than a constructor
// assigning the same fields one by one.
function newRecord() {
  return {
    scheme: '',
    username: '',
    password: '',
    host: null,
    port: null,
    path: [],
    opaque: false,
    query: null,
    fragment: null,
    // Owned by the URL object holding the record: cached href and linked URLSearchParams.
    href: undefined,
    params: null,
  };
}

const SCHEME_START = 1;
const SCHEME = 2;
const NO_SCHEME = 3;
const SPECIAL_RELATIVE_OR_AUTHORITY = 4;
const PATH_OR_AUTHORITY = 5;
const RELATIVE = 6;
const RELATIVE_SLASH = 7;
const SPECIAL_AUTHORITY_SLASHES = 8;
const SPECIAL_AUTHORITY_IGNORE_SLASHES = 9;
const AUTHORITY = 10;
const HOST = 11;
const HOSTNAME = 12;
const PORT = 13;
const FILE = 14;
const FILE_SLASH = 15;
const FILE_HOST = 16;
const PATH_START = 17;
const PATH = 18;
const OPAQUE_PATH = 19;
const QUERY = 20;
const FRAGMENT = 21;

const FAILURE = null;

function isAlpha(c) { return (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A); }

function isWindowsDriveLetter(s, normalizedOnly) {
  return s.length === 2 && isAlpha(s.charCodeAt(0)) &&
    (s[1] === ':' || (!normalizedOnly && s[1] === '|'));
}

function startsWithWindowsDriveLetter(s, p) {
  if (s.length - p < 2) return false;
  if (!isAlpha(s.charCodeAt(p))) return false;
  const c1 = s.charCodeAt(p + 1);
  if (c1 !== 0x3A && c1 !== 0x7C) return false;
  if (s.length - p === 2) return true;
  const c2 = s.charCodeAt(p + 2);
  return c2 === 0x2F || c2 === 0x5C || c2 === 0x3F || c2 === 0x23;
}

function isSingleDot(s) {
  return s === '.' || (s.length === 3 && s[0] === '%' && s[1] === '2' && (s[2] === 'e' || s[2] === 'E'));
}

function isDoubleDot(s) {
  switch (s.length) {
    case 2: return s === '..';
    case 4: {
      const l = s.toLowerCase();
      return l === '.%2e' || l === '%2e.';
    }
    case 6: return s.toLowerCase() === '%2e%2e';
    default: return false;
  }
}

function shortenPath(url) {
  const path = url.path;
  if (url.scheme === 'file' && path.length === 1 && isWindowsDriveLetter(path[0], true)) return;
  path.pop();
}

function hasCredentials(url) {
  return url.username !== '' || url.password !== '';
}

// Fast path for the most common input: an absolute special URL ("https://host:port/p?q#f",
// "file:///p") whose parts need no percent-encoding, no dot-segment removal and no IDNA
// work beyond what parseHost's ASCII path does. It scans each part once with native
// indexOf/slice instead of stepping the state machine code point by code point, which is
// what makes URL parsing expensive on an interpreter. Anything unusual returns null and the
// full parser runs instead, so results are identical by construction.
function fastParse(input) {
  const len = input.length;
  if (len < 8 || len > 4096 || input.charCodeAt(0) <= 0x20 || input.charCodeAt(len - 1) <= 0x20 ||
      input.indexOf('\t') !== -1 || input.indexOf('\n') !== -1 || input.indexOf('\r') !== -1 ||
      input.indexOf('\\') !== -1) {
    return null;
  }
  const colon = input.indexOf(':');
  if (colon < 2 || colon > 5 || input.charCodeAt(colon + 1) !== 0x2F ||
      input.charCodeAt(colon + 2) !== 0x2F) {
    return null;
  }
  let scheme = input.slice(0, colon);
  if (!(scheme in specialPorts)) {
    scheme = scheme.toLowerCase();
    if (!(scheme in specialPorts)) return null;
  }
  const authStart = colon + 3;
  let pathStart;
  let host;
  let port = null;
  if (scheme === 'file') {
    if (input.charCodeAt(authStart) !== 0x2F) return null;
    host = '';
    pathStart = authStart;
  } else {
    let end = len;
    let i = input.indexOf('/', authStart);
    if (i !== -1) end = i;
    i = input.indexOf('?', authStart);
    if (i !== -1 && i < end) end = i;
    i = input.indexOf('#', authStart);
    if (i !== -1 && i < end) end = i;
    if (end === authStart) return null;
    const authority = input.slice(authStart, end);
    if (authority.indexOf('@') !== -1 || authority.indexOf('[') !== -1 ||
        authority.indexOf('%') !== -1) {
      return null;
    }
    let hostPart = authority;
    const pc = authority.indexOf(':');
    if (pc !== -1) {
      const portStr = authority.slice(pc + 1);
      if (portStr.length > 5) return null;
      for (let k = 0; k < portStr.length; k++) {
        if (!isDigit(portStr.charCodeAt(k))) return null;
      }
      hostPart = authority.slice(0, pc);
      if (portStr !== '') {
        port = +portStr;
        if (port > 65535) return null;
        if (port === specialPorts[scheme]) port = null;
      }
    }
    if (hostPart === '') return null;
    host = parseHost(hostPart, false);
    if (host === null) return null;
    pathStart = end;
  }
  let pathEnd = len;
  let queryStart = -1;
  let hashStart = input.indexOf('#', pathStart);
  if (hashStart !== -1) pathEnd = hashStart;
  const q = input.indexOf('?', pathStart);
  if (q !== -1 && q < pathEnd) {
    queryStart = q;
    pathEnd = q;
  }
  // Path: printable ASCII outside the path percent-encode set, no "." / ".." / "%2e"
  // segments, and (file:) no drive letter.
  let prev = 0x2F;
  for (let k = pathStart; k < pathEnd; k++) {
    const c = input.charCodeAt(k);
    if (c < 0x21 || c > 0x7E || c === 0x22 || c === 0x3C || c === 0x3E || c === 0x5E ||
        c === 0x60 || c === 0x7B || c === 0x7D) {
      return null;
    }
    if (prev === 0x2F && (c === 0x2E || c === 0x25)) {
      let segEnd = input.indexOf('/', k);
      if (segEnd === -1 || segEnd > pathEnd) segEnd = pathEnd;
      const seg = input.slice(k, segEnd);
      if (isSingleDot(seg) || isDoubleDot(seg)) return null;
    }
    prev = c;
  }
  if (scheme === 'file' && pathEnd - pathStart >= 3 && isAlpha(input.charCodeAt(pathStart + 1))) {
    const c2 = input.charCodeAt(pathStart + 2);
    if (c2 === 0x3A || c2 === 0x7C) return null;
  }
  const end2 = hashStart === -1 ? len : hashStart;
  if (queryStart !== -1) {
    for (let k = queryStart + 1; k < end2; k++) {
      const c = input.charCodeAt(k);
      if (c < 0x21 || c > 0x7E || c === 0x22 || c === 0x27 || c === 0x3C || c === 0x3E) return null;
    }
  }
  if (hashStart !== -1) {
    for (let k = hashStart + 1; k < len; k++) {
      const c = input.charCodeAt(k);
      if (c < 0x21 || c > 0x7E || c === 0x22 || c === 0x3C || c === 0x3E || c === 0x60) return null;
    }
  }
  const r = newRecord();
  r.scheme = scheme;
  r.host = host;
  r.port = port;
  r.path = pathEnd === pathStart ? [''] : input.slice(pathStart + 1, pathEnd).split('/');
  if (queryStart !== -1) r.query = input.slice(queryStart + 1, end2);
  if (hashStart !== -1) r.fragment = input.slice(hashStart + 1);
  return r;
}

// Leading/trailing C0-control-or-space stripping and tab/newline removal.
// eslint-disable-next-line no-control-regex
const trimC0 = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const tabNewline = /[\t\n\r]/g;

// Runs the basic URL parser. Without `url`, returns a new record or FAILURE. With `url` and
// `override` (a state), modifies `url` in place and returns FAILURE on failure, otherwise
// undefined.
function basicParse(input, base, url, override) {
  if (url === undefined) {
    url = newRecord();
    if (input.length > 0 &&
        (input.charCodeAt(0) <= 0x20 || input.charCodeAt(input.length - 1) <= 0x20)) {
      input = input.replace(trimC0, '');
    }
  }
  if (input.indexOf('\t') !== -1 || input.indexOf('\n') !== -1 || input.indexOf('\r') !== -1) {
    input = input.replace(tabNewline, '');
  }
  let state = override || SCHEME_START;
  let buffer = '';
  let atSignSeen = false;
  let insideBrackets = false;
  let passwordTokenSeen = false;
  const len = input.length;
  let special = isSpecialScheme(url.scheme);

  for (let p = 0; ; p++) {
    const c = p < len ? input.charCodeAt(p) : -1;
    switch (state) {
      case SCHEME_START:
        if (isAlpha(c)) {
          // Take the whole run of scheme characters at once; SCHEME sees what follows it.
          let q = p + 1;
          while (q < len) {
            const d = input.charCodeAt(q);
            if (!(isAlpha(d) || isDigit(d) || d === 0x2B || d === 0x2D || d === 0x2E)) break;
            q++;
          }
          buffer += input.slice(p, q).toLowerCase();
          p = q - 1;
          state = SCHEME;
        } else if (!override) {
          state = NO_SCHEME;
          p--;
        } else {
          return FAILURE;
        }
        break;

      case SCHEME:
        if (isAlpha(c) || isDigit(c) || c === 0x2B || c === 0x2D || c === 0x2E) {
          buffer += String.fromCharCode(c >= 0x41 && c <= 0x5A ? c | 0x20 : c);
        } else if (c === 0x3A) {
          if (override) {
            const bufSpecial = isSpecialScheme(buffer);
            if (special !== bufSpecial) return undefined;
            if ((hasCredentials(url) || url.port !== null) && buffer === 'file') return undefined;
            if (url.scheme === 'file' && url.host === '') return undefined;
          }
          url.scheme = buffer;
          special = isSpecialScheme(buffer);
          if (override) {
            if (special && url.port === specialPorts[url.scheme]) url.port = null;
            return undefined;
          }
          buffer = '';
          if (url.scheme === 'file') {
            state = FILE;
          } else if (special && base !== null && base.scheme === url.scheme) {
            state = SPECIAL_RELATIVE_OR_AUTHORITY;
          } else if (special) {
            state = SPECIAL_AUTHORITY_SLASHES;
          } else if (p + 1 < len && input.charCodeAt(p + 1) === 0x2F) {
            state = PATH_OR_AUTHORITY;
            p++;
          } else {
            url.path = '';
            url.opaque = true;
            state = OPAQUE_PATH;
          }
        } else if (!override) {
          buffer = '';
          state = NO_SCHEME;
          p = -1;
        } else {
          return FAILURE;
        }
        break;

      case NO_SCHEME:
        if (base === null || (base.opaque && c !== 0x23)) return FAILURE;
        if (base.opaque && c === 0x23) {
          url.scheme = base.scheme;
          special = isSpecialScheme(url.scheme);
          url.path = base.path;
          url.opaque = true;
          url.query = base.query;
          url.fragment = '';
          state = FRAGMENT;
        } else if (base.scheme !== 'file') {
          state = RELATIVE;
          p--;
        } else {
          state = FILE;
          p--;
        }
        break;

      case SPECIAL_RELATIVE_OR_AUTHORITY:
        if (c === 0x2F && p + 1 < len && input.charCodeAt(p + 1) === 0x2F) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          p++;
        } else {
          state = RELATIVE;
          p--;
        }
        break;

      case PATH_OR_AUTHORITY:
        if (c === 0x2F) {
          state = AUTHORITY;
        } else {
          state = PATH;
          p--;
        }
        break;

      case RELATIVE:
        url.scheme = base.scheme;
        special = isSpecialScheme(url.scheme);
        if (c === 0x2F) {
          state = RELATIVE_SLASH;
        } else if (special && c === 0x5C) {
          state = RELATIVE_SLASH;
        } else {
          url.username = base.username;
          url.password = base.password;
          url.host = base.host;
          url.port = base.port;
          url.path = base.path.slice();
          url.query = base.query;
          if (c === 0x3F) {
            url.query = '';
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT;
          } else if (c !== -1) {
            url.query = null;
            shortenPath(url);
            state = PATH;
            p--;
          }
        }
        break;

      case RELATIVE_SLASH:
        if (special && (c === 0x2F || c === 0x5C)) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
        } else if (c === 0x2F) {
          state = AUTHORITY;
        } else {
          url.username = base.username;
          url.password = base.password;
          url.host = base.host;
          url.port = base.port;
          state = PATH;
          p--;
        }
        break;

      case SPECIAL_AUTHORITY_SLASHES:
        if (c === 0x2F && p + 1 < len && input.charCodeAt(p + 1) === 0x2F) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          p++;
        } else {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          p--;
        }
        break;

      case SPECIAL_AUTHORITY_IGNORE_SLASHES:
        if (c !== 0x2F && c !== 0x5C) {
          state = AUTHORITY;
          p--;
        }
        break;

      case AUTHORITY:
        if (c === 0x40) {
          if (atSignSeen) buffer = `%40${buffer}`;
          atSignSeen = true;
          // Split at the first ':' not yet seen; encode each side.
          let userPart = buffer;
          let passPart = null;
          if (!passwordTokenSeen) {
            const colon = buffer.indexOf(':');
            if (colon !== -1) {
              userPart = buffer.slice(0, colon);
              passPart = buffer.slice(colon + 1);
              passwordTokenSeen = true;
            }
            url.username += percentEncode(userPart, S_USERINFO, false);
            if (passPart !== null) url.password += percentEncode(passPart, S_USERINFO, false);
          } else {
            url.password += percentEncode(buffer, S_USERINFO, false);
          }
          buffer = '';
        } else if (c === -1 || c === 0x2F || c === 0x3F || c === 0x23 ||
                   (special && c === 0x5C)) {
          if (atSignSeen && buffer === '') return FAILURE;
          p -= buffer.length + 1;
          buffer = '';
          state = HOST;
        } else {
          let q = p + 1;
          while (q < len) {
            const d = input.charCodeAt(q);
            if (d === 0x40 || d === 0x2F || d === 0x3F || d === 0x23 || (special && d === 0x5C)) break;
            q++;
          }
          buffer += input.slice(p, q);
          p = q - 1;
        }
        break;

      case HOST:
      case HOSTNAME:
        if (override && url.scheme === 'file') {
          p--;
          state = FILE_HOST;
        } else if (c === 0x3A && !insideBrackets) {
          if (buffer === '') return FAILURE;
          if (override === HOSTNAME) return FAILURE;
          const host = parseHost(buffer, !special);
          if (host === null) return FAILURE;
          url.host = host;
          buffer = '';
          state = PORT;
        } else if (c === -1 || c === 0x2F || c === 0x3F || c === 0x23 ||
                   (special && c === 0x5C)) {
          p--;
          if (special && buffer === '') return FAILURE;
          if (override && buffer === '' && (hasCredentials(url) || url.port !== null)) {
            return FAILURE;
          }
          const host = parseHost(buffer, !special);
          if (host === null) return FAILURE;
          url.host = host;
          buffer = '';
          state = PATH_START;
          if (override) return undefined;
        } else if (c === 0x5B || c === 0x5D) {
          insideBrackets = c === 0x5B;
          buffer += input[p];
        } else {
          let q = p + 1;
          while (q < len) {
            const d = input.charCodeAt(q);
            if (d === 0x3A || d === 0x2F || d === 0x3F || d === 0x23 || d === 0x5B || d === 0x5D ||
                (special && d === 0x5C)) {
              break;
            }
            q++;
          }
          buffer += input.slice(p, q);
          p = q - 1;
        }
        break;

      case PORT:
        if (isDigit(c)) {
          let q = p + 1;
          while (q < len && isDigit(input.charCodeAt(q))) q++;
          buffer += input.slice(p, q);
          p = q - 1;
        } else if (c === -1 || c === 0x2F || c === 0x3F || c === 0x23 ||
                   (special && c === 0x5C) || override) {
          if (buffer !== '') {
            const port = parseInt(buffer, 10);
            if (port > 65535) return FAILURE;
            url.port = special && specialPorts[url.scheme] === port ? null : port;
            buffer = '';
            if (override) return undefined;
          }
          if (override) return FAILURE;
          state = PATH_START;
          p--;
        } else {
          return FAILURE;
        }
        break;

      case FILE:
        url.scheme = 'file';
        special = true;
        url.host = '';
        if (c === 0x2F || c === 0x5C) {
          state = FILE_SLASH;
        } else if (base !== null && base.scheme === 'file') {
          url.host = base.host;
          url.path = base.path.slice();
          url.query = base.query;
          if (c === 0x3F) {
            url.query = '';
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT;
          } else if (c !== -1) {
            url.query = null;
            if (!startsWithWindowsDriveLetter(input, p)) shortenPath(url);
            else url.path = [];
            state = PATH;
            p--;
          }
        } else {
          state = PATH;
          p--;
        }
        break;

      case FILE_SLASH:
        if (c === 0x2F || c === 0x5C) {
          state = FILE_HOST;
        } else {
          if (base !== null && base.scheme === 'file') {
            url.host = base.host;
            if (!startsWithWindowsDriveLetter(input, p) && base.path.length > 0 &&
                isWindowsDriveLetter(base.path[0], true)) {
              url.path.push(base.path[0]);
            }
          }
          state = PATH;
          p--;
        }
        break;

      case FILE_HOST:
        if (c === -1 || c === 0x2F || c === 0x5C || c === 0x3F || c === 0x23) {
          p--;
          if (!override && isWindowsDriveLetter(buffer, false)) {
            // The drive letter quirk: buffer is kept and becomes the first path segment.
            state = PATH;
          } else if (buffer === '') {
            url.host = '';
            if (override) return undefined;
            state = PATH_START;
          } else {
            let host = parseHost(buffer, !special);
            if (host === null) return FAILURE;
            if (host === 'localhost') host = '';
            url.host = host;
            if (override) return undefined;
            buffer = '';
            state = PATH_START;
          }
        } else {
          buffer += input[p];
        }
        break;

      case PATH_START:
        if (special) {
          state = PATH;
          if (c !== 0x2F && c !== 0x5C) p--;
        } else if (!override && c === 0x3F) {
          url.query = '';
          state = QUERY;
        } else if (!override && c === 0x23) {
          url.fragment = '';
          state = FRAGMENT;
        } else if (c !== -1) {
          state = PATH;
          if (c !== 0x2F) p--;
        } else if (override && url.host === null) {
          url.path.push('');
        }
        break;

      case PATH:
        if (c === -1 || c === 0x2F || (special && c === 0x5C) ||
            (!override && (c === 0x3F || c === 0x23))) {
          const slash = c === 0x2F || (special && c === 0x5C);
          if (isDoubleDot(buffer)) {
            shortenPath(url);
            if (!slash) url.path.push('');
          } else if (isSingleDot(buffer) && !slash) {
            url.path.push('');
          } else if (!isSingleDot(buffer)) {
            if (url.scheme === 'file' && url.path.length === 0 && isWindowsDriveLetter(buffer, false)) {
              buffer = `${buffer[0]}:`;
            }
            url.path.push(buffer);
          }
          buffer = '';
          if (c === 0x3F) {
            url.query = '';
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT;
          }
        } else {
          // Collect a run of ordinary characters at once; percent-encode it in one go.
          let q = p + 1;
          while (q < len) {
            const d = input.charCodeAt(q);
            if (d === 0x2F || d === 0x3F || d === 0x23 || (special && d === 0x5C)) break;
            q++;
          }
          buffer += percentEncode(input.slice(p, q), S_PATH, false);
          p = q - 1;
        }
        break;

      case OPAQUE_PATH:
        if (c === 0x3F) {
          url.query = '';
          state = QUERY;
        } else if (c === 0x23) {
          url.fragment = '';
          state = FRAGMENT;
        } else if (c === 0x20) {
          const next = p + 1 < len ? input.charCodeAt(p + 1) : -1;
          url.path += next === 0x3F || next === 0x23 ? '%20' : ' ';
        } else if (c !== -1) {
          let q = p + 1;
          while (q < len) {
            const d = input.charCodeAt(q);
            if (d === 0x3F || d === 0x23 || d === 0x20) break;
            q++;
          }
          url.path += percentEncode(input.slice(p, q), S_C0, false);
          p = q - 1;
        }
        break;

      case QUERY:
        if ((!override && c === 0x23) || c === -1) {
          url.query += percentEncode(buffer, special ? S_SPECIAL_QUERY : S_QUERY, false);
          buffer = '';
          if (c === 0x23) {
            url.fragment = '';
            state = FRAGMENT;
          }
        } else {
          let q = p + 1;
          while (q < len && (override || input.charCodeAt(q) !== 0x23)) q++;
          buffer += input.slice(p, q);
          p = q - 1;
        }
        break;

      case FRAGMENT:
        if (c !== -1) {
          url.fragment += percentEncode(input.slice(p), S_FRAGMENT, false);
          p = len - 1;
        }
        break;
    }
    // The spec steps past EOF only when the state did not move the pointer back onto input.
    if (p >= len) break;
  }
  return override ? undefined : url;
}

function serializePath(url) {
  if (url.opaque) return url.path;
  const path = url.path;
  let out = '';
  for (let i = 0; i < path.length; i++) out += `/${path[i]}`;
  return out;
}

function serializeURL(url, excludeFragment) {
  let out = `${url.scheme}:`;
  if (url.host !== null) {
    out += '//';
    if (url.username !== '' || url.password !== '') {
      out += url.username;
      if (url.password !== '') out += `:${url.password}`;
      out += '@';
    }
    out += url.host;
    if (url.port !== null) out += `:${url.port}`;
  } else if (!url.opaque && url.path.length > 1 && url.path[0] === '') {
    out += '/.';
  }
  out += serializePath(url);
  if (url.query !== null) out += `?${url.query}`;
  if (!excludeFragment && url.fragment !== null) out += `#${url.fragment}`;
  return out;
}

function serializeOrigin(url) {
  const scheme = url.scheme;
  if (scheme === 'blob') {
    if (url.opaque || url.path.length > 0) {
      const inner = basicParse(serializePath(url), null);
      if (inner !== FAILURE && (inner.scheme === 'http' || inner.scheme === 'https')) {
        return serializeOrigin(inner);
      }
    }
    return 'null';
  }
  if (scheme === 'ftp' || scheme === 'http' || scheme === 'https' || scheme === 'ws' ||
      scheme === 'wss') {
    return `${scheme}://${url.host}${url.port !== null ? `:${url.port}` : ''}`;
  }
  return 'null';
}

// ---------------------------------------------------------------------------------------
// application/x-www-form-urlencoded

function parseUrlencoded(s, list) {
  let start = 0;
  const len = s.length;
  while (start <= len) {
    let amp = s.indexOf('&', start);
    if (amp === -1) amp = len;
    if (amp > start) {
      const seq = s.slice(start, amp);
      const eq = seq.indexOf('=');
      const name = eq === -1 ? seq : seq.slice(0, eq);
      const value = eq === -1 ? '' : seq.slice(eq + 1);
      list.push(formDecode(name), formDecode(value));
    }
    start = amp + 1;
  }
  return list;
}

// Node decodes a name or value only when it holds a valid %XX, with decodeURIComponent; when
// that throws (bytes that are not UTF-8), with querystring's byte decoder, which keeps only
// the low byte of every other character ('\u00e9%ff' becomes '\ufffd', not '\u00e9\ufffd').
function formDecode(s) {
  if (s.indexOf('+') !== -1) s = s.replace(/\+/g, ' ');
  let at = s.indexOf('%');
  while (at !== -1 && at + 2 < s.length) {
    if (hexValue(s.charCodeAt(at + 1)) >= 0 && hexValue(s.charCodeAt(at + 2)) >= 0) {
      try {
        return decodeURIComponent(s);
      } catch {
        return require('querystring').unescapeBuffer(s).toString();
      }
    }
    at = s.indexOf('%', at + 1);
  }
  return s;
}

function serializeUrlencoded(list) {
  let out = '';
  for (let i = 0; i < list.length; i += 2) {
    if (i > 0) out += '&';
    out += `${percentEncode(list[i], S_FORM, true)}=${percentEncode(list[i + 1], S_FORM, true)}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// URLSearchParams

function missingArgs(...names) {
  return new (codes.ERR_MISSING_ARGS)(...names);
}

// Hooks into the private state of URLSearchParams and URL, set up by their static blocks.
let setParamsList;
let linkParams;
let getParamsList;
let isParams;
let setQueryFromParams;
let recordOf;
let isURLThis;

class URLSearchParams {
  #list = [];
  #url = null;

  static {
    // Called by URL when its query changes: the list is re-parsed, nothing is written back.
    setParamsList = (params, query) => {
      const list = [];
      if (query !== null && query !== '') parseUrlencoded(query, list);
      params.#list = list;
    };
    linkParams = (params, url) => { params.#url = url; };
    getParamsList = (params) => params.#list;
    isParams = (v) => v !== null && typeof v === 'object' && #list in v;
  }

  constructor(init = undefined) {
    if (init === undefined) return;
    const list = this.#list;
    if ((typeof init === 'object' && init !== null) || typeof init === 'function') {
      const method = init[Symbol.iterator];
      if (method !== undefined && method !== null && #list in init &&
          method === URLSearchParams.prototype[Symbol.iterator]) {
        const other = init.#list;
        for (let i = 0; i < other.length; i++) list.push(other[i]);
      } else if (method !== undefined && method !== null) {
        if (typeof method !== 'function') {
          throw new (codes.ERR_ARG_NOT_ITERABLE)('Query pairs');
        }
        const pairs = [];
        for (const pair of init) {
          if (pair === null || (typeof pair !== 'object' && typeof pair !== 'function') ||
              typeof pair[Symbol.iterator] !== 'function') {
            throw new (codes.ERR_INVALID_TUPLE)('Each query pair', '[name, value]');
          }
          pairs.push(Array.from(pair));
        }
        for (let i = 0; i < pairs.length; i++) {
          const pair = pairs[i];
          if (pair.length !== 2) {
            throw new (codes.ERR_INVALID_TUPLE)('Each query pair', '[name, value]');
          }
          list.push(toUSVString(pair[0]), toUSVString(pair[1]));
        }
      } else {
        const keys = Reflect.ownKeys(init);
        const seen = new Map();
        for (let i = 0; i < keys.length; i++) {
          const key = keys[i];
          const desc = Reflect.getOwnPropertyDescriptor(init, key);
          if (desc === undefined || !desc.enumerable) continue;
          const name = toUSVString(key);
          const value = toUSVString(init[key]);
          const at = seen.get(name);
          if (at !== undefined) {
            list[at] = value;
          } else {
            seen.set(name, list.length + 1);
            list.push(name, value);
          }
        }
      }
    } else {
      let s = toUSVString(init);
      if (s.charCodeAt(0) === 0x3F) s = s.slice(1);
      parseUrlencoded(s, list);
    }
  }

  #update() {
    if (this.#url !== null) setQueryFromParams(this.#url, serializeUrlencoded(this.#list));
  }

  get size() {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    return this.#list.length / 2;
  }

  append(name, value) {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    if (arguments.length < 2) throw missingArgs('name', 'value');
    this.#list.push(toUSVString(name), toUSVString(value));
    this.#update();
  }

  delete(name, value = undefined) {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    if (arguments.length < 1) throw missingArgs('name');
    const list = this.#list;
    name = toUSVString(name);
    const out = [];
    if (value !== undefined) {
      value = toUSVString(value);
      for (let i = 0; i < list.length; i += 2) {
        if (!(list[i] === name && list[i + 1] === value)) out.push(list[i], list[i + 1]);
      }
    } else {
      for (let i = 0; i < list.length; i += 2) {
        if (list[i] !== name) out.push(list[i], list[i + 1]);
      }
    }
    this.#list = out;
    this.#update();
  }

  get(name) {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    if (arguments.length < 1) throw missingArgs('name');
    const list = this.#list;
    name = toUSVString(name);
    for (let i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1];
    return null;
  }

  getAll(name) {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    if (arguments.length < 1) throw missingArgs('name');
    const list = this.#list;
    name = toUSVString(name);
    const out = [];
    for (let i = 0; i < list.length; i += 2) if (list[i] === name) out.push(list[i + 1]);
    return out;
  }

  has(name, value = undefined) {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    if (arguments.length < 1) throw missingArgs('name');
    const list = this.#list;
    name = toUSVString(name);
    if (value !== undefined) value = toUSVString(value);
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === name && (value === undefined || list[i + 1] === value)) return true;
    }
    return false;
  }

  set(name, value) {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    if (arguments.length < 2) throw missingArgs('name', 'value');
    const list = this.#list;
    name = toUSVString(name);
    value = toUSVString(value);
    let found = false;
    const out = [];
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === name) {
        if (!found) {
          out.push(name, value);
          found = true;
        }
      } else {
        out.push(list[i], list[i + 1]);
      }
    }
    if (!found) out.push(name, value);
    this.#list = out;
    this.#update();
  }

  sort() {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    const list = this.#list;
    const pairs = [];
    for (let i = 0; i < list.length; i += 2) pairs.push([list[i], list[i + 1], i]);
    // Code-unit order of names; the index keeps the sort stable whatever the engine does.
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[2] - b[2]));
    const out = [];
    for (let i = 0; i < pairs.length; i++) out.push(pairs[i][0], pairs[i][1]);
    this.#list = out;
    this.#update();
  }

  entries() {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    return new URLSearchParamsIterator(this, 'key+value');
  }

  forEach(callback, thisArg = undefined) {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    if (typeof callback !== 'function') {
      throw new (codes.ERR_INVALID_ARG_TYPE)('callback', 'Function', callback);
    }
    let list = this.#list;
    for (let i = 0; i < list.length; i += 2) {
      callback.call(thisArg, list[i + 1], list[i], this);
      list = this.#list;
    }
  }

  keys() {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    return new URLSearchParamsIterator(this, 'key');
  }

  values() {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    return new URLSearchParamsIterator(this, 'value');
  }

  toString() {
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    return serializeUrlencoded(this.#list);
  }

  // Two declared parameters, as in Node (length 2); util.inspect passes itself third.
  [customInspect](depth, options) {
    const inspect = arguments[2];
    if (!isParams(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParams');
    const name = this.constructor.name;
    if (typeof depth === 'number' && depth < 0) {
      return typeof options.stylize === 'function' ?
        options.stylize('[Object]', 'special') : '[Object]';
    }
    const fn = typeof inspect === 'function' ? inspect : require('util').inspect;
    const inner = Object.assign({}, options);
    if (depth !== null) inner.depth = depth - 1;
    const list = this.#list;
    const parts = [];
    for (let i = 0; i < list.length; i += 2) {
      parts.push(`${fn(list[i], inner)} => ${fn(list[i + 1], inner)}`);
    }
    if (parts.length === 0) return `${name} {}`;
    let width = -2;
    for (let i = 0; i < parts.length; i++) width += stripAnsi(parts[i]).length + 2;
    if (width > options.breakLength) return `${name} {\n  ${parts.join(',\n  ')} }`;
    return `${name} { ${parts.join(', ')} }`;
  }
}

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[\d\d?m/g;
function stripAnsi(s) {
  return s.indexOf('\u001b') === -1 ? s : s.replace(ansi, '');
}

const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

let isIteratorThis;

class URLSearchParamsIterator {
  #params;
  #kind;
  #index = 0;

  static {
    isIteratorThis = (v) => v !== null && typeof v === 'object' && #params in v;
  }

  constructor(params, kind) {
    this.#params = params;
    this.#kind = kind;
  }

  next() {
    if (!isIteratorThis(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParamsIterator');
    const list = getParamsList(this.#params);
    const i = this.#index;
    if (i >= list.length) return { value: undefined, done: true };
    this.#index = i + 2;
    const kind = this.#kind;
    const value = kind === 'key' ? list[i] : kind === 'value' ? list[i + 1] : [list[i], list[i + 1]];
    return { value, done: false };
  }

  // Two declared parameters, as in Node (length 2); util.inspect passes itself third.
  [customInspect](depth, options) {
    const inspect = arguments[2];
    if (!isIteratorThis(this)) throw new (codes.ERR_INVALID_THIS)('URLSearchParamsIterator');
    // Past the depth limit, as util.inspect shows a nested object there.
    if (typeof depth === 'number' && depth < 0) return options.stylize('[Object]', 'special');
    const fn = typeof inspect === 'function' ? inspect : require('util').inspect;
    const inner = Object.assign({}, options);
    if (depth !== null) inner.depth = depth - 1;
    const list = getParamsList(this.#params);
    const items = [];
    for (let i = this.#index; i < list.length; i += 2) {
      const kind = this.#kind;
      items.push(kind === 'key' ? list[i] : kind === 'value' ? list[i + 1] : [list[i], list[i + 1]]);
    }
    const strs = items.map((v) => fn(v, inner));
    const multiline = fn(items, inner).indexOf('\n') !== -1;
    const body = multiline ? `\n  ${strs.join(',\n  ')}` : ` ${strs.join(', ')}`;
    return `URLSearchParams Iterator {${body} }`;
  }
}
Object.setPrototypeOf(URLSearchParamsIterator.prototype, IteratorPrototype);
// Node's iterator prototype has no constructor of its own (it inherits Iterator's).
delete URLSearchParamsIterator.prototype.constructor;
Object.defineProperties(URLSearchParamsIterator.prototype, {
  next: { enumerable: true },
  [Symbol.toStringTag]: {
    value: 'URLSearchParams Iterator', writable: false, enumerable: false, configurable: true,
  },
});

const uspMethods = ['append', 'delete', 'get', 'getAll', 'has', 'set', 'sort', 'entries',
  'forEach', 'keys', 'values', 'toString', 'size'];
for (let i = 0; i < uspMethods.length; i++) {
  Object.defineProperty(URLSearchParams.prototype, uspMethods[i], { enumerable: true });
}
Object.defineProperties(URLSearchParams.prototype, {
  [Symbol.iterator]: {
    value: URLSearchParams.prototype.entries, writable: true, enumerable: false, configurable: true,
  },
  [Symbol.toStringTag]: {
    value: 'URLSearchParams', writable: false, enumerable: false, configurable: true,
  },
});

// ---------------------------------------------------------------------------------------
// URL

// The two messages V8 gives Node's URL class for a foreign receiver: its brand-checked
// getters say "Receiver must ...", the others fail reading a private field. A null or
// undefined receiver fails at the read itself, naming the class or the field.
function receiverError(self) {
  if (self === null || self === undefined) {
    return new TypeError(`Cannot read properties of ${self} (reading 'URL')`);
  }
  return new TypeError('Receiver must be an instance of class URL');
}

function noPrivate(field, self) {
  if (self === null || self === undefined) {
    return new TypeError(`Cannot read properties of ${self} (reading '#${field}')`);
  }
  return new TypeError(`Cannot read private member #${field} from an object whose class did not declare it`);
}

// Node raises this one from its native URL parser: a plain TypeError carrying code, input
// (and base) as own enumerable properties, whose toString has no "[ERR_INVALID_URL]".
function invalidURL(input, base) {
  const err = new TypeError('Invalid URL');
  err.code = 'ERR_INVALID_URL';
  err.input = input;
  if (base !== undefined) err.base = base;
  return err;
}

function parseWithBase(input, base) {
  let baseRecord = null;
  if (base !== undefined) {
    baseRecord = fastParse(base) || basicParse(base, null);
    if (baseRecord === FAILURE) return FAILURE;
  }
  // An absolute special URL with "//" ignores the base entirely.
  return fastParse(input) || basicParse(input, baseRecord);
}

let blobRegistry;
// Lets URL.parse build an instance around an already parsed record.
const kAdopt = Symbol('kAdopt');

class URL {
  // The parsed record; it also carries the href cache and the linked URLSearchParams (one
  // private field is markedly cheaper to set up in Boa than three).
  #r;

  static {
    setQueryFromParams = (url, serialized) => {
      const r = url.#r;
      r.query = serialized === '' ? null : serialized;
      r.href = undefined;
    };
    recordOf = (url) => url.#r;
    isURLThis = (v) => v !== null && typeof v === 'object' && #r in v;
  }

  constructor(input, base = undefined) {
    if (input === kAdopt) {
      this.#r = base;
      return;
    }
    if (arguments.length === 0) throw missingArgs('url');
    input = toUSVString(input);
    if (base !== undefined) base = toUSVString(base);
    const r = parseWithBase(input, base);
    if (r === FAILURE) throw invalidURL(input, base);
    this.#r = r;
  }

  static parse(input, base = undefined) {
    if (arguments.length === 0) throw missingArgs('url');
    input = toUSVString(input);
    if (base !== undefined) base = toUSVString(base);
    const r = parseWithBase(input, base);
    if (r === FAILURE) return null;
    return new URL(kAdopt, r);
  }

  static canParse(input, base = undefined) {
    if (arguments.length === 0) throw missingArgs('url');
    input = toUSVString(input);
    if (base !== undefined) base = toUSVString(base);
    return parseWithBase(input, base) !== FAILURE;
  }

  #changed() {
    this.#r.href = undefined;
  }

  toString() {
    if (!isURLThis(this)) throw receiverError(this);
    return this.href;
  }

  get href() {
    if (!isURLThis(this)) throw receiverError(this);
    const r = this.#r;
    let h = r.href;
    if (h === undefined) h = r.href = serializeURL(r, false);
    return h;
  }

  set href(value) {
    if (!isURLThis(this)) throw noPrivate('context', this);
    value = toUSVString(value);
    const r = fastParse(value) || basicParse(value, null);
    if (r === FAILURE) throw invalidURL(value);
    const params = this.#r.params;
    r.params = params;
    this.#r = r;
    if (params !== null) setParamsList(params, r.query);
  }

  get origin() {
    if (!isURLThis(this)) throw noPrivate('context', this);
    return serializeOrigin(this.#r);
  }

  get protocol() {
    if (!isURLThis(this)) throw noPrivate('context', this);
    return `${this.#r.scheme}:`;
  }

  set protocol(value) {
    if (!isURLThis(this)) throw noPrivate('context', this);
    basicParse(`${toUSVString(value)}:`, null, this.#r, SCHEME_START);
    this.#changed();
  }

  get username() {
    if (!isURLThis(this)) throw noPrivate('context', this);
    return this.#r.username;
  }

  set username(value) {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const r = this.#r;
    value = toUSVString(value);
    if (r.host === null || r.host === '' || r.scheme === 'file') return;
    r.username = percentEncode(value, S_USERINFO, false);
    this.#changed();
  }

  get password() {
    if (!isURLThis(this)) throw noPrivate('context', this);
    return this.#r.password;
  }

  set password(value) {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const r = this.#r;
    value = toUSVString(value);
    if (r.host === null || r.host === '' || r.scheme === 'file') return;
    r.password = percentEncode(value, S_USERINFO, false);
    this.#changed();
  }

  get host() {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const r = this.#r;
    if (r.host === null) return '';
    return r.port === null ? r.host : `${r.host}:${r.port}`;
  }

  set host(value) {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const r = this.#r;
    value = toUSVString(value);
    if (r.opaque) return;
    // The parser edits the record in place: a failure after the host was taken (bad port)
    // still leaves the new host, as the standard's setter does.
    basicParse(value, null, r, HOST);
    this.#changed();
  }

  get hostname() {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const h = this.#r.host;
    return h === null ? '' : h;
  }

  set hostname(value) {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const r = this.#r;
    value = toUSVString(value);
    if (r.opaque) return;
    basicParse(value, null, r, HOSTNAME);
    this.#changed();
  }

  get port() {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const p = this.#r.port;
    return p === null ? '' : `${p}`;
  }

  set port(value) {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const r = this.#r;
    value = toUSVString(value);
    if (r.host === null || r.host === '' || r.scheme === 'file') return;
    if (value === '') {
      r.port = null;
    } else {
      basicParse(value, null, r, PORT);
    }
    this.#changed();
  }

  get pathname() {
    if (!isURLThis(this)) throw noPrivate('context', this);
    return serializePath(this.#r);
  }

  set pathname(value) {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const r = this.#r;
    value = toUSVString(value);
    if (r.opaque) return;
    r.path = [];
    basicParse(value, null, r, PATH_START);
    this.#changed();
  }

  get search() {
    if (!isURLThis(this)) throw receiverError(this);
    const q = this.#r.query;
    return q === null || q === '' ? '' : `?${q}`;
  }

  set search(value) {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const r = this.#r;
    value = toUSVString(value);
    if (value === '') {
      r.query = null;
      if (r.params !== null) setParamsList(r.params, null);
      this.#changed();
      return;
    }
    const input = value.charCodeAt(0) === 0x3F ? value.slice(1) : value;
    r.query = '';
    basicParse(input, null, r, QUERY);
    if (r.params !== null) setParamsList(r.params, input);
    this.#changed();
  }

  get searchParams() {
    if (!isURLThis(this)) throw noPrivate('searchParams', this);
    const r = this.#r;
    if (r.params === null) {
      const params = new URLSearchParams();
      setParamsList(params, r.query);
      linkParams(params, this);
      r.params = params;
    }
    return r.params;
  }

  get hash() {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const f = this.#r.fragment;
    return f === null || f === '' ? '' : `#${f}`;
  }

  set hash(value) {
    if (!isURLThis(this)) throw noPrivate('context', this);
    const r = this.#r;
    value = toUSVString(value);
    if (value === '') {
      r.fragment = null;
    } else {
      const input = value.charCodeAt(0) === 0x23 ? value.slice(1) : value;
      r.fragment = '';
      basicParse(input, null, r, FRAGMENT);
    }
    this.#changed();
  }

  toJSON() {
    if (!isURLThis(this)) throw receiverError(this);
    return this.href;
  }

  static createObjectURL(obj) {
    let Blob;
    try { Blob = require('buffer').Blob; } catch { Blob = undefined; }
    if (typeof Blob !== 'function' || !(obj instanceof Blob)) {
      throw new (codes.ERR_INVALID_ARG_TYPE)('obj', 'Blob', obj);
    }
    if (blobRegistry === undefined) blobRegistry = new Map();
    const id = randomUUID();
    blobRegistry.set(id, obj);
    return `blob:nodedata:${id}`;
  }

  static revokeObjectURL(url) {
    if (arguments.length === 0) throw missingArgs('url');
    const s = toUSVString(url);
    if (blobRegistry === undefined || !s.startsWith('blob:nodedata:')) return;
    blobRegistry.delete(s.slice(14));
  }

  // Two declared parameters, as in Node (length 2); util.inspect passes itself third.
  [customInspect](depth, options) {
    const inspect = arguments[2];
    if (!isURLThis(this)) throw receiverError(this);
    if (typeof depth === 'number' && depth < 0) return this;
    const fn = typeof inspect === 'function' ? inspect : require('util').inspect;
    const ctor = this.constructor;
    const obj = { __proto__: { constructor: typeof ctor === 'function' ? ctor : URL } };
    obj.href = this.href;
    obj.origin = this.origin;
    obj.protocol = this.protocol;
    obj.username = this.username;
    obj.password = this.password;
    obj.host = this.host;
    obj.hostname = this.hostname;
    obj.port = this.port;
    obj.pathname = this.pathname;
    obj.search = this.search;
    obj.searchParams = this.searchParams;
    obj.hash = this.hash;
    return `${typeof ctor === 'function' ? ctor.name : 'URL'} ${fn(obj, options)}`;
  }
}

const urlAccessors = ['toString', 'href', 'origin', 'protocol', 'username', 'password', 'host',
  'hostname', 'port', 'pathname', 'search', 'searchParams', 'hash', 'toJSON'];
for (let i = 0; i < urlAccessors.length; i++) {
  Object.defineProperty(URL.prototype, urlAccessors[i], { enumerable: true });
}
Object.defineProperty(URL.prototype, Symbol.toStringTag, {
  value: 'URL', writable: false, enumerable: false, configurable: true,
});
for (const name of ['parse', 'canParse', 'createObjectURL', 'revokeObjectURL']) {
  Object.defineProperty(URL, name, { enumerable: true });
}

function randomUUID() {
  let crypto;
  try { crypto = globalThis.crypto; } catch { crypto = undefined; }
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = [];
  for (let i = 0; i < 16; i++) b.push(Math.floor(Math.random() * 256));
  b[6] = (b[6] & 0x0F) | 0x40;
  b[8] = (b[8] & 0x3F) | 0x80;
  const h = b.map((x) => (x < 16 ? '0' : '') + x.toString(16));
  return `${h.slice(0, 4).join('')}-${h.slice(4, 6).join('')}-${h.slice(6, 8).join('')}-` +
    `${h.slice(8, 10).join('')}-${h.slice(10).join('')}`;
}

function getBlobFromURL(url) {
  if (blobRegistry === undefined) return undefined;
  const s = `${url}`;
  if (!s.startsWith('blob:nodedata:')) return undefined;
  let id = s.slice(14);
  const hash = id.indexOf('#');
  if (hash !== -1) id = id.slice(0, hash);
  return blobRegistry.get(id);
}

// ---------------------------------------------------------------------------------------
// File URLs and helpers shared with fs, http and url.js

function isURL(self) {
  return Boolean(self && self.href && self.protocol && self.auth === undefined &&
    self.path === undefined);
}

function getPathFromURLPosix(url) {
  if (url.hostname !== '') {
    throw new (codes.ERR_INVALID_FILE_URL_HOST)(process.platform);
  }
  const pathname = url.pathname;
  for (let n = 0; n < pathname.length; n++) {
    if (pathname[n] === '%') {
      const third = pathname.codePointAt(n + 2) | 0x20;
      if (pathname[n + 1] === '2' && third === 102) {
        throw new (codes.ERR_INVALID_FILE_URL_PATH)('must not include encoded / characters', url);
      }
    }
  }
  return pathname.indexOf('%') === -1 ? pathname : decodeURIComponent(pathname);
}

function getPathFromURLWin32(url) {
  const hostname = url.hostname;
  let pathname = url.pathname;
  for (let n = 0; n < pathname.length; n++) {
    if (pathname[n] === '%') {
      const third = pathname.codePointAt(n + 2) | 0x20;
      if ((pathname[n + 1] === '2' && third === 102) || (pathname[n + 1] === '5' && third === 99)) {
        throw new (codes.ERR_INVALID_FILE_URL_PATH)(
          'must not include encoded \\ or / characters', url);
      }
    }
  }
  pathname = pathname.replace(/\//g, '\\');
  if (pathname.indexOf('%') !== -1) pathname = decodeURIComponent(pathname);
  if (hostname !== '') {
    return `\\\\${domainToUnicode(hostname)}${pathname}`;
  }
  const letter = pathname.codePointAt(1) | 0x20;
  const sep = pathname[2];
  if (letter < 97 || letter > 122 || sep !== ':') {
    throw new (codes.ERR_INVALID_FILE_URL_PATH)('must be absolute', url);
  }
  return pathname.slice(1);
}

function toFileURL(path) {
  if (typeof path === 'string') return new URL(path);
  if (!isURL(path)) {
    throw new (codes.ERR_INVALID_ARG_TYPE)('path', ['string', 'URL'], path);
  }
  return path;
}

function fileURLToPath(path, options = undefined) {
  const windows = options !== null && options !== undefined && options.windows !== undefined ?
    options.windows : process.platform === 'win32';
  const url = toFileURL(path, options);
  if (url.protocol !== 'file:') throw new (codes.ERR_INVALID_URL_SCHEME)('file');
  return windows ? getPathFromURLWin32(url) : getPathFromURLPosix(url);
}

// Like fileURLToPath but returns the percent-decoded bytes as a Buffer, so non-UTF-8 file
// names survive. Encoded separators are not rejected here: a %2F byte may belong to another
// encoding (Node makes the same choice).
function fileURLToPathBuffer(path, options = undefined) {
  const windows = options !== null && options !== undefined && options.windows !== undefined ?
    options.windows : process.platform === 'win32';
  const url = toFileURL(path, options);
  if (url.protocol !== 'file:') throw new (codes.ERR_INVALID_URL_SCHEME)('file');
  const { Buffer } = require('buffer');
  if (windows) {
    const bytes = Buffer.from(percentDecodeBytes(url.pathname.replace(/\//g, '\\'), false));
    if (url.hostname !== '') {
      return Buffer.concat([Buffer.from(`\\\\${domainToUnicode(url.hostname)}`), bytes]);
    }
    const letter = bytes[1] | 0x20;
    if (letter < 97 || letter > 122 || bytes[2] !== 0x3A) {
      throw new (codes.ERR_INVALID_FILE_URL_PATH)('must be absolute', url);
    }
    return bytes.subarray(1);
  }
  if (url.hostname !== '') throw new (codes.ERR_INVALID_FILE_URL_HOST)(process.platform);
  return Buffer.from(percentDecodeBytes(url.pathname, false));
}

// pathToFileURL escapes a fixed set on top of what the URL path setter would: C0 controls,
// space, " # % < > ? [ \ ] ^ ` { | } ~, DEL and everything non-ASCII.
const fileEncode = new Uint8Array(128);
(function buildFileEncode() {
  for (let c = 0; c <= 0x20; c++) fileEncode[c] = 1;
  fileEncode[0x7F] = 1;
  const chars = '"#%<>?[\\]^`{|}~';
  for (let i = 0; i < chars.length; i++) fileEncode[chars.charCodeAt(i)] = 1;
})();

function encodeFilePath(s, keepBackslash) {
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if (fileEncode[c] === 0 || (keepBackslash && c === 0x5C)) continue;
      out += s.slice(last, i) + HEX[c];
      last = i + 1;
    } else {
      let j = i + 1;
      while (j < s.length && s.charCodeAt(j) >= 0x80) j++;
      out += s.slice(last, i) + percentEncode(s.slice(i, j), S_C0, false);
      last = j;
      i = j - 1;
    }
  }
  return last === 0 ? s : out + s.slice(last);
}

function pathToFileURL(filepath, options = undefined) {
  if (typeof filepath !== 'string') {
    throw new (codes.ERR_INVALID_ARG_TYPE)('path', 'string', filepath);
  }
  const windows = options !== null && options !== undefined && options.windows !== undefined ?
    options.windows : process.platform === 'win32';
  const path = require('path');
  const isUNC = windows && filepath.startsWith('\\\\');
  let resolved = filepath;
  if (!isUNC) resolved = windows ? path.win32.resolve(filepath) : path.posix.resolve(filepath);
  if (isUNC || (windows && resolved.startsWith('\\\\'))) {
    const prefixLength = resolved.startsWith('\\\\?\\UNC\\') ? 8 : 2;
    const hostEnd = resolved.indexOf('\\', prefixLength);
    if (hostEnd === -1) {
      throw new (codes.ERR_INVALID_ARG_VALUE)('path', resolved, 'Missing UNC resource path');
    }
    if (hostEnd === 2) {
      throw new (codes.ERR_INVALID_ARG_VALUE)('path', resolved, 'Empty UNC servername');
    }
    const hostname = resolved.slice(prefixLength, hostEnd);
    const rest = resolved.slice(hostEnd);
    const record = basicParse(`file://${encodeFilePath(rest.replace(/\\/g, '/'), true)}`, null);
    // The server name goes in through the hostname setter's rules, as in Node: it ends at
    // "/", "?" or "#" ("\\\\?\\C:\\x" has an empty host), "localhost" becomes the empty
    // host, and a name the setter rejects makes the whole conversion fail.
    if (record === FAILURE ||
        basicParse(toUSVString(hostname), null, record, HOSTNAME) === FAILURE) {
      throw invalidURL(rest, hostname);
    }
    return new URL(kAdopt, record);
  }
  // path.resolve drops a trailing separator; it comes back unless the resolved path already
  // ends in this platform's separator (so "C:\\" on a POSIX host gives "file:///C://", as in
  // Node).
  const last = filepath.charCodeAt(filepath.length - 1);
  if ((last === 0x2F || (windows && last === 0x5C)) && resolved[resolved.length - 1] !== path.sep) {
    resolved += '/';
  }
  if (windows) return new URL(`file://${encodeFilePath(resolved.replace(/\\/g, '/'), true)}`);
  return new URL(`file://${encodeFilePath(resolved, false)}`);
}

function toPathIfFileURL(fileURLOrPath) {
  if (!isURL(fileURLOrPath)) return fileURLOrPath;
  return fileURLToPath(fileURLOrPath);
}

function urlToHttpOptions(url) {
  if (url === null || (typeof url !== 'object' && typeof url !== 'function')) {
    throw new (codes.ERR_INVALID_ARG_TYPE)('url', 'Object', url);
  }
  const { hostname, pathname, port, username, password, search } = url;
  const options = {
    __proto__: null,
    ...url,
    protocol: url.protocol,
    hostname: hostname && hostname[0] === '[' ? hostname.slice(1, -1) : hostname,
    hash: url.hash,
    search,
    pathname,
    path: `${pathname || ''}${search || ''}`,
    href: url.href,
  };
  if (port !== '') options.port = Number(port);
  if (username || password) {
    options.auth = `${decodeURIComponent(username)}:${decodeURIComponent(password)}`;
  }
  return options;
}

// Node runs the domain through the hostname setter of a special URL, so tabs and newlines
// are dropped, the host ends at the first "/", "?", "#" or "\\", and a port (a ":" outside
// brackets) makes the setter, and so the call, fail. Returns the host, or null.
function hostnameSetterHost(domain) {
  let d = toUSVString(`${domain}`);
  if (/[\t\n\r]/.test(d)) d = d.replace(/[\t\n\r]/g, '');
  let inBrackets = false;
  for (let i = 0; i < d.length; i++) {
    const c = d.charCodeAt(i);
    if (c === 0x5B) inBrackets = true;
    else if (c === 0x5D) inBrackets = false;
    else if (c === 0x3A && !inBrackets) return null;
    else if (c === 0x2F || c === 0x3F || c === 0x23 || c === 0x5C) {
      d = d.slice(0, i);
      break;
    }
  }
  return parseHost(d, false);
}

function domainToASCII(domain) {
  if (arguments.length < 1) throw missingArgs('domain');
  const r = hostnameSetterHost(domain);
  return r === null ? '' : r;
}

// As in Node: the host as a special URL would hold it (so IP addresses come back in
// canonical form), then ToUnicode.
function domainToUnicode(domain) {
  if (arguments.length < 1) throw missingArgs('domain');
  const host = hostnameSetterHost(domain);
  return host === null ? '' : hostToUnicode(host);
}

module.exports = {
  URL,
  URLSearchParams,
  domainToASCII,
  domainToUnicode,
  fileURLToPath,
  fileURLToPathBuffer,
  pathToFileURL,
  toPathIfFileURL,
  urlToHttpOptions,
  isURL,
  getBlobFromURL,
  // For url.js and tests of the parser itself.
  encodeStr: percentEncode,
  parseHost,
  percentDecodeString,
  serializeUrlencoded,
  parseUrlencoded,
  toUSVString,
  isURLSearchParams: isParams,
  urlRecord: recordOf,
  hostToUnicode,
  idnaToASCII: (s) => {
    const r = domainToASCIIInternal(toUSVString(s));
    return r === null ? '' : r;
  },
};

// structuredClone refuses these (internal/structured_clone reads the set).
{
  const uncloneable = require('internal/uncloneable_prototypes');
  uncloneable.add(URL.prototype);
  uncloneable.add(URLSearchParams.prototype);
}
