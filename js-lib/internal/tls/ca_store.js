// The CA certificate lists behind tls.rootCertificates, tls.getCACertificates() and
// tls.setDefaultCACertificates(): 'bundled' (the root list tls.rootCertificates shows),
// 'system' (the distribution's bundle, as OpenSSL's default file), 'extra'
// (NODE_EXTRA_CA_CERTS) and 'default' (their union, or what setDefaultCACertificates put
// in its place). Secure contexts without a `ca` option trust the replacement list once one
// is set; until then the binding's own default store (runtime/src/bindings/tls.rs).
'use strict';

const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
} = require('internal/errors');
const { validateString } = require('internal/validators');
const { isArrayBufferView } = require('internal/util/types');

const pemBlock = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g;

const systemBundles = ['/etc/ssl/certs/ca-certificates.crt', '/etc/pki/tls/certs/ca-bundle.crt',
  '/etc/ssl/ca-bundle.pem', '/etc/ssl/cert.pem'];

// The DER bodies of the PEM certificate blocks in `text`.
function derBodies(text) {
  const out = [];
  for (const m of text.matchAll(pemBlock)) out.push(Buffer.from(m[1], 'base64'));
  return out;
}

// OpenSSL's PEM form of a certificate: 64-column base64 and a closing newline.
function toPem(der) {
  const b64 = der.toString('base64');
  let body = '';
  for (let i = 0; i < b64.length; i += 64) body += b64.slice(i, i + 64) + '\n';
  return `-----BEGIN CERTIFICATE-----\n${body}-----END CERTIFICATE-----\n`;
}

function readText(file) {
  try {
    return require('fs').readFileSync(file, 'latin1');
  } catch {
    return undefined;
  }
}

let bundled;
function bundledCertificates() {
  if (bundled !== undefined) return bundled;
  const candidates = [process.env.SSL_CERT_FILE, ...systemBundles];
  let certs = [];
  for (const file of candidates) {
    if (!file) continue;
    const text = readText(file);
    if (text === undefined) continue;
    certs = text.match(pemBlock) || [];
    break;
  }
  bundled = Object.freeze(certs);
  return bundled;
}

let system;
function systemCertificates() {
  if (system !== undefined) return system;
  let certs = [];
  for (const file of [process.env.SSL_CERT_FILE, ...systemBundles]) {
    if (!file) continue;
    const text = readText(file);
    if (text === undefined) continue;
    certs = derBodies(text).map(toPem);
    break;
  }
  system = certs;
  return system;
}

const systemReasons = {
  __proto__: null,
  ENOENT: 'error:80000002:system library::No such file or directory',
  EACCES: 'error:8000000D:system library::Permission denied',
  EISDIR: 'error:80000015:system library::Is a directory',
};

// Read once, on the first use; a file that cannot be read is reported, as Node does when it
// loads the list, and adds nothing.
let extra;
function extraCertificates() {
  if (extra !== undefined) return extra;
  extra = [];
  const file = process.env.NODE_EXTRA_CA_CERTS;
  if (!file) return extra;
  let text;
  try {
    text = require('fs').readFileSync(file, 'latin1');
  } catch (err) {
    const reason = systemReasons[err.code] || err.message;
    process.emitWarning(`Ignoring extra certs from \`${file}\`, load failed: ${reason}`);
    return extra;
  }
  extra = derBodies(text).map(toPem);
  return extra;
}

function useSystemCA() {
  return require('internal/natives').execArgv.includes('--use-system-ca') ||
    process.env.NODE_USE_SYSTEM_CA === '1';
}

// The replacement list of setDefaultCACertificates, or undefined.
let replacement;
let defaults;
function defaultCertificates() {
  if (replacement !== undefined) return replacement;
  if (defaults === undefined) {
    const list = [...bundledCertificates()];
    if (useSystemCA()) list.push(...systemCertificates());
    list.push(...extraCertificates());
    defaults = list;
  }
  return defaults;
}

function getCACertificates(type = 'default') {
  validateString(type, 'type');
  switch (type) {
    case 'default': return defaultCertificates();
    case 'bundled': return bundledCertificates();
    case 'system': return systemCertificates();
    case 'extra': return extraCertificates();
    default: throw new ERR_INVALID_ARG_VALUE('type', type);
  }
}

function pemError() {
  return require('internal/crypto/util').opensslError('0480000D', 'PEM routines', 'ASN1 lib',
    'ERR_OSSL_PEM_ASN1_LIB');
}

// Every certificate is checked before anything changes: a bad entry leaves the list as it was.
function setDefaultCACertificates(certs) {
  if (!Array.isArray(certs)) throw new ERR_INVALID_ARG_TYPE('certs', 'Array', certs);
  const texts = [];
  for (let i = 0; i < certs.length; i++) {
    const item = certs[i];
    if (typeof item === 'string') {
      texts.push(item);
    } else if (isArrayBufferView(item)) {
      texts.push(Buffer.from(item.buffer, item.byteOffset, item.byteLength).toString('latin1'));
    } else {
      throw new ERR_INVALID_ARG_TYPE(`certs[${i}]`, ['string', 'ArrayBufferView'], item);
    }
  }
  const { X509Certificate } = require('internal/crypto/x509');
  const seen = new Set();
  const list = [];
  for (const text of texts) {
    for (const der of derBodies(text)) {
      try {
        // eslint-disable-next-line no-new
        new X509Certificate(der);
      } catch {
        throw pemError();
      }
      const key = der.toString('base64');
      if (seen.has(key)) continue;
      seen.add(key);
      list.push(toPem(der));
    }
  }
  if (list.length === 0 && certs.length > 0) {
    const err = new Error('No valid certificates found in the provided array');
    err.code = 'ERR_CRYPTO_OPERATION_FAILED';
    throw err;
  }
  replacement = list;
}

// What a context without `ca` trusts: undefined for the binding's default store.
function replacedDefaultCAs() {
  return replacement;
}

module.exports = {
  extraCertificates,
  bundledCertificates,
  getCACertificates,
  setDefaultCACertificates,
  replacedDefaultCAs,
};
