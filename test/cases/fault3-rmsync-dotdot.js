// fs.rmSync with `recursive` on a path that runs through the tree it removes ("dir/..",
// "dir/sub/.."): once the contents are gone the path itself no longer leads anywhere, and
// Node's remover takes that as removed rather than failing (ENOENT).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-rmsync-dotdot-'));
const top = path.join(root, 'top');
function build() {
  fs.rmSync(top, { recursive: true, force: true });
  fs.mkdirSync(path.join(top, 'dir', 'sub'), { recursive: true });
  fs.writeFileSync(path.join(top, 'dir', 'f'), '');
  fs.writeFileSync(path.join(top, 'g'), '');
}
for (const p of ['dir/..', 'dir/../', 'dir/sub/../..', './dir/..', 'dir/sub/..']) {
  for (const force of [false, true]) {
    build();
    let result = 'ok';
    try {
      fs.rmSync(`${top}/${p}`, { recursive: true, force });
    } catch (err) {
      result = `${err.code} ${err.syscall}`;
    }
    const left = fs.existsSync(top) ? fs.readdirSync(top, { recursive: true }).sort().join() : 'gone';
    console.log(p, force, result, `[${left}]`);
  }
}
// A path that is missing from the start is still refused without `force`.
try {
  fs.rmSync(`${top}/missing/..`, { recursive: true });
} catch (err) {
  console.log('missing', err.code, err.syscall);
}
fs.rmSync(root, { recursive: true, force: true });
