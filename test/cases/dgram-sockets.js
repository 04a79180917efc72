// dgram on loopback: bind and 'listening', a datagram and its rinfo, an implicit bind on
// send (queued until bound), send's argument forms (offset/length, buffer lists, strings,
// an empty datagram), connect/remoteAddress/disconnect with 'connect', the send callback's
// byte count, buffer sizes, option setters, and Node's errors for misuse; events in order.
'use strict';
const dgram = require('dgram');
const assert = require('assert');

function code(fn) {
  try {
    fn();
    return 'no error';
  } catch (e) {
    return `${e.name} ${e.code} ${e.message}`;
  }
}

const log = [];
const server = dgram.createSocket('udp4');
console.log('address before bind:', code(() => server.address()));
console.log('buffer size before bind:', code(() => server.getRecvBufferSize()));
console.log('bad type:', code(() => dgram.createSocket('udp5')));
console.log('send bad port:', code(() => server.send('x', 0, '127.0.0.1')));
console.log('send bad buffer:', code(() => server.send(42, 1234, '127.0.0.1')));
console.log('send out of bounds:', code(() => server.send(Buffer.alloc(4), 2, 5, 1234, '127.0.0.1')));
console.log('disconnect unconnected:', code(() => server.disconnect()));
console.log('remoteAddress unconnected:', code(() => server.remoteAddress()));
console.log('connect bad port:', code(() => server.connect(0)));

server.on('listening', () => log.push('server listening'));
server.bind(0, '127.0.0.1', () => {
  log.push('bind callback');
  console.log('bind twice:', code(() => server.bind(0)));
  const a = server.address();
  console.log('server address:', a.address, a.family, typeof a.port);
  server.setRecvBufferSize(20000);
  console.log('recv buffer doubled:', server.getRecvBufferSize() === 40000);
  console.log('bad buffer size:', code(() => server.setSendBufferSize(-1)));
  console.log('setTTL 0:', code(() => server.setTTL(0)));
  console.log('setTTL 64:', server.setTTL(64));
  console.log('setTTL string:', code(() => server.setTTL('1')));
  server.setBroadcast(true);
  console.log('multicast loopback:', server.setMulticastLoopback(true));
  console.log('addMembership missing:', code(() => server.addMembership()));
  startClient(a.port);
});

const got = [];
server.on('message', (msg, rinfo) => {
  got.push(JSON.stringify(msg.toString()));
  assert.strictEqual(rinfo.address, '127.0.0.1');
  assert.strictEqual(rinfo.family, 'IPv4');
  assert.strictEqual(rinfo.size, msg.length);
  if (got.length === 1) console.log('rinfo keys:', Object.keys(rinfo).join());
});

function startClient(port) {
  const client = dgram.createSocket({ type: 'udp4' });
  client.on('listening', () => log.push('client listening (implicit bind)'));
  client.send('hello', port, '127.0.0.1', (err, bytes) => {
    log.push(`send callback ${err} ${bytes}`);
    client.send(Buffer.from('xxabcxx'), 2, 3, port, '127.0.0.1');
    client.send(['lis', Buffer.from('t'), new Uint8Array([33])], port, '127.0.0.1');
    client.send('', port);
    client.send(new DataView(new ArrayBuffer(2)), port, '127.0.0.1', () => connectPhase(client, port));
  });
}

function connectPhase(client, port) {
  const c = dgram.createSocket('udp4');
  c.connect(port, '127.0.0.1', () => {
    log.push('connect callback');
    const r = c.remoteAddress();
    console.log('remote:', r.address, r.port === port);
    console.log('connect twice:', code(() => c.connect(port)));
    console.log('send with port while connected:', code(() => c.send('x', port)));
    c.send('via connect', (err, n) => {
      log.push(`connected send ${err} ${n}`);
      c.disconnect();
      console.log('remote after disconnect:', code(() => c.remoteAddress()));
      c.close(() => {
        log.push('c closed');
        console.log('close twice:', code(() => c.close()));
        client.close();
        setTimeout(() => {
          server.close(() => {
            log.push('server closed');
            console.log(got.join(' '));
            console.log(log.join('\n'));
          });
        }, 100);
      });
    });
  });
  c.on('connect', () => log.push('connect event'));
}
