'use strict';
// internal/crypto/dh: finite-field Diffie-Hellman objects: DiffieHellman
// (createDiffieHellman, from a prime or a prime length), DiffieHellmanGroup
// (getDiffieHellman / createDiffieHellmanGroup, the RFC 2409/3526 MODP groups). State is a
// set of big-endian Buffers kept here; the arithmetic and checks are native (dh.rs).

const { Buffer } = require('buffer');
const { binding, codes } = require('internal/crypto/util');
const { validateInt32 } = require('internal/validators');
const { isAnyArrayBuffer, isArrayBufferView } = require('internal/util/types');

const kState = Symbol('kDhState');
const kSources = ['number', 'string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'];
const kBytes = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'];

function nativeError(Ctor, code, message, extra) {
  const err = new Ctor(message);
  if (extra) Object.assign(err, extra);
  err.code = code;
  return err;
}

function dhError(id, reason, code) {
  return nativeError(Error, code, `error:${id}:Diffie-Hellman routines::${reason}`,
                     { library: 'Diffie-Hellman routines', reason });
}

// Bytes of a string in `encoding` (or 'buffer'/undefined: UTF-8), or of a buffer source.
function toBytes(value, encoding) {
  if (typeof value === 'string') {
    return Buffer.from(value, encoding && encoding !== 'buffer' ? encoding : 'utf8');
  }
  if (isAnyArrayBuffer(value)) return Buffer.from(value);
  return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

function encode(buf, encoding) {
  if (encoding && encoding !== 'buffer') return buf.toString(encoding);
  return buf;
}

// A generator as a number (< 2 is refused, as OpenSSL's DH_set0_pqg check does) or bytes.
function generatorBytes(generator) {
  if (typeof generator === 'number') {
    if (generator < 2) throw dhError('02800065', 'bad generator', 'ERR_OSSL_DH_BAD_GENERATOR');
    const out = [];
    for (let g = generator; g > 0; g = Math.floor(g / 256)) out.unshift(g % 256);
    return Buffer.from(out);
  }
  let first = 0;
  while (first < generator.length && generator[first] === 0) first++;
  const trimmed = generator.subarray(first);
  if (trimmed.length === 0 || (trimmed.length === 1 && trimmed[0] < 2)) {
    throw dhError('02800065', 'bad generator', 'ERR_OSSL_DH_BAD_GENERATOR');
  }
  return Buffer.from(trimmed);
}

function makePrime(bits) {
  if (bits < 2) throw dhError('0280007E', 'modulus too small', 'ERR_OSSL_DH_MODULUS_TOO_SMALL');
  // OpenSSL makes DH parameters of 512 to 10000 bits.
  if (bits < 512 || bits > 10000) {
    throw nativeError(TypeError, 'ERR_INVALID_ARG_VALUE', 'Invalid DH parameters');
  }
  const prime = binding.dhPrime(bits);
  if (prime === undefined) {
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'DH parameter generation failed');
  }
  return prime;
}

const isEncodingName = (v) => v === 'buffer' || Buffer.isEncoding(v);

// The generator argument as bytes, after Node's type rules: falsy means 2, a number must
// be an int32, a string is read in `encoding`. Without `checkValue` only its type is
// judged (a prime length under 2 is refused before the generator's value).
function readGenerator(generator, encoding, checkValue) {
  const bytes = checkValue ? generatorBytes : (g) => g;
  if (!generator) return bytes(2);
  switch (typeof generator) {
    case 'number':
      validateInt32(generator, 'generator');
      return bytes(generator);
    case 'string':
      return bytes(toBytes(generator, encoding));
    default:
      if (isArrayBufferView(generator) || isAnyArrayBuffer(generator)) {
        return bytes(toBytes(generator));
      }
      throw new (codes().ERR_INVALID_ARG_TYPE)('generator', kSources, generator);
  }
}

// createDiffieHellman(prime[, primeEncoding][, generator][, generatorEncoding]) and
// createDiffieHellman(primeLength[, generator]): a second argument that names no
// encoding is the generator, and everything after it moves up one place.
function DiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding) {
  if (!(this instanceof DiffieHellman)) {
    return new DiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding);
  }
  const isSize = typeof sizeOrKey === 'number';
  if (!isSize && typeof sizeOrKey !== 'string' &&
      !isArrayBufferView(sizeOrKey) && !isAnyArrayBuffer(sizeOrKey)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('sizeOrKey', kSources, sizeOrKey);
  }
  if (isSize) validateInt32(sizeOrKey, 'sizeOrKey');
  const shifted = Boolean(keyEncoding) && !isEncodingName(keyEncoding);
  const fallback = require('internal/crypto/util').getDefaultEncoding();
  const primeEncoding = (!shifted && keyEncoding) || fallback;
  // Node's native constructor takes a prime length of 2 bits or more only with a numeric
  // generator: bytes are refused there, after their type was checked.
  const rawGenerator = shifted ? keyEncoding : generator;
  const intOnly = isSize && sizeOrKey >= 2 && Boolean(rawGenerator) &&
    typeof rawGenerator !== 'number';
  const checkValue = (!isSize || sizeOrKey >= 2) && !intOnly;
  const g = shifted ? readGenerator(keyEncoding, generator || fallback, checkValue) :
    readGenerator(generator, genEncoding || fallback, checkValue);
  if (intOnly) {
    throw nativeError(TypeError, 'ERR_INVALID_ARG_TYPE', 'Second argument must be an int32');
  }
  const prime = isSize ? makePrime(sizeOrKey) : Buffer.from(toBytes(sizeOrKey, primeEncoding));
  this[kState] = { prime, generator: g, privateKey: undefined, publicKey: undefined,
                   privateBits: 0 };
  defineVerifyError(this);
}

function defineVerifyError(dh) {
  const s = dh[kState];
  const flags = binding.dhCheck(s.prime, s.generator);
  // DH_check refuses moduli over 32768 bits instead of testing them.
  if (flags === -1) {
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Checking DH parameters failed');
  }
  Object.defineProperty(dh, 'verifyError', {
    __proto__: null, value: flags,
    enumerable: true, writable: true, configurable: true,
  });
}

function DiffieHellmanGroup(name) {
  if (!(this instanceof DiffieHellmanGroup)) return new DiffieHellmanGroup(name);
  if (typeof name !== 'string') {
    throw nativeError(TypeError, 'ERR_INVALID_ARG_TYPE', 'Group name must be a string');
  }
  const group = binding.dhGroup(name);
  if (group === undefined) {
    throw nativeError(Error, 'ERR_CRYPTO_UNKNOWN_DH_GROUP', 'Unknown DH group');
  }
  this[kState] = { prime: group[0], generator: Buffer.from([2]), privateKey: undefined,
                   publicKey: undefined, privateBits: group[1] };
  defineVerifyError(this);
}

function generateKeys(encoding) {
  const s = this[kState];
  const pair = binding.dhKeys(s.prime, s.generator, s.privateKey, s.privateBits);
  if (pair === undefined) {
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Key generation failed');
  }
  s.privateKey = pair[0];
  s.publicKey = pair[1];
  return encode(Buffer.from(s.publicKey), encoding);
}

function computeSecret(key, inEnc, outEnc) {
  const s = this[kState];
  if (typeof key !== 'string' && !isArrayBufferView(key) && !isAnyArrayBuffer(key)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('key', kBytes, key);
  }
  const encoding = require('internal/crypto/util').getDefaultEncoding();
  const other = toBytes(key, inEnc || encoding);
  if (s.privateKey === undefined) {
    // OpenSSL checks the peer's key against the prime (2 <= key <= p - 2) before it finds
    // there is no private key.
    const peer = bytesToBigInt(other);
    if (peer < 2n) throw nativeError(RangeError, 'ERR_CRYPTO_INVALID_KEYLEN', 'Supplied key is too small');
    if (peer > bytesToBigInt(s.prime) - 2n) {
      throw nativeError(RangeError, 'ERR_CRYPTO_INVALID_KEYLEN', 'Supplied key is too large');
    }
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Failed to compute shared secret');
  }
  const out = binding.dhSecret(s.prime, s.privateKey, other);
  if (out === 1) throw nativeError(RangeError, 'ERR_CRYPTO_INVALID_KEYLEN', 'Supplied key is too small');
  if (out === 2) throw nativeError(RangeError, 'ERR_CRYPTO_INVALID_KEYLEN', 'Supplied key is too large');
  if (out === 3) {
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Failed to compute shared secret');
  }
  return encode(out, outEnc || encoding);
}

function bytesToBigInt(bytes) {
  const hex = Buffer.from(bytes).toString('hex');
  return hex === '' ? 0n : BigInt(`0x${hex}`);
}

// Node holds these values as OpenSSL bignums: leading zero bytes go, and a zero prime is
// no prime at all.
function stripZeros(bytes) {
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  return i === 0 ? bytes : bytes.subarray(i);
}

function getter(field, missing) {
  return function(encoding) {
    let value = this[kState][field];
    if (value === undefined) {
      throw nativeError(Error, 'ERR_CRYPTO_INVALID_STATE', missing);
    }
    value = stripZeros(Buffer.from(value));
    if (field === 'prime' && value.length === 0) {
      throw nativeError(Error, 'ERR_CRYPTO_INVALID_STATE', 'p is null');
    }
    return encode(value, encoding);
  };
}

function setter(field) {
  return function(key, encoding) {
    if (typeof key !== 'string' && !isArrayBufferView(key) && !isAnyArrayBuffer(key)) {
      throw new (codes().ERR_INVALID_ARG_TYPE)('key', kBytes, key);
    }
    const encodingDefault = require('internal/crypto/util').getDefaultEncoding();
    this[kState][field] = Buffer.from(toBytes(key, encoding || encodingDefault));
    return this;
  };
}

const methods = {
  generateKeys,
  computeSecret,
  getPrime: getter('prime'),
  getGenerator: getter('generator'),
  getPublicKey: getter('publicKey', 'No public key - did you forget to generate one?'),
  getPrivateKey: getter('privateKey', 'No private key - did you forget to generate one?'),
};
for (const [name, fn] of Object.entries(methods)) {
  Object.defineProperty(fn, 'name', { __proto__: null, value: name });
  for (const C of [DiffieHellman, DiffieHellmanGroup]) {
    Object.defineProperty(C.prototype, name, {
      __proto__: null, value: fn, writable: true, enumerable: true, configurable: true,
    });
  }
}
// Only DiffieHellman takes keys from outside; a group's keys are its own.
for (const [name, field] of [['setPublicKey', 'publicKey'], ['setPrivateKey', 'privateKey']]) {
  const fn = setter(field);
  Object.defineProperty(fn, 'name', { __proto__: null, value: name });
  Object.defineProperty(DiffieHellman.prototype, name, {
    __proto__: null, value: fn, writable: true, enumerable: true, configurable: true,
  });
}

function createDiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding) {
  return new DiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding);
}

function createDiffieHellmanGroup(name) {
  return new DiffieHellmanGroup(name);
}

module.exports = {
  DiffieHellman,
  DiffieHellmanGroup,
  createDiffieHellman,
  createDiffieHellmanGroup,
  getDiffieHellman: createDiffieHellmanGroup,
};
