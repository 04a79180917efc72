// `_tls_wrap` (deprecated, DEP0192): TLSSocket, Server, createServer and connect from
// internal/tls/wrap; loading it warns, as in Node 26.
'use strict';

const { TLSSocket, Server, createServer, connect } = require('internal/tls/wrap');

module.exports = {
  TLSSocket,
  Server,
  createServer,
  connect,
};
process.emitWarning('The _tls_wrap module is deprecated. Use `node:tls` instead.',
  'DeprecationWarning', 'DEP0192');
