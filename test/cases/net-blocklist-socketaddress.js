// net.BlockList and net.SocketAddress: address canonicalization (inet_pton/inet_ntop rules),
// option and argument errors, address/range/subnet/CIDR rules across IPv4 and IPv4-mapped
// IPv6, rule listing, JSON round trips and fromJSON's rule syntax, SocketAddress.parse, and
// the pure-logic parts of net (BoundSocket checks, _normalizeArgs, Stream).
// Node keeps address rules in a hash set, so several addresses are listed here sorted.
'use strict';
const net = require('net');
const util = require('util');
const { BlockList, SocketAddress } = net;
const t = (f) => {
  try {
    console.log('ok', f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
};
const rules = (b) => {
  const addresses = b.rules.filter((r) => r.startsWith('Address:')).sort();
  return [...addresses, ...b.rules.filter((r) => !r.startsWith('Address:'))];
};

{
console.log(Object.getOwnPropertyNames(BlockList.prototype), Object.getOwnPropertyNames(BlockList));
console.log(Object.getOwnPropertyNames(SocketAddress.prototype), Object.getOwnPropertyNames(SocketAddress));
const b = new BlockList();
b.addAddress('1.1.1.1'); b.addRange('10.0.0.1', '10.0.0.10'); b.addSubnet('8592:757c:efae:4e45::', 64, 'IpV6');
b.addAddress('::ffff:1.1.1.2', 'ipv6'); b.addSubnet('1.2.3.4', 8);
b.addRange('::1', '::00f', 'ipv6');
console.log(rules(b), JSON.stringify(b).length, b.toJSON().length, Array.isArray(b.toJSON()));
{
  const one = new BlockList();
  one.addAddress('1.1.1.1');
  one.addRange('10.0.0.1', '10.0.0.10');
  console.log(util.inspect(one), util.inspect(one, { depth: -1 }), JSON.stringify(one));
}
const b2 = new BlockList(); b2.fromJSON(b.toJSON()); console.log(rules(b2));
const b3 = new BlockList(); b3.fromJSON(JSON.stringify(b)); console.log(rules(b3));
console.log(BlockList.isBlockList(b), BlockList.isBlockList({}));
for (const a of ['1.1.1.1', '1.1.1.2', '::ffff:1.1.1.1', '10.0.0.5', '1.200.3.4', '::5', '0.0.0.5']) {
  console.log(a, b.check(a), (() => { try { return b.check(a, 'ipv6') } catch (e) { return e.code } })());
}
for (const bad of ['1.1.1', '256.1.1.1', 'x', '', '::ffff:1.1.1.1', '01.1.1.1', ' 1.1.1.1', '1.1.1.1 ']) {
  try { console.log(JSON.stringify(bad), b.check(bad)); } catch (e) { console.log(JSON.stringify(bad), e.code, e.message); }
  try { new BlockList().addAddress(bad); console.log('add ok') } catch (e) { console.log('add', e.code, e.message); }
}
for (const bad of ['1:2:3:4:5:6:7:8:9', ':::', '1::2::3', 'fe80::1%eth0', '::ffff:1.2.3', 'g::', '1:2:3:4:5:6:1.2.3.4', '::1.2.3.4']) {
  try { console.log(JSON.stringify(bad), b.check(bad, 'ipv6')); } catch (e) { console.log(JSON.stringify(bad), e.code, e.message); }
}
b.removeAddress('1.1.1.1'); b.removeRange('10.0.0.1', '10.0.0.10'); b.removeSubnet('1.2.3.4', 8);
console.log(rules(b));
try { b.removeRange('1.1.1.2', '1.1.1.1') } catch (e) { console.log(e.code, e.message) }
try { b.addRange('1.1.1.2', '1.1.1.1') } catch (e) { console.log(e.code, e.message) }
try { b.addSubnet('1.1.1.1', 33) } catch (e) { console.log(e.code, e.message) }
try { b.addSubnet('1.1.1.1', NaN) } catch (e) { console.log(e.code, e.message) }
try { b.addAddress('1.1.1.1', 'foo') } catch (e) { console.log(e.code, e.message) }
try { b.addAddress(1) } catch (e) { console.log(e.code, e.message) }
try { b.check(1) } catch (e) { console.log(e.code, e.message) }
try { b.fromJSON(5) } catch (e) { console.log(e.code, e.message) }
try { b.fromJSON('[1]') } catch (e) { console.log(e.name, e.code, e.message) }
try { b.fromJSON(['garbage']) ; console.log(rules(b)) } catch (e) { console.log(e.name, e.code, e.message) }

}

{
console.log(BlockList.PRIVATE_RANGES, Object.isFrozen(BlockList.PRIVATE_RANGES), Object.getOwnPropertyDescriptor(BlockList, 'PRIVATE_RANGES'));
const b = new BlockList();
console.log(b.size, Object.getOwnPropertyDescriptor(BlockList.prototype, 'size'));
t(() => b.addCIDRs(BlockList.PRIVATE_RANGES));
console.log(rules(b), b.size);
for (const a of ['10.1.2.3', '127.0.0.1', '8.8.8.8', '172.31.255.255', '172.32.0.0']) console.log(a, b.check(a));
for (const a of ['::1', 'fe80::1', 'fc00::1', 'fd12::', '2001::1', '::ffff:10.0.0.1']) console.log(a, b.check(a, 'ipv6'));
t(() => b.clear()); console.log(rules(b), b.size);
t(() => b.addCIDR('10.0.0.0'));
t(() => b.addCIDR('10.0.0.0/x'));
t(() => b.addCIDR('10.0.0.0/33'));
t(() => b.addCIDR('10.0.0.0/-1'));
t(() => b.addCIDR('10.0.0.0/08'));
t(() => b.addCIDR('10.0.0.0/8 '));
t(() => b.addCIDR('10.0.0.0/ 8'));
t(() => b.addCIDR('10.0.0.0/1.5'));
t(() => b.addCIDR('10.0.0.0/'));
t(() => b.addCIDR('::/0'));
t(() => b.addCIDR('x/8'));
t(() => b.addCIDR(5));
t(() => b.addCIDR('::1/129'));
t(() => b.addCIDR('1.2.3.4/+8'));
t(() => b.addCIDR('1.2.3.4/8e0'));
console.log(rules(b));
t(() => b.removeCIDR('::/0'));
t(() => b.removeCIDR('1.2.3.4/8'));
console.log(rules(b));
t(() => b.addCIDRs('x'));
t(() => b.addCIDRs(['1.0.0.0/8', 5]));
console.log(rules(b));
t(() => b.addAddresses(['1.1.1.1', '2.2.2.2']));
t(() => b.addAddresses(['::1', '::2'], 'ipv6'));
t(() => b.addAddresses([new SocketAddress({ address: '3.3.3.3' }), '4.4.4.4']));
t(() => b.addAddresses('1.1.1.1'));
t(() => b.addAddresses(['5.5.5.5', 'bad']));
t(() => b.addAddresses(['6.6.6.6', 7]));
t(() => b.addAddresses(['1.1.1.1'], 'x'));
t(() => b.addAddresses([]));
console.log(rules(b), b.size);
t(() => b.removeAddress('1.1.1.1'));
t(() => b.removeAddress('9.9.9.9'));
t(() => b.removeAddress('bad'));
t(() => b.removeAddress(5));
t(() => b.removeRange('1.1.1.1', 'bad'));
t(() => b.removeSubnet('1.1.1.1', 40));
console.log(rules(b));
const c = new BlockList();
c.addRange('1.1.1.1', '1.1.1.1'); c.addSubnet('1.1.1.1', 32); c.addAddress('1.1.1.1'); c.addSubnet('1.2.3.4', 0); c.addSubnet('::ffff:1.2.3.4', 100, 'ipv6');
c.addRange('::ffff:1.1.1.1', '::ffff:1.1.1.5', 'ipv6'); c.addRange('::', '::1', 'ipv6');
c.addSubnet('1.2.3.4', 24); c.addSubnet('1.2.3.4', 24);
c.addRange('1.1.1.1', '1.1.1.1');
console.log(rules(c), c.size);
console.log(c.check('9.9.9.9'), c.check('::ffff:9.9.9.9', 'ipv6'), c.check('::1', 'ipv6'), c.check('0.0.0.1'), c.check('::2', 'ipv6'));
t(() => c.fromJSON(['Address: IPv4 1.1.1.1', 'Range: IPv4 1.1.1.1-1.1.1.0', 'Subnet: IPv4 1.0.0.0/99', 'Address: IPv9 1.1.1.1', 'Foo', 'Address:  IPv4 2.2.2.2', 'Subnet: IPv6 ::/0']));
console.log(rules(c));
t(() => c.fromJSON('{"a":1}'));
t(() => c.fromJSON('["Address: IPv4 7.7.7.7"]'));
t(() => c.fromJSON([]));
console.log(rules(c));

}

{
let b = new BlockList();
for (let i = 1; i <= 8; i++) b.addAddress(`1.1.1.${i}`);
console.log(rules(b).join(' | '));
b = new BlockList();
b.addAddresses(['1.1.1.1', '1.1.1.2', '1.1.1.3']);
console.log(rules(b).join(' | '));
b = new BlockList();
b.addAddress('9.9.9.9'); b.addAddresses(['1.1.1.1', '1.1.1.2', '1.1.1.3']); b.addAddress('8.8.8.8');
console.log(rules(b).join(' | '));
b = new BlockList();
b.addAddress('::1', 'ipv6'); b.addAddress('1.1.1.1'); b.addAddress('::2', 'ipv6'); b.addAddress('2.2.2.2');
console.log(rules(b).join(' | '));
b = new BlockList();
b.addAddress('1.1.1.1'); b.addAddress('::ffff:1.1.1.1', 'ipv6'); b.addAddress('1.1.1.1');
console.log(rules(b).join(' | '), b.size);
b.removeAddress('::ffff:1.1.1.1', 'ipv6'); console.log(rules(b).join(' | '));
b = new BlockList();
b.addSubnet('8592:757c:efae:4e45::', 64, 'ipv6'); b.addSubnet('8592:757c:efae:4e45::', 64, 'ipv6'); b.addSubnet('1.2.3.4', 24); b.addSubnet('1.2.3.4', 24); b.addSubnet('1.2.3.0', 24);
console.log(rules(b).join(' | '), b.size);
b.removeSubnet('1.2.3.4', 24); console.log(rules(b).join(' | '));
b.removeSubnet('8592:757c:efae:4e45::', 32, 'ipv6'); console.log(rules(b).join(' | '));
b.addRange('1.1.1.1', '1.1.1.5'); b.addRange('1.1.1.1', '1.1.1.5'); console.log(rules(b).join(' | '));
b.removeRange('1.1.1.1', '1.1.1.5'); console.log(rules(b).join(' | '));
b = new BlockList();
b.addAddress('5.5.5.5'); b.addSubnet('5.5.5.0', 24); b.addAddress('6.6.6.6'); b.addRange('1.1.1.1', '1.1.1.2'); b.addSubnet('6.6.6.0', 24);
console.log(rules(b).join(' | '));
b.removeAddress('5.5.5.5'); b.addAddress('5.5.5.5'); console.log(rules(b).join(' | '));

}

{
for (const rule of ['Foo', 'Address: IPv9 1.1.1.1', 'Address:  IPv4 2.2.2.2', 'Address: IPv4 2.2.2.2 ', 'address: IPv4 3.3.3.3', 'Address: ipv4 4.4.4.4', 'Address: IPv4 bad', 'Subnet: IPv4 1.0.0.0/99', 'Subnet: IPv4 1.0.0.0', 'Subnet: IPv4 1.0.0.0/x', 'Range: IPv4 1.1.1.1', 'Range: IPv4 1.1.1.1-x', 'Range: IPv6 ::1-::2', 'Address: IPv6 1.1.1.1', 'Address: IPv4 ::1', 'Subnet: IPv6 ::/0', 'Range: IPv4 1.1.1.1-::ffff:1.1.1.2', 'Address:IPv4 5.5.5.5', 'Subnet: IPv4 1.0.0.0/08', 'Range: IPv4 1.1.1.1--1.1.1.2', '']) {
  const b = new BlockList();
  console.log(JSON.stringify(rule)); t(() => b.fromJSON([rule])); console.log(rules(b));
}
const b = new BlockList();
t(() => b.addRange(new SocketAddress({ address: '1.1.1.1' }), new SocketAddress({ address: '::ffff:1.1.1.5', family: 'ipv6' })));
t(() => b.addRange(new SocketAddress({ address: '::ffff:1.1.1.1', family: 'ipv6' }), new SocketAddress({ address: '1.1.1.5' })));
t(() => b.addRange(new SocketAddress({ address: '::1', family: 'ipv6' }), new SocketAddress({ address: '1.1.1.5' })));
console.log(rules(b));
const c = new BlockList();
c.addSubnet('::', 0, 'ipv6'); console.log(c.check('1.1.1.1'), c.check('1.1.1.1', 'ipv6'));
const d = new BlockList();
d.addRange('::ffff:1.1.1.1', '::ffff:1.1.1.5', 'ipv6'); console.log(d.check('1.1.1.3'), d.check('::ffff:1.1.1.3', 'ipv6'), d.check('::ffff:101:103', 'ipv6'));
const e = new BlockList();
e.addAddress('::ffff:1.1.1.1', 'ipv6'); console.log(e.check('1.1.1.1'), rules(e));
e.addAddress('1.1.1.1'); console.log(rules(e));
const f = new BlockList();
f.addSubnet('::ffff:0:0', 96, 'ipv6'); console.log(f.check('1.1.1.1'));
f.addSubnet('1.0.0.0', 8); console.log(f.check('::ffff:1.2.3.4', 'ipv6'), f.check('::1.2.3.4', 'ipv6'));
const g = new BlockList();
g.addSubnet('1.0.0.0', 8); console.log(g.check('::ffff:1.2.3.4', 'ipv6'), g.check('::1.2.3.4', 'ipv6'), g.check('::ffff:2.2.3.4', 'ipv6'));
g.addRange('2.0.0.0', '2.0.0.5'); console.log(g.check('::2.0.0.3', 'ipv6'), g.check('::ffff:2.0.0.3', 'ipv6'));
g.addAddress('3.0.0.0'); console.log(g.check('::3.0.0.0', 'ipv6'), g.check('::ffff:3.0.0.0', 'ipv6'));
t(() => g.addSubnet('1.1.1.1', '8'));
t(() => g.addSubnet('1.1.1.1', 8.5));
t(() => g.addSubnet(new SocketAddress({ address: '::1', family: 'ipv6' }), 100));
t(() => g.check(new SocketAddress({ address: '::1', family: 'ipv6' })));
t(() => g.check('1.1.1.1', 5));
t(() => g.check('1.1.1.1', 'foo'));
t(() => g.check(undefined));
t(() => g.addAddress(undefined));
console.log(Object.keys(g), g.size);
console.log(require('util').inspect(g, { depth: 0 }));
console.log(require('util').inspect({ g }, { depth: 0 }));

}

{
const tj = (rule) => {
  const b = new BlockList();
  try {
    b.fromJSON([rule]);
    console.log(JSON.stringify(rule), 'ok', b.rules);
  } catch (e) {
    console.log(JSON.stringify(rule), e.code, e.message);
  }
};
for (const r of ['Address: IPv6 bad', 'Address: IPv6 ::g', 'Address: IPv4 1.1.1', 'Address: IPv4 1.1.1.1.1', 'Address: IPv4 01.1.1.1', 'Address: IPv4 1.1.1.1x',
 'Address: IPv4 2.2.2.2 xyz', 'Address: IPv4 2.2.2.2\t', 'Address: IPv4  2.2.2.2', 'Address: IPv4 256.1.1.1', 'Address: IPv6 ::1 ', 'Address: IPv6 ::1 x', 'Address: IPv6 ::ffff:1.1.1.1', 'Address: IPv6 1::2::3',
 'Subnet: IPv4 1.0.0.0/8/8', 'Subnet: IPv4 1.0.0.0/8x', 'Subnet: IPv4 1.0.0.0/ 8', 'Subnet: IPv4 1.0.0.0/-1', 'Subnet: IPv4 bad/8', 'Subnet: IPv6 bad/8', 'Subnet: IPv6 1.2.3.4/8', 'Subnet: IPv4 ::/8', 'Subnet: IPv4 1.0.0.0/8 ', 'Subnet: IPv4 1.0.0.0 /8',
 'Range: IPv4 1.1.1.1-1.1.1.2 ', 'Range: IPv4 1.1.1.1 -1.1.1.2', 'Range: IPv4 1.1.1.1- 1.1.1.2', 'Range: IPv6 ::1-1.1.1.1', 'Range: IPv6 bad-::1', 'Range: IPv4 bad-1.1.1.1', 'Range: IPv4 1.1.1.1-bad', 'Range: IPv6 ::1-bad', 'Range: IPv4 1.1.1.1-1.1.1.2-1.1.1.3', 'Range: IPv6 ::2-::1', 'Range: IPv4 1.1.1.2-1.1.1.1',
 'Address: IPv4 1.1.1.1', 'Address: IPv4 1.1.1.1\n', 'Address: IPv6 1:2:3:4:5:6:7:8', 'Address: IPv6 ::ffff:1.2.3']) tj(r);

}

{
const s = new SocketAddress();
console.log(s, s.address, s.port, s.family, s.flowlabel, JSON.stringify(s), Object.keys(s), util.inspect(s, { depth: -1 }), util.inspect({ a: { b: s } }, { depth: 0 }));
console.log(new SocketAddress({ family: 'ipv6' }), new SocketAddress({ family: 'IPv6', address: '0:0::1', port: 8080, flowlabel: 5 }));
for (const a of ['::ffff:1.2.3.4', '::1.2.3.4', 'FE80::1', 'fe80:0:0:0:0:0:0:1', '1:0:0:1:0:0:0:1', '1:0:0:0:1:0:0:1', '0:0:0:0:0:0:0:0', '1::', '::ffff:0:0', '2001:db8::ff00:42:8329', 'fe80::1%1', 'fe80::1%eth0', '::ffff:01.2.3.4', '1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5::1.2.3.4', '::0.0.0.1', '0:0:0:0:0:1:0:0']) t(() => new SocketAddress({ family: 'ipv6', address: a }).address);
for (const a of ['1.2.3.4', '0.0.0.0', '255.255.255.255', '1.2.3', '01.2.3.4', '1.2.3.4 ', '0x1.2.3.4', '1.2.3.04', '']) t(() => new SocketAddress({ address: a }).address);
t(() => new SocketAddress(5)); t(() => new SocketAddress(null)); t(() => new SocketAddress({ family: 'ipv5' })); t(() => new SocketAddress({ family: 5 })); t(() => new SocketAddress({ address: 5 }));
t(() => new SocketAddress({ port: 70000 })); t(() => new SocketAddress({ port: '80' }).port); t(() => new SocketAddress({ port: -1 })); t(() => new SocketAddress({ port: 1.5 })); t(() => new SocketAddress({ port: 'x' }));
t(() => new SocketAddress({ flowlabel: -1 })); t(() => new SocketAddress({ flowlabel: 2 ** 32 })); t(() => new SocketAddress({ flowlabel: '1' })); t(() => new SocketAddress({ flowlabel: 5 }).flowlabel);
t(() => new SocketAddress({ address: '::1' }));
t(() => new SocketAddress({ address: '1.2.3.4', family: 'ipv6' }));
console.log(SocketAddress.isSocketAddress(s), SocketAddress.isSocketAddress({}));
for (const p of ['1.2.3.4', '1.2.3.4:80', '[::1]:80', '::1', '[::1]', 'example.com:80', 'x', '', '1.2.3.4:99999', '[::1', '1.2.3.4:', '[fe80::1%eth0]:8', '1.2.3.4:080', '1.2.3.4:0x50', '0x7f.1:3', '127.1:3', ' 1.2.3.4 ', '1.2.3.4/x', 'user@1.2.3.4:5']) t(() => SocketAddress.parse(p));
t(() => SocketAddress.parse(5));
const s2 = new SocketAddress({ family: 'ipv6', address: '::1', port: 1 });
console.log(Object.getOwnPropertyDescriptor(SocketAddress.prototype, 'address'), s2.toJSON());

}

{
  const s = new net._TransferredBoundSocket();
  console.log(Object.getPrototypeOf(s) === net.BoundSocket.prototype, s.isPipe);
  t(() => s.address());
  t(() => s.fd());
  t(() => s.close());
  t(() => s[Symbol.dispose]());
  t(() => new net.BoundSocket(5));
  t(() => new net.BoundSocket({ port: 'x' }));
  t(() => new net.BoundSocket({ ipv6Only: 1 }));
  t(() => new net.BoundSocket({ reusePort: 1 }));
  t(() => new net.BoundSocket({ host: 5 }));
  t(() => new net.BoundSocket({ host: 'localhost' }));
  t(() => new net.BoundSocket({ path: '/tmp/x', port: 1 }));
  t(() => new net.BoundSocket({ path: 5 }));
  console.log(net.Stream === net.Socket);
  const show = (args) => {
    const r = net._normalizeArgs(args);
    console.log(r[0], typeof r[1], Object.getOwnPropertySymbols(r).map(String), r[Object.getOwnPropertySymbols(r)[0]]);
  };
  show([]);
  show([80, 'h', () => {}]);
  show([{ port: 1 }]);
  show(['/tmp/s']);
  show(['8080', 'host']);
  show([{ path: '/x' }, null]);
  show([-1]);
}
