'use strict';
// internal/crypto/subtle: SubtleCrypto (crypto.subtle): digest (SHA-1/256/384/512,
// SHA3-256/384/512), HMAC (import/export raw and jwk, generateKey, sign, verify), AES-GCM,
// AES-CBC and AES-CTR (import/export, generateKey, encrypt, decrypt), AES-KW keys
// (import/export, generateKey; wrapKey is not built), PBKDF2 and HKDF (import, deriveBits,
// deriveKey), and the asymmetric algorithms Ed25519, Ed448, X25519, X448, ECDSA, ECDH
// (P-256, P-384, P-521),
// RSASSA-PKCS1-v1_5, RSA-PSS and RSA-OAEP (generateKey, importKey/exportKey in spki,
// pkcs8, jwk and raw, sign/verify, encrypt/decrypt, deriveBits) on internal/crypto/keys.
// Arguments go through WebIDL-style checks and algorithm normalization with Node's
// messages; algorithms minirt does not
// have are "Unrecognized algorithm name" (NotSupportedError), as for any unknown name.
// Every method is async: a thrown error becomes a rejection, as in Node. PBKDF2 and HKDF
// run on the thread pool; digests, HMAC and AES run inline.

const { Buffer } = require('buffer');
const { binding, codes, lazyDOMException } = require('internal/crypto/util');
const { kToken, webidlError, missingArgs } = require('internal/crypto/webcrypto');
const keys = require('internal/crypto/keys');
const {
  isAnyArrayBuffer, isArrayBuffer, isArrayBufferView, isSharedArrayBuffer,
} = require('internal/util/types');

const { kCryptoKeyObject, kMaterial, makeCryptoKey, newSecretKey, isCryptoKey } = keys;
// The asymmetric algorithms, loaded with the first one used.
let asymModule;
const asym = {
  isAsymmetric: (name) => kAsymmetric.has(name),
};
const kAsymmetric = new Set(['Ed25519', 'Ed448', 'X25519', 'X448', 'ECDSA', 'ECDH',
  'RSASSA-PKCS1-v1_5', 'RSA-PSS', 'RSA-OAEP']);
for (const name of ['importKey', 'exportKey', 'generateKey', 'sign', 'verify', 'rsaOaep',
  'deriveBits', 'fromKeyObject']) {
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
  digest: Object.fromEntries(Object.keys(kDigests).map((n) => [n, null])),
  sign: { HMAC: null, Ed25519: null, Ed448: 'ContextParams', ECDSA: 'EcdsaParams',
    'RSASSA-PKCS1-v1_5': null, 'RSA-PSS': 'RsaPssParams' },
  verify: { HMAC: null, Ed25519: null, Ed448: 'ContextParams', ECDSA: 'EcdsaParams',
    'RSASSA-PKCS1-v1_5': null, 'RSA-PSS': 'RsaPssParams' },
  importKey: { HMAC: 'HmacImportParams', 'AES-GCM': null, 'AES-CBC': null, 'AES-CTR': null,
    'AES-KW': null, PBKDF2: null, HKDF: null,
    Ed25519: null, Ed448: null, X25519: null, X448: null, ECDSA: 'EcKeyImportParams',
    ECDH: 'EcKeyImportParams', 'RSASSA-PKCS1-v1_5': 'RsaHashedImportParams', 'RSA-PSS': 'RsaHashedImportParams',
    'RSA-OAEP': 'RsaHashedImportParams' },
  generateKey: { HMAC: 'HmacKeyGenParams', 'AES-GCM': 'AesKeyGenParams',
    'AES-CBC': 'AesKeyGenParams', 'AES-CTR': 'AesKeyGenParams', 'AES-KW': 'AesKeyGenParams',
    Ed25519: null, Ed448: null, X25519: null, X448: null, ECDSA: 'EcKeyGenParams',
    ECDH: 'EcKeyGenParams',
    'RSASSA-PKCS1-v1_5': 'RsaHashedKeyGenParams', 'RSA-PSS': 'RsaHashedKeyGenParams',
    'RSA-OAEP': 'RsaHashedKeyGenParams' },
  encrypt: { 'AES-GCM': 'AeadParams', 'AES-CBC': 'AesCbcParams', 'AES-CTR': 'AesCtrParams',
    'RSA-OAEP': 'RsaOaepParams' },
  decrypt: { 'AES-GCM': 'AeadParams', 'AES-CBC': 'AesCbcParams', 'AES-CTR': 'AesCtrParams',
    'RSA-OAEP': 'RsaOaepParams' },
  deriveBits: { PBKDF2: 'Pbkdf2Params', HKDF: 'HkdfParams', ECDH: 'EcdhKeyDeriveParams',
    X25519: 'EcdhKeyDeriveParams', X448: 'EcdhKeyDeriveParams' },
  'get key length': { HMAC: 'HmacImportParams', 'AES-GCM': 'AesDerivedKeyParams',
    'AES-CBC': 'AesDerivedKeyParams', 'AES-CTR': 'AesDerivedKeyParams',
    'AES-KW': 'AesDerivedKeyParams' },
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
  PBKDF2: ['deriveKey', 'deriveBits'],
  HKDF: ['deriveKey', 'deriveBits'],
};

const kAes = new Set(['AES-GCM', 'AES-CBC', 'AES-CTR', 'AES-KW']);
// The suffix of each AES algorithm's JWK "alg" (A128CBC, A256KW, ...).
const kJwkAesMode = { 'AES-GCM': 'GCM', 'AES-CBC': 'CBC', 'AES-CTR': 'CTR', 'AES-KW': 'KW' };

// Algorithms Node 26 marks experimental: each warns once, on its first normalization.
const kExperimental = new Set(['SHA3-256', 'SHA3-384', 'SHA3-512', 'Ed448', 'X448']);
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

function checkThis(self) {
  if (!(self instanceof SubtleCrypto)) throw new (codes().ERR_INVALID_THIS)('SubtleCrypto');
}

function checkArgs(method, required, present) {
  if (present < required) throw missingArgs(method, 'SubtleCrypto', required, present);
}

const kOrdinals = ['1st', '2nd', '3rd', '4th', '5th'];

function bufferSourceArg(value, method, index) {
  if (!isBufferSource(value)) {
    throw notBufferSource(
      value, `Failed to execute '${method}' on 'SubtleCrypto': ${kOrdinals[index]} argument`);
  }
  return copyOf(value);
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
        `${kOrdinals[index]} argument '${s}' is not a valid enum value of type KeyUsage.`,
                        'ERR_INVALID_ARG_VALUE');
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
  if (kAes.has(name)) return { name, length: bytes * 8 };
  return { name };
}

function checkKeyLength(name, normalized, bytes) {
  if (kAes.has(name)) {
    if (![16, 24, 32].includes(bytes)) throw dom('Invalid key length', 'DataError');
  } else if (name === 'HMAC') {
    if (normalized.length === 0) throw dom('HmacImportParams.length cannot be 0', 'DataError');
    if (bytes === 0) throw dom('Zero-length key is not supported', 'DataError');
    if (normalized.length !== undefined && (normalized.length > bytes * 8 ||
        normalized.length <= (bytes - 1) * 8)) {
      throw dom('Invalid key length', 'DataError');
    }
  }
}

function jwkAlg(algorithm) {
  if (algorithm.name === 'HMAC') return kJwkHmacAlg[algorithm.hash.name];
  if (kAes.has(algorithm.name)) return `A${algorithm.length}${kJwkAesMode[algorithm.name]}`;
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
      `${jwk.use}` !== (name === 'HMAC' ? 'sig' : 'enc')) {
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
  if ((name === 'PBKDF2' || name === 'HKDF') && extractable) {
    throw dom(`${name} keys are not extractable`, 'SyntaxError');
  }
  usages = checkUsages(name, usages);
  let bytes;
  if (format === 'raw' || (format === 'raw-secret' && name !== 'PBKDF2' && name !== 'HKDF')) {
    if (!isBufferSource(keyData)) {
      throw notBufferSource(keyData, "Failed to execute 'importKey' on 'SubtleCrypto': 2nd argument");
    }
    bytes = copyOf(keyData);
    checkKeyLength(name, normalized, bytes.length);
  } else if (format === 'jwk' && (name === 'HMAC' || kAes.has(name))) {
    bytes = octJwkBytes(keyData, name, extractable, usages);
    // AES judges the key size before the "alg" member, HMAC after it.
    if (name !== 'HMAC') checkKeyLength(name, normalized, bytes.length);
    if (keyData.alg !== undefined) {
      const expected = name === 'HMAC' ? kJwkHmacAlg[normalized.hash.name] :
        `A${bytes.length * 8}${kJwkAesMode[name]}`;
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

function checkKeyFor(key, name, usage) {
  if (key.algorithm.name !== name) throw dom('Key algorithm mismatch', 'InvalidAccessError');
  if (!key.usages.includes(usage)) {
    throw dom(`Unable to use this key to ${usage}`, 'InvalidAccessError');
  }
}

function hmacRaw(key, data) {
  const { Hmac } = require('internal/crypto/hash');
  const h = new Hmac(kDigests[key.algorithm.hash.name], key[kCryptoKeyObject][kMaterial]);
  return h.update(data).digest();
}

function operationFailed() {
  return dom('The operation failed for an operation-specific reason', 'OperationError');
}

function aesGcm(encrypt, algorithm, key, data) {
  const material = key[kCryptoKeyObject][kMaterial];
  const out = binding.aeadOneShot(`aes-${material.length * 8}-gcm`, material, algorithm.iv,
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

// encrypt and decrypt. Node judges the algorithm's parameters before the key, so a bad iv,
// counter or tag length wins over a key of the wrong algorithm or without the usage.
function cipher(encrypt, algorithm, key, data) {
  const name = algorithm.name;
  const usage = encrypt ? 'encrypt' : 'decrypt';
  switch (name) {
    case 'AES-GCM': {
      const tagLength = algorithm.tagLength ?? 128;
      if (![32, 64, 96, 104, 112, 120, 128].includes(tagLength)) {
        throw dom(`${tagLength} is not a valid AES-GCM tag length`, 'OperationError');
      }
      checkKeyFor(key, name, usage);
      return aesGcm(encrypt, algorithm, key, data);
    }
    case 'AES-CBC':
      if (algorithm.iv.length !== 16) {
        throw dom('algorithm.iv must contain exactly 16 bytes', 'OperationError');
      }
      checkKeyFor(key, name, usage);
      return aesRun('cbc', encrypt, key, algorithm.iv, data);
    case 'AES-CTR':
      if (algorithm.counter.length !== 16) {
        throw dom('algorithm.counter must contain exactly 16 bytes', 'OperationError');
      }
      if (algorithm.length < 1 || algorithm.length > 128) {
        throw dom('AES-CTR algorithm.length must be between 1 and 128', 'OperationError');
      }
      checkKeyFor(key, name, usage);
      return aesCtr(encrypt, algorithm, key, data);
    default:
      checkKeyFor(key, name, usage);
      return asym.rsaOaep(encrypt, algorithm, key, data);
  }
}

function deriveBitsAsync(algorithm, key, length) {
  const name = algorithm.name;
  if (name === 'ECDH' || name === 'X25519' || name === 'X448') {
    return Promise.resolve(toArrayBuffer(asym.deriveBits(algorithm, key, length)));
  }
  if (key.algorithm.name !== name) throw dom('Key algorithm mismatch', 'InvalidAccessError');
  if (length === 0) return Promise.resolve(new ArrayBuffer(0));
  if (length === null || length === undefined) {
    throw dom('length cannot be null', 'OperationError');
  }
  if (length % 8) throw dom('length must be a multiple of 8', 'OperationError');
  if (name === 'PBKDF2' && algorithm.iterations === 0) {
    throw dom('iterations cannot be zero', 'OperationError');
  }
  const kdf = require('internal/crypto/kdf');
  const material = key[kCryptoKeyObject][kMaterial];
  const digest = kDigests[algorithm.hash.name];
  const args = name === 'PBKDF2' ?
    [digest, material, algorithm.salt, algorithm.iterations, length / 8] :
    [digest, material, algorithm.salt, algorithm.info, length / 8];
  return new Promise((resolve, reject) => {
    try {
      kdf.runAsync(name === 'PBKDF2' ? kdf.PBKDF2 : kdf.HKDF, digest, args, (err, out) => {
        if (err) {
          reject(dom('The operation failed for an operation-specific reason', 'OperationError'));
          return;
        }
        resolve(toArrayBuffer(out));
      });
    } catch {
      reject(dom('The operation failed for an operation-specific reason', 'OperationError'));
    }
  });
}

// The bits of key generateKey makes (`generating`) or deriveKey derives for `algorithm`.
function keyLengthOf(algorithm, generating) {
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
  }

  async digest(algorithm, data) {
    checkThis(this);
    checkArgs('digest', 2, arguments.length);
    algorithm = normalizeAlgorithm(algorithm, 'digest');
    data = bufferSourceArg(data, 'digest', 1);
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
    algorithm = normalizeAlgorithm(algorithm, 'importKey');
    extractable = !!extractable;
    const usages = usagesArg(keyUsages, 'importKey', 4);
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
    if (!key.extractable) throw dom('key is not extractable', 'InvalidAccessError');
    const name = key.algorithm.name;
    if (key.type !== 'secret') return asym.exportKey(format, key);
    const material = key[kCryptoKeyObject][kMaterial];
    const exportable = name === 'HMAC' || kAes.has(name);
    if ((format === 'raw' || format === 'raw-secret') && exportable) {
      return toArrayBuffer(Buffer.from(material));
    }
    if (format === 'jwk' && exportable) {
      return {
        key_ops: [...key.usages],
        ext: key.extractable,
        alg: jwkAlg(key.algorithm),
        kty: 'oct',
        k: Buffer.from(material).toString('base64url'),
      };
    }
    throw dom(`Unable to export ${name} secret key using ${format} format`, 'NotSupportedError');
  }

  async generateKey(algorithm, extractable, keyUsages) {
    checkThis(this);
    checkArgs('generateKey', 3, arguments.length);
    algorithm = normalizeAlgorithm(algorithm, 'generateKey');
    extractable = !!extractable;
    let usages = usagesArg(keyUsages, 'generateKey', 2);
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
    const keyAlg = algorithm.name === 'HMAC' ?
      { name: 'HMAC', length: bits, hash: { name: algorithm.hash.name } } :
      { name: algorithm.name, length: bits };
    return makeCryptoKey(newSecretKey(bytes), keyAlg, extractable, usages);
  }

  async sign(algorithm, key, data) {
    checkThis(this);
    checkArgs('sign', 3, arguments.length);
    algorithm = normalizeAlgorithm(algorithm, 'sign');
    keyArg(key, 'sign', 1);
    data = bufferSourceArg(data, 'sign', 2);
    checkKeyFor(key, algorithm.name, 'sign');
    if (algorithm.name !== 'HMAC') return toArrayBuffer(asym.sign(algorithm, key, data));
    return toArrayBuffer(hmacRaw(key, data));
  }

  async verify(algorithm, key, signature, data) {
    checkThis(this);
    checkArgs('verify', 4, arguments.length);
    algorithm = normalizeAlgorithm(algorithm, 'verify');
    keyArg(key, 'verify', 1);
    signature = bufferSourceArg(signature, 'verify', 2);
    data = bufferSourceArg(data, 'verify', 3);
    checkKeyFor(key, algorithm.name, 'verify');
    if (algorithm.name !== 'HMAC') return asym.verify(algorithm, key, signature, data);
    const mac = hmacRaw(key, data);
    return mac.length === signature.length && binding.timingSafeEqual(mac, signature);
  }

  async encrypt(algorithm, key, data) {
    checkThis(this);
    checkArgs('encrypt', 3, arguments.length);
    algorithm = normalizeAlgorithm(algorithm, 'encrypt');
    keyArg(key, 'encrypt', 1);
    data = bufferSourceArg(data, 'encrypt', 2);
    return toArrayBuffer(cipher(true, algorithm, key, data));
  }

  async decrypt(algorithm, key, data) {
    checkThis(this);
    checkArgs('decrypt', 3, arguments.length);
    algorithm = normalizeAlgorithm(algorithm, 'decrypt');
    keyArg(key, 'decrypt', 1);
    data = bufferSourceArg(data, 'decrypt', 2);
    return toArrayBuffer(cipher(false, algorithm, key, data));
  }

  async deriveBits(algorithm, baseKey, length = null) {
    checkThis(this);
    checkArgs('deriveBits', 2, arguments.length);
    algorithm = normalizeAlgorithm(algorithm, 'deriveBits');
    keyArg(baseKey, 'deriveBits', 1);
    if (!baseKey.usages.includes('deriveBits')) {
      throw dom('baseKey does not have deriveBits usage', 'InvalidAccessError');
    }
    return deriveBitsAsync(algorithm, baseKey, length);
  }

  async deriveKey(algorithm, baseKey, derivedKeyAlgorithm, extractable, keyUsages) {
    checkThis(this);
    checkArgs('deriveKey', 5, arguments.length);
    algorithm = normalizeAlgorithm(algorithm, 'deriveBits');
    keyArg(baseKey, 'deriveKey', 1);
    derivedKeyAlgorithm = normalizeAlgorithm(derivedKeyAlgorithm, 'importKey');
    const lengthAlg = normalizeAlgorithm(arguments[2], 'get key length');
    if (!baseKey.usages.includes('deriveKey')) {
      throw dom('baseKey does not have deriveKey usage', 'InvalidAccessError');
    }
    const bits = keyLengthOf(lengthAlg);
    const raw = await deriveBitsAsync(algorithm, baseKey, bits);
    const usages = usagesArg(keyUsages, 'deriveKey', 4);
    return importSecret('raw', raw, derivedKeyAlgorithm, !!extractable, usages);
  }
}

for (const name of ['encrypt', 'decrypt', 'sign', 'verify', 'digest', 'generateKey', 'deriveKey',
  'deriveBits', 'importKey', 'exportKey']) {
  Object.defineProperty(SubtleCrypto.prototype, name, { enumerable: true });
}
for (const name of ['wrapKey', 'unwrapKey', 'getPublicKey', 'encapsulateBits', 'encapsulateKey',
  'decapsulateBits', 'decapsulateKey']) {
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
  return importSecret('raw', keyObject[kMaterial], algorithm, !!extractable, usages);
}

module.exports = {
  SubtleCrypto,
  keyObjectToCryptoKey,
};
