// fs.rm and fsPromises.rm with `recursive` try to remove a directory before going into it,
// as Node's rimraf does: a directory whose removal is refused for a reason other than its
// contents (EACCES: its parent is read-only) keeps its files. As root the checks run in a
// child as user 65534.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

async function checks(root) {
  for (const form of ['callback', 'promise']) {
    const rm = form === 'callback' ?
      (p) => new Promise((resolve) => fs.rm(p, { recursive: true }, resolve)) :
      (p) => fs.promises.rm(p, { recursive: true }).then(() => null, (e) => e);
    const top = path.join(root, form);
    fs.mkdirSync(path.join(top, 'ro', 'sub'), { recursive: true });
    fs.writeFileSync(path.join(top, 'ro', 'sub', 'f'), 'x');
    fs.writeFileSync(path.join(top, 'loose'), 'y');
    fs.chmodSync(path.join(top, 'ro'), 0o555);
    const err = await rm(top);
    console.log(form, err && err.code, err && err.syscall,
                err && path.relative(root, err.path));
    console.log('left', fs.readdirSync(top, { recursive: true }).sort().join());
    fs.chmodSync(path.join(top, 'ro'), 0o755);
  }
}

if (process.argv[2] === 'child') {
  checks(process.argv[3]);
} else {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-rm-refused-'));
  if (process.getuid() === 0) {
    fs.chownSync(root, 65534, 65534);
    const r = spawnSync(process.execPath, [__filename, 'child', root],
                        { uid: 65534, gid: 65534, encoding: 'utf8' });
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
    fs.rmSync(root, { recursive: true, force: true });
  } else {
    checks(root).then(() => fs.rmSync(root, { recursive: true, force: true }));
  }
}
