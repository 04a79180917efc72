// The implementation of Uint8Array's base64 and hex methods (the TC39 arraybuffer-base64
// proposal, which V8 ships and Boa 0.22 lacks); internal/bootstrap/node.js installs the methods (lazy native stubs)
// and loads this file on the first call, so start-up does not parse it.
//
// Validation follows the spec's FromBase64 / FromHex, char by char, with V8's error classes and
// messages (and V8's own reading where it departs from the spec, see fromBase64Slow). The bytes
// themselves are converted by internalBinding('buffer') (`slice` to encode, `write` to decode,
// native and fast): its decoder is lenient, so it only ever sees input the spec's rules have
// accepted. Whole well-formed inputs (the common case) are recognised with one regular
// expression instead of the per-char loop.
'use strict';

const {
  defineProperty: ReflectDefineProperty,
  getPrototypeOf: ReflectGetPrototypeOf,
  getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor,
  apply: ReflectApply,
} = Reflect;

const IntrinsicUint8Array = Uint8Array;
const TypedArrayPrototype = ReflectGetPrototypeOf(Uint8Array.prototype);
const typedArrayTag = ReflectGetOwnPropertyDescriptor(TypedArrayPrototype, Symbol.toStringTag).get;
const typedArrayLength = ReflectGetOwnPropertyDescriptor(TypedArrayPrototype, 'length').get;
const typedArrayBuffer = ReflectGetOwnPropertyDescriptor(TypedArrayPrototype, 'buffer').get;
const typedArrayKeys = TypedArrayPrototype.keys;
const typedArraySet = TypedArrayPrototype.set;
const typedArraySubarray = TypedArrayPrototype.subarray;
const typedArraySlice = TypedArrayPrototype.slice;
const detachedGetter = ReflectGetOwnPropertyDescriptor(ArrayBuffer.prototype, 'detached')?.get;
const isArrayBuffer = ReflectGetOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
const { exec: RegExpExec, test: RegExpTest } = RegExp.prototype;
const { charCodeAt: StringCharCodeAt, slice: StringSlice } = String.prototype;
const StringFromCharCode = String.fromCharCode;

const kBase64 = 4;
const kBase64Url = 5;
const kHex = 6;

let binding;
function buffer() {
  binding ??= internalBinding('buffer');
  return binding;
}

// --- errors, worded as V8 words them --------------------------------------------------------

// V8 writes a value into a message without running user code (no toString, no getters).
function describe(value) {
  // V8 prints the receiver of a typed array of another kind as "undefined".
  if (typedArrayTag.call(value) !== undefined) return 'undefined';
  // ...and a proxy as its target.
  const { getProxyDetails } = internalBinding('util');
  while (value !== null && (typeof value === 'object' || typeof value === 'function')) {
    const target = getProxyDetails(value, false);
    if (target === undefined || target === null) break;
    value = target;
  }
  return require('internal/process/promises').describeReason(value);
}

function incompatibleReceiver(method, receiver) {
  return new TypeError(
    `Method Uint8Array.prototype.${method} called on incompatible receiver ${describe(receiver)}`);
}

function outOfBounds(method) {
  return new TypeError(
    `Cannot perform Uint8Array.prototype.${method} on a detached or out-of-bounds ArrayBuffer`);
}

const kBadChar = 0;
const kSingleChar = 1;
const kExtraBits = 2;
function base64Error(kind) {
  return new SyntaxError(
    kind === kBadChar ? 'Found a character that cannot be part of a valid base64 string.' :
    kind === kSingleChar ?
      'The base64 input terminates with a single character, excluding padding (=).' :
      'The base64 input terminates with non-zero padding bits.');
}

function hexError() {
  return new SyntaxError('Input string must contain hex characters in even length');
}

// --- the spec's argument handling -----------------------------------------------------------

function validateUint8Array(value, method) {
  if (typedArrayTag.call(value) !== 'Uint8Array') throw incompatibleReceiver(method, value);
}

function isDetachedOrOutOfBounds(ta) {
  if (detachedGetter !== undefined) {
    const buf = typedArrayBuffer.call(ta);
    let isPlain = true;
    try { isArrayBuffer.call(buf); } catch { isPlain = false; }
    if (isPlain && detachedGetter.call(buf)) return true;
  }
  // %TypedArray%.prototype.keys begins with ValidateTypedArray, which throws for a view that
  // lies (partly) outside its resizable buffer.
  try {
    typedArrayKeys.call(ta);
  } catch {
    return true;
  }
  return false;
}

function byteLengthOf(ta, method) {
  if (isDetachedOrOutOfBounds(ta)) throw outOfBounds(method);
  return typedArrayLength.call(ta);
}

function optionsObject(options) {
  if (options === undefined) return undefined;
  if ((typeof options !== 'object' || options === null) && typeof options !== 'function') {
    throw new TypeError('invalid_argument');
  }
  return options;
}

function optionValue(opts, key, allowed, fallback) {
  if (opts === undefined) return fallback;
  const value = opts[key];
  if (value === undefined) return fallback;
  for (let i = 0; i < allowed.length; i++) {
    if (value === allowed[i]) return value;
  }
  throw new TypeError(`invalid option ${describe(value)}`);
}

const kAlphabets = ['base64', 'base64url'];
const kLastChunk = ['loose', 'strict', 'stop-before-partial'];

function requireString(value) {
  if (typeof value !== 'string') throw new TypeError('input argument must be a string');
}

// --- base64 decoding --------------------------------------------------------------------------

// The value of each base64 character (both alphabets; the alphabet check is separate), -1 for
// anything else.
const kValue = new Int8Array(128).fill(-1);
{
  const std = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  for (let i = 0; i < 62; i++) kValue[std.charCodeAt(i)] = i;
  kValue[0x2b] = 62; // +
  kValue[0x2f] = 63; // /
  kValue[0x2d] = 62; // -
  kValue[0x5f] = 63; // _
}

function isAsciiWhitespace(c) {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

const kChunks = /^(?:[A-Za-z0-9+/]{4})*/;
const kChunksUrl = /^(?:[A-Za-z0-9_-]{4})*/;
const kCompact = /^[A-Za-z0-9+/]*={0,2}$/;
const kCompactUrl = /^[A-Za-z0-9_-]*={0,2}$/;
const kWellFormed = /^[A-Za-z0-9+/\t\n\f\r ]*(?:=[\t\n\f\r ]*){0,2}$/;
const kWellFormedUrl = /^[A-Za-z0-9_\-\t\n\f\r ]*(?:=[\t\n\f\r ]*){0,2}$/;

// FromBase64 for input the fast path below does not take, as V8 runs it. V8 departs from the
// spec's steps in three ways, kept here since they show in results: it reads a whole chunk of
// four characters (a bad character in it is an error even when the chunk would not fit), it
// goes on after the target is full (so trailing whitespace is read, and a bad chunk after a
// full target is still an error), and its message for a bad ending depends on what follows.
// Decodes into `out` (room for maxLength bytes); returns [read, written, errorKind or -1].
function fromBase64Slow(string, url, lastChunk, out, maxLength) {
  if (maxLength === 0) return [0, 0, -1];
  const length = string.length;
  // Whole chunks without whitespace at the start are found by a regular expression and
  // decoded natively, so a long input with a fault near its end is not walked in JS.
  const prefix = ReflectApply(RegExpExec, url ? kChunksUrl : kChunks, [string])[0].length;
  const chunks = Math.min(prefix / 4, Math.floor(maxLength / 3));
  let read = chunks * 4;
  let written = chunks * 3;
  let index = read;
  if (written > 0) buffer().write(out, string, 0, written, kBase64);
  const skipWhitespace = () => {
    while (index < length && isAsciiWhitespace(ReflectApply(StringCharCodeAt, string, [index]))) {
      index++;
    }
  };
  for (;;) {
    let chunk = 0;
    let n = 0;
    while (n < 4) {
      skipWhitespace();
      if (index === length) break;
      const c = ReflectApply(StringCharCodeAt, string, [index]);
      if (c === 0x3d) break; // =
      const v = c < 128 ? kValue[c] : -1;
      if (v < 0 || (url ? c === 0x2b || c === 0x2f : c === 0x2d || c === 0x5f)) {
        return [read, written, kBadChar];
      }
      chunk = (chunk << 6) | v;
      n++;
      index++;
    }
    if (n === 4) {
      if (maxLength - written < 3) return [read, written, -1];
      out[written++] = chunk >> 16;
      out[written++] = (chunk >> 8) & 0xff;
      out[written++] = chunk & 0xff;
      read = index;
      continue;
    }
    let strict = false;
    if (index === length) {
      if (n === 0) return [length, written, -1];
      if (lastChunk === 'stop-before-partial') return [read, written, -1];
      if (n === 1 || lastChunk === 'strict') return [read, written, kSingleChar];
    } else {
      // At a '='.
      if (n === 0) return [read, written, kBadChar];
      index++;
      skipWhitespace();
      if (n === 1) {
        if (index < length && ReflectApply(StringCharCodeAt, string, [index]) === 0x3d) {
          index++;
          skipWhitespace();
        }
        return [read, written, index === length ? kSingleChar : kBadChar];
      }
      if (n === 2) {
        if (index === length) {
          if (lastChunk === 'stop-before-partial') return [read, written, -1];
          return [read, written, lastChunk === 'strict' ? kSingleChar : kBadChar];
        }
        if (ReflectApply(StringCharCodeAt, string, [index]) === 0x3d) {
          index++;
          skipWhitespace();
        }
      }
      if (index < length) return [read, written, kBadChar];
      strict = lastChunk === 'strict';
    }
    if (maxLength - written < n - 1) return [read, written, -1];
    const next = putPartial(out, written, chunk, n, strict);
    if (next < 0) return [read, written, kExtraBits];
    return [length, next, -1];
  }
}

// A final chunk of 2 or 3 characters; -1 if `strict` and it has non-zero leftover bits.
function putPartial(out, written, chunk, chunkLength, strict) {
  if (chunkLength === 2) {
    if (strict && (chunk & 0xf) !== 0) return -1;
    out[written++] = chunk >> 4;
  } else {
    if (strict && (chunk & 0x3) !== 0) return -1;
    out[written++] = chunk >> 10;
    out[written++] = (chunk >> 2) & 0xff;
  }
  return written;
}

// The whole input, when it is well formed and its bytes fit in maxLength: [byte count, the bytes
// when they had to be decoded to learn the count], or undefined to leave the input (errors, a
// partial last chunk to leave, too little room) to fromBase64Slow. One regular expression
// checks the characters and where '=' may stand; the native decoder skips whitespace itself.
function fromBase64Fast(string, url, lastChunk, maxLength) {
  const compact = ReflectApply(RegExpTest, url ? kCompactUrl : kCompact, [string]);
  if (!compact && !ReflectApply(RegExpTest, url ? kWellFormedUrl : kWellFormed, [string])) {
    return undefined;
  }
  let end = string.length;
  let pads = 0;
  let c;
  for (;;) {
    c = end === 0 ? -1 : ReflectApply(StringCharCodeAt, string, [end - 1]);
    if (c === 0x3d) pads++;
    else if (!isAsciiWhitespace(c)) break;
    end--;
  }
  let rem;
  let n;
  let bytes;
  if (compact) {
    rem = end % 4;
    n = (end - rem) / 4 * 3 + (rem === 0 ? 0 : rem - 1);
  } else {
    // Whitespace: the count of characters is what the decoder finds. A lone last character
    // adds no byte, so whether there is one shows by decoding once more with one in front.
    bytes = new IntrinsicUint8Array(Math.floor(end / 4) * 3 + 2);
    n = buffer().write(bytes, string, 0, bytes.length, kBase64);
    if (n % 3 !== 0) {
      rem = n % 3 + 1;
    } else {
      const probe = new IntrinsicUint8Array(n + 1);
      rem = buffer().write(probe, 'A' + string, 0, n + 1, kBase64) === n ? 0 : 1;
    }
  }
  if (pads !== 0) {
    if (!((rem === 2 && pads === 2) || (rem === 3 && pads === 1))) return undefined;
  } else if (rem === 1 || (rem !== 0 && lastChunk !== 'loose')) {
    return undefined;
  }
  if (rem !== 0 && lastChunk === 'strict' && (kValue[c] & (rem === 2 ? 0xf : 0x3)) !== 0) {
    return undefined;
  }
  return n > maxLength ? undefined : [n, bytes];
}

function decodeBase64(string, url, lastChunk, maxLength, target) {
  const fast = fromBase64Fast(string, url, lastChunk, maxLength);
  if (fast !== undefined) {
    const { 0: n, 1: bytes } = fast;
    let out = target;
    if (bytes === undefined) {
      out ??= new IntrinsicUint8Array(n);
      if (n > 0) buffer().write(out, string, 0, n, kBase64);
    } else if (out === undefined) {
      out = ReflectApply(typedArraySlice, bytes, [0, n]);
    } else {
      ReflectApply(typedArraySet, out, [ReflectApply(typedArraySubarray, bytes, [0, n])]);
    }
    return [out, string.length, n];
  }
  const room = Math.min(maxLength, Math.floor(string.length / 4) * 3 + 3);
  const bytes = new IntrinsicUint8Array(room);
  const { 0: read, 1: written, 2: error } = fromBase64Slow(string, url, lastChunk, bytes, maxLength);
  let out;
  if (target === undefined) {
    out = written === room ? bytes : ReflectApply(typedArraySlice, bytes, [0, written]);
  } else {
    out = target;
    if (written > 0) {
      ReflectApply(typedArraySet, target, [ReflectApply(typedArraySubarray, bytes, [0, written])]);
    }
  }
  if (error !== -1) throw base64Error(error);
  return [out, read, written];
}

// --- hex decoding -----------------------------------------------------------------------------

const kAllHex = /^[0-9a-fA-F]*$/;
const kNotHex = /[^0-9a-fA-F]/;

// The spec's FromHex: [read, written, ok]; the bytes go to `out`.
function decodeHex(string, out, maxLength) {
  const length = string.length;
  if (length % 2 !== 0) return [0, 0, false];
  let pairs = Math.min(length / 2, maxLength);
  let prefix = pairs * 2 === length ? string : ReflectApply(StringSlice, string, [0, pairs * 2]);
  // The anchored test is the fast one; the search only runs to find where input goes bad.
  const ok = ReflectApply(RegExpTest, kAllHex, [prefix]);
  if (!ok) {
    const bad = ReflectApply(RegExpExec, kNotHex, [prefix]);
    pairs = bad.index >> 1;
    prefix = ReflectApply(StringSlice, string, [0, pairs * 2]);
  }
  if (pairs > 0) buffer().write(out, prefix, 0, pairs, kHex);
  return [pairs * 2, pairs, ok];
}

// --- the methods --------------------------------------------------------------------------------

function resultObject(read, written) {
  return { read, written };
}

const methods = {
  toBase64(options = undefined) {
    validateUint8Array(this, 'toBase64');
    const opts = optionsObject(options);
    const alphabet = optionValue(opts, 'alphabet', kAlphabets, 'base64');
    const omitPadding = opts === undefined ? false : !!opts.omitPadding;
    const length = byteLengthOf(this, 'toBase64');
    if (length === 0) return '';
    if (alphabet === 'base64') {
      const s = buffer().slice(this, kBase64, 0, length);
      const pad = (3 - length % 3) % 3;
      return omitPadding && pad !== 0 ? ReflectApply(StringSlice, s, [0, s.length - pad]) : s;
    }
    const s = buffer().slice(this, kBase64Url, 0, length);
    const rem = length % 3;
    return omitPadding || rem === 0 ? s : s + (rem === 1 ? '==' : '=');
  },

  toHex() {
    validateUint8Array(this, 'toHex');
    const length = byteLengthOf(this, 'toHex');
    return length === 0 ? '' : buffer().slice(this, kHex, 0, length);
  },

  setFromBase64(string, options = undefined) {
    validateUint8Array(this, 'setFromBase64');
    requireString(string);
    const opts = optionsObject(options);
    const alphabet = optionValue(opts, 'alphabet', kAlphabets, 'base64');
    const lastChunk = optionValue(opts, 'lastChunkHandling', kLastChunk, 'loose');
    const maxLength = byteLengthOf(this, 'setFromBase64');
    const { 1: read, 2: written } =
      decodeBase64(string, alphabet === 'base64url', lastChunk, maxLength, this);
    return resultObject(read, written);
  },

  setFromHex(string) {
    validateUint8Array(this, 'setFromHex');
    requireString(string);
    const maxLength = byteLengthOf(this, 'setFromHex');
    const { 0: read, 1: written, 2: ok } = decodeHex(string, this, maxLength);
    if (!ok) throw hexError();
    return resultObject(read, written);
  },
};

const statics = {
  fromBase64(string, options = undefined) {
    requireString(string);
    const opts = optionsObject(options);
    const alphabet = optionValue(opts, 'alphabet', kAlphabets, 'base64');
    const lastChunk = optionValue(opts, 'lastChunkHandling', kLastChunk, 'loose');
    return decodeBase64(string, alphabet === 'base64url', lastChunk, Number.MAX_SAFE_INTEGER)[0];
  },

  fromHex(string) {
    requireString(string);
    const length = string.length;
    if (length % 2 !== 0) throw hexError();
    const out = new IntrinsicUint8Array(length / 2);
    if (!decodeHex(string, out, length / 2)[2]) throw hexError();
    return out;
  },
};

module.exports = { methods, statics };
