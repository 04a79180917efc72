// The CLI REPL (-i) whose stdout pipe lost its reader ends when its input ends, as Node does, instead of reporting each EPIPE back to the broken pipe forever.
'use strict';
const { spawn } = require('child_process');

const child = spawn(process.execPath, ['-i'], { stdio: ['pipe', 'pipe', 'pipe'] });
let stderr = '';
child.stderr.setEncoding('utf8');
child.stderr.on('data', (d) => { stderr += d; });
// The reader goes away before any input is sent: every result the REPL prints fails.
child.stdout.destroy();
const guard = setTimeout(() => {
  console.log('still running after 20s');
  child.kill('SIGKILL');
}, 20000);
child.on('exit', (code, signal) => {
  clearTimeout(guard);
  console.log('exit', code, signal);
  console.log('stderr', JSON.stringify(stderr));
});
child.stdin.write('1 + 1\n');
child.stdin.write('setTimeout(() => { throw new Error("late") }, 1)\n');
setTimeout(() => child.stdin.end('Promise.reject(new Error("no"))\n'), 200);
