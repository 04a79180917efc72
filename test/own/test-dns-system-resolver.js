// minirt's own test: dns.lookup and dns.lookupService ask the system resolver
// (getaddrinfo/getnameinfo on the pool: runtime/src/bindings/dns.rs) and fail through the
// callback or promise with Node's DNS error; IP literals answer without it. The answers depend
// on the machine, so only their shape and the error fields are checked.
'use strict';
const common = require('../common');
const assert = require('assert');
const dns = require('dns');

function checkDnsError(err, syscall, hostname) {
  assert.ok(err instanceof Error);
  // No DNS server at all gives EAI_AGAIN; one that answers gives ENOTFOUND.
  assert.ok(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL'].includes(err.code), err.code);
  assert.strictEqual(typeof err.errno, 'number');
  assert.strictEqual(err.syscall, syscall);
  assert.strictEqual(err.hostname, hostname);
  assert.strictEqual(err.message, `${syscall} ${err.code} ${hostname}`);
}

const missing = 'no-such-host.invalid';
dns.lookup(missing, common.mustCall((err, address, family) => {
  checkDnsError(err, 'getaddrinfo', missing);
  assert.strictEqual(address, undefined);
  assert.strictEqual(family, undefined);
}));
dns.promises.lookup(missing, { all: true }).then(common.mustNotCall(), common.mustCall((err) => {
  checkDnsError(err, 'getaddrinfo', missing);
}));

dns.lookup('localhost', { all: true }, common.mustCall((err, list) => {
  assert.ifError(err);
  assert.ok(list.length >= 1);
  for (const { address, family } of list) {
    assert.ok(address === '127.0.0.1' || address === '::1' || family === 4 || family === 6);
  }
}));
dns.lookup('localhost', 4, common.mustCall((err, address, family) => {
  assert.ifError(err);
  assert.strictEqual(family, 4);
  assert.match(address, /^127\./);
}));
dns.promises.lookup('localhost', { family: 4 }).then(common.mustCall(({ address, family }) => {
  assert.strictEqual(family, 4);
  assert.match(address, /^127\./);
}));

// Literals answer themselves, after the call returns.
let returned = false;
dns.lookup('10.1.2.3', common.mustCall((err, address, family) => {
  assert.ok(returned);
  assert.deepStrictEqual([err, address, family], [null, '10.1.2.3', 4]);
}));
returned = true;

// The names come from /etc/hosts and /etc/services where the machine has them.
dns.lookupService('127.0.0.1', 80, common.mustCall((err, hostname, service) => {
  if (err) return checkDnsError(err, 'getnameinfo', '127.0.0.1');
  assert.strictEqual(typeof hostname, 'string');
  assert.ok(['http', '80'].includes(service), service);
}));
dns.promises.lookupService('127.0.0.1', 22).then((r) => {
  assert.deepStrictEqual(Object.keys(r), ['hostname', 'service']);
  assert.ok(['ssh', '22'].includes(r.service), r.service);
}, (err) => checkDnsError(err, 'getnameinfo', '127.0.0.1')).then(common.mustCall());
assert.throws(() => dns.lookupService('not-an-ip', 80, () => {}),
              { code: 'ERR_INVALID_ARG_VALUE', name: 'TypeError' });
assert.throws(() => dns.lookupService('127.0.0.1', 80), { code: 'ERR_MISSING_ARGS' });
assert.throws(() => dns.lookupService('127.0.0.1', 70000, () => {}), { code: 'ERR_SOCKET_BAD_PORT' });
assert.throws(() => dns.promises.lookupService('127.0.0.1'), { code: 'ERR_MISSING_ARGS' });
