// minirt's own test: UDP and TCP sockets made while the fd table is full fail as Node's do.
'use strict';
// In a child whose open-file limit is 64 and whose fd table is then filled: a dgram socket
// is still created (libuv makes its socket at bind time) and its bind fails with EMFILE as
// an 'error' event; once fds are free again the same socket binds and works. A TCP connect
// fails within connect() ("- Local (undefined:undefined)", 'close' with hadError true).
// Needs `sh` with `ulimit`.
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const dgram = require('dgram');
  const fs = require('fs');
  const net = require('net');
  const out = [];
  const show = (e) => `${e.constructor.name} ${e.code} ${e.errno} ${e.syscall} ${e.message}`;
  const warm = dgram.createSocket('udp4');
  warm.bind(0, '127.0.0.1', () => warm.close(() => setImmediate(full)));
  function full() {
    const held = [];
    for (;;) {
      try {
        held.push(fs.openSync(__filename, 'r'));
      } catch {
        break;
      }
    }
    const udp = dgram.createSocket('udp4');
    udp.on('error', (e) => out.push(`udp error ${show(e)}`));
    udp.bind(0, '127.0.0.1');
    const tcp = net.connect(9, '127.0.0.1');
    tcp.on('error', (e) => out.push(`tcp error ${show(e)}`));
    tcp.on('close', (hadError) => {
      out.push(`tcp close ${hadError}`);
      for (const fd of held) fs.closeSync(fd);
      udp.bind(0, '127.0.0.1', () => {
        udp.on('message', (m) => {
          out.push(`udp got ${m}`);
          udp.close(() => console.log(out.join('\n')));
        });
        udp.send('ping', udp.address().port, '127.0.0.1');
      });
    });
  }
  return;
}

const r = spawnSync('sh', ['-c', 'ulimit -n 64 && exec "$0" "$@"', process.execPath, __filename,
                           'child'], { encoding: 'utf8' });
if (r.error) common.skip(`cannot run sh: ${r.error.message}`);
assert.strictEqual(r.stderr, '');
assert.strictEqual(r.status, 0);
assert.strictEqual(r.stdout, [
  'udp error Error EMFILE -24 bind bind EMFILE 127.0.0.1',
  'tcp error Error EMFILE -24 connect connect EMFILE 127.0.0.1:9 - Local (undefined:undefined)',
  'tcp close true',
  'udp got ping',
].join('\n') + '\n');
