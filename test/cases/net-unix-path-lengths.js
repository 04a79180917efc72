// A UNIX socket path of 107 or exactly 108 bytes (the whole of sun_path, with no room for
// a terminating NUL) can be listened on and connected to; a longer one is EINVAL.
'use strict';
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unix-len-'));
const socketPath = (len) => (dir + '/' + 's'.repeat(200)).slice(0, len);
const run = (len) => new Promise((resolve) => {
  const p = socketPath(len);
  const server = net.createServer((c) => c.end('hi'));
  server.on('error', (e) => {
    console.log(len, 'listen error', e.code, e.syscall);
    resolve();
  });
  server.listen(p, () => {
    const c = net.connect(p);
    c.on('data', (d) => console.log(len, 'got', String(d)));
    c.on('error', (e) => console.log(len, 'connect error', e.code));
    c.on('close', () => server.close(resolve));
  });
});
(async () => {
  if (dir.length + 1 > 100) {
    console.log('skipped: the temporary directory path is too long');
    return;
  }
  for (const n of [107, 108, 109]) await run(n);
  const c = net.connect(socketPath(109));
  c.on('error', (e) => {
    console.log(109, 'connect error', e.code, e.syscall);
    fs.rmSync(dir, { recursive: true, force: true });
  });
})();
