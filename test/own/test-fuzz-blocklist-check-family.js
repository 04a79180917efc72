// minirt's own test: BlockList#check reads its family argument as Node 26 does: 'ipv4' in
// any case means IPv4, any other string means IPv6, without an error (js-lib/internal/
// blocklist.js). Found by differential fuzzing; expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');
const net = require('net');

const bl = new net.BlockList();
bl.addAddress('1.2.3.4');
bl.addAddress('::ffff:1.2.3.5', 'ipv6');
bl.addAddress('::1', 'ipv6');
bl.addSubnet('fe80::1', 8, 'ipv6');

const cases = [
  ['1.2.3.4', 'x', false], ['1.2.3.4', '', false], ['1.2.3.4', 'IPV4', true],
  ['1.2.3.4', 'Ipv4', true], ['1.2.3.4', 'ipv4 ', false], ['1.2.3.4', 'ipv6', false],
  ['::ffff:1.2.3.4', 'x', true], ['::ffff:1.2.3.4', '', true], ['::ffff:1.2.3.4', 'IPV4', false],
  ['::ffff:1.2.3.4', 'ipv4 ', true], ['::ffff:1.2.3.4', 'IPv6', true],
  ['1.2.3.5', 'IPV4', true], ['::1', 'x', true], ['::1', 'IPV4', false], ['::1', 'ipv4 ', true],
  ['fe80::', 'x', true], ['fe80::%', 'x', true], ['fe80::5', 'ipv4', false],
  ['fe80::5', undefined, false], ['fe80::5', 'IPV6', true],
];
for (const [address, family, expected] of cases) {
  assert.strictEqual(bl.check(address, family), expected, `${address} ${family}`);
}
assert.throws(() => bl.check('1.2.3.4', 1), { code: 'ERR_INVALID_ARG_TYPE' });
