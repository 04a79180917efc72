// Secure contexts and the peer-certificate translation, for `tls` and `_tls_common`. A
// SecureContext wraps an OpenSSL context, which minirt does not have: creating one throws
// ERR_METHOD_NOT_IMPLEMENTED. translatePeerCertificate is plain data reshaping and works.
'use strict';

// As in Node, TLS loads crypto (which also completes the shared crypto constants table).
require('crypto');

const { notImplemented } = require('internal/http');

function SecureContext(secureProtocol, secureOptions, minVersion, maxVersion) {
  if (!(this instanceof SecureContext)) {
    return new SecureContext(secureProtocol, secureOptions, minVersion, maxVersion);
  }
  throw notImplemented('tls.SecureContext');
}

function createSecureContext(options) {
  throw notImplemented('tls.createSecureContext()');
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
  SecureContext,
  createSecureContext,
  translatePeerCertificate,
};
