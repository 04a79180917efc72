// net.connect with a custom lookup whose answers cannot be connected to (each answer is
// announced, then the first one says why), and a listen() that close() cancels.
'use strict';
const net = require('net');
function attempt(label, answer, next) {
  const s = net.connect({ host: 'example.invalid', port: 9, lookup(host, opts, cb) { setImmediate(answer, opts, cb); } });
  const seen = [];
  s.on('lookup', (err, ip, family, host) => seen.push(`${ip}/${family}/${host}`));
  s.on('error', (e) => {
    console.log(label, e.name, e.code, e.message, JSON.stringify(seen));
    next();
  });
}
const steps = [
  (n) => attempt('all, bad family', (o, cb) => cb(null, [{ address: '127.0.0.1', family: 100 }]), n),
  (n) => attempt('all, not an IP', (o, cb) => cb(null, [{ address: 'nope', family: 4 }]), n),
  (n) => attempt('all, undefined', (o, cb) => cb(null, [{ address: undefined, family: 4 }]), n),
  (n) => attempt('one, bad family', (o, cb) => (o.all ? cb(null, [{ address: '127.0.0.1', family: 7 }]) : cb(null, '127.0.0.1', 7)), n),
  (n) => attempt('all, two answers', (o, cb) => cb(null, [{ address: 'x', family: 4 }, { address: '127.0.0.1', family: 4 }, { address: '127.0.0.1', family: 4 }]), n),
  (n) => {
    const srv = net.createServer();
    srv.on('listening', () => console.log('listening after close: wrong'));
    srv.listen(0, 'localhost').close(() => { console.log('closed before the lookup answered'); n(); });
  },
];
(function run() { const f = steps.shift(); if (f) f(run); })();
