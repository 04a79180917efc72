// spawnSync (and execFileSync) given an fd that is not open as an extra stdio entry (fd 3
// and up): the spawn fails with EBADF, reported in the result (no status, no output, pid 0)
// or thrown by the *Sync helpers, not refused as unsupported.
'use strict';
const cp = require('child_process');
const fs = require('fs');

let fd = 900;
while (fd < 1000) {
  try { fs.fstatSync(fd); fd++; } catch { break; }
}
const r = cp.spawnSync('/bin/sh', ['-c', 'echo x'], { stdio: ['pipe', 'pipe', 'pipe', fd] });
console.log('spawnSync', r.error && r.error.code, r.error && r.error.syscall, r.status, r.signal,
            r.output, r.pid, r.stdout, r.stderr);
const r2 = cp.spawnSync('/bin/sh', ['-c', 'echo x'],
                        { stdio: ['pipe', 'pipe', 'pipe', 'ignore', fd] });
console.log('after ignore', r2.error && r2.error.code, r2.output);
try {
  cp.execFileSync('/bin/sh', ['-c', 'echo x'], { stdio: ['pipe', 'pipe', 'pipe', fd] });
} catch (e) {
  console.log('execFileSync', e.code, e.message.replace(String(fd), 'FD'));
}
