'use strict';
// internal/crypto/webcrypto: the Web Crypto API — the Crypto object behind the global
// `crypto` (getRandomValues, randomUUID, subtle), which cannot be constructed from JS,
// WebIDL's TypeErrors, and what SubtleCrypto's files share. SubtleCrypto itself is
// internal/crypto/subtle, loaded on the first use of `crypto.subtle`.

const { Buffer } = require('buffer');
const { binding, codes, lazyDOMException } = require('internal/crypto/util');
const {
  isAnyArrayBuffer, isArrayBuffer, isArrayBufferView, isSharedArrayBuffer,
} = require('internal/util/types');

const kToken = Symbol('kToken');

// What SubtleCrypto's halves (internal/crypto/subtle, webcrypto_secret, webcrypto_keys) share:
// digest names, the usage order, and BufferSource handling.
const kDigests = {
  'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512',
  'SHA3-256': 'sha3-256', 'SHA3-384': 'sha3-384', 'SHA3-512': 'sha3-512',
};

const kUsageOrder = ['encrypt', 'decrypt', 'sign', 'verify', 'deriveKey', 'deriveBits',
  'wrapKey', 'unwrapKey', 'encapsulateKey', 'encapsulateBits', 'decapsulateKey',
  'decapsulateBits'];

// WebIDL's BufferSource: an ArrayBuffer or a view on one; SharedArrayBuffers are refused.
function isBufferSource(v) {
  return isArrayBuffer(v) || (isArrayBufferView(v) && !isSharedArrayBuffer(v.buffer));
}

// The TypeError for a value that is not a BufferSource, `what` naming the argument.
function notBufferSource(value, what) {
  const why = isArrayBufferView(value) ?
    'is a view on a SharedArrayBuffer, which is not allowed.' :
    'is not instance of ArrayBuffer, Buffer, TypedArray, or DataView.';
  return webidlError(`${what} ${why}`, 'ERR_INVALID_ARG_TYPE');
}

function copyOf(source) {
  if (isAnyArrayBuffer(source)) return Buffer.from(new Uint8Array(source.slice(0)));
  return Buffer.from(new Uint8Array(source.buffer, source.byteOffset, source.byteLength));
}

function toArrayBuffer(buf) {
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
}

// WebIDL's own TypeErrors: a bare message plus a code.
function webidlError(message, code) {
  const err = new TypeError(message);
  err.code = code;
  return err;
}

function missingArgs(method, iface, required, present) {
  return webidlError(`Failed to execute '${method}' on '${iface}': ${required} ` +
    `argument${required === 1 ? '' : 's'} required, but only ${present} present.`,
  'ERR_MISSING_ARGS');
}

class Crypto {
  constructor(token) {
    if (token !== kToken) throw new (codes().ERR_ILLEGAL_CONSTRUCTOR)();
  }
}

// There is one Crypto object per realm.
let crypto;
function isCrypto(value) {
  return value === crypto;
}

function getRandomValues(array) {
  if (!isCrypto(this)) throw new (codes().ERR_INVALID_THIS)('Crypto');
  if (arguments.length < 1) throw missingArgs('getRandomValues', 'Crypto', 1, 0);
  const status = binding.getRandomValues(array);
  if (status === 1) {
    throw lazyDOMException('The data argument must be an integer-type TypedArray',
                           'TypeMismatchError');
  }
  if (status === 2) {
    const { QuotaExceededError } = require('internal/dom_exception');
    throw new QuotaExceededError('The requested length exceeds 65,536 bytes');
  }
  return array;
}

function randomUUID() {
  if (!isCrypto(this)) throw new (codes().ERR_INVALID_THIS)('Crypto');
  return binding.randomUUID(false);
}

let subtleInstance;
function getSubtle() {
  if (!isCrypto(this)) throw new (codes().ERR_INVALID_THIS)('Crypto');
  if (subtleInstance === undefined) {
    subtleInstance = new (require('internal/crypto/subtle').SubtleCrypto)(kToken);
  }
  return subtleInstance;
}

Object.defineProperties(Crypto.prototype, {
  [Symbol.toStringTag]: { value: 'Crypto', configurable: true },
  subtle: { get: getSubtle, enumerable: true, configurable: true },
  getRandomValues: {
    value: getRandomValues, writable: true, enumerable: true, configurable: true,
  },
  randomUUID: { value: randomUUID, writable: true, enumerable: true, configurable: true },
});

crypto = new Crypto(kToken);

module.exports = {
  Crypto,
  crypto,
  kToken,
  webidlError,
  missingArgs,
  kDigests,
  kUsageOrder,
  isBufferSource,
  notBufferSource,
  copyOf,
  toArrayBuffer,
  get SubtleCrypto() { return require('internal/crypto/subtle').SubtleCrypto; },
  get CryptoKey() { return require('internal/crypto/keys').CryptoKey; },
};
