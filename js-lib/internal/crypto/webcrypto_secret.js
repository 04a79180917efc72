'use strict';
// internal/crypto/webcrypto_secret: SubtleCrypto's secret-key algorithms behind
// internal/crypto/subtle: HMAC and KMAC keys and MACs, AES-GCM/CBC/CTR/KW/OCB and
// ChaCha20-Poly1305 keys and ciphers (the cipher half of wrapKey/unwrapKey too), and the
// password-like PBKDF2, HKDF and Argon2 keys with their derivations on the thread pool.
// Arguments reach here converted and normalized; the checks here are the ones Node makes
// on the parameters and the key, with its messages.

const { Buffer } = require('buffer');
const { binding, lazyDOMException } = require('internal/crypto/util');
const {
  kDigests, kUsageOrder, isBufferSource, notBufferSource, copyOf, toArrayBuffer,
} = require('internal/crypto/webcrypto');
const {
  kCryptoKeyObject, kMaterial, kAlgorithm, kUsages, makeCryptoKey, newSecretKey,
} = require('internal/crypto/keys');

// The asymmetric algorithms (RSA-OAEP ciphers, ECDH/X25519/X448 derivations).
const asym = () => require('internal/crypto/webcrypto_keys');

function dom(message, name) {
  return lazyDOMException(message, name);
}

// Block sizes in bits: the default HMAC key length.
const kBlockBits = { 'SHA-1': 512, 'SHA-256': 512, 'SHA-384': 1024, 'SHA-512': 1024 };
const kJwkHmacAlg = { 'SHA-1': 'HS1', 'SHA-256': 'HS256', 'SHA-384': 'HS384', 'SHA-512': 'HS512' };
const kUsagesOf = {
  HMAC: ['sign', 'verify'],
  'AES-GCM': ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  'AES-CBC': ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  'AES-CTR': ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  'AES-KW': ['wrapKey', 'unwrapKey'],
  'AES-OCB': ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
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

const kAes = new Set(['AES-GCM', 'AES-CBC', 'AES-CTR', 'AES-KW', 'AES-OCB']);
// The suffix of each AES algorithm's JWK "alg" (A128CBC, A256KW, ...).
const kJwkAesMode = {
  'AES-GCM': 'GCM', 'AES-CBC': 'CBC', 'AES-CTR': 'CTR', 'AES-KW': 'KW', 'AES-OCB': 'OCB',
};
const kKmac = new Set(['KMAC128', 'KMAC256']);
// The secret keys a program can see the bytes of, and the formats: KMAC, AES-OCB and
// ChaCha20-Poly1305 keys only as 'raw-secret' and 'jwk', as in Node 26.
function exportableSecret(name, format) {
  if (name === 'HMAC' || (kAes.has(name) && name !== 'AES-OCB')) {
    return ['raw', 'raw-secret', 'jwk'].includes(format);
  }
  if (kKmac.has(name) || name === 'ChaCha20-Poly1305' || name === 'AES-OCB') {
    return format === 'raw-secret' || format === 'jwk';
  }
  return false;
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
  if (name === 'HMAC') {
    // A length the checks let through (within the key's last byte) is kept as given.
    return { name, length: normalized.length ?? bytes * 8, hash: { name: normalized.hash.name } };
  }
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
  // Node looks up Argon2's import format before its other checks, PBKDF2's and HKDF's after.
  if (kArgon2.has(name) && !passwordFormats.includes(format)) {
    throw dom(`Unable to import ${name} using ${format} format`, 'NotSupportedError');
  }
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
      throw notBufferSource(keyData,
                            "Failed to execute 'importKey' on 'SubtleCrypto': 2nd argument");
    }
    bytes = copyOf(keyData);
    checkKeyLength(name, normalized, bytes.length);
  } else if (format === 'jwk' && exportableSecret(name, 'jwk')) {
    bytes = octJwkBytes(keyData, name, extractable, usages);
    // AES judges the key size before the "alg" member, HMAC and ChaCha20-Poly1305 after it.
    const algFirst = name === 'HMAC' || name === 'ChaCha20-Poly1305';
    if (!algFirst) checkKeyLength(name, normalized, bytes.length);
    if (keyData.alg !== undefined) {
      const expected = jwkAlg(normalized, bytes.length);
      // A hash without a JWK "alg" name (SHA-3) leaves the member unchecked.
      if (expected !== undefined && `${keyData.alg}` !== expected) {
        throw dom('JWK "alg" does not match the requested algorithm', 'DataError');
      }
    }
    if (algFirst) checkKeyLength(name, normalized, bytes.length);
  } else {
    throw dom(`Unable to import ${name} using ${format} format`, 'NotSupportedError');
  }
  if (usages.length === 0) {
    throw dom('Usages cannot be empty when importing a secret key.', 'SyntaxError');
  }
  // An HMAC key shorter than its bytes keeps only its first `length` bits.
  if (name === 'HMAC' && normalized.length % 8 > 0) {
    bytes[bytes.length - 1] &= (0xff00 >> (normalized.length % 8)) & 0xff;
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
    // OpenSSL's KMAC gives at most 0x1fffff bytes; Node reports longer outputs as failures.
    if (Math.ceil(algorithm.outputLength / 8) > 0x1fffff) throw operationFailed();
    return binding.kmac(algorithm.name === 'KMAC128' ? 128 : 256, material, data,
                        algorithm.customization ?? Buffer.alloc(0), algorithm.outputLength);
  }
  const { Hmac } = require('internal/crypto/hash');
  const h = new Hmac(kDigests[key[kAlgorithm].hash.name], material);
  return h.update(data).digest();
}

// Node's OperationError carries the error of the failed job as its cause.
function operationFailed(cause) {
  const message = 'The operation failed for an operation-specific reason';
  if (cause === undefined) return dom(message, 'OperationError');
  return lazyDOMException(message, { name: 'OperationError', cause });
}

// The error Node's cipher job reports when OpenSSL refuses the data (a bad tag, too many
// counter blocks).
function cipherJobFailed() {
  return frameless(Error, 'Cipher job failed');
}

function invalidIv() {
  const err = new TypeError('Invalid initialization vector');
  err.code = 'ERR_CRYPTO_INVALID_IV';
  return err;
}

// The job's errors come from native code in Node, so their stacks have no JS frames.
function frameless(Ctor, message) {
  const err = new Ctor(message);
  err.stack = `${err.name}: ${message}`;
  return err;
}

// OpenSSL's error for a provider-level cipher failure, as Node reports it.
function providerError(reason, code, id, withStack) {
  const line = `error:${id}:Provider routines::${reason}`;
  const err = frameless(Error, line);
  if (withStack) err.opensslErrorStack = [line];
  err.library = 'Provider routines';
  err.reason = reason;
  err.code = code;
  return err;
}

function aead(encrypt, algorithm, key, data) {
  const material = key[kCryptoKeyObject][kMaterial];
  const cipherName = algorithm.name === 'AES-GCM' ? `aes-${material.length * 8}-gcm` :
    'chacha20-poly1305';
  // Node's AES-GCM job takes ivs of 96 bits and more; OpenSSL stops at 128 bytes.
  if (algorithm.name === 'AES-GCM' && algorithm.iv.length > 128) {
    throw operationFailed(providerError('invalid iv length', 'ERR_OSSL_INVALID_IV_LENGTH',
                                        '1C80006D'));
  }
  if (algorithm.iv.length === 0 || (algorithm.name === 'AES-GCM' && algorithm.iv.length < 12)) {
    throw operationFailed(invalidIv());
  }
  const out = binding.aeadOneShot(cipherName, material, algorithm.iv,
                                  algorithm.additionalData ?? Buffer.alloc(0), data,
                                  (algorithm.tagLength ?? 128) / 8, encrypt);
  if (out === null) throw operationFailed(cipherJobFailed());
  return out;
}

// AES-OCB through RustCrypto's ocb3 (bindings/crypto/ocb.rs), which takes nonces of 6 to 15
// bytes; OpenSSL (so Node) also takes 1 to 5, which minirt refuses rather than get wrong.
function aesOcb(encrypt, algorithm, key, data) {
  const ivLength = algorithm.iv.length;
  if (ivLength > 0 && ivLength < 6) {
    throw dom('AES-OCB with an iv of fewer than 6 bytes is not supported', 'NotSupportedError');
  }
  const out = binding.aesOcb(key[kCryptoKeyObject][kMaterial], algorithm.iv,
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
  if (tail === 'bad-decrypt') {
    throw operationFailed(providerError('bad decrypt', 'ERR_OSSL_BAD_DECRYPT', '1C800064'));
  }
  if (tail === 'wrong-final-block-length') {
    throw operationFailed(providerError('wrong final block length',
                                        'ERR_OSSL_WRONG_FINAL_BLOCK_LENGTH', '1C80006B'));
  }
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
  if (blocks > values) throw operationFailed(cipherJobFailed());
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
    case 'AES-OCB': {
      if (algorithm.iv.length > 15) {
        throw dom('AES-OCB algorithm.iv must be no more than 15 bytes', 'OperationError');
      }
      const tagLength = algorithm.tagLength ?? 128;
      if (![64, 96, 128].includes(tagLength)) {
        throw dom(`${tagLength} is not a valid AES-OCB tag length`, 'OperationError');
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
    case 'AES-OCB':
      return aesOcb(encrypt, algorithm, key, data);
    case 'AES-KW': {
      // OpenSSL unwraps nothing to nothing.
      if (!encrypt && data.length === 0) return Buffer.alloc(0);
      const out = binding.aesKeyWrap(key[kCryptoKeyObject][kMaterial], data, encrypt);
      if (out === null) {
        // OpenSSL checks the length first: whole 64-bit blocks, at least two to unwrap.
        const length = data.length;
        if (length % 8 !== 0 || length === 0 || (!encrypt && length < 16)) {
          throw operationFailed(providerError('invalid input length',
                                              'ERR_OSSL_INVALID_INPUT_LENGTH', '1C8000E6', true));
        }
        throw operationFailed(providerError('cipher operation failed',
                                            'ERR_OSSL_CIPHER_OPERATION_FAILED', '1C800066', true));
      }
      return out;
    }
    case 'AES-CBC':
      return aesRun('cbc', encrypt, key, algorithm.iv, data);
    case 'AES-CTR':
      return aesCtr(encrypt, algorithm, key, data);
    default:
      return asym().rsaOaep(encrypt, algorithm, key, data);
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
  if (algorithm.name === 'HKDF' && length / 8 > 255 * hashBytes(algorithm.hash.name)) {
    throw dom('length exceeds the maximum derived bit length', 'OperationError');
  }
}

function hashBytes(name) {
  const { Hash } = require('internal/crypto/hash');
  return new Hash(kDigests[name]).digest().length;
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
    return Promise.resolve(toArrayBuffer(asym().deriveBits(algorithm, key, length)));
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
  // HMAC. Node 26 has no default length for the SHA-3 hashes.
  if (algorithm.length === undefined) {
    if (algorithm.hash.name.startsWith('SHA3-')) {
      throw dom('Explicit algorithm length member is required', 'NotSupportedError');
    }
    return kBlockBits[algorithm.hash.name];
  }
  if (algorithm.length === 0) {
    throw generating ? dom('HmacKeyGenParams.length cannot be 0', 'OperationError') :
      dom('HmacImportParams.length cannot be 0', 'DataError');
  }
  return algorithm.length;
}

// generateKey for the secret-key algorithms: random bytes of the algorithm's length.
function generateSecret(algorithm, extractable, usages) {
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

module.exports = {
  kPasswordFormats,
  kArgon2,
  exportableSecret,
  checkKeyFor,
  checkCipherParams,
  checkDeriveParams,
  checkArgon2Params,
  keyLengthOf,
  generateSecret,
  importSecret,
  exportSecret,
  macOf,
  cipher,
  deriveBitsAsync,
};
