// A Worker started when fewer descriptors are free than a worker's event loop needs: it
// fails as Node's does, with ERR_WORKER_INIT_FAILED (EMFILE) on 'error' and then 'exit'
// with code 0, never running its script; once descriptors are back, workers start again.
// The child runs under `ulimit -n 64` and fills its fd table itself.
'use strict';
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const fs = require('fs');
  const { Worker } = require('worker_threads');
  const first = new Worker('1', { eval: true });
  first.on('exit', () => {
    const held = [];
    for (;;) {
      try { held.push(fs.openSync('/dev/null', 'r')); } catch { break; }
    }
    // Four free: one short of what a worker's loop takes.
    for (let i = 0; i < 4; i++) fs.closeSync(held.pop());
    const w = new Worker('require("worker_threads").parentPort.postMessage("ran")',
                         { eval: true });
    console.log('threadId', typeof w.threadId, w.threadId > 0);
    w.postMessage('ignored');
    w.on('online', () => console.log('online'));
    w.on('message', (m) => console.log('message', m));
    w.on('error', (e) => {
      console.log('error', e.constructor.name, e.code, e.message, w.threadId);
    });
    w.on('exit', (code) => {
      console.log('exit', code, w.threadId);
      w.terminate().then((c) => {
        console.log('terminate', c);
        while (held.length) fs.closeSync(held.pop());
        const again = new Worker('require("worker_threads").parentPort.postMessage("ran")',
                                 { eval: true });
        again.on('message', (m) => console.log('again', m));
        again.on('exit', (c2) => console.log('again exit', c2));
      });
    });
  });
  return;
}

const r = spawnSync('/bin/sh', ['-c', 'ulimit -n 64 && exec "$0" "$@"', process.execPath,
                                __filename, 'child'], { encoding: 'utf8' });
process.stdout.write(r.stdout);
console.log('status', r.status, r.signal, r.stderr);
