// minirt's own test: dns.Resolver's queries against a local UDP server: the question sent
// (name, type, PTR name of reverse), the shapes of the answers (A with ttl, AAAA, MX, TXT,
// SRV, SOA, CAA, ANY; MX, SRV and CAA keep a `type` key), RCODE errors, malformed replies,
// cancel(), timeouts, the pending-query check of setServers() and the .onion rule. Every
// expectation here is what Node 26.10 gives.
'use strict';
const common = require('../common');
const assert = require('assert');
const dgram = require('dgram');
const dns = require('dns');

const TYPE = {
  A: 1, NS: 2, SOA: 6, PTR: 12, MX: 15, TXT: 16, AAAA: 28, SRV: 33, ANY: 255, CAA: 257,
};

function name(text) {
  const parts = [];
  for (const label of text.split('.')) {
    if (label === '') continue;
    parts.push(Buffer.from([label.length]), Buffer.from(label, 'latin1'));
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}

function u16(n) { const b = Buffer.alloc(2); b.writeUInt16BE(n); return b; }
function u32(n) { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; }
function str(text) {
  return Buffer.concat([Buffer.from([text.length]), Buffer.from(text, 'latin1')]);
}

// Reads the question of a query: { id, qname, qtype }.
function question(msg) {
  const labels = [];
  let at = 12;
  while (msg[at] !== 0) {
    labels.push(msg.toString('latin1', at + 1, at + 1 + msg[at]));
    at += 1 + msg[at];
  }
  return {
    id: msg.readUInt16BE(0), qname: labels.join('.'), qtype: msg.readUInt16BE(at + 1),
    end: at + 5,
  };
}

// A reply to `msg` with `records` ([type, ttl, rdata]) and `rcode`.
function reply(msg, records, rcode = 0) {
  const q = question(msg);
  const head = Buffer.concat([u16(q.id), Buffer.from([0x81, 0x80 | rcode]), u16(1),
                              u16(records.length), u16(0), u16(0)]);
  const answers = records.map(([type, ttl, rdata]) =>
    Buffer.concat([Buffer.from([0xc0, 12]), u16(type), u16(1), u32(ttl), u16(rdata.length),
                   rdata]));
  return Buffer.concat([head, msg.subarray(12, q.end), ...answers]);
}

const zone = {
  'a.test': [[TYPE.A, 300, Buffer.from([10, 0, 0, 1])], [TYPE.A, 60, Buffer.from([10, 0, 0, 2])]],
  'v6.test': [[TYPE.AAAA, 5, Buffer.from('20010db8000000000000000000000001', 'hex')]],
  'mx.test': [[TYPE.MX, 1, Buffer.concat([u16(10), name('mail.mx.test')])]],
  'txt.test': [[TYPE.TXT, 1, Buffer.concat([str('v=spf1'), str('-all')])]],
  'srv.test': [[TYPE.SRV, 1, Buffer.concat([u16(1), u16(2), u16(8080), name('host.srv.test')])]],
  'soa.test': [[TYPE.SOA, 1, Buffer.concat([name('ns.soa.test'), name('admin.soa.test'),
                                            u32(7), u32(8), u32(9), u32(10), u32(11)])]],
  'caa.test': [[TYPE.CAA, 1, Buffer.concat([Buffer.from([0, 5]), Buffer.from('issueca.test')])]],
  '4.3.2.1.in-addr.arpa': [[TYPE.PTR, 1, name('back.test')]],
};

const seen = [];
const server = dgram.createSocket('udp4');
server.on('message', (msg, rinfo) => {
  const q = question(msg);
  seen.push(`${q.qname}/${q.qtype}`);
  if (q.qname === 'silent.test') return;
  if (q.qname === 'bad.test') {
    // Claims two answers and carries one.
    const packet = reply(msg, zone['a.test'].slice(0, 1));
    packet.writeUInt16BE(2, 6);
    server.send(packet, rinfo.port, rinfo.address);
    return;
  }
  const records = zone[q.qname];
  if (records === undefined) {
    server.send(reply(msg, [], 3), rinfo.port, rinfo.address);
    return;
  }
  const wanted = q.qtype === TYPE.ANY ? records : records.filter((r) => r[0] === q.qtype);
  server.send(reply(msg, wanted), rinfo.port, rinfo.address);
});

server.bind(0, '127.0.0.1', common.mustCall(async () => {
  const where = `127.0.0.1:${server.address().port}`;
  const resolver = new dns.promises.Resolver({ timeout: 200, tries: 1 });
  resolver.setServers([where]);
  assert.deepStrictEqual(resolver.getServers(), [where]);

  assert.deepStrictEqual(await resolver.resolve4('a.test'), ['10.0.0.1', '10.0.0.2']);
  assert.deepStrictEqual(await resolver.resolve4('a.test', { ttl: true }),
                         [{ address: '10.0.0.1', ttl: 300 }, { address: '10.0.0.2', ttl: 60 }]);
  assert.deepStrictEqual(await resolver.resolve6('v6.test'), ['2001:db8::1']);
  assert.deepStrictEqual(await resolver.resolveMx('mx.test'),
                         [{ exchange: 'mail.mx.test', priority: 10, type: 'MX' }]);
  assert.deepStrictEqual(await resolver.resolveTxt('txt.test'), [['v=spf1', '-all']]);
  assert.deepStrictEqual(await resolver.resolveSrv('srv.test'),
                         [{ name: 'host.srv.test', port: 8080, priority: 1, weight: 2,
                            type: 'SRV' }]);
  assert.deepStrictEqual(await resolver.resolveSoa('soa.test'), {
    nsname: 'ns.soa.test', hostmaster: 'admin.soa.test',
    serial: 7, refresh: 8, retry: 9, expire: 10, minttl: 11, type: undefined,
  });
  assert.deepStrictEqual(await resolver.resolveCaa('caa.test'),
                         [{ critical: 0, type: 'CAA', issue: 'ca.test' }]);
  assert.deepStrictEqual(await resolver.resolve('mx.test', 'MX'),
                         [{ exchange: 'mail.mx.test', priority: 10, type: 'MX' }]);
  assert.deepStrictEqual(await resolver.resolveAny('a.test'), [
    { type: 'A', address: '10.0.0.1', ttl: 300 }, { type: 'A', address: '10.0.0.2', ttl: 60 },
  ]);
  assert.deepStrictEqual(await resolver.resolveAny('soa.test'), [{
    nsname: 'ns.soa.test', hostmaster: 'admin.soa.test',
    serial: 7, refresh: 8, retry: 9, expire: 10, minttl: 11, type: 'SOA',
  }]);
  assert.deepStrictEqual(await resolver.reverse('1.2.3.4'), ['back.test']);
  assert(seen.includes('4.3.2.1.in-addr.arpa/12'));

  // An answer without records of the asked type, and NXDOMAIN.
  await assert.rejects(resolver.resolveMx('a.test'),
                       { code: 'ENODATA', syscall: 'queryMx', hostname: 'a.test' });
  await assert.rejects(resolver.resolve4('nowhere.test'), {
    code: 'ENOTFOUND', syscall: 'queryA', hostname: 'nowhere.test',
    message: 'queryA ENOTFOUND nowhere.test',
  });
  await assert.rejects(resolver.resolve4('silent.test'), { code: 'ETIMEOUT' });
  // A reply that does not parse fails the try at once; after the last one, EBADRESP.
  const retrying = new dns.promises.Resolver({ timeout: 5000, tries: 2 });
  retrying.setServers([where]);
  const before = seen.length;
  await assert.rejects(retrying.resolve4('bad.test'), { code: 'EBADRESP', syscall: 'queryA' });
  assert.deepStrictEqual(seen.slice(before), ['bad.test/1', 'bad.test/1']);
  await assert.rejects(resolver.resolve4('hidden.onion'), { code: 'ENOTFOUND' });
  assert(!seen.includes('hidden.onion/1'));
  await assert.rejects(resolver.reverse('not-an-ip'), { code: 'EINVAL', syscall: 'getHostByAddr' });
  assert.throws(() => resolver.resolve('a.test', 'BOGUS'), { code: 'ERR_INVALID_ARG_VALUE' });

  // cancel() ends every pending query with ECANCELLED; setServers() refuses meanwhile.
  const callbackResolver = new dns.Resolver();
  callbackResolver.setServers([where]);
  const order = [];
  for (const host of ['silent.test', 'silent.test']) {
    callbackResolver.resolve4(host, common.mustCall((err) => {
      assert.strictEqual(err.code, 'ECANCELLED');
      assert.strictEqual(err.syscall, 'queryA');
      order.push(host);
    }));
  }
  assert.throws(() => callbackResolver.setServers([where]),
                { code: 'ERR_DNS_SET_SERVERS_FAILED' });
  callbackResolver.cancel();
  // The callbacks come later, from immediates.
  assert.strictEqual(order.length, 0);

  // dns.setServers() swaps the default resolver that dns and dns.promises share.
  dns.setServers([where]);
  assert.deepStrictEqual(await dns.promises.resolve4('a.test'), ['10.0.0.1', '10.0.0.2']);
  dns.resolve4('a.test', common.mustSucceed((addresses) => {
    assert.deepStrictEqual(addresses, ['10.0.0.1', '10.0.0.2']);
    server.close();
  }));
}));
