// crypto.X509Certificate. The fields OpenSSL prints (names, validity text, fingerprints,
// serial, the public key's numbers) come from the tls binding's parseCertificate, which TLS
// uses for getPeerCertificate(); what it does not give (the signed part and the signature,
// the access-information and key-identifier extensions, the raw alternative names the
// check* methods compare) is read here from the DER. checkHost, checkEmail and checkIP follow
// OpenSSL's X509_check_host/email/ip rules (a host check answers the certificate's name that
// matched, the others the name asked for), checkIssued its name, key-identifier and
// key-usage checks (as X509_check_issued, no signature check), verify checks the signature
// with the given key. TLS sockets' getX509Certificate/getPeerX509Certificate build on it.
'use strict';

const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
} = require('internal/errors');
const { validateBoolean, validateObject, validateString } = require('internal/validators');

const kState = Symbol('kX509State');

const { opensslError } = require('internal/crypto/util');

function nativeTypeError(message) {
  const err = new TypeError(message);
  err.code = 'ERR_INVALID_ARG_VALUE';
  return err;
}

// ---------------------------------------------------------------------------------------
// DER

function readTlv(buf, pos, limit) {
  if (pos + 2 > limit) return null;
  const tag = buf[pos];
  let len = buf[pos + 1];
  let header = 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4 || pos + 2 + n > limit) return null;
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[pos + 2 + i];
    header += n;
  }
  const end = pos + header + len;
  if (end > limit) return null;
  return { tag, start: pos, body: pos + header, end };
}

function childrenOf(buf, tlv) {
  const out = [];
  for (let p = tlv.body; p < tlv.end;) {
    const c = readTlv(buf, p, tlv.end);
    if (c === null) return null;
    out.push(c);
    p = c.end;
  }
  return out;
}

function oidText(buf, tlv) {
  const parts = [];
  let value = 0;
  for (let i = tlv.body; i < tlv.end; i++) {
    value = value * 128 + (buf[i] & 0x7f);
    if ((buf[i] & 0x80) === 0) {
      if (parts.length === 0) {
        const first = value < 80 ? Math.floor(value / 40) : 2;
        parts.push(first, value - first * 40);
      } else {
        parts.push(value);
      }
      value = 0;
    }
  }
  return parts.join('.');
}

function timeOf(buf, tlv) {
  const text = buf.latin1Slice(tlv.body, tlv.end);
  let y;
  let rest;
  if (tlv.tag === 0x17) {
    y = Number(text.slice(0, 2));
    y += y >= 50 ? 1900 : 2000;
    rest = text.slice(2);
  } else {
    y = Number(text.slice(0, 4));
    rest = text.slice(4);
  }
  const d = new Date(0);
  d.setUTCFullYear(y, Number(rest.slice(0, 2)) - 1, Number(rest.slice(2, 4)));
  d.setUTCHours(Number(rest.slice(4, 6)), Number(rest.slice(6, 8)),
                Number(rest.slice(8, 10)) || 0, 0);
  return d;
}

// The parts of a certificate this file reads, or null when the DER is no certificate.
function parseDer(der) {
  const top = readTlv(der, 0, der.length);
  if (top === null || top.tag !== 0x30 || top.end !== der.length) return null;
  const [tbs, sigAlg, sigValue] = childrenOf(der, top) || [];
  if (tbs === undefined || sigValue === undefined || sigValue.tag !== 0x03) return null;
  const fields = childrenOf(der, tbs);
  if (fields === null) return null;
  let i = fields[0] && fields[0].tag === 0xa0 ? 1 : 0;
  const issuer = fields[i + 2];
  const validity = fields[i + 3];
  const subject = fields[i + 4];
  const spki = fields[i + 5];
  if (spki === undefined) return null;
  i += 6;
  const state = {
    tbs: der.subarray(tbs.start, tbs.end),
    signature: der.subarray(sigValue.body + 1, sigValue.end),
    signatureOid: undefined,
    signatureParams: undefined,
    issuerDer: der.subarray(issuer.start, issuer.end),
    subjectDer: der.subarray(subject.start, subject.end),
    spki: der.subarray(spki.start, spki.end),
    notBefore: undefined,
    notAfter: undefined,
    altNames: [],
    hasDnsAltName: false,
    hasEmailAltName: false,
    infoAccess: undefined,
    subjectKeyId: undefined,
    authorityKeyId: undefined,
    // keyUsage's bits, when the extension is there.
    keyUsage: undefined,
    issuerCertificate: undefined,
  };
  const alg = childrenOf(der, sigAlg);
  if (alg && alg[0] && alg[0].tag === 0x06) {
    state.signatureOid = oidText(der, alg[0]);
    state.signatureParams = alg[1];
  }
  const times = childrenOf(der, validity);
  if (times && times.length === 2) {
    state.notBefore = timeOf(der, times[0]);
    state.notAfter = timeOf(der, times[1]);
  }
  for (; i < fields.length; i++) {
    if (fields[i].tag !== 0xa3) continue;
    const [list] = childrenOf(der, fields[i]) || [];
    for (const ext of (list && childrenOf(der, list)) || []) {
      const parts = childrenOf(der, ext);
      if (parts === null || parts.length < 2) continue;
      const oid = oidText(der, parts[0]);
      const value = parts[parts.length - 1];
      const inner = readTlv(der, value.body, value.end);
      if (inner === null) continue;
      if (oid === '2.5.29.17') {
        for (const name of childrenOf(der, inner) || []) {
          const bytes = der.subarray(name.body, name.end);
          state.altNames.push({ tag: name.tag, bytes });
          if (name.tag === 0x82) state.hasDnsAltName = true;
          if (name.tag === 0x81) state.hasEmailAltName = true;
        }
      } else if (oid === '1.3.6.1.5.5.7.1.1') {
        state.infoAccess = accessDescriptions(der, inner);
      } else if (oid === '2.5.29.14' && inner.tag === 0x04) {
        state.subjectKeyId = der.subarray(inner.body, inner.end);
      } else if (oid === '2.5.29.15' && inner.tag === 0x03) {
        state.keyUsage = inner.body + 1 < inner.end ? der[inner.body + 1] : 0;
      } else if (oid === '2.5.29.35') {
        const id = (childrenOf(der, inner) || []).find((c) => c.tag === 0x80);
        if (id !== undefined) state.authorityKeyId = der.subarray(id.body, id.end);
      }
    }
  }
  return state;
}

const kAccessMethods = {
  '1.3.6.1.5.5.7.48.1': 'OCSP',
  '1.3.6.1.5.5.7.48.2': 'CA Issuers',
};

// [method, "TYPE:value"] pairs of the authority information access extension, in OpenSSL's
// words for the methods and name types.
function accessDescriptions(der, seq) {
  const out = [];
  for (const desc of childrenOf(der, seq) || []) {
    const [method, name] = childrenOf(der, desc) || [];
    if (name === undefined) continue;
    const oid = oidText(der, method);
    out.push([kAccessMethods[oid] || oid, generalNameText(der, name)]);
  }
  return out;
}

function generalNameText(der, name) {
  const text = der.latin1Slice(name.body, name.end);
  switch (name.tag) {
    case 0x86: return `URI:${text}`;
    case 0x82: return `DNS:${text}`;
    case 0x81: return `email:${text}`;
    case 0x87: return `IP Address:${ipText(der.subarray(name.body, name.end))}`;
    default: return '<unsupported>';
  }
}

function ipText(bytes) {
  if (bytes.length === 4) return Array.from(bytes).join('.');
  if (bytes.length === 16) {
    const groups = [];
    for (let i = 0; i < 16; i += 2) {
      groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16).toUpperCase());
    }
    return groups.join(':');
  }
  return '<invalid>';
}

// ---------------------------------------------------------------------------------------
// Input

const kPemLabels = ['CERTIFICATE', 'TRUSTED CERTIFICATE', 'X509 CERTIFICATE'];

function derOf(buffer) {
  let bytes;
  if (typeof buffer === 'string') {
    bytes = Buffer.from(buffer, 'utf8');
  } else if (ArrayBuffer.isView(buffer)) {
    bytes = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } else {
    throw new ERR_INVALID_ARG_TYPE('buffer', ['string', 'Buffer', 'TypedArray', 'DataView'],
                                   buffer);
  }
  const text = bytes.latin1Slice(0, bytes.length);
  for (const label of kPemLabels) {
    const begin = text.indexOf(`-----BEGIN ${label}-----`);
    if (begin === -1) continue;
    const from = begin + label.length + 16;
    const end = text.indexOf(`-----END ${label}-----`, from);
    if (end === -1) break;
    return Buffer.from(text.slice(from, end).replace(/\s+/g, ''), 'base64');
  }
  if (typeof buffer !== 'string' && bytes[0] === 0x30) return Buffer.from(bytes);
  throw opensslError('0480006C', 'PEM routines', 'no start line', 'ERR_OSSL_PEM_NO_START_LINE');
}

// ---------------------------------------------------------------------------------------
// Names

// OpenSSL's multi-line name printing with RFC 2253 escapes and control characters as \XX.
function escapeValue(value) {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) {
      out += `\\${code.toString(16).toUpperCase().padStart(2, '0')}`;
    } else if (',+"\\<>;'.includes(ch) || (i === 0 && (ch === '#' || ch === ' ')) ||
               (i === value.length - 1 && ch === ' ')) {
      out += `\\${ch}`;
    } else {
      out += ch;
    }
  }
  return out;
}

function nameText(pairs) {
  return pairs.length === 0 ? undefined :
    pairs.map(([key, value]) => `${key}=${escapeValue(value)}`).join('\n');
}

// `[[key, value], ...]` from the binding → Node's null-prototype name object, a repeated
// key becoming an array (TLS sockets' certificate objects use it too).
function nameObject(pairs) {
  const out = { __proto__: null };
  for (const [key, value] of pairs) {
    if (key in out) {
      if (Array.isArray(out[key])) out[key].push(value);
      else out[key] = [out[key], value];
    } else {
      out[key] = value;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Host, email and address checks

function hostOptions(options) {
  const flags = { subject: 'default', wildcards: true, partialWildcards: true,
                  multiLabelWildcards: false, singleLabelSubdomains: false };
  if (options === undefined) return flags;
  validateObject(options, 'options');
  if (options.subject !== undefined) {
    validateString(options.subject, 'options.subject');
    if (options.subject !== 'default' && options.subject !== 'always' &&
        options.subject !== 'never') {
      throw new ERR_INVALID_ARG_VALUE('options.subject', options.subject);
    }
    flags.subject = options.subject;
  }
  for (const key of ['wildcards', 'partialWildcards', 'multiLabelWildcards',
                     'singleLabelSubdomains']) {
    if (options[key] !== undefined) {
      validateBoolean(options[key], `options.${key}`);
      flags[key] = options[key];
    }
  }
  return flags;
}

function checkedName(name, argName) {
  validateString(name, argName);
  if (name.includes('\0')) throw nativeTypeError('Invalid name');
  return name;
}

const lower = (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

// OpenSSL's equal_wildcard: a `*` only in the leftmost label of a pattern with at least two
// labels after it, not in an IDNA label, matching within one label unless multi-label is on.
function hostMatches(pattern, host, flags) {
  const p = lower(pattern);
  const h = lower(host);
  if (p === h) return true;
  if (!flags.wildcards) return false;
  const star = p.indexOf('*');
  if (star === -1 || p.indexOf('*', star + 1) !== -1) return false;
  const firstDot = p.indexOf('.');
  if (firstDot === -1 || star > firstDot) return false;
  const rest = p.slice(firstDot + 1);
  if (!rest.includes('.')) return false;
  const label = p.slice(0, firstDot);
  if (label !== '*' && (!flags.partialWildcards || label.startsWith('xn--'))) return false;
  const prefix = p.slice(0, star);
  const suffix = p.slice(star + 1);
  if (h.length < prefix.length + suffix.length) return false;
  if (!h.startsWith(prefix) || !h.endsWith(suffix)) return false;
  const middle = h.slice(prefix.length, h.length - suffix.length);
  if (middle.startsWith('xn--') && prefix === '') return false;
  if (!flags.multiLabelWildcards && middle.includes('.')) return false;
  // The wildcard never matches the empty label of "*.example.com" against "example.com".
  return !(label === '*' && middle === '');
}

function emailMatches(pattern, email) {
  const at = pattern.lastIndexOf('@');
  const at2 = email.lastIndexOf('@');
  if (at === -1 || at2 === -1) return pattern === email;
  return pattern.slice(0, at) === email.slice(0, at2) &&
    lower(pattern.slice(at + 1)) === lower(email.slice(at2 + 1));
}

function ipBytes(ip) {
  const { isIPv4, isIPv6 } = require('net');
  if (isIPv4(ip)) return Buffer.from(ip.split('.').map(Number));
  if (!isIPv6(ip)) return null;
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, undefined];
  const parse = (s) => (s === '' ? [] : s.split(':'));
  let groups = parse(head);
  let tailGroups = tail === undefined ? [] : parse(tail);
  // An embedded IPv4 tail (`::ffff:1.2.3.4`) is two groups.
  const expand = (list) => list.flatMap((g) => {
    if (!g.includes('.')) return [g];
    const b = g.split('.').map(Number);
    return [((b[0] << 8) | b[1]).toString(16), ((b[2] << 8) | b[3]).toString(16)];
  });
  groups = expand(groups);
  tailGroups = expand(tailGroups);
  const all = tail === undefined ? groups :
    [...groups, ...new Array(8 - groups.length - tailGroups.length).fill('0'), ...tailGroups];
  const out = Buffer.alloc(16);
  all.forEach((g, i) => out.writeUInt16BE(parseInt(g, 16), i * 2));
  return out;
}

// ---------------------------------------------------------------------------------------

const kSignatureAlgorithms = {
  '1.2.840.113549.1.1.4': ['md5WithRSAEncryption', 'md5'],
  '1.2.840.113549.1.1.5': ['sha1WithRSAEncryption', 'sha1'],
  '1.2.840.113549.1.1.10': ['RSASSA-PSS', 'pss'],
  '1.2.840.113549.1.1.11': ['sha256WithRSAEncryption', 'sha256'],
  '1.2.840.113549.1.1.12': ['sha384WithRSAEncryption', 'sha384'],
  '1.2.840.113549.1.1.13': ['sha512WithRSAEncryption', 'sha512'],
  '1.2.840.113549.1.1.14': ['sha224WithRSAEncryption', 'sha224'],
  '1.2.840.10045.4.1': ['ecdsa-with-SHA1', 'sha1'],
  '1.2.840.10045.4.3.1': ['ecdsa-with-SHA224', 'sha224'],
  '1.2.840.10045.4.3.2': ['ecdsa-with-SHA256', 'sha256'],
  '1.2.840.10045.4.3.3': ['ecdsa-with-SHA384', 'sha384'],
  '1.2.840.10045.4.3.4': ['ecdsa-with-SHA512', 'sha512'],
  '1.2.840.10040.4.3': ['dsaWithSHA1', 'sha1'],
  '2.16.840.1.101.3.4.3.1': ['dsa_with_SHA224', 'sha224'],
  '2.16.840.1.101.3.4.3.2': ['dsa_with_SHA256', 'sha256'],
  '1.3.101.112': ['ED25519', null],
  '1.3.101.113': ['ED448', null],
};

const kPssHashes = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
  '2.16.840.1.101.3.4.2.4': 'sha224',
};

// RSASSA-PSS-params: hash (default SHA-1) and salt length (default 20).
function pssParams(der, params) {
  let hash = 'sha1';
  let saltLength = 20;
  for (const field of (params && params.tag === 0x30 && childrenOf(der, params)) || []) {
    const [inner] = childrenOf(der, field) || [];
    if (inner === undefined) continue;
    if (field.tag === 0xa0) {
      const [oid] = childrenOf(der, inner) || [];
      if (oid !== undefined) hash = kPssHashes[oidText(der, oid)] || hash;
    } else if (field.tag === 0xa2 && inner.tag === 0x02) {
      saltLength = 0;
      for (let i = inner.body; i < inner.end; i++) saltLength = saltLength * 256 + der[i];
    }
  }
  return { hash, saltLength };
}

function keyObjects() {
  return require('internal/crypto/keys');
}

// The binding's fields, with the serial as OpenSSL prints it: a number, so DER's
// sign-keeping leading zero bytes go.
function certificateFields(der) {
  const fields = internalBinding('tls').parseCertificate(der);
  if (fields !== undefined && typeof fields.serialNumber === 'string') {
    fields.serialNumber = fields.serialNumber.replace(/^(?:00)+/, '') || '0';
  }
  return fields;
}

function initialize(cert, der) {
  const fields = certificateFields(der);
  const state = fields === undefined ? null : parseDer(der);
  if (state === null) {
    throw opensslError('068000A8', 'asn1 encoding routines', 'wrong tag',
                       'ERR_OSSL_ASN1_WRONG_TAG');
  }
  state.der = der;
  state.fields = fields;
  Object.defineProperty(cert, kState, { value: state });
  // postMessage and structuredClone copy a certificate as Node does: its DER, read again.
  const { markTransferMode } = require('internal/worker/js_transferable');
  markTransferMode(cert, true, false);
}

class X509Certificate {
  constructor(buffer) {
    initialize(this, derOf(buffer));
  }

  [require('internal/worker/js_transferable').kClone]() {
    return {
      data: { der: this[kState].der },
      deserializeInfo: 'internal/crypto/x509:InternalX509Certificate',
    };
  }

  [require('util').inspect.custom](depth, options, inspect) {
    if (depth < 0) return this;
    const view = {};
    for (const key of ['subject', 'subjectAltName', 'issuer', 'infoAccess', 'validFrom', 'validTo',
                       'validFromDate', 'validToDate', 'fingerprint', 'fingerprint256',
                       'fingerprint512', 'keyUsage', 'serialNumber', 'signatureAlgorithm',
                       'signatureAlgorithmOid']) {
      view[key] = this[key];
    }
    const depthLeft = options.depth == null ? null : options.depth - 1;
    return `X509Certificate ${inspect(view, { ...options, depth: depthLeft })}`;
  }

  get subject() { return nameText(this[kState].fields.subject); }
  get subjectAltName() { return this[kState].fields.subjectaltname; }
  get issuer() { return nameText(this[kState].fields.issuer); }
  get issuerCertificate() { return this[kState].issuerCertificate; }
  get infoAccess() {
    const info = this[kState].infoAccess;
    return info === undefined ? undefined : info.map(([m, n]) => `${m} - ${n}`).join('\n');
  }
  get validFrom() { return this[kState].fields.valid_from; }
  get validTo() { return this[kState].fields.valid_to; }
  get validFromDate() { return new Date(this[kState].notBefore); }
  get validToDate() { return new Date(this[kState].notAfter); }
  get fingerprint() { return this[kState].fields.fingerprint; }
  get fingerprint256() { return this[kState].fields.fingerprint256; }
  get fingerprint512() { return this[kState].fields.fingerprint512; }
  get keyUsage() {
    const eku = this[kState].fields.ext_key_usage;
    return eku === undefined ? undefined : [...eku];
  }
  get serialNumber() { return this[kState].fields.serialNumber; }
  get signatureAlgorithm() {
    const known = kSignatureAlgorithms[this[kState].signatureOid];
    return known === undefined ? undefined : known[0];
  }
  get signatureAlgorithmOid() { return this[kState].signatureOid; }
  get raw() { return Buffer.from(this[kState].der); }
  get publicKey() {
    try {
      return keyObjects().createPublicKey({ key: this[kState].spki, format: 'der', type: 'spki' });
    } catch {
      // OpenSSL's X509_get_pubkey fails in its EVP layer, whatever the key's defect.
      throw opensslError('03000072', 'digital envelope routines', 'decode error',
                         'ERR_OSSL_EVP_DECODE_ERROR');
    }
  }
  toString() {
    const b64 = this[kState].der.toString('base64');
    let body = '';
    for (let i = 0; i < b64.length; i += 64) body += `${b64.slice(i, i + 64)}\n`;
    return `-----BEGIN CERTIFICATE-----\n${body}-----END CERTIFICATE-----\n`;
  }
  toJSON() { return this.toString(); }
  get ca() { return this[kState].fields.ca; }

  checkHost(name, options) {
    checkedName(name, 'name');
    const flags = hostOptions(options);
    const state = this[kState];
    for (const { tag, bytes } of state.altNames) {
      if (tag !== 0x82) continue;
      const pattern = bytes.latin1Slice(0, bytes.length);
      if (hostMatches(pattern, name, flags)) return pattern;
    }
    if ((flags.subject === 'default' && !state.hasDnsAltName) || flags.subject === 'always') {
      for (const [key, value] of state.fields.subject) {
        if (key === 'CN' && hostMatches(value, name, flags)) return value;
      }
    }
    return undefined;
  }

  checkEmail(email, options) {
    checkedName(email, 'email');
    const flags = hostOptions(options);
    const state = this[kState];
    for (const { tag, bytes } of state.altNames) {
      if (tag !== 0x81) continue;
      const pattern = bytes.latin1Slice(0, bytes.length);
      if (emailMatches(pattern, email)) return email;
    }
    if ((flags.subject === 'default' && !state.hasEmailAltName) || flags.subject === 'always') {
      for (const [key, value] of state.fields.subject) {
        if (key === 'emailAddress' && emailMatches(value, email)) return email;
      }
    }
    return undefined;
  }

  checkIP(ip) {
    validateString(ip, 'ip');
    const bytes = ip.includes('\0') ? null : ipBytes(ip);
    if (bytes === null) throw nativeTypeError('Invalid name');
    for (const { tag, bytes: alt } of this[kState].altNames) {
      if (tag === 0x87 && alt.equals(bytes)) return ip;
    }
    return undefined;
  }

  checkIssued(otherCert) {
    if (!isX509Certificate(otherCert)) {
      throw new ERR_INVALID_ARG_TYPE('otherCert', 'X509Certificate', otherCert);
    }
    const mine = this[kState];
    const other = otherCert[kState];
    if (!mine.issuerDer.equals(other.subjectDer)) return false;
    // An issuer whose key usage is given must allow keyCertSign.
    if (other.keyUsage !== undefined && (other.keyUsage & 0x04) === 0) return false;
    if (mine.authorityKeyId !== undefined && other.subjectKeyId !== undefined &&
        !mine.authorityKeyId.equals(other.subjectKeyId)) {
      return false;
    }
    return true;
  }

  checkPrivateKey(pkey) {
    const { isKeyObject, createPublicKey } = keyObjects();
    if (!isKeyObject(pkey)) throw new ERR_INVALID_ARG_TYPE('pkey', 'KeyObject', pkey);
    if (pkey.type !== 'private') throw new ERR_INVALID_ARG_VALUE('pkey', pkey);
    const spki = createPublicKey(pkey).export({ type: 'spki', format: 'der' });
    return spki.equals(this[kState].spki);
  }

  verify(pkey) {
    const { isKeyObject } = keyObjects();
    if (!isKeyObject(pkey)) throw new ERR_INVALID_ARG_TYPE('pkey', 'KeyObject', pkey);
    if (pkey.type !== 'public') throw new ERR_INVALID_ARG_VALUE('pkey', pkey);
    const state = this[kState];
    const known = kSignatureAlgorithms[state.signatureOid];
    if (known === undefined) return false;
    const crypto = require('crypto');
    try {
      if (known[1] === 'pss') {
        const { hash, saltLength } = pssParams(state.der, state.signatureParams);
        return crypto.verify(hash, state.tbs, {
          key: pkey, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength,
        }, state.signature);
      }
      return crypto.verify(known[1], state.tbs, pkey, state.signature);
    } catch {
      return false;
    }
  }

  toLegacyObject() {
    const state = this[kState];
    const legacy = certificateFields(state.der);
    legacy.subject = nameObject(legacy.subject);
    legacy.issuer = nameObject(legacy.issuer);
    if (state.infoAccess !== undefined) {
      const info = { __proto__: null };
      for (const [method, name] of state.infoAccess) {
        const colon = name.indexOf(':');
        const key = `${method} - ${name.slice(0, colon)}`;
        (info[key] ??= []).push(name.slice(colon + 1));
      }
      legacy.infoAccess = info;
    }
    return legacy;
  }
}

// What a cloned certificate is made as: the clone's record gives the DER afterwards.
class InternalX509Certificate {
  [require('internal/worker/js_transferable').kDeserialize]({ der }) {
    initialize(this, Buffer.from(der));
  }
}
Object.setPrototypeOf(InternalX509Certificate.prototype, X509Certificate.prototype);
Object.defineProperty(InternalX509Certificate.prototype, 'constructor', {
  value: X509Certificate, writable: true, configurable: true,
});

// A TLS peer's chain as Node links it: each certificate's issuerCertificate is the next one
// the peer sent; the last has none.
function certificateChain(ders) {
  let leaf;
  let previous;
  for (const der of ders) {
    let cert;
    try {
      cert = new X509Certificate(der);
    } catch {
      break;
    }
    if (previous === undefined) leaf = cert;
    else previous[kState].issuerCertificate = cert;
    previous = cert;
  }
  return leaf;
}

function isX509Certificate(value) {
  return value !== null && typeof value === 'object' && kState in value;
}

module.exports = {
  X509Certificate, InternalX509Certificate, certificateChain, isX509Certificate, nameObject,
  readTlv, oidText,
};
