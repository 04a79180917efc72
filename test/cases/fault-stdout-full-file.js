// stdout on a file that cannot take more (/dev/full: ENOSPC), as Node's file stdout reports
// it: write() answers false, the callback hears of the failure, then one 'error' and a
// 'close' follow and the stream takes writes again; console.log drops the first failure but
// not one that repeats later, which ends the program as an unhandled 'error' (exit code 1).
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');

const programs = [
  'console.log(1); console.error("after")',
  'console.log(1); setTimeout(() => { console.log(2); console.error("after 2") }, 10)',
  'console.log(1); process.stdout.write("2"); console.error("same tick")',
  'process.stdout.write("x", (e) => console.error("cb", e && e.code))',
  `const log = (...a) => console.error(...a);
   const so = process.stdout;
   so.on('close', () => log('close'));
   so.on('error', (e) => log('error', e.code, Object.keys(e).join(), so.writableLength));
   const r1 = so.write('a', (e) => log('cb1', e && e.code));
   const r2 = so.write('bc', (e) => log('cb2', e && e.code));
   log('returned', r1, r2, so.writableLength, so.writable, so.errored && so.errored.code);
   process.nextTick(() => log('next tick'));
   setImmediate(() => {
     log('later', so.write('d', (e) => log('cb3', e && e.code)), so.writable);
     setImmediate(() => log('end', so.writable, so.errored, so.destroyed));
   });`,
];

for (const [i, code] of programs.entries()) {
  const fd = fs.openSync('/dev/full', 'w');
  const r = spawnSync(process.execPath, ['-e', code], { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
  fs.closeSync(fd);
  const lines = r.stderr.split('\n').filter((l) => l !== '' && !/^\s+at |^Node\.js v|^\[eval\]/.test(l));
  console.log(i, 'status', r.status, r.signal);
  for (const l of lines) console.log('  ', l.replace(/^(\S+:\d+)$/, '<location>'));
}
