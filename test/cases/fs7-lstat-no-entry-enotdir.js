// statSync/lstatSync with throwIfNoEntry: false: stat spares ENOENT and ENOTDIR, lstat spares only ENOENT (a path below a regular file throws ENOTDIR).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fs7-lst-'));
fs.writeFileSync(path.join(root, 'file'), '');
for (const name of ['statSync', 'lstatSync']) {
  for (const rel of ['file/x', 'file/x/y', 'missing', 'missing/x', 'file']) {
    for (const bigint of [false, true]) {
      let r;
      try {
        const st = fs[name](path.join(root, rel), { throwIfNoEntry: false, bigint });
        r = st === undefined ? 'undefined' : `stats (isFile ${st.isFile()})`;
      } catch (e) {
        r = `throws ${e.code} ${e.syscall}`;
      }
      console.log(name, rel, bigint ? 'bigint' : '', r);
    }
  }
}
fs.rmSync(root, { recursive: true });
