// A server closed while the fd table is full: close() completes and timers still run (the
// listener's accept task used to spin on EMFILE after the shutdown). The child runs under
// `prlimit --nofile=64` and fills its fd table itself.
'use strict';
const fs = require('fs');
const net = require('net');

if (process.argv[2] === 'child') {
  const held = [];
  (async () => {
    // A first server, listened on and closed, sets up the accept machinery.
    await new Promise((resolve) => {
      const first = net.createServer();
      first.listen(0, () => first.close(resolve));
    });
    for (;;) {
      try {
        held.push(fs.openSync('/dev/null', 'r'));
      } catch {
        break;
      }
    }
    fs.closeSync(held.pop());
    console.log('one fd left');
    const server = net.createServer();
    server.on('error', (e) => console.log('server error', e.code));
    server.listen(0, () => {
      // Inspecting an object here loads more of the runtime, which takes the last fd.
      console.log('listening', { ...server.address(), address: '', family: '', port: 0 });
      server.close(() => console.log('closed'));
    });
    setTimeout(() => {
      console.log('timer ran');
      while (held.length) fs.closeSync(held.pop());
    }, 200);
  })();
} else {
  const { spawnSync } = require('child_process');
  const r = spawnSync('prlimit', ['--nofile=64', process.execPath, __filename, 'child'],
    { encoding: 'utf8', timeout: 30000 });
  if (r.error) {
    console.log('prlimit could not run:', r.error.code);
  } else {
    process.stdout.write(r.stdout);
    console.log('status', r.status, 'signal', r.signal);
  }
}
