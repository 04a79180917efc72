'use strict';
// internal/crypto/sig: signatures with asymmetric keys. Sign and Verify (createSign,
// createVerify) are Writable streams that digest what they are fed and sign the digest;
// crypto.sign and crypto.verify are one-shots (Ed25519 and Ed448 sign the message itself,
// Ed448 under an optional context). The key work is in internalBinding('crypto')
// keySign/keyVerify; options (padding, saltLength, dsaEncoding, context) are checked here
// with Node's messages.

const { Buffer } = require('buffer');
const {
  binding, codes, getArrayBufferOrView, stringBytes, isLegacyDigest, legacyDigestError,
  kDigestInitError,
} = require('internal/crypto/util');
const keys = require('internal/crypto/keys');
const { validateString, validateFunction, validateEncoding } = require('internal/validators');
const { isArrayBufferView } = require('internal/util/types');

const { prepareAsymmetricKey, kConsumePrivate, kConsumePublic } = keys;

const kState = Symbol('kState');

function nativeError(Ctor, code, message) {
  const err = new Ctor(message);
  err.code = code;
  return err;
}

function intOption(name, options) {
  const value = options[name];
  if (value === undefined) return undefined;
  if (value === value >> 0) return value;
  throw new (codes().ERR_INVALID_ARG_VALUE)(`options.${name}`, value);
}

function dsaP1363(options) {
  if (options === null || typeof options !== 'object') return false;
  const { dsaEncoding } = options;
  if (dsaEncoding === undefined || dsaEncoding === 'der') return false;
  if (dsaEncoding === 'ieee-p1363') return true;
  throw new (codes().ERR_INVALID_ARG_VALUE)('options.dsaEncoding', dsaEncoding);
}

// The Ed448 context string of a key argument's options (RFC 8032 caps it at 255 bytes).
function contextOption(options) {
  const { context } = options;
  if (context === undefined) return undefined;
  if (!isArrayBufferView(context)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('options.context',
                                             ['Buffer', 'TypedArray', 'DataView'], context);
  }
  if (context.byteLength > 255) {
    throw nativeError(RangeError, 'ERR_OUT_OF_RANGE', 'context string must be at most 255 bytes');
  }
  return context;
}

// [padding, saltLength, p1363, context] of a key argument that may carry options.
function keyOptions(key) {
  if (key === null || typeof key !== 'object' || isArrayBufferView(key) || keys.isKeyObject(key) ||
      keys.isCryptoKey(key)) {
    return [undefined, undefined, false, undefined];
  }
  return [intOption('padding', key), intOption('saltLength', key), dsaP1363(key),
    contextOption(key)];
}

function isDigest(name) {
  return binding.hashIsXof(name) !== undefined;
}

// An OpenSSL error as Node reports it when nothing is left on the error stack.
function providerError(id, library, reason, code) {
  const err = new Error(`error:${id}:${library}::${reason}`);
  err.library = library;
  err.reason = reason;
  err.code = code;
  return err;
}

function keyType(handle) {
  return binding.keyInfo(handle)[1];
}

// Signing with a key restricted by RSASSA-PSS-params cannot take OpenSSL's "maximum" salt
// length (-2), which an explicit PSS padding without a salt length asks for too.
function checkPssMaxSalt(handle, padding, saltLength) {
  if (padding !== undefined && padding !== 6) return;
  const effective = saltLength !== undefined ? saltLength : (padding === 6 ? -2 : undefined);
  if (effective !== -2) return;
  const info = binding.keyInfo(handle);
  if (info[1] === 'rsa-pss' && info.length > 4) {
    throw providerError('1C800070', 'Provider routines', 'invalid salt length',
                        'ERR_OSSL_INVALID_SALT_LENGTH');
  }
}

// Only EdDSA, ML-DSA and SLH-DSA take a context; a non-empty one for any other key fails
// when the job runs.
function checkContext(handle, context) {
  if (context === undefined || context.byteLength === 0) return;
  const type = keyType(handle);
  if (type === 'ed25519' || type === 'ed448' || type.startsWith('ml-dsa-') ||
      type.startsWith('slh-dsa-')) {
    return;
  }
  throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Context parameter is unsupported');
}

// OpenSSL's signature providers refuse extendable-output digests: ECDSA as an invalid
// digest, RSA and DSA as a digest they do not allow. A Sign or Verify stream gets as far
// as finishing the XOF without a length, which fails as an allocation.
function checkXof(handle, algorithm, stream) {
  if (algorithm === undefined) return;
  if (!stream) {
    // EdDSA hashes the message itself and refuses any digest named for it.
    const type = keyType(handle);
    if (type === 'ed25519' || type === 'ed448') {
      throw providerError('1C80007A', 'Provider routines', 'invalid digest',
                          'ERR_OSSL_INVALID_DIGEST');
    }
  }
  if (binding.hashIsXof(algorithm) !== true) return;
  if (stream) {
    throw providerError('078C0100', 'common libcrypto routines', 'malloc failure',
                        'ERR_OSSL_CRYPTO_MALLOC_FAILURE');
  }
  const type = keyType(handle);
  if (type === 'ec') {
    throw providerError('1C80007A', 'Provider routines', 'invalid digest',
                        'ERR_OSSL_INVALID_DIGEST');
  }
  if (type === 'rsa' || type === 'rsa-pss' || type === 'dsa') {
    throw providerError('1C8000AE', 'Provider routines', 'digest not allowed',
                        'ERR_OSSL_DIGEST_NOT_ALLOWED');
  }
}

function isRsa(handle) {
  const type = keyType(handle);
  return type === 'rsa' || type === 'rsa-pss';
}

// RSA paddings other than PKCS#1 v1.5 and PSS: a Verify stream only reports the signature
// as not matching; X9.31 (5) needs a digest OpenSSL's X9.31 table accepts, which a Sign
// stream never passes along.
function otherRsaPadding(padding) {
  return padding !== undefined && padding !== 1 && padding !== 6;
}

// OpenSSL's refusal of a signature padding. RSA-PSS keys in the one-shots are left to the
// native check, which comes after their digest restrictions as in OpenSSL.
function checkRsaPadding(handle, padding, stream) {
  if (!otherRsaPadding(padding)) return;
  const type = keyType(handle);
  if (type !== 'rsa' && (type !== 'rsa-pss' || !stream)) return;
  if (padding === 3) {
    throw providerError('1C8000A8', 'Provider routines', 'invalid padding mode',
                        'ERR_OSSL_INVALID_PADDING_MODE');
  }
  if (padding === 5 && stream) {
    throw providerError('1C8000AA', 'Provider routines', 'invalid x931 digest',
                        'ERR_OSSL_INVALID_X931_DIGEST');
  }
  if (padding === 5) return;
  throw providerError('1C8000A5', 'Provider routines', 'illegal or unsupported padding mode',
                      'ERR_OSSL_ILLEGAL_OR_UNSUPPORTED_PADDING_MODE');
}

// The digest of everything a Sign or Verify stream was fed (once).
function digestOnce(self) {
  const state = self[kState];
  if (state.done) throw nativeError(Error, 'ERR_CRYPTO_INVALID_STATE', 'Not initialised');
  state.done = true;
  return binding.hashDigest(state.hash, 'buffer');
}

class Sign extends require('stream').Writable {
  constructor(algorithm, options) {
    validateString(algorithm, 'algorithm');
    super(options);
    const handle = binding.hashNew(algorithm);
    if (typeof handle === 'number') {
      if (isLegacyDigest(algorithm)) throw legacyDigestError(kDigestInitError);
      throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', 'Invalid digest');
    }
    Object.defineProperty(this, kState, {
      value: { algorithm, hash: handle, done: false }, enumerable: false,
    });
  }

  _write(chunk, encoding, callback) {
    this.update(chunk, encoding);
    callback();
  }

  update(data, encoding) {
    const state = this[kState];
    if (typeof data === 'string') {
      validateEncoding(data, encoding);
      data = stringBytes(data, encoding);
    } else if (!isArrayBufferView(data)) {
      throw new (codes().ERR_INVALID_ARG_TYPE)(
        'data', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
    }
    if (state.done) throw nativeError(Error, 'ERR_CRYPTO_INVALID_STATE', 'Not initialised');
    binding.hashUpdate(state.hash, data);
    return this;
  }

  sign(privateKey, outputEncoding) {
    if (!privateKey) throw new (codes().ERR_CRYPTO_SIGN_KEY_REQUIRED)();
    const [padding, saltLength, p1363] = keyOptions(privateKey);
    const handle = prepareAsymmetricKey(privateKey, kConsumePrivate, 'privateKey');
    checkStreamKey(handle);
    checkXof(handle, this[kState].algorithm, true);
    checkRsaPadding(handle, padding, true);
    checkPssMaxSalt(handle, padding, saltLength);
    const digest = digestOnce(this);
    const sig = binding.keySign(handle, digest, this[kState].algorithm, true, padding, saltLength,
                                p1363);
    if (outputEncoding && outputEncoding !== 'buffer') return sig.toString(outputEncoding);
    return sig;
  }
}

function checkStreamKey(handle) {
  const type = binding.keyInfo(handle)[1];
  if (type === 'ed25519' || type === 'ed448' || type.startsWith('ml-dsa-') ||
      type.startsWith('slh-dsa-')) {
    throw nativeError(Error, 'ERR_CRYPTO_UNSUPPORTED_OPERATION', 'Unsupported crypto operation');
  }
}

// Bytes in each half of an IEEE P1363 signature, by curve.
const kP1363CurveBytes = {
  __proto__: null, prime256v1: 32, secp256k1: 32, secp384r1: 48, secp521r1: 66,
};

// A Verify stream converts an IEEE P1363 signature to DER before verifying, and one of the
// wrong length for an EC or DSA key cannot be converted: Node throws rather than return false.
function checkP1363Length(handle, signature) {
  const info = binding.keyInfo(handle);
  let half;
  if (info[1] === 'ec') half = kP1363CurveBytes[info[2]];
  else if (info[1] === 'dsa') half = Math.ceil(info[3] / 8);
  if (half !== undefined && signature.byteLength !== 2 * half) {
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'Malformed signature');
  }
}

class Verify extends require('stream').Writable {
  constructor(algorithm, options) {
    validateString(algorithm, 'algorithm');
    super(options);
    const handle = binding.hashNew(algorithm);
    if (typeof handle === 'number') {
      if (isLegacyDigest(algorithm)) throw legacyDigestError(kDigestInitError);
      throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', 'Invalid digest');
    }
    Object.defineProperty(this, kState, {
      value: { algorithm, hash: handle, done: false }, enumerable: false,
    });
  }

  verify(object, signature, sigEncoding) {
    if (object === undefined || object === null) {
      throw new TypeError(`Cannot destructure property 'key' of 'key' as it is ${object}.`);
    }
    const [padding, saltLength, p1363] = keyOptions(object);
    const handle = prepareAsymmetricKey(object, kConsumePublic);
    checkStreamKey(handle);
    signature = getArrayBufferOrView(signature, 'signature', sigEncoding);
    if (p1363) checkP1363Length(handle, signature);
    checkXof(handle, this[kState].algorithm, true);
    const digest = digestOnce(this);
    if (otherRsaPadding(padding) && isRsa(handle)) return false;
    return binding.keyVerify(handle, digest, this[kState].algorithm, true, padding, saltLength,
                             p1363, signature);
  }
}

// Node assigns these methods to the prototypes, so they are enumerable, in this order.
{
  const { _write, update, sign } = Sign.prototype;
  const { verify } = Verify.prototype;
  delete Sign.prototype._write;
  delete Sign.prototype.update;
  delete Sign.prototype.sign;
  delete Verify.prototype.verify;
  Sign.prototype._write = _write;
  Sign.prototype.update = update;
  Sign.prototype.sign = sign;
  Verify.prototype._write = _write;
  Verify.prototype.update = update;
  Verify.prototype.verify = verify;
}

function createSign(algorithm, options) {
  return new Sign(algorithm, options);
}

function createVerify(algorithm, options) {
  return new Verify(algorithm, options);
}

function checkAlgorithm(algorithm) {
  if (algorithm === null || algorithm === undefined) return undefined;
  validateString(algorithm, 'algorithm');
  if (!isDigest(algorithm) && !isLegacyDigest(algorithm)) {
    throw new (codes().ERR_CRYPTO_INVALID_DIGEST)(algorithm);
  }
  return algorithm;
}

// A legacy digest passes the job's lookup (OpenSSL knows its name) and fails when a
// signature key starts with it; other keys fail on their type without it.
function checkLegacy(handle, algorithm) {
  if (!isLegacyDigest(algorithm)) return algorithm;
  const type = keyType(handle);
  if (type === 'rsa' || type === 'rsa-pss' || type === 'dsa' || type === 'ec') {
    throw legacyDigestError('error:1C80007A:Provider routines::invalid digest');
  }
  return undefined;
}

function oneShotData(data) {
  return getArrayBufferOrView(data, 'data');
}

// The one-shots check their arguments in Node's order: the algorithm's type, the callback,
// the data, the key's options, the key, and only then whether the digest exists.
function signOneShot(algorithm, data, key, callback) {
  if (algorithm != null) validateString(algorithm, 'algorithm');
  if (callback !== undefined) validateFunction(callback, 'callback');
  data = oneShotData(data);
  if (!key) throw new (codes().ERR_CRYPTO_SIGN_KEY_REQUIRED)();
  let [padding, saltLength, p1363, context] = keyOptions(key);
  const handle = prepareAsymmetricKey(key, kConsumePrivate);
  algorithm = checkAlgorithm(algorithm);
  // -1 leaves OpenSSL's default padding in place.
  if (padding === -1) padding = undefined;
  let sig;
  try {
    checkContext(handle, context);
    checkXof(handle, algorithm, false);
    algorithm = checkLegacy(handle, algorithm);
    checkRsaPadding(handle, padding, false);
    checkPssMaxSalt(handle, padding, saltLength);
    sig = binding.keySign(handle, data, algorithm, false, padding, saltLength, p1363, context);
  } catch (err) {
    if (callback === undefined) throw err;
    process.nextTick(callback, err);
    return;
  }
  if (callback === undefined) return sig;
  process.nextTick(callback, null, sig);
}

function verifyOneShot(algorithm, data, key, signature, callback) {
  if (algorithm != null) validateString(algorithm, 'algorithm');
  if (callback !== undefined) validateFunction(callback, 'callback');
  data = oneShotData(data);
  // Node reads the options off the key argument without checking it is there.
  if (key === undefined || key === null) {
    throw new TypeError(`Cannot read properties of ${key} (reading 'padding')`);
  }
  let [padding, saltLength, p1363, context] = keyOptions(key);
  signature = getArrayBufferOrView(signature, 'signature');
  const handle = prepareAsymmetricKey(key, kConsumePublic);
  algorithm = checkAlgorithm(algorithm);
  if (padding === -1) padding = undefined;
  let ok;
  try {
    checkContext(handle, context);
    checkXof(handle, algorithm, false);
    algorithm = checkLegacy(handle, algorithm);
    checkRsaPadding(handle, padding, false);
    ok = padding === 5 && isRsa(handle) ? false :
      binding.keyVerify(handle, data, algorithm, false, padding, saltLength, p1363, signature,
                        context);
  } catch (err) {
    if (callback === undefined) throw err;
    process.nextTick(callback, err);
    return;
  }
  if (callback === undefined) return ok;
  process.nextTick(callback, null, ok);
}

// Node's Sign and Verify are constructor functions: called without `new` they still make
// an instance. The wrapper shares the class's prototype, so instanceof and subclassing hold.
function callableWithoutNew(Class) {
  function Ctor(...args) {
    return Reflect.construct(Class, args, new.target ?? Ctor);
  }
  Ctor.prototype = Class.prototype;
  Object.defineProperty(Class.prototype, 'constructor', {
    __proto__: null, value: Ctor, writable: true, enumerable: false, configurable: true,
  });
  Object.setPrototypeOf(Ctor, Object.getPrototypeOf(Class));
  Object.defineProperty(Ctor, 'name', { __proto__: null, value: Class.name });
  Object.defineProperty(Ctor, 'length', { __proto__: null, value: 2 });
  return Ctor;
}

module.exports = {
  Sign: callableWithoutNew(Sign),
  Verify: callableWithoutNew(Verify),
  createSign,
  createVerify,
  signOneShot,
  verifyOneShot,
};
