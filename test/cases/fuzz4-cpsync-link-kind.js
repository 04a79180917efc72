// fs.cpSync's check of the top pair takes src's kind from the same probe as its other
// checks: a link to a directory is a directory without `dereference`, and any link is one
// with it, so the directory/non-directory conflicts follow that kind.
'use strict';
const fs = require('fs');
const path = require('path');
const os = require('os');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz4-cp-'));
let n = 0;
function fresh() {
  const d = path.join(root, String(n++));
  fs.mkdirSync(path.join(d, 'dir'), { recursive: true });
  fs.writeFileSync(path.join(d, 'dir/a'), 'a');
  fs.writeFileSync(path.join(d, 'file'), 'f');
  fs.mkdirSync(path.join(d, 'destdir'));
  fs.writeFileSync(path.join(d, 'destfile'), 'old');
  fs.symlinkSync('dir', path.join(d, 'dirlink'));
  fs.symlinkSync('file', path.join(d, 'filelink'));
  fs.symlinkSync('file', path.join(d, 'destlink'));
  return d;
}

for (const src of ['dirlink', 'filelink']) {
  for (const dest of ['destdir', 'destfile', 'destlink']) {
    for (const opts of [{}, { recursive: true }, { dereference: true }]) {
      const d = fresh();
      let r;
      try {
        fs.cpSync(path.join(d, src), path.join(d, dest), opts);
        r = 'ok ' + (fs.lstatSync(path.join(d, dest)).isSymbolicLink() ? 'link' : 'copy');
      } catch (e) {
        r = e.code;
      }
      console.log(src, dest, JSON.stringify(opts), r);
    }
  }
}
fs.rmSync(root, { recursive: true });
