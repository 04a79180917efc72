// A child writing far more than a pipe buffer holds, in many writes and one big one, and
// then exiting normally: nothing is lost (queued pipe writes are flushed before exit).
'use strict';
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  for (let i = 0; i < 20000; i++) process.stdout.write(`line ${i}\n`);
  process.stdout.write('z'.repeat(1 << 20));
  process.stdout.write('\nend\n');
  console.error('stderr line');
  return;
}

const r = spawnSync(process.execPath, [__filename, 'child'], {
  encoding: 'utf8', maxBuffer: 64 << 20,
});
const lines = r.stdout.split('\n');
console.log('status', r.status, 'bytes', r.stdout.length, 'lines', lines.length);
console.log(lines[0], '|', lines[19999], '|', lines[20000].length, '|', lines[21]);
console.log('stderr', JSON.stringify(r.stderr));
