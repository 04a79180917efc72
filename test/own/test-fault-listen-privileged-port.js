// minirt's own test: listen() on the unspecified address with the IPv6 bind refused.
'use strict';
// Node makes and binds the IPv6 socket first and, when that fails for any reason but a port
// in use (which libuv reports only at listen), tries IPv4: a privileged port refused to an
// unprivileged user is an EACCES naming 0.0.0.0. Runs as an unprivileged user (as root: in a
// child with uid 65534), only where port 80 is privileged.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const net = require('net');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  // No test/common here: the child may not be allowed to write the test's tmpdir.
  const server = net.createServer();
  server.on('error', (e) => {
    process.stdout.write(JSON.stringify({ code: e.code, errno: e.errno, syscall: e.syscall,
                                          address: e.address, port: e.port,
                                          message: e.message, keys: Object.keys(e) }));
  });
  server.listen(80, () => server.close());
  return;
}

const start = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_unprivileged_port_start', 'utf8'));
if (!(start > 80)) common.skip('port 80 is not privileged here');
const asRoot = process.getuid() === 0;
const r = spawnSync(process.execPath, [__filename, 'child'],
                    { encoding: 'utf8', ...(asRoot ? { uid: 65534, gid: 65534 } : {}) });
assert.strictEqual(r.status, 0, r.stderr);
assert.deepStrictEqual(JSON.parse(r.stdout), {
  code: 'EACCES',
  errno: -13,
  syscall: 'listen',
  address: '0.0.0.0',
  port: 80,
  message: 'listen EACCES: permission denied 0.0.0.0:80',
  keys: ['code', 'errno', 'syscall', 'address', 'port'],
});
