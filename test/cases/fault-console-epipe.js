// console.log to a pipe whose reader has gone: Node's console drops the first EPIPE but not
// one that repeats, which ends the program as an unhandled 'error' event (exit code 1); a
// program that listens for the stream's errors hears of them and keeps running.
'use strict';
const { spawn } = require('child_process');

const programs = [
  // The global console before anything touched process.stdout.
  'setInterval(() => console.log("tick"), 5)',
  'setInterval(() => console.error("tick"), 5)',
  'process.stdout.on("error", (e) => { process.stdout.write = () => true; ' +
    'require("fs").writeSync(2, `error ${e.code} ${e.syscall}\\n`); process.exit(3); }); ' +
    'setInterval(() => console.log("tick"), 5)',
];

function run(i) {
  if (i === programs.length) return;
  const child = spawn(process.execPath, ['-e', programs[i]],
                      { stdio: ['ignore', i === 1 ? 'ignore' : 'pipe', 'pipe'] });
  const out = i === 1 ? child.stderr : child.stdout;
  let err = '';
  if (i !== 1) child.stderr.on('data', (d) => { err += d; });
  // The reader goes away after the first line.
  out.once('data', (d) => {
    console.log(i, 'first', JSON.stringify(String(d).split('\n')[0]));
    out.destroy();
  });
  child.on('close', (code, signal) => {
    const lines = err.split('\n');
    console.log(i, 'exit', code, signal, lines.includes('Error: write EPIPE'),
                lines.filter((l) => /^error |Unhandled 'error' event/.test(l)).map((l) => l.trim()));
    run(i + 1);
  });
}
run(0);
