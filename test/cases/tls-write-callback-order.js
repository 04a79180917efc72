// A TLS socket's write that the transport takes at once completes as Node's TLSWrap
// completes it: after the ticks and microtasks the write started, before the immediates
// set after it (a net socket's completes at once, before the ticks).
'use strict';
const fs = require('fs');
const path = require('path');
const net = require('net');
const tls = require('tls');

const keys = path.join(__dirname, '..', 'fixtures', 'keys');
const cert = fs.readFileSync(path.join(keys, 'tls_self_cert.pem'));
const key = fs.readFileSync(path.join(keys, 'tls_self_key.pem'));

function order(socket, done) {
  const log = [];
  socket.write('hello', () => log.push('write cb'));
  process.nextTick(() => log.push('tick'));
  Promise.resolve().then(() => log.push('microtask'));
  setImmediate(() => log.push('immediate'));
  setImmediate(() => setImmediate(() => {
    done(log.join(', '));
  }));
}

const tlsServer = tls.createServer({ key, cert }, (s) => {
  s.resume();
  s.on('end', () => s.end());
});
tlsServer.listen(0, '127.0.0.1', () => {
  const c = tls.connect({ port: tlsServer.address().port, host: '127.0.0.1', ca: cert,
                          servername: 'localhost' }, () => {
    order(c, (text) => {
      console.log('tls:', text);
      c.on('finish', () => console.log('tls: finish'));
      c.on('close', () => {
        tlsServer.close();
        const netServer = net.createServer((s) => {
          s.resume();
          s.on('end', () => s.end());
        });
        netServer.listen(0, '127.0.0.1', () => {
          const n = net.connect(netServer.address().port, '127.0.0.1', () => {
            order(n, (text2) => {
              console.log('net:', text2);
              n.end();
              n.on('close', () => netServer.close());
            });
          });
          n.resume();
        });
      });
      c.end();
    });
  });
  c.resume();
});
