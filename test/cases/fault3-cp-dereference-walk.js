// fs.cp and fsPromises.cp into a new directory with `dereference`: Node walks the tree in
// JS then (not in its native copier), so a directory it may not list fails as opendir and
// a file it may not read as copyfile naming both paths. Without `dereference` the same
// failures have the native copier's shape. As root the checks run in a child as user 65534.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

function show(tag, err, root) {
  if (!err) return console.log(tag, 'ok');
  console.log(tag, err.code, err.errno, err.syscall, Object.keys(err).join(),
              err.message.replaceAll(root, ''));
}

async function checks(root) {
  const forms = {
    callback: (s, d, o) => new Promise((resolve, reject) =>
      fs.cp(s, d, o, (err) => (err ? reject(err) : resolve()))),
    promise: (s, d, o) => fs.promises.cp(s, d, o),
  };
  let n = 0;
  for (const tree of ['locked', 'unreadable']) {
    for (const [name, cp] of Object.entries(forms)) {
      for (const dereference of [false, true]) {
        const dest = path.join(root, `out${n++}`);
        let err = null;
        try {
          await cp(path.join(root, tree), dest, { recursive: true, dereference });
        } catch (e) {
          err = e;
        }
        show(`${tree} ${name} dereference=${dereference}`, err, root);
      }
    }
  }
}

if (process.argv[2] === 'child') {
  checks(process.argv[3]);
} else {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-cp-deref-'));
  fs.mkdirSync(path.join(root, 'locked', 'sub', 'secret'), { recursive: true });
  fs.writeFileSync(path.join(root, 'locked', 'sub', 'secret', 'f'), 'x');
  fs.mkdirSync(path.join(root, 'unreadable', 'sub'), { recursive: true });
  fs.writeFileSync(path.join(root, 'unreadable', 'sub', 'f'), 'x');
  if (process.getuid() === 0) {
    fs.chownSync(root, 65534, 65534);
    fs.chmodSync(path.join(root, 'locked', 'sub', 'secret'), 0o700);
    fs.chmodSync(path.join(root, 'unreadable', 'sub', 'f'), 0o600);
    const r = spawnSync(process.execPath, [__filename, 'child', root],
                        { uid: 65534, gid: 65534, encoding: 'utf8' });
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
    fs.rmSync(root, { recursive: true, force: true });
  } else {
    fs.chmodSync(path.join(root, 'locked', 'sub', 'secret'), 0o000);
    fs.chmodSync(path.join(root, 'unreadable', 'sub', 'f'), 0o000);
    checks(root).then(() => {
      fs.chmodSync(path.join(root, 'locked', 'sub', 'secret'), 0o700);
      fs.rmSync(root, { recursive: true, force: true });
    });
  }
}
