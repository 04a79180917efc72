'use strict';
// internal/crypto/cipher: Cipheriv and Decipheriv (createCipheriv/createDecipheriv;
// Transform streams through LazyTransform), getCiphers and getCipherInfo. The cipher
// state is native (one handle per object); this file checks arguments in Node's order,
// decodes string output through a StringDecoder as Node does, and turns the native status
// codes into Node's (OpenSSL's) errors.

const {
  binding,
  codes,
  kHandle,
  stringBytes,
  prepareSecretKey,
  getArrayBufferOrView,
  getStringOption,
} = require('internal/crypto/util');
const LazyTransform = require('internal/crypto/lazy_transform');
const { validateEncoding, validateInt32, validateObject, validateString } =
  require('internal/validators');
const { isArrayBufferView } = require('internal/util/types');
const { normalizeEncoding } = require('internal/buffer');

const {
  cipherNew, cipherUpdate, cipherFinal, cipherSetAutoPadding, cipherSetAAD,
  cipherGetAuthTag, cipherSetAuthTag, cipherInfo,
} = binding;

// Status codes of cipherNew.
const UNKNOWN = -1;
const BAD_IV = -2;
const BAD_KEY_LENGTH = -3;
const BAD_TAG_LENGTH = -4;

function cxxError(Ctor, code, message) {
  const err = new Ctor(message);
  err.code = code;
  return err;
}

function opensslError(reason, code, id) {
  const line = `error:${id}:Provider routines::${reason}`;
  const err = new Error(line);
  err.opensslErrorStack = [line];
  err.library = 'Provider routines';
  err.reason = reason;
  err.code = code;
  return err;
}

let StringDecoder;
function getDecoder(decoder, encoding) {
  const normalized = normalizeEncoding(encoding);
  if (decoder === null) {
    StringDecoder ??= require('string_decoder').StringDecoder;
    decoder = new StringDecoder(encoding);
  }
  if (decoder.encoding !== normalized) {
    if (normalized === undefined) throw new (codes().ERR_UNKNOWN_ENCODING)(encoding);
    throw new (codes().ERR_INVALID_ARG_VALUE)(
      'outputEncoding', encoding, `cannot be changed from '${decoder.encoding}'`);
  }
  return decoder;
}

function getUIntOption(options, key) {
  let value;
  if (options && (value = options[key]) != null) {
    if (value >>> 0 !== value) throw new (codes().ERR_INVALID_ARG_VALUE)(`options.${key}`, value);
    return value;
  }
  return -1;
}

function init(self, cipher, key, iv, options, encrypt) {
  validateString(cipher, 'cipher');
  const encoding = getStringOption(options, 'encoding');
  key = prepareSecretKey(key, encoding);
  iv = iv === null ? null : getArrayBufferOrView(iv, 'iv');
  const authTagLength = getUIntOption(options, 'authTagLength');
  const handle = cipherNew(cipher, key, iv, encrypt, authTagLength);
  if (typeof handle === 'number') {
    switch (handle) {
      case UNKNOWN: throw cxxError(Error, 'ERR_CRYPTO_UNKNOWN_CIPHER', 'Unknown cipher');
      case BAD_IV:
        throw cxxError(TypeError, 'ERR_CRYPTO_INVALID_IV', 'Invalid initialization vector');
      case BAD_KEY_LENGTH:
        throw cxxError(RangeError, 'ERR_CRYPTO_INVALID_KEYLEN', 'Invalid key length');
      case BAD_TAG_LENGTH:
        throw cxxError(TypeError, 'ERR_CRYPTO_INVALID_AUTH_TAG',
                       `Invalid authentication tag length: ${authTagLength}`);
    }
  }
  self[kHandle] = handle;
  self._decoder = null;
  self._options = options;
}

function Cipheriv(cipher, key, iv, options) {
  if (!(this instanceof Cipheriv)) return new Cipheriv(cipher, key, iv, options);
  init(this, cipher, key, iv, options, true);
}

function Decipheriv(cipher, key, iv, options) {
  if (!(this instanceof Decipheriv)) return new Decipheriv(cipher, key, iv, options);
  init(this, cipher, key, iv, options, false);
}

function nativeUpdate(handle, data, inputEncoding) {
  if (typeof data === 'string') data = stringBytes(data, inputEncoding);
  const ret = cipherUpdate(handle, data);
  if (ret === undefined) throw new Error('Trying to add data in unsupported state');
  return ret;
}

function nativeFinal(handle) {
  const ret = cipherFinal(handle);
  if (typeof ret === 'string' || ret === undefined) {
    switch (ret) {
      case undefined:
        throw cxxError(Error, 'ERR_CRYPTO_INVALID_STATE', 'Invalid state');
      case 'bad-decrypt':
        throw opensslError('bad decrypt', 'ERR_OSSL_BAD_DECRYPT', '1C800064');
      case 'wrong-final-block-length':
        throw opensslError('wrong final block length', 'ERR_OSSL_WRONG_FINAL_BLOCK_LENGTH',
                           '1C80006B');
      default:
        throw new Error('Unsupported state or unable to authenticate data');
    }
  }
  return ret;
}

function update(data, inputEncoding, outputEncoding) {
  if (typeof data === 'string') {
    validateEncoding(data, inputEncoding);
  } else if (!isArrayBufferView(data)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)(
      'data', ['string', 'Buffer', 'TypedArray', 'DataView'], data);
  }
  const ret = nativeUpdate(this[kHandle], data, inputEncoding);
  if (outputEncoding && outputEncoding !== 'buffer') {
    this._decoder = getDecoder(this._decoder, outputEncoding);
    return this._decoder.write(ret);
  }
  return ret;
}

function final(outputEncoding) {
  const ret = nativeFinal(this[kHandle]);
  if (outputEncoding && outputEncoding !== 'buffer') {
    this._decoder = getDecoder(this._decoder, outputEncoding);
    return this._decoder.end(ret);
  }
  return ret;
}

function transform(chunk, encoding, callback) {
  try {
    this.push(nativeUpdate(this[kHandle], chunk, encoding));
  } catch (err) {
    return callback(err);
  }
  callback();
}

function flush(callback) {
  try {
    this.push(nativeFinal(this[kHandle]));
  } catch (err) {
    callback(err);
    return;
  }
  callback();
}

function setAutoPadding(ap) {
  if (!cipherSetAutoPadding(this[kHandle], !!ap)) {
    throw new (codes().ERR_CRYPTO_INVALID_STATE)('setAutoPadding');
  }
  return this;
}

function getAuthTag() {
  const ret = cipherGetAuthTag(this[kHandle]);
  if (ret === undefined) throw new (codes().ERR_CRYPTO_INVALID_STATE)('getAuthTag');
  return ret;
}

function setAuthTag(tagbuf, encoding) {
  tagbuf = getArrayBufferOrView(tagbuf, 'buffer', encoding);
  const r = cipherSetAuthTag(this[kHandle], tagbuf);
  if (r === 1) {
    throw cxxError(TypeError, 'ERR_CRYPTO_INVALID_AUTH_TAG',
                   `Invalid authentication tag length: ${tagbuf.byteLength}`);
  }
  if (r !== 0) throw new (codes().ERR_CRYPTO_INVALID_STATE)('setAuthTag');
  return this;
}

function setAAD(aadbuf, options) {
  const encoding = getStringOption(options, 'encoding');
  getUIntOption(options, 'plaintextLength');
  aadbuf = getArrayBufferOrView(aadbuf, 'aadbuf', encoding);
  if (!cipherSetAAD(this[kHandle], aadbuf)) {
    throw new (codes().ERR_CRYPTO_INVALID_STATE)('setAAD');
  }
  return this;
}

for (const C of [Cipheriv, Decipheriv]) {
  Object.setPrototypeOf(C.prototype, LazyTransform.prototype);
  Object.setPrototypeOf(C, LazyTransform);
  // Placeholders so that the constructor's assignments stop at the prototype (see
  // internal/crypto/lazy_transform).
  Object.defineProperty(C.prototype, kHandle, { value: undefined, writable: true });
  Object.defineProperty(C.prototype, '_decoder', { value: undefined, writable: true });
  C.prototype._transform = transform;
  C.prototype._flush = flush;
  C.prototype.update = update;
  C.prototype.final = final;
  C.prototype.setAutoPadding = setAutoPadding;
  if (C === Cipheriv) C.prototype.getAuthTag = getAuthTag;
  else C.prototype.setAuthTag = setAuthTag;
  C.prototype.setAAD = setAAD;
}

function createCipheriv(cipher, key, iv, options) {
  return new Cipheriv(cipher, key, iv, options);
}

function createDecipheriv(cipher, key, iv, options) {
  return new Decipheriv(cipher, key, iv, options);
}

function getCiphers() {
  return binding.cipherNames.slice();
}

function getCipherInfo(nameOrNid, options) {
  if (typeof nameOrNid !== 'string' && typeof nameOrNid !== 'number') {
    throw new (codes().ERR_INVALID_ARG_TYPE)('nameOrNid', ['string', 'number'], nameOrNid);
  }
  if (typeof nameOrNid === 'number') validateInt32(nameOrNid, 'nameOrNid');
  let keyLength, ivLength;
  if (options !== undefined) {
    validateObject(options, 'options');
    ({ keyLength, ivLength } = options);
    if (keyLength !== undefined) validateInt32(keyLength, 'options.keyLength');
    if (ivLength !== undefined) validateInt32(ivLength, 'options.ivLength');
  }
  const r = cipherInfo(nameOrNid, keyLength, ivLength);
  if (r === undefined) return undefined;
  return {
    __proto__: null, mode: r[2], name: r[0], nid: r[1], keyLength: r[3], blockSize: r[5],
    ivLength: r[4],
  };
}

module.exports = {
  Cipheriv,
  Decipheriv,
  createCipheriv,
  createDecipheriv,
  getCiphers,
  getCipherInfo,
};
