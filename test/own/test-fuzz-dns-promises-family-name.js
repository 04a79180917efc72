// minirt's own test: dns.promises.lookup takes only 0, 4 or 6 as options.family and says
// so synchronously, before the hostname is looked at, while the callback dns.lookup also
// takes 'IPv4' and 'IPv6' (js-lib/internal/dns.js, dns/promises.js). Found by differential
// fuzzing; expected values are Node 26.10's.
'use strict';
const common = require('../common');
const assert = require('assert');
const dns = require('dns');

for (const family of ['IPv4', 'IPv6']) {
  for (const hostname of ['1.2.3.4', 'localhost', '', undefined]) {
    assert.throws(() => dns.promises.lookup(hostname, { family }), {
      code: 'ERR_INVALID_ARG_VALUE',
      message: `The property 'options.family' must be one of: 0, 4, 6. Received '${family}'`,
    });
  }
}
dns.promises.lookup('1.2.3.4', { family: 4 }).then(common.mustCall((r) => {
  assert.deepStrictEqual(r, { address: '1.2.3.4', family: 4 });
}));
dns.lookup('1.2.3.4', { family: 'IPv4' }, common.mustCall((err, address, family) => {
  assert.ifError(err);
  assert.strictEqual(address, '1.2.3.4');
  assert.strictEqual(family, 4);
}));
