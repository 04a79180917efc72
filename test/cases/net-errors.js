// The errors of failed listen() and connect() calls: messages, codes, errno, syscall,
// address and port, as Node builds them.
'use strict';
const net = require('net');
const os = require('os');
const path = require('path');
const fs = require('fs');

function show(label, err, port) {
  const msg = port ? err.message.replaceAll(String(port), 'PORT') : err.message;
  console.log(label, JSON.stringify({
    message: msg, code: err.code, errno: err.errno, syscall: err.syscall,
    address: err.address, port: err.port === port && port ? 'PORT' : err.port,
    keys: Object.keys(err),
  }));
}

const steps = [
  (next) => {
    const a = net.createServer().listen(0, () => {
      const { port } = a.address();
      const b = net.createServer();
      b.on('error', (e) => {
        show('listen in use (any)', e, port);
        const c = net.createServer();
        c.on('error', (e2) => {
          show('listen in use (127.0.0.1)', e2, port);
          a.close(next);
        });
        c.listen(port, '0.0.0.0');
      });
      b.listen(port);
    });
  },
  (next) => {
    // A port nobody listens on: take one and close it again.
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => {
        const c = net.connect(port, '127.0.0.1');
        c.on('connect', () => console.log('unexpected connect'));
        c.on('error', (e) => show('connect refused', e, port));
        c.on('close', (hadError) => {
          console.log('close after refused', hadError, c.destroyed, c.readyState);
          next();
        });
      });
    });
  },
  (next) => {
    const c = net.connect({ path: path.join(os.tmpdir(), 'no-such-dir-x', 'nope.sock') });
    c.on('error', (e) => {
      e.message = e.message.replace(os.tmpdir(), 'TMP');
      e.address = e.address.replace(os.tmpdir(), 'TMP');
      show('connect missing path', e);
      next();
    });
  },
  (next) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'net-err-'));
    const sock = path.join(dir, 'x.sock');
    const a = net.createServer().listen(sock, () => {
      const b = net.createServer();
      b.on('error', (e) => {
        e.message = e.message.replace(dir, 'DIR');
        e.address = e.address.replace(dir, 'DIR');
        show('listen path in use', e);
        a.close(() => {
          fs.rmSync(dir, { recursive: true, force: true });
          next();
        });
      });
      b.listen(sock);
    });
  },
  (next) => {
    for (const bad of [-1, 65536, {}]) {
      try {
        net.connect(bad);
      } catch (e) {
        console.log('bad port', String(bad), e.code, e.name);
      }
    }
    try {
      net.createServer().listen({});
    } catch (e) {
      console.log('listen({})', e.code, e.message);
    }
    const s = net.createServer();
    s.close((e) => {
      console.log('close not running', e.code, e.message);
      next();
    });
  },
];

(function run(i) {
  if (i < steps.length) steps[i](() => run(i + 1));
})(0);
