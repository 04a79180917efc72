'use strict';
// internal/crypto/subtle: SubtleCrypto (crypto.subtle): digest (SHA-1/256/384/512,
// SHA3-256/384/512, cSHAKE128/256), HMAC and KMAC128/256 (import/export raw-secret and jwk,
// generateKey, sign, verify), AES-GCM, AES-CBC, AES-CTR and ChaCha20-Poly1305 (import/export,
// generateKey, encrypt, decrypt), AES-KW, wrapKey/unwrapKey over any of these ciphers or
// RSA-OAEP, PBKDF2 and HKDF (import, deriveBits, deriveKey), getPublicKey, the static
// supports(), and the asymmetric algorithms Ed25519, Ed448, X25519, X448, ECDSA, ECDH
// (P-256, P-384, P-521), RSASSA-PKCS1-v1_5, RSA-PSS and RSA-OAEP (generateKey,
// importKey/exportKey in spki, pkcs8, jwk and raw, sign/verify, encrypt/decrypt, deriveBits)
// on internal/crypto/keys (internal/crypto/webcrypto_keys).
// Arguments go through WebIDL-style checks and algorithm normalization with Node's
// messages; algorithms minirt does not have (AES-OCB, Argon2, ML-DSA, ML-KEM) are
// "Unrecognized algorithm name" (NotSupportedError), as for any unknown name, and the
// encapsulate/decapsulate methods throw ERR_METHOD_NOT_IMPLEMENTED.
// Every method is async: a thrown error becomes a rejection, as in Node. PBKDF2 and HKDF
// run on the thread pool; digests, MACs and ciphers run inline.

const { Buffer } = require('buffer');
const { binding, codes, lazyDOMException } = require('internal/crypto/util');
const { kToken, webidlError, missingArgs } = require('internal/crypto/webcrypto');
const keys = require('internal/crypto/keys');
const {
  isAnyArrayBuffer, isArrayBuffer, isArrayBufferView, isSharedArrayBuffer,
} = require('internal/util/types');

const {
  kCryptoKeyObject, kMaterial, kAlgorithm, kUsages, makeCryptoKey, newSecretKey, isCryptoKey,
} = keys;
// The asymmetric algorithms, loaded with the first one used.
let asymModule;
const asym = {
  isAsymmetric: (name) => kAsymmetric.has(name),
};
const kAsymmetric = new Set(['Ed25519', 'Ed448', 'X25519', 'X448', 'ECDSA', 'ECDH',
  'RSASSA-PKCS1-v1_5', 'RSA-PSS', 'RSA-OAEP']);
for (const name of ['importKey', 'exportKey', 'generateKey', 'sign', 'verify', 'rsaOaep',
  'deriveBits', 'fromKeyObject', 'getPublicKey', 'checkParams']) {
  asym[name] = (...args) => {
    asymModule ??= require('internal/crypto/webcrypto_keys');
    return asymModule[name](...args);
  };
}

const kDigests = {
  'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512',
  'SHA3-256': 'sha3-256', 'SHA3-384': 'sha3-384', 'SHA3-512': 'sha3-512',
};
// Block sizes in bits: the default HMAC key length.
const kBlockBits = {
  'SHA-1': 512, 'SHA-256': 512, 'SHA-384': 1024, 'SHA-512': 1024,
  'SHA3-256': 1088, 'SHA3-384': 832, 'SHA3-512': 576,
};
const kJwkHmacAlg = { 'SHA-1': 'HS1', 'SHA-256': 'HS256', 'SHA-384': 'HS384', 'SHA-512': 'HS512' };

// The operations each algorithm supports, with the dictionary its parameters convert to.
const kOps = {
  digest: { ...Object.fromEntries(Object.keys(kDigests).map((n) => [n, null])),
    cSHAKE128: 'CShakeParams', cSHAKE256: 'CShakeParams' },
  sign: { HMAC: null, KMAC128: 'KmacParams', KMAC256: 'KmacParams', Ed25519: null,
    Ed448: 'ContextParams', ECDSA: 'EcdsaParams', 'RSASSA-PKCS1-v1_5': null,
    'RSA-PSS': 'RsaPssParams' },
  verify: { HMAC: null, KMAC128: 'KmacParams', KMAC256: 'KmacParams', Ed25519: null,
    Ed448: 'ContextParams', ECDSA: 'EcdsaParams', 'RSASSA-PKCS1-v1_5': null,
    'RSA-PSS': 'RsaPssParams' },
  importKey: { HMAC: 'HmacImportParams', KMAC128: 'KmacImportParams',
    KMAC256: 'KmacImportParams', 'AES-GCM': null, 'AES-CBC': null, 'AES-CTR': null,
    'AES-KW': null, 'ChaCha20-Poly1305': null, PBKDF2: null, HKDF: null, Argon2d: null,
    Argon2i: null, Argon2id: null,
    Ed25519: null, Ed448: null, X25519: null, X448: null, ECDSA: 'EcKeyImportParams',
    ECDH: 'EcKeyImportParams', 'RSASSA-PKCS1-v1_5': 'RsaHashedImportParams', 'RSA-PSS': 'RsaHashedImportParams',
    'RSA-OAEP': 'RsaHashedImportParams' },
  generateKey: { HMAC: 'HmacKeyGenParams', KMAC128: 'KmacKeyGenParams',
    KMAC256: 'KmacKeyGenParams', 'AES-GCM': 'AesKeyGenParams',
    'AES-CBC': 'AesKeyGenParams', 'AES-CTR': 'AesKeyGenParams', 'AES-KW': 'AesKeyGenParams',
    'ChaCha20-Poly1305': null,
    Ed25519: null, Ed448: null, X25519: null, X448: null, ECDSA: 'EcKeyGenParams',
    ECDH: 'EcKeyGenParams',
    'RSASSA-PKCS1-v1_5': 'RsaHashedKeyGenParams', 'RSA-PSS': 'RsaHashedKeyGenParams',
    'RSA-OAEP': 'RsaHashedKeyGenParams' },
  encrypt: { 'AES-GCM': 'AeadParams', 'AES-CBC': 'AesCbcParams', 'AES-CTR': 'AesCtrParams',
    'ChaCha20-Poly1305': 'AeadParams', 'RSA-OAEP': 'RsaOaepParams' },
  decrypt: { 'AES-GCM': 'AeadParams', 'AES-CBC': 'AesCbcParams', 'AES-CTR': 'AesCtrParams',
    'ChaCha20-Poly1305': 'AeadParams', 'RSA-OAEP': 'RsaOaepParams' },
  // The algorithms that wrap keys without being ciphers; wrapKey falls back to encrypt's.
  wrapKey: { 'AES-KW': null },
  unwrapKey: { 'AES-KW': null },
  deriveBits: { PBKDF2: 'Pbkdf2Params', HKDF: 'HkdfParams', Argon2d: 'Argon2Params',
    Argon2i: 'Argon2Params', Argon2id: 'Argon2Params', ECDH: 'EcdhKeyDeriveParams',
    X25519: 'EcdhKeyDeriveParams', X448: 'EcdhKeyDeriveParams' },
  'get key length': { HMAC: 'HmacImportParams', KMAC128: 'KmacImportParams',
    KMAC256: 'KmacImportParams', 'AES-GCM': 'AesDerivedKeyParams',
    'AES-CBC': 'AesDerivedKeyParams', 'AES-CTR': 'AesDerivedKeyParams',
    'AES-KW': 'AesDerivedKeyParams', 'ChaCha20-Poly1305': null, PBKDF2: null, HKDF: null },
};

// Members of each dictionary: [name, kind, required].
const kDictionaries = {
  HmacImportParams: [['hash', 'hash', true], ['length', 'ulong', false]],
  HmacKeyGenParams: [['hash', 'hash', true], ['length', 'ulong', false]],
  AesKeyGenParams: [['length', 'ushort', true]],
  AesDerivedKeyParams: [['length', 'ushort', true]],
  AeadParams: [['iv', 'bytes', true], ['additionalData', 'bytes', false],
    ['tagLength', 'octet', false]],
  AesCbcParams: [['iv', 'bytes', true]],
  AesCtrParams: [['counter', 'bytes', true], ['length', 'octet', true]],
  Pbkdf2Params: [['hash', 'hash', true], ['iterations', 'ulong', true], ['salt', 'bytes', true]],
  HkdfParams: [['hash', 'hash', true], ['info', 'bytes', true], ['salt', 'bytes', true]],
  EcdsaParams: [['hash', 'hash', true]],
  RsaPssParams: [['saltLength', 'ulong', true]],
  EcKeyImportParams: [['namedCurve', 'string', true]],
  EcKeyGenParams: [['namedCurve', 'string', true]],
  RsaHashedImportParams: [['hash', 'hash', true]],
  RsaHashedKeyGenParams: [['modulusLength', 'ulong', true], ['publicExponent', 'bigint', true],
    ['hash', 'hash', true]],
  RsaOaepParams: [['label', 'bytes', false]],
  EcdhKeyDeriveParams: [['public', 'key', true]],
  ContextParams: [['context', 'bytes', false]],
  CShakeParams: [['outputLength', 'ulong', true], ['functionName', 'bytes', false],
    ['customization', 'bytes', false]],
  KmacParams: [['outputLength', 'ulong', true], ['customization', 'bytes', false]],
  KmacImportParams: [['length', 'ulong', false]],
  KmacKeyGenParams: [['length', 'ulong', false]],
  Argon2Params: [['associatedData', 'bytes', false], ['memory', 'ulong', true],
    ['nonce', 'bytes', true], ['parallelism', 'ulong', true], ['passes', 'ulong', true],
    ['secretValue', 'bytes', false], ['version', 'octet', false]],
};

const kUsageOrder = ['encrypt', 'decrypt', 'sign', 'verify', 'deriveKey', 'deriveBits',
  'wrapKey', 'unwrapKey', 'encapsulateBits', 'decapsulateBits', 'encapsulateKey',
  'decapsulateKey'];
const kUsagesOf = {
  HMAC: ['sign', 'verify'],
  'AES-GCM': ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  'AES-CBC': ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  'AES-CTR': ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  'AES-KW': ['wrapKey', 'unwrapKey'],
  'ChaCha20-Poly1305': ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  KMAC128: ['sign', 'verify'],
  KMAC256: ['sign', 'verify'],
  PBKDF2: ['deriveKey', 'deriveBits'],
  HKDF: ['deriveKey', 'deriveBits'],
  Argon2d: ['deriveKey', 'deriveBits'],
  Argon2i: ['deriveKey', 'deriveBits'],
  Argon2id: ['deriveKey', 'deriveBits'],
};
// The password-like keys (only derived from, never exported) and the formats each is
// imported in.
const kPasswordFormats = {
  PBKDF2: ['raw', 'raw-secret'], HKDF: ['raw', 'raw-secret'], Argon2d: ['raw-secret'],
  Argon2i: ['raw-secret'], Argon2id: ['raw-secret'],
};
const kArgon2 = new Set(['Argon2d', 'Argon2i', 'Argon2id']);

const kAes = new Set(['AES-GCM', 'AES-CBC', 'AES-CTR', 'AES-KW']);
// The suffix of each AES algorithm's JWK "alg" (A128CBC, A256KW, ...).
const kJwkAesMode = { 'AES-GCM': 'GCM', 'AES-CBC': 'CBC', 'AES-CTR': 'CTR', 'AES-KW': 'KW' };
const kKmac = new Set(['KMAC128', 'KMAC256']);
// The secret keys a program can see the bytes of, and the formats: KMAC and
// ChaCha20-Poly1305 keys only as 'raw-secret' and 'jwk', as in Node 26.
function exportableSecret(name, format) {
  if (name === 'HMAC' || kAes.has(name)) return ['raw', 'raw-secret', 'jwk'].includes(format);
  if (kKmac.has(name) || name === 'ChaCha20-Poly1305') {
    return format === 'raw-secret' || format === 'jwk';
  }
  return false;
}

// Algorithms Node 26 marks experimental: each warns once, on its first normalization.
const kExperimental = new Set(['SHA3-256', 'SHA3-384', 'SHA3-512', 'Ed448', 'X448',
  'cSHAKE128', 'cSHAKE256', 'KMAC128', 'KMAC256', 'ChaCha20-Poly1305', 'Argon2d', 'Argon2i',
  'Argon2id']);
const warnedExperimental = new Set();

function dom(message, name) {
  return lazyDOMException(message, name);
}

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

// WebIDL's [EnforceRange] integer conversion, with Node 26's wording.
function enforceRange(value, name, max) {
  const n = Number(value);
  if (!Number.isFinite(n)) {
    throw webidlError(`Failed to normalize algorithm: ${name} in passed algorithm is not a ` +
      'finite number.', 'ERR_INVALID_ARG_TYPE');
  }
  const i = Math.trunc(n);
  if (i < 0 || i > max) {
    throw webidlError(`Failed to normalize algorithm: ${name} in passed algorithm is outside ` +
      `the expected range of 0 to ${max}.`, 'ERR_OUT_OF_RANGE');
  }
  return i;
}

function normalizeAlgorithm(algorithm, op) {
  if (typeof algorithm === 'string') return normalizeAlgorithm({ name: algorithm }, op);
  if (algorithm === null || typeof algorithm !== 'object') {
    return normalizeAlgorithm({ name: String(algorithm) }, op);
  }
  if (algorithm.name === undefined) {
    throw webidlError("Failed to normalize algorithm: passed algorithm cannot be converted " +
      "to 'Algorithm' because 'name' is required in 'Algorithm'.", 'ERR_MISSING_OPTION');
  }
  const wanted = String(algorithm.name).toUpperCase();
  const table = kOps[op];
  const name = Object.keys(table).find((n) => n.toUpperCase() === wanted);
  if (name === undefined) throw dom('Unrecognized algorithm name', 'NotSupportedError');
  if (kExperimental.has(name) && !warnedExperimental.has(name)) {
    warnedExperimental.add(name);
    process.emitWarning(`The ${name} Web Crypto API algorithm is an experimental feature ` +
      'and might change at any time', 'ExperimentalWarning');
  }
  const dict = table[name];
  const out = { name };
  if (dict === null) return out;
  for (const [member, kind, required] of kDictionaries[dict]) {
    const value = algorithm[member];
    if (value === undefined) {
      if (required) {
        throw webidlError('Failed to normalize algorithm: passed algorithm cannot be ' +
          `converted to '${dict}' because '${member}' is required in '${dict}'.`,
                          'ERR_MISSING_OPTION');
      }
      continue;
    }
    switch (kind) {
      case 'hash':
        out.hash = normalizeAlgorithm(value, 'digest');
        break;
      case 'bytes':
        if (!isBufferSource(value)) {
          throw webidlError(`Failed to normalize algorithm: ${member} in passed algorithm is ` +
            'not instance of ArrayBuffer, Buffer, TypedArray, or DataView.',
                            'ERR_INVALID_ARG_TYPE');
        }
        out[member] = copyOf(value);
        break;
      case 'ulong':
        out[member] = enforceRange(value, member, 2 ** 32 - 1);
        break;
      case 'ushort':
        out[member] = enforceRange(value, member, 2 ** 16 - 1);
        break;
      case 'octet':
        out[member] = enforceRange(value, member, 255);
        break;
      case 'string':
        out[member] = String(value);
        break;
      case 'bigint':
        if (!(value instanceof Uint8Array)) {
          throw webidlError(`Failed to normalize algorithm: ${member} in passed algorithm is ` +
            'not an Uint8Array object.', 'ERR_INVALID_ARG_TYPE');
        }
        out[member] = new Uint8Array(value);
        break;
      case 'key':
        if (!isCryptoKey(value)) {
          throw webidlError(`Failed to normalize algorithm: ${member} in passed algorithm is ` +
            'not of type CryptoKey.', 'ERR_INVALID_ARG_TYPE');
        }
        out[member] = value;
        break;
    }
  }
  if (dict === 'ContextParams' && out.context?.length > 255) {
    throw dom('ContextParams.context must be at most 255 bytes', 'OperationError');
  }
  return out;
}

// The SubtleCrypto objects minirt made; an object that only inherits the prototype is none.
const kInstances = new WeakSet();

function checkThis(self) {
  if (!kInstances.has(self)) throw new (codes().ERR_INVALID_THIS)('SubtleCrypto');
}

function checkArgs(method, required, present) {
  if (present < required) throw missingArgs(method, 'SubtleCrypto', required, present);
}

const kOrdinals = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];

function bufferSourceArg(value, method, index) {
  if (!isBufferSource(value)) {
    throw notBufferSource(
      value, `Failed to execute '${method}' on 'SubtleCrypto': ${kOrdinals[index]} argument`);
  }
  return copyOf(value);
}

// cSHAKE with a function name is reserved for standards built on it; Node has none.
function checkCShakeParams(algorithm) {
  if (algorithm.functionName?.length) {
    throw dom('Unsupported CShakeParams functionName', 'NotSupportedError');
  }
}

function keyArg(value, method, index) {
  if (!isCryptoKey(value)) {
    throw webidlError(`Failed to execute '${method}' on 'SubtleCrypto': ${kOrdinals[index]} ` +
      'argument is not of type CryptoKey.', 'ERR_INVALID_ARG_TYPE');
  }
  return value;
}

function formatArg(value, method) {
  const format = String(value);
  if (!['raw', 'pkcs8', 'spki', 'jwk', 'raw-secret', 'raw-public', 'raw-private',
    'raw-seed'].includes(format)) {
    throw webidlError(`Failed to execute '${method}' on 'SubtleCrypto': 1st argument ` +
      `'${format}' is not a valid enum value of type KeyFormat.`, 'ERR_INVALID_ARG_VALUE');
  }
  return format;
}

function usagesArg(value, method, index) {
  if (value === null || typeof value !== 'object' || typeof value[Symbol.iterator] !== 'function') {
    throw webidlError(`Failed to execute '${method}' on 'SubtleCrypto': ${kOrdinals[index]} ` +
      'argument can not be converted to sequence.', 'ERR_INVALID_ARG_TYPE');
  }
  const list = [];
  for (const u of value) {
    const s = String(u);
    if (!kUsageOrder.includes(s)) {
      throw webidlError(`Failed to execute '${method}' on 'SubtleCrypto': ` +
        `${kOrdinals[index]} argument[${list.length}] '${s}' is not a valid enum value of ` +
        'type KeyUsage.', 'ERR_INVALID_ARG_VALUE');
    }
    list.push(s);
  }
  return list;
}

// Refuses usages the algorithm cannot have; the result is in the WebCrypto order.
function checkUsages(name, usages) {
  const allowed = kUsagesOf[name];
  for (const u of usages) {
    if (!allowed.includes(u)) throw dom(`Unsupported key usage for ${name} key`, 'SyntaxError');
  }
  return kUsageOrder.filter((u) => usages.includes(u));
}

function keyAlgorithm(name, normalized, bytes) {
  if (name === 'HMAC') return { name, length: bytes * 8, hash: { name: normalized.hash.name } };
  if (kAes.has(name) || kKmac.has(name)) return { name, length: bytes * 8 };
  return { name };
}

function checkKeyLength(name, normalized, bytes) {
  if (kAes.has(name)) {
    if (![16, 24, 32].includes(bytes)) throw dom('Invalid key length', 'DataError');
  } else if (name === 'ChaCha20-Poly1305') {
    if (bytes !== 32) throw dom('Invalid key length', 'DataError');
  } else if (kKmac.has(name)) {
    if (normalized.length !== undefined && normalized.length !== bytes * 8) {
      throw dom('Invalid key length', 'DataError');
    }
  } else if (name === 'HMAC') {
    if (normalized.length === 0) throw dom('HmacImportParams.length cannot be 0', 'DataError');
    if (bytes === 0) throw dom('Zero-length key is not supported', 'DataError');
    if (normalized.length !== undefined && (normalized.length > bytes * 8 ||
        normalized.length <= (bytes - 1) * 8)) {
      throw dom('Invalid key length', 'DataError');
    }
  }
}

// The JWK "alg" of a secret key of `algorithm`, `bytes` long.
function jwkAlg(algorithm, bytes) {
  const name = algorithm.name;
  if (name === 'HMAC') return kJwkHmacAlg[algorithm.hash.name];
  if (kAes.has(name)) return `A${bytes * 8}${kJwkAesMode[name]}`;
  if (kKmac.has(name)) return name === 'KMAC128' ? 'K128' : 'K256';
  if (name === 'ChaCha20-Poly1305') return 'C20P';
  return undefined;
}

// importKey's keyData in the jwk format goes through WebIDL's JsonWebKey dictionary first, for
// every algorithm: a primitive is no dictionary, and key_ops must be a sequence of strings.
function jwkArg(keyData) {
  if (keyData === undefined || keyData === null) return keyData;
  if (typeof keyData !== 'object' && typeof keyData !== 'function') {
    throw webidlError("Failed to execute 'importKey' on 'SubtleCrypto': 2nd argument cannot " +
      'be converted to a dictionary', 'ERR_INVALID_ARG_TYPE');
  }
  const ops = keyData.key_ops;
  if (ops === undefined) return keyData;
  if (ops === null || (typeof ops !== 'object' && typeof ops !== 'function') ||
      typeof ops[Symbol.iterator] !== 'function') {
    throw webidlError("Failed to execute 'importKey' on 'SubtleCrypto': key_ops in 2nd " +
      'argument cannot be converted to sequence.', 'ERR_INVALID_ARG_TYPE');
  }
  // The caller's object is left alone; the converted list shadows its key_ops.
  return { __proto__: keyData, key_ops: Array.from(ops, String) };
}

// The bytes of an "oct" JWK for HMAC or AES, with its members checked in Node 26's order.
function octJwkBytes(jwk, name, extractable, usages) {
  if (jwk === null || typeof jwk !== 'object' || jwk.kty === undefined) {
    throw dom('Invalid keyData', 'DataError');
  }
  if (`${jwk.kty}` !== 'oct') throw dom('Invalid JWK "kty" Parameter', 'DataError');
  if (jwk.k === undefined) throw dom('Invalid keyData', 'DataError');
  if (usages.length > 0 && jwk.use !== undefined &&
      `${jwk.use}` !== (name === 'HMAC' || kKmac.has(name) ? 'sig' : 'enc')) {
    throw dom('Invalid JWK "use" Parameter', 'DataError');
  }
  if (jwk.key_ops !== undefined) {
    const seen = new Set();
    for (const op of jwk.key_ops) {
      // Only the operations WebCrypto knows can be duplicates; others are ignored.
      if (!kUsageOrder.includes(op)) continue;
      if (seen.has(op)) throw dom('Duplicate key operation', 'DataError');
      seen.add(op);
    }
    for (const u of usages) {
      if (!seen.has(u)) throw dom('Key operations and usage mismatch', 'DataError');
    }
  }
  if (jwk.ext !== undefined && !jwk.ext && extractable) {
    throw dom('JWK "ext" Parameter and extractable mismatch', 'DataError');
  }
  return Buffer.from(`${jwk.k}`, 'base64url');
}

function importSecret(format, keyData, normalized, extractable, usages) {
  const name = normalized.name;
  const passwordFormats = kPasswordFormats[name];
  if (passwordFormats !== undefined && extractable) {
    throw dom(`${name} keys are not extractable`, 'SyntaxError');
  }
  if (passwordFormats !== undefined) {
    for (const u of usages) {
      if (!kUsagesOf[name].includes(u)) {
        throw dom(`Unsupported key usage for a ${name} key`, 'SyntaxError');
      }
    }
  }
  usages = checkUsages(name, usages);
  let bytes;
  if (passwordFormats !== undefined ? passwordFormats.includes(format) :
    format === 'raw-secret' || (format === 'raw' && exportableSecret(name, 'raw'))) {
    if (!isBufferSource(keyData)) {
      throw notBufferSource(keyData, "Failed to execute 'importKey' on 'SubtleCrypto': 2nd argument");
    }
    bytes = copyOf(keyData);
    checkKeyLength(name, normalized, bytes.length);
  } else if (format === 'jwk' && exportableSecret(name, 'jwk')) {
    bytes = octJwkBytes(keyData, name, extractable, usages);
    // AES judges the key size before the "alg" member, HMAC after it.
    if (name !== 'HMAC') checkKeyLength(name, normalized, bytes.length);
    if (keyData.alg !== undefined) {
      const expected = jwkAlg(normalized, bytes.length);
      if (`${keyData.alg}` !== expected) {
        throw dom('JWK "alg" does not match the requested algorithm', 'DataError');
      }
    }
    if (name === 'HMAC') checkKeyLength(name, normalized, bytes.length);
  } else {
    throw dom(`Unable to import ${name} using ${format} format`, 'NotSupportedError');
  }
  if (usages.length === 0) {
    throw dom('Usages cannot be empty when importing a secret key.', 'SyntaxError');
  }
  const algorithm = keyAlgorithm(name, normalized, bytes.length);
  return makeCryptoKey(newSecretKey(bytes), algorithm, extractable, usages);
}

function exportSecret(format, key) {
  const name = key[kAlgorithm].name;
  const material = key[kCryptoKeyObject][kMaterial];
  if (kArgon2.has(name)) throw dom(`${name} key export is not supported`, 'NotSupportedError');
  if (!exportableSecret(name, format)) {
    throw dom(`Unable to export ${name} secret key using ${format} format`, 'NotSupportedError');
  }
  if (format !== 'jwk') return toArrayBuffer(Buffer.from(material));
  return {
    key_ops: [...key[kUsages]],
    ext: key.extractable,
    alg: jwkAlg(key[kAlgorithm], material.length),
    kty: 'oct',
    k: Buffer.from(material).toString('base64url'),
  };
}

function checkKeyFor(key, name, usage) {
  if (key[kAlgorithm].name !== name) throw dom('Key algorithm mismatch', 'InvalidAccessError');
  if (!key[kUsages].includes(usage)) {
    throw dom(`Unable to use this key to ${usage}`, 'InvalidAccessError');
  }
}

// The MAC sign and verify compute: HMAC with the key's hash, or KMAC with the
// algorithm's output length and customization.
function macOf(algorithm, key, data) {
  const material = key[kCryptoKeyObject][kMaterial];
  if (kKmac.has(algorithm.name)) {
    return binding.kmac(algorithm.name === 'KMAC128' ? 128 : 256, material, data,
                        algorithm.customization ?? Buffer.alloc(0), algorithm.outputLength);
  }
  const { Hmac } = require('internal/crypto/hash');
  const h = new Hmac(kDigests[key[kAlgorithm].hash.name], material);
  return h.update(data).digest();
}

function operationFailed() {
  return dom('The operation failed for an operation-specific reason', 'OperationError');
}

function aead(encrypt, algorithm, key, data) {
  const material = key[kCryptoKeyObject][kMaterial];
  const cipherName = algorithm.name === 'AES-GCM' ? `aes-${material.length * 8}-gcm` :
    'chacha20-poly1305';
  const out = binding.aeadOneShot(cipherName, material, algorithm.iv,
                                  algorithm.additionalData ?? Buffer.alloc(0), data,
                                  (algorithm.tagLength ?? 128) / 8, encrypt);
  if (out === null) throw operationFailed();
  return out;
}

// One pass of an unauthenticated AES mode over `data` through the cipher bindings that
// createCipheriv uses; any failure (bad padding, a partial final block) is an OperationError.
function aesRun(mode, encrypt, key, iv, data) {
  const material = key[kCryptoKeyObject][kMaterial];
  const handle = binding.cipherNew(`aes-${material.length * 8}-${mode}`, material, iv, encrypt,
                                   -1);
  if (typeof handle === 'number') throw operationFailed();
  const head = binding.cipherUpdate(handle, data);
  const tail = binding.cipherFinal(handle);
  if (head === undefined || tail === undefined || typeof tail === 'string') {
    throw operationFailed();
  }
  return tail.length === 0 ? head : Buffer.concat([head, tail]);
}

// AES-CTR where only the low `length` bits of the counter block count: past their last value
// they wrap to zero and the other bits stay. OpenSSL's counter would carry into those bits, so
// a message that reaches the wrap runs in two parts, the second from the wrapped counter.
// A message needing more blocks than the counter has values is refused, as Node refuses it.
function aesCtr(encrypt, algorithm, key, data) {
  const { counter, length } = algorithm;
  const blocks = BigInt(Math.ceil(data.length / 16));
  const values = 1n << BigInt(length);
  if (blocks > values) throw operationFailed();
  const start = BigInt(`0x${counter.toString('hex')}`);
  const low = start & (values - 1n);
  const beforeWrap = values - low;
  if (blocks <= beforeWrap) return aesRun('ctr', encrypt, key, counter, data);
  const split = Number(beforeWrap) * 16;
  const wrapped = Buffer.from((start - low).toString(16).padStart(32, '0'), 'hex');
  return Buffer.concat([aesRun('ctr', encrypt, key, counter, data.subarray(0, split)),
                        aesRun('ctr', encrypt, key, wrapped, data.subarray(split))]);
}

// The checks encrypt and decrypt make on the algorithm's parameters alone. Node judges them
// before the key, so a bad iv, counter or tag length wins over a key of the wrong algorithm
// or without the usage.
function checkCipherParams(algorithm) {
  switch (algorithm.name) {
    case 'AES-GCM': {
      const tagLength = algorithm.tagLength ?? 128;
      if (![32, 64, 96, 104, 112, 120, 128].includes(tagLength)) {
        throw dom(`${tagLength} is not a valid AES-GCM tag length`, 'OperationError');
      }
      break;
    }
    case 'ChaCha20-Poly1305': {
      if (algorithm.iv.length !== 12) {
        throw dom('algorithm.iv must contain exactly 12 bytes', 'OperationError');
      }
      const tagLength = algorithm.tagLength ?? 128;
      if (tagLength !== 128) {
        throw dom(`${tagLength} is not a valid ChaCha20-Poly1305 tag length`, 'OperationError');
      }
      break;
    }
    case 'AES-CBC':
      if (algorithm.iv.length !== 16) {
        throw dom('algorithm.iv must contain exactly 16 bytes', 'OperationError');
      }
      break;
    case 'AES-CTR':
      if (algorithm.counter.length !== 16) {
        throw dom('algorithm.counter must contain exactly 16 bytes', 'OperationError');
      }
      if (algorithm.length < 1 || algorithm.length > 128) {
        throw dom('AES-CTR algorithm.length must be between 1 and 128', 'OperationError');
      }
      break;
  }
}

// encrypt and decrypt (and the cipher half of wrapKey and unwrapKey, `usage` naming it).
function cipher(encrypt, algorithm, key, data, usage = encrypt ? 'encrypt' : 'decrypt') {
  const name = algorithm.name;
  checkCipherParams(algorithm);
  checkKeyFor(key, name, usage);
  switch (name) {
    case 'AES-GCM':
    case 'ChaCha20-Poly1305':
      return aead(encrypt, algorithm, key, data);
    case 'AES-KW': {
      const out = binding.aesKeyWrap(key[kCryptoKeyObject][kMaterial], data, encrypt);
      if (out === null) throw operationFailed();
      return out;
    }
    case 'AES-CBC':
      return aesRun('cbc', encrypt, key, algorithm.iv, data);
    case 'AES-CTR':
      return aesCtr(encrypt, algorithm, key, data);
    default:
      return asym.rsaOaep(encrypt, algorithm, key, data);
  }
}

// The checks deriveBits makes on a password-based or HKDF derivation's length and parameters.
function checkDeriveParams(algorithm, length) {
  if (length === 0) return;
  if (length === null || length === undefined) {
    throw dom('length cannot be null', 'OperationError');
  }
  if (length % 8) throw dom('length must be a multiple of 8', 'OperationError');
  if (algorithm.name === 'PBKDF2' && algorithm.iterations === 0) {
    throw dom('iterations cannot be zero', 'OperationError');
  }
}

// Argon2's checks on the derivation's version, length and parameters, in Node 26's order.
function checkArgon2Params(algorithm, length) {
  const fail = (message) => dom(message, 'OperationError');
  if (algorithm.version !== undefined && algorithm.version !== 0x13) {
    throw fail(`${algorithm.version} is not a valid Argon2 version`);
  }
  if (length === null || length === undefined) throw fail('length cannot be null');
  if (length % 8) throw fail('length must be a multiple of 8');
  if (length < 32) throw fail('length must be >= 32');
  if (algorithm.nonce.length < 8) throw fail('nonce must be at least 8 bytes');
  if (algorithm.parallelism < 1 || algorithm.parallelism > 2 ** 24 - 1) {
    throw fail('parallelism must be > 0 and <= 16777215');
  }
  if (algorithm.memory < 8 * algorithm.parallelism) {
    throw fail('memory must be at least 8 times the degree of parallelism');
  }
  if (algorithm.passes < 1) throw fail('passes must be > 0');
}

function deriveBitsAsync(algorithm, key, length) {
  const name = algorithm.name;
  if (name === 'ECDH' || name === 'X25519' || name === 'X448') {
    return Promise.resolve(toArrayBuffer(asym.deriveBits(algorithm, key, length)));
  }
  if (key[kAlgorithm].name !== name) throw dom('Key algorithm mismatch', 'InvalidAccessError');
  const kdf = require('internal/crypto/kdf');
  const material = key[kCryptoKeyObject][kMaterial];
  let kind;
  let digest;
  let args;
  if (kArgon2.has(name)) {
    checkArgon2Params(algorithm, length);
    kind = kdf.ARGON2;
    args = [['Argon2d', 'Argon2i', 'Argon2id'].indexOf(name), material, algorithm.nonce,
      algorithm.parallelism, length / 8, algorithm.memory, algorithm.passes,
      algorithm.secretValue ?? Buffer.alloc(0), algorithm.associatedData ?? Buffer.alloc(0)];
  } else {
    checkDeriveParams(algorithm, length);
    if (length === 0) return Promise.resolve(new ArrayBuffer(0));
    digest = kDigests[algorithm.hash.name];
    kind = name === 'PBKDF2' ? kdf.PBKDF2 : kdf.HKDF;
    args = name === 'PBKDF2' ?
      [digest, material, algorithm.salt, algorithm.iterations, length / 8] :
      [digest, material, algorithm.salt, algorithm.info, length / 8];
  }
  return new Promise((resolve, reject) => {
    try {
      kdf.runAsync(kind, digest, args, (err, out) => {
        if (err) {
          reject(dom('The operation failed for an operation-specific reason', 'OperationError'));
          return;
        }
        resolve(toArrayBuffer(out));
      });
    } catch (err) {
      // A derivation minirt cannot do is said so; anything else is an OperationError.
      reject(err?.code === 'ERR_METHOD_NOT_IMPLEMENTED' ? err : operationFailed());
    }
  });
}

// The bits of key generateKey makes (`generating`) or deriveKey derives for `algorithm`.
function keyLengthOf(algorithm, generating) {
  if (algorithm.name === 'ChaCha20-Poly1305') return 256;
  // A password-like key takes whatever the derivation gives (its length is null).
  if (algorithm.name === 'PBKDF2' || algorithm.name === 'HKDF') return null;
  if (kKmac.has(algorithm.name)) {
    return algorithm.length ?? (algorithm.name === 'KMAC128' ? 128 : 256);
  }
  if (kAes.has(algorithm.name)) {
    if (![128, 192, 256].includes(algorithm.length)) {
      throw dom('AES key length must be 128, 192, or 256 bits', 'OperationError');
    }
    return algorithm.length;
  }
  // HMAC
  if (algorithm.length === undefined) return kBlockBits[algorithm.hash.name];
  if (algorithm.length === 0) {
    throw generating ? dom('HmacKeyGenParams.length cannot be 0', 'OperationError') :
      dom('HmacImportParams.length cannot be 0', 'DataError');
  }
  return algorithm.length;
}

class SubtleCrypto {
  constructor(token) {
    if (token !== kToken) throw new (codes().ERR_ILLEGAL_CONSTRUCTOR)();
    kInstances.add(this);
  }

  async digest(algorithm, data) {
    checkThis(this);
    checkArgs('digest', 2, arguments.length);
    data = bufferSourceArg(data, 'digest', 1);
    algorithm = normalizeAlgorithm(algorithm, 'digest');
    if (algorithm.name.startsWith('cSHAKE')) {
      checkCShakeParams(algorithm);
      return toArrayBuffer(binding.cshake(algorithm.name === 'cSHAKE128' ? 128 : 256, data,
                                          algorithm.customization ?? Buffer.alloc(0),
                                          algorithm.outputLength));
    }
    return toArrayBuffer(binding.hashOneShot(kDigests[algorithm.name], data, 'buffer'));
  }

  async importKey(format, keyData, algorithm, extractable, keyUsages) {
    checkThis(this);
    checkArgs('importKey', 5, arguments.length);
    format = formatArg(format, 'importKey');
    if (format !== 'jwk' && !isBufferSource(keyData)) {
      throw notBufferSource(keyData, "Failed to execute 'importKey' on 'SubtleCrypto': 2nd argument");
    }
    if (format === 'jwk') keyData = jwkArg(keyData);
    extractable = !!extractable;
    const usages = usagesArg(keyUsages, 'importKey', 4);
    algorithm = normalizeAlgorithm(algorithm, 'importKey');
    if (asym.isAsymmetric(algorithm.name)) {
      return asym.importKey(format, keyData, algorithm, extractable, usages);
    }
    return importSecret(format, keyData, algorithm, extractable, usages);
  }

  async exportKey(format, key) {
    checkThis(this);
    checkArgs('exportKey', 2, arguments.length);
    format = formatArg(format, 'exportKey');
    keyArg(key, 'exportKey', 1);
    const name = key[kAlgorithm].name;
    if (kPasswordFormats[name] !== undefined) {
      throw dom(`${name} key export is not supported`, 'NotSupportedError');
    }
    if (!key.extractable) throw dom('key is not extractable', 'InvalidAccessError');
    if (key.type !== 'secret') return asym.exportKey(format, key);
    return exportSecret(format, key);
  }

  async generateKey(algorithm, extractable, keyUsages) {
    checkThis(this);
    checkArgs('generateKey', 3, arguments.length);
    extractable = !!extractable;
    let usages = usagesArg(keyUsages, 'generateKey', 2);
    algorithm = normalizeAlgorithm(algorithm, 'generateKey');
    if (asym.isAsymmetric(algorithm.name)) {
      return asym.generateKey(algorithm, extractable, usages);
    }
    // The length is judged before the usages, as Node does.
    const bits = keyLengthOf(algorithm, true);
    usages = checkUsages(algorithm.name, usages);
    if (usages.length === 0) {
      throw dom('Usages cannot be empty when creating a key.', 'SyntaxError');
    }
    const bytes = Buffer.alloc(Math.ceil(bits / 8));
    binding.randomFillSync(bytes, 0, bytes.length);
    // A length that is not whole bytes leaves the last byte's low bits clear.
    if (bits % 8) bytes[bytes.length - 1] &= 0xff << (8 - (bits % 8));
    let keyAlg;
    if (algorithm.name === 'HMAC') {
      keyAlg = { name: 'HMAC', length: bits, hash: { name: algorithm.hash.name } };
    } else if (algorithm.name === 'ChaCha20-Poly1305') {
      keyAlg = { name: algorithm.name };
    } else {
      keyAlg = { name: algorithm.name, length: bits };
    }
    return makeCryptoKey(newSecretKey(bytes), keyAlg, extractable, usages);
  }

  async sign(algorithm, key, data) {
    checkThis(this);
    checkArgs('sign', 3, arguments.length);
    keyArg(key, 'sign', 1);
    data = bufferSourceArg(data, 'sign', 2);
    algorithm = normalizeAlgorithm(algorithm, 'sign');
    checkKeyFor(key, algorithm.name, 'sign');
    if (asym.isAsymmetric(algorithm.name)) return toArrayBuffer(asym.sign(algorithm, key, data));
    return toArrayBuffer(macOf(algorithm, key, data));
  }

  async verify(algorithm, key, signature, data) {
    checkThis(this);
    checkArgs('verify', 4, arguments.length);
    keyArg(key, 'verify', 1);
    signature = bufferSourceArg(signature, 'verify', 2);
    data = bufferSourceArg(data, 'verify', 3);
    algorithm = normalizeAlgorithm(algorithm, 'verify');
    checkKeyFor(key, algorithm.name, 'verify');
    if (asym.isAsymmetric(algorithm.name)) return asym.verify(algorithm, key, signature, data);
    const mac = macOf(algorithm, key, data);
    return mac.length === signature.length && binding.timingSafeEqual(mac, signature);
  }

  async encrypt(algorithm, key, data) {
    checkThis(this);
    checkArgs('encrypt', 3, arguments.length);
    keyArg(key, 'encrypt', 1);
    data = bufferSourceArg(data, 'encrypt', 2);
    algorithm = normalizeAlgorithm(algorithm, 'encrypt');
    return toArrayBuffer(cipher(true, algorithm, key, data));
  }

  async decrypt(algorithm, key, data) {
    checkThis(this);
    checkArgs('decrypt', 3, arguments.length);
    keyArg(key, 'decrypt', 1);
    data = bufferSourceArg(data, 'decrypt', 2);
    algorithm = normalizeAlgorithm(algorithm, 'decrypt');
    return toArrayBuffer(cipher(false, algorithm, key, data));
  }

  async deriveBits(algorithm, baseKey, length = null) {
    checkThis(this);
    checkArgs('deriveBits', 2, arguments.length);
    keyArg(baseKey, 'deriveBits', 1);
    algorithm = normalizeAlgorithm(algorithm, 'deriveBits');
    if (!baseKey[kUsages].includes('deriveBits')) {
      throw dom('baseKey does not have deriveBits usage', 'InvalidAccessError');
    }
    return deriveBitsAsync(algorithm, baseKey, length);
  }

  async deriveKey(algorithm, baseKey, derivedKeyAlgorithm, extractable, keyUsages) {
    checkThis(this);
    checkArgs('deriveKey', 5, arguments.length);
    keyArg(baseKey, 'deriveKey', 1);
    const usages = usagesArg(keyUsages, 'deriveKey', 4);
    algorithm = normalizeAlgorithm(algorithm, 'deriveBits');
    derivedKeyAlgorithm = normalizeAlgorithm(derivedKeyAlgorithm, 'importKey');
    const lengthAlg = normalizeAlgorithm(arguments[2], 'get key length');
    if (!baseKey[kUsages].includes('deriveKey')) {
      throw dom('baseKey does not have deriveKey usage', 'InvalidAccessError');
    }
    const bits = keyLengthOf(lengthAlg);
    const raw = await deriveBitsAsync(algorithm, baseKey, bits);
    return importSecret('raw-secret', raw, derivedKeyAlgorithm, !!extractable, usages);
  }

  async wrapKey(format, key, wrappingKey, wrapAlgorithm) {
    checkThis(this);
    checkArgs('wrapKey', 4, arguments.length);
    format = formatArg(format, 'wrapKey');
    keyArg(key, 'wrapKey', 1);
    keyArg(wrappingKey, 'wrapKey', 2);
    const algorithm = wrapAlgorithmOf(wrapAlgorithm, 'wrapKey');
    checkCipherParams(algorithm);
    checkKeyFor(wrappingKey, algorithm.name, 'wrapKey');
    if (!key.extractable) throw dom('key is not extractable', 'InvalidAccessError');
    let bytes = await this.exportKey(format, key);
    if (format === 'jwk') {
      let text = JSON.stringify(bytes);
      // AES-KW wraps whole 64-bit blocks: the JSON text is padded with spaces.
      if (algorithm.name === 'AES-KW' && text.length % 8) {
        text += ' '.repeat(8 - (text.length % 8));
      }
      bytes = Buffer.from(text, 'utf8');
    } else {
      bytes = Buffer.from(bytes);
    }
    return toArrayBuffer(cipher(true, algorithm, wrappingKey, bytes, 'wrapKey'));
  }

  async unwrapKey(format, wrappedKey, unwrappingKey, unwrapAlgorithm, unwrappedKeyAlgorithm,
                  extractable, keyUsages) {
    checkThis(this);
    checkArgs('unwrapKey', 7, arguments.length);
    format = formatArg(format, 'unwrapKey');
    wrappedKey = bufferSourceArg(wrappedKey, 'unwrapKey', 1);
    keyArg(unwrappingKey, 'unwrapKey', 2);
    const usages = usagesArg(keyUsages, 'unwrapKey', 6);
    const algorithm = wrapAlgorithmOf(unwrapAlgorithm, 'unwrapKey');
    normalizeAlgorithm(unwrappedKeyAlgorithm, 'importKey');
    checkCipherParams(algorithm);
    checkKeyFor(unwrappingKey, algorithm.name, 'unwrapKey');
    let keyData = cipher(false, algorithm, unwrappingKey, wrappedKey, 'unwrapKey');
    if (format === 'jwk') {
      try {
        keyData = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(keyData));
      } catch {
        keyData = undefined;
      }
      if (keyData === null || typeof keyData !== 'object') {
        throw dom('Invalid wrapped JWK key', 'DataError');
      }
    }
    return this.importKey(format, keyData, unwrappedKeyAlgorithm, extractable, usages);
  }

  async getPublicKey(key, keyUsages) {
    checkThis(this);
    checkArgs('getPublicKey', 2, arguments.length);
    keyArg(key, 'getPublicKey', 0);
    const usages = usagesArg(keyUsages, 'getPublicKey', 1);
    if (key.type === 'secret') throw dom('key must be a private key', 'NotSupportedError');
    if (key.type !== 'private') throw dom('key must be a private key', 'InvalidAccessError');
    return asym.getPublicKey(key, usages);
  }

  static supports(operation, algorithm, lengthOrAdditionalAlgorithm = null) {
    if (this !== SubtleCrypto) {
      throw new (codes().ERR_INVALID_THIS)('SubtleCrypto constructor');
    }
    if (!warnedSupports) {
      warnedSupports = true;
      process.emitWarning('The supports Web Crypto API method is an experimental feature ' +
        'and might change at any time', 'ExperimentalWarning');
    }
    checkArgs('supports', 2, arguments.length);
    operation = String(operation);
    try {
      return supportsOperation(operation, algorithm, lengthOrAdditionalAlgorithm);
    } catch {
      return false;
    }
  }
}

let warnedSupports = false;

// The wrapping algorithm of wrapKey/unwrapKey: one that only wraps (AES-KW), else a cipher.
function wrapAlgorithmOf(algorithm, op) {
  try {
    return normalizeAlgorithm(algorithm, op);
  } catch (err) {
    if (err?.name !== 'NotSupportedError') throw err;
  }
  return normalizeAlgorithm(algorithm, op === 'wrapKey' ? 'encrypt' : 'decrypt');
}

// The algorithm a key of `algorithm` has, by name alone (what exportKey and getPublicKey
// need to know of it); undefined when minirt has no such keys.
function keyAlgorithmName(algorithm) {
  const name = algorithm !== null && typeof algorithm === 'object' ? algorithm.name : algorithm;
  const wanted = String(name).toUpperCase();
  return Object.keys(kOps.importKey).find((n) => n.toUpperCase() === wanted);
}

// SubtleCrypto.supports: whether `operation` with `algorithm` would get past every check
// that needs no key. Any failure to normalize or check is a `false`.
function supportsOperation(operation, algorithm, extra) {
  switch (operation) {
    case 'deriveKey': {
      const normalized = normalizeAlgorithm(algorithm, 'deriveBits');
      if (!supportsOperation('importKey', extra)) return false;
      const bits = keyLengthOf(normalizeAlgorithm(extra, 'get key length'));
      return supportsOperation('deriveBits', normalized, bits);
    }
    case 'wrapKey':
    case 'unwrapKey':
      checkCipherParams(wrapAlgorithmOf(algorithm, operation));
      return supportsOperation(operation === 'wrapKey' ? 'exportKey' : 'importKey', extra);
    case 'getPublicKey':
      return asym.isAsymmetric(keyAlgorithmName(algorithm));
    case 'exportKey': {
      const name = keyAlgorithmName(algorithm);
      return asym.isAsymmetric(name) || exportableSecret(name, 'jwk');
    }
  }
  if (kOps[operation] === undefined) return false;
  const normalized = normalizeAlgorithm(algorithm, operation);
  const name = normalized.name;
  switch (operation) {
    case 'digest':
      if (name.startsWith('cSHAKE')) {
        checkCShakeParams(normalized);
        if (normalized.outputLength % 8) return false;
      }
      break;
    case 'importKey':
    case 'generateKey':
      if (asym.isAsymmetric(name)) {
        asym.checkParams(normalized, operation);
      } else if (name === 'HMAC' && normalized.length === 0) {
        return false;
      } else if (operation === 'generateKey') {
        keyLengthOf(normalized, true);
      }
      break;
    case 'encrypt':
    case 'decrypt':
      checkCipherParams(normalized);
      break;
    case 'deriveBits':
      if (name === 'PBKDF2' || name === 'HKDF') checkDeriveParams(normalized, extra);
      if (kArgon2.has(name)) checkArgon2Params(normalized, extra);
      break;
  }
  return true;
}

// The methods are enumerable and in Node's order (the class body's order is not it).
for (const name of ['encrypt', 'decrypt', 'sign', 'verify', 'digest', 'generateKey', 'deriveKey',
  'deriveBits', 'importKey', 'exportKey', 'wrapKey', 'unwrapKey', 'getPublicKey']) {
  const descriptor = Object.getOwnPropertyDescriptor(SubtleCrypto.prototype, name);
  delete SubtleCrypto.prototype[name];
  Object.defineProperty(SubtleCrypto.prototype, name, { ...descriptor, enumerable: true });
}
Object.defineProperty(SubtleCrypto, 'supports', { enumerable: true });
for (const name of ['encapsulateBits', 'encapsulateKey', 'decapsulateBits', 'decapsulateKey']) {
  const method = {
    async [name]() {
      checkThis(this);
      throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)(`SubtleCrypto.prototype.${name}()`);
    },
  }[name];
  Object.defineProperty(SubtleCrypto.prototype, name, {
    value: method, writable: true, enumerable: true, configurable: true,
  });
}
Object.defineProperty(SubtleCrypto.prototype, Symbol.toStringTag, {
  value: 'SubtleCrypto', configurable: true,
});

// KeyObject.prototype.toCryptoKey.
function keyObjectToCryptoKey(keyObject, algorithm, extractable, keyUsages) {
  algorithm = normalizeAlgorithm(algorithm, 'importKey');
  const usages = usagesArg(keyUsages, 'toCryptoKey', 2);
  if (keyObject.type !== 'secret') {
    return asym.fromKeyObject(keyObject, algorithm, !!extractable, usages);
  }
  const format = kPasswordFormats[algorithm.name]?.at(-1) ?? 'raw-secret';
  return importSecret(format, keyObject[kMaterial], algorithm, !!extractable, usages);
}

module.exports = {
  SubtleCrypto,
  keyObjectToCryptoKey,
  normalizeAlgorithm,
};
