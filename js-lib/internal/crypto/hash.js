'use strict';
// internal/crypto/hash: Hash and Hmac (createHash/createHmac; Transform streams through
// LazyTransform) and the one-shot crypto.hash(). Each object holds one native handle;
// update() and digest() are one native call each, after Node's argument checks.

const {
  binding,
  codes,
  kHandle,
  stringBytes,
  prepareSecretKey,
  getStringOption,
  deprecationWarning,
  isLegacyDigest,
  legacyDigestSize,
  legacyDigestError,
  kDigestInitError,
} = require('internal/crypto/util');
const LazyTransform = require('internal/crypto/lazy_transform');
const { validateString, validateUint32, validateObject, validateEncoding } =
  require('internal/validators');
const { isArrayBufferView } = require('internal/util/types');

const { hashNew, hashCopy, hashUpdate, hashDigest, hmacNew, hashOneShot } = binding;

const kState = Symbol('kState');
const kFinalized = Symbol('kFinalized');
// The digest a stream's flush produced: digest() after the stream ended returns it again,
// as Node's Hash keeps its finished value.
const kFlushedDigest = Symbol('kFlushedDigest');
const kCopy = Symbol('kCopy');

// Status codes of the native constructors.
const UNKNOWN = -1;
const NOT_XOF = -2;

function notXofError() {
  const err = new Error('error:030000B2:digital envelope routines::not XOF or invalid length');
  err.library = 'digital envelope routines';
  err.reason = 'not XOF or invalid length';
  err.code = 'ERR_OSSL_EVP_NOT_XOF_OR_INVALID_LENGTH';
  return err;
}

// DEP0198 for SHAKE without an explicit length. The letter tests keep the common case
// (sha256, md5, ...) away from the regular expression, which costs ~25 us on Boa.
function warnShake(algorithm) {
  if ((algorithm.charCodeAt(3) | 0x20) === 0x6b /* the k of shake */ &&
      (algorithm.charCodeAt(0) | 0x20) === 0x73 && /^shake-?(128|256)$/i.test(algorithm)) {
    deprecationWarning('DEP0198', 'Creating SHAKE128/256 digests without an explicit ' +
      'options.outputLength is deprecated.');
  }
}

// copy() passes the handle to copy here rather than as an extra argument (reading
// `arguments` costs a call an arguments object on Boa).
let copySource;

function Hash(algorithm, options) {
  if (new.target === undefined) return new Hash(algorithm, options);
  const isCopy = algorithm === kCopy;
  if (!isCopy && typeof algorithm !== 'string') validateString(algorithm, 'algorithm');
  let xofLen;
  if (typeof options === 'object' && options !== null) {
    xofLen = options.outputLength;
    if (xofLen !== undefined) {
      validateUint32(xofLen, 'options.outputLength');
      xofLen += 0;
    }
  }
  const handle = isCopy ? hashCopy(copySource, xofLen) : hashNew(algorithm, xofLen);
  if (typeof handle === 'number') {
    if (handle === UNKNOWN) {
      if (isLegacyDigest(algorithm)) throw legacyDigestError(kDigestInitError);
      throw new Error('Digest method not supported');
    }
    throw notXofError();
  }
  if (xofLen === undefined && !isCopy) warnShake(algorithm);
  this[kHandle] = handle;
  const state = {};
  state[kFinalized] = false;
  this[kState] = state;
  this._options = options;
}
Object.setPrototypeOf(Hash.prototype, LazyTransform.prototype);
Object.setPrototypeOf(Hash, LazyTransform);
// Placeholders so that the constructor's assignments stop at the prototype (see
// internal/crypto/lazy_transform).
Object.defineProperty(Hash.prototype, kHandle, { value: undefined, writable: true });
Object.defineProperty(Hash.prototype, kState, { value: undefined, writable: true });

Hash.prototype.copy = function copy(options) {
  const state = this[kState];
  if (state[kFinalized]) throw new (codes().ERR_CRYPTO_HASH_FINALIZED)();
  copySource = this[kHandle];
  const copy = new Hash(kCopy, options);
  copySource = undefined;
  return copy;
};

function update(data, encoding) {
  const state = this[kState];
  if (state[kFinalized]) throw new (codes().ERR_CRYPTO_HASH_FINALIZED)();
  if (typeof data === 'string') {
    if (encoding !== undefined) {
      validateEncoding(data, encoding);
      data = stringBytes(data, encoding);
    }
  } else if (!isArrayBufferView(data)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)(
      'data', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
  }
  if (!hashUpdate(this[kHandle], data)) throw new (codes().ERR_CRYPTO_HASH_UPDATE_FAILED)();
  return this;
}

function digest(outputEncoding) {
  const state = this[kState];
  if (state[kFinalized]) throw new (codes().ERR_CRYPTO_HASH_FINALIZED)();
  // Truthy non-strings are converted, as Node does for backward compatibility.
  const enc = outputEncoding && `${outputEncoding}`;
  const flushed = state[kFlushedDigest];
  let ret;
  if (flushed !== undefined) {
    const { Buffer } = require('buffer');
    ret = enc && enc !== 'buffer' && Buffer.isEncoding(enc) ?
      flushed.toString(enc) : Buffer.from(flushed);
  } else {
    ret = hashDigest(this[kHandle], enc);
  }
  state[kFinalized] = true;
  return ret;
}

// createHash, update and digest as native functions for the common case (a fixed-length
// digest, no options, string or view input, string or no output encoding); they call
// the JS versions above for everything else. The JS layer costs Boa several times the
// hashing of 1 KiB (runtime/src/bindings/crypto/hash_fast.rs).
const [createHash, nativeUpdate, nativeDigest] = binding.hashFastPaths(
  Hash.prototype, kHandle, kState, kFinalized,
  function createHash(algorithm, options) { return new Hash(algorithm, options); },
  update, digest);
function transform(chunk, encoding, callback) {
  if (typeof chunk === 'string') chunk = stringBytes(chunk, encoding);
  if (!hashUpdate(this[kHandle], chunk)) {
    return callback(new (codes().ERR_CRYPTO_HASH_UPDATE_FAILED)());
  }
  callback();
}
Hash.prototype._transform = transform;

Hash.prototype._flush = function _flush(callback) {
  const out = hashDigest(this[kHandle]);
  this[kState][kFlushedDigest] = out;
  this.push(out);
  callback();
};
Hash.prototype.update = nativeUpdate;
Hash.prototype.digest = nativeDigest;

function Hmac(hmac, key, options) {
  if (!(this instanceof Hmac)) return new Hmac(hmac, key, options);
  validateString(hmac, 'hmac');
  const encoding = getStringOption(options, 'encoding');
  // A UTF-8 string key goes to the native side as it is (it encodes it there).
  if (typeof key !== 'string' || (encoding !== undefined && encoding !== 'utf8')) {
    key = prepareSecretKey(key, encoding);
  }
  const handle = hmacNew(hmac, key);
  if (typeof handle === 'number') {
    if (handle === UNKNOWN) {
      if (isLegacyDigest(hmac)) throw legacyDigestError();
      throw new (codes().ERR_CRYPTO_INVALID_DIGEST)(hmac);
    }
    // OpenSSL refuses an XOF for HMAC with an empty error queue.
    throw new Error('error:00000000:lib(0)::reason(0)');
  }
  this[kHandle] = handle;
  this[kState] = { [kFinalized]: false };
  this._options = options;
}
Object.setPrototypeOf(Hmac.prototype, LazyTransform.prototype);
Object.setPrototypeOf(Hmac, LazyTransform);
Object.defineProperty(Hmac.prototype, kHandle, { value: undefined, writable: true });
Object.defineProperty(Hmac.prototype, kState, { value: undefined, writable: true });

Hmac.prototype.update = nativeUpdate;

Hmac.prototype.digest = function digest(outputEncoding) {
  const state = this[kState];
  if (state[kFinalized]) {
    // An empty result, as Node (DEP0206 is documentation-only there).
    const { Buffer } = require('buffer');
    const buf = Buffer.from('');
    if (outputEncoding && outputEncoding !== 'buffer') return buf.toString(outputEncoding);
    return buf;
  }
  const ret = hashDigest(this[kHandle], outputEncoding && `${outputEncoding}`);
  state[kFinalized] = true;
  return ret;
};

Hmac.prototype._flush = function _flush(callback) {
  this.push(hashDigest(this[kHandle]));
  this[kState][kFinalized] = true;
  callback();
};
Hmac.prototype._transform = transform;

const kOutputEncodings = {
  __proto__: null,
  hex: 'hex', base64: 'base64', base64url: 'base64url', latin1: 'latin1', binary: 'latin1',
  ascii: 'ascii', utf8: 'utf8', 'utf-8': 'utf8', ucs2: 'ucs2', 'ucs-2': 'ucs2',
  utf16le: 'ucs2', 'utf-16le': 'ucs2', buffer: 'buffer',
  // Node's normalizeEncoding() takes the empty string for UTF-8.
  '': 'utf8',
};

function hash(algorithm, input, options) {
  validateString(algorithm, 'algorithm');
  if (typeof input !== 'string' && !isArrayBufferView(input)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)(
      'input', ['Buffer', 'TypedArray', 'DataView', 'string'], input);
  }
  let outputEncoding;
  let outputLength;
  if (typeof options === 'string') {
    outputEncoding = options;
  } else if (options !== undefined) {
    validateObject(options, 'options');
    outputLength = options.outputLength;
    outputEncoding = options.outputEncoding;
  }
  outputEncoding ??= 'hex';
  let normalized = outputEncoding;
  if (normalized !== 'hex') {
    validateString(outputEncoding, 'outputEncoding');
    normalized = kOutputEncodings[outputEncoding] ??
      kOutputEncodings[outputEncoding.toLowerCase()];
    if (normalized === undefined) {
      throw new (codes().ERR_INVALID_ARG_VALUE)('outputEncoding', outputEncoding);
    }
  }
  if (outputLength !== undefined) {
    validateUint32(outputLength, 'outputLength');
    outputLength += 0;
  }
  const out = hashOneShot(algorithm, input, normalized, outputLength);
  if (typeof out === 'number') {
    if (out === UNKNOWN) {
      if (isLegacyDigest(algorithm)) {
        // OpenSSL sizes a legacy digest before it finds it cannot run it.
        if (outputLength !== undefined && outputLength !== legacyDigestSize(algorithm)) {
          throw new Error(`Output length ${outputLength} is invalid for ${algorithm}, ` +
                          'which does not support XOF');
        }
        throw legacyDigestError(kDigestInitError);
      }
      throw new Error(`Digest method ${algorithm} is not supported`);
    }
    throw new Error(`Output length ${outputLength} is invalid for ${algorithm}, ` +
                    'which does not support XOF');
  }
  if (outputLength === undefined) warnShake(algorithm);
  return out;
}

module.exports = {
  createHash,
  Hash,
  Hmac,
  hash,
};
