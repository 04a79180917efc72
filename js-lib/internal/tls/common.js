// Secure contexts and the peer-certificate translation, for `tls` and `_tls_common`. A
// SecureContext holds the trust store, certificate chain, key and protocol range that
// internalBinding('tls').createContext read (runtime/src/bindings/tls.rs); TLS sockets and
// servers make their sessions from it. Encrypted keys are opened here with crypto; pfx and
// crl are not built and throw ERR_METHOD_NOT_IMPLEMENTED; engines are refused as by an
// OpenSSL built without them. translatePeerCertificate is plain data reshaping.
'use strict';

// As in Node, TLS loads crypto (which also completes the shared crypto constants table).
require('crypto');

const { notImplemented } = require('internal/http');
const { Buffer } = require('buffer');
const {
  codes: {
    ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_TLS_INVALID_PROTOCOL_VERSION,
    ERR_TLS_INVALID_PROTOCOL_METHOD, ERR_TLS_PROTOCOL_VERSION_CONFLICT,
    ERR_CRYPTO_CUSTOM_ENGINE_NOT_SUPPORTED,
  },
} = require('internal/errors');
const { validateObject, validateString, validateInt32 } = require('internal/validators');
const { isArrayBufferView } = require('internal/util/types');

// The context's own certificate (the first of `cert`) as given, for getCertificate().
const kOwnCertificate = Symbol('kOwnCertificate');

function SecureContext(secureProtocol, secureOptions, minVersion, maxVersion) {
  if (!(this instanceof SecureContext)) {
    return new SecureContext(secureProtocol, secureOptions, minVersion, maxVersion);
  }
  this.context = null;
  this.minVersion = minVersion;
  this.maxVersion = maxVersion;
}

function validateKeyOrCert(name, value) {
  if (typeof value !== 'string' && !isArrayBufferView(value)) {
    throw new ERR_INVALID_ARG_TYPE(name, ['string', 'Buffer', 'TypedArray', 'DataView'], value);
  }
}

// A `ca` or `cert` option: a string, a buffer or an array of them; false-ish is none.
function pemList(value, name) {
  if (!value) return [];
  const list = Array.isArray(value) ? value : [value];
  for (const item of list) validateKeyOrCert(name, item);
  return list;
}

function pemText(pem) {
  return typeof pem === 'string' ? pem :
    Buffer.from(pem.buffer, pem.byteOffset, pem.byteLength).toString('latin1');
}

function badDecrypt() {
  return require('internal/crypto/util').opensslError('1C800064', 'Provider routines',
    'bad decrypt', 'ERR_OSSL_BAD_DECRYPT');
}

// An encrypted PEM key is opened here (the binding reads plain keys only); array entries may
// be { pem, passphrase }, whose passphrase wins over the option's.
function keyList(value, passphrase) {
  if (!value) return [];
  const list = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      const pem = item?.pem !== undefined ? item.pem : item;
      const pass = item?.passphrase !== undefined ? item.passphrase : passphrase;
      validateKeyOrCert('options.key', pem);
      list.push([pem, pass]);
    }
  } else {
    validateKeyOrCert('options.key', value);
    list.push([value, passphrase]);
  }
  return list.map(([pem, pass]) => {
    const text = pemText(pem);
    if (!text.includes('ENCRYPTED')) return pem;
    if (pass === undefined || pass === null) throw badDecrypt();
    let key;
    try {
      key = require('crypto').createPrivateKey({ key: text, passphrase: pass });
    } catch {
      throw badDecrypt();
    }
    return key.export({ type: 'pkcs8', format: 'pem' });
  });
}

// OpenSSL's SSL_CTX_check_private_key: a key must match the certificate of its own type.
// Returns the first certificate entry the first key belongs to.
function matchKeys(keys, certs) {
  if (keys.length === 0 || certs.length === 0) return 0;
  const crypto = require('crypto');
  const leaves = [];
  for (const c of certs) {
    try {
      leaves.push(new crypto.X509Certificate(c));
    } catch {
      leaves.push(null);
    }
  }
  let first = 0;
  for (let k = 0; k < keys.length; k++) {
    let key;
    try {
      key = crypto.createPrivateKey(keys[k]);
    } catch {
      continue;
    }
    let sameType = false;
    let found = -1;
    for (let i = 0; i < leaves.length; i++) {
      if (leaves[i] === null || leaves[i].publicKey.asymmetricKeyType !== key.asymmetricKeyType) {
        continue;
      }
      sameType = true;
      if (leaves[i].checkPrivateKey(key)) {
        found = i;
        break;
      }
    }
    if (sameType && found === -1) {
      throw require('internal/crypto/util').opensslError('05800074',
        'x509 certificate routines', 'key values mismatch', 'ERR_OSSL_X509_KEY_VALUES_MISMATCH');
    }
    if (k === 0 && found !== -1) first = found;
  }
  return first;
}

const protocolVersions = ['TLSv1.3', 'TLSv1.2', 'TLSv1.1', 'TLSv1'];

// OpenSSL's method names: the version-specific ones pin both ends of the range (where
// rustls has the version).
const protocolMethods = {
  __proto__: null,
  TLS_method: null, TLS_client_method: null, TLS_server_method: null,
  SSLv23_method: null, SSLv23_client_method: null, SSLv23_server_method: null,
  TLSv1_method: 'TLSv1', TLSv1_client_method: 'TLSv1', TLSv1_server_method: 'TLSv1',
  TLSv1_1_method: 'TLSv1.1', TLSv1_1_client_method: 'TLSv1.1',
  TLSv1_1_server_method: 'TLSv1.1',
  TLSv1_2_method: 'TLSv1.2', TLSv1_2_client_method: 'TLSv1.2',
  TLSv1_2_server_method: 'TLSv1.2',
};

function protocolRange(secureProtocol, minVersion, maxVersion) {
  if (secureProtocol === undefined || secureProtocol === null) {
    const tls = require('tls');
    return [minVersion || tls.DEFAULT_MIN_VERSION, maxVersion || tls.DEFAULT_MAX_VERSION];
  }
  validateString(secureProtocol, 'options.secureProtocol');
  if (/^SSLv2_(client_|server_)?method$/.test(secureProtocol)) {
    throw new ERR_TLS_INVALID_PROTOCOL_METHOD('SSLv2 methods disabled');
  }
  if (/^SSLv3_(client_|server_)?method$/.test(secureProtocol)) {
    throw new ERR_TLS_INVALID_PROTOCOL_METHOD('SSLv3 methods disabled');
  }
  if (!(secureProtocol in protocolMethods)) {
    throw new ERR_TLS_INVALID_PROTOCOL_METHOD(`Unknown method: ${secureProtocol}`);
  }
  if (minVersion) throw new ERR_TLS_PROTOCOL_VERSION_CONFLICT(minVersion, secureProtocol);
  if (maxVersion) throw new ERR_TLS_PROTOCOL_VERSION_CONFLICT(maxVersion, secureProtocol);
  const pinned = protocolMethods[secureProtocol];
  // rustls has no TLS 1.0/1.1: those methods get what it has, as minVersion 'TLSv1' does.
  if (pinned === 'TLSv1.2') return [pinned, pinned];
  return ['TLSv1', 'TLSv1.3'];
}

function createSecureContext(options) {
  if (!options) options = {};
  validateObject(options, 'options');
  for (const name of ['ciphers', 'ecdhCurve', 'passphrase', 'sigalgs']) {
    const value = options[name];
    if (value !== undefined && value !== null) validateString(value, `options.${name}`);
  }
  for (const [name, kind] of [['minVersion', 'minimum'], ['maxVersion', 'maximum']]) {
    const value = options[name];
    if (value !== undefined && value !== null && !protocolVersions.includes(value)) {
      throw new ERR_TLS_INVALID_PROTOCOL_VERSION(value, kind);
    }
  }
  if (options.sessionTimeout) {
    validateInt32(options.sessionTimeout, 'options.sessionTimeout', 0);
  }
  const [minVersion, maxVersion] =
    protocolRange(options.secureProtocol, options.minVersion, options.maxVersion);
  const ca = pemList(options.ca, 'options.ca');
  const cert = pemList(options.cert, 'options.cert');
  const key = keyList(options.key, options.passphrase);
  const { privateKeyEngine, privateKeyIdentifier, clientCertEngine } = options;
  if (privateKeyIdentifier !== undefined && privateKeyIdentifier !== null) {
    if (privateKeyEngine === undefined || privateKeyEngine === null) {
      throw new ERR_INVALID_ARG_VALUE('options.privateKeyEngine', privateKeyEngine);
    }
    validateString(privateKeyEngine, 'options.privateKeyEngine');
    validateString(privateKeyIdentifier, 'options.privateKeyIdentifier');
    throw new ERR_CRYPTO_CUSTOM_ENGINE_NOT_SUPPORTED();
  }
  if (typeof clientCertEngine === 'string') {
    throw new ERR_CRYPTO_CUSTOM_ENGINE_NOT_SUPPORTED();
  } else if (clientCertEngine !== undefined && clientCertEngine !== null) {
    throw new ERR_INVALID_ARG_TYPE('options.clientCertEngine',
      ['string', 'null', 'undefined'], clientCertEngine);
  }
  if (options.pfx !== undefined && options.pfx !== null) {
    throw notImplemented('tls.createSecureContext() with pfx');
  }
  if (options.crl !== undefined && options.crl !== null) {
    throw notImplemented('tls.createSecureContext() with crl');
  }
  const own = matchKeys(key, cert);
  const context = new SecureContext(options.secureProtocol, options.secureOptions,
    minVersion, maxVersion);
  context[kOwnCertificate] = cert[own];
  // Without `ca`, a list set by tls.setDefaultCACertificates replaces the default store.
  const caStore = require('internal/tls/ca_store');
  // NODE_EXTRA_CA_CERTS is read (and a bad one reported) with the first context.
  caStore.extraCertificates();
  const trust = ca.length > 0 ? [...ca] : caStore.replacedDefaultCAs();
  // The binding serves one chain with one key: the first key and its certificate.
  context.context = new NativeSecureContext({
    ca: trust, cert: cert.length > 0 ? [withIssuers(cert[own], trust || [])] : [],
    key: key.slice(0, 1),
    minVersion, maxVersion,
  });
  return context;
}

const certBlock = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

// OpenSSL sends a lone certificate with the issuers it finds in the context's store (its
// automatic chain: `ca`, or the list that replaced the defaults); a PEM that carries its
// own intermediates is sent as it is.
function withIssuers(pem, ca) {
  if (ca.length === 0) return pem;
  const text = pemText(pem);
  const blocks = text.match(certBlock);
  if (!blocks || blocks.length !== 1) return pem;
  const { X509Certificate } = require('crypto');
  const pool = [];
  for (const entry of ca) {
    for (const block of pemText(entry).match(certBlock) || []) {
      try {
        pool.push([block, new X509Certificate(block)]);
      } catch {
        // OpenSSL skips what it cannot read as well.
      }
    }
  }
  let current;
  try {
    current = new X509Certificate(blocks[0]);
  } catch {
    return pem;
  }
  const chain = [blocks[0]];
  const used = new Set();
  while (chain.length < 10 && !current.checkIssued(current)) {
    const next = pool.findIndex(([, c], i) => !used.has(i) && current.checkIssued(c));
    if (next === -1) break;
    used.add(next);
    chain.push(pool[next][0]);
    current = pool[next][1];
  }
  return chain.length === 1 ? pem : chain.join('\n');
}

// `secureContext.context`: the binding's context behind the methods Node's native
// SecureContext offers for changing it. A change builds a new binding context at once (so
// bad input fails in the call); sockets made before it keep the old one.
class NativeSecureContext {
  #inputs;
  #handle;

  constructor(inputs) {
    this.#inputs = inputs;
    this.#handle = internalBinding('tls').createContext(inputs);
  }

  #rebuild(change) {
    const inputs = { ...this.#inputs };
    change(inputs);
    this.#handle = internalBinding('tls').createContext(inputs);
    this.#inputs = inputs;
  }

  // The binding's context, for sessions; a TypeError on anything but a real context.
  get _external() {
    return this.#handle;
  }

  addCACert(cert) {
    validateKeyOrCert('cert', cert);
    this.#rebuild((inputs) => { inputs.ca = [...(inputs.ca || []), cert]; });
  }

  setCert(cert) {
    validateKeyOrCert('cert', cert);
    this.#rebuild((inputs) => { inputs.cert = [cert]; });
  }

  setKey(key, passphrase) {
    const [pem] = keyList(key, passphrase);
    this.#rebuild((inputs) => { inputs.key = [pem]; });
  }

  getMinProto() {
    return protocolNumber(this.#inputs.minVersion);
  }

  getMaxProto() {
    return protocolNumber(this.#inputs.maxVersion);
  }
}

// OpenSSL's version numbers, as the native context reports them.
function protocolNumber(name) {
  switch (name) {
    case 'TLSv1': return 0x301;
    case 'TLSv1.1': return 0x302;
    case 'TLSv1.2': return 0x303;
    default: return 0x304;
  }
}

// The binding's context of a SecureContext (or of anything carrying one as `context`).
function bindingContext(secureContext) {
  const native = secureContext.context;
  return native instanceof NativeSecureContext ? native._external : native;
}

// The issuer chain is translated recursively; the OCSP/CA-issuers text of infoAccess
// ("key:value" lines, values possibly JSON-quoted) becomes { key: [values] }.
function translatePeerCertificate(c) {
  if (!c) return null;
  if (c.issuerCertificate != null && c.issuerCertificate !== c) {
    c.issuerCertificate = translatePeerCertificate(c.issuerCertificate);
  }
  if (c.infoAccess != null) {
    const info = c.infoAccess;
    const access = { __proto__: null };
    c.infoAccess = access;
    String(info).replace(/([^\n:]*):([^\n]*)(?:\n|$)/g, (all, key, val) => {
      if (val.charCodeAt(0) === 0x22) val = JSON.parse(val);
      if (key in access) access[key].push(val);
      else access[key] = [val];
      return all;
    });
  }
  return c;
}

module.exports = {
  kOwnCertificate,
  SecureContext,
  createSecureContext,
  bindingContext,
  translatePeerCertificate,
};
