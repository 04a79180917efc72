// fs.rm/rmSync/fsPromises.rm of a path below a regular file (ENOTDIR): rmSync with force and recursive takes it as missing, every other form and combination reports the lstat ENOTDIR.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fs7-rm-'));
const file = path.join(root, 'file');
fs.writeFileSync(file, 'x');
const target = path.join(file, 'below');
const show = (e) => (e ? `${e.code} ${e.syscall} ${e.errno} ${e.message.split(root).join('<t>')}` : 'ok');

const optionSets = [{ force: true, recursive: true }, { force: true }, { recursive: true }, {}];
(async () => {
  for (const opts of optionSets) {
    let r;
    try {
      fs.rmSync(target, opts);
      r = null;
    } catch (e) {
      r = e;
    }
    console.log('rmSync', JSON.stringify(opts), show(r));
    console.log('rm', JSON.stringify(opts), show(await new Promise((res) => fs.rm(target, opts, res))));
    console.log('promises.rm', JSON.stringify(opts), show(await fs.promises.rm(target, opts).then(() => null, (e) => e)));
  }
  console.log('file kept:', fs.readFileSync(file, 'utf8'));
  fs.rmSync(root, { recursive: true });
})();
