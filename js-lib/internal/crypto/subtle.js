'use strict';
// internal/crypto/subtle: SubtleCrypto (crypto.subtle) itself: its methods, the static
// supports(), WebIDL-style argument conversion and algorithm normalization with Node's
// messages, digests (SHA-1/256/384/512, SHA3-256/384/512, cSHAKE128/256), wrapKey/unwrapKey
// (export or import around a cipher), getPublicKey and ML-KEM's encapsulate/decapsulate
// methods. The algorithms' work is in internal/crypto/webcrypto_secret (HMAC, KMAC,
// AES-GCM/CBC/CTR/KW/OCB, ChaCha20-Poly1305, PBKDF2, HKDF, Argon2) and
// internal/crypto/webcrypto_keys (Ed25519, Ed448, X25519, X448, ECDSA, ECDH,
// RSASSA-PKCS1-v1_5, RSA-PSS, RSA-OAEP, ML-DSA, ML-KEM), loaded with the first one used.
// Algorithms minirt does not have (AES-OCB) are "Unrecognized algorithm name"
// (NotSupportedError), as for any unknown name.
// Every method is async: a thrown error becomes a rejection, as in Node.

const { Buffer } = require('buffer');
const { binding, codes, lazyDOMException } = require('internal/crypto/util');
const { kMaterial, kAlgorithm, kUsages, isCryptoKey } = require('internal/crypto/keys');
const {
  kToken, webidlError, missingArgs, kDigests, kUsageOrder, isBufferSource, notBufferSource,
  copyOf, toArrayBuffer,
} = require('internal/crypto/webcrypto');
const {
  kPasswordFormats, kArgon2, exportableSecret, checkKeyFor, checkCipherParams,
  checkDeriveParams, checkArgon2Params, keyLengthOf, generateSecret, importSecret, exportSecret,
  macOf, cipher, deriveBitsAsync,
} = require('internal/crypto/webcrypto_secret');

// The asymmetric algorithms, loaded with the first one used.
let asymModule;
const asym = {
  isAsymmetric: (name) => kAsymmetric.has(name),
};
const kMlDsa = ['ML-DSA-44', 'ML-DSA-65', 'ML-DSA-87'];
const kMlKem = ['ML-KEM-512', 'ML-KEM-768', 'ML-KEM-1024'];
const kAsymmetric = new Set(['Ed25519', 'Ed448', 'X25519', 'X448', 'ECDSA', 'ECDH',
  'RSASSA-PKCS1-v1_5', 'RSA-PSS', 'RSA-OAEP', ...kMlDsa, ...kMlKem]);
for (const name of ['importKey', 'exportKey', 'generateKey', 'sign', 'verify', 'rsaOaep',
  'deriveBits', 'fromKeyObject', 'getPublicKey', 'checkParams', 'encapsulate', 'decapsulate']) {
  asym[name] = (...args) => {
    asymModule ??= require('internal/crypto/webcrypto_keys');
    return asymModule[name](...args);
  };
}

function namesTo(names, dict) {
  return Object.fromEntries(names.map((n) => [n, dict]));
}

// The operations each algorithm supports, with the dictionary its parameters convert to.
const kOps = {
  digest: { ...Object.fromEntries(Object.keys(kDigests).map((n) => [n, null])),
    cSHAKE128: 'CShakeParams', cSHAKE256: 'CShakeParams' },
  sign: { HMAC: null, KMAC128: 'KmacParams', KMAC256: 'KmacParams', Ed25519: null,
    Ed448: 'ContextParams', ECDSA: 'EcdsaParams', 'RSASSA-PKCS1-v1_5': null,
    'RSA-PSS': 'RsaPssParams', ...namesTo(kMlDsa, 'ContextParams') },
  verify: { HMAC: null, KMAC128: 'KmacParams', KMAC256: 'KmacParams', Ed25519: null,
    Ed448: 'ContextParams', ECDSA: 'EcdsaParams', 'RSASSA-PKCS1-v1_5': null,
    'RSA-PSS': 'RsaPssParams', ...namesTo(kMlDsa, 'ContextParams') },
  importKey: { HMAC: 'HmacImportParams', KMAC128: 'KmacImportParams',
    KMAC256: 'KmacImportParams', 'AES-GCM': null, 'AES-CBC': null, 'AES-CTR': null,
    'AES-KW': null, 'AES-OCB': null, 'ChaCha20-Poly1305': null, PBKDF2: null, HKDF: null,
    Argon2d: null, Argon2i: null, Argon2id: null,
    Ed25519: null, Ed448: null, X25519: null, X448: null, ECDSA: 'EcKeyImportParams',
    ECDH: 'EcKeyImportParams', 'RSASSA-PKCS1-v1_5': 'RsaHashedImportParams',
    'RSA-PSS': 'RsaHashedImportParams',
    'RSA-OAEP': 'RsaHashedImportParams', ...namesTo([...kMlDsa, ...kMlKem], null) },
  generateKey: { HMAC: 'HmacKeyGenParams', KMAC128: 'KmacKeyGenParams',
    KMAC256: 'KmacKeyGenParams', 'AES-GCM': 'AesKeyGenParams',
    'AES-CBC': 'AesKeyGenParams', 'AES-CTR': 'AesKeyGenParams', 'AES-KW': 'AesKeyGenParams',
    'AES-OCB': 'AesKeyGenParams', 'ChaCha20-Poly1305': null,
    Ed25519: null, Ed448: null, X25519: null, X448: null, ECDSA: 'EcKeyGenParams',
    ECDH: 'EcKeyGenParams',
    'RSASSA-PKCS1-v1_5': 'RsaHashedKeyGenParams', 'RSA-PSS': 'RsaHashedKeyGenParams',
    'RSA-OAEP': 'RsaHashedKeyGenParams', ...namesTo([...kMlDsa, ...kMlKem], null) },
  encapsulateBits: namesTo(kMlKem, null),
  encapsulateKey: namesTo(kMlKem, null),
  decapsulateBits: namesTo(kMlKem, null),
  decapsulateKey: namesTo(kMlKem, null),
  encrypt: { 'AES-GCM': 'AeadParams', 'AES-CBC': 'AesCbcParams', 'AES-CTR': 'AesCtrParams',
    'AES-OCB': 'AeadParams', 'ChaCha20-Poly1305': 'AeadParams', 'RSA-OAEP': 'RsaOaepParams' },
  decrypt: { 'AES-GCM': 'AeadParams', 'AES-CBC': 'AesCbcParams', 'AES-CTR': 'AesCtrParams',
    'AES-OCB': 'AeadParams', 'ChaCha20-Poly1305': 'AeadParams', 'RSA-OAEP': 'RsaOaepParams' },
  // The algorithms that wrap keys without being ciphers; wrapKey falls back to encrypt's.
  wrapKey: { 'AES-KW': null },
  unwrapKey: { 'AES-KW': null },
  deriveBits: { PBKDF2: 'Pbkdf2Params', HKDF: 'HkdfParams', Argon2d: 'Argon2Params',
    Argon2i: 'Argon2Params', Argon2id: 'Argon2Params', ECDH: 'EcdhKeyDeriveParams',
    X25519: 'EcdhKeyDeriveParams', X448: 'EcdhKeyDeriveParams' },
  'get key length': { HMAC: 'HmacImportParams', KMAC128: 'KmacImportParams',
    KMAC256: 'KmacImportParams', 'AES-GCM': 'AesDerivedKeyParams',
    'AES-CBC': 'AesDerivedKeyParams', 'AES-CTR': 'AesDerivedKeyParams',
    'AES-KW': 'AesDerivedKeyParams', 'AES-OCB': 'AesDerivedKeyParams',
    'ChaCha20-Poly1305': null, PBKDF2: null, HKDF: null },
};

// Members of each dictionary: [name, kind, required], an inherited dictionary's first, each
// dictionary's own in code-unit order (WebIDL's conversion order).
const kDictionaries = {
  HmacImportParams: [['hash', 'hash', true], ['length', 'ulong', false]],
  HmacKeyGenParams: [['hash', 'hash', true], ['length', 'ulong', false]],
  AesKeyGenParams: [['length', 'ushort', true]],
  AesDerivedKeyParams: [['length', 'ushort', true]],
  AeadParams: [['additionalData', 'bytes', false], ['iv', 'bytes', true],
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
  CShakeParams: [['customization', 'bytes', false], ['functionName', 'bytes', false],
    ['outputLength', 'ulong', true]],
  KmacParams: [['customization', 'bytes', false], ['outputLength', 'ulong', true]],
  KmacImportParams: [['length', 'ulong', false]],
  KmacKeyGenParams: [['length', 'ulong', false]],
  Argon2Params: [['associatedData', 'bytes', false], ['memory', 'ulong', true],
    ['nonce', 'bytes', true], ['parallelism', 'ulong', true], ['passes', 'ulong', true],
    ['secretValue', 'bytes', false], ['version', 'octet', false]],
};

// Checks Node 26 makes on a member as soon as it is converted, before the later members
// (and before the hash is normalized, which waits for the whole dictionary).
function ensureSHA(dict) {
  return (value) => {
    const name = typeof value === 'string' ? value : value?.name;
    if (typeof name !== 'string' || !name.toLowerCase().startsWith('sha')) {
      throw dom(`Only SHA hashes are supported in ${dict}`, 'NotSupportedError');
    }
  };
}
function aesLength(value) {
  if (value !== 128 && value !== 192 && value !== 256) {
    throw dom('AES key length must be 128, 192, or 256 bits', 'OperationError');
  }
}
function namedCurve(value) {
  if (value !== 'P-256' && value !== 'P-384' && value !== 'P-521') {
    throw dom('Unrecognized namedCurve', 'NotSupportedError');
  }
}
function exactBytes(value, name, size) {
  if (value.byteLength !== size) {
    throw dom(`${name} must contain exactly ${size} bytes`, 'OperationError');
  }
}
function macLength(dict, errorName) {
  return (value) => {
    if (value === 0) throw dom(`${dict}.length cannot be 0`, errorName);
  };
}
const kValidators = {
  __proto__: null,
  'HmacImportParams.hash': ensureSHA('HmacImportParams'),
  'HmacImportParams.length': macLength('HmacImportParams', 'DataError'),
  'HmacKeyGenParams.hash': ensureSHA('HmacKeyGenParams'),
  'HmacKeyGenParams.length': macLength('HmacKeyGenParams', 'OperationError'),
  'RsaHashedKeyGenParams.hash': ensureSHA('RsaHashedKeyGenParams'),
  'RsaHashedImportParams.hash': ensureSHA('RsaHashedImportParams'),
  'EcdsaParams.hash': ensureSHA('EcdsaParams'),
  'HkdfParams.hash': ensureSHA('HkdfParams'),
  'HkdfParams.info': (value) => {
    if (value.byteLength > 1024) {
      throw dom('algorithm.info must be at most 1024 bytes', 'OperationError');
    }
  },
  'Pbkdf2Params.hash': ensureSHA('Pbkdf2Params'),
  'Pbkdf2Params.iterations': (value) => {
    if (value === 0) throw dom('iterations cannot be zero', 'OperationError');
  },
  'RsaHashedKeyGenParams.modulusLength': (value) => {
    if (value < 512) throw dom('algorithm.modulusLength must be at least 512', 'OperationError');
  },
  'RsaHashedKeyGenParams.publicExponent': (bytes) => {
    let start = 0;
    while (start < bytes.length && bytes[start] === 0) start++;
    if (bytes.length - start > 4) {
      throw dom('algorithm.publicExponent must fit in an unsigned 32-bit integer',
                'OperationError');
    }
    let value = 0;
    for (let i = start; i < bytes.length; i++) value = value * 256 + bytes[i];
    if (value < 3) throw dom('algorithm.publicExponent must be at least 3', 'OperationError');
    if (value % 2 === 0) throw dom('algorithm.publicExponent must be odd', 'OperationError');
  },
  'AesKeyGenParams.length': aesLength,
  'AesDerivedKeyParams.length': aesLength,
  'AesCbcParams.iv': (value) => exactBytes(value, 'algorithm.iv', 16),
  'AesCtrParams.counter': (value) => exactBytes(value, 'algorithm.counter', 16),
  'AesCtrParams.length': (value) => {
    if (value === 0 || value > 128) {
      throw dom('AES-CTR algorithm.length must be between 1 and 128', 'OperationError');
    }
  },
  'AeadParams.iv': (value, dict) => {
    if (dict.name === 'ChaCha20-Poly1305') exactBytes(value, 'algorithm.iv', 12);
    if (dict.name === 'AES-OCB' && value.byteLength > 15) {
      throw dom('AES-OCB algorithm.iv must be no more than 15 bytes', 'OperationError');
    }
  },
  'AeadParams.tagLength': (value, dict) => {
    const valid = dict.name === 'ChaCha20-Poly1305' ? value === 128 :
      dict.name === 'AES-OCB' ? [64, 96, 128].includes(value) :
        [32, 64, 96, 104, 112, 120, 128].includes(value);
    if (!valid) throw dom(`${value} is not a valid ${dict.name} tag length`, 'OperationError');
  },
  // Node's memory check reads the parallelism as given, before that member is converted.
  'Argon2Params.memory': (value, dict, given) => {
    if (value < 8 * given.parallelism) {
      throw dom('memory must be at least 8 times the degree of parallelism', 'OperationError');
    }
  },
  'Argon2Params.nonce': (value) => {
    if (value.byteLength < 8) throw dom('nonce must be at least 8 bytes', 'OperationError');
  },
  'Argon2Params.parallelism': (value) => {
    if (value === 0 || value > 2 ** 24 - 1) {
      throw dom('parallelism must be > 0 and <= 16777215', 'OperationError');
    }
  },
  'Argon2Params.passes': (value) => {
    if (value === 0) throw dom('passes must be > 0', 'OperationError');
  },
  'Argon2Params.version': (value) => {
    if (value !== 0x13) throw dom(`${value} is not a valid Argon2 version`, 'OperationError');
  },
  'EcKeyImportParams.namedCurve': namedCurve,
  'EcKeyGenParams.namedCurve': namedCurve,
};

// Algorithms Node 26 marks experimental: each warns once, on its first normalization.
const kExperimental = new Set(['SHA3-256', 'SHA3-384', 'SHA3-512', 'Ed448', 'X448',
  'cSHAKE128', 'cSHAKE256', 'KMAC128', 'KMAC256', 'ChaCha20-Poly1305', 'AES-OCB', 'Argon2d',
  'Argon2i', 'Argon2id', ...kMlDsa, ...kMlKem]);
const warnedExperimental = new Set();

function dom(message, name) {
  return lazyDOMException(message, name);
}

// WebIDL's [EnforceRange] integer conversion, with Node 26's wording.
function enforceRange(value, name, max) {
  if (typeof value === 'symbol' || typeof value === 'bigint') {
    throw webidlError(`Failed to normalize algorithm: ${name} in passed algorithm is a ` +
      `${typeof value === 'symbol' ? 'Symbol' : 'BigInt'} and cannot be converted to a number.`,
                      'ERR_INVALID_ARG_TYPE');
  }
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

// An `[EnforceRange] unsigned long` argument (deriveBits' length), with Node 26's wording.
function unsignedLongArg(value, method, index) {
  const prefix = `Failed to execute '${method}' on 'SubtleCrypto': ${kOrdinals[index]} argument`;
  if (typeof value === 'symbol') {
    throw webidlError(`${prefix} is a Symbol and cannot be converted to a number.`,
                      'ERR_INVALID_ARG_TYPE');
  }
  if (typeof value === 'bigint') {
    throw webidlError(`${prefix} is a BigInt and cannot be converted to a number.`,
                      'ERR_INVALID_ARG_TYPE');
  }
  const n = Number(value);
  if (!Number.isFinite(n)) {
    throw webidlError(`${prefix} is not a finite number.`, 'ERR_INVALID_ARG_TYPE');
  }
  const i = Math.trunc(n);
  if (i < 0 || i > 0xffffffff) {
    throw webidlError(`${prefix} is outside the expected range of 0 to 4294967295.`,
                      'ERR_OUT_OF_RANGE');
  }
  return i + 0;
}

// The name in `table` that `name` spells, compared without regard to case.
function registeredName(table, name) {
  const wanted = String(name).toUpperCase();
  return Object.keys(table).find((n) => n.toUpperCase() === wanted);
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
  if (typeof algorithm.name === 'symbol') throw symbolMember('name');
  const table = kOps[op];
  const name = registeredName(table, algorithm.name);
  if (name === undefined) throw dom('Unrecognized algorithm name', 'NotSupportedError');
  if (kExperimental.has(name) && !warnedExperimental.has(name)) {
    warnedExperimental.add(name);
    process.emitWarning(`The ${name} Web Crypto API algorithm is an experimental feature ` +
      'and might change at any time', 'ExperimentalWarning');
  }
  const dict = table[name];
  const out = { name };
  if (dict === null) return out;
  let hash;
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
        if (typeof value === 'symbol') throw symbolMember(member);
        hash = typeof value === 'object' && value !== null ? value : String(value);
        break;
      case 'bytes':
        if (!isBufferSource(value)) {
          throw webidlError(`Failed to normalize algorithm: ${member} in passed algorithm is ` +
            'not instance of ArrayBuffer, Buffer, TypedArray, or DataView.',
                            'ERR_INVALID_ARG_TYPE');
        }
        out[member] = copyOf(value);
        // Node refuses a cSHAKE function name as it converts the member, so before the
        // members after it (a missing outputLength) are looked at.
        if (dict === 'CShakeParams' && member === 'functionName') checkCShakeParams(out);
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
    const validator = kValidators[`${dict}.${member}`];
    if (validator !== undefined) validator(kind === 'hash' ? hash : out[member], out, algorithm);
  }
  if (hash !== undefined) out.hash = normalizeAlgorithm(hash, 'digest');
  if (dict === 'ContextParams' && out.context?.length > 255) {
    throw dom('ContextParams.context must be at most 255 bytes', 'OperationError');
  }
  return out;
}

function symbolMember(member) {
  return webidlError(`Failed to normalize algorithm: ${member} in passed algorithm is a Symbol ` +
    'and cannot be converted to a string.', 'ERR_INVALID_ARG_TYPE');
}

// WebIDL's DOMString conversion of an argument: only a Symbol is refused.
function domStringArg(value, method, what) {
  if (typeof value === 'symbol') {
    throw webidlError(`Failed to execute '${method}' on 'SubtleCrypto': ${what} is a Symbol ` +
      'and cannot be converted to a string.', 'ERR_INVALID_ARG_TYPE');
  }
  return `${value}`;
}

// An AlgorithmIdentifier argument, converted where Node converts it: in argument order,
// before the later arguments are looked at.
function algorithmArg(value, method, index) {
  if (value !== null && typeof value === 'object') return value;
  return domStringArg(value, method, `${kOrdinals[index]} argument`);
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
  const format = domStringArg(value, method, '1st argument');
  if (!['raw', 'pkcs8', 'spki', 'jwk', 'raw-secret', 'raw-public', 'raw-private',
    'raw-seed'].includes(format)) {
    throw webidlError(`Failed to execute '${method}' on 'SubtleCrypto': 1st argument ` +
      `'${format}' is not a valid enum value of type KeyFormat.`, 'ERR_INVALID_ARG_VALUE');
  }
  return format;
}

// `method` undefined: a conversion outside SubtleCrypto (KeyObject's toCryptoKey), which
// WebIDL words with the bare context "Value".
function usagesArg(value, method, index) {
  const ctx = method === undefined ? 'Value' :
    `Failed to execute '${method}' on 'SubtleCrypto': ${kOrdinals[index]} argument`;
  if (value === null || typeof value !== 'object' || typeof value[Symbol.iterator] !== 'function') {
    throw webidlError(`${ctx} cannot be converted to sequence.`, 'ERR_INVALID_ARG_TYPE');
  }
  const list = [];
  for (const u of value) {
    if (typeof u === 'symbol') {
      throw webidlError(`${ctx}[${list.length}] is a Symbol and cannot be converted to a string.`,
                        'ERR_INVALID_ARG_TYPE');
    }
    const s = `${u}`;
    if (!kUsageOrder.includes(s)) {
      throw webidlError(`${ctx}[${list.length}] '${s}' is not a valid enum value of ` +
        'type KeyUsage.', 'ERR_INVALID_ARG_VALUE');
    }
    list.push(s);
  }
  return list;
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

class SubtleCrypto {
  constructor(token) {
    if (token !== kToken) throw new (codes().ERR_ILLEGAL_CONSTRUCTOR)();
    kInstances.add(this);
  }

  async digest(algorithm, data) {
    checkThis(this);
    checkArgs('digest', 2, arguments.length);
    algorithm = algorithmArg(algorithm, 'digest', 0);
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
      throw notBufferSource(keyData,
                            "Failed to execute 'importKey' on 'SubtleCrypto': 2nd argument");
    }
    if (format === 'jwk') keyData = jwkArg(keyData);
    algorithm = algorithmArg(algorithm, 'importKey', 2);
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
    algorithm = algorithmArg(algorithm, 'generateKey', 0);
    extractable = !!extractable;
    const usages = usagesArg(keyUsages, 'generateKey', 2);
    algorithm = normalizeAlgorithm(algorithm, 'generateKey');
    if (asym.isAsymmetric(algorithm.name)) {
      return asym.generateKey(algorithm, extractable, usages);
    }
    return generateSecret(algorithm, extractable, usages);
  }

  async sign(algorithm, key, data) {
    checkThis(this);
    checkArgs('sign', 3, arguments.length);
    algorithm = algorithmArg(algorithm, 'sign', 0);
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
    algorithm = algorithmArg(algorithm, 'verify', 0);
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
    algorithm = algorithmArg(algorithm, 'encrypt', 0);
    keyArg(key, 'encrypt', 1);
    data = bufferSourceArg(data, 'encrypt', 2);
    algorithm = normalizeAlgorithm(algorithm, 'encrypt');
    return toArrayBuffer(cipher(true, algorithm, key, data));
  }

  async decrypt(algorithm, key, data) {
    checkThis(this);
    checkArgs('decrypt', 3, arguments.length);
    algorithm = algorithmArg(algorithm, 'decrypt', 0);
    keyArg(key, 'decrypt', 1);
    data = bufferSourceArg(data, 'decrypt', 2);
    algorithm = normalizeAlgorithm(algorithm, 'decrypt');
    return toArrayBuffer(cipher(false, algorithm, key, data));
  }

  async deriveBits(algorithm, baseKey, length = null) {
    checkThis(this);
    checkArgs('deriveBits', 2, arguments.length);
    algorithm = algorithmArg(algorithm, 'deriveBits', 0);
    keyArg(baseKey, 'deriveBits', 1);
    if (length !== null) length = unsignedLongArg(length, 'deriveBits', 2);
    algorithm = normalizeAlgorithm(algorithm, 'deriveBits');
    if (!baseKey[kUsages].includes('deriveBits')) {
      throw dom('baseKey does not have deriveBits usage', 'InvalidAccessError');
    }
    return deriveBitsAsync(algorithm, baseKey, length);
  }

  async deriveKey(algorithm, baseKey, derivedKeyAlgorithm, extractable, keyUsages) {
    checkThis(this);
    checkArgs('deriveKey', 5, arguments.length);
    algorithm = algorithmArg(algorithm, 'deriveKey', 0);
    keyArg(baseKey, 'deriveKey', 1);
    derivedKeyAlgorithm = algorithmArg(derivedKeyAlgorithm, 'deriveKey', 2);
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
    wrapAlgorithm = algorithmArg(wrapAlgorithm, 'wrapKey', 3);
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
    unwrapAlgorithm = algorithmArg(unwrapAlgorithm, 'unwrapKey', 3);
    unwrappedKeyAlgorithm = algorithmArg(unwrappedKeyAlgorithm, 'unwrapKey', 4);
    const usages = usagesArg(keyUsages, 'unwrapKey', 6);
    const algorithm = wrapAlgorithmOf(unwrapAlgorithm, 'unwrapKey');
    normalizeAlgorithm(unwrappedKeyAlgorithm, 'importKey');
    checkCipherParams(algorithm);
    checkKeyFor(unwrappingKey, algorithm.name, 'unwrapKey');
    let keyData = cipher(false, algorithm, unwrappingKey, wrappedKey, 'unwrapKey');
    if (format === 'jwk') {
      // A text, JSON or dictionary-conversion failure becomes the DataError's cause; a JWK
      // without "kty" is refused without one.
      try {
        keyData = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(keyData));
        if (keyData === null) {
          keyData = {};
        } else if (typeof keyData !== 'object') {
          throw webidlError('Value cannot be converted to a dictionary', 'ERR_INVALID_ARG_TYPE');
        }
      } catch (cause) {
        throw lazyDOMException('Invalid wrapped JWK key', { name: 'DataError', cause });
      }
      if (keyData.kty === undefined) throw dom('Invalid wrapped JWK key', 'DataError');
    }
    return this.importKey(format, keyData, unwrappedKeyAlgorithm, extractable, usages);
  }

  async getPublicKey(key, keyUsages) {
    checkThis(this);
    warnExperimentalMethod('getPublicKey');
    checkArgs('getPublicKey', 2, arguments.length);
    keyArg(key, 'getPublicKey', 0);
    const usages = usagesArg(keyUsages, 'getPublicKey', 1);
    if (key.type === 'secret') throw dom('key must be a private key', 'NotSupportedError');
    if (key.type !== 'private') throw dom('key must be a private key', 'InvalidAccessError');
    return asym.getPublicKey(key, usages);
  }

  async encapsulateBits(encapsulationAlgorithm, encapsulationKey) {
    checkThis(this);
    warnExperimentalMethod('encapsulateBits');
    checkArgs('encapsulateBits', 2, arguments.length);
    keyArg(encapsulationKey, 'encapsulateBits', 1);
    const algorithm = normalizeAlgorithm(encapsulationAlgorithm, 'encapsulateBits');
    checkKemKey(encapsulationKey, algorithm.name, 'encapsulationKey', 'encapsulateBits');
    const [sharedKey, ciphertext] = await asym.encapsulate(encapsulationKey);
    return { sharedKey: toArrayBuffer(sharedKey), ciphertext: toArrayBuffer(ciphertext) };
  }

  async encapsulateKey(encapsulationAlgorithm, encapsulationKey, sharedKeyAlgorithm, extractable,
                       keyUsages) {
    checkThis(this);
    warnExperimentalMethod('encapsulateKey');
    checkArgs('encapsulateKey', 5, arguments.length);
    keyArg(encapsulationKey, 'encapsulateKey', 1);
    extractable = !!extractable;
    const usages = usagesArg(keyUsages, 'encapsulateKey', 4);
    const algorithm = normalizeAlgorithm(encapsulationAlgorithm, 'encapsulateKey');
    const sharedAlgorithm = normalizeAlgorithm(sharedKeyAlgorithm, 'importKey');
    checkKemKey(encapsulationKey, algorithm.name, 'encapsulationKey', 'encapsulateKey');
    const [sharedKey, ciphertext] = await asym.encapsulate(encapsulationKey);
    return {
      sharedKey: await importSecret('raw-secret', sharedKey, sharedAlgorithm, extractable, usages),
      ciphertext: toArrayBuffer(ciphertext),
    };
  }

  async decapsulateBits(decapsulationAlgorithm, decapsulationKey, ciphertext) {
    checkThis(this);
    warnExperimentalMethod('decapsulateBits');
    checkArgs('decapsulateBits', 3, arguments.length);
    keyArg(decapsulationKey, 'decapsulateBits', 1);
    ciphertext = bufferSourceArg(ciphertext, 'decapsulateBits', 2);
    const algorithm = normalizeAlgorithm(decapsulationAlgorithm, 'decapsulateBits');
    checkKemKey(decapsulationKey, algorithm.name, 'decapsulationKey', 'decapsulateBits');
    return toArrayBuffer(await asym.decapsulate(decapsulationKey, ciphertext));
  }

  async decapsulateKey(decapsulationAlgorithm, decapsulationKey, ciphertext, sharedKeyAlgorithm,
                       extractable, keyUsages) {
    checkThis(this);
    warnExperimentalMethod('decapsulateKey');
    checkArgs('decapsulateKey', 6, arguments.length);
    keyArg(decapsulationKey, 'decapsulateKey', 1);
    ciphertext = bufferSourceArg(ciphertext, 'decapsulateKey', 2);
    extractable = !!extractable;
    const usages = usagesArg(keyUsages, 'decapsulateKey', 5);
    const algorithm = normalizeAlgorithm(decapsulationAlgorithm, 'decapsulateKey');
    const sharedAlgorithm = normalizeAlgorithm(sharedKeyAlgorithm, 'importKey');
    checkKemKey(decapsulationKey, algorithm.name, 'decapsulationKey', 'decapsulateKey');
    const sharedKey = await asym.decapsulate(decapsulationKey, ciphertext);
    return importSecret('raw-secret', sharedKey, sharedAlgorithm, extractable, usages);
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
const warnedMethods = new Set();

function warnExperimentalMethod(name) {
  if (warnedMethods.has(name)) return;
  warnedMethods.add(name);
  process.emitWarning(`The ${name} Web Crypto API method is an experimental feature and ` +
    'might change at any time', 'ExperimentalWarning');
}

// The usage check, then the algorithm check, of an ML-KEM key (Node's order and messages).
function checkKemKey(key, name, label, usage) {
  if (!key[kUsages].includes(usage)) {
    throw dom(`${label} does not have ${usage} usage`, 'InvalidAccessError');
  }
  if (key[kAlgorithm].name !== name) throw dom('key algorithm mismatch', 'InvalidAccessError');
}

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
  return registeredName(kOps.importKey, name);
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
  'deriveBits', 'importKey', 'exportKey', 'wrapKey', 'unwrapKey', 'getPublicKey',
  'encapsulateBits', 'encapsulateKey', 'decapsulateBits', 'decapsulateKey']) {
  const descriptor = Object.getOwnPropertyDescriptor(SubtleCrypto.prototype, name);
  delete SubtleCrypto.prototype[name];
  Object.defineProperty(SubtleCrypto.prototype, name, { ...descriptor, enumerable: true });
}
Object.defineProperty(SubtleCrypto, 'supports', { enumerable: true });
Object.defineProperty(SubtleCrypto.prototype, Symbol.toStringTag, {
  value: 'SubtleCrypto', configurable: true,
});

// KeyObject.prototype.toCryptoKey.
function keyObjectToCryptoKey(keyObject, algorithm, extractable, keyUsages) {
  algorithm = normalizeAlgorithm(algorithm, 'importKey');
  const usages = usagesArg(keyUsages);
  if (keyObject.type !== 'secret') {
    return asym.fromKeyObject(keyObject, algorithm, !!extractable, usages);
  }
  // A secret key takes only the secret-key algorithms; Node's lookup finds no other.
  if (asym.isAsymmetric(algorithm.name)) {
    throw dom('Unrecognized algorithm name', 'NotSupportedError');
  }
  const format = kPasswordFormats[algorithm.name]?.at(-1) ?? 'raw-secret';
  return importSecret(format, keyObject[kMaterial], algorithm, !!extractable, usages);
}

module.exports = {
  SubtleCrypto,
  keyObjectToCryptoKey,
  normalizeAlgorithm,
};
