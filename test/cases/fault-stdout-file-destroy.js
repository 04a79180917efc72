// process.stdout on a file, destroyed by the program: as Node's (a Writable whose destroy
// reopens it at once), the callback hears the error at once, 'error' (once for the errors
// given in one tick) and a 'close' per destroy() follow on the next tick, and later writes
// still reach the file. A destroy(err) nobody listens for ends the program as an unhandled
// 'error'. The child's stdout is a file; it reports on stderr.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const programs = [
  `const so = process.stdout;
   const log = (...a) => console.error(...a);
   so.on('error', (e) => log('error', e.message, so.destroyed, so.writable));
   so.on('close', () => log('close', so.destroyed, so.writable));
   const r = so.destroy(new Error('first'), (e) => log('callback', e && e.message));
   log('returns stream', r === so, so.destroyed, so.writable);
   so.destroy(new Error('second'));
   so.destroy();
   setTimeout(() => {
     so.write('written after\\n', (e) => log('write callback', e));
     so.destroy(new Error('third'));
   }, 10);`,
  `process.stdout.destroy(new Error('nobody listens'));
   setTimeout(() => console.error('still running'), 10);`,
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-stdout-destroy-'));
for (const [i, code] of programs.entries()) {
  const file = path.join(dir, `out${i}`);
  const fd = fs.openSync(file, 'w');
  const r = spawnSync(process.execPath, ['-e', code], { stdio: ['ignore', fd, 'pipe'],
                                                       encoding: 'utf8' });
  fs.closeSync(fd);
  console.log(i, 'status', r.status, r.signal);
  const lines = r.stderr.split('\n').filter((l) => !/^\s+at |^Node\.js|^$/.test(l));
  for (const l of lines) console.log('  ' + l.replace(/^\[eval\]:\d+$/, '<location>'));
  console.log('  file:', JSON.stringify(fs.readFileSync(file, 'utf8')));
}
fs.rmSync(dir, { recursive: true, force: true });
