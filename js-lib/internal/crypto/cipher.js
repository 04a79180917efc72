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
const TAG_REQUIRED = -5;
// Of cipherUpdate and cipherSetAAD: a CCM message longer than its nonce allows.
const MESSAGE_LENGTH = -6;
// Of cipherSetAAD: CCM without options.plaintextLength.
const MISSING_LENGTH = -7;

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

// Ciphers of OpenSSL's legacy provider, which Node does not load: OpenSSL still knows
// their parameters (getCipherInfo describes them, and the iv is checked against them), but
// creating one fails as unsupported. name: [nid, keyLength, mode, blockSize, ivLength].
const kLegacyCiphers = {
  __proto__: null,
  'bf-cbc': [91, 16, 'cbc', 8, 8], 'bf-ecb': [92, 16, 'ecb', 8], 'bf-cfb': [93, 16, 'cfb', 1, 8],
  'bf-ofb': [94, 16, 'ofb', 1, 8], 'cast5-cbc': [108, 16, 'cbc', 8, 8],
  'cast5-ecb': [109, 16, 'ecb', 8], 'cast5-cfb': [110, 16, 'cfb', 1, 8],
  'cast5-ofb': [111, 16, 'ofb', 1, 8], 'des-cbc': [31, 8, 'cbc', 8, 8],
  'des-ecb': [29, 8, 'ecb', 8], 'des-cfb': [30, 8, 'cfb', 1, 8], 'des-ofb': [45, 8, 'ofb', 1, 8],
  'des-cfb1': [656, 8, 'cfb', 1, 8], 'des-cfb8': [657, 8, 'cfb', 1, 8],
  'desx-cbc': [80, 24, 'cbc', 8, 8], 'idea-cbc': [34, 16, 'cbc', 8, 8],
  'idea-ecb': [36, 16, 'ecb', 8], 'idea-cfb': [35, 16, 'cfb', 1, 8],
  'idea-ofb': [46, 16, 'ofb', 1, 8], 'rc2-cbc': [37, 16, 'cbc', 8, 8],
  'rc2-ecb': [38, 16, 'ecb', 8], 'rc2-cfb': [39, 16, 'cfb', 1, 8], 'rc2-ofb': [40, 16, 'ofb', 1, 8],
  'rc2-40-cbc': [98, 5, 'cbc', 8, 8], 'rc2-64-cbc': [166, 8, 'cbc', 8, 8],
  'rc4': [5, 16, 'stream'], 'rc4-40': [97, 5, 'stream'], 'rc4-hmac-md5': [915, 16, 'stream'],
  'seed-cbc': [777, 16, 'cbc', 16, 16], 'seed-ecb': [776, 16, 'ecb', 16],
  'seed-cfb': [779, 16, 'cfb', 1, 16], 'seed-ofb': [778, 16, 'ofb', 1, 16],
};
const kLegacyAliases = {
  __proto__: null, 'bf': 'bf-cbc', 'blowfish': 'bf-cbc', 'cast': 'cast5-cbc',
  'cast-cbc': 'cast5-cbc', 'des': 'des-cbc', 'desx': 'desx-cbc', 'idea': 'idea-cbc',
  'rc2': 'rc2-cbc', 'seed': 'seed-cbc',
};

// [name, parameters] of a legacy cipher by name (any case) or nid, else undefined.
function legacyCipher(nameOrNid) {
  if (typeof nameOrNid === 'number') {
    for (const name in kLegacyCiphers) {
      if (kLegacyCiphers[name][0] === nameOrNid) return [name, kLegacyCiphers[name]];
    }
    return undefined;
  }
  let name = `${nameOrNid}`.toLowerCase();
  name = kLegacyAliases[name] ?? name;
  const params = kLegacyCiphers[name];
  return params === undefined ? undefined : [name, params];
}

function legacyUnsupported() {
  const line = 'error:0308010C:digital envelope routines::unsupported';
  const err = new Error(line);
  err.opensslErrorStack = [line];
  err.library = 'digital envelope routines';
  err.reason = 'unsupported';
  err.code = 'ERR_OSSL_EVP_UNSUPPORTED';
  return err;
}

// AES key wrap (RFC 3394, `aes*-wrap`) and key wrap with padding (RFC 5649,
// `aes*-wrap-pad`), which the native cipher does not take: each is a series of AES block
// operations, done here through an AES-ECB handle without padding. As in OpenSSL, the
// first update() that succeeds takes the whole key (empty input succeeds with no output;
// input of the wrong size fails and leaves the state as it was; any update after a
// success fails), and final() adds nothing but fails when no update succeeded.
const kWrapNames = /^(?:id-)?aes-?(128|192|256)-wrap(-pad)?$/;
const kWrapNids = { __proto__: null, 128: [788, 897], 192: [789, 900], 256: [790, 903] };

function wrapCipherSpec(name) {
  const m = kWrapNames.exec(`${name}`.toLowerCase());
  if (m === null) return null;
  const bits = Number(m[1]);
  const pad = m[2] !== undefined;
  return {
    bits, pad, name: `id-aes${bits}-wrap${pad ? '-pad' : ''}`,
    nid: kWrapNids[bits][pad ? 1 : 0], keyLength: bits / 8, ivLength: pad ? 4 : 8,
  };
}

function wrapCipherSpecByNid(nid) {
  for (const bits of [128, 192, 256]) {
    const nids = kWrapNids[bits];
    if (nids[0] === nid) return wrapCipherSpec(`id-aes${bits}-wrap`);
    if (nids[1] === nid) return wrapCipherSpec(`id-aes${bits}-wrap-pad`);
  }
  return null;
}

class KeyWrapState {
  constructor(spec, key, iv, encrypt) {
    this.spec = spec;
    this.iv = bytesOf(iv);
    this.encrypt = encrypt;
    this.done = false;
    this.finalized = false;
    const ecb = `aes-${spec.bits}-ecb`;
    this.aes = cipherNew(ecb, key, null, encrypt, -1);
    cipherSetAutoPadding(this.aes, false);
  }

  block(b) {
    return cipherUpdate(this.aes, b);
  }

  // RFC 3394 section 2.2.1 over n 64-bit blocks, with `a` as the initial value.
  wrapBlocks(a, plain) {
    const n = plain.length / 8;
    const r = BufferCtor.from(plain);
    const b = BufferCtor.alloc(16);
    a = BufferCtor.from(a);
    for (let j = 0; j < 6; j++) {
      for (let i = 0; i < n; i++) {
        a.copy(b, 0);
        r.copy(b, 8, i * 8, i * 8 + 8);
        const out = this.block(b);
        out.copy(a, 0, 0, 8);
        xorCounter(a, n * j + i + 1);
        out.copy(r, i * 8, 8, 16);
      }
    }
    return BufferCtor.concat([a, r]);
  }

  // The inverse; returns [a, plain].
  unwrapBlocks(cipher) {
    const n = cipher.length / 8 - 1;
    const a = BufferCtor.from(cipher.subarray(0, 8));
    const r = BufferCtor.from(cipher.subarray(8));
    const b = BufferCtor.alloc(16);
    for (let j = 5; j >= 0; j--) {
      for (let i = n - 1; i >= 0; i--) {
        xorCounter(a, n * j + i + 1);
        a.copy(b, 0);
        r.copy(b, 8, i * 8, i * 8 + 8);
        const out = this.block(b);
        out.copy(a, 0, 0, 8);
        out.copy(r, i * 8, 8, 16);
      }
    }
    return [a, r];
  }

  update(data) {
    if (this.done || this.finalized) return undefined;
    const input = bytesOf(data);
    const out = input.length === 0 ? input : this.transform(input);
    if (out !== undefined) this.done = true;
    return out;
  }

  transform(input) {
    if (!this.spec.pad) {
      if (input.length % 8 !== 0 || input.length < (this.encrypt ? 16 : 24)) return undefined;
      if (this.encrypt) return this.wrapBlocks(this.iv, input);
      const { 0: a, 1: plain } = this.unwrapBlocks(input);
      return a.equals(this.iv) ? plain : undefined;
    }
    if (this.encrypt) {
      if (input.length === 0) return undefined;
      const aiv = BufferCtor.alloc(8);
      this.iv.copy(aiv, 0);
      aiv.writeUInt32BE(input.length, 4);
      const padded = BufferCtor.alloc(Math.ceil(input.length / 8) * 8);
      input.copy(padded, 0);
      if (padded.length === 8) return this.block(BufferCtor.concat([aiv, padded]));
      return this.wrapBlocks(aiv, padded);
    }
    if (input.length % 8 !== 0 || input.length < 16) return undefined;
    let a, plain;
    if (input.length === 16) {
      const out = this.block(input);
      a = out.subarray(0, 8);
      plain = out.subarray(8);
    } else {
      ({ 0: a, 1: plain } = this.unwrapBlocks(input));
    }
    const len = a.readUInt32BE(4);
    if (!a.subarray(0, 4).equals(this.iv) || len > plain.length || len <= plain.length - 8) {
      return undefined;
    }
    for (let i = len; i < plain.length; i++) if (plain[i] !== 0) return undefined;
    return BufferCtor.from(plain.subarray(0, len));
  }
}

// XORs the 64-bit big-endian counter t into the block a.
function xorCounter(a, t) {
  const hi = Math.floor(t / 0x100000000);
  a.writeUInt32BE((a.readUInt32BE(0) ^ hi) >>> 0, 0);
  a.writeUInt32BE((a.readUInt32BE(4) ^ (t >>> 0)) >>> 0, 4);
}

let BufferCtor;

function bytesOf(x) {
  BufferCtor ??= require('buffer').Buffer;
  return x.buffer === undefined ? BufferCtor.from(x) :
    BufferCtor.from(x.buffer, x.byteOffset, x.byteLength);
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
  const wrap = wrapCipherSpec(cipher);
  if (wrap !== null) {
    if (iv === null || iv.byteLength !== wrap.ivLength) {
      throw cxxError(TypeError, 'ERR_CRYPTO_INVALID_IV', 'Invalid initialization vector');
    }
    const keyLength = typeof key.byteLength === 'number' ? key.byteLength : key.length;
    if (keyLength !== wrap.keyLength) {
      throw cxxError(RangeError, 'ERR_CRYPTO_INVALID_KEYLEN', 'Invalid key length');
    }
    self[kHandle] = new KeyWrapState(wrap, key, iv, encrypt);
    self._decoder = null;
    self._options = options;
    return;
  }
  const handle = cipherNew(cipher, key, iv, encrypt, authTagLength);
  if (typeof handle === 'number') {
    const legacy = handle === UNKNOWN ? legacyCipher(cipher) : undefined;
    if (legacy !== undefined) {
      // Node checks the iv against OpenSSL's description first; only starting the cipher
      // finds it missing.
      const ivLength = legacy[1][4] ?? 0;
      const given = iv === null ? 0 : iv.byteLength;
      if ((given === 0 && ivLength !== 0) || (given !== 0 && given !== ivLength)) {
        throw cxxError(TypeError, 'ERR_CRYPTO_INVALID_IV', 'Invalid initialization vector');
      }
      throw legacyUnsupported();
    }
    switch (handle) {
      case UNKNOWN: throw cxxError(Error, 'ERR_CRYPTO_UNKNOWN_CIPHER', 'Unknown cipher');
      case BAD_IV:
        throw cxxError(TypeError, 'ERR_CRYPTO_INVALID_IV', 'Invalid initialization vector');
      case BAD_KEY_LENGTH:
        throw cxxError(RangeError, 'ERR_CRYPTO_INVALID_KEYLEN', 'Invalid key length');
      case BAD_TAG_LENGTH:
        throw cxxError(TypeError, 'ERR_CRYPTO_INVALID_AUTH_TAG',
                       `Invalid authentication tag length: ${authTagLength}`);
      case TAG_REQUIRED:
        throw cxxError(TypeError, 'ERR_CRYPTO_INVALID_AUTH_TAG',
                       `authTagLength required for ${cipher}`);
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
  const ret = handle instanceof KeyWrapState ? handle.update(data) : cipherUpdate(handle, data);
  if (ret === undefined) throw new Error('Trying to add data in unsupported state');
  if (ret === MESSAGE_LENGTH) throw messageLengthError();
  return ret;
}

function nativeFinal(handle) {
  if (handle instanceof KeyWrapState) {
    if (handle.finalized) throw cxxError(Error, 'ERR_CRYPTO_INVALID_STATE', 'Invalid state');
    handle.finalized = true;
    if (!handle.done) throw new Error('Unsupported state');
    return bytesOf(new Uint8Array(0));
  }
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
  if (this[kHandle] instanceof KeyWrapState) {
    if (this[kHandle].finalized) throw new (codes().ERR_CRYPTO_INVALID_STATE)('setAutoPadding');
    return this;
  }
  if (!cipherSetAutoPadding(this[kHandle], !!ap)) {
    throw new (codes().ERR_CRYPTO_INVALID_STATE)('setAutoPadding');
  }
  return this;
}

function getAuthTag() {
  const ret = this[kHandle] instanceof KeyWrapState ? undefined : cipherGetAuthTag(this[kHandle]);
  if (ret === undefined) throw new (codes().ERR_CRYPTO_INVALID_STATE)('getAuthTag');
  return ret;
}

function setAuthTag(tagbuf, encoding) {
  tagbuf = getArrayBufferOrView(tagbuf, 'buffer', encoding);
  const r = this[kHandle] instanceof KeyWrapState ? 2 : cipherSetAuthTag(this[kHandle], tagbuf);
  if (r === 1) {
    throw cxxError(TypeError, 'ERR_CRYPTO_INVALID_AUTH_TAG',
                   `Invalid authentication tag length: ${tagbuf.byteLength}`);
  }
  if (r !== 0) throw new (codes().ERR_CRYPTO_INVALID_STATE)('setAuthTag');
  return this;
}

function messageLengthError() {
  return cxxError(RangeError, 'ERR_CRYPTO_INVALID_MESSAGELEN', 'Invalid message length');
}

function setAAD(aadbuf, options) {
  const encoding = getStringOption(options, 'encoding');
  const plaintextLength = getUIntOption(options, 'plaintextLength');
  aadbuf = getArrayBufferOrView(aadbuf, 'aadbuf', encoding);
  const r = this[kHandle] instanceof KeyWrapState ? false :
    cipherSetAAD(this[kHandle], aadbuf, plaintextLength);
  if (r === MISSING_LENGTH) {
    throw cxxError(TypeError, 'ERR_MISSING_ARGS',
                   'options.plaintextLength required for CCM mode with AAD');
  }
  if (r === MESSAGE_LENGTH) throw messageLengthError();
  if (r !== true) throw new (codes().ERR_CRYPTO_INVALID_STATE)('setAAD');
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

let cipherList;
function getCiphers() {
  if (cipherList === undefined) {
    const names = new Set(binding.cipherNames);
    for (const bits of [128, 192, 256]) {
      for (const suffix of ['', '-pad']) {
        names.add(`aes${bits}-wrap${suffix}`);
        names.add(`aes-${bits}-wrap${suffix}`);
        names.add(`id-aes${bits}-wrap${suffix}`);
      }
    }
    cipherList = [...names].sort();
  }
  return cipherList.slice();
}

// Node 26 checks the options before the name, and a number that is no int32 names no cipher.
function getCipherInfo(nameOrNid, options = undefined) {
  let keyLength, ivLength;
  if (options !== undefined) {
    validateObject(options, 'options');
    ({ keyLength, ivLength } = options);
    if (keyLength !== undefined) validateInt32(keyLength, 'options.keyLength');
    if (ivLength !== undefined) validateInt32(ivLength, 'options.ivLength');
  }
  if (typeof nameOrNid !== 'string' && typeof nameOrNid !== 'number') {
    throw new (codes().ERR_INVALID_ARG_TYPE)('nameOrNid', ['string', 'number'], nameOrNid);
  }
  if (typeof nameOrNid === 'number' && (nameOrNid | 0) !== nameOrNid) return undefined;
  const wrap = typeof nameOrNid === 'string' ? wrapCipherSpec(nameOrNid) :
    wrapCipherSpecByNid(nameOrNid);
  if (wrap !== null) {
    if ((keyLength !== undefined && keyLength !== wrap.keyLength) ||
        (ivLength !== undefined && ivLength !== wrap.ivLength)) {
      return undefined;
    }
    return {
      __proto__: null, mode: 'wrap', name: wrap.name, nid: wrap.nid,
      keyLength: wrap.keyLength, blockSize: 8, ivLength: wrap.ivLength,
    };
  }
  const r = cipherInfo(nameOrNid, keyLength, ivLength);
  if (r === undefined) {
    const legacy = legacyCipher(nameOrNid);
    // Lengths to test need a cipher context, which a legacy cipher never gets.
    if (legacy === undefined || keyLength !== undefined || ivLength !== undefined) {
      return undefined;
    }
    const { 0: name, 1: { 0: nid, 1: keyLen, 2: mode, 3: blockSize, 4: ivLen } } = legacy;
    // Node's object has both keys even when a stream cipher leaves them undefined.
    return { __proto__: null, mode, name, nid, keyLength: keyLen, blockSize, ivLength: ivLen };
  }
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
