'use strict';
// internal/crypto/webcrypto_keys: the asymmetric half of SubtleCrypto — Ed25519, Ed448,
// X25519, X448, ECDSA, ECDH, RSASSA-PKCS1-v1_5, RSA-PSS, RSA-OAEP, ML-DSA and ML-KEM keys
// (generate, import, export) and their operations (sign, verify, encrypt, decrypt,
// deriveBits, encapsulate, decapsulate). internal/crypto/subtle
// normalizes the arguments and loads this file on the first asymmetric call; the keys
// are KeyObjects (internal/crypto/keys) wrapped in CryptoKeys.

const { Buffer } = require('buffer');
const { binding, lazyDOMException } = require('internal/crypto/util');
const keys = require('internal/crypto/keys');
const { kDigests, kUsageOrder } = require('internal/crypto/webcrypto');
const { isAnyArrayBuffer, isArrayBufferView } = require('internal/util/types');

const { kCryptoKeyObject, kMaterial, kAlgorithm, kUsages, makeCryptoKey, newAsymmetricKey } = keys;

const kCurves = { 'P-256': 'prime256v1', 'P-384': 'secp384r1', 'P-521': 'secp521r1' };

// [public usages, private usages] of each algorithm.
const kUsagesOf = {
  Ed25519: [['verify'], ['sign']],
  Ed448: [['verify'], ['sign']],
  ECDSA: [['verify'], ['sign']],
  'RSASSA-PKCS1-v1_5': [['verify'], ['sign']],
  'RSA-PSS': [['verify'], ['sign']],
  'RSA-OAEP': [['encrypt', 'wrapKey'], ['decrypt', 'unwrapKey']],
  ECDH: [[], ['deriveKey', 'deriveBits']],
  X25519: [[], ['deriveKey', 'deriveBits']],
  X448: [[], ['deriveKey', 'deriveBits']],
};
const kMlKem = ['ML-KEM-512', 'ML-KEM-768', 'ML-KEM-1024'];
const kMl = ['ML-DSA-44', 'ML-DSA-65', 'ML-DSA-87', ...kMlKem];
for (const name of kMl) {
  kUsagesOf[name] = kMlKem.includes(name) ?
    [['encapsulateKey', 'encapsulateBits'], ['decapsulateKey', 'decapsulateBits']] :
    [['verify'], ['sign']];
}
// The KeyObject asymmetricKeyType each algorithm needs.
const kKeyType = {
  Ed25519: 'ed25519', Ed448: 'ed448', X25519: 'x25519', X448: 'x448', ECDSA: 'ec', ECDH: 'ec', 'RSASSA-PKCS1-v1_5': 'rsa',
  'RSA-PSS': 'rsa', 'RSA-OAEP': 'rsa',
  ...Object.fromEntries(kMl.map((name) => [name, name.toLowerCase()])),
};
const kJwkRsaAlg = {
  'RSASSA-PKCS1-v1_5': { 'SHA-1': 'RS1', 'SHA-256': 'RS256', 'SHA-384': 'RS384', 'SHA-512': 'RS512' },
  'RSA-PSS': { 'SHA-1': 'PS1', 'SHA-256': 'PS256', 'SHA-384': 'PS384', 'SHA-512': 'PS512' },
  'RSA-OAEP': { 'SHA-1': 'RSA-OAEP', 'SHA-256': 'RSA-OAEP-256', 'SHA-384': 'RSA-OAEP-384',
    'SHA-512': 'RSA-OAEP-512' },
};

function dom(message, name) {
  return lazyDOMException(message, name);
}

// With the failed job's error as the cause, as Node gives it.
function operationError(cause) {
  const message = 'The operation failed for an operation-specific reason';
  if (cause === undefined) return dom(message, 'OperationError');
  return lazyDOMException(message, { name: 'OperationError', cause });
}

function isMl(name) {
  return kMl.includes(name);
}

function isRsa(name) {
  return kKeyType[name] === 'rsa';
}

function ordered(usages) {
  return kUsageOrder.filter((u) => usages.includes(u));
}

function checkUsages(name, usages, allowed) {
  for (const u of usages) {
    if (!allowed.includes(u)) throw dom(`Unsupported key usage for ${name} key`, 'SyntaxError');
  }
}

function isKeyObjectOfType(keyObject, name) {
  return keyObject.asymmetricKeyType === kKeyType[name];
}

// The CryptoKey algorithm dictionary of `keyObject` used as `normalized.name`.
function keyAlgorithm(normalized, keyObject) {
  const name = normalized.name;
  if (name === 'ECDSA' || name === 'ECDH') {
    return { name, namedCurve: normalized.namedCurve };
  }
  if (isRsa(name)) {
    const details = keyObject.asymmetricKeyDetails;
    let hex = details.publicExponent.toString(16);
    if (hex.length % 2) hex = `0${hex}`;
    return {
      name,
      modulusLength: details.modulusLength,
      publicExponent: new Uint8Array(Buffer.from(hex, 'hex')),
      hash: { name: normalized.hash.name },
    };
  }
  return { name };
}

function wrap(keyObject, normalized, extractable, usages) {
  return makeCryptoKey(keyObject, keyAlgorithm(normalized, keyObject), extractable,
                       ordered(usages));
}

// The public exponent of an RSA generateKey, checked as OpenSSL checks it.
function rsaExponent(algorithm) {
  const e = algorithm.publicExponent;
  let exponent = 0;
  for (const b of e) exponent = exponent * 256 + b;
  if (e.length > 4 || exponent < 3 || exponent % 2 === 0) throw operationError();
  if (algorithm.modulusLength < 512 || algorithm.modulusLength > 16384) throw operationError();
  return exponent;
}

// The checks generateKey and importKey make on the parameters alone (curve, RSA sizes).
function checkParams(algorithm, op) {
  const name = algorithm.name;
  if ((name === 'ECDSA' || name === 'ECDH') && kCurves[algorithm.namedCurve] === undefined) {
    throw dom('Unrecognized namedCurve', 'NotSupportedError');
  }
  if (op === 'generateKey' && isRsa(name)) rsaExponent(algorithm);
}

async function generateKey(algorithm, extractable, usages) {
  const name = algorithm.name;
  const [pubAllowed, privAllowed] = kUsagesOf[name];
  checkUsages(name, usages, [...pubAllowed, ...privAllowed]);
  checkParams(algorithm, 'generateKey');
  let pair;
  if (name === 'ECDSA' || name === 'ECDH') {
    pair = binding.keyGenerate('ec', kCurves[algorithm.namedCurve]);
  } else if (isRsa(name)) {
    const exponent = rsaExponent(algorithm);
    pair = await new Promise((resolve, reject) => {
      binding.keyGenerate('rsa', algorithm.modulusLength, exponent, (err, out) => {
        if (err) reject(operationError());
        else resolve(out);
      });
    });
  } else {
    pair = binding.keyGenerate(name.toLowerCase());
  }
  const publicUsages = usages.filter((u) => pubAllowed.includes(u));
  const privateUsages = usages.filter((u) => privAllowed.includes(u));
  if (privateUsages.length === 0) {
    throw dom('Usages cannot be empty when creating a key.', 'SyntaxError');
  }
  return {
    publicKey: wrap(newAsymmetricKey(pair[0]), algorithm, true, publicUsages),
    privateKey: wrap(newAsymmetricKey(pair[1]), algorithm, extractable, privateUsages),
  };
}

function bytesOf(data) {
  if (isAnyArrayBuffer(data)) return Buffer.from(new Uint8Array(data.slice(0)));
  return Buffer.from(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
}

// Node's DataError carries the parser's error as its cause.
function parseKey(fn) {
  try {
    return fn();
  } catch (cause) {
    throw lazyDOMException('Invalid keyData', { name: 'DataError', cause });
  }
}

const kJwkRequired = {
  OKP: ['crv', 'x'], EC: ['crv', 'x', 'y'], RSA: ['n', 'e'], AKP: ['alg', 'pub'],
};

function checkJwk(jwk, normalized, extractable, usages) {
  const name = normalized.name;
  if (jwk === null || typeof jwk !== 'object' || isArrayBufferView(jwk) || isAnyArrayBuffer(jwk)) {
    throw dom('Invalid keyData', 'DataError');
  }
  const kty = isMl(name) ? 'AKP' : ({ ec: 'EC', rsa: 'RSA' }[kKeyType[name]] ?? 'OKP');
  if (jwk.kty === undefined) throw dom('Invalid keyData', 'DataError');
  if (jwk.kty !== kty) throw dom('Invalid JWK "kty" Parameter', 'DataError');
  // The public members must all be there before any other member is judged.
  if (kJwkRequired[kty].some((member) => jwk[member] === undefined)) {
    throw dom('Invalid keyData', 'DataError');
  }
  if (kty === 'AKP' && jwk.alg !== name) {
    throw dom('JWK "alg" Parameter and algorithm name mismatch', 'DataError');
  }
  if (kty === 'OKP' && jwk.crv !== name) {
    throw dom('JWK "crv" Parameter and algorithm name mismatch', 'DataError');
  }
  if (kty === 'EC' && jwk.crv !== normalized.namedCurve) {
    throw dom('JWK "crv" does not match the requested algorithm', 'DataError');
  }
  if (usages.length > 0 && jwk.use !== undefined) {
    const expected = name === 'RSA-OAEP' || kMlKem.includes(name) ? 'enc' :
      (name === 'ECDH' || name === 'X25519' || name === 'X448') ? 'enc' : 'sig';
    if (jwk.use !== expected) throw dom('Invalid JWK "use" Parameter', 'DataError');
  }
  if (jwk.key_ops !== undefined) {
    if (!Array.isArray(jwk.key_ops)) throw dom('Invalid JWK "key_ops" Parameter', 'DataError');
    for (const u of usages) {
      if (!jwk.key_ops.includes(u)) {
        throw dom('Key operations and usage mismatch', 'DataError');
      }
    }
  }
  if (jwk.ext === false && extractable) {
    throw dom('JWK "ext" Parameter and extractable mismatch', 'DataError');
  }
  if (jwk.alg !== undefined) {
    let expected;
    if (isRsa(name)) expected = kJwkRsaAlg[name][normalized.hash.name];
    else if (name === 'ECDSA') expected = { 'P-256': 'ES256', 'P-384': 'ES384', 'P-521': 'ES512' }[normalized.namedCurve];
    else if (name === 'Ed25519' || name === 'Ed448') expected = jwk.alg === 'EdDSA' ? 'EdDSA' : name;
    if (expected !== undefined && jwk.alg !== expected) {
      throw dom('JWK "alg" does not match the requested algorithm', 'DataError');
    }
  }
}

async function importKey(format, keyData, normalized, extractable, usages) {
  const name = normalized.name;
  checkParams(normalized, 'importKey');
  const [pubAllowed, privAllowed] = kUsagesOf[name];
  let keyObject;
  switch (format) {
    case 'spki':
      checkUsages(name, usages, pubAllowed);
      keyObject = parseKey(() => keys.createPublicKey({
        key: bytesOf(keyData), format: 'der', type: 'spki' }));
      break;
    case 'pkcs8':
      checkUsages(name, usages, privAllowed);
      keyObject = parseKey(() => keys.createPrivateKey({
        key: bytesOf(keyData), format: 'der', type: 'pkcs8' }));
      // Node 26 takes ML-DSA/ML-KEM private keys from their seed only.
      if (isMl(name) && isKeyObjectOfType(keyObject, name) &&
          binding.keyJwk(keyObject[kMaterial]).priv === undefined) {
        throw dom(`Importing an ${name.slice(0, 6)} PKCS#8 key without a seed is not supported`,
                  'NotSupportedError');
      }
      break;
    case 'jwk': {
      // Node judges the usages (by whether the JWK has its private part) before the JWK.
      const isPrivate = keyData !== null && typeof keyData === 'object' &&
        (isMl(name) ? keyData.priv : keyData.d) !== undefined;
      checkUsages(name, usages, isPrivate ? privAllowed : pubAllowed);
      checkJwk(keyData, normalized, extractable, usages);
      keyObject = parseKey(() => (isPrivate ? keys.createPrivateKey : keys.createPublicKey)(
        { key: keyData, format: 'jwk' }));
      break;
    }
    case 'raw-seed': {
      if (!isMl(name)) {
        throw dom(`Unable to import ${name} using ${format} format`, 'NotSupportedError');
      }
      checkUsages(name, usages, privAllowed);
      const handle = binding.keyFromParts(kKeyType[name], '', undefined, bytesOf(keyData));
      if (handle === undefined) throw dom('Invalid keyData', 'DataError');
      keyObject = newAsymmetricKey(handle);
      break;
    }
    case 'raw':
    case 'raw-public': {
      if (isMl(name) && format === 'raw') {
        throw dom(`Unable to import ${name} using raw format`, 'NotSupportedError');
      }
      if (isRsa(name)) {
        throw dom(`Unable to import ${name} using ${format} format`, 'NotSupportedError');
      }
      checkUsages(name, usages, pubAllowed);
      const bytes = bytesOf(keyData);
      let handle;
      if (kKeyType[name] === 'ec') {
        handle = binding.keyFromParts('ec', normalized.namedCurve, bytes);
      } else {
        handle = binding.keyFromParts(kKeyType[name], '', bytes);
      }
      if (handle === undefined) {
        parseKey(() => {
          const err = new TypeError('Invalid key data');
          err.code = 'ERR_INVALID_ARG_VALUE';
          throw err;
        });
      }
      keyObject = newAsymmetricKey(handle);
      break;
    }
    default:
      throw dom(`Unable to import ${name} using ${format} format`, 'NotSupportedError');
  }
  return finishImport(keyObject, normalized, extractable, usages);
}

function finishImport(keyObject, normalized, extractable, usages) {
  const name = normalized.name;
  if (!isKeyObjectOfType(keyObject, name)) throw dom('Invalid key type', 'DataError');
  if (kKeyType[name] === 'ec' &&
      keyObject.asymmetricKeyDetails.namedCurve !== kCurves[normalized.namedCurve]) {
    throw dom('Named curve mismatch', 'DataError');
  }
  if (keyObject.type === 'private' && usages.length === 0) {
    throw dom('Usages cannot be empty when importing a private key.', 'SyntaxError');
  }
  return wrap(keyObject, normalized, extractable, usages);
}

function fromKeyObject(keyObject, algorithm, extractable, usages) {
  const name = algorithm.name;
  if (kUsagesOf[name] === undefined) throw dom('Unrecognized algorithm name', 'NotSupportedError');
  if ((name === 'ECDSA' || name === 'ECDH') && kCurves[algorithm.namedCurve] === undefined) {
    throw dom('Unrecognized namedCurve', 'NotSupportedError');
  }
  const [pubAllowed, privAllowed] = kUsagesOf[name];
  checkUsages(name, usages, keyObject.type === 'private' ? privAllowed : pubAllowed);
  return finishImport(keyObject, algorithm, extractable, usages);
}

// SubtleCrypto.getPublicKey: the public half of a private key, extractable, with `usages`.
function getPublicKey(key, usages) {
  const name = key[kAlgorithm].name;
  checkUsages(name, usages, kUsagesOf[name][0]);
  const publicKey = keys.createPublicKey(key[kCryptoKeyObject]);
  return makeCryptoKey(publicKey, { ...key[kAlgorithm] }, true, ordered(usages));
}

function exportKey(format, key) {
  const keyObject = key[kCryptoKeyObject];
  const name = key[kAlgorithm].name;
  switch (format) {
    case 'spki':
      if (key.type !== 'public') throw dom('Key must be a public key', 'InvalidAccessError');
      return toArrayBuffer(keyObject.export({ format: 'der', type: 'spki' }));
    case 'pkcs8':
      if (key.type !== 'private') throw dom('Key must be a private key', 'InvalidAccessError');
      return toArrayBuffer(keyObject.export({ format: 'der', type: 'pkcs8' }));
    case 'jwk': {
      const jwk = keyObject.export({ format: 'jwk' });
      const out = { key_ops: [...key[kUsages]], ext: key.extractable };
      if (isRsa(name)) out.alg = kJwkRsaAlg[name][key[kAlgorithm].hash.name];
      else if (name === 'Ed25519' || name === 'Ed448') out.alg = name;
      return Object.assign(out, jwk);
    }
    case 'raw-seed':
      if (key.type === 'private' && isMl(name)) {
        const seed = binding.keyJwk(keyObject[kMaterial]).priv;
        if (seed === undefined) throw operationError();
        return toArrayBuffer(seed);
      }
      break;
    case 'raw-public':
      if (key.type === 'public' && isMl(name)) {
        return toArrayBuffer(binding.keyJwk(keyObject[kMaterial]).pub);
      }
    // falls through
    case 'raw':
      if (key.type === 'public' && !isRsa(name) && !isMl(name)) {
        if (kKeyType[name] === 'ec') return toArrayBuffer(binding.keyEcPoint(keyObject[kMaterial], false));
        return toArrayBuffer(binding.keyJwk(keyObject[kMaterial]).x);
      }
      break;
  }
  throw dom(`Unable to export ${name} ${key.type} key using ${format} format`, 'NotSupportedError');
}

function toArrayBuffer(buf) {
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
}

const kPss = 6;

function signParams(algorithm, key) {
  const name = algorithm.name;
  if (name === 'Ed25519' || name === 'Ed448' || isMl(name)) {
    return [undefined, undefined, undefined, false];
  }
  if (name === 'ECDSA') return [kDigests[algorithm.hash.name], undefined, undefined, true];
  const digest = kDigests[key[kAlgorithm].hash.name];
  if (name === 'RSA-PSS') return [digest, kPss, algorithm.saltLength, false];
  return [digest, 1, undefined, false];
}

function sign(algorithm, key, data) {
  const [digest, padding, salt, p1363] = signParams(algorithm, key);
  try {
    return binding.keySign(key[kCryptoKeyObject][kMaterial], data, digest, false, padding, salt,
                           p1363, algorithm.context);
  } catch {
    throw operationError();
  }
}

function verify(algorithm, key, signature, data) {
  const [digest, padding, salt, p1363] = signParams(algorithm, key);
  try {
    return binding.keyVerify(key[kCryptoKeyObject][kMaterial], data, digest, false, padding,
                             salt, p1363, signature, algorithm.context);
  } catch {
    return false;
  }
}

function rsaOaep(encrypt, algorithm, key, data) {
  const digest = kDigests[key[kAlgorithm].hash.name];
  const label = algorithm.label ?? Buffer.alloc(0);
  try {
    return binding.keyRsaCrypt(key[kCryptoKeyObject][kMaterial], encrypt ? 0 : 1, 4, digest,
                               label, data);
  } catch (err) {
    throw operationError(err);
  }
}

function deriveBits(algorithm, key, length) {
  const pub = algorithm.public;
  if (pub.type !== 'public') throw dom('algorithm.public must be a public key', 'InvalidAccessError');
  if (pub[kAlgorithm].name !== key[kAlgorithm].name) {
    throw dom('key algorithm mismatch', 'InvalidAccessError');
  }
  if (key[kAlgorithm].name === 'ECDH' &&
      pub[kAlgorithm].namedCurve !== key[kAlgorithm].namedCurve) {
    throw dom('Named curve mismatch', 'InvalidAccessError');
  }
  let secret;
  try {
    secret = binding.keyDh(key[kCryptoKeyObject][kMaterial], pub[kCryptoKeyObject][kMaterial]);
  } catch {
    throw operationError();
  }
  if (length === null || length === undefined) return secret;
  if (length > secret.length * 8) throw dom('derived bit length is too small', 'OperationError');
  const out = Buffer.from(secret.subarray(0, Math.ceil(length / 8)));
  if (length % 8) out[out.length - 1] &= 0xff << (8 - (length % 8));
  return out;
}

// ML-KEM: [shared secret, ciphertext] for a public key, on the thread pool.
function encapsulate(key) {
  return new Promise((resolve, reject) => {
    binding.keyEncapsulate(key[kCryptoKeyObject][kMaterial], (err, result) => {
      if (err) reject(operationError());
      else resolve(result);
    });
  });
}

// ML-KEM: the shared secret `ciphertext` carries, on the thread pool.
function decapsulate(key, ciphertext) {
  return new Promise((resolve, reject) => {
    binding.keyDecapsulate(key[kCryptoKeyObject][kMaterial], ciphertext, (err, shared) => {
      if (err) reject(operationError());
      else resolve(shared);
    });
  });
}

module.exports = {
  encapsulate,
  decapsulate,
  checkParams,
  getPublicKey,
  generateKey,
  importKey,
  exportKey,
  fromKeyObject,
  sign,
  verify,
  rsaOaep,
  deriveBits,
};
