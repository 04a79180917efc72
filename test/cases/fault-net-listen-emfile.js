// Sockets when the process has no fd left (a child under `ulimit -n`): listen() on the
// unspecified address falls back from IPv6 to IPv4 when the IPv6 socket cannot be made, so
// the EMFILE names 0.0.0.0 as Node's does; connect and dgram bind fail with EMFILE too, and
// all work again once fds are closed.
'use strict';
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const fs = require('fs');
  const net = require('net');
  const dgram = require('dgram');
  const show = (name, e) => console.log(name, e.constructor.name, e.code, e.errno, e.syscall,
                                        e.address, e.port, `[${Object.keys(e)}]`, e.message);
  // Everything is first done once with fds to spare, so that nothing the runtime loads on
  // first use has to open a file once they are gone.
  warmUp(() => {
    const held = [];
    for (;;) {
      try { held.push(fs.openSync('/dev/null', 'r')); } catch (e) { show('open', e); break; }
    }
    const server = net.createServer();
    server.on('error', (e) => {
      show('listen', e);
      const sock = net.connect(9, '127.0.0.1');
      sock.on('error', (e2) => {
        show('connect', e2);
        const udp = dgram.createSocket('udp4');
        udp.on('error', (e3) => {
          show('bind', e3);
          for (const fd of held) fs.closeSync(fd);
          const again = net.createServer().listen(0, () => {
            console.log('listen after close', typeof again.address().port);
            again.close();
          });
        });
        udp.bind(0);
      });
    });
    server.listen(0);
  });
  return;
}

function warmUp(done) {
  const net = require('net');
  const server = net.createServer().listen(0, () => {
    const { port } = server.address();
    const sock = net.connect(port, '127.0.0.1');
    sock.on('connect', () => {
      sock.destroy();
      server.close();
      const udp = require('dgram').createSocket('udp4');
      udp.bind(0, () => {
        udp.close();
        // The port of the server just closed: refused.
        net.connect(port, '127.0.0.1').on('error', (e) => {
          require('util').inspect(e);
          console.log('warm', e.code);
          setImmediate(done);
        });
      });
    });
  });
}

const r = spawnSync('/bin/sh', ['-c', 'ulimit -n 64 && exec "$0" "$@"', process.execPath,
                                __filename, 'child'], { encoding: 'utf8' });
process.stdout.write(r.stdout);
console.log('status', r.status, r.signal, /panicked|Abort/.test(r.stderr));
