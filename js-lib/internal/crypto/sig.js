'use strict';
// internal/crypto/sig: signatures with asymmetric keys. Sign and Verify (createSign,
// createVerify) are Writable streams that digest what they are fed and sign the digest;
// crypto.sign and crypto.verify are one-shots (Ed25519 and Ed448 sign the message itself,
// Ed448 under an optional context). The key work is in internalBinding('crypto')
// keySign/keyVerify; options (padding, saltLength, dsaEncoding, context) are checked here
// with Node's messages.

const { Buffer } = require('buffer');
const { binding, codes, getArrayBufferOrView } = require('internal/crypto/util');
const keys = require('internal/crypto/keys');
const { validateString, validateFunction } = require('internal/validators');
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

class Sign extends require('stream').Writable {
  constructor(algorithm, options) {
    validateString(algorithm, 'algorithm');
    super(options);
    const handle = binding.hashNew(algorithm);
    if (typeof handle === 'number') {
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
      data = Buffer.from(data, encoding === 'buffer' ? 'utf8' : encoding);
    } else if (!isArrayBufferView(data)) {
      throw new (codes().ERR_INVALID_ARG_TYPE)(
        'data', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
    }
    if (state.done) throw new (codes().ERR_CRYPTO_INVALID_STATE)('update');
    binding.hashUpdate(state.hash, data);
    return this;
  }

  // The digest of everything fed so far (once).
  digestOnce() {
    const state = this[kState];
    if (state.done) throw nativeError(Error, 'ERR_CRYPTO_INVALID_STATE', 'Not initialised');
    state.done = true;
    return binding.hashDigest(state.hash, 'buffer');
  }

  sign(privateKey, outputEncoding) {
    if (privateKey === undefined || privateKey === null) {
      throw new (codes().ERR_CRYPTO_SIGN_KEY_REQUIRED)();
    }
    const [padding, saltLength, p1363] = keyOptions(privateKey);
    const handle = prepareAsymmetricKey(privateKey, kConsumePrivate, 'privateKey');
    checkStreamKey(handle);
    const digest = this.digestOnce();
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

class Verify extends require('stream').Writable {
  constructor(algorithm, options) {
    validateString(algorithm, 'algorithm');
    super(options);
    const handle = binding.hashNew(algorithm);
    if (typeof handle === 'number') {
      throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', 'Invalid digest');
    }
    Object.defineProperty(this, kState, {
      value: { algorithm, hash: handle, done: false }, enumerable: false,
    });
  }

  verify(object, signature, sigEncoding) {
    if (object === undefined || object === null) {
      throw new (codes().ERR_CRYPTO_SIGN_KEY_REQUIRED)();
    }
    const [padding, saltLength, p1363] = keyOptions(object);
    const handle = prepareAsymmetricKey(object, kConsumePublic);
    checkStreamKey(handle);
    signature = getArrayBufferOrView(signature, 'signature', sigEncoding);
    const digest = this.digestOnce();
    return binding.keyVerify(handle, digest, this[kState].algorithm, true, padding, saltLength,
                             p1363, signature);
  }
}

Verify.prototype._write = Sign.prototype._write;
Verify.prototype.update = Sign.prototype.update;
Verify.prototype.digestOnce = Sign.prototype.digestOnce;

function createSign(algorithm, options) {
  return new Sign(algorithm, options);
}

function createVerify(algorithm, options) {
  return new Verify(algorithm, options);
}

function checkAlgorithm(algorithm) {
  if (algorithm === null || algorithm === undefined) return undefined;
  validateString(algorithm, 'algorithm');
  if (!isDigest(algorithm)) throw new (codes().ERR_CRYPTO_INVALID_DIGEST)(algorithm);
  return algorithm;
}

function oneShotData(data) {
  return getArrayBufferOrView(data, 'data');
}

function signOneShot(algorithm, data, key, callback) {
  algorithm = checkAlgorithm(algorithm);
  data = oneShotData(data);
  if (callback !== undefined) validateFunction(callback, 'callback');
  if (key === undefined || key === null) throw new (codes().ERR_CRYPTO_SIGN_KEY_REQUIRED)();
  const [padding, saltLength, p1363, context] = keyOptions(key);
  const handle = prepareAsymmetricKey(key, kConsumePrivate);
  let sig;
  try {
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
  algorithm = checkAlgorithm(algorithm);
  data = oneShotData(data);
  signature = getArrayBufferOrView(signature, 'signature');
  if (callback !== undefined) validateFunction(callback, 'callback');
  if (key === undefined || key === null) throw new (codes().ERR_CRYPTO_SIGN_KEY_REQUIRED)();
  const [padding, saltLength, p1363, context] = keyOptions(key);
  const handle = prepareAsymmetricKey(key, kConsumePublic);
  let ok;
  try {
    ok = binding.keyVerify(handle, data, algorithm, false, padding, saltLength, p1363, signature,
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
