// minirt's own test: a server whose process has no free fds emits no 'error' and keeps serving.
'use strict';
// The child (open-file limit 64) listens, then fills its fd table. A connection made while
// it is full is libuv's to shed: Node emits nothing on the server. Once fds are free again
// the same server accepts and serves. Needs `sh` with `ulimit`.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const net = require('net');
const { spawn } = require('child_process');
const readline = require('readline');

if (process.argv[2] === 'child') {
  const held = [];
  let errors = 0;
  const server = net.createServer((s) => s.end('hi'));
  server.on('error', (e) => {
    errors++;
    process.stderr.write(`server error ${e.code} ${e.syscall}\n`);
  });
  server.listen(0, '127.0.0.1', () => {
    // Everything the rest needs is loaded while fds are still free.
    readline.createInterface({ input: process.stdin }).on('line', (line) => {
      if (line === 'release') {
        while (held.length) fs.closeSync(held.pop());
        process.stdout.write('released\n');
      } else if (line === 'end') {
        process.stdout.write(`errors ${errors}\n`);
        server.close();
        process.stdin.destroy();
      }
    });
    process.stdout.write(`port ${server.address().port}\n`);
    // stdin reads from here on (its start must not be what meets the full table).
    setImmediate(fill);
  });
  function fill() {
    for (;;) {
      try {
        held.push(fs.openSync(__filename, 'r'));
      } catch (e) {
        assert.strictEqual(e.code, 'EMFILE');
        break;
      }
    }
    process.stdout.write('full\n');
  }
  return;
}

const child = spawn('sh', ['-c', 'ulimit -n 64 && exec "$0" "$@"', process.execPath,
                           __filename, 'child'], { stdio: ['pipe', 'pipe', 'inherit'] });
child.on('error', (e) => common.skip(`cannot run sh: ${e.message}`));
let port;
const seen = [];
readline.createInterface({ input: child.stdout }).on('line', common.mustCallAtLeast((line) => {
  seen.push(line);
  if (line.startsWith('port ')) {
    port = Number(line.slice(5));
  } else if (line === 'full') {
    // This connection reaches a process that cannot take it; whatever happens to it, the
    // server must not fail.
    const early = net.connect(port, '127.0.0.1');
    early.on('error', () => {});
    early.on('data', () => {});
    setTimeout(() => {
      early.destroy();
      child.stdin.write('release\n');
    }, 300);
  } else if (line === 'released') {
    const later = net.connect(port, '127.0.0.1');
    let data = '';
    later.on('data', (d) => { data += d; });
    later.on('close', common.mustCall(() => {
      assert.strictEqual(data, 'hi');
      child.stdin.write('end\n');
    }));
  }
}));
child.on('exit', common.mustCall((code, signal) => {
  assert.deepStrictEqual(seen.slice(1), ['full', 'released', 'errors 0']);
  assert.strictEqual(code, 0);
  assert.strictEqual(signal, null);
}));
