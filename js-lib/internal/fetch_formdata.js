'use strict';
// internal/fetch_formdata: the `FormData` global (an ordered list of name/value entries whose
// values are strings or Files), its multipart/form-data encoding for fetch and Request
// bodies, and the multipart parser behind Body.formData().

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const { argumentCount, illegalInvocation } = require('internal/fetch_headers');
const kEntries = Symbol('kEntries');

function lazyFile() {
  return require('internal/file').File;
}
function isBlob(value) {
  return require('internal/blob').isBlob(value);
}

function checkThis(self) {
  if (self === null || typeof self !== 'object' || !(kEntries in self)) throw illegalInvocation();
}

function usv(value) {
  return `${value}`.toWellFormed();
}

// Fetch's "create an entry": Blobs become Files, a filename argument renames a File.
function makeEntry(context, name, value, filename, hasFilename) {
  name = usv(name);
  if (hasFilename && !isBlob(value)) {
    throw new TypeError(`${context}: Expected value ("${JSON.stringify(`${value}`)}") to be ` +
      'an instance of Blob.');
  }
  if (!isBlob(value)) return { name, value: usv(value) };
  const File = lazyFile();
  if (!(value instanceof File) || hasFilename) {
    const options = { type: value.type };
    if (value instanceof File) options.lastModified = value.lastModified;
    value = new File([value], hasFilename ? usv(filename) : (value instanceof File ? value.name :
      'blob'), options);
  }
  return { name, value };
}

class FormData {
  constructor(form = undefined) {
    if (form !== undefined) {
      throw new TypeError('FormData constructor: Argument 1 could not be converted to: ' +
        'undefined.');
    }
    this[kEntries] = [];
  }

  append(name, value, filename = undefined) {
    checkThis(this);
    argumentCount('FormData.append', arguments.length, 2);
    this[kEntries].push(makeEntry('FormData.append', name, value, filename, arguments.length > 2));
  }

  delete(name) {
    checkThis(this);
    argumentCount('FormData.delete', arguments.length, 1);
    name = usv(name);
    this[kEntries] = this[kEntries].filter((entry) => entry.name !== name);
  }

  get(name) {
    checkThis(this);
    argumentCount('FormData.get', arguments.length, 1);
    name = usv(name);
    const entry = this[kEntries].find((e) => e.name === name);
    return entry === undefined ? null : entry.value;
  }

  getAll(name) {
    checkThis(this);
    argumentCount('FormData.getAll', arguments.length, 1);
    name = usv(name);
    return this[kEntries].filter((e) => e.name === name).map((e) => e.value);
  }

  has(name) {
    checkThis(this);
    argumentCount('FormData.has', arguments.length, 1);
    name = usv(name);
    return this[kEntries].some((e) => e.name === name);
  }

  set(name, value, filename = undefined) {
    checkThis(this);
    argumentCount('FormData.set', arguments.length, 2);
    const entry = makeEntry('FormData.set', name, value, filename, arguments.length > 2);
    const entries = this[kEntries];
    const first = entries.findIndex((e) => e.name === entry.name);
    if (first === -1) {
      entries.push(entry);
    } else {
      this[kEntries] = entries.filter((e, i) => i <= first || e.name !== entry.name);
      this[kEntries][first] = entry;
    }
  }

  keys() {
    checkThis(this);
    return createIterator(this, 'key');
  }

  values() {
    checkThis(this);
    return createIterator(this, 'value');
  }

  entries() {
    checkThis(this);
    return createIterator(this, 'key+value');
  }

  forEach(callback, thisArg = undefined) {
    checkThis(this);
    argumentCount('FormData.forEach', arguments.length, 1);
    if (typeof callback !== 'function') {
      throw new TypeError("Failed to execute 'forEach' on 'FormData': parameter 1 is not of " +
        "type 'Function'.");
    }
    for (let i = 0; i < this[kEntries].length; i++) {
      const { name, value } = this[kEntries][i];
      callback.call(thisArg, value, name, this);
    }
  }

  [customInspectSymbol](depth, options) {
    const shown = { __proto__: null };
    for (const { name, value } of this[kEntries]) {
      if (!Object.hasOwn(shown, name)) shown[name] = value;
      else if (Array.isArray(shown[name])) shown[name].push(value);
      else shown[name] = [shown[name], value];
    }
    const inspect = require('internal/util/inspect').inspect;
    // Node formats a null-prototype object and cuts its "[Object: null prototype] " prefix
    // off afterwards, so line breaking is decided with that prefix still counted.
    const output = inspect(shown, { ...options, depth: options.depth ?? depth });
    return `FormData ${output.slice(output.indexOf(']') + 2)}`;
  }
}

const createIterator = require('internal/webidl_pair_iterator').makePairIterator(
  'FormData', (target, index) => {
    const entry = target[kEntries][index];
    return entry === undefined ? undefined : [entry.name, entry.value];
  });

Object.defineProperty(FormData.prototype, Symbol.iterator, {
  __proto__: null,
  writable: true,
  configurable: true,
  value: FormData.prototype.entries,
});
Object.defineProperty(FormData.prototype, Symbol.toStringTag, {
  __proto__: null,
  value: 'FormData',
  configurable: true,
});
for (const name of ['append', 'delete', 'get', 'getAll', 'has', 'set', 'keys', 'values',
  'entries', 'forEach']) {
  Object.defineProperty(FormData.prototype, name, { __proto__: null, enumerable: true });
}

// ---- multipart/form-data ------------------------------------------------------------------

// undici escapes quotes and line breaks in names and filenames; names (not filenames) also
// have their line breaks normalized to CRLF first.
function escapeQuoted(value) {
  return value.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
}

function normalizeNewlines(value) {
  return value.replace(/\r\n|\r|\n/g, '\r\n');
}

// Returns { boundary, blob }: the Blob keeps File values as parts, so file data is not copied.
function encodeMultipart(form) {
  let digits = '';
  for (let i = 0; i < 11; i++) digits += Math.floor(Math.random() * 10);
  const boundary = `----formdata-undici-0${digits}`;
  const prefix = `--${boundary}\r\nContent-Disposition: form-data`;
  const parts = [];
  for (const { name, value } of form[kEntries]) {
    const disposition = `${prefix}; name="${escapeQuoted(normalizeNewlines(name))}"`;
    if (typeof value === 'string') {
      parts.push(`${disposition}\r\n\r\n${normalizeNewlines(value)}\r\n`);
    } else {
      // A File with an empty name is sent without a filename (and so reads back as a string).
      parts.push(`${disposition}${value.name ? `; filename="${escapeQuoted(value.name)}"` : ''}` +
        `\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`);
      parts.push(value);
      parts.push('\r\n');
    }
  }
  parts.push(`--${boundary}--\r\n`);
  const { Blob } = require('internal/blob');
  return { boundary, blob: new Blob(parts) };
}

function indexOfBytes(haystack, needle, from) {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) {
      if (haystack[i + j] !== needle[j]) continue outer;
    }
    return i;
  }
  return -1;
}

function unescapeQuoted(value) {
  return value.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
}

const tokenRe = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const CR = 0x0d;
const LF = 0x0a;

function latin1(bytes, start, end) {
  let out = '';
  for (let i = start; i < end; i++) out += String.fromCharCode(bytes[i]);
  return out;
}

function isTokenByte(c) {
  return c > 0x20 && c < 0x7f && c !== 0x22 && c !== 0x28 && c !== 0x29 && c !== 0x2c &&
    c !== 0x2f && c !== 0x3a && c !== 0x3b && c !== 0x3c && c !== 0x3d && c !== 0x3e &&
    c !== 0x3f && c !== 0x40 && c !== 0x5b && c !== 0x5c && c !== 0x5d && c !== 0x7b &&
    c !== 0x7d;
}

// Reads a Content-Disposition value starting at `at.pos` the way undici does: a "form-data"
// type, then `;`-separated attributes (quoted values without escapes, bare tokens, or the
// UTF-8 form of RFC 5987 for `filename*`, which wins over `filename`); reading stops at the
// first thing that is not an attribute.
function parseDisposition(bytes, at, failed, decoder) {
  const skip = (test) => {
    while (at.pos < bytes.length && test(bytes[at.pos])) at.pos++;
  };
  const isBlank = (c) => c === 0x20 || c === 0x09;
  const typeStart = at.pos;
  skip(isTokenByte);
  if (latin1(bytes, typeStart, at.pos).toLowerCase() !== 'form-data') throw failed();
  let name = null;
  let filename = null;
  let extendedFilename = null;
  while (at.pos < bytes.length && bytes[at.pos] !== CR && bytes[at.pos + 1] !== LF) {
    if (bytes[at.pos] === 0x3b) at.pos++;
    skip(isBlank);
    const keyStart = at.pos;
    skip((c) => isTokenByte(c) && c !== 0x2a);
    if (at.pos === keyStart) break;
    const key = latin1(bytes, keyStart, at.pos).toLowerCase();
    const extended = bytes[at.pos] === 0x2a;
    if (extended) at.pos++;
    if (bytes[at.pos] !== 0x3d) break;
    at.pos++;
    skip(isBlank);
    let value;
    if (extended) {
      const valueStart = at.pos;
      skip((c) => c !== 0x20 && c !== CR && c !== LF && c !== 0x3b);
      const raw = latin1(bytes, valueStart, at.pos);
      if (raw.slice(0, 5).toLowerCase() !== 'utf-8') throw failed();
      try {
        value = decodeURIComponent(decoder.decode(bytes.subarray(valueStart + 7, at.pos)));
      } catch {
        throw failed();
      }
    } else if (bytes[at.pos] === 0x22) {
      const valueStart = ++at.pos;
      skip((c) => c !== LF && c !== CR && c !== 0x22);
      if (bytes[at.pos] !== 0x22) throw failed();
      value = unescapeQuoted(decoder.decode(bytes.subarray(valueStart, at.pos)));
      at.pos++;
    } else {
      const valueStart = at.pos;
      skip(isTokenByte);
      value = decoder.decode(bytes.subarray(valueStart, at.pos));
    }
    if (key === 'name') name = value;
    else if (key === 'filename') {
      if (extended) extendedFilename = value;
      else filename = value;
    }
  }
  if (name === null) throw failed();
  return { name, filename: extendedFilename ?? filename };
}

// The multipart/form-data parser undici runs for Body.formData().
function parseMultipart(bytes, contentType) {
  const failed = () => new TypeError('Failed to parse body as FormData.');
  const match = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i.exec(contentType);
  if (match === null) throw failed();
  const boundaryText = match[1] ?? match[2].trim();
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const boundary = encoder.encode(`--${boundaryText}`);
  const bare = boundary.subarray(2);
  const form = new FormData();
  const File = lazyFile();
  const end = bytes.length;
  const startsWith = (needle, at) => {
    if (at + needle.length > end) return false;
    for (let i = 0; i < needle.length; i++) if (bytes[at + i] !== needle[i]) return false;
    return true;
  };
  // Anything before the first delimiter is skipped, and anything after the closing one.
  let pos = indexOfBytes(bytes, boundary, 0);
  if (pos === -1) throw failed();
  for (;;) {
    if (!startsWith(boundary, pos)) throw failed();
    pos += boundary.length;
    if (bytes[pos] === 0x2d && bytes[pos + 1] === 0x2d) return form;
    if (bytes[pos] !== CR || bytes[pos + 1] !== LF) throw failed();
    pos += 2;

    let name = null;
    let filename = null;
    let type = null;
    let encoding = null;
    const at = { pos };
    while (bytes[at.pos] !== CR || bytes[at.pos + 1] !== LF) {
      const nameStart = at.pos;
      while (at.pos < end && bytes[at.pos] !== CR && bytes[at.pos] !== LF &&
             bytes[at.pos] !== 0x3a) {
        at.pos++;
      }
      const header = latin1(bytes, nameStart, at.pos).replace(/^[\t ]+|[\t ]+$/g, '');
      if (!tokenRe.test(header) || bytes[at.pos] !== 0x3a) throw failed();
      at.pos++;
      while (bytes[at.pos] === 0x20 || bytes[at.pos] === 0x09) at.pos++;
      const lower = header.toLowerCase();
      if (lower === 'content-disposition') {
        ({ name, filename } = parseDisposition(bytes, at, failed, decoder));
      } else {
        const valueStart = at.pos;
        while (at.pos < end && bytes[at.pos] !== CR && bytes[at.pos] !== LF) at.pos++;
        const value = latin1(bytes, valueStart, at.pos).replace(/[\t ]+$/, '');
        if (lower === 'content-type') type = value;
        else if (lower === 'content-transfer-encoding') encoding = value;
      }
      // undici only insists that one of the two line-break bytes is where it expects it.
      if (bytes[at.pos] !== CR && bytes[at.pos + 1] !== LF) throw failed();
      at.pos += 2;
    }
    pos = at.pos;
    if (name === null) throw failed();
    pos += 2;

    // The body runs to four bytes (CRLF and the dashes) before the next boundary text.
    const next = indexOfBytes(bytes, bare, pos);
    if (next === -1) throw failed();
    let content = bytes.subarray(pos, Math.max(pos, next - 4));
    pos += content.length;
    if (encoding === 'base64') {
      content = Buffer.from(latin1(content, 0, content.length), 'base64');
    }
    if (bytes[pos] !== CR || bytes[pos + 1] !== LF) throw failed();
    pos += 2;
    if (filename !== null) {
      type ??= 'text/plain';
      if (!/^[\x00-\x7f]*$/.test(type)) type = '';
      form.append(name, new File([content.slice()], filename, { type }));
    } else {
      form.append(name, decoder.decode(content));
    }
  }
}

// Node marks these uncloneable: structuredClone refuses them with a DataCloneError.
require('internal/uncloneable_prototypes').add(FormData.prototype);

module.exports = { FormData, encodeMultipart, parseMultipart };
