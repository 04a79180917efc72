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
    const shown = {};
    for (const { name, value } of this[kEntries]) {
      if (!Object.hasOwn(shown, name)) shown[name] = value;
      else if (Array.isArray(shown[name])) shown[name].push(value);
      else shown[name] = [shown[name], value];
    }
    const inspect = require('internal/util/inspect').inspect;
    return `FormData ${inspect(shown, { ...options, depth: options.depth ?? depth })}`;
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

function escapeName(name) {
  return name.replace(/\r\n|\r|\n/g, '\r\n')
    .replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
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
    if (typeof value === 'string') {
      parts.push(`${prefix}; name="${escapeName(normalizeNewlines(name))}"\r\n\r\n` +
        `${normalizeNewlines(value)}\r\n`);
    } else {
      parts.push(`${prefix}; name="${escapeName(normalizeNewlines(name))}"; ` +
        `filename="${escapeName(value.name)}"\r\n` +
        `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`);
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

function unescapeName(value) {
  return value.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
}

function parseMultipart(bytes, contentType) {
  const failed = () => new TypeError('Failed to parse body as FormData.');
  const match = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i.exec(contentType);
  if (match === null) throw failed();
  const boundary = match[1] ?? match[2].trim();
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const delimiter = encoder.encode(`--${boundary}`);
  const form = new FormData();
  let pos = indexOfBytes(bytes, delimiter, 0);
  if (pos === -1) throw failed();
  const File = lazyFile();
  for (;;) {
    pos += delimiter.length;
    if (bytes[pos] === 0x2d && bytes[pos + 1] === 0x2d) break;
    if (bytes[pos] !== 0x0d || bytes[pos + 1] !== 0x0a) throw failed();
    pos += 2;
    const headerEnd = indexOfBytes(bytes, encoder.encode('\r\n\r\n'), pos);
    if (headerEnd === -1) throw failed();
    const headerText = decoder.decode(bytes.subarray(pos, headerEnd));
    let name = null;
    let filename = null;
    let type = '';
    for (const line of headerText.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon === -1) continue;
      const key = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (key === 'content-disposition') {
        const n = /;\s*name="([^"]*)"/i.exec(value);
        const f = /;\s*filename="([^"]*)"/i.exec(value);
        if (n) name = unescapeName(n[1]);
        if (f) filename = unescapeName(f[1]);
      } else if (key === 'content-type') {
        type = value;
      }
    }
    if (name === null) throw failed();
    const bodyStart = headerEnd + 4;
    const next = indexOfBytes(bytes, encoder.encode(`\r\n--${boundary}`), bodyStart);
    if (next === -1) throw failed();
    const content = bytes.slice(bodyStart, next);
    if (filename !== null) {
      form.append(name, new File([content], filename, { type }));
    } else {
      form.append(name, decoder.decode(content));
    }
    pos = next + 2;
  }
  return form;
}

module.exports = { FormData, encodeMultipart, parseMultipart };
