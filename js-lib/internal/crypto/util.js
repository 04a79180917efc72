'use strict';
// internal/crypto/util: what the crypto modules share — the native binding, the handle
// symbol, secret-key preparation (strings, buffers, KeyObjects, CryptoKeys), byte-source
// checks, lazy DOMExceptions for WebCrypto, the once-only deprecation warnings, and the
// names and errors of OpenSSL's legacy-provider digests.
// Kept small: createHash/createHmac load it on the first call.

const binding = internalBinding('crypto');
const { Buffer } = require('buffer');
const { normalizeEncoding } = require('internal/buffer');
const { isArrayBufferView, isAnyArrayBuffer } = require('internal/util/types');

let errorCodes;
function codes() {
  if (errorCodes === undefined) errorCodes = require('internal/errors').codes;
  return errorCodes;
}

const kHandle = Symbol('kHandle');
const kKeyObject = Symbol('kKeyObject');

// internal/crypto/keys registers itself here when it loads; until then no KeyObject or
// CryptoKey can exist, so the checks below need not load it.
let keys = null;
function registerKeys(mod) {
  keys = mod;
}

// A string in `encoding` (Node's C++ decoding: unknown names mean UTF-8), as bytes or
// the string itself when UTF-8 (the native side encodes it without a copy in JS).
function stringBytes(str, encoding) {
  if (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8') return str;
  const enc = normalizeEncoding(encoding);
  if (enc === undefined || enc === 'utf8') return str;
  return Buffer.from(str, enc);
}

const kSecretKeyTypes = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView',
                         'KeyObject', 'CryptoKey'];

// Turns a secret-key argument into a byte source (string keys as UTF-8 or `encoding`).
function prepareSecretKey(key, encoding, bufferOnly = false) {
  if (typeof key === 'string') {
    if (encoding === undefined || encoding === 'utf8' || encoding === 'buffer') {
      return Buffer.from(key, 'utf8');
    }
    return Buffer.from(key, encoding);
  }
  if (isArrayBufferView(key) || isAnyArrayBuffer(key)) return key;
  if (!bufferOnly && keys !== null) {
    const material = keys.secretKeyMaterial(key);
    if (material !== undefined) return material;
  }
  throw new (codes().ERR_INVALID_ARG_TYPE)(
    'key', bufferOnly ? kSecretKeyTypes.slice(0, 5) : kSecretKeyTypes, key);
}

// ArrayBuffer or view accepted as is; strings decoded with `encoding`.
function getArrayBufferOrView(buffer, name, encoding) {
  if (isAnyArrayBuffer(buffer)) return buffer;
  if (typeof buffer === 'string') {
    if (encoding === 'buffer') encoding = 'utf8';
    return Buffer.from(buffer, encoding);
  }
  if (!isArrayBufferView(buffer)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)(
      name, ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'], buffer);
  }
  return buffer;
}

function byteLength(source) {
  return source.byteLength;
}

// `options[key]` as a string (undefined when absent), as Node's getStringOption.
function getStringOption(options, key) {
  let value;
  if (options && (value = options[key]) != null) {
    if (typeof value !== 'string') {
      throw new (codes().ERR_INVALID_ARG_TYPE)(`options.${key}`, 'string', value);
    }
  }
  return value;
}

let DOMException;
// `name` is a DOMException name or its options ({ name, cause }).
function lazyDOMException(message, name) {
  if (DOMException === undefined) DOMException = require('internal/dom_exception').DOMException;
  return new DOMException(message, name);
}

// One warning per code for the process, as Node's deprecation emitters.
const warned = new Set();
function deprecationWarning(code, message) {
  if (warned.has(code)) return;
  warned.add(code);
  process.emitWarning(message, 'DeprecationWarning', code);
}

// The function `fn` wrapped to warn once with `code` when called (util.deprecate).
function deprecate(fn, message, code) {
  return require('util').deprecate(fn, message, code);
}

// Node's default output of digests and ciphers is a Buffer.
function getDefaultEncoding() {
  return 'buffer';
}

// Digests of OpenSSL's legacy provider, which Node does not load: OpenSSL knows the names,
// so using one fails as unsupported rather than as an unknown digest.
const kLegacyDigests = new Set(['md4', 'rsa-md4', 'md4withrsaencryption', 'mdc2', 'rsa-mdc2',
  'mdc2withrsa', 'whirlpool']);

function isLegacyDigest(name) {
  return typeof name === 'string' && kLegacyDigests.has(name.toLowerCase());
}

// The output size OpenSSL gives a legacy digest it can name but not run.
function legacyDigestSize(name) {
  return name.toLowerCase() === 'whirlpool' ? 64 : 16;
}

// The error of a legacy digest: `message` is OpenSSL's line unless Node words it, `stack`
// what was left on OpenSSL's error stack (none for some callers).
function legacyDigestError(stack, message = 'error:0308010C:digital envelope routines::unsupported') {
  const err = new Error(message);
  if (stack !== undefined) err.opensslErrorStack = [stack];
  err.library = 'digital envelope routines';
  err.reason = 'unsupported';
  err.code = 'ERR_OSSL_EVP_UNSUPPORTED';
  return err;
}
// An error as OpenSSL reports one: `error:ID:LIBRARY::REASON`, with library, reason and code
// own properties in Node's order.
function opensslError(id, library, reason, code) {
  const err = new Error(`error:${id}:${library}::${reason}`);
  err.library = library;
  err.reason = reason;
  err.code = code;
  return err;
}

const kDigestInitError = 'error:03000086:digital envelope routines::initialization error';

module.exports = {
  binding,
  opensslError,
  isLegacyDigest,
  legacyDigestSize,
  legacyDigestError,
  kDigestInitError,
  codes,
  kHandle,
  kKeyObject,
  registerKeys,
  stringBytes,
  prepareSecretKey,
  getArrayBufferOrView,
  byteLength,
  getStringOption,
  lazyDOMException,
  deprecationWarning,
  deprecate,
  getDefaultEncoding,
  // OpenSSL's default security level in Node 26's build (tests read it to pick key sizes).
  getOpenSSLSecLevel: () => 2,
  // WebCrypto's algorithm normalization (Node has it here; it lives with SubtleCrypto).
  normalizeAlgorithm: (algorithm, op) =>
    require('internal/crypto/subtle').normalizeAlgorithm(algorithm, op),
};
