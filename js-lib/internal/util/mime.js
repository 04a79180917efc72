'use strict';
// internal/util/mime — util.MIMEType and util.MIMEParams: WHATWG MIME type parsing and
// serialization (mimesniff "parse a MIME type" / "serialize a MIME type") with Node's
// API: lower-cased type, subtype and parameter names, parameters parsed on first use, the
// first occurrence of a parameter wins, values re-quoted when they are not HTTP tokens.

const { codes } = require('internal/errors_lazy');

// Searches (not global: `search` would ignore the flag anyway).
const kNotTokenCodePoint = /[^!#$%&'*+\-.^_`|~A-Za-z0-9]/;
const kNotQuotedStringCodePoint = /[^\t\u0020-~\u0080-\u00FF]/;
const kLeadingWhitespaceEnd = /[^\r\n\t ]|$/;
const kTrailingWhitespace = /[\r\n\t ]*$/;
const kEqualsSemicolonOrEnd = /[;=]|$/;
// A quoted value up to its closing quote or the end; group 1 marks a final lone backslash,
// group 2 the closing quote.
const kQuotedValue = /^(?:([\\]$)|[\\][\s\S]|[^"])*(?:(")|$)/u;

const kNoThrow = Symbol('kNoThrow');

// Only ASCII letters change: MIME names are ASCII-case-insensitive, not Unicode-aware.
function toASCIILower(str) {
  if (!/[A-Z]/.test(str)) return str;
  return str.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}

function removeBackslashes(str) {
  let out = '';
  for (let i = 0; i < str.length; i++) {
    let c = str[i];
    // A backslash takes the next character literally; a final one stays.
    if (c === '\\' && i + 1 < str.length) c = str[++i];
    out += c;
  }
  return out;
}

function encodeValue(value) {
  if (value.length === 0) return '""';
  if (!kNotTokenCodePoint.test(value)) return value;
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

// Returns [type, subtype, index where the parameters start], or null with noThrow.
function parseTypeAndSubtype(str, noThrow) {
  let position = str.search(kLeadingWhitespaceEnd);
  const typeEnd = str.indexOf('/', position);
  const rawType = typeEnd === -1 ? str.slice(position) : str.slice(position, typeEnd);
  const invalidTypeIndex = rawType.search(kNotTokenCodePoint);
  if (rawType === '' || invalidTypeIndex !== -1 || typeEnd === -1) {
    if (noThrow) return null;
    throw new codes.ERR_INVALID_MIME_SYNTAX('type', str, invalidTypeIndex);
  }
  position = typeEnd + 1;
  const subtypeEnd = str.indexOf(';', position);
  const rawSubtype = subtypeEnd === -1 ? str.slice(position) : str.slice(position, subtypeEnd);
  position += rawSubtype.length;
  if (subtypeEnd !== -1) position += 1;
  const subtype = rawSubtype.slice(0, rawSubtype.search(kTrailingWhitespace));
  const invalidSubtypeIndex = subtype.search(kNotTokenCodePoint);
  if (subtype === '' || invalidSubtypeIndex !== -1) {
    if (noThrow) return null;
    throw new codes.ERR_INVALID_MIME_SYNTAX('subtype', str, invalidSubtypeIndex);
  }
  return [toASCIILower(rawType), toASCIILower(subtype), position];
}

function parseParameters(str, map) {
  const end = str.search(kTrailingWhitespace);
  let position = 0;
  while (position < end) {
    position += str.slice(position).search(kLeadingWhitespaceEnd);
    const nameEnd = str.slice(position).search(kEqualsSemicolonOrEnd) + position;
    const name = toASCIILower(str.slice(position, nameEnd));
    position = nameEnd;
    if (position < end) {
      const terminator = str[position];
      position++;
      // A name without '=' has no value and is dropped.
      if (terminator === ';') continue;
    }
    if (position >= end) break;
    let value;
    if (str[position] === '"') {
      position++;
      const match = kQuotedValue.exec(str.slice(position));
      position += match[0].length;
      const inside = match[1] || match[2] ? match[0].slice(0, -1) : match[0];
      value = removeBackslashes(inside);
      if (match[1]) value += '\\';
    } else {
      const valueEnd = str.indexOf(';', position);
      const raw = valueEnd === -1 ? str.slice(position) : str.slice(position, valueEnd);
      position += raw.length;
      value = raw.slice(0, raw.search(kTrailingWhitespace));
      if (value === '') continue;
    }
    if (name !== '' && !kNotTokenCodePoint.test(name) &&
        !kNotQuotedStringCodePoint.test(value) && !map.has(name)) {
      map.set(name, value);
    }
    position++;
  }
}

class MIMEParams {
  #data = new Map();
  // Parameters of a parsed type stay a string until first used.
  #pending = null;

  static fromString(str) {
    const params = new MIMEParams();
    params.#pending = str;
    return params;
  }

  // Node parses through a private method, whose brand check a foreign receiver fails in
  // V8's words.
  static #parseOf(self) {
    if (self === null || self === undefined) {
      throw new TypeError(`Cannot read properties of ${self} (reading 'MIMEParams')`);
    }
    if ((typeof self !== 'object' && typeof self !== 'function') || !(#data in self)) {
      throw new TypeError('Receiver must be an instance of class MIMEParams');
    }
    self.#parse();
  }

  #parse() {
    if (this.#pending === null) return;
    const str = this.#pending;
    this.#pending = null;
    parseParameters(str, this.#data);
  }

  delete(name) {
    MIMEParams.#parseOf(this);
    this.#data.delete(toASCIILower(`${name}`));
  }

  get(name) {
    MIMEParams.#parseOf(this);
    name = toASCIILower(`${name}`);
    return this.#data.has(name) ? this.#data.get(name) : null;
  }

  has(name) {
    MIMEParams.#parseOf(this);
    return this.#data.has(toASCIILower(`${name}`));
  }

  set(name, value) {
    MIMEParams.#parseOf(this);
    name = toASCIILower(`${name}`);
    value = `${value}`;
    const invalidNameIndex = name.search(kNotTokenCodePoint);
    if (name.length === 0 || invalidNameIndex !== -1) {
      throw new codes.ERR_INVALID_MIME_SYNTAX('parameter name', name, invalidNameIndex);
    }
    const invalidValueIndex = value.search(kNotQuotedStringCodePoint);
    if (invalidValueIndex !== -1) {
      throw new codes.ERR_INVALID_MIME_SYNTAX('parameter value', value, invalidValueIndex);
    }
    this.#data.set(name, value);
  }

  *entries() {
    MIMEParams.#parseOf(this);
    yield* this.#data.entries();
  }

  *keys() {
    MIMEParams.#parseOf(this);
    yield* this.#data.keys();
  }

  *values() {
    MIMEParams.#parseOf(this);
    yield* this.#data.values();
  }

  toString() {
    MIMEParams.#parseOf(this);
    let out = '';
    for (const [key, value] of this.#data) {
      if (out.length) out += ';';
      out += `${key}=${encodeValue(value)}`;
    }
    return out;
  }
}
const paramsFromString = MIMEParams.fromString;
delete MIMEParams.fromString;
const paramsToString = MIMEParams.prototype.toString;
Object.defineProperty(MIMEParams.prototype, Symbol.iterator, {
  __proto__: null, value: MIMEParams.prototype.entries, writable: true, configurable: true,
});
Object.defineProperty(MIMEParams.prototype, 'toJSON', {
  __proto__: null, value: paramsToString, writable: true, configurable: true,
});

// A null or undefined receiver fails reading Node's private field `field`, in V8's words.
function nullReceiver(self, field) {
  if (self === null || self === undefined) {
    throw new TypeError(`Cannot read properties of ${self} (reading '${field}')`);
  }
}

class MIMEType {
  #type;
  #subtype;
  #parameters;

  constructor(string, noThrowSymbol = null) {
    string = `${string}`;
    if (noThrowSymbol != null && noThrowSymbol !== kNoThrow) {
      throw new codes.ERR_ILLEGAL_CONSTRUCTOR();
    }
    const parts = parseTypeAndSubtype(string, noThrowSymbol !== null);
    if (parts !== null) {
      this.#type = parts[0];
      this.#subtype = parts[1];
      this.#parameters = paramsFromString(string.slice(parts[2]));
    }
  }

  // The constructor's parse, answering null instead of throwing.
  static parse(string) {
    const mime = new MIMEType(string, kNoThrow);
    return mime.type ? mime : null;
  }

  get type() {
    nullReceiver(this, '#type');
    return this.#type;
  }

  set type(v) {
    v = `${v}`;
    const invalidIndex = v.search(kNotTokenCodePoint);
    if (v.length === 0 || invalidIndex !== -1) {
      throw new codes.ERR_INVALID_MIME_SYNTAX('type', v, invalidIndex);
    }
    this.#type = toASCIILower(v);
  }

  get subtype() {
    nullReceiver(this, '#subtype');
    return this.#subtype;
  }

  set subtype(v) {
    v = `${v}`;
    const invalidIndex = v.search(kNotTokenCodePoint);
    if (v.length === 0 || invalidIndex !== -1) {
      throw new codes.ERR_INVALID_MIME_SYNTAX('subtype', v, invalidIndex);
    }
    this.#subtype = toASCIILower(v);
  }

  get essence() {
    nullReceiver(this, '#type');
    return `${this.#type}/${this.#subtype}`;
  }

  get params() {
    nullReceiver(this, '#parameters');
    return this.#parameters;
  }

  toString() {
    nullReceiver(this, '#type');
    let out = `${this.#type}/${this.#subtype}`;
    const params = paramsToString.call(this.#parameters);
    if (params.length) out += `;${params}`;
    return out;
  }
}
Object.defineProperty(MIMEType.prototype, 'toJSON', {
  __proto__: null, value: MIMEType.prototype.toString, writable: true, configurable: true,
});

module.exports = { MIMEType, MIMEParams };
