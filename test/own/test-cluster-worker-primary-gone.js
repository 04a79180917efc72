// minirt's own test: a cluster worker whose primary goes away without disconnecting it
// (here the primary calls process.exit) exits at once, as Node's workers do, even though
// it holds a listening server; and `cluster.worker` sees 'disconnect' first. The worker
// is the primary's child and writes to the primary's stdout, so the pipe this test reads
// closes only when the worker is gone too.
'use strict';
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

if (process.argv[2] === 'primary') {
  const cluster = require('cluster');
  if (cluster.isPrimary) {
    const worker = cluster.fork();
    worker.on('message', (msg) => {
      console.log(`listening ${msg}`);
      process.exit(0);
    });
  } else {
    cluster.worker.on('disconnect', () => console.log('worker saw disconnect'));
    // If the worker outlived its primary, this ends it (the test then fails on the line).
    setTimeout(() => {
      console.log('worker still alive');
      process.exit(1);
    }, 30000);
    const server = require('net').createServer();
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));
  }
  return;
}

const child = spawn(process.execPath, [__filename, 'primary'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
child.stdout.setEncoding('utf8');
child.stdout.on('data', (d) => { out += d; });
child.on('close', common.mustCall((code) => {
  assert.strictEqual(code, 0);
  const lines = out.trim().split('\n');
  assert.match(lines[0], /^listening \d+$/);
  assert.ok(!out.includes('worker still alive'), out);
  assert.ok(out.includes('worker saw disconnect'), out);
}));
