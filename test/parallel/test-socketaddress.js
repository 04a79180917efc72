// Port of nodejs/node test/parallel/test-socketaddress.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const { SocketAddress } = require('net');

function expectAddress(sa, address, port, family, flowlabel = 0) {
  assert.strictEqual(sa.address, address);
  assert.strictEqual(sa.port, port);
  assert.strictEqual(sa.family, family);
  assert.strictEqual(sa.flowlabel, flowlabel);
}

// Defaults, with and without an options object.
expectAddress(new SocketAddress(), '127.0.0.1', 0, 'ipv4');
expectAddress(new SocketAddress({}), '127.0.0.1', 0, 'ipv4');
expectAddress(new SocketAddress({ address: '123.123.123.123' }), '123.123.123.123', 0, 'ipv4');
expectAddress(new SocketAddress({ address: '123.123.123.123', port: 80 }),
              '123.123.123.123', 80, 'ipv4');
expectAddress(new SocketAddress({ family: 'ipv6' }), '::', 0, 'ipv6');
expectAddress(new SocketAddress({ family: 'ipv6', flowlabel: 1 }), '::', 0, 'ipv6', 1);

// Bad options.
for (const options of [1, false, 'hello']) {
  assert.throws(() => new SocketAddress(options), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const family of [1, false, {}, [], 'test']) {
  assert.throws(() => new SocketAddress({ family }), { code: 'ERR_INVALID_ARG_VALUE' });
}
for (const address of [1, false, {}, []]) {
  assert.throws(() => new SocketAddress({ address }), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const port of [-1, false, {}, []]) {
  assert.throws(() => new SocketAddress({ port }), { code: 'ERR_SOCKET_BAD_PORT' });
}
assert.throws(() => new SocketAddress({ flowlabel: -1 }), { code: 'ERR_OUT_OF_RANGE' });

// parse() reads host[:port] the way a URL authority is read (so a default port such as
// 80 or 443 comes back as 0 in Node 26), and answers undefined for anything that is not
// an IP address.
const good = [
  ['1.2.3.4', '1.2.3.4', 0, 'ipv4'],
  ['192.168.257:1', '192.168.1.1', 1, 'ipv4'],
  ['256', '0.0.1.0', 0, 'ipv4'],
  ['999999999:12', '59.154.201.255', 12, 'ipv4'],
  ['0xffffffff', '255.255.255.255', 0, 'ipv4'],
  ['0x.0x.0', '0.0.0.0', 0, 'ipv4'],
  ['[1:0::]', '1::', 0, 'ipv6'],
  ['[1::8]:123', '1::8', 123, 'ipv6'],
  ['127.0.0.1:8080', '127.0.0.1', 8080, 'ipv4'],
  ['[::1]:8443', '::1', 8443, 'ipv6'],
  ['user:80@1.2.3.4', '1.2.3.4', 0, 'ipv4'],
  ['user:80@1.2.3.4:123', '1.2.3.4', 123, 'ipv4'],
  ['user:80@[::1]', '::1', 0, 'ipv6'],
  ['user:80@[::1]:123', '::1', 123, 'ipv6'],
];
for (const [input, address, port, family] of good) {
  expectAddress(SocketAddress.parse(input), address, port, family);
}
for (const input of ['not an ip', 'abc.123', '259.1.1.1', '12:12:12']) {
  assert.strictEqual(SocketAddress.parse(input), undefined);
}
