'use strict';
// internal/crypto/keys: KeyObject and its Secret/Public/Private subclasses,
// createSecretKey, generateKey(Sync) for 'hmac' and 'aes', and CryptoKey (the WebCrypto
// key object, wrapping a KeyObject). Asymmetric keys (createPublicKey, createPrivateKey,
// generateKeyPair(Sync), getCurves) throw ERR_METHOD_NOT_IMPLEMENTED. Key material is
// held in non-enumerable symbol slots, so that inspecting a key shows no secrets.

const { Buffer } = require('buffer');
const { binding, codes, registerKeys } = require('internal/crypto/util');
const { validateObject, validateOneOf, validateString, validateFunction, validateInteger } =
  require('internal/validators');
const { isAnyArrayBuffer, isArrayBufferView } = require('internal/util/types');

const kKeyType = Symbol('kKeyType');
const kMaterial = Symbol('kMaterial');
const kToken = Symbol('kToken');

const kCryptoKeyObject = Symbol('kKeyObject');
const kAlgorithm = Symbol('kAlgorithm');
const kExtractable = Symbol('kExtractable');
const kUsages = Symbol('kUsages');

function hidden(obj, key, value) {
  Object.defineProperty(obj, key, { value, writable: false, enumerable: false, configurable: false });
}

class KeyObject {
  constructor(type, handle) {
    if (type !== 'secret' && type !== 'public' && type !== 'private') {
      throw new (codes().ERR_INVALID_ARG_VALUE)('type', type);
    }
    if (handle === null || typeof handle !== 'object' || handle[kToken] !== kToken) {
      throw new (codes().ERR_INVALID_ARG_TYPE)('handle', 'object', handle);
    }
    hidden(this, kKeyType, type);
    hidden(this, kMaterial, handle.material);
  }

  get type() {
    return this[kKeyType];
  }

  static from(key) {
    if (!isCryptoKey(key)) {
      throw new (codes().ERR_INVALID_ARG_TYPE)('key', 'CryptoKey', key);
    }
    return key[kCryptoKeyObject];
  }

  equals(otherKeyObject) {
    if (!isKeyObject(otherKeyObject)) {
      throw new (codes().ERR_INVALID_ARG_TYPE)('otherKeyObject', 'KeyObject', otherKeyObject);
    }
    if (otherKeyObject.type !== this.type) return false;
    const a = this[kMaterial];
    const b = otherKeyObject[kMaterial];
    if (this.type === 'secret') {
      return a.byteLength === b.byteLength && binding.timingSafeEqual(a, b);
    }
    return false;
  }

  toCryptoKey(algorithm, extractable, keyUsages) {
    return require('internal/crypto/subtle').keyObjectToCryptoKey(
      this, algorithm, extractable, keyUsages);
  }
}

Object.defineProperty(KeyObject.prototype, Symbol.toStringTag, {
  value: 'KeyObject', configurable: true,
});

class SecretKeyObject extends KeyObject {
  constructor(handle) {
    super('secret', handle);
  }

  get symmetricKeySize() {
    return this[kMaterial].byteLength;
  }

  export(options) {
    if (options !== undefined) {
      validateObject(options, 'options');
      validateOneOf(options.format, 'options.format', [undefined, 'buffer', 'jwk']);
      if (options.format === 'jwk') {
        return { kty: 'oct', k: Buffer.from(this[kMaterial]).toString('base64url') };
      }
    }
    return Buffer.from(this[kMaterial]);
  }
}

function isKeyObject(obj) {
  return obj != null && obj[kKeyType] !== undefined && obj instanceof KeyObject;
}

function isCryptoKey(obj) {
  return obj != null && obj[kCryptoKeyObject] !== undefined;
}

function handleOf(material) {
  return { [kToken]: kToken, material };
}

function newSecretKey(bytes) {
  return new SecretKeyObject(handleOf(bytes));
}

// Copies the bytes of a byte source.
function copyBytes(source) {
  if (isAnyArrayBuffer(source)) return Buffer.from(new Uint8Array(source.slice(0)));
  return Buffer.from(new Uint8Array(source.buffer, source.byteOffset, source.byteLength));
}

function createSecretKey(key, encoding) {
  if (typeof key === 'string') {
    key = Buffer.from(key, encoding);
  } else if (!isAnyArrayBuffer(key) && !isArrayBufferView(key)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)(
      'key', ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'], key);
  }
  return newSecretKey(copyBytes(key));
}

// For prepareSecretKey (internal/crypto/util): the bytes of a secret KeyObject or of a
// secret CryptoKey, undefined for anything that is neither, and Node's error for the
// other key types.
function secretKeyMaterial(key) {
  if (isCryptoKey(key)) {
    require('internal/crypto/util').deprecationWarning(
      'DEP0203', 'Passing a CryptoKey to node:crypto functions is deprecated.');
    key = key[kCryptoKeyObject];
  }
  if (!isKeyObject(key)) return undefined;
  if (key.type !== 'secret') {
    throw new (codes().ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE)(key.type, 'secret');
  }
  return key[kMaterial];
}

function generateKeySync(type, options) {
  validateString(type, 'type');
  validateObject(options, 'options');
  const { length } = options;
  switch (type) {
    case 'hmac':
      validateInteger(length, 'options.length', 8, 2 ** 31 - 1);
      break;
    case 'aes':
      validateOneOf(length, 'options.length', [128, 192, 256]);
      break;
    default:
      throw new (codes().ERR_INVALID_ARG_VALUE)('type', type, 'must be a supported key type');
  }
  const bytes = Buffer.alloc(Math.floor(length / 8));
  binding.randomFillSync(bytes, 0, bytes.length);
  return newSecretKey(bytes);
}

function generateKey(type, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  validateFunction(callback, 'callback');
  const key = generateKeySync(type, options);
  process.nextTick(callback, null, key);
}

// CryptoKey: WebCrypto's key, a KeyObject with an algorithm, usages and extractability.
class CryptoKey {
  constructor() {
    throw new (codes().ERR_ILLEGAL_CONSTRUCTOR)();
  }

  get type() {
    if (!isCryptoKey(this)) throw new (codes().ERR_INVALID_THIS)('CryptoKey');
    return this[kCryptoKeyObject].type;
  }

  get extractable() {
    if (!isCryptoKey(this)) throw new (codes().ERR_INVALID_THIS)('CryptoKey');
    return this[kExtractable];
  }

  get algorithm() {
    if (!isCryptoKey(this)) throw new (codes().ERR_INVALID_THIS)('CryptoKey');
    return this[kAlgorithm];
  }

  get usages() {
    if (!isCryptoKey(this)) throw new (codes().ERR_INVALID_THIS)('CryptoKey');
    return this[kUsages];
  }

  [Symbol.for('nodejs.util.inspect.custom')](depth, options, inspect) {
    if (depth < 0) return this;
    const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `CryptoKey ${inspect({
      type: this.type,
      extractable: this.extractable,
      algorithm: this.algorithm,
      usages: this.usages,
    }, opts)}`;
  }
}

Object.defineProperties(CryptoKey.prototype, {
  [Symbol.toStringTag]: { value: 'CryptoKey', configurable: true },
  type: { enumerable: true },
  extractable: { enumerable: true },
  algorithm: { enumerable: true },
  usages: { enumerable: true },
});

function makeCryptoKey(keyObject, algorithm, extractable, usages) {
  const key = Object.create(CryptoKey.prototype);
  hidden(key, kCryptoKeyObject, keyObject);
  hidden(key, kAlgorithm, algorithm);
  hidden(key, kExtractable, extractable);
  hidden(key, kUsages, usages);
  return key;
}

// Asymmetric keys (import, export, generation, signatures) are not implemented yet.
function notImplemented(name, length) {
  const fn = {
    [name]() { throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)(`crypto.${name}()`); },
  }[name];
  Object.defineProperty(fn, 'length', { value: length });
  return fn;
}

const createPublicKey = notImplemented('createPublicKey', 1);
const createPrivateKey = notImplemented('createPrivateKey', 1);
const generateKeyPairSync = notImplemented('generateKeyPairSync', 2);
const generateKeyPair = notImplemented('generateKeyPair', 3);
const getCurves = notImplemented('getCurves', 0);

const exportsObject = {
  KeyObject,
  SecretKeyObject,
  CryptoKey,
  createSecretKey,
  createPublicKey,
  createPrivateKey,
  generateKey,
  generateKeySync,
  generateKeyPair,
  generateKeyPairSync,
  getCurves,
  isKeyObject,
  isCryptoKey,
  secretKeyMaterial,
  newSecretKey,
  handleOf,
  makeCryptoKey,
  kMaterial,
  kKeyType,
  kCryptoKeyObject,
  kAlgorithm,
  kExtractable,
  kUsages,
};
module.exports = exportsObject;
registerKeys(exportsObject);
