// `_tls_common` (deprecated, DEP0192): SecureContext, createSecureContext and
// translatePeerCertificate from internal/tls/common; loading it warns, as in Node 26.
'use strict';

const { SecureContext, createSecureContext, translatePeerCertificate } =
  require('internal/tls/common');

module.exports = {
  SecureContext,
  createSecureContext,
  translatePeerCertificate,
};
process.emitWarning('The _tls_common module is deprecated. Use `node:tls` instead.',
  'DeprecationWarning', 'DEP0192');
