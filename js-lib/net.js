// `net`: only what Node's test/common touches at load time (the connection-attempt
// timeout knobs, isIP helpers). Sockets and servers are not implemented: creating one
// throws ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

let autoSelectFamilyAttemptTimeout = 250;

function notImplemented(name) {
  return function () {
    const { codes } = require('internal/errors');
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED(`net.${name}()`);
  };
}

const v4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
function isIPv4(s) {
  return typeof s === 'string' && v4.test(s);
}
function isIPv6(s) {
  if (typeof s !== 'string' || !s.includes(':')) return false;
  try {
    const { URL } = require('internal/url');
    new URL(`http://[${s.replace(/%.*$/, '')}]/`);
    return true;
  } catch {
    return false;
  }
}

module.exports = {
  getDefaultAutoSelectFamily: () => true,
  setDefaultAutoSelectFamily: () => {},
  getDefaultAutoSelectFamilyAttemptTimeout: () => autoSelectFamilyAttemptTimeout,
  setDefaultAutoSelectFamilyAttemptTimeout(value) {
    const { validateInt32 } = require('internal/validators');
    validateInt32(value, 'value', 1);
    autoSelectFamilyAttemptTimeout = value < 10 ? 10 : value;
  },
  isIP: (s) => (isIPv4(s) ? 4 : isIPv6(s) ? 6 : 0),
  isIPv4,
  isIPv6,
  createServer: notImplemented('createServer'),
  createConnection: notImplemented('createConnection'),
  connect: notImplemented('connect'),
  Socket: notImplemented('Socket'),
  Server: notImplemented('Server'),
};
