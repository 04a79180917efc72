'use strict';
// internal/buffer: what buffer, string_decoder and internal/encoding share — the native
// binding, the FastBuffer class (the real class of every Buffer; `buffer` makes its
// prototype Buffer.prototype), the encoding-name table whose ids the native side uses,
// and brand checks for Uint8Array and ArrayBuffers.

const binding = internalBinding('buffer');

class FastBuffer extends Uint8Array {}

// The factory the native side uses for Node errors: `new codes[code](...args)`. Node's
// C++ throws a few errors with a bare message plus a `code`; those are asked for with a
// '!' code and (constructor name, message).
let codes;
function makeError(code, ...args) {
  if (code[0] === '!') {
    const Ctor = args[0] === 'RangeError' ? RangeError : TypeError;
    const err = new Ctor(args[1]);
    err.code = code.slice(1);
    return err;
  }
  if (codes === undefined) codes = require('internal/errors').codes;
  return new codes[code](...args);
}

// Buffers made natively get this prototype (it becomes Buffer.prototype once `buffer`
// has added its methods), so they are right even before `buffer` loads.
binding.setup(FastBuffer.prototype, makeError);

// ---------------------------------------------------------------------------------------
// Type checks (brand checks through intrinsic getters: they cannot be spoofed).

const TypedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype);
const typedArrayTag =
  Object.getOwnPropertyDescriptor(TypedArrayPrototype, Symbol.toStringTag).get;
const typedArrayLength = Object.getOwnPropertyDescriptor(TypedArrayPrototype, 'length').get;
const typedArrayByteLength =
  Object.getOwnPropertyDescriptor(TypedArrayPrototype, 'byteLength').get;
const arrayBufferByteLength =
  Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
const sharedByteLength = typeof SharedArrayBuffer === 'function' ?
  Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, 'byteLength').get : undefined;

function isUint8Array(value) {
  return typedArrayTag.call(value) === 'Uint8Array';
}

function isAnyArrayBuffer(value) {
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

// ---------------------------------------------------------------------------------------
// Encodings. The ids are the native ones (runtime/src/bindings/buffer/codec.rs).

const kUtf8 = 0;
const kUcs2 = 1;
const kLatin1 = 2;
const kAscii = 3;
const kBase64 = 4;
const kBase64Url = 5;
const kHex = 6;
const encodingIds = {
  __proto__: null,
  'utf8': kUtf8,
  'utf-8': kUtf8,
  'ucs2': kUcs2,
  'ucs-2': kUcs2,
  'utf16le': kUcs2,
  'utf-16le': kUcs2,
  'latin1': kLatin1,
  'binary': kLatin1,
  'ascii': kAscii,
  'base64': kBase64,
  'base64url': kBase64Url,
  'hex': kHex,
};
const encodingNames = ['utf8', 'utf16le', 'latin1', 'ascii', 'base64', 'base64url', 'hex'];

// The id of an encoding name (any letter case), or undefined. Like Node's
// getEncodingOps, a non-string is converted to a string first.
function encodingId(encoding) {
  if (typeof encoding !== 'string') encoding = `${encoding}`;
  const id = encodingIds[encoding];
  if (id !== undefined) return id;
  return encodingIds[encoding.toLowerCase()];
}

// internal/util's normalizeEncoding: the canonical name, 'utf8' for null/undefined/''.
function normalizeEncoding(encoding) {
  if (encoding == null || encoding === '') return 'utf8';
  if (typeof encoding !== 'string') return undefined;
  const id = encodingId(encoding);
  return id === undefined ? undefined : encodingNames[id];
}

module.exports = {
  binding,
  makeError,
  FastBuffer,
  encodingId,
  normalizeEncoding,
  encodingNames,
  isUint8Array,
  isAnyArrayBuffer,
  typedArrayTag,
  typedArrayLength,
  typedArrayByteLength,
  kUtf8,
  kUcs2,
  kLatin1,
  kAscii,
  kBase64,
  kBase64Url,
  kHex,
};
