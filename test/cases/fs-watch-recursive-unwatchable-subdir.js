// A recursive fs.watch over a tree with a subdirectory it may not watch throws at once, as
// Node 26's recursive watcher does: EACCES naming the subdirectory by its absolute path,
// with `filename` the absolute root. Permission errors need a user that is not root: run
// as root, the checks run in a child switched to nobody with setpriv.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

if (process.argv[2] !== 'child' && process.getuid() === 0) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-unwatchable-'));
  try {
    fs.chmodSync(base, 0o755);
    fs.mkdirSync(path.join(base, 'tree/open/inner'), { recursive: true });
    fs.mkdirSync(path.join(base, 'tree/locked'));
    fs.chmodSync(path.join(base, 'tree/locked'), 0o000);
    const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups',
      process.execPath, __filename, 'child'], { encoding: 'utf8', cwd: base });
    process.stdout.write(r.stdout);
    if (r.status !== 0) console.log('child failed', r.status, r.error?.code, r.stderr);
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
  process.exit(0);
}

if (process.getuid() === 0) {
  console.log('skipped: needs a user that is not root');
  process.exit(0);
}
const base = process.cwd();
const show = (e) => console.log(e.code, e.errno, e.syscall,
  e.message.replace(base, '<base>'), e.path.replace(base, '<base>'),
  e.filename.replace(base, '<base>'));
try {
  fs.watch('tree', { recursive: true }).close();
  console.log('watched');
} catch (e) {
  show(e);
}
// The tree below the locked directory alone is watchable.
const w = fs.watch('tree/open', { recursive: true });
console.log('open subtree watched');
w.close();
