// `codes` for modules that need internal/errors only to throw: any `codes.ERR_*` read loads
// internal/errors then and answers its class. internal/errors is the largest file behind
// `require('fs')` and most programs never see one of its errors, so the modules on that path
// take their codes from here.
'use strict';

let errors;
function lazyErrors() {
  if (errors === undefined) errors = require('internal/errors');
  return errors;
}

const codes = new Proxy({ __proto__: null }, {
  get(target, code) {
    return lazyErrors().codes[code];
  },
});

module.exports = { codes, lazyErrors };
