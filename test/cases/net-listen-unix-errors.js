// net.Server.listen on a UNIX socket path that cannot be bound: the 'error' each failure emits.
'use strict';
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listen-unix-'));
const file = path.join(dir, 'plain-file');
fs.writeFileSync(file, '');
const paths = [
  ['missing directory', path.join(dir, 'no-such-dir', 's.sock')],
  ['longer than sun_path', path.join(dir, 'x'.repeat(120))],
  ['existing file', file],
];

(async () => {
  for (const [label, p] of paths) {
    await new Promise((resolve) => {
      const server = net.createServer();
      server.on('error', (e) => {
        console.log(`${label}: ${e.constructor.name} ${e.code} ${e.errno} ${e.syscall} ` +
          `port=${e.port} [${Object.keys(e)}] ${e.message.split(dir).join('<dir>')} ` +
          `address=${`${e.address}`.split(dir).join('<dir>')} listening=${server.listening}`);
        server.close((err) => {
          console.log(`  close: ${err && err.code}`);
          resolve();
        });
      });
      server.listen(p, () => {
        console.log(`${label}: listening`);
        server.close(resolve);
      });
    });
  }
  fs.rmSync(dir, { recursive: true });
})();
