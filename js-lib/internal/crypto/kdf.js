'use strict';
// internal/crypto/kdf: pbkdf2, scrypt, hkdf and argon2 with their Sync forms. Arguments are
// checked here in Node's order; the derivation is one native call (`kdf`), inline for
// Sync and on the thread pool for the callback forms. Problems the native side finds
// before starting (unknown digest, scrypt limits, HKDF length) throw synchronously, as
// Node's job constructors do; failures of the derivation itself reach the callback.

const {
  binding, codes, getArrayBufferOrView, prepareSecretKey, isLegacyDigest, legacyDigestError,
  legacyDigestSize,
} = require('internal/crypto/util');
const {
  validateFunction, validateInteger, validateInt32, validateObject, validateOneOf, validateUint32,
  validateString,
} = require('internal/validators');
const { isAnyArrayBuffer, isArrayBufferView } = require('internal/util/types');

const PBKDF2 = 0;
const HKDF = 1;
const SCRYPT = 2;
const ARGON2 = 3;

// Native status codes.
const UNKNOWN_DIGEST = -1;
const XOF_DIGEST = -2;
const FAILED = -3;
const KEY_LENGTH = -4;
const SCRYPT_PARAMS = -5;
const SCRYPT_MEMORY = -6;
const ARGON2_DATA = -7;

function opensslError(message, library, reason, code, line) {
  const err = new Error(message);
  err.opensslErrorStack = [line];
  err.library = library;
  err.reason = reason;
  err.code = code;
  return err;
}

function statusError(status, kind, digest, args) {
  // PBKDF2 of no bytes fails before OpenSSL has anything to report.
  if (kind === PBKDF2 && args?.[4] === 0 &&
      (status === XOF_DIGEST || (status === UNKNOWN_DIGEST && isLegacyDigest(digest)))) {
    return new Error('PBKDF2 derivation failed');
  }
  switch (status) {
    case UNKNOWN_DIGEST:
      if (isLegacyDigest(digest)) {
        return legacyDigestError('error:0308010C:digital envelope routines::unsupported',
                                 `${kind === PBKDF2 ? 'PBKDF2' : 'HKDF'} derivation failed`);
      }
      return new (codes().ERR_CRYPTO_INVALID_DIGEST)(digest);
    case XOF_DIGEST:
      if (kind === PBKDF2) {
        return opensslError('PBKDF2 derivation failed', 'Provider routines',
                            'xof digests not allowed', 'ERR_OSSL_XOF_DIGESTS_NOT_ALLOWED',
                            'error:1C8000B7:Provider routines::xof digests not allowed');
      }
      return new Error('HKDF derivation failed');
    case FAILED:
      return new Error({ [PBKDF2]: 'PBKDF2', [HKDF]: 'HKDF', [SCRYPT]: 'Scrypt',
                         [ARGON2]: 'Argon2' }[kind] + ' derivation failed');
    case ARGON2_DATA:
      return new (codes().ERR_METHOD_NOT_IMPLEMENTED)(
        'argon2() with more than 32 bytes of associatedData');
    case KEY_LENGTH: {
      const err = new RangeError('Invalid key length');
      err.code = 'ERR_CRYPTO_INVALID_KEYLEN';
      return err;
    }
    case SCRYPT_PARAMS:
    case SCRYPT_MEMORY: {
      const err = new RangeError(status === SCRYPT_PARAMS ? 'Invalid scrypt params' :
        'Invalid scrypt params: error:030000AC:digital envelope routines::memory limit exceeded');
      err.code = 'ERR_CRYPTO_INVALID_SCRYPT_PARAMS';
      return err;
    }
  }
  return new Error('Key derivation failed');
}

// Errors found before the job starts are thrown, as Node's job constructors do.
function startError(status) {
  return status === UNKNOWN_DIGEST || status === KEY_LENGTH ||
    status === SCRYPT_PARAMS || status === SCRYPT_MEMORY || status === ARGON2_DATA;
}

function runSync(kind, digest, args) {
  const out = binding.kdf(kind, ...args);
  if (typeof out === 'number') throw statusError(out, kind, digest, args);
  return out;
}

function runAsync(kind, digest, args, done) {
  const status = binding.kdf(kind, ...args, (err, out) => {
    if (err !== null) return done(statusError(err, kind, digest, args));
    done(null, out);
  });
  if (status === UNKNOWN_DIGEST && isLegacyDigest(digest)) {
    // OpenSSL knows the digest, so the job starts and its derivation fails.
    process.nextTick(done, statusError(status, kind, digest, args));
    return;
  }
  if (status !== 0 && startError(status)) throw statusError(status, kind, digest);
}

function checkPbkdf2(password, salt, iterations, keylen, digest) {
  validateString(digest, 'digest');
  password = getArrayBufferOrView(password, 'password');
  salt = getArrayBufferOrView(salt, 'salt');
  validateInt32(iterations, 'iterations', 1);
  validateInt32(keylen, 'keylen', 0);
  return [digest, password, salt, iterations, keylen];
}

function pbkdf2(password, salt, iterations, keylen, digest, callback) {
  // A callback in the digest's place is taken as the callback (the digest is then missing).
  if (typeof digest === 'function') {
    callback = digest;
    digest = undefined;
  }
  const args = checkPbkdf2(password, salt, iterations, keylen, digest);
  validateFunction(callback, 'callback');
  runAsync(PBKDF2, digest, args, (err, out) => {
    if (err) return callback(err);
    callback(null, out);
  });
}

function pbkdf2Sync(password, salt, iterations, keylen, digest) {
  const args = checkPbkdf2(password, salt, iterations, keylen, digest);
  return runSync(PBKDF2, digest, args);
}

const scryptDefaults = { N: 16384, r: 8, p: 1, maxmem: 32 << 20 };

function checkScrypt(password, salt, keylen, options) {
  password = getArrayBufferOrView(password, 'password');
  salt = getArrayBufferOrView(salt, 'salt');
  validateInt32(keylen, 'keylen', 0);
  let { N, r, p, maxmem } = scryptDefaults;
  if (options && options !== scryptDefaults) {
    const hasN = options.N !== undefined;
    if (hasN) {
      N = options.N;
      validateUint32(N, 'N');
    }
    if (options.cost !== undefined) {
      if (hasN) throw new (codes().ERR_INCOMPATIBLE_OPTION_PAIR)('N', 'cost');
      N = options.cost;
      validateUint32(N, 'cost');
    }
    const hasR = options.r !== undefined;
    if (hasR) {
      r = options.r;
      validateUint32(r, 'r');
    }
    if (options.blockSize !== undefined) {
      if (hasR) throw new (codes().ERR_INCOMPATIBLE_OPTION_PAIR)('r', 'blockSize');
      r = options.blockSize;
      validateUint32(r, 'blockSize');
    }
    const hasP = options.p !== undefined;
    if (hasP) {
      p = options.p;
      validateUint32(p, 'p');
    }
    if (options.parallelization !== undefined) {
      if (hasP) throw new (codes().ERR_INCOMPATIBLE_OPTION_PAIR)('p', 'parallelization');
      p = options.parallelization;
      validateUint32(p, 'parallelization');
    }
    if (options.maxmem !== undefined) {
      maxmem = options.maxmem;
      validateInteger(maxmem, 'maxmem', 0);
    }
    if (N === 0) N = scryptDefaults.N;
    if (r === 0) r = scryptDefaults.r;
    if (p === 0) p = scryptDefaults.p;
    if (maxmem === 0) maxmem = scryptDefaults.maxmem;
  }
  return [password, salt, N, r, p, maxmem, keylen];
}

function scrypt(password, salt, keylen, options, callback = scryptDefaults) {
  if (callback === scryptDefaults) {
    callback = options;
    options = scryptDefaults;
  }
  const args = checkScrypt(password, salt, keylen, options);
  validateFunction(callback, 'callback');
  runAsync(SCRYPT, undefined, args, (err, out) => {
    if (err) return callback(err);
    callback(null, out);
  });
}

function scryptSync(password, salt, keylen, options = scryptDefaults) {
  return runSync(SCRYPT, undefined, checkScrypt(password, salt, keylen, options));
}

const kByteSourceTypes = ['string', 'ArrayBuffer', 'TypedArray', 'DataView', 'Buffer'];

function validateByteSource(value, name) {
  if (typeof value === 'string') return Buffer.from(value, 'utf8');
  if (isAnyArrayBuffer(value) || isArrayBufferView(value)) return value;
  throw new (codes().ERR_INVALID_ARG_TYPE)(name, kByteSourceTypes, value);
}

function prepareIkm(key) {
  if (typeof key === 'string' || isAnyArrayBuffer(key) || isArrayBufferView(key)) {
    return prepareSecretKey(key, undefined, true);
  }
  try {
    return prepareSecretKey(key);
  } catch {
    throw new (codes().ERR_INVALID_ARG_TYPE)(
      'ikm', ['string', 'SecretKeyObject', 'ArrayBuffer', 'TypedArray', 'DataView', 'Buffer'],
      key);
  }
}

const kXofDigestSizes = { '__proto__': null, 'shake128': 16, 'shake256': 32 };

function checkHkdf(hash, key, salt, info, length) {
  validateString(hash, 'digest');
  key = prepareIkm(key);
  salt = validateByteSource(salt, 'salt');
  info = validateByteSource(info, 'info');
  validateInteger(length, 'length', 0, 2 ** 53 - 1);
  if (info.byteLength > 1024) {
    throw new (codes().ERR_OUT_OF_RANGE)(
      'info', 'must not contain more than 1024 bytes', info.byteLength);
  }
  return [hash, key, salt, info, length];
}

// OpenSSL knows these digests' sizes though it cannot derive with them, so an over-long
// output is refused before the derivation fails. Node checks this when it creates the job,
// after the callback's check.
function checkHkdfLength(hash, length) {
  const size = isLegacyDigest(hash) ? legacyDigestSize(hash) :
    kXofDigestSizes[hash.toLowerCase()];
  if (size !== undefined && length > 255 * size) throw statusError(KEY_LENGTH, HKDF, hash);
}

function toArrayBuffer(buf) {
  // A fresh Buffer from the binding owns its whole ArrayBuffer.
  return buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength ?
    buf.buffer : buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
}

function hkdf(hash, key, salt, info, length, callback) {
  const args = checkHkdf(hash, key, salt, info, length);
  validateFunction(callback, 'callback');
  checkHkdfLength(hash, length);
  runAsync(HKDF, hash, args, (err, out) => {
    if (err) return callback(err);
    callback(null, toArrayBuffer(out));
  });
}

function hkdfSync(hash, key, salt, info, length) {
  const args = checkHkdf(hash, key, salt, info, length);
  checkHkdfLength(hash, length);
  return toArrayBuffer(runSync(HKDF, hash, args));
}

// --- argon2

const kArgon2Variants = ['argon2d', 'argon2i', 'argon2id'];
const kUint32Max = 2 ** 32 - 1;

// Optional byte parameters (secret, associatedData) default to empty.
function optionalBytes(value, name) {
  if (value === undefined) return Buffer.alloc(0);
  const bytes = getArrayBufferOrView(value, name);
  validateInteger(bytes.byteLength, `${name}.byteLength`, 0, kUint32Max);
  return bytes;
}

// Node 26's checks, in its order: the variant, then each parameter's type and range (the
// memory floor depends on the parallelism). Returns the native call's arguments.
function checkArgon2(algorithm, parameters) {
  validateString(algorithm, 'algorithm');
  validateOneOf(algorithm, 'algorithm', kArgon2Variants);
  validateObject(parameters, 'parameters');
  const { parallelism, tagLength, memory, passes } = parameters;
  const message = getArrayBufferOrView(parameters.message, 'parameters.message');
  validateInteger(message.byteLength, 'parameters.message.byteLength', 0, kUint32Max);
  const nonce = getArrayBufferOrView(parameters.nonce, 'parameters.nonce');
  validateInteger(nonce.byteLength, 'parameters.nonce.byteLength', 8, kUint32Max);
  validateInteger(parallelism, 'parameters.parallelism', 1, 2 ** 24 - 1);
  validateInteger(tagLength, 'parameters.tagLength', 4, kUint32Max);
  validateInteger(memory, 'parameters.memory', 8 * parallelism, kUint32Max);
  validateUint32(passes, 'parameters.passes', true);
  const secret = optionalBytes(parameters.secret, 'parameters.secret');
  const associatedData = optionalBytes(parameters.associatedData, 'parameters.associatedData');
  return [kArgon2Variants.indexOf(algorithm), message, nonce, parallelism, tagLength, memory,
    passes, secret, associatedData];
}

function argon2(algorithm, parameters, callback) {
  const args = checkArgon2(algorithm, parameters);
  validateFunction(callback, 'callback');
  runAsync(ARGON2, undefined, args, (err, out) => {
    if (err) return callback(err);
    callback(null, out);
  });
}

function argon2Sync(algorithm, parameters) {
  return runSync(ARGON2, undefined, checkArgon2(algorithm, parameters));
}

const { Buffer } = require('buffer');

module.exports = {
  argon2,
  argon2Sync,
  pbkdf2,
  pbkdf2Sync,
  scrypt,
  scryptSync,
  hkdf,
  hkdfSync,
  // For WebCrypto's deriveBits: (kind, digest, args) straight to the pool.
  runAsync,
  PBKDF2,
  HKDF,
  ARGON2,
};
