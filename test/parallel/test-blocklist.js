// Port of nodejs/node test/parallel/test-blocklist.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const util = require('util');
const { BlockList, SocketAddress } = require('net');

// Argument types and families.
{
  const list = new BlockList();
  for (const bad of [1, [], {}, null, 1n, undefined]) {
    assert.throws(() => list.addAddress(bad), { code: 'ERR_INVALID_ARG_TYPE' });
    assert.throws(() => list.addRange(bad), { code: 'ERR_INVALID_ARG_TYPE' });
    assert.throws(() => list.addRange('1.1.1.1', bad), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const bad of [1, [], {}, null, 1n]) {
    assert.throws(() => list.addAddress('1.1.1.1', bad), { code: 'ERR_INVALID_ARG_TYPE' });
    assert.throws(() => list.addRange('1.1.1.1', '1.1.1.2', bad), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  assert.throws(() => list.addAddress('1.1.1.1', 'foo'), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => list.addRange('1.1.1.1', '1.1.1.2', 'foo'), { code: 'ERR_INVALID_ARG_VALUE' });
}

// Single addresses, IPv4 rules matching IPv4-mapped IPv6 and the other way round.
for (const useSocketAddress of [false, true]) {
  const list = new BlockList();
  const v6 = '8592:757c:efae:4e45:fb5d:d62a:0d00:8e17';
  if (useSocketAddress) {
    list.addAddress(new SocketAddress({ address: '1.1.1.1' }));
    list.addAddress(new SocketAddress({ address: v6, family: 'ipv6' }));
  } else {
    list.addAddress('1.1.1.1');
    list.addAddress(v6, 'ipv6');
  }
  list.addAddress('::ffff:1.1.1.2', 'ipv6');
  assert(list.check('1.1.1.1'));
  assert(list.check(new SocketAddress({ address: '1.1.1.1' })));
  assert(!list.check('1.1.1.1', 'ipv6'));
  assert(!list.check(v6));
  assert(list.check(v6, 'ipv6'));
  assert(list.check('::ffff:1.1.1.1', 'ipv6'));
  assert(list.check('::ffff:1.1.1.1', 'IPV6'));
  assert(list.check('1.1.1.2'));
  assert(!list.check('1.2.3.4'));
  assert(!list.check('::1', 'ipv6'));
}

// Removing addresses; adding one twice keeps one rule.
{
  const list = new BlockList();
  const sa = new SocketAddress({ address: '8592:757c:efae:4e45:fb5d:d62a:0d00:8e17', family: 'ipv6' });
  list.addAddress('1.1.1.1');
  list.addAddress('1.1.1.1');
  assert.deepStrictEqual(list.rules, ['Address: IPv4 1.1.1.1']);
  list.addAddress(sa);
  list.removeAddress('1.1.1.1');
  list.removeAddress(sa);
  assert(!list.check('1.1.1.1'));
  assert(!list.check(sa));
  assert.deepStrictEqual(list.rules, []);
}

// Ranges, from strings or SocketAddresses.
for (const useSocketAddress of [false, true]) {
  const list = new BlockList();
  if (useSocketAddress) {
    list.addRange(new SocketAddress({ address: '1.1.1.1' }), new SocketAddress({ address: '1.1.1.10' }));
    list.addRange(new SocketAddress({ address: '::1', family: 'ipv6' }),
                  new SocketAddress({ address: '::f', family: 'ipv6' }));
  } else {
    list.addRange('1.1.1.1', '1.1.1.10');
    list.addRange('::1', '::f', 'ipv6');
  }
  assert(!list.check('1.1.1.0'));
  for (let n = 1; n <= 10; n++) assert(list.check(`1.1.1.${n}`));
  assert(!list.check('1.1.1.11'));
  assert(!list.check('::0', 'ipv6'));
  for (let n = 1; n <= 15; n++) assert(list.check(`::${n.toString(16)}`, 'ipv6'));
  assert(!list.check('::10', 'ipv6'));
}

// Subnets, including prefixes that do not fall on a byte boundary.
{
  const list = new BlockList();
  list.addSubnet(new SocketAddress({ address: '1.1.1.0' }), 16);
  list.addSubnet('8592:757c:efae:4e45::', 64, 'ipv6');
  assert(list.check('1.1.0.1'));
  assert(list.check(new SocketAddress({ address: '1.1.1.1' })));
  assert(!list.check('1.2.0.1'));
  assert(list.check('::ffff:1.1.0.1', 'ipv6'));
  assert(list.check('8592:757c:efae:4e45:f::', 'ipv6'));
  assert(list.check('8592:757c:efae:4e45::f', 'ipv6'));
  assert(!list.check('8592:757c:efae:4f45::f', 'ipv6'));

  list.removeSubnet('1.1.1.0', 16);
  list.removeSubnet('8592:757c:efae:4e45::', 32, 'ipv6');
  assert.deepStrictEqual(list.rules, ['Subnet: IPv6 8592:757c:efae:4e45::/64']);
  assert(!list.check('1.1.1.1'));
  assert(list.check('8592:757c:efae:4e45::f', 'ipv6'));
}
{
  const list = new BlockList();
  list.addSubnet('10.0.0.0', 27);
  list.addSubnet('8592:757c:efaf::', 51, 'ipv6');
  for (let n = 0; n <= 31; n++) assert(list.check(`10.0.0.${n}`));
  assert(!list.check('10.0.0.32'));
  assert(list.check('8592:757c:efaf:0:0:0:0:0', 'ipv6'));
  assert(list.check('8592:757c:efaf:1fff:ffff:ffff:ffff:ffff', 'ipv6'));
  assert(!list.check('8592:757c:efaf:2fff:ffff:ffff:ffff:ffff', 'ipv6'));
}

// Node 26 lists addresses, then subnets, then ranges, newest first within each kind.
{
  const list = new BlockList();
  list.addAddress('1.1.1.1');
  list.addRange('10.0.0.1', '10.0.0.10');
  list.addSubnet('8592:757c:efae:4e45::', 64, 'IpV6');
  list.addRange('10.0.1.1', '10.0.1.2');
  assert.deepStrictEqual(list.rules, [
    'Address: IPv4 1.1.1.1',
    'Subnet: IPv6 8592:757c:efae:4e45::/64',
    'Range: IPv4 10.0.1.1-10.0.1.2',
    'Range: IPv4 10.0.0.1-10.0.0.10',
  ]);
  assert.strictEqual(list.size, 4);
  assert(list.check('10.0.0.5'));
  assert(list.check('::ffff:10.0.0.5', 'ipv6'));
  assert(!list.check('123.123.123.123'));
  assert(!list.check('::ffff:123.123.123.123', 'ipv6'));

  // A JSON round trip re-adds the listed rules in order, so each kind comes back reversed.
  const copy = new BlockList();
  copy.fromJSON(JSON.stringify(list));
  assert.deepStrictEqual(copy.rules, [
    'Address: IPv4 1.1.1.1',
    'Subnet: IPv6 8592:757c:efae:4e45::/64',
    'Range: IPv4 10.0.0.1-10.0.0.10',
    'Range: IPv4 10.0.1.1-10.0.1.2',
  ]);
  list.clear();
  assert.strictEqual(list.size, 0);
}

// IPv6 addresses against an IPv4 range (nodejs/node#39074).
{
  const list = new BlockList();
  list.addRange('10.0.0.2', '10.0.0.10');
  assert(list.check('10.0.0.2'));
  assert(list.check('10.0.0.10'));
  assert(!list.check('192.168.0.3'));
  assert(!list.check('255.255.255.255'));
  assert(list.check('::ffff:0a00:0002', 'ipv6'));
  assert(list.check('::ffff:0a00:000a', 'ipv6'));
  assert(!list.check('::ffff:c0a8:0003', 'ipv6'));
  assert(!list.check('::ffff:ffff:ffff', 'ipv6'));
}

// CIDR helpers and the private ranges.
{
  const list = new BlockList();
  list.addCIDRs(BlockList.PRIVATE_RANGES);
  assert(list.check('10.1.2.3'));
  assert(list.check('127.0.0.1'));
  assert(!list.check('8.8.8.8'));
  assert(list.check('fe80::1', 'ipv6'));
  assert(!list.check('2001::1', 'ipv6'));
  list.removeCIDR('10.0.0.0/8');
  assert(!list.check('10.1.2.3'));
  assert.throws(() => list.addCIDR('10.0.0.0'), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => list.addCIDR('10.0.0.0/08'), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => list.addCIDR('10.0.0.0/33'), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => list.addCIDRs(['1.0.0.0/8', 5]), { code: 'ERR_INVALID_ARG_TYPE' });
}

// Argument errors.
{
  const list = new BlockList();
  assert.throws(() => list.addRange('1.1.1.2', '1.1.1.1'), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => list.addSubnet(1), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => list.addSubnet('1.1.1.1', ''), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => list.addSubnet('1.1.1.1', NaN), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => list.addSubnet('', 1, 1), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => list.addSubnet('', 1, ''), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => list.addSubnet('1.1.1.1', -1, 'ipv4'), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => list.addSubnet('1.1.1.1', 33, 'ipv4'), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => list.addSubnet('::', -1, 'ipv6'), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => list.addSubnet('::', 129, 'ipv6'), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => list.check(1), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => list.check('', 1), { code: 'ERR_INVALID_ARG_TYPE' });
}

// Inspection.
{
  const list = new BlockList();
  assert.strictEqual(util.inspect(list, { depth: -1 }), '[BlockList]');
  assert(util.inspect(list, { depth: null }).includes('rules: []'));
  assert(BlockList.isBlockList(list));
  assert(!BlockList.isBlockList({}));
}
