// A child that could not be started: its stdin fails writes with EPIPE, and the events it emits.
'use strict';
const cp = require('child_process');

const c = cp.spawn('/nonexistent-proc6-command', ['arg']);
const ev = [];
c.on('error', (e) => ev.push(`error:${e.code}:${e.syscall}:${e.path}:${JSON.stringify(e.spawnargs)}`));
c.on('spawn', () => ev.push('spawn'));
c.on('exit', () => ev.push('exit'));
c.stdin.write('x', (e) => ev.push(`write cb:${e.message}:${e.code}:${e.errno}:${e.syscall}`));
c.on('close', (code, signal) => {
  ev.push(`close:${code}:${signal}`);
  console.log(ev.join('\n'));
  console.log(c.pid, c.exitCode, c.signalCode, c.killed, c.kill());
  c.stdin.write('y', (e) => console.log('later write:', e.code));
});
