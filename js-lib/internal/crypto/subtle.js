'use strict';
// internal/crypto/subtle: SubtleCrypto (crypto.subtle): digest (SHA-1/256/384/512,
// SHA3-256/384/512), HMAC (import/export raw and jwk, generateKey, sign, verify), AES-GCM
// (import/export, generateKey, encrypt, decrypt), PBKDF2 and HKDF (import, deriveBits,
// deriveKey), and the asymmetric algorithms Ed25519, X25519, ECDSA, ECDH (P-256, P-384),
// RSASSA-PKCS1-v1_5, RSA-PSS and RSA-OAEP (generateKey, importKey/exportKey in spki,
// pkcs8, jwk and raw, sign/verify, encrypt/decrypt, deriveBits) on internal/crypto/keys. Arguments go through WebIDL-style
// checks and algorithm normalization with Node's messages; algorithms minirt does not
// have are "Unrecognized algorithm name" (NotSupportedError), as for any unknown name.
// Every method is async: a thrown error becomes a rejection, as in Node. PBKDF2 and HKDF
// run on the thread pool; digests, HMAC and AES-GCM run inline.

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
const kAsymmetric = new Set(['Ed25519', 'X25519', 'ECDSA', 'ECDH', 'RSASSA-PKCS1-v1_5',
  'RSA-PSS', 'RSA-OAEP']);
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
  sign: { HMAC: null, Ed25519: null, ECDSA: 'EcdsaParams', 'RSASSA-PKCS1-v1_5': null,
    'RSA-PSS': 'RsaPssParams' },
  verify: { HMAC: null, Ed25519: null, ECDSA: 'EcdsaParams', 'RSASSA-PKCS1-v1_5': null,
    'RSA-PSS': 'RsaPssParams' },
  importKey: { HMAC: 'HmacImportParams', 'AES-GCM': null, PBKDF2: null, HKDF: null,
    Ed25519: null, X25519: null, ECDSA: 'EcKeyImportParams', ECDH: 'EcKeyImportParams',
    'RSASSA-PKCS1-v1_5': 'RsaHashedImportParams', 'RSA-PSS': 'RsaHashedImportParams',
    'RSA-OAEP': 'RsaHashedImportParams' },
  generateKey: { HMAC: 'HmacKeyGenParams', 'AES-GCM': 'AesKeyGenParams', Ed25519: null,
    X25519: null, ECDSA: 'EcKeyGenParams', ECDH: 'EcKeyGenParams',
    'RSASSA-PKCS1-v1_5': 'RsaHashedKeyGenParams', 'RSA-PSS': 'RsaHashedKeyGenParams',
    'RSA-OAEP': 'RsaHashedKeyGenParams' },
  encrypt: { 'AES-GCM': 'AeadParams', 'RSA-OAEP': 'RsaOaepParams' },
  decrypt: { 'AES-GCM': 'AeadParams', 'RSA-OAEP': 'RsaOaepParams' },
  deriveBits: { PBKDF2: 'Pbkdf2Params', HKDF: 'HkdfParams', ECDH: 'EcdhKeyDeriveParams',
    X25519: 'EcdhKeyDeriveParams' },
  'get key length': { HMAC: 'HmacImportParams', 'AES-GCM': 'AesDerivedKeyParams' },
};

// Members of each dictionary: [name, kind, required].
const kDictionaries = {
  HmacImportParams: [['hash', 'hash', true], ['length', 'ulong', false]],
  HmacKeyGenParams: [['hash', 'hash', true], ['length', 'ulong', false]],
  AesKeyGenParams: [['length', 'ushort', true]],
  AesDerivedKeyParams: [['length', 'ushort', true]],
  AeadParams: [['iv', 'bytes', true], ['additionalData', 'bytes', false],
    ['tagLength', 'octet', false]],
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
};

const kUsageOrder = ['encrypt', 'decrypt', 'sign', 'verify', 'deriveKey', 'deriveBits',
  'wrapKey', 'unwrapKey', 'encapsulateBits', 'decapsulateBits', 'encapsulateKey',
  'decapsulateKey'];
const kUsagesOf = {
  HMAC: ['sign', 'verify'],
  'AES-GCM': ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  PBKDF2: ['deriveKey', 'deriveBits'],
  HKDF: ['deriveKey', 'deriveBits'],
};

let warnedSha3 = false;

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

function enforceRange(value, name, dict, max) {
  const n = Number(value);
  if (!Number.isFinite(n)) {
    throw webidlError(`Failed to normalize algorithm: '${name}' of '${dict}' is not a finite number.`,
                      'ERR_INVALID_ARG_VALUE');
  }
  const i = Math.trunc(n);
  if (i < 0 || i > max) {
    throw webidlError(`Failed to normalize algorithm: '${name}' of '${dict}' is outside the ` +
      'expected range.', 'ERR_INVALID_ARG_VALUE');
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
  if (op === 'digest' && name.startsWith('SHA3') && !warnedSha3) {
    warnedSha3 = true;
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
          throw webidlError(`Failed to normalize algorithm: '${member}' of '${dict}' is not ` +
            'instance of ArrayBuffer, Buffer, TypedArray, or DataView.', 'ERR_INVALID_ARG_TYPE');
        }
        out[member] = copyOf(value);
        break;
      case 'ulong':
        out[member] = enforceRange(value, member, dict, 2 ** 32 - 1);
        break;
      case 'ushort':
        out[member] = enforceRange(value, member, dict, 2 ** 16 - 1);
        break;
      case 'octet':
        out[member] = enforceRange(value, member, dict, 255);
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

function checkUsages(name, usages, secret) {
  const allowed = kUsagesOf[name];
  for (const u of usages) {
    if (!allowed.includes(u)) throw dom(`Unsupported key usage for ${name === 'HMAC' ? 'HMAC' : name} key`, 'SyntaxError');
  }
  if (secret && usages.length === 0) {
    throw dom('Usages cannot be empty when importing a secret key.', 'SyntaxError');
  }
  return kUsageOrder.filter((u) => usages.includes(u));
}

function keyAlgorithm(name, normalized, bytes) {
  switch (name) {
    case 'HMAC':
      return { name, length: bytes * 8, hash: { name: normalized.hash.name } };
    case 'AES-GCM':
      return { name, length: bytes * 8 };
    default:
      return { name };
  }
}

function checkKeyLength(name, normalized, bytes) {
  if (name === 'AES-GCM') {
    if (![16, 24, 32].includes(bytes)) throw dom('Invalid key length', 'DataError');
  } else if (name === 'HMAC') {
    if (bytes === 0) throw dom('Zero-length key is not supported', 'DataError');
    if (normalized.length !== undefined && (normalized.length > bytes * 8 ||
        normalized.length <= (bytes - 1) * 8)) {
      throw dom('Invalid key length', 'DataError');
    }
  }
}

function jwkAlg(algorithm) {
  if (algorithm.name === 'HMAC') return kJwkHmacAlg[algorithm.hash.name];
  if (algorithm.name === 'AES-GCM') return `A${algorithm.length}GCM`;
  return undefined;
}

function importSecret(format, keyData, normalized, extractable, usages) {
  const name = normalized.name;
  if ((name === 'PBKDF2' || name === 'HKDF') && extractable) {
    throw dom(`${name} keys are not extractable`, 'SyntaxError');
  }
  usages = checkUsages(name, usages, true);
  let bytes;
  if (format === 'raw' || (format === 'raw-secret' && name !== 'PBKDF2' && name !== 'HKDF')) {
    if (!isBufferSource(keyData)) {
      throw notBufferSource(keyData, "Failed to execute 'importKey' on 'SubtleCrypto': 2nd argument");
    }
    bytes = copyOf(keyData);
  } else if (format === 'jwk' && (name === 'HMAC' || name === 'AES-GCM')) {
    if (keyData === null || typeof keyData !== 'object' || isBufferSource(keyData)) {
      throw dom('Invalid keyData', 'DataError');
    }
    if (keyData.kty !== 'oct') throw dom('Invalid JWK "kty" Parameter', 'DataError');
    if (typeof keyData.k !== 'string') throw dom('Invalid JWK "k" Parameter', 'DataError');
    if (usages.length > 0 && keyData.use !== undefined && keyData.use !== 'sig' &&
        name === 'HMAC') {
      throw dom('Invalid JWK "use" Parameter', 'DataError');
    }
    if (keyData.ext === false && extractable) {
      throw dom('JWK "ext" Parameter and extractable mismatch', 'DataError');
    }
    bytes = Buffer.from(keyData.k, 'base64url');
    if (keyData.alg !== undefined) {
      const expected = name === 'HMAC' ? kJwkHmacAlg[normalized.hash.name] :
        `A${bytes.length * 8}GCM`;
      if (keyData.alg !== expected) {
        throw dom('JWK "alg" does not match the requested algorithm', 'DataError');
      }
    }
  } else {
    throw dom(`Unable to import ${name} key with format ${format}`, 'NotSupportedError');
  }
  checkKeyLength(name, normalized, bytes.length);
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

function aesGcm(encrypt, algorithm, key, data) {
  const tagLength = algorithm.tagLength ?? 128;
  if (![32, 64, 96, 104, 112, 120, 128].includes(tagLength)) {
    throw dom(`${tagLength} is not a valid AES-GCM tag length`, 'OperationError');
  }
  const material = key[kCryptoKeyObject][kMaterial];
  const out = binding.aeadOneShot(`aes-${material.length * 8}-gcm`, material, algorithm.iv,
                                  algorithm.additionalData ?? Buffer.alloc(0), data,
                                  tagLength / 8, encrypt);
  if (out === null) {
    throw dom('The operation failed for an operation-specific reason', 'OperationError');
  }
  return toArrayBuffer(out);
}

function deriveBitsAsync(algorithm, key, length) {
  const name = algorithm.name;
  if (name === 'ECDH' || name === 'X25519') {
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

function keyLengthOf(algorithm) {
  if (algorithm.name === 'AES-GCM') {
    if (![128, 192, 256].includes(algorithm.length)) {
      throw dom('AES key length must be 128, 192, or 256 bits', 'OperationError');
    }
    return algorithm.length;
  }
  // HMAC
  if (algorithm.length === undefined) return kBlockBits[algorithm.hash.name];
  if (algorithm.length === 0) throw dom('Zero-length key is not supported', 'OperationError');
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
    if ((format === 'raw' || format === 'raw-secret') && (name === 'HMAC' || name === 'AES-GCM')) {
      return toArrayBuffer(Buffer.from(material));
    }
    if (format === 'jwk' && (name === 'HMAC' || name === 'AES-GCM')) {
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
    usages = checkUsages(algorithm.name, usages, false);
    if (usages.length === 0) {
      throw dom('Usages cannot be empty when creating a key.', 'SyntaxError');
    }
    const bits = keyLengthOf(algorithm);
    const bytes = Buffer.alloc(Math.ceil(bits / 8));
    binding.randomFillSync(bytes, 0, bytes.length);
    const keyAlg = algorithm.name === 'HMAC' ?
      { name: 'HMAC', length: bits, hash: { name: algorithm.hash.name } } :
      { name: 'AES-GCM', length: bits };
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
    checkKeyFor(key, algorithm.name, 'encrypt');
    if (algorithm.name === 'RSA-OAEP') return toArrayBuffer(asym.rsaOaep(true, algorithm, key, data));
    return aesGcm(true, algorithm, key, data);
  }

  async decrypt(algorithm, key, data) {
    checkThis(this);
    checkArgs('decrypt', 3, arguments.length);
    algorithm = normalizeAlgorithm(algorithm, 'decrypt');
    keyArg(key, 'decrypt', 1);
    data = bufferSourceArg(data, 'decrypt', 2);
    checkKeyFor(key, algorithm.name, 'decrypt');
    if (algorithm.name === 'RSA-OAEP') return toArrayBuffer(asym.rsaOaep(false, algorithm, key, data));
    return aesGcm(false, algorithm, key, data);
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
