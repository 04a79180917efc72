'use strict';
// internal/crypto/webcrypto: the Web Crypto API — the Crypto object behind the global
// `crypto` (getRandomValues, randomUUID, subtle) and the Crypto/SubtleCrypto classes,
// which cannot be constructed from JS. SubtleCrypto's methods validate their arguments
// as Node's WebIDL layer does (its messages and codes), normalize the algorithm, and
// hand the work to internal/crypto/webcrypto_ops, loaded on the first subtle call.

const { binding, codes, lazyDOMException } = require('internal/crypto/util');

const kToken = Symbol('kToken');

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
  get SubtleCrypto() { return require('internal/crypto/subtle').SubtleCrypto; },
  get CryptoKey() { return require('internal/crypto/keys').CryptoKey; },
};
