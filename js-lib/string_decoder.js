'use strict';
// string_decoder: StringDecoder, which decodes a byte stream chunk by chunk without
// splitting multi-byte characters (the chunked fs readers and streams rely on it).
// The decoding and the chunk-boundary bookkeeping are native
// (internalBinding('buffer').decoderWrite/decoderFlush); the state lives in a 7-byte
// Buffer laid out as Node's — bytes 0-3 the incomplete character, 4 the bytes still
// missing, 5 the bytes buffered, 6 the encoding (Node's enum numbering) — so that
// lastChar/lastNeed/lastTotal and util.inspect show what Node shows.

const {
  binding,
  normalizeEncoding,
  encodingId,
} = require('internal/buffer');
const { codes } = require('internal/errors_lazy');

const kNativeDecoder = Symbol('kNativeDecoder');
const kMissingBytes = 4;
const kBufferedBytes = 5;
const kEncodingField = 6;
const ArrayBufferIsView = ArrayBuffer.isView;
const subarray = Object.getPrototypeOf(Uint8Array.prototype).subarray;

// Node's numbering of encodings in the state byte, indexed by internal/buffer's ids
// (utf8, utf16le, latin1, ascii, base64, base64url, hex).
const kNodeEnum = [1, 3, 4, 0, 2, 7, 5];

function StringDecoder(encoding) {
  // Node stores the encoding before checking it, so a call without `new` fails on that
  // store whatever the encoding (V8's wording).
  if (this == null) {
    throw new TypeError(`Cannot set properties of ${this} (setting 'encoding')`);
  }
  const normalized = normalizeEncoding(encoding);
  this.encoding = normalized;
  if (normalized === undefined) throw new codes.ERR_UNKNOWN_ENCODING(encoding);
  const state = binding.createBuffer(binding.kStateSize);
  state[kEncodingField] = kNodeEnum[encodingId(normalized)];
  this[kNativeDecoder] = state;
}

// The decoder state of `self`. A receiver that is not a StringDecoder fails as Node's own
// property reads do (V8's wording): a null or undefined one on reading the state, another
// on the state's byte `index` it lacks (read, or written when `setting`).
function stateOf(self, index, setting) {
  if (self === null || self === undefined) {
    throw new TypeError(`Cannot read properties of ${self} (reading 'Symbol(kNativeDecoder)')`);
  }
  const state = self[kNativeDecoder];
  if (state === undefined && index !== undefined) {
    throw new TypeError(setting ? `Cannot set properties of undefined (setting '${index}')` :
      `Cannot read properties of undefined (reading '${index}')`);
  }
  return state;
}

StringDecoder.prototype.write = function write(buf) {
  if (typeof buf === 'string') return buf;
  if (!ArrayBufferIsView(buf)) {
    throw new codes.ERR_INVALID_ARG_TYPE('buf', ['Buffer', 'TypedArray', 'DataView'], buf);
  }
  // Checked in place rather than through stateOf: write is the hot path of every decoder.
  const state = this === null || this === undefined ? stateOf(this) : this[kNativeDecoder];
  if (state === undefined) throw new codes.ERR_INVALID_THIS('StringDecoder');
  return binding.decoderWrite(state, buf);
};

StringDecoder.prototype.end = function end(buf) {
  let ret = '';
  if (buf !== undefined) {
    if (this === null || this === undefined) {
      throw new TypeError(`Cannot read properties of ${this} (reading 'write')`);
    }
    ret = this.write(buf);
  }
  const state = stateOf(this, kBufferedBytes, false);
  if (state[kBufferedBytes] > 0) ret += binding.decoderFlush(state);
  return ret;
};

// Decodes `buf` from `offset` on, forgetting any incomplete character.
StringDecoder.prototype.text = function text(buf, offset) {
  const state = stateOf(this, kMissingBytes, true);
  state[kMissingBytes] = 0;
  state[kBufferedBytes] = 0;
  if (buf === null || buf === undefined) {
    // Spelled out: the engine places this failure on the enclosing write() call.
    throw new TypeError(`Cannot read properties of ${buf} (reading 'slice')`);
  }
  return this.write(buf.slice(offset));
};

Object.defineProperties(StringDecoder.prototype, {
  lastChar: {
    __proto__: null,
    configurable: true,
    enumerable: true,
    get() {
      const state = stateOf(this);
      if (state === undefined) {
        throw new TypeError(
          'Method %TypedArray%.prototype.subarray called on incompatible receiver undefined');
      }
      return subarray.call(state, 0, kMissingBytes);
    },
  },
  lastNeed: {
    __proto__: null,
    configurable: true,
    enumerable: true,
    get() {
      return stateOf(this, kMissingBytes, false)[kMissingBytes];
    },
  },
  lastTotal: {
    __proto__: null,
    configurable: true,
    enumerable: true,
    get() {
      const state = stateOf(this, kBufferedBytes, false);
      return state[kBufferedBytes] + state[kMissingBytes];
    },
  },
});

module.exports = { StringDecoder };
