// server.listen(port, hostname) asks dns.lookup for every address and binds the first one
// that is not an IPv6 link-local address (fe80::/10, unusable without a scope); with only
// link-local answers it tries the first and reports the listen failure.
'use strict';
const net = require('net');
const dns = require('dns');

const answers = {
  'mixed.test': [
    { address: 'fe80::1', family: 6 },
    { address: 'febf::2', family: 6 },
    { address: '127.0.0.1', family: 4 },
  ],
  'only-link-local.test': [{ address: 'fe80::1', family: 6 }],
};
const realLookup = dns.lookup;
dns.lookup = function(hostname, options, callback) {
  if (answers[hostname] === undefined) return realLookup.apply(this, arguments);
  console.log('lookup', hostname, JSON.stringify(options));
  process.nextTick(callback, null, answers[hostname]);
};

const a = net.createServer();
a.listen(0, 'mixed.test', () => {
  const { address, family } = a.address();
  console.log('mixed.test bound', address, family);
  a.close();
  const b = net.createServer();
  b.on('error', (err) => {
    console.log('only-link-local.test', err.syscall, err.address, err instanceof Error);
    dns.lookup = realLookup;
  });
  b.listen(0, 'only-link-local.test');
});
