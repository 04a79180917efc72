// The parts of dns, tls, http2, dgram, inspector, trace_events, sea, sqlite and wasi that
// need no sockets or native engines: dns.lookup of IP literals and the loopback name, the
// result order and resolver server lists, lookup argument errors; tls defaults,
// checkServerIdentity, convertALPNProtocols; HTTP/2 settings packing; dgram socket
// creation/close; the inspector of a process where it is not active; trace_events argument
// checks; sea outside a single executable; sqlite constants and constructors.
// stderr: ExperimentalWarning: WASI is an experimental feature and might change at any time
'use strict';
const dns = require('dns');
const tls = require('tls');
const http2 = require('http2');
const dgram = require('dgram');
const inspector = require('inspector');
const traceEvents = require('trace_events');

const show = (f) => {
  try {
    console.log('ok', f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
};

function dnsPart(done) {
  console.log(dns.ADDRCONFIG, dns.ALL, dns.V4MAPPED, dns.NOTFOUND, dns.CANCELLED,
    dns.getDefaultResultOrder(), dns.promises === require('dns/promises'));
  show(() => dns.lookup(5, () => {}));
  show(() => dns.lookup('', () => {}));
  show(() => dns.lookup('x', { family: 5 }, () => {}));
  show(() => dns.lookup('x', { hints: 1 }, () => {}));
  show(() => dns.lookup('x'));
  show(() => dns.lookup('x', 'opts', () => {}));
  show(() => dns.setDefaultResultOrder('random'));
  show(() => new dns.Resolver({ tries: 0 }));
  const r = new dns.Resolver({ timeout: 100 });
  r.setServers(['1.2.3.4', '[::1]:54', '5.6.7.8:53', '::2', '9.9.9.9:5353']);
  console.log(r.getServers(), Object.keys(r), Array.isArray(dns.getServers()));
  show(() => r.setServers(['not an ip']));
  show(() => r.setServers('1.2.3.4'));
  const results = [];
  const t = dns.lookup('127.0.0.1', (err, address, family) => results.push(['v4', err, address, family]));
  console.log(typeof t);
  dns.lookup('::1', { all: true }, (err, list) => results.push(['v6 all', err, list]));
  dns.lookup('127.0.0.1', { family: 6 }, (err, a, f) => results.push(['family ignored', err, a, f]));
  console.log('lookups answer asynchronously', results.length);
  dns.promises.lookup('127.0.0.1', { all: true }).then((list) => {
    results.push(['promise', list]);
    return dns.promises.lookup('::1');
  }).then((one) => {
    results.push(['promise one', one]);
    for (const r of results) console.log(...r);
    // The loopback name comes from the hosts file, without the network.
    dns.lookup('localhost', { family: 4 }, (err, address, family) => {
      console.log('localhost', err, address === '127.0.0.1', family);
      done();
    });
  });
}

function tlsPart() {
  console.log(tls.DEFAULT_MIN_VERSION, tls.DEFAULT_MAX_VERSION, tls.DEFAULT_ECDH_CURVE,
    tls.CLIENT_RENEG_LIMIT, tls.CLIENT_RENEG_WINDOW, tls.DEFAULT_CIPHERS.split(':')[0],
    Array.isArray(tls.rootCertificates), Object.isFrozen(tls.rootCertificates));
  const check = (host, cert) => {
    const err = tls.checkServerIdentity(host, cert);
    console.log(host, err === undefined ? 'ok' : `${err.code} ${err.reason}`);
  };
  check('example.com', { subject: { CN: 'example.com' } });
  check('a.example.com', { subject: { CN: '*.example.com' } });
  check('a.b.example.com', { subject: { CN: '*.example.com' } });
  check('x.com', { subject: { CN: 'example.com' } });
  check('x.com', { subjectaltname: 'DNS:x.com, DNS:y.com', subject: {} });
  check('Y.COM.', { subjectaltname: 'DNS:x.com, DNS:y.com', subject: {} });
  check('z.com', { subjectaltname: 'DNS:x.com, DNS:y.com', subject: { CN: 'z.com' } });
  check('1.2.3.4', { subjectaltname: 'IP Address:1.2.3.4', subject: {} });
  check('1.2.3.4', { subjectaltname: 'IP Address:1.2.3.5, DNS:1.2.3.4', subject: {} });
  check('::1', { subjectaltname: 'IP Address:0:0:0:0:0:0:0:1', subject: {} });
  check('foo.com', { subjectaltname: 'DNS:*.com', subject: {} });
  check('ab.example.com', { subjectaltname: 'DNS:a*b.example.com', subject: {} });
  check('xn--a.example.com', { subjectaltname: 'DNS:xn--*.example.com', subject: {} });
  check('host', { subject: {} });
  check('q.example.com', { subjectaltname: 'DNS:"q.example.com", DNS:other.com', subject: {} });
  const err = tls.checkServerIdentity('x.com', { subject: { CN: 'y.com' } });
  console.log(err.message, err.host, Object.keys(err).sort());
  const out = {};
  tls.convertALPNProtocols(['h2', 'http/1.1'], out);
  console.log(out.ALPNProtocols);
  tls.convertALPNProtocols(new Uint16Array([0x6801]), out);
  console.log(out.ALPNProtocols);
  show(() => tls.convertALPNProtocols(Buffer.from([2, 0x68]), {}));
  show(() => tls.convertALPNProtocols(Buffer.from([0]), {}));
  show(() => tls.convertALPNProtocols(['x'.repeat(256)], {}));
}

function http2Part() {
  console.log(Object.keys(http2.constants).length, http2.constants.NGHTTP2_CANCEL,
    http2.constants.HTTP2_HEADER_STATUS, http2.constants.HTTP_STATUS_TEAPOT,
    http2.constants.MAX_INITIAL_WINDOW_SIZE, typeof http2.sensitiveHeaders);
  console.log(http2.getDefaultSettings());
  const packed = http2.getPackedSettings({ enableConnectProtocol: true, headerTableSize: 100,
    maxHeaderListSize: 7, enablePush: false, maxFrameSize: 20000, maxConcurrentStreams: 3,
    initialWindowSize: 5 });
  console.log(packed.toString('hex'), http2.getPackedSettings().length);
  console.log(http2.getUnpackedSettings(packed));
  console.log(http2.getUnpackedSettings(Buffer.from('000900000005000200000001', 'hex')));
  show(() => http2.getPackedSettings(5));
  show(() => http2.getPackedSettings({ enablePush: 1 }));
  const e = (() => { try { http2.getPackedSettings({ maxFrameSize: 1 }); } catch (x) { return x; } })();
  console.log(e.name, e.code, e.message, e.actual, e.min, e.max);
  show(() => http2.getPackedSettings({ customSettings: 5 }));
  show(() => http2.getUnpackedSettings(Buffer.alloc(5)));
  show(() => http2.getUnpackedSettings('x'));
  show(() => http2.getUnpackedSettings(Buffer.from('000500000001', 'hex'), { validate: true }));
}

function miscPart() {
  const s = dgram.createSocket('udp4', () => {});
  console.log(s.type, s.listenerCount('message'), s instanceof require('events'));
  s.close(() => console.log('dgram close callback'));
  show(() => s.close());
  show(() => dgram.createSocket('udp5'));
  show(() => dgram.createSocket({ type: 'udp4', lookup: 5 }));

  console.log(inspector.url(), inspector.close(), typeof inspector.console.log,
    inspector.console.log('not shown anywhere'), inspector.Network.requestWillBeSent({}));
  show(() => inspector.waitForDebugger());
  show(() => inspector.Network.dataSent(5));
  const session = new inspector.Session();
  console.log(session instanceof require('events'), session.disconnect());
  show(() => session.post('Runtime.evaluate'));
  show(() => session.post(5));
  new (require('inspector/promises').Session)().post('Runtime.enable').catch((err) => {
    console.log('promises session', err.code);
  });

  console.log(traceEvents.getEnabledCategories());
  const tracing = traceEvents.createTracing({ categories: ['node.perf', 'v8'] });
  console.log(tracing.enabled, tracing.categories, Object.keys(tracing));
  tracing.disable();
  show(() => traceEvents.createTracing());
  show(() => traceEvents.createTracing({ categories: [] }));
  show(() => traceEvents.createTracing({ categories: [1] }));

  const sea = require('node:sea');
  console.log(sea.isSea());
  show(() => sea.getAsset('a'));
  show(() => sea.getAsset(5));
  show(() => sea.getAssetKeys());
  show(() => sea.getRawAsset('a'));

  const sqlite = require('node:sqlite');
  console.log(sqlite.constants.SQLITE_CHANGESET_ABORT, sqlite.constants.SQLITE_RECURSIVE);
  show(() => new sqlite.StatementSync());
  show(() => new sqlite.Session());
  show(() => sqlite.DatabaseSync(':memory:'));
  show(() => new sqlite.DatabaseSync(5));
  show(() => sqlite.backup(null));

  const { WASI } = require('wasi');
  show(() => new WASI());
  show(() => new WASI({ version: 'preview2' }));
  show(() => new WASI({ version: 'preview1', args: 'x' }));
  show(() => new WASI({ version: 'preview1', stdin: -1 }));
}

dnsPart(() => {
  tlsPart();
  http2Part();
  miscPart();
});
