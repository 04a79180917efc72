// A pipe stdout whose reader goes away while a large write is still queued and more writes
// (or end()) wait behind it: the callbacks of the waiting writes and of end() get the
// EPIPE, then one 'error' and one 'close' follow, and a later write fails afresh. The
// reader goes only once the child has queued all of its writes; the later write waits for
// the first 'close' so that a slow parent cannot reorder it.
'use strict';
const { spawn } = require('child_process');

const prelude = 'const log = (m) => require("fs").writeSync(2, m + "\\n"); ' +
  'process.stdout.on("error", (e) => log("error " + e.code)); ' +
  'process.stdout.on("close", () => log("close")); ' +
  'const big = "a\\n".repeat(2 << 20); ';
const programs = [
  'process.stdout.write(big); process.stdout.end("x", (e) => log("end cb " + e.code));',
  'process.stdout.write(big, (e) => log("cb1 " + e.code)); ' +
    'process.stdout.write("x", (e) => log("cb2 " + e.code)); ' +
    'process.stdout.write("y", (e) => log("cb3 " + e.code));',
  'console.log(big); console.log("x"); ' +
    'process.stdout.once("close", () => ' +
    'setTimeout(() => { log("timer"); console.log("again"); }, 20));',
].map((p) => `${p} log("queued");`);

function run(i) {
  if (i === programs.length) return;
  const child = spawn(process.execPath, ['-e', prelude + programs[i]]);
  let err = '';
  child.stderr.on('data', (d) => {
    err += d;
    if (err.startsWith('queued\n')) {
      err = err.slice(7);
      child.stdout.destroy();
    }
  });
  child.on('close', (code) => {
    console.log(i, 'exit', code);
    console.log(err.trimEnd());
    run(i + 1);
  });
}
run(0);
