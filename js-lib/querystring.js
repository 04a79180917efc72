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
// their low byte, as Node does.
function unescapeBuffer(s, decodeSpaces) {
  const { Buffer } = require('buffer');
  const out = Buffer.allocUnsafe(s.length);
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x2B && decodeSpaces) {
      out[n++] = 0x20;
      continue;
    }
    if (c === 0x25 && i + 2 < s.length) {
      const h = hexValue(s.charCodeAt(i + 1));
      const l = h >= 0 ? hexValue(s.charCodeAt(i + 2)) : -1;
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

function hasEscape(s) {
  for (let i = s.indexOf('%'); i !== -1 && i + 2 < s.length; i = s.indexOf('%', i + 1)) {
    if (hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0) return true;
  }
  return false;
}

function parse(qs, sep, eq, options) {
  const obj = { __proto__: null };
  if (typeof qs !== 'string' || qs.length === 0) return obj;
  sep = sep ? String(sep) : '&';
  eq = eq ? String(eq) : '=';
  // maxKeys counts every separator-delimited piece, empty ones included; 0, negative or
  // non-finite numbers lift the limit, anything that is not a number keeps the default.
  let remaining = 1000;
  if (options && typeof options.maxKeys === 'number') {
    remaining = options.maxKeys > 0 ? options.maxKeys : Infinity;
  }
  let decode = module.exports.unescape;
  if (options && typeof options.decodeURIComponent === 'function') {
    decode = options.decodeURIComponent;
  }
  const custom = decode !== qsUnescape;
  const space = custom ? '%20' : ' ';
  const decodePart = (s) => {
    if (s.indexOf('+') !== -1) s = s.replace(/\+/g, space);
    if (s.length === 0 || (!custom && !hasEscape(s))) return s;
    try {
      return decode(s);
    } catch {
      return module.exports.unescape(s, true);
    }
  };

  let start = 0;
  const len = qs.length;
  while (start <= len) {
    let end = sep.length === 0 ? -1 : qs.indexOf(sep, start);
    if (end === -1) end = len;
    const piece = qs.slice(start, end);
    start = end + (sep.length === 0 ? 1 : sep.length);
    if (piece.length === 0) {
      if (end === len) break;
      if (--remaining <= 0) return obj;
      continue;
    }
    let key;
    let value;
    if (eq.length === 0) {
      key = '';
      value = piece;
    } else {
      const at = piece.indexOf(eq);
      if (at === -1) {
        key = piece;
        value = '';
      } else {
        key = piece.slice(0, at);
        value = piece.slice(at + eq.length);
      }
    }
    key = decodePart(key);
    value = decodePart(value);
    const current = obj[key];
    if (current === undefined) obj[key] = value;
    else if (typeof current === 'string') obj[key] = [current, value];
    else current.push(value);
    if (--remaining <= 0) return obj;
    if (end === len) break;
  }
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
