// `fetch` exists as a global (Node's test/common names it), but minirt has no HTTP stack:
// calling it rejects with ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

function fetch() {
  const { codes } = require('internal/errors');
  return Promise.reject(new codes.ERR_METHOD_NOT_IMPLEMENTED('fetch()'));
}

module.exports = { fetch };
