// rmSync of a symlink to a directory named with a trailing slash: the removal itself fails
// with ENOTDIR, which Node's rmSync reports by name (errno 20, "ENOTDIR, Not a directory:").
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-rmslash-'));
process.chdir(root);
fs.mkdirSync('dir');
fs.writeFileSync('file', '');
fs.symlinkSync('dir', 'to-dir');
fs.symlinkSync('file', 'to-file');

const show = (e) => [e.name, e.code, e.message, e.errno, e.syscall, e.path].join(' | ');
for (const p of ['to-dir/', 'to-file/', 'file/', 'missing/']) {
  for (const options of [{ recursive: true }, {}, { force: true }, { recursive: true, force: true }]) {
    try {
      fs.rmSync(p, options);
      console.log(p, JSON.stringify(options), 'removed');
    } catch (e) {
      console.log(p, JSON.stringify(options), show(e));
    }
  }
}
console.log(fs.readdirSync('.').sort().join());
process.chdir(os.tmpdir());
fs.rmSync(root, { recursive: true });
