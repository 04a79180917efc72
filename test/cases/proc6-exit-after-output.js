// A child's output (and a forked child's channel end) is delivered before its 'exit'.
'use strict';
const cp = require('child_process');

function runShell(next) {
  const c = cp.spawn('/bin/sh', ['-c', 'echo out; echo err >&2; exit 3']);
  const ev = [];
  c.stdout.on('data', (d) => ev.push(`stdout:${String(d).trim()}`));
  c.stderr.on('data', (d) => ev.push(`stderr:${String(d).trim()}`));
  c.on('exit', (code, signal) => ev.push(`exit:${code}:${signal}`));
  c.on('close', (code) => {
    ev.push(`close:${code}`);
    // stdout and stderr are independent pipes: only their order relative to exit counts.
    const exitAt = ev.findIndex((e) => e.startsWith('exit'));
    console.log('data before exit:', ev.indexOf('stdout:out') < exitAt, ev.indexOf('stderr:err') < exitAt);
    console.log('last:', ev[ev.length - 1]);
    next();
  });
}

function runFork() {
  if (process.argv[2] === 'child') return;
  const c = cp.fork(__filename, ['child'], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  c.on('exit', (code) => {
    console.log('fork exit', code, 'connected:', c.connected);
    console.log('send after exit:', c.send('x', (err) => console.log('send cb:', err.code)));
  });
}

if (process.argv[2] === 'child') {
  process.exitCode = 4;
} else {
  runShell(runFork);
}
