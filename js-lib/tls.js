// `tls`: the TLS defaults (cipher list, ECDH curve, protocol versions, renegotiation
// limits), checkServerIdentity (RFC 6125 host/certificate matching), convertALPNProtocols
// and the classes and factories of internal/tls/wrap (TLSSocket, Server, connect on
// rustls) and internal/tls/common (secure contexts). The cipher and compression lists throw
// ERR_METHOD_NOT_IMPLEMENTED. The CA lists (rootCertificates, getCACertificates,
// setDefaultCACertificates) are internal/tls/ca_store's.
'use strict';

const net = require('net');
const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE, ERR_TLS_CERT_ALTNAME_INVALID },
} = require('internal/errors');
const { isArrayBufferView, isUint8Array } = require('internal/util/types');
const { notImplemented } = require('internal/http');
const { defaultCoreCipherList } = require('internal/crypto_constants');
const { SecureContext, createSecureContext } = require('internal/tls/common');
const { TLSSocket, Server, createServer, connect } = require('internal/tls/wrap');
const {
  bundledCertificates, getCACertificates, setDefaultCACertificates,
} = require('internal/tls/ca_store');

// Length-prefixed protocol names, the wire format of the ALPN extension.
function convertProtocols(protocols) {
  const lens = new Array(protocols.length);
  let total = 0;
  for (let i = 0; i < protocols.length; i++) {
    const len = Buffer.byteLength(protocols[i]);
    if (len > 255) {
      throw new ERR_OUT_OF_RANGE(
        `The byte length of the protocol at index ${i} exceeds the maximum length.`,
        '<= 255', len, true);
    }
    lens[i] = len;
    total += 1 + len;
  }
  const buff = Buffer.allocUnsafe(total);
  let offset = 0;
  for (let i = 0; i < protocols.length; i++) {
    buff[offset++] = lens[i];
    buff.write(protocols[i], offset);
    offset += lens[i];
  }
  return buff;
}

// A caller-made wire buffer must be whole <len><name> entries, none of them empty.
function validateALPNBuffer(buffer) {
  let offset = 0;
  while (offset < buffer.length) {
    const len = buffer[offset];
    if (len === 0) {
      throw new ERR_INVALID_ARG_VALUE('ALPNProtocols', buffer,
        'must not contain zero-length protocol');
    }
    if (offset + 1 + len > buffer.length) {
      throw new ERR_INVALID_ARG_VALUE('ALPNProtocols', buffer, 'contains truncated protocol');
    }
    offset += 1 + len;
  }
}

function convertALPNProtocols(protocols, out) {
  if (Array.isArray(protocols)) {
    out.ALPNProtocols = convertProtocols(protocols);
  } else if (isUint8Array(protocols)) {
    // A copy, so later changes by the caller do not leak in.
    const buf = Buffer.from(protocols);
    validateALPNBuffer(buf);
    out.ALPNProtocols = buf;
  } else if (isArrayBufferView(protocols)) {
    const buf = Buffer.from(protocols.buffer.slice(protocols.byteOffset,
      protocols.byteOffset + protocols.byteLength));
    validateALPNBuffer(buf);
    out.ALPNProtocols = buf;
  }
}

function unfqdn(host) {
  return host.replace(/[.]$/, '');
}

function splitHost(host) {
  return unfqdn(host).toLowerCase().split('.');
}

// RFC 6125 section 6.4: labels compared right to left; a single wildcard is allowed in the
// leftmost label only, never in an IDNA A-label and never directly under a public suffix.
function matchHost(hostParts, pattern, wildcards) {
  if (!pattern) return false;
  const patternParts = splitHost(pattern);
  if (hostParts.length !== patternParts.length) return false;
  if (patternParts.includes('')) return false;
  // Unicode, blanks and controls are rejected outright: there is no safe way to compare them.
  for (const part of patternParts) {
    if (/[^\u0021-\u007F]/u.test(part)) return false;
  }
  for (let i = hostParts.length - 1; i > 0; i--) {
    if (hostParts[i] !== patternParts[i]) return false;
  }
  const hostLabel = hostParts[0];
  const patternLabel = patternParts[0];
  const pieces = patternLabel.split('*', 3);
  if (pieces.length === 1 || patternLabel.includes('xn--')) return hostLabel === patternLabel;
  if (!wildcards || pieces.length > 2 || patternParts.length <= 2) return false;
  const prefix = pieces[0];
  const suffix = pieces[1];
  return prefix.length + suffix.length <= hostLabel.length && hostLabel.startsWith(prefix) &&
    hostLabel.endsWith(suffix);
}

// subjectaltname entries are ", "-separated; an entry whose value contains a separator or
// quote is JSON-quoted after its "TYPE:" prefix.
function splitAltNames(altNames) {
  if (!altNames.includes('"')) return altNames.split(', ');
  const result = [];
  let current = '';
  for (let i = 0; i < altNames.length;) {
    if (altNames.startsWith(', ', i)) {
      result.push(current);
      current = '';
      i += 2;
    } else if (altNames[i] === '"') {
      let end = i + 1;
      while (end < altNames.length && altNames[end] !== '"') {
        if (altNames[end] === '\\') end++;
        end++;
      }
      current += JSON.parse(altNames.slice(i, end + 1));
      i = end + 1;
    } else {
      current += altNames[i++];
    }
  }
  result.push(current);
  return result;
}

// The textual form OpenSSL prints for an address (IPv6 compressed, lower case); undefined
// for what is not an address (a listed range shows up empty in the reason, as in Node).
function canonicalizeIP(ip) {
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return undefined;
  try {
    const { URL } = require('internal/url');
    return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    return ip;
  }
}

function checkServerIdentity(hostname, cert) {
  const subject = cert.subject;
  const altNames = cert.subjectaltname;
  const dnsNames = [];
  const ips = [];
  hostname = `${hostname}`;
  if (altNames) {
    for (const name of splitAltNames(altNames)) {
      if (name.startsWith('DNS:')) dnsNames.push(name.slice(4));
      else if (name.startsWith('IP Address:')) ips.push(canonicalizeIP(name.slice(11)));
    }
  }
  let valid = false;
  let reason = 'Unknown reason';
  hostname = unfqdn(hostname);
  if (net.isIP(hostname)) {
    valid = ips.includes(canonicalizeIP(hostname));
    if (!valid) reason = `IP: ${hostname} is not in the cert's list: ${ips.join(', ')}`;
  } else if (dnsNames.length > 0 || (subject && subject.CN)) {
    const hostParts = splitHost(hostname);
    const wildcard = (pattern) => matchHost(hostParts, pattern, true);
    if (dnsNames.length > 0) {
      valid = dnsNames.some(wildcard);
      if (!valid) reason = `Host: ${hostname}. is not in the cert's altnames: ${altNames}`;
    } else {
      // The common name counts only when the certificate has no DNS names.
      const cn = subject.CN;
      if (Array.isArray(cn)) valid = cn.some(wildcard);
      else if (cn) valid = wildcard(cn);
      if (!valid) reason = `Host: ${hostname}. is not cert's CN: ${cn}`;
    }
  } else {
    reason = 'Cert does not contain a DNS name';
  }
  if (!valid) return new ERR_TLS_CERT_ALTNAME_INVALID(reason, hostname, cert);
  return undefined;
}

function getCiphers() {
  throw notImplemented('tls.getCiphers()');
}

function getCertificateCompressionAlgorithms() {
  throw notImplemented('tls.getCertificateCompressionAlgorithms()');
}

// The defaults the command line sets (--tls-min-v1.x, --tls-max-v1.x, --tls-cipher-list),
// read as Node reads them: the lowest minimum and the highest maximum named win.
function defaultsFromFlags() {
  const args = require('internal/natives').execArgv;
  const has = (flag) => args.includes(flag);
  let min = 'TLSv1.2';
  if (has('--tls-min-v1.0')) min = 'TLSv1';
  else if (has('--tls-min-v1.1')) min = 'TLSv1.1';
  else if (has('--tls-min-v1.2')) min = 'TLSv1.2';
  else if (has('--tls-min-v1.3')) min = 'TLSv1.3';
  const max = has('--tls-max-v1.2') && !has('--tls-max-v1.3') ? 'TLSv1.2' : 'TLSv1.3';
  let ciphers = defaultCoreCipherList;
  for (const a of args) {
    if (a.startsWith('--tls-cipher-list=')) ciphers = a.slice(18);
  }
  return { min, max, ciphers };
}
const flagDefaults = defaultsFromFlags();

let loadingTls = true;
module.exports = {
  CLIENT_RENEG_LIMIT: 3,
  CLIENT_RENEG_WINDOW: 600,
  DEFAULT_CIPHERS: flagDefaults.ciphers,
  DEFAULT_ECDH_CURVE: 'auto',
  DEFAULT_MIN_VERSION: flagDefaults.min,
  DEFAULT_MAX_VERSION: flagDefaults.max,
  getCiphers,
  getCertificateCompressionAlgorithms,
  getCACertificates,
  setDefaultCACertificates,
  convertALPNProtocols,
  checkServerIdentity,
  createSecureContext,
  SecureContext,
  TLSSocket,
  Server,
  createServer,
  connect,
};

// In Node, internal/tls/common (behind _tls_common) requires tls while it is still being
// built, so a tls loaded by that cycle copies undefined for these two and keeps it. Code
// that requires _tls_common before tls sees exactly that; reproduce it.
require('internal/bootstrap/realm').whenLoaded('_tls_common', () => {
  if (loadingTls) {
    module.exports.createSecureContext = undefined;
    module.exports.SecureContext = undefined;
  }
});
loadingTls = false;

Object.defineProperty(module.exports, 'rootCertificates', {
  __proto__: null,
  configurable: false,
  enumerable: true,
  get: bundledCertificates,
});
