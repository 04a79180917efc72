'use strict';
// querystring: Node's legacy query-string codec (parse/decode, stringify/encode, escape,
// unescape, unescapeBuffer). Unlike URLSearchParams it escapes with the encodeURIComponent
// unreserved set, keeps '+' only as a space alias when parsing, and returns a null-prototype
// object whose repeated keys collect into arrays. `escape` and `unescape` are looked up on the
// module object at call time, so user code may replace them (Node documents this).

const { HEX, encodeStr } = require('internal/querystring');

// Characters escape() leaves alone: A-Z a-z 0-9 - . _ ~ ! ' ( ) *
const unreserved = new Uint8Array(128);
(function build() {
  const chars = "-._~!'()*";
  for (let i = 0; i < chars.length; i++) unreserved[chars.charCodeAt(i)] = 1;
  for (let c = 0x30; c <= 0x39; c++) unreserved[c] = 1;
  for (let c = 0x41; c <= 0x5A; c++) unreserved[c] = 1;
  for (let c = 0x61; c <= 0x7A; c++) unreserved[c] = 1;
})();

function qsEscape(str) {
  if (typeof str !== 'string') {
    if (typeof str === 'object') str = String(str);
    else str += '';
  }
  return encodeStr(str, unreserved);
}

function hexValue(c) {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  if (l >= 0x61 && l <= 0x66) return l - 0x61 + 10;
  return -1;
}

// Bytes of `s` with %XX decoded (and '+' as space when asked); other characters are stored as
// their low byte, as Node does. A non-string argument is read the way Node reads it: its own
// `length` sizes the loop while the characters come from its string form.
const charCodeAt = Function.prototype.call.bind(String.prototype.charCodeAt);
function unescapeBuffer(s, decodeSpaces) {
  const { Buffer } = require('buffer');
  const out = Buffer.allocUnsafe(s.length);
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = charCodeAt(s, i);
    if (c === 0x2B && decodeSpaces) {
      out[n++] = 0x20;
      continue;
    }
    if (c === 0x25 && i + 2 < s.length) {
      const h = hexValue(charCodeAt(s, i + 1));
      const l = h >= 0 ? hexValue(charCodeAt(s, i + 2)) : -1;
      if (l >= 0) {
        out[n++] = h * 16 + l;
        i += 2;
        continue;
      }
    }
    out[n++] = c & 0xFF;
  }
  return n === s.length ? out : out.slice(0, n);
}

function qsUnescape(s, decodeSpaces) {
  try {
    return decodeURIComponent(s);
  } catch {
    return module.exports.unescapeBuffer(s, decodeSpaces).toString();
  }
}

function primitiveString(v) {
  switch (typeof v) {
    case 'string': return v;
    case 'number': return Number.isFinite(v) ? `${v}` : '';
    case 'bigint': return `${v}`;
    case 'boolean': return v ? 'true' : 'false';
    default: return '';
  }
}

function stringify(obj, sep, eq, options) {
  sep = sep || '&';
  eq = eq || '=';
  let encode = module.exports.escape;
  if (options && typeof options.encodeURIComponent === 'function') {
    encode = options.encodeURIComponent;
  }
  const builtin = encode === qsEscape;
  // The built-in encoder is skipped for values that can only produce safe characters.
  const convert = (v) => {
    if (!builtin) return encode(primitiveString(v));
    switch (typeof v) {
      case 'string': return v.length === 0 ? '' : encode(v);
      case 'number':
        if (!Number.isFinite(v)) return '';
        return Math.abs(v) < 1e21 ? `${v}` : encode(`${v}`);
      case 'bigint': return `${v}`;
      case 'boolean': return v ? 'true' : 'false';
      default: return '';
    }
  };
  if (obj === null || typeof obj !== 'object') return '';
  const keys = Object.keys(obj);
  let out = '';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const v = obj[k];
    const prefix = convert(k) + eq;
    if (Array.isArray(v)) {
      if (v.length === 0) continue;
      for (let j = 0; j < v.length; j++) {
        if (out !== '') out += sep;
        out += prefix + convert(v[j]);
      }
    } else {
      if (out !== '') out += sep;
      out += prefix + convert(v);
    }
  }
  return out;
}

function isHexCode(c) {
  return hexValue(c) >= 0;
}

// Decodes one finished key or value. A failing custom decoder falls back to the module's
// unescape (looked up now, so a replaced one is used).
function decodePiece(s, decode) {
  try {
    return decode(s);
  } catch {
    return module.exports.unescape(s, true);
  }
}

function addPair(obj, key, value, keyEscaped, valueEscaped, decode) {
  if (key.length > 0 && keyEscaped) key = decodePiece(key, decode);
  if (value.length > 0 && valueEscaped) value = decodePiece(value, decode);
  const current = obj[key];
  if (current === undefined) obj[key] = value;
  else if (typeof current === 'string') obj[key] = [current, value];
  else current.push(value);
}

// A single left-to-right scan with Node's exact quirks, which its tests and users rely on:
// - `sep` and `eq` are matched greedily without backtracking; a character that continues a
//   partial `sep` match is never tested against `eq`, so parse('x&y&&z', '&&', '&') has the
//   key "x&y";
// - a key or value is only decoded when a valid %XX was seen, and the scan that spots one
//   runs for the value as soon as the key is known to need decoding, so escapes later in
//   the key mark the value too ('%C3%A4=%€' decodes "%€" to "%\uFFFD");
// - "+" becomes a space as it is read (or "%20" for a custom decoder, which always runs);
// - maxKeys counts empty pieces too; 0, negative and NaN mean no limit.
function parse(qs, sep, eq, options) {
  const obj = { __proto__: null };
  if (typeof qs !== 'string' || qs.length === 0) return obj;
  const sepText = sep ? String(sep) : '&';
  const eqText = eq ? String(eq) : '=';
  const sepLen = sepText.length;
  const eqLen = eqText.length;
  let pairs = 1000;
  if (options && typeof options.maxKeys === 'number') {
    pairs = options.maxKeys > 0 ? options.maxKeys : -1;
  }
  let decode = module.exports.unescape;
  if (options && typeof options.decodeURIComponent === 'function') {
    decode = options.decodeURIComponent;
  }
  const custom = decode !== qsUnescape;
  const plus = custom ? '%20' : ' ';

  const len = qs.length;
  let key = '';
  let value = '';
  let keyEscaped = custom;
  let valueEscaped = custom;
  let copied = 0; // qs before this index is already in key or value
  let sepMatched = 0;
  let eqMatched = 0;
  let escapeRun = 0; // 1 after "%", 2 after "%" and one hex digit
  for (let i = 0; i < len; i++) {
    const code = qs.charCodeAt(i);
    if (code === sepText.charCodeAt(sepMatched)) {
      if (++sepMatched === sepLen) {
        const end = i - sepLen + 1;
        if (eqMatched < eqLen) {
          if (copied < end) {
            key += qs.slice(copied, end);
          } else if (key.length === 0) {
            // An empty piece: nothing to add, but it counts against maxKeys.
            if (--pairs === 0) return obj;
            copied = i + 1;
            sepMatched = eqMatched = 0;
            continue;
          }
        } else if (copied < end) {
          value += qs.slice(copied, end);
        }
        addPair(obj, key, value, keyEscaped, valueEscaped, decode);
        if (--pairs === 0) return obj;
        keyEscaped = valueEscaped = custom;
        key = value = '';
        escapeRun = 0;
        copied = i + 1;
        sepMatched = eqMatched = 0;
      }
      continue;
    }
    sepMatched = 0;
    if (eqMatched < eqLen) {
      if (code === eqText.charCodeAt(eqMatched)) {
        if (++eqMatched === eqLen) {
          const end = i - eqLen + 1;
          if (copied < end) key += qs.slice(copied, end);
          escapeRun = 0;
          copied = i + 1;
        }
        continue;
      }
      eqMatched = 0;
      if (!keyEscaped) {
        if (code === 0x25) {
          escapeRun = 1;
          continue;
        }
        if (escapeRun > 0) {
          if (isHexCode(code)) {
            if (++escapeRun === 3) keyEscaped = true;
            continue;
          }
          escapeRun = 0;
        }
      }
      if (code === 0x2B) {
        if (copied < i) key += qs.slice(copied, i);
        key += plus;
        copied = i + 1;
        continue;
      }
    }
    if (code === 0x2B) {
      if (copied < i) value += qs.slice(copied, i);
      value += plus;
      copied = i + 1;
    } else if (!valueEscaped) {
      if (code === 0x25) {
        escapeRun = 1;
      } else if (escapeRun > 0) {
        if (isHexCode(code)) {
          if (++escapeRun === 3) valueEscaped = true;
        } else {
          escapeRun = 0;
        }
      }
    }
  }
  if (copied < len) {
    if (eqMatched < eqLen) key += qs.slice(copied);
    else if (sepMatched < sepLen) value += qs.slice(copied);
  } else if (eqMatched === 0 && key.length === 0) {
    return obj;
  }
  addPair(obj, key, value, keyEscaped, valueEscaped, decode);
  return obj;
}

module.exports = {
  unescapeBuffer,
  unescape: qsUnescape,
  escape: qsEscape,
  stringify,
  encode: stringify,
  parse,
  decode: parse,
};
