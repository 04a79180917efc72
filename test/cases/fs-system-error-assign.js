// A failed fs call's system error gets errno/code/syscall/path by assignment (as Node's
// uvException does), so a setter a program put on Object.prototype runs and what it
// throws is what the call throws. And a write past RLIMIT_FSIZE fails with EFBIG instead
// of ending the process with SIGXFSZ.
'use strict';
const fs = require('fs');
const { spawnSync } = require('child_process');

const seen = [];
Object.defineProperty(Object.prototype, 'syscall', {
  configurable: true,
  set(v) { seen.push(v); throw new Error(`setter saw ${v}`); },
});
try {
  fs.writeSync(123456, 'x');
} catch (e) {
  console.log(e.message, seen);
}
delete Object.prototype.syscall;

const child = `require('fs').writeFileSync(require('path').join(require('os').tmpdir(),
  'minirt-efbig-' + process.pid), '.'.repeat(1 << 16))`;
const r = spawnSync('/bin/sh', ['-c', `ulimit -f 1 && "${process.execPath}" -e "${child}"`],
  { encoding: 'utf8' });
console.log(r.status, r.signal, r.stderr.includes('Error: EFBIG: file too large, write'));
spawnSync('/bin/sh', ['-c', `rm -f "${require('os').tmpdir()}"/minirt-efbig-*`]);
