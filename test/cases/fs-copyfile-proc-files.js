// copyFile copies the st_size bytes the source reports, as libuv does: a /proc file, whose
// size reads 0, gives an empty copy (where the kernel's copy refused it with EINVAL).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-proc-'));
const size = (p) => fs.statSync(p).size;
(async () => {
  try {
    fs.copyFileSync('/proc/self/status', path.join(dir, 'a'));
    console.log('copyFileSync', size(path.join(dir, 'a')));
    await new Promise((resolve) => fs.copyFile('/proc/version', path.join(dir, 'b'), (e) => {
      console.log('copyFile', e ? e.code : size(path.join(dir, 'b')));
      resolve();
    }));
    await fs.promises.copyFile('/proc/cpuinfo', path.join(dir, 'c'));
    console.log('promises.copyFile', size(path.join(dir, 'c')));
    fs.cpSync('/proc/self/status', path.join(dir, 'd'));
    console.log('cpSync', size(path.join(dir, 'd')));
    // An ordinary file still copies whole.
    fs.writeFileSync(path.join(dir, 'e'), 'x'.repeat(100000));
    fs.copyFileSync(path.join(dir, 'e'), path.join(dir, 'f'));
    console.log('regular', size(path.join(dir, 'f')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
})();
