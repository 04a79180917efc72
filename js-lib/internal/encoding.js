'use strict';
// internal/encoding: the WHATWG TextEncoder and TextDecoder (the globals are wired to
// this module). Encoding and decoding are native (internalBinding('buffer'):
// encodeUtf8, encodeInto, createDecoder, decode), backed by encoding_rs, so every label
// of the Encoding Standard works (utf-8, utf-16le/be, windows-1252 and the other legacy
// single- and multi-byte encodings), with `fatal`, `ignoreBOM` and `stream`.

const { binding } = require('internal/buffer');
const { codes } = require('internal/errors');
const {
  ERR_ENCODING_INVALID_ENCODED_DATA,
  ERR_ENCODING_NOT_SUPPORTED,
  ERR_INVALID_ARG_TYPE,
  ERR_INVALID_THIS,
} = codes;

const kHandle = Symbol('handle');
const kFlags = Symbol('flags');
const kEncoding = Symbol('encoding');
// Flag values as Node's (util.inspect shows them with showHidden).
const kFatal = 2;
const kIgnoreBOM = 4;
const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const ArrayBufferIsView = ArrayBuffer.isView;

let inspectFn;
function inspect(value, opts) {
  if (inspectFn === undefined) inspectFn = require('internal/util/inspect').inspect;
  return inspectFn(value, opts);
}

// Node's validateObject with nullable, array and function values allowed.
function validateOptions(options) {
  if (options !== null && typeof options !== 'object' && typeof options !== 'function') {
    throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
  }
}

const typedArrayTagGetter = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
function typedArrayTag(value) {
  return typedArrayTagGetter.call(value);
}

// Node 26's TextEncoder keeps its encoding in a private field, so a foreign receiver
// fails V8's private-member checks; these are V8's messages (no `code`). Each method checks
// its receiver in place (`#encoding in this`), a call only on failure: encode is hot.
function throwForeignReceiver(self, method) {
  if (self === null || self === undefined) {
    const name = method ? 'TextEncoder' : '#encoding';
    throw new TypeError(`Cannot read properties of ${self} (reading '${name}')`);
  }
  throw new TypeError(method ? 'Receiver must be an instance of class TextEncoder' :
    'Cannot read private member #encoding from an object whose class did not declare it');
}

class TextEncoder {
  #encoding = 'utf-8';

  get encoding() {
    if (typeof this !== 'object' || this === null || !(#encoding in this)) {
      throwForeignReceiver(this, false);
    }
    return this.#encoding;
  }

  encode(input = '') {
    if (typeof this !== 'object' || this === null || !(#encoding in this)) {
      throwForeignReceiver(this, true);
    }
    return binding.encodeUtf8(`${input}`);
  }

  encodeInto(src, dest) {
    // Node 26 validates rather than converts the source (encode() still converts), and
    // checks both arguments before its receiver.
    if (typeof src !== 'string') throw new ERR_INVALID_ARG_TYPE('src', 'string', src);
    if (typedArrayTag(dest) !== 'Uint8Array') {
      throw new ERR_INVALID_ARG_TYPE('dest', 'Uint8Array', dest);
    }
    if (typeof this !== 'object' || this === null || !(#encoding in this)) {
      throwForeignReceiver(this, true);
    }
    return binding.encodeInto(src, dest);
  }

  [customInspectSymbol](depth, opts) {
    if (typeof this !== 'object' || this === null || !(#encoding in this)) {
      throwForeignReceiver(this, false);
    }
    if (typeof depth === 'number' && depth < 0) return this;
    return inspect({ encoding: this.#encoding }, opts);
  }
}

Object.defineProperties(TextEncoder.prototype, {
  encode: { __proto__: null, enumerable: true },
  encodeInto: { __proto__: null, enumerable: true },
  encoding: { __proto__: null, enumerable: true },
  [Symbol.toStringTag]: { __proto__: null, configurable: true, value: 'TextEncoder' },
});

function checkDecoder(self) {
  if (self === null || typeof self !== 'object' || !(kFlags in self)) {
    throw new ERR_INVALID_THIS('TextDecoder');
  }
}

// Node words a bad decode() input by the decoder that meets it: the single-byte tables
// and UTF-8 in streaming mode name "input" with the value received, the one-shot UTF-8
// path names "list", and the remaining (ICU) encodings name "input" without the value.
const kSingleByteNames = new Set([
  'ibm866', 'iso-8859-2', 'iso-8859-3', 'iso-8859-4', 'iso-8859-5', 'iso-8859-6',
  'iso-8859-7', 'iso-8859-8', 'iso-8859-8-i', 'iso-8859-10', 'iso-8859-13', 'iso-8859-14',
  'iso-8859-15', 'iso-8859-16', 'koi8-r', 'koi8-u', 'macintosh', 'windows-874',
  'windows-1250', 'windows-1251', 'windows-1252', 'windows-1253', 'windows-1254',
  'windows-1255', 'windows-1256', 'windows-1257', 'windows-1258', 'x-mac-cyrillic',
  'x-user-defined',
]);

function invalidDecodeInput(encoding, stream, input) {
  if (kSingleByteNames.has(encoding) || (encoding === 'utf-8' && stream)) {
    return new ERR_INVALID_ARG_TYPE('input', ['ArrayBuffer', 'ArrayBufferView'], input);
  }
  const name = encoding === 'utf-8' ? 'list' : 'input';
  const err = new TypeError(`The "${name}" argument must be an instance of ` +
    'SharedArrayBuffer, ArrayBuffer or ArrayBufferView.');
  err.code = 'ERR_INVALID_ARG_TYPE';
  return err;
}

// Node's single-byte decoders are JS and throw its usual error (with an `errno` member);
// the native ones throw a plain TypeError that only has a `code`.
function invalidEncodedData(encoding) {
  if (kSingleByteNames.has(encoding)) {
    return new ERR_ENCODING_INVALID_ENCODED_DATA(encoding, undefined);
  }
  const err = new TypeError(`The encoded data was not valid for encoding ${encoding}`);
  err.code = 'ERR_ENCODING_INVALID_ENCODED_DATA';
  return err;
}

const replacementLabels = new Set(['csiso2022kr', 'hz-gb-2312', 'iso-2022-cn', 'iso-2022-cn-ext',
  'iso-2022-kr', 'replacement']);

class TextDecoder {
  constructor(encoding = 'utf-8', options = undefined) {
    encoding = `${encoding}`;
    if (options !== undefined) validateOptions(options);
    const name = binding.encodingName(encoding);
    if (name === undefined) {
      // Labels of the Encoding Standard's "replacement" encoding are reported by that name.
      const label = encoding.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase();
      throw new ERR_ENCODING_NOT_SUPPORTED(replacementLabels.has(label) ? 'replacement' : encoding);
    }
    let flags = 0;
    if (options != null) {
      if (options.fatal) flags |= kFatal;
      if (options.ignoreBOM) flags |= kIgnoreBOM;
      // Node reads both members a second time (in reverse order) for its own attributes.
      options.ignoreBOM; // eslint-disable-line no-unused-expressions
      options.fatal; // eslint-disable-line no-unused-expressions
    }
    this[kEncoding] = name;
    this[kFlags] = flags;
    // The native decoder is made on first use.
    this[kHandle] = undefined;
  }

  decode(input = undefined, options = undefined) {
    checkDecoder(this);
    if (options !== undefined) validateOptions(options);
    const stream = options != null && Boolean(options.stream);
    if (input !== undefined && !ArrayBufferIsView(input) && !isBufferSource(input)) {
      throw invalidDecodeInput(this[kEncoding], stream, input);
    }
    let handle = this[kHandle];
    if (handle === undefined) {
      const flags = this[kFlags];
      handle = binding.createDecoder(this[kEncoding], (flags & kFatal) !== 0,
        (flags & kIgnoreBOM) !== 0);
      this[kHandle] = handle;
    }
    const result = binding.decode(handle, input, stream);
    if (result === null) throw invalidEncodedData(this[kEncoding]);
    return result;
  }

  get encoding() {
    checkDecoder(this);
    return this[kEncoding];
  }

  get fatal() {
    checkDecoder(this);
    return (this[kFlags] & kFatal) !== 0;
  }

  get ignoreBOM() {
    checkDecoder(this);
    return (this[kFlags] & kIgnoreBOM) !== 0;
  }

  [customInspectSymbol](depth, opts) {
    checkDecoder(this);
    if (typeof depth === 'number' && depth < 0) return this;
    const constructor = Object.getPrototypeOf(this)?.constructor || TextDecoder;
    const obj = { __proto__: { constructor } };
    obj.encoding = this.encoding;
    obj.fatal = this.fatal;
    obj.ignoreBOM = this.ignoreBOM;
    if (opts && opts.showHidden) {
      obj[kFlags] = this[kFlags];
      obj[kHandle] = this[kHandle];
    }
    return `${constructor.name} ${inspect(obj)}`;
  }
}

const arrayBufferByteLength =
  Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
const sharedByteLength = typeof SharedArrayBuffer === 'function' ?
  Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, 'byteLength').get : undefined;

function isBufferSource(value) {
  if (typeof value !== 'object' || value === null) return false;
  try {
    arrayBufferByteLength.call(value);
    return true;
  } catch {
    // not an ArrayBuffer
  }
  if (sharedByteLength === undefined) return false;
  try {
    sharedByteLength.call(value);
    return true;
  } catch {
    return false;
  }
}

Object.defineProperties(TextDecoder.prototype, {
  decode: { __proto__: null, enumerable: true },
  encoding: { __proto__: null, enumerable: true },
  fatal: { __proto__: null, enumerable: true },
  ignoreBOM: { __proto__: null, enumerable: true },
  [Symbol.toStringTag]: { __proto__: null, configurable: true, value: 'TextDecoder' },
});

// The Encoding Standard name for a label (whitespace-trimmed, any case), or undefined.
function getEncodingFromLabel(label) {
  return binding.encodingName(`${label}`, true);
}

module.exports = { TextEncoder, TextDecoder, getEncodingFromLabel };
