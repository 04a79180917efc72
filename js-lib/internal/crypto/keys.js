'use strict';
// internal/crypto/keys: KeyObject and its Secret/Public/Private subclasses,
// createSecretKey, generateKey(Sync) for 'hmac' and 'aes', CryptoKey (the WebCrypto
// key object, wrapping a KeyObject), and the asymmetric keys: createPublicKey,
// createPrivateKey (PEM, DER, JWK), export, generateKeyPair(Sync) for ed25519, ed448,
// x25519, x448, ec, rsa, rsa-pss, dsa and dh, getCurves, and prepareAsymmetricKey for
// sign/verify/diffieHellman/RSA encryption. Asymmetric key material is a native handle
// (internalBinding('crypto') key* entries); secret material a Buffer. Both sit in
// non-enumerable symbol slots, so that inspecting a key shows no secrets.

const { Buffer } = require('buffer');
const { binding, codes, registerKeys, getArrayBufferOrView, opensslError } =
  require('internal/crypto/util');
const {
  validateObject, validateOneOf, validateString, validateFunction, validateInteger, validateUint32,
  validateInt32,
} = require('internal/validators');
const { isAnyArrayBuffer, isArrayBufferView } = require('internal/util/types');

const kKeyType = Symbol('kKeyType');
const kMaterial = Symbol('kMaterial');
const kToken = Symbol('kToken');

const kCryptoKeyObject = Symbol('kKeyObject');
const kAlgorithm = Symbol('kAlgorithm');
const kExtractable = Symbol('kExtractable');
const kUsages = Symbol('kUsages');
// The copies of the algorithm and usages slots that the getters hand out: a program may
// change them, the key's own slots stay as they were made.
const kAlgorithmView = Symbol('kAlgorithmView');
const kUsagesView = Symbol('kUsagesView');

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
    if (!key.extractable) {
      require('internal/crypto/util').deprecationWarning(
        'DEP0204', 'Passing a non-extractable CryptoKey to KeyObject.from() is deprecated.');
    }
    return key[kCryptoKeyObject];
  }

  toCryptoKey(algorithm, extractable, keyUsages) {
    return require('internal/crypto/subtle').keyObjectToCryptoKey(
      this, algorithm, extractable, keyUsages);
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
    return binding.keyEquals(a, b);
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

{
  const keyBrands = require('internal/util/key_brands');
  keyBrands.isKeyObject = isKeyObject;
  keyBrands.isCryptoKey = isCryptoKey;
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
    if (this[kAlgorithmView] === undefined) {
      hidden(this, kAlgorithmView, copyAlgorithm(this[kAlgorithm]));
    }
    return this[kAlgorithmView];
  }

  get usages() {
    if (!isCryptoKey(this)) throw new (codes().ERR_INVALID_THIS)('CryptoKey');
    if (this[kUsagesView] === undefined) hidden(this, kUsagesView, [...this[kUsages]]);
    return this[kUsagesView];
  }

  [Symbol.for('nodejs.util.inspect.custom')](depth, options, inspect) {
    if (depth < 0) return this;
    const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `CryptoKey ${inspect({
      type: this.type,
      extractable: this.extractable,
      algorithm: this[kAlgorithm],
      usages: this[kUsages],
    }, opts)}`;
  }
}

// A key algorithm dictionary's copy: its hash member and publicExponent bytes are copied too.
function copyAlgorithm(algorithm) {
  const out = { ...algorithm };
  if (algorithm.hash !== undefined) out.hash = { ...algorithm.hash };
  if (algorithm.publicExponent !== undefined) {
    out.publicExponent = new Uint8Array(algorithm.publicExponent);
  }
  return out;
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

// ---------------------------------------------------------------------------------------
// Asymmetric keys

// Errors Node's C++ layer throws: a plain error with a code and no "[code]" in the name.
function nativeError(Ctor, code, message) {
  const err = new Ctor(message);
  err.code = code;
  return err;
}

const kInfo = Symbol('kInfo');

// [type, asymmetricKeyType, detail, detail2] of a native handle, cached on the KeyObject.
function keyInfo(key) {
  let info = key[kInfo];
  if (info === undefined) {
    info = binding.keyInfo(key[kMaterial]);
    hidden(key, kInfo, info);
  }
  return info;
}

class AsymmetricKeyObject extends KeyObject {
  get asymmetricKeyType() {
    return keyInfo(this)[1];
  }

  get asymmetricKeyDetails() {
    const info = keyInfo(this);
    switch (info[1]) {
      case 'rsa':
        return { modulusLength: info[2], publicExponent: BigInt(`0x${info[3]}`) };
      case 'rsa-pss': {
        const details = { modulusLength: info[2], publicExponent: BigInt(`0x${info[3]}`) };
        // A key restricted by RSASSA-PSS-params also reports them.
        if (info.length > 4) {
          details.hashAlgorithm = info[4];
          details.mgf1HashAlgorithm = info[5];
          details.saltLength = info[6];
        }
        return details;
      }
      case 'ec':
        return { namedCurve: info[2] };
      case 'dsa':
        return { modulusLength: info[2], divisorLength: info[3] };
      default:
        return {};
    }
  }

  toCryptoKey(algorithm, extractable, keyUsages) {
    return require('internal/crypto/subtle').keyObjectToCryptoKey(
      this, algorithm, extractable, keyUsages);
  }
}

function exportJwk(key) {
  const info = keyInfo(key);
  const parts = binding.keyJwk(key[kMaterial]);
  const b64 = (name) => parts[name].toString('base64url');
  const isPrivate = info[0] === 'private';
  switch (info[1]) {
    case 'ed25519':
    case 'ed448':
    case 'x25519':
    case 'x448': {
      const crv = { ed25519: 'Ed25519', ed448: 'Ed448', x25519: 'X25519', x448: 'X448' }[info[1]];
      const jwk = { kty: 'OKP', crv, x: b64('x') };
      if (isPrivate) jwk.d = b64('d');
      return jwk;
    }
    case 'ec': {
      const jwk = { kty: 'EC', x: b64('x'), y: b64('y'), crv: info[3] };
      if (isPrivate) jwk.d = b64('d');
      return jwk;
    }
    case 'slh-dsa-sha2-128s': case 'slh-dsa-sha2-128f': case 'slh-dsa-sha2-192s':
    case 'slh-dsa-sha2-192f': case 'slh-dsa-sha2-256s': case 'slh-dsa-sha2-256f':
    case 'slh-dsa-shake-128s': case 'slh-dsa-shake-128f': case 'slh-dsa-shake-192s':
    case 'slh-dsa-shake-192f': case 'slh-dsa-shake-256s': case 'slh-dsa-shake-256f':
    case 'ml-dsa-44':
    case 'ml-dsa-65':
    case 'ml-dsa-87':
    case 'ml-kem-512':
    case 'ml-kem-768':
    case 'ml-kem-1024': {
      // AKP (draft-ietf-cose-dilithium): `priv` is the seed, so a key read without one
      // cannot be written as a JWK.
      if (isPrivate && parts.priv === undefined) {
        throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'key does not have an available seed');
      }
      const jwk = { kty: 'AKP', alg: akpAlgorithm(info[1]), pub: b64('pub') };
      if (isPrivate) jwk.priv = b64('priv');
      return jwk;
    }
    case 'rsa': {
      const jwk = { kty: 'RSA', n: b64('n'), e: b64('e') };
      if (isPrivate) {
        for (const name of ['d', 'p', 'q', 'dp', 'dq', 'qi']) jwk[name] = b64(name);
      }
      return jwk;
    }
  }
  if (['rsa-pss', 'dsa', 'dh'].includes(info[1])) {
    throw new (codes().ERR_CRYPTO_JWK_UNSUPPORTED_KEY_TYPE)();
  }
  throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)('KeyObject.prototype.export() as JWK');
}

// The PEM/DER `type` of an output encoding, for the key's type and half.
function checkEncodingType(type, keyType, isPublic, opt) {
  if (type === 'pkcs1') {
    if (keyType !== 'rsa') {
      throw new (codes().ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS)(type, 'can only be used for RSA keys');
    }
  } else if (type === 'sec1' && !isPublic) {
    if (keyType !== 'ec') {
      throw new (codes().ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS)(type, 'can only be used for EC keys');
    }
  } else if (!(type === 'spki' && isPublic) && !(type === 'pkcs8' && !isPublic)) {
    throw new (codes().ERR_INVALID_ARG_VALUE)(opt('type'), type);
  }
}

// The output encoding of export() and generateKeyPair's *KeyEncoding options.
function parseOutputEncoding(enc, keyType, isPublic, objName) {
  const opt = (name) => (objName === undefined ? `options.${name}` : `${objName}.${name}`);
  const { format, type, cipher } = enc;
  const jwk = format === 'jwk';
  // generateKeyPair's raw encodings: the public key's takes an EC point form, neither takes
  // encryption; whether the key type has the format is found when the new key is written.
  if (isPublic ? format === 'raw-public' : (format === 'raw-private' || format === 'raw-seed')) {
    if (type !== undefined && !(isPublic && (type === 'compressed' || type === 'uncompressed'))) {
      throw new (codes().ERR_INVALID_ARG_VALUE)(opt('type'), type);
    }
    if (!isPublic && (cipher != null || enc.passphrase !== undefined)) {
      throw new (codes().ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS)('raw format',
                                                              'does not support encryption');
    }
    return type === undefined ? { format } : { format, type };
  }
  if (!jwk && format !== 'pem' && format !== 'der') {
    throw new (codes().ERR_INVALID_ARG_VALUE)(opt('format'), format);
  }
  // A JWK has no type, and takes (and ignores) a private key's cipher options once they
  // pass the same checks.
  if (!jwk) checkEncodingType(type, keyType, isPublic, opt);
  if (!isPublic) {
    if (cipher != null) {
      if (typeof cipher !== 'string') throw new (codes().ERR_INVALID_ARG_VALUE)(opt('cipher'), cipher);
      if (format === 'der' && (type === 'pkcs1' || type === 'sec1')) {
        throw new (codes().ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS)(type, 'does not support encryption');
      }
      const { passphrase } = enc;
      if (!isStringOrBuffer(passphrase)) {
        throw new (codes().ERR_INVALID_ARG_VALUE)(opt('passphrase'), passphrase);
      }
      if (jwk) return { format };
      return { format, type, cipher,
               passphrase: getArrayBufferOrView(passphrase, opt('passphrase'), enc.encoding) };
    } else if (enc.passphrase !== undefined) {
      throw new (codes().ERR_INVALID_ARG_VALUE)(
        opt('cipher'), cipher, 'is required when a passphrase is specified');
    }
  }
  return jwk ? { format } : { format, type };
}

function exportKey(key, encoding) {
  if (encoding.format === 'jwk') return exportJwk(key);
  if (isRawFormat(encoding.format)) return exportRaw(key, encoding, key.type === 'public');
  return binding.keyExport(key[kMaterial], encoding.format === 'pem', encoding.type,
                           encoding.cipher, encoding.passphrase, encoding.explicit === true);
}

class PublicKeyObject extends AsymmetricKeyObject {
  constructor(handle) {
    super('public', handle);
  }

  export(options) {
    validateObject(options, 'options');
    if (options.format === 'raw-public') return exportRaw(this, options, true);
    return exportKey(this, parseOutputEncoding(options, this.asymmetricKeyType, true));
  }
}

class PrivateKeyObject extends AsymmetricKeyObject {
  constructor(handle) {
    super('private', handle);
  }

  export(options) {
    validateObject(options, 'options');
    const { format } = options;
    // Node refuses a passphrase for any format but PEM, DER and JWK before it looks at the
    // format itself, so an unknown format with a passphrase is reported this way too.
    if (options.passphrase !== undefined && format !== 'pem' && format !== 'der' &&
        format !== 'jwk') {
      throw new (codes().ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS)(format, 'does not support encryption');
    }
    if (format === 'raw-private' || format === 'raw-seed') {
      return exportRaw(this, options, false);
    }
    // export() takes a JWK before the encoding checks: any passphrase is refused, any
    // cipher ignored.
    if (options.format === 'jwk') {
      if (options.passphrase !== undefined) {
        throw new (codes().ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS)('jwk', 'does not support encryption');
      }
      return exportKey(this, { format: 'jwk' });
    }
    return exportKey(this, parseOutputEncoding(options, this.asymmetricKeyType, false));
  }
}

function newAsymmetricKey(native) {
  const info = binding.keyInfo(native);
  const key = info[0] === 'private' ?
    new PrivateKeyObject(handleOf(native)) : new PublicKeyObject(handleOf(native));
  hidden(key, kInfo, info);
  return key;
}

const kConsumePrivate = 0;
const kConsumePublic = 1;
const kCreatePrivate = 2;
const kCreatePublic = 3;

const kKeyTypes = ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView', 'string', 'KeyObject',
  'CryptoKey'];
// What Node 26 lists for createPrivateKey, and for functions that use a private key.
const kPrivateKeyTypes = ['string', 'ArrayBuffer', 'Buffer', 'TypedArray', 'DataView', 'URL'];
const kConsumePrivateTypes = [...kKeyTypes, 'URL'];

function keyTypesFor(ctx) {
  if (ctx === kCreatePrivate) return kPrivateKeyTypes;
  return ctx === kConsumePrivate ? kConsumePrivateTypes : kKeyTypes;
}

function isStringOrBuffer(v) {
  return typeof v === 'string' || isArrayBufferView(v) || isAnyArrayBuffer(v);
}

function checkKeyObjectType(type, ctx, key) {
  if (ctx === kCreatePrivate) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('key', kPrivateKeyTypes, key);
  }
  if (type !== 'private') {
    if (ctx === kConsumePrivate || ctx === kCreatePublic) {
      throw new (codes().ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE)(type, 'private');
    }
    if (type !== 'public') {
      throw new (codes().ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE)(type, 'private or public');
    }
  }
}

// Node reads a JWK's crv as OpenSSL does: a NIST name or an OpenSSL short name. The
// curves minirt has by each of their names; any other name OpenSSL knows (kOpenSSLCurves,
// the NIST names, object names such as X25519) is a curve whose points cannot be read here,
// reported as the bad key Node reports for unusable points.
const kJwkImportCurves = {
  __proto__: null, 'P-256': 'P-256', 'prime256v1': 'P-256', 'P-384': 'P-384',
  'secp384r1': 'P-384', 'P-521': 'P-521', 'secp521r1': 'P-521', 'secp256k1': 'secp256k1',
};
const kOtherCurveNames = /^(?:P-(?:192|224)|[BK]-(?:163|233|283|409|571)|X25519|X448)$/;

const kSlhDsaTypes = ['slh-dsa-sha2-128s', 'slh-dsa-sha2-128f', 'slh-dsa-sha2-192s',
  'slh-dsa-sha2-192f', 'slh-dsa-sha2-256s', 'slh-dsa-sha2-256f', 'slh-dsa-shake-128s',
  'slh-dsa-shake-128f', 'slh-dsa-shake-192s', 'slh-dsa-shake-192f', 'slh-dsa-shake-256s',
  'slh-dsa-shake-256f'];

// A JWK AKP `alg`: the key type in capitals, but SLH-DSA keeps its s/f suffix in lower case
// (SLH-DSA-SHA2-128s).
function akpAlgorithm(type) {
  const upper = type.toUpperCase();
  return type.startsWith('slh-dsa-') ? upper.slice(0, -1) + type.slice(-1) : upper;
}

const kAkpAlgorithms = ['ML-DSA-44', 'ML-DSA-65', 'ML-DSA-87', 'ML-KEM-512', 'ML-KEM-768',
  'ML-KEM-1024', ...kSlhDsaTypes.map(akpAlgorithm)];

// Key sizes, in bytes, of the OKP curves a JWK may name (x and d have the same length).
const kOkpJwkSizes = { __proto__: null, Ed25519: 32, Ed448: 57, X25519: 32, X448: 56 };

// A native handle from a JWK (Node's messages for what is wrong with it).
function importJwk(jwk, wantPrivate) {
  const { kty } = jwk;
  if (typeof kty !== 'string') {
    throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_JWK', 'Invalid JWK format');
  }
  const isPrivate = jwk.d !== undefined;
  const checkPrivate = () => {
    if (wantPrivate && !isPrivate) {
      throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_JWK',
                        'JWK does not contain private key material');
    }
  };
  let handle;
  switch (kty) {
    case 'OKP': {
      // Node checks every part before it looks for the private half: a curve it does not
      // know, a part that is not a string or decodes to the wrong length, and an x that
      // is not the public key of d are all 'Invalid JWK OKP key'.
      const invalid = () => nativeError(TypeError, 'ERR_CRYPTO_INVALID_JWK', 'Invalid JWK OKP key');
      const size = typeof jwk.crv === 'string' ? kOkpJwkSizes[jwk.crv] : undefined;
      if (size === undefined || !Object.hasOwn(kOkpJwkSizes, jwk.crv)) throw invalid();
      if (typeof jwk.x !== 'string' || (isPrivate && typeof jwk.d !== 'string')) throw invalid();
      const x = Buffer.from(jwk.x, 'base64url');
      const d = isPrivate ? Buffer.from(jwk.d, 'base64url') : undefined;
      if (x.length !== size || (d !== undefined && d.length !== size)) throw invalid();
      checkPrivate();
      handle = binding.keyFromParts(jwk.crv.toLowerCase(), '', x, d);
      if (handle === undefined) throw invalid();
      if (d !== undefined) {
        const derived = binding.keyJwk(binding.keyPublic(handle)).x;
        if (derived === undefined || !x.equals(derived)) throw invalid();
      }
      break;
    }
    case 'EC': {
      const invalid = () => nativeError(TypeError, 'ERR_CRYPTO_INVALID_JWK', 'Invalid JWK EC key');
      if (typeof jwk.crv !== 'string') throw invalid();
      const curve = kJwkImportCurves[jwk.crv];
      if (curve === undefined && !kOpenSSLCurves.includes(jwk.crv) &&
          !kOtherCurveNames.test(jwk.crv)) {
        throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_CURVE', 'Invalid EC curve name');
      }
      if (typeof jwk.x !== 'string' || typeof jwk.y !== 'string' ||
          (isPrivate && typeof jwk.d !== 'string') || curve === undefined) {
        throw invalid();
      }
      const x = Buffer.from(jwk.x, 'base64url');
      const y = Buffer.from(jwk.y, 'base64url');
      const d = isPrivate ? Buffer.from(jwk.d, 'base64url') : undefined;
      handle = binding.keyFromParts('ec', curve, Buffer.concat([Buffer.from([4]), x, y]), d);
      if (handle === undefined) throw invalid();
      checkPrivate();
      break;
    }
    case 'AKP': {
      const { alg } = jwk;
      if (!kAkpAlgorithms.includes(alg)) {
        throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_JWK', 'Unsupported JWK AKP "alg"');
      }
      const invalid = () => nativeError(TypeError, 'ERR_CRYPTO_INVALID_JWK', 'Invalid JWK AKP key');
      const hasPriv = jwk.priv !== undefined;
      if (typeof jwk.pub !== 'string' || (hasPriv && typeof jwk.priv !== 'string')) throw invalid();
      if (wantPrivate && !hasPriv) {
        throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_JWK',
                          'JWK does not contain private key material');
      }
      handle = binding.keyFromParts(alg.toLowerCase(), '', Buffer.from(jwk.pub, 'base64url'),
                                    hasPriv ? Buffer.from(jwk.priv, 'base64url') : undefined);
      if (handle === undefined) throw invalid();
      break;
    }
    case 'RSA': {
      // The public parts are checked before the private half is looked for.
      const invalid = () => nativeError(TypeError, 'ERR_CRYPTO_INVALID_JWK', 'Invalid JWK RSA key');
      const names = isPrivate ? ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] : ['n', 'e'];
      const parts = [];
      for (const name of names) {
        if (typeof jwk[name] !== 'string') throw invalid();
        parts.push(Buffer.from(jwk[name], 'base64url'));
        if (name === 'e') checkPrivate();
      }
      // A public key wanted from a private JWK takes only n and e: OpenSSL does not check
      // the private half against them, so an inconsistent one does not fail the import.
      handle = binding.keyFromParts('rsa', '', ...(wantPrivate ? parts : parts.slice(0, 2)));
      if (handle === undefined) throw invalid();
      break;
    }
    default:
      throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_JWK', `${kty} is not a supported JWK key type`);
  }
  return wantPrivate ? handle : binding.keyPublic(handle);
}

function parseInputType(type, format, isPublic, name) {
  if (type === undefined && format !== 'der') return '';
  if (type === 'pkcs1' || (type === 'spki' && isPublic !== false) ||
      (type === 'pkcs8' && isPublic !== true) || (type === 'sec1' && isPublic !== true)) {
    return type;
  }
  throw new (codes().ERR_INVALID_ARG_VALUE)(`${name}.type`, type);
}

// The native handle of any asymmetric key argument (KeyObject, CryptoKey, PEM string or
// buffer, or { key, format, type, passphrase, encoding }), as Node's
// prepareAsymmetricKey. `ctx` says whether a private key is needed.
// --- raw key material ('raw-public', 'raw-private', 'raw-seed')

// Which raw formats each key type reads and writes; the other known types have none.
const kRawFormats = {
  __proto__: null,
  'ec': ['raw-public', 'raw-private'],
  'ed25519': ['raw-public', 'raw-private'],
  'ed448': ['raw-public', 'raw-private'],
  'x25519': ['raw-public', 'raw-private'],
  'x448': ['raw-public', 'raw-private'],
  'ml-dsa-44': ['raw-public', 'raw-seed'],
  'ml-dsa-65': ['raw-public', 'raw-seed'],
  'ml-dsa-87': ['raw-public', 'raw-seed'],
  'ml-kem-512': ['raw-public', 'raw-seed'],
  'ml-kem-768': ['raw-public', 'raw-seed'],
  'ml-kem-1024': ['raw-public', 'raw-seed'],
};
const kRawlessTypes = ['rsa', 'rsa-pss', 'dsa', 'dh'];
// An EC private scalar is written at the curve's field length.
const kEcScalarLength = {
  __proto__: null, 'P-256': 32, 'prime256v1': 32, 'secp256k1': 32, 'P-384': 48,
  'secp384r1': 48, 'P-521': 66, 'secp521r1': 66,
};

function isRawFormat(format) {
  return format === 'raw-public' || format === 'raw-private' || format === 'raw-seed';
}

function rawFormatsOf(type) {
  if (type.startsWith('slh-dsa-') && kSlhDsaTypes.includes(type)) {
    return ['raw-public', 'raw-private'];
  }
  return kRawFormats[type];
}

function incompatibleEncoding() {
  return nativeError(Error, 'ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS',
                     'The selected key encoding is incompatible with the key type');
}

// A native handle from `{ key, format: 'raw-*', asymmetricKeyType, namedCurve }`, checked in
// Node 26's order: the format against the context, the bytes, the type, the curve, the data.
function importRawKey(options, ctx, name) {
  const { key: data, format, asymmetricKeyType: type } = options;
  const wantPrivate = ctx === kConsumePrivate || ctx === kCreatePrivate;
  if (wantPrivate && format === 'raw-public') {
    throw new (codes().ERR_INVALID_ARG_VALUE)(`${name}.format`, format);
  }
  if (!isArrayBufferView(data) && !isAnyArrayBuffer(data)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)(`${name}.key`,
                                             ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'],
                                             data);
  }
  if (typeof type !== 'string') {
    throw new (codes().ERR_INVALID_ARG_TYPE)(`${name}.asymmetricKeyType`, 'string', type);
  }
  const formats = rawFormatsOf(type);
  if (formats === undefined && !kRawlessTypes.includes(type)) {
    throw nativeError(TypeError, 'ERR_INVALID_ARG_VALUE', `Invalid asymmetricKeyType: ${type}`);
  }
  if (formats === undefined || !formats.includes(format)) throw incompatibleEncoding();
  const bytes = Buffer.from(isAnyArrayBuffer(data) ? data : data.buffer,
                            isAnyArrayBuffer(data) ? 0 : data.byteOffset, data.byteLength);
  let handle;
  if (type === 'ec') {
    const { namedCurve } = options;
    if (typeof namedCurve !== 'string') {
      throw new (codes().ERR_INVALID_ARG_TYPE)(`${name}.namedCurve`, 'string', namedCurve);
    }
    const scalarLength = kEcScalarLength[namedCurve];
    if (scalarLength === undefined) {
      throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_CURVE', 'Invalid EC curve name');
    }
    if (format === 'raw-public') {
      handle = binding.keyFromParts('ec', namedCurve, bytes);
    } else if (bytes.length === scalarLength) {
      handle = binding.keyFromParts('ec', namedCurve, Buffer.alloc(0), bytes);
    }
  } else if (format === 'raw-public') {
    handle = binding.keyFromParts(type, '', bytes);
  } else {
    handle = binding.keyFromParts(type, '', undefined, bytes);
  }
  if (handle === undefined) {
    throw nativeError(TypeError, 'ERR_INVALID_ARG_VALUE', 'Invalid key data');
  }
  return handle;
}

// KeyObject.export() in a raw format: the public bytes (an EC point in `options.type`
// form), the private key, or the seed. Formats a key's kind does not have are refused.
function exportRaw(key, options, isPublic) {
  const { format } = options;
  const info = keyInfo(key);
  const type = info[1];
  const formats = rawFormatsOf(type);
  if (formats === undefined || !formats.includes(format)) throw incompatibleEncoding();
  const handle = key[kMaterial];
  if (isPublic) {
    if (type === 'ec') {
      const form = options.type;
      if (form !== undefined && form !== 'compressed' && form !== 'uncompressed') {
        throw new (codes().ERR_INVALID_ARG_VALUE)(
          'options.type', form, "must be one of: 'compressed', 'uncompressed'");
      }
      return binding.keyEcPoint(handle, form === 'compressed');
    }
    const parts = binding.keyJwk(handle);
    return parts.pub ?? parts.x;
  }
  const parts = binding.keyJwk(handle);
  const bytes = parts.priv ?? parts.d;
  if (bytes === undefined) {
    throw nativeError(Error, 'ERR_CRYPTO_OPERATION_FAILED', 'key does not have an available seed');
  }
  return bytes;
}

// `pemMayBePublic`: PEM input may hold a public key even though ctx wants a private one.
function prepareAsymmetricKey(key, ctx, name = 'key', pemMayBePublic = false) {
  const wantPrivate = ctx === kConsumePrivate || ctx === kCreatePrivate;
  const pemWant = pemMayBePublic ? 'either' : wantPrivate;
  if (isKeyObject(key)) {
    checkKeyObjectType(key.type, ctx, key);
    return key[kMaterial];
  }
  if (isCryptoKey(key)) {
    require('internal/crypto/util').deprecationWarning(
      'DEP0203', 'Passing a CryptoKey to node:crypto functions is deprecated.');
    checkKeyObjectType(key.type, ctx, key);
    return key[kCryptoKeyObject][kMaterial];
  }
  if (isStringOrBuffer(key)) {
    return binding.keyParse(typeof key === 'string' ? Buffer.from(key) : key,
                            pemWant, true, '', undefined);
  }
  // As in Node, null takes this path too and fails on the destructuring; V8 words that
  // failure this way, and the message is what callers see.
  if (key === null) throw new TypeError("Cannot destructure property 'key' of 'key' as it is null.");
  if (typeof key === 'object') {
    const { key: data, encoding, format } = key;
    if (isKeyObject(data)) {
      checkKeyObjectType(data.type, ctx, data);
      return data[kMaterial];
    }
    if (isCryptoKey(data)) {
      checkKeyObjectType(data.type, ctx, data);
      return data[kCryptoKeyObject][kMaterial];
    }
    if (format === 'jwk') {
      validateObject(data, `${name}.key`);
      return importJwk(data, wantPrivate);
    }
    if (isRawFormat(format)) return importRawKey(key, ctx, name);
    if (!isStringOrBuffer(data)) {
      throw new (codes().ERR_INVALID_ARG_TYPE)(`${name}.key`, keyTypesFor(ctx), data);
    }
    if (format !== undefined && format !== 'pem' && format !== 'der') {
      throw new (codes().ERR_INVALID_ARG_VALUE)(`${name}.format`, format);
    }
    const isPublic = wantPrivate ? false : undefined;
    const type = parseInputType(key.type, format, isPublic, name);
    const { passphrase } = key;
    if (passphrase !== undefined && !isStringOrBuffer(passphrase)) {
      throw new (codes().ERR_INVALID_ARG_VALUE)(`${name}.passphrase`, passphrase);
    }
    const bytes = typeof data === 'string' ? Buffer.from(data, encoding) : data;
    const pass = passphrase === undefined ? undefined :
      getArrayBufferOrView(passphrase, `${name}.passphrase`, encoding);
    return binding.keyParse(bytes, format === 'der' ? wantPrivate : pemWant,
                            format !== 'der', type, pass);
  }
  throw new (codes().ERR_INVALID_ARG_TYPE)(name, keyTypesFor(ctx), key);
}

function createPublicKey(key) {
  const handle = prepareAsymmetricKey(key, kCreatePublic);
  return newAsymmetricKey(
    binding.keyInfo(handle)[0] === 'private' ? binding.keyPublic(handle) : handle);
}

function createPrivateKey(key) {
  return newAsymmetricKey(prepareAsymmetricKey(key, kCreatePrivate));
}

// --- generateKeyPair

// Every curve name Node 26's OpenSSL knows: a JWK request for one of these that JWK has
// no name for fails as Node's does after generating (ERR_CRYPTO_JWK_UNSUPPORTED_CURVE).
const kOpenSSLCurves = [
  'Oakley-EC2N-3', 'Oakley-EC2N-4', 'SM2', 'brainpoolP160r1', 'brainpoolP160t1',
  'brainpoolP192r1', 'brainpoolP192t1', 'brainpoolP224r1', 'brainpoolP224t1', 'brainpoolP256r1',
  'brainpoolP256t1', 'brainpoolP320r1', 'brainpoolP320t1', 'brainpoolP384r1', 'brainpoolP384t1',
  'brainpoolP512r1', 'brainpoolP512t1', 'c2pnb163v1', 'c2pnb163v2', 'c2pnb163v3', 'c2pnb176v1',
  'c2pnb208w1', 'c2pnb272w1', 'c2pnb304w1', 'c2pnb368w1', 'c2tnb191v1', 'c2tnb191v2',
  'c2tnb191v3', 'c2tnb239v1', 'c2tnb239v2', 'c2tnb239v3', 'c2tnb359v1', 'c2tnb431r1',
  'prime192v1', 'prime192v2', 'prime192v3', 'prime239v1', 'prime239v2', 'prime239v3',
  'prime256v1', 'secp112r1', 'secp112r2', 'secp128r1', 'secp128r2', 'secp160k1', 'secp160r1',
  'secp160r2', 'secp192k1', 'secp224k1', 'secp224r1', 'secp256k1', 'secp384r1', 'secp521r1',
  'sect113r1', 'sect113r2', 'sect131r1', 'sect131r2', 'sect163k1', 'sect163r1', 'sect163r2',
  'sect193r1', 'sect193r2', 'sect233k1', 'sect233r1', 'sect239k1', 'sect283k1', 'sect283r1',
  'sect409k1', 'sect409r1', 'sect571k1', 'sect571r1',
];
const kJwkCurves = ['prime256v1', 'P-256', 'secp256k1', 'secp384r1', 'P-384', 'secp521r1', 'P-521'];
const kDhGroups = ['modp1', 'modp2', 'modp5', 'modp14', 'modp15', 'modp16', 'modp17', 'modp18'];

// generateKeyPair's checks in Node's order: the encodings, then the options of the type.
// Types minirt cannot generate are validated as Node validates them, then refused.
function keyPairOptions(type, options) {
  validateString(type, 'type');
  const encodings = [undefined, undefined];
  if (options !== undefined && options !== null) {
    const { publicKeyEncoding, privateKeyEncoding } = options;
    if (publicKeyEncoding != null) {
      if (typeof publicKeyEncoding !== 'object') {
        throw new (codes().ERR_INVALID_ARG_VALUE)('options.publicKeyEncoding', publicKeyEncoding);
      }
      // Node's encoding parser validates each as a plain `options` object (no arrays).
      validateObject(publicKeyEncoding, 'options');
      encodings[0] = parseOutputEncoding(publicKeyEncoding, type, true,
                                         'options.publicKeyEncoding');
    }
    if (privateKeyEncoding != null) {
      if (typeof privateKeyEncoding !== 'object') {
        throw new (codes().ERR_INVALID_ARG_VALUE)('options.privateKeyEncoding', privateKeyEncoding);
      }
      validateObject(privateKeyEncoding, 'options');
      encodings[1] = parseOutputEncoding(privateKeyEncoding, type, false,
                                         'options.privateKeyEncoding');
    }
  }
  if (options !== undefined) validateObject(options, 'options');
  const wantsJwk = encodings[0]?.format === 'jwk' || encodings[1]?.format === 'jwk';
  let spec;
  switch (type) {
    case 'ed25519':
    case 'ed448':
    case 'x25519':
    case 'x448':
      spec = [type, undefined, undefined];
      break;
    case 'ec': {
      validateObject(options, 'options');
      const { namedCurve, paramEncoding } = options;
      validateString(namedCurve, 'options.namedCurve');
      if (paramEncoding === 'explicit') {
        // SPKI, PKCS#8 and SEC1 outputs spell the curve's parameters out (JWKs cannot).
        for (const enc of encodings) {
          if (enc !== undefined && enc.format !== 'jwk') enc.explicit = true;
        }
      } else if (paramEncoding != null && paramEncoding !== 'named') {
        throw new (codes().ERR_INVALID_ARG_VALUE)('options.paramEncoding', paramEncoding);
      }
      // A name OpenSSL does not know fails before the encodings' ciphers are looked up.
      if (!kJwkCurves.includes(namedCurve) && !kOpenSSLCurves.includes(namedCurve) &&
          !kOtherCurveNames.test(namedCurve)) {
        throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_CURVE', 'Invalid EC curve name');
      }
      if (wantsJwk && !kJwkCurves.includes(namedCurve) && kOpenSSLCurves.includes(namedCurve)) {
        throw new (codes().ERR_CRYPTO_JWK_UNSUPPORTED_CURVE)(namedCurve);
      }
      spec = ['ec', namedCurve, undefined];
      break;
    }
    case 'rsa':
    case 'rsa-pss': {
      validateObject(options, 'options');
      const { modulusLength } = options;
      validateUint32(modulusLength, 'options.modulusLength');
      let { publicExponent } = options;
      if (publicExponent == null) publicExponent = 0x10001;
      else validateUint32(publicExponent, 'options.publicExponent');
      if (type === 'rsa') {
        spec = ['rsa', modulusLength, publicExponent];
        break;
      }
      const { hash, mgf1Hash, hashAlgorithm, mgf1HashAlgorithm, saltLength } = options;
      if (saltLength !== undefined) validateInt32(saltLength, 'options.saltLength', 0);
      if (hashAlgorithm !== undefined) validateString(hashAlgorithm, 'options.hashAlgorithm');
      if (mgf1HashAlgorithm !== undefined) {
        validateString(mgf1HashAlgorithm, 'options.mgf1HashAlgorithm');
      }
      // The names these options had before hashAlgorithm and mgf1HashAlgorithm.
      if (hash !== undefined) {
        throw new (codes().ERR_INVALID_ARG_VALUE)('options.hash', hash, 'is no longer supported');
      }
      if (mgf1Hash !== undefined) {
        throw new (codes().ERR_INVALID_ARG_VALUE)('options.mgf1Hash', mgf1Hash,
                                                  'is no longer supported');
      }
      if (hashAlgorithm !== undefined && binding.hashIsXof(hashAlgorithm) === undefined) {
        throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', `Invalid digest: ${hashAlgorithm}`);
      }
      if (mgf1HashAlgorithm !== undefined && binding.hashIsXof(mgf1HashAlgorithm) === undefined) {
        throw nativeError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST',
                          `Invalid MGF1 digest: ${mgf1HashAlgorithm}`);
      }
      spec = ['rsa-pss', modulusLength,
              [publicExponent, hashAlgorithm, mgf1HashAlgorithm, saltLength]];
      break;
    }
    case 'dsa': {
      validateObject(options, 'options');
      const { modulusLength, divisorLength } = options;
      validateUint32(modulusLength, 'options.modulusLength');
      if (divisorLength != null) validateInt32(divisorLength, 'options.divisorLength', 0);
      // Node makes the key (whose failures come first), then JWK export refuses DSA.
      spec = ['dsa', modulusLength, divisorLength == null ? undefined : divisorLength];
      break;
    }
    case 'dh': {
      validateObject(options, 'options');
      const { group, primeLength, prime, generator } = options;
      const E = codes();
      if (group != null) {
        if (prime != null) throw new E.ERR_INCOMPATIBLE_OPTION_PAIR('group', 'prime');
        if (primeLength != null) throw new E.ERR_INCOMPATIBLE_OPTION_PAIR('group', 'primeLength');
        if (generator != null) throw new E.ERR_INCOMPATIBLE_OPTION_PAIR('group', 'generator');
        validateString(group, 'options.group');
        if (!kDhGroups.includes(group)) {
          throw nativeError(Error, 'ERR_CRYPTO_UNKNOWN_DH_GROUP', 'Unknown DH group');
        }
      } else {
        if (prime != null) {
          if (primeLength != null) throw new E.ERR_INCOMPATIBLE_OPTION_PAIR('prime', 'primeLength');
          if (!isArrayBufferView(prime)) {
            throw new E.ERR_INVALID_ARG_TYPE('options.prime', ['Buffer', 'TypedArray', 'DataView'],
                                             prime);
          }
        } else if (primeLength != null) {
          validateInt32(primeLength, 'options.primeLength', 0);
        } else {
          throw new E.ERR_MISSING_OPTION('At least one of the group, prime, or primeLength options');
        }
        if (generator != null) validateInt32(generator, 'options.generator', 0);
      }
      if (wantsJwk) throw new (codes().ERR_CRYPTO_JWK_UNSUPPORTED_KEY_TYPE)();
      spec = ['dh', group ?? prime ?? primeLength, generator ?? undefined];
      break;
    }
    case 'ml-dsa-44':
    case 'ml-dsa-65':
    case 'ml-dsa-87':
    case 'ml-kem-512':
    case 'ml-kem-768':
    case 'ml-kem-1024':
      spec = [type, undefined, undefined];
      break;
    default:
      if (kSlhDsaTypes.includes(type)) {
        spec = [type, undefined, undefined];
        break;
      }
      throw new (codes().ERR_INVALID_ARG_VALUE)('type', type, 'must be a supported key type');
  }
  // The job reads the encodings (and looks their ciphers up) before it makes the key.
  for (const enc of encodings) {
    if (enc?.cipher != null &&
        require('internal/crypto/cipher').getCipherInfo(enc.cipher) === undefined) {
      throw nativeError(Error, 'ERR_CRYPTO_UNKNOWN_CIPHER', 'Unknown cipher');
    }
  }
  return { spec, encodings };
}

function finishPair(pair, encodings) {
  const publicKey = newAsymmetricKey(pair[0]);
  const privateKey = newAsymmetricKey(pair[1]);
  return {
    publicKey: encodings[0] ? exportKey(publicKey, encodings[0]) : publicKey,
    privateKey: encodings[1] ? exportKey(privateKey, encodings[1]) : privateKey,
  };
}

// Sizes OpenSSL reads as a C int, where 2 ** 31 and up turn negative, and the exponent 0,
// for which Node's job gives up before OpenSSL says why.
function keyJobError(spec) {
  const [type, size, params] = spec;
  if ((type === 'rsa' || type === 'rsa-pss') && size > 0x7fffffff) {
    return opensslError('02000078', 'rsa routines', 'key size too small',
                        'ERR_OSSL_RSA_KEY_SIZE_TOO_SMALL');
  }
  if ((type === 'rsa' && params === 0) || (type === 'rsa-pss' && params[0] === 0)) {
    return new Error('Key generation job failed');
  }
  if (type === 'dsa' && size > 0x7fffffff) {
    return opensslError('01800072', 'bignum routines', 'bignum too long',
                        'ERR_OSSL_BN_BIGNUM_TOO_LONG');
  }
}

function generateKeyPairSync(type, options) {
  const { spec, encodings } = keyPairOptions(type, options);
  const err = keyJobError(spec);
  if (err !== undefined) throw err;
  return finishPair(binding.keyGenerate(spec[0], spec[1], spec[2]), encodings);
}

function generateKeyPair(type, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  validateFunction(callback, 'callback');
  const { spec, encodings } = keyPairOptions(type, options);
  const jobError = keyJobError(spec);
  if (jobError !== undefined) {
    process.nextTick(callback, jobError);
    return;
  }
  binding.keyGenerate(spec[0], spec[1], spec[2], (err, pair) => {
    if (err) {
      callback(err);
      return;
    }
    let out;
    try {
      out = finishPair(pair, encodings);
    } catch (e) {
      callback(e);
      return;
    }
    callback(null, out.publicKey, out.privateKey);
  });
}

// util.promisify(generateKeyPair) resolves to { publicKey, privateKey }.
Object.defineProperty(generateKeyPair, Symbol.for('nodejs.util.promisify.customArgs'), {
  __proto__: null, value: ['publicKey', 'privateKey'], enumerable: false,
});

// Only the curves minirt implements (Node lists every curve its OpenSSL knows).
function getCurves() {
  return ['prime256v1', 'secp256k1', 'secp384r1', 'secp521r1'];
}

const exportsObject = {
  KeyObject,
  SecretKeyObject,
  PublicKeyObject,
  PrivateKeyObject,
  CryptoKey,
  prepareAsymmetricKey,
  keyInfo,
  newAsymmetricKey,
  kConsumePrivate,
  kConsumePublic,
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
