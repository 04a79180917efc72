// fs.rm and fsPromises.rm where a path cannot be looked up (EACCES on the way, as a user
// without search permission). Below the top path Node unlinks an entry its lstat could not
// reach, so the failure is that unlink's; for the top path itself it is the first lstat's.
// A directory that can be listed but not searched makes both. As root the checks run in a
// child as user 65534.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

function show(tag, err) {
  if (!err) return console.log(tag, 'ok');
  console.log(tag, err.code, err.syscall, path.basename(err.path), Object.keys(err).join(),
              err.message.replace(/'.*\//, "'"), err.stack.split('\n').length);
}

async function checks(root) {
  for (const form of ['callback', 'promise']) {
    const rm = form === 'callback' ?
      (p) => new Promise((resolve) => fs.rm(p, { recursive: true }, resolve)) :
      (p) => fs.promises.rm(p, { recursive: true }).then(() => null, (e) => e);

    const tree = path.join(root, `${form}-tree`);
    fs.mkdirSync(path.join(tree, 'listable'), { recursive: true });
    fs.writeFileSync(path.join(tree, 'listable', 'f'), 'x');
    fs.chmodSync(path.join(tree, 'listable'), 0o600);
    show(`${form}: entry below the top`, await rm(tree));
    fs.chmodSync(path.join(tree, 'listable'), 0o700);
    console.log('left', fs.readdirSync(tree, { recursive: true }).sort().join());

    const outer = path.join(root, `${form}-outer`);
    fs.mkdirSync(path.join(outer, 'inner'), { recursive: true });
    fs.chmodSync(outer, 0o600);
    show(`${form}: the top path`, await rm(path.join(outer, 'inner')));
    fs.chmodSync(outer, 0o700);

    const ro = path.join(root, `${form}-ro`);
    fs.mkdirSync(path.join(ro, 'inner'), { recursive: true });
    fs.chmodSync(ro, 0o500);
    show(`${form}: the top path in a read-only directory`, await rm(path.join(ro, 'inner')));
    fs.chmodSync(ro, 0o700);
  }
}

if (process.argv[2] === 'child') {
  checks(process.argv[3]);
} else {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-rm-'));
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
