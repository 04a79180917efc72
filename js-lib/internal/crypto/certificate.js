'use strict';
// internal/crypto/certificate: crypto.Certificate, Netscape's SPKAC (a public key and a
// challenge, signed by the key) as browsers' <keygen> sent it. The input is the base64
// text, decoded the way OpenSSL's EVP_DecodeBlock does; the DER is read here and the
// signature checked through crypto.verify. Input that does not decode or parse gives ''
// from all three functions; verifySpkac answers false for a bad signature.

const { Buffer } = require('buffer');
const { getArrayBufferOrView } = require('internal/crypto/util');
// The DER reader X509Certificate uses: readTlv gives { tag, start (of the element), body
// (of its contents), end }.
const { readTlv, oidText } = require('internal/crypto/x509');

const kBase64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// EVP_DecodeBlock: spaces and tabs are trimmed from the front, line ends, whitespace and
// '-' from the back, then whole groups of four characters are decoded; a padded group
// still yields three bytes (the DER parser ignores what follows the structure).
function decodeBlock(bytes) {
  let start = 0;
  let end = bytes.length;
  while (start < end && (bytes[start] === 0x20 || bytes[start] === 0x09)) start++;
  const isTrailer = (c) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x2d;
  while (end - start > 3 && isTrailer(bytes[end - 1])) end--;
  if ((end - start) % 4 !== 0) return null;
  const out = Buffer.alloc(((end - start) / 4) * 3);
  let o = 0;
  for (let i = start; i < end; i += 4) {
    let v = 0;
    let pad = 0;
    for (let j = 0; j < 4; j++) {
      const c = bytes[i + j];
      let d;
      if (c === 0x3d && i + 4 === end && j >= 2) {
        d = 0;
        pad++;
      } else {
        if (pad > 0) return null;
        d = kBase64.indexOf(String.fromCharCode(c));
        if (d < 0) return null;
      }
      v = v * 64 + d;
    }
    out[o++] = (v >>> 16) & 0xff;
    out[o++] = (v >>> 8) & 0xff;
    out[o++] = v & 0xff;
  }
  return out;
}

// The digest each signature algorithm names (null: the key signs the data itself).
const kSignatureDigests = {
  __proto__: null,
  '1.2.840.113549.1.1.4': 'md5', '1.2.840.113549.1.1.5': 'sha1',
  '1.2.840.113549.1.1.14': 'sha224', '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384', '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.4.1': 'sha1', '1.2.840.10045.4.3.1': 'sha224',
  '1.2.840.10045.4.3.2': 'sha256', '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512', '1.2.840.10040.4.3': 'sha1',
  '2.16.840.1.101.3.4.3.1': 'sha224', '2.16.840.1.101.3.4.3.2': 'sha256',
  '1.3.101.112': null, '1.3.101.113': null,
};
const kRsaPss = '1.2.840.113549.1.1.10';
const kHashes = {
  __proto__: null, '1.3.14.3.2.26': 'sha1', '2.16.840.1.101.3.4.2.4': 'sha224',
  '2.16.840.1.101.3.4.2.1': 'sha256', '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

// The hash of an AlgorithmIdentifier element, or undefined.
function hashOf(der, el) {
  const oid = readTlv(der, el.body, el.end);
  return oid !== null && oid.tag === 0x06 ? kHashes[oidText(der, oid)] : undefined;
}

// RSASSA-PSS-params: [hash, saltLength], or null for what crypto.verify cannot check (an
// MGF1 hash other than the message's, another mask function or trailer).
function pssParams(der, algorithm) {
  const oid = readTlv(der, algorithm.body, algorithm.end);
  const params = readTlv(der, oid.end, algorithm.end);
  let hash = 'sha1';
  let mgfHash = 'sha1';
  let saltLength = 20;
  if (params !== null && params.tag === 0x30) {
    for (let pos = params.body; pos < params.end;) {
      const field = readTlv(der, pos, params.end);
      if (field === null) return null;
      const inner = readTlv(der, field.body, field.end);
      if (inner === null) return null;
      if (field.tag === 0xa0) {
        hash = hashOf(der, inner);
      } else if (field.tag === 0xa1) {
        const mgf = readTlv(der, inner.body, inner.end);
        if (mgf === null || oidText(der, mgf) !== '1.2.840.113549.1.1.8') return null;
        const mgfAlg = readTlv(der, mgf.end, inner.end);
        mgfHash = mgfAlg === null ? undefined : hashOf(der, mgfAlg);
      } else if (field.tag === 0xa2) {
        saltLength = 0;
        for (let i = inner.body; i < inner.end; i++) saltLength = saltLength * 256 + der[i];
      } else if (field.tag === 0xa3) {
        if (inner.end - inner.body !== 1 || der[inner.body] !== 1) return null;
      }
      pos = field.end;
    }
  } else if (params !== null && params.tag !== 0x05) {
    return null;
  }
  if (hash === undefined || hash !== mgfHash) return null;
  return [hash, saltLength];
}

// The key type each signature algorithm is for.
function signatureKeyType(oid) {
  if (oid.startsWith('1.2.840.113549.1.1.')) return 'rsa';
  if (oid.startsWith('1.2.840.10045.4.')) return 'ec';
  if (oid === '1.3.101.112') return 'ed25519';
  if (oid === '1.3.101.113') return 'ed448';
  return 'dsa';
}

// SignedPublicKeyAndChallenge ::= SEQUENCE { SEQUENCE { spki, IA5String challenge },
// AlgorithmIdentifier, BIT STRING }, as the parts the three functions need, or null.
function parse(spkac) {
  const bytes = Buffer.from(spkac.buffer ?? spkac, spkac.byteOffset ?? 0, spkac.byteLength);
  if (bytes.length === 0) return null;
  const der = decodeBlock(bytes);
  if (der === null) return null;
  const outer = readTlv(der, 0, der.length);
  if (outer === null || outer.tag !== 0x30) return null;
  const signed = readTlv(der, outer.body, outer.end);
  if (signed === null || signed.tag !== 0x30) return null;
  const spki = readTlv(der, signed.body, signed.end);
  if (spki === null || spki.tag !== 0x30) return null;
  const challenge = readTlv(der, spki.end, signed.end);
  if (challenge === null || challenge.tag !== 0x16 || challenge.end !== signed.end) return null;
  const algorithm = readTlv(der, signed.end, outer.end);
  if (algorithm === null || algorithm.tag !== 0x30) return null;
  const oid = readTlv(der, algorithm.body, algorithm.end);
  if (oid === null || oid.tag !== 0x06) return null;
  const signature = readTlv(der, algorithm.end, outer.end);
  if (signature === null || signature.tag !== 0x03 || signature.end !== outer.end ||
      signature.body === signature.end) {
    return null;
  }
  let key;
  try {
    key = require('internal/crypto/keys').createPublicKey({
      key: der.subarray(spki.start, spki.end), format: 'der', type: 'spki',
    });
  } catch {
    return null;
  }
  return {
    key,
    pss: oidText(der, oid) === kRsaPss ? pssParams(der, algorithm) : undefined,
    challenge: der.subarray(challenge.body, challenge.end),
    signed: der.subarray(signed.start, signed.end),
    algorithm: oidText(der, oid),
    signature: der.subarray(signature.body + 1, signature.end),
    unusedBits: der[signature.body],
  };
}

// Node turns strings into bytes with `encoding` and refuses input past a C int.
function spkacBytes(spkac, encoding) {
  const buf = getArrayBufferOrView(spkac, 'spkac', encoding);
  if (buf.byteLength > 0x7fffffff) {
    const err = new RangeError('spkac is too large');
    err.code = 'ERR_OUT_OF_RANGE';
    throw err;
  }
  return buf;
}

function verifySpkac(spkac, encoding) {
  const bytes = spkacBytes(spkac, encoding);
  const parsed = parse(bytes);
  if (parsed === null) return bytes.byteLength === 0 ? '' : false;
  if (parsed.unusedBits !== 0) return false;
  const { verifyOneShot } = require('internal/crypto/sig');
  const keyType = parsed.key.asymmetricKeyType;
  try {
    if (parsed.pss !== undefined) {
      if (parsed.pss === null || (keyType !== 'rsa' && keyType !== 'rsa-pss')) return false;
      const { RSA_PKCS1_PSS_PADDING } = require('internal/crypto_constants');
      return verifyOneShot(parsed.pss[0], parsed.signed, {
        key: parsed.key, padding: RSA_PKCS1_PSS_PADDING, saltLength: parsed.pss[1],
      }, parsed.signature);
    }
    const digest = kSignatureDigests[parsed.algorithm];
    if (digest === undefined || signatureKeyType(parsed.algorithm) !== keyType) return false;
    return verifyOneShot(digest, parsed.signed, parsed.key, parsed.signature);
  } catch {
    return false;
  }
}

function exportPublicKey(spkac, encoding) {
  const parsed = parse(spkacBytes(spkac, encoding));
  if (parsed === null) return '';
  return Buffer.from(parsed.key.export({ type: 'spki', format: 'pem' }));
}

function exportChallenge(spkac, encoding) {
  const parsed = parse(spkacBytes(spkac, encoding));
  if (parsed === null) return '';
  return Buffer.from(parsed.challenge);
}

// A function, not a class: Node keeps Certificate() callable without new.
function Certificate() {
  if (!(this instanceof Certificate)) return new Certificate();
}

Certificate.prototype.verifySpkac = verifySpkac;
Certificate.prototype.exportPublicKey = exportPublicKey;
Certificate.prototype.exportChallenge = exportChallenge;

Certificate.exportChallenge = exportChallenge;
Certificate.exportPublicKey = exportPublicKey;
Certificate.verifySpkac = verifySpkac;

module.exports = Certificate;
