// net.isIP/isIPv6 on generated strings (zones, embedded IPv4, compressed forms, values with
// toString), bufferSize of a socket still connecting, and setTypeOfService/getTypeOfService
// (kept before the connect, applied on it, argument errors).
'use strict';
const net = require('net');

let seed = 7;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const parts = ['', '0', 'FfFf', '12345', '1.2.3.4', '255.255.255.256', 'a%b', '1%e-t.h:0',
  '%', '01.2.3.4', 'abcd', ' 1', 'fe80', '::'];
const results = [];
for (let i = 0; i < 4000; i++) {
  const n = 1 + Math.floor(rand() * 9);
  const p = [];
  for (let j = 0; j < n; j++) p.push(parts[Math.floor(rand() * parts.length)]);
  results.push(net.isIP(p.join(rand() < 0.2 ? '::' : ':')));
}
const counts = { 0: 0, 4: 0, 6: 0 };
for (const r of results) counts[r]++;
console.log('generated', JSON.stringify(counts), results.slice(0, 80).join(''));
for (const s of ['fe80::2008%eth0', 'fe80::2008%eth0@1', '::ffff:1.2.3.4', '1.2.3.4::', '::',
  '1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:8::', { toString: () => '::1' }, { toString: () => '10.0.0.1' }]) {
  console.log(JSON.stringify(String(s)), net.isIP(s), net.isIPv6(s), net.isIPv4(s));
}

const server = net.createServer((s) => { s.resume(); s.on('end', () => s.end()); });
server.listen(0, '127.0.0.1', () => {
  const c = new net.Socket();
  console.log('tos before connect', c.getTypeOfService());
  c.setTypeOfService(0x20);
  console.log('tos kept', c.getTypeOfService());
  c.connect(server.address().port, '127.0.0.1');
  const sizes = [];
  for (let i = 0; i < 3; i++) {
    c.write('a');
    sizes.push(c.bufferSize);
  }
  console.log('bufferSize while connecting', sizes.join(','));
  c.on('connect', () => {
    console.log('tos applied', c.getTypeOfService() & 0xfc);
    for (const v of ['x', NaN, 256, -1, 1.5]) {
      try {
        c.setTypeOfService(v);
        console.log('accepted', v);
      } catch (e) {
        console.log(e.code, e.message);
      }
    }
    c.setTypeOfService(0x48);
    console.log('tos set', c.getTypeOfService() & 0xfc);
    c.end();
  });
  c.on('close', () => {
    console.log('bufferSize after close', c.bufferSize);
    server.close();
  });
});
