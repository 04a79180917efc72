'use strict';
// crypto: the public module. Hashing and randomness load with it (they are what most
// packages use); ciphers, KDFs, keys, signatures and WebCrypto load on first use through
// accessors (Node has data properties there). Keys are in Node 26.10's order. What minirt
// does not implement (KEM, KMAC, PKCS#12, ...) throws
// ERR_METHOD_NOT_IMPLEMENTED when called.

const { binding, codes } = require('internal/crypto/util');
const { createHash, Hash, Hmac, hash } = require('internal/crypto/hash');
const {
  randomBytes,
  randomFill,
  randomFillSync,
  randomInt,
  randomUUID,
  randomUUIDv7,
} = require('internal/crypto/random');

function createHmac(hmac, key, options) {
  return new Hmac(hmac, key, options);
}

function getHashes() {
  return binding.hashNames.slice();
}

function typeError(code, message) {
  const err = new TypeError(message);
  err.code = code;
  return err;
}

// Node's C++ checks: bare messages with a code.
const timingSafeEqual = (0, function() {
  const buf1 = arguments[0];
  const buf2 = arguments[1];
  const types = require('internal/util/types');
  const isBytes = (b) => types.isArrayBufferView(b) || types.isAnyArrayBuffer(b);
  if (!isBytes(buf1)) {
    throw typeError('ERR_INVALID_ARG_TYPE', 'The "buf1" argument must be an instance of ' +
      'ArrayBuffer, Buffer, TypedArray, or DataView.');
  }
  if (!isBytes(buf2)) {
    throw typeError('ERR_INVALID_ARG_TYPE', 'The "buf2" argument must be an instance of ' +
      'ArrayBuffer, Buffer, TypedArray, or DataView.');
  }
  if (buf1.byteLength !== buf2.byteLength) {
    const err = new RangeError('Input buffers must have the same byte length');
    err.code = 'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH';
    throw err;
  }
  return binding.timingSafeEqual(buf1, buf2);
});

function notImplemented(name, length) {
  const fn = {
    [name]() { throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)(`crypto.${name}()`); },
  }[name];
  Object.defineProperty(fn, 'length', { value: length });
  return fn;
}

function getFips() {
  return 0;
}

function setFips(val) {
  if (val) throw new (codes().ERR_CRYPTO_FIPS_UNAVAILABLE)();
}

function setEngine(id, flags) {
  throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)('crypto.setEngine()');
}

function secureHeapUsed() {
  return { total: 0, used: 0, utilization: NaN, min: 2 };
}

const kdf = () => require('internal/crypto/kdf');
const cipher = () => require('internal/crypto/cipher');
const keys = () => require('internal/crypto/keys');
const webcrypto = () => require('internal/crypto/webcrypto');
const sig = () => require('internal/crypto/sig');
const pkey = () => require('internal/crypto/pkey');
const dh = () => require('internal/crypto/dh');
const prime = () => require('internal/crypto/prime');

// [name, value or loader] in Node's key order; loaders are functions marked lazy.
const kLazy = Symbol('kLazy');
const lazy = (load) => ({ [kLazy]: load });

const entries = [
  ['argon2', lazy(() => kdf().argon2)],
  ['argon2Sync', lazy(() => kdf().argon2Sync)],
  ['checkPrime', lazy(() => prime().checkPrime)],
  ['checkPrimeSync', lazy(() => prime().checkPrimeSync)],
  ['createCipheriv', lazy(() => cipher().createCipheriv)],
  ['createDecipheriv', lazy(() => cipher().createDecipheriv)],
  ['createDiffieHellman', lazy(() => dh().createDiffieHellman)],
  ['createDiffieHellmanGroup', lazy(() => dh().createDiffieHellmanGroup)],
  ['createECDH', lazy(() => pkey().createECDH)],
  ['createHash', createHash],
  ['createHmac', createHmac],
  ['createMac', notImplemented('createMac', 3)],
  ['createPrivateKey', lazy(() => keys().createPrivateKey)],
  ['createPublicKey', lazy(() => keys().createPublicKey)],
  ['createSecretKey', lazy(() => keys().createSecretKey)],
  ['createSign', lazy(() => sig().createSign)],
  ['createVerify', lazy(() => sig().createVerify)],
  ['diffieHellman', lazy(() => pkey().diffieHellman)],
  ['generatePrime', lazy(() => prime().generatePrime)],
  ['generatePrimeSync', lazy(() => prime().generatePrimeSync)],
  ['getCiphers', lazy(() => cipher().getCiphers)],
  ['getCipherInfo', lazy(() => cipher().getCipherInfo)],
  ['getCurves', lazy(() => keys().getCurves)],
  ['getDiffieHellman', lazy(() => dh().getDiffieHellman)],
  ['getHashes', getHashes],
  ['getMacs', notImplemented('getMacs', 0)],
  ['hkdf', lazy(() => kdf().hkdf)],
  ['hkdfSync', lazy(() => kdf().hkdfSync)],
  ['parsePKCS12', notImplemented('parsePKCS12', 1)],
  ['pbkdf2', lazy(() => kdf().pbkdf2)],
  ['pbkdf2Sync', lazy(() => kdf().pbkdf2Sync)],
  ['generateKeyPair', lazy(() => keys().generateKeyPair)],
  ['generateKeyPairSync', lazy(() => keys().generateKeyPairSync)],
  ['generateKey', lazy(() => keys().generateKey)],
  ['generateKeySync', lazy(() => keys().generateKeySync)],
  ['privateDecrypt', lazy(() => pkey().privateDecrypt)],
  ['privateEncrypt', lazy(() => pkey().privateEncrypt)],
  ['publicDecrypt', lazy(() => pkey().publicDecrypt)],
  ['publicEncrypt', lazy(() => pkey().publicEncrypt)],
  ['randomBytes', randomBytes],
  ['randomFill', randomFill],
  ['randomFillSync', randomFillSync],
  ['randomInt', randomInt],
  ['randomUUID', randomUUID],
  ['randomUUIDv7', randomUUIDv7],
  ['scrypt', lazy(() => kdf().scrypt)],
  ['scryptSync', lazy(() => kdf().scryptSync)],
  ['sign', lazy(() => sig().signOneShot)],
  ['setEngine', setEngine],
  ['timingSafeEqual', timingSafeEqual],
  ['getFips', getFips],
  ['setFips', setFips],
  ['verify', lazy(() => sig().verifyOneShot)],
  ['hash', hash],
  ['encapsulate', lazy(() => pkey().encapsulate)],
  ['decapsulate', lazy(() => pkey().decapsulate)],
  ['Certificate', lazy(() => require('internal/crypto/certificate'))],
  ['Cipheriv', lazy(() => cipher().Cipheriv)],
  ['Decipheriv', lazy(() => cipher().Decipheriv)],
  ['DiffieHellman', lazy(() => dh().DiffieHellman)],
  ['DiffieHellmanGroup', lazy(() => dh().DiffieHellmanGroup)],
  ['ECDH', lazy(() => pkey().ECDH)],
  ['Hash', lazy(() => require('util').deprecate(
    Hash, 'crypto.Hash constructor is deprecated.', 'DEP0179'))],
  ['Hmac', lazy(() => require('util').deprecate(
    Hmac, 'crypto.Hmac constructor is deprecated.', 'DEP0181'))],
  ['KeyObject', lazy(() => keys().KeyObject)],
  ['Sign', lazy(() => sig().Sign)],
  ['Verify', lazy(() => sig().Verify)],
  ['X509Certificate', lazy(() => require('internal/crypto/x509').X509Certificate)],
  ['secureHeapUsed', secureHeapUsed],
];

// Lazy entries stay accessors: redefining an accessor as a data property in place leaves
// Boa's inline caches calling the new value as if it were the getter.
for (const [name, value] of entries) {
  if (value !== null && typeof value === 'object' && value[kLazy]) {
    const load = value[kLazy];
    let loaded;
    let done = false;
    Object.defineProperty(module.exports, name, {
      get() {
        if (!done) {
          loaded = load();
          done = true;
        }
        return loaded;
      },
      set(v) {
        loaded = v;
        done = true;
      },
      enumerable: true,
      configurable: true,
    });
  } else {
    module.exports[name] = value;
  }
}

// The shared table itself, as in Node: loading crypto adds defaultCipherList to it, so the
// legacy `constants` module, when it loads after crypto, has that key too.
const constants = require('internal/crypto_constants');
if (constants.defaultCipherList === undefined) {
  constants.defaultCipherList = constants.defaultCoreCipherList;
}
Object.defineProperty(module.exports, 'constants', {
  get() {
    return constants;
  },
  enumerable: true,
  configurable: false,
});

let fipsGet;
let fipsSet;

// crypto.getRandomValues: the Web Crypto method, called on the global crypto object.
function getRandomValues(array) {
  return webcrypto().crypto.getRandomValues(array);
}

function getWebCrypto() {
  return webcrypto().crypto;
}

Object.defineProperties(module.exports, {
  webcrypto: {
    get: getWebCrypto,
    set: undefined,
    enumerable: true,
    configurable: false,
  },
  subtle: {
    get() { return webcrypto().crypto.subtle; },
    set: undefined,
    enumerable: true,
    configurable: false,
  },
  getRandomValues: {
    // The same function on every read, as Node's getter returns.
    get() { return getRandomValues; },
    set: undefined,
    enumerable: true,
    configurable: false,
  },
  fips: {
    get() {
      fipsGet ??= require('util').deprecate(getFips, 'The crypto.fips is deprecated. ' +
        'Please use crypto.getFips()', 'DEP0093');
      return fipsGet();
    },
    set(val) {
      fipsSet ??= require('util').deprecate(setFips, 'The crypto.fips is deprecated. ' +
        'Please use crypto.setFips()', 'DEP0093');
      fipsSet(val);
    },
    enumerable: false,
    configurable: false,
  },
  prng: { value: randomBytes, writable: true, enumerable: false, configurable: true },
  pseudoRandomBytes: { value: randomBytes, writable: true, enumerable: false, configurable: true },
  rng: { value: randomBytes, writable: true, enumerable: false, configurable: true },
});
