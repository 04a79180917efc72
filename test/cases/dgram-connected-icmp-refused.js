// A connected UDP socket hears the ICMP "port unreachable" its send provokes: 'error' with
// ECONNREFUSED from recvmsg, as libuv reports the socket's pending error; the socket stays
// usable (closing it later works). A dns.Resolver against a refusing server therefore fails
// at once with ECONNREFUSED instead of waiting out its timeout.
'use strict';
const dgram = require('dgram');
const dns = require('dns');
const net = require('net');

// A port with nothing listening on UDP: bind one, note it, close it.
const probe = dgram.createSocket('udp4');
probe.bind(0, '127.0.0.1', () => {
  const { port } = probe.address();
  probe.close(() => {
    const s = dgram.createSocket('udp4');
    s.on('error', (e) => {
      console.log('error', e.code, e.syscall, e.errno === -111);
      setTimeout(() => s.close(() => {
        console.log('closed');
        viaResolver(port);
      }), 20);
    });
    s.connect(port, '127.0.0.1', () => s.send('x', (e) => console.log('sent', e)));
  });
});

function viaResolver(port) {
  const r = new dns.Resolver({ timeout: 20000, tries: 1 });
  r.setServers([`127.0.0.1:${port}`]);
  const t = Date.now();
  r.resolve4('example.com', (e) => {
    console.log('resolve4', e?.code, e?.syscall, net.isIP(e?.hostname ?? '') === 0,
      Date.now() - t < 10000 ? 'before the timeout' : 'after the timeout');
  });
}
