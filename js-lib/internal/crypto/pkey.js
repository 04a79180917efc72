'use strict';
// internal/crypto/pkey: what asymmetric keys do besides signing: key agreement
// (diffieHellman for dh, x25519, x448 and EC keys, the ECDH class and createECDH) and RSA
// encryption (publicEncrypt, privateDecrypt, privateEncrypt, publicDecrypt) and key
// encapsulation (encapsulate, decapsulate: ML-KEM keys). Key parsing is
// internal/crypto/keys' prepareAsymmetricKey; the arithmetic is native.

const { Buffer } = require('buffer');
const { binding, codes, getArrayBufferOrView, opensslError } = require('internal/crypto/util');
const keys = require('internal/crypto/keys');
const { validateObject, validateString, validateFunction } = require('internal/validators');
const constants = require('internal/crypto_constants');

const { prepareAsymmetricKey, kConsumePrivate, kConsumePublic, isKeyObject } = keys;

function nativeError(Ctor, code, message) {
  const err = new Ctor(message);
  err.code = code;
  return err;
}

function diffieHellman(options, callback) {
  validateObject(options, 'options');
  if (callback !== undefined) validateFunction(callback, 'callback');
  for (const name of ['privateKey', 'publicKey']) {
    if (options[name] == null) {
      throw new (codes().ERR_INVALID_ARG_VALUE)(`options.${name}`, options[name]);
    }
  }
  const privateHandle = prepareAsymmetricKey(options.privateKey, kConsumePrivate,
                                             'options.privateKey');
  const publicHandle = prepareAsymmetricKey(options.publicKey, kConsumePublic,
                                            'options.publicKey');
  const privateType = binding.keyInfo(privateHandle)[1];
  const publicType = binding.keyInfo(publicHandle)[1];
  if (privateType !== publicType || !['dh', 'ec', 'x448', 'x25519'].includes(privateType)) {
    throw new (codes().ERR_CRYPTO_INCOMPATIBLE_KEY)(
      'key types for Diffie-Hellman', `${privateType} and ${publicType}`);
  }
  let secret;
  try {
    secret = binding.keyDh(privateHandle, publicHandle);
  } catch (err) {
    if (callback === undefined) throw err;
    process.nextTick(callback, err);
    return;
  }
  if (callback === undefined) return secret;
  process.nextTick(callback, null, secret);
}

// --- ECDH

const kCurves = ['prime256v1', 'secp256k1', 'secp384r1', 'secp521r1'];
// Bytes of each curve's private scalars.
const kScalarBytes = { __proto__: null, prime256v1: 32, secp256k1: 32, secp384r1: 48,
                       secp521r1: 66 };
const kEcdh = Symbol('kEcdh');

function encode(buf, encoding) {
  if (encoding && encoding !== 'buffer') return buf.toString(encoding);
  return buf;
}

function pointFormat(format) {
  if (!format) return 'uncompressed';
  if (format === 'uncompressed' || format === 'compressed' || format === 'hybrid') return format;
  throw new (codes().ERR_CRYPTO_ECDH_INVALID_FORMAT)(format);
}

// The public point of `handle` in X9.62 form. Hybrid is the uncompressed form whose first
// byte also carries y's parity (6 or 7).
function encodePoint(handle, format) {
  const f = pointFormat(format);
  const out = binding.keyEcPoint(handle, f === 'compressed');
  if (f === 'hybrid') out[0] = 6 | (out[out.length - 1] & 1);
  return out;
}

// A hybrid point read as the uncompressed one it holds; a parity byte that disagrees
// with y leaves it invalid (first byte 0), as OpenSSL refuses it.
function fromHybrid(key) {
  if (key.byteLength < 2 || (key[0] !== 6 && key[0] !== 7)) return key;
  const copy = Buffer.alloc(key.byteLength);
  copy.set(new Uint8Array(key.buffer, key.byteOffset, key.byteLength));
  copy[0] = (key[0] & 1) === (key[key.byteLength - 1] & 1) ? 4 : 0;
  return copy;
}

function ECDH(curve) {
  if (!(this instanceof ECDH)) return new ECDH(curve);
  validateString(curve, 'curve');
  if (!kCurves.includes(curve)) {
    throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_CURVE', 'Invalid EC curve name');
  }
  // `handle`: the private key (and its public point); `publicHandle`: a point set on its
  // own with setPublicKey, which OpenSSL keeps apart from the private key.
  Object.defineProperty(this, kEcdh, {
    value: { curve, handle: undefined, publicHandle: undefined }, enumerable: false,
  });
}

ECDH.prototype.generateKeys = function generateKeys(encoding, format) {
  pointFormat(format);
  const state = this[kEcdh];
  state.handle = binding.keyGenerate('ec', state.curve)[1];
  state.publicHandle = undefined;
  return this.getPublicKey(encoding, format);
};

ECDH.prototype.getPublicKey = function getPublicKey(encoding, format) {
  pointFormat(format);
  const state = this[kEcdh];
  const handle = state.publicHandle ?? state.handle;
  if (handle === undefined) {
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Failed to get ECDH public key');
  }
  return encode(encodePoint(handle, format), encoding);
};

ECDH.prototype.getPrivateKey = function getPrivateKey(encoding) {
  const state = this[kEcdh];
  if (state.handle === undefined) {
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Failed to get ECDH private key');
  }
  // OpenSSL writes the scalar as a big number: without its leading zero bytes.
  const d = binding.keyJwk(state.handle).d;
  let start = 0;
  while (start < d.length - 1 && d[start] === 0) start++;
  return encode(start === 0 ? d : d.subarray(start), encoding);
};

ECDH.prototype.setPrivateKey = function setPrivateKey(key, encoding) {
  key = getArrayBufferOrView(key, 'key', encoding);
  const state = this[kEcdh];
  // The bytes are a big-endian number of any length; the key is that scalar.
  const size = kScalarBytes[state.curve];
  const bytes = new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
  let start = 0;
  while (start < bytes.length && bytes[start] === 0) start++;
  let handle;
  if (bytes.length - start <= size) {
    const scalar = Buffer.alloc(size);
    scalar.set(bytes.subarray(start), size - (bytes.length - start));
    handle = binding.keyFromParts('ec', state.curve, undefined, scalar);
  }
  if (handle === undefined) {
    throw nativeError(RangeError, 'ERR_CRYPTO_INVALID_KEYTYPE',
                      'Private key is not valid for specified curve.');
  }
  state.handle = handle;
  state.publicHandle = undefined;
  return this;
};

ECDH.prototype.setPublicKey = require('internal/crypto/util').deprecate(
  function setPublicKey(key, encoding) {
    key = getArrayBufferOrView(key, 'key', encoding);
    const state = this[kEcdh];
    const pub = binding.keyFromParts('ec', state.curve, fromHybrid(key));
    if (pub === undefined) {
      throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Failed to convert Buffer to EC_POINT');
    }
    state.publicHandle = pub;
    return this;
  }, 'ecdh.setPublicKey() is deprecated.', 'DEP0031');

ECDH.prototype.computeSecret = function computeSecret(key, inEnc, outEnc) {
  key = getArrayBufferOrView(key, 'key', inEnc);
  const state = this[kEcdh];
  const pub = binding.keyFromParts('ec', state.curve, fromHybrid(key));
  if (pub === undefined) {
    throw nativeError(Error, 'ERR_CRYPTO_ECDH_INVALID_PUBLIC_KEY',
                      'Public key is not valid for specified curve');
  }
  if (state.handle === undefined) {
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Failed to compute ECDH key');
  }
  // OpenSSL checks the pair before use: a public point set apart must be the private key's.
  if (state.publicHandle !== undefined &&
      !binding.keyEcPoint(state.publicHandle, false).equals(binding.keyEcPoint(state.handle, false))) {
    throw nativeError(RangeError, 'ERR_CRYPTO_INVALID_KEYPAIR', 'Invalid key pair');
  }
  return encode(binding.keyDh(state.handle, pub), outEnc);
};

// The prototype's methods in Node's order.
for (const name of ['computeSecret', 'setPrivateKey', 'setPublicKey', 'getPrivateKey',
  'generateKeys', 'getPublicKey']) {
  const fn = ECDH.prototype[name];
  delete ECDH.prototype[name];
  ECDH.prototype[name] = fn;
}

ECDH.convertKey = function convertKey(key, curve, inEnc, outEnc, format) {
  validateString(curve, 'curve');
  key = getArrayBufferOrView(key, 'key', inEnc);
  pointFormat(format);
  // Node answers no bytes with an empty string, whatever the curve or encoding, before it
  // looks at the curve.
  if (key.byteLength === 0) return '';
  if (!kCurves.includes(curve)) {
    throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_CURVE', 'Invalid EC curve name');
  }
  const pub = binding.keyFromParts('ec', curve, fromHybrid(key));
  if (pub === undefined) {
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Failed to convert Buffer to EC_POINT');
  }
  return encode(encodePoint(pub, format), outEnc);
};

function createECDH(curve) {
  return new ECDH(curve);
}

// --- RSA encryption

function rsaCipher(op, ctx, defaultPadding) {
  return function(options, buffer) {
    // OpenSSL's decoder reads a public key from PEM where RSA's private-key operations
    // ask for a private one; the operation itself then reports the missing private key.
    const handle = prepareAsymmetricKey(options, ctx,
                                        ctx === kConsumePrivate ? 'privateKey' : 'key',
                                        ctx === kConsumePrivate);
    let padding = defaultPadding;
    let oaepHash;
    let oaepLabel;
    let encoding;
    if (options !== null && typeof options === 'object' && !isKeyObject(options) &&
        !keys.isCryptoKey(options) && !ArrayBuffer.isView(options)) {
      encoding = options.encoding;
      if (options.padding) padding = options.padding;
      if (options.oaepHash !== undefined) {
        oaepHash = options.oaepHash;
        validateString(oaepHash, 'key.oaepHash');
      }
      if (options.oaepLabel !== undefined) {
        oaepLabel = getArrayBufferOrView(options.oaepLabel, 'key.oaepLabel', encoding);
      }
    }
    buffer = getArrayBufferOrView(buffer, 'buffer', encoding);
    if (op >= 2) signatureKeyRecover(op, binding.keyInfo(handle)[1]);
    // Node's native layer reads the padding as a uint32 (true is 1, 'x' is 0).
    padding >>>= 0;
    try {
      return binding.keyRsaCrypt(handle, op, padding, oaepHash, oaepLabel ?? Buffer.alloc(0),
                                 buffer);
    } catch (err) {
      throw rsaCryptError(err, op, padding);
    }
  };
}

// The native side refuses every padding it does not implement alike; OpenSSL's reason
// depends on the operation and the padding. Its digest error is an Error in Node.
function rsaCryptError(err, op, padding) {
  if (err === null || typeof err !== 'object') return err;
  if (err.code === 'ERR_OSSL_EVP_INVALID_DIGEST' && err instanceof TypeError) {
    const e = new Error(err.message);
    e.code = err.code;
    return e;
  }
  if (err.code !== 'ERR_OSSL_ILLEGAL_OR_UNSUPPORTED_PADDING_MODE' ||
      padding === 1 || padding === 3 || padding === 4) {
    return err;
  }
  const encryptOrDecrypt = op < 2;
  if (padding === 6 && encryptOrDecrypt) return new Error('error:00000000:lib(0)::reason(0)');
  if (encryptOrDecrypt) {
    return opensslError('02000076', 'rsa routines', 'unknown padding type',
                        'ERR_OSSL_RSA_UNKNOWN_PADDING_TYPE');
  }
  if (padding === 5) {
    return opensslError('1C8000AA', 'Provider routines', 'invalid x931 digest',
                        'ERR_OSSL_INVALID_X931_DIGEST');
  }
  if (padding === 6 && op === 2) {
    return opensslError('1C8000A6', 'Provider routines', 'invalid digest length',
                        'ERR_OSSL_INVALID_DIGEST_LENGTH');
  }
  return err;
}

// privateEncrypt and publicDecrypt are OpenSSL's sign and verify-recover, which a signing key
// other than RSA accepts far enough to fail in its own way: EC, DSA and EdDSA keys start the
// signature but refuse RSA's padding without queueing a reason, and their providers (and
// ML-DSA's and SLH-DSA's for both directions) have no recover operation.
function signatureKeyRecover(op, type) {
  const pqc = typeof type === 'string' && (type.startsWith('ml-dsa') || type.startsWith('slh-dsa'));
  if (op === 2 && !pqc && ['ec', 'dsa', 'ed25519', 'ed448'].includes(type)) {
    throw new Error('error:00000000:lib(0)::reason(0)');
  }
  if (pqc || ['ec', 'dsa', 'ed25519', 'ed448'].includes(type)) {
    throw opensslError('030000ED', 'digital envelope routines', 'provider signature not supported',
                       'ERR_OSSL_EVP_PROVIDER_SIGNATURE_NOT_SUPPORTED');
  }
}

const publicEncrypt = rsaCipher(0, kConsumePublic, constants.RSA_PKCS1_OAEP_PADDING);
const privateDecrypt = rsaCipher(1, kConsumePrivate, constants.RSA_PKCS1_OAEP_PADDING);
const privateEncrypt = rsaCipher(2, kConsumePrivate, constants.RSA_PKCS1_PADDING);
const publicDecrypt = rsaCipher(3, kConsumePublic, constants.RSA_PKCS1_PADDING);

// Node destructures the key argument before anything checks it.
function requireKeyArgument(key) {
  if (key === null || key === undefined) {
    throw new TypeError(`Cannot destructure property 'key' of 'key' as it is ${key}.`);
  }
}

// encapsulate(key[, callback]): a fresh shared key and the ciphertext that carries it to
// the holder of the private key. With a callback the work runs on the thread pool.
function encapsulate(key, callback) {
  if (callback !== undefined) validateFunction(callback, 'callback');
  requireKeyArgument(key);
  const handle = prepareAsymmetricKey(key, kConsumePublic);
  if (callback === undefined) {
    const [sharedKey, ciphertext] = binding.keyEncapsulate(handle);
    return { sharedKey, ciphertext };
  }
  binding.keyEncapsulate(handle, (err, result) => {
    if (err) callback(err);
    else callback(null, { sharedKey: result[0], ciphertext: result[1] });
  });
}

// decapsulate(key, ciphertext[, callback]): the shared key `ciphertext` carries.
function decapsulate(key, ciphertext, callback) {
  if (callback !== undefined) validateFunction(callback, 'callback');
  requireKeyArgument(key);
  const handle = prepareAsymmetricKey(key, kConsumePrivate);
  ciphertext = getArrayBufferOrView(ciphertext, 'ciphertext');
  if (callback === undefined) return binding.keyDecapsulate(handle, ciphertext);
  binding.keyDecapsulate(handle, ciphertext, callback);
}

module.exports = {
  encapsulate,
  decapsulate,
  diffieHellman,
  ECDH,
  createECDH,
  publicEncrypt,
  privateDecrypt,
  privateEncrypt,
  publicDecrypt,
};
