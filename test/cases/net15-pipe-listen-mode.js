// listen({ path, readableAll, writableAll }) gives the UNIX socket file exactly the
// read and/or write bits for everyone, whatever mode the umask gave it.
'use strict';
const net = require('net');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'net15-mode-'));
const sock = path.join(dir, 's.sock');

async function mode(options) {
  const server = net.createServer();
  await new Promise((resolve) => server.listen({ path: sock, ...options }, resolve));
  const bits = (fs.statSync(sock).mode & 0o777).toString(8);
  await new Promise((resolve) => server.close(resolve));
  return bits;
}

(async () => {
  console.log('readableAll', await mode({ readableAll: true }));
  console.log('writableAll', await mode({ writableAll: true }));
  console.log('both', await mode({ readableAll: true, writableAll: true }));
  fs.rmSync(dir, { recursive: true, force: true });
})();
