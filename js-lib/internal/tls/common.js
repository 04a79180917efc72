// Secure contexts and the peer-certificate translation, for `tls` and `_tls_common`. A
// SecureContext holds the trust store, certificate chain, key and protocol range that
// internalBinding('tls').createContext read (runtime/src/bindings/tls.rs); TLS sockets and
// servers make their sessions from it. pfx, encrypted keys and crl are not built and throw
// ERR_METHOD_NOT_IMPLEMENTED. translatePeerCertificate is plain data reshaping.
'use strict';

// As in Node, TLS loads crypto (which also completes the shared crypto constants table).
require('crypto');

const { notImplemented } = require('internal/http');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_TLS_INVALID_PROTOCOL_VERSION },
} = require('internal/errors');
const { validateObject, validateString } = require('internal/validators');
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

// A PEM option is a string, a buffer or an array of them (keys also as { pem, passphrase }).
function pemList(value, name, allowObjects) {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  const out = [];
  for (const item of list) {
    let pem = item;
    if (allowObjects && item !== null && typeof item === 'object' && !isArrayBufferView(item)) {
      if (item.passphrase !== undefined) throw notImplemented('tls: encrypted private keys');
      pem = item.pem;
    }
    if (typeof pem !== 'string' && !isArrayBufferView(pem)) {
      throw new ERR_INVALID_ARG_TYPE(`options.${name}`,
        ['string', 'Buffer', 'TypedArray', 'DataView'], pem);
    }
    out.push(pem);
  }
  return out;
}

const protocolVersions = ['TLSv1.3', 'TLSv1.2', 'TLSv1.1', 'TLSv1'];

function createSecureContext(options) {
  if (!options) options = {};
  validateObject(options, 'options');
  // Node's checks, in its order, before anything is read.
  for (const name of ['ciphers', 'ecdhCurve', 'passphrase', 'sigalgs', 'privateKeyIdentifier']) {
    const value = options[name];
    if (value !== undefined && value !== null) validateString(value, `options.${name}`);
  }
  for (const [name, kind] of [['minVersion', 'minimum'], ['maxVersion', 'maximum']]) {
    const value = options[name];
    if (value !== undefined && value !== null && !protocolVersions.includes(value)) {
      throw new ERR_TLS_INVALID_PROTOCOL_VERSION(value, kind);
    }
  }
  if (options.pfx !== undefined) throw notImplemented('tls.createSecureContext() with pfx');
  if (options.passphrase !== undefined && options.key !== undefined) {
    throw notImplemented('tls: encrypted private keys');
  }
  if (options.crl !== undefined) throw notImplemented('tls.createSecureContext() with crl');
  const ca = pemList(options.ca, 'ca', false);
  const cert = pemList(options.cert, 'cert', false);
  const key = pemList(options.key, 'key', true);
  for (const k of key) {
    const text = typeof k === 'string' ? k : Buffer.from(k.buffer, k.byteOffset, k.byteLength)
      .toString('latin1');
    if (text.includes('ENCRYPTED')) throw notImplemented('tls: encrypted private keys');
  }
  const tls = require('tls');
  const minVersion = options.minVersion || tls.DEFAULT_MIN_VERSION;
  const maxVersion = options.maxVersion || tls.DEFAULT_MAX_VERSION;
  const context = new SecureContext(options.secureProtocol, options.secureOptions,
    minVersion, maxVersion);
  context[kOwnCertificate] = cert[0];
  context.context = internalBinding('tls').createContext({
    ca: ca.length > 0 ? ca : undefined, cert, key, minVersion, maxVersion,
  });
  return context;
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
  translatePeerCertificate,
};
