// Copying onto a writable file another user owns: the mode cannot be set (EPERM from fchmod),
// so every copy form fails with EPERM and the destination is removed, as libuv does outside
// CIFS/SMB shares. The copies run in a child dropped to uid 65534; the files are root's.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-copy-owner-'));
fs.chmodSync(dir, 0o777);
fs.writeFileSync(path.join(dir, 'src'), 'new bytes');
fs.chmodSync(path.join(dir, 'src'), 0o644);
const targets = ['sync', 'callback', 'promise', 'cpSync', 'cp', 'promiseCp'];
for (const t of targets) {
  fs.writeFileSync(path.join(dir, t), 'old bytes');
  fs.chmodSync(path.join(dir, t), 0o666);
}

const child = `
  const fs = require('fs');
  const path = require('path');
  const dir = ${JSON.stringify(dir)};
  const src = path.join(dir, 'src');
  const report = (what, e) => console.log(what, e ? [e.code, e.syscall, e.message.replace(dir, '<dir>').replace(dir, '<dir>')].join(' | ') : 'copied');
  (async () => {
    try { fs.copyFileSync(src, path.join(dir, 'sync')); report('copyFileSync'); } catch (e) { report('copyFileSync', e); }
    await new Promise((done) => fs.copyFile(src, path.join(dir, 'callback'), (e) => { report('copyFile', e); done(); }));
    await fs.promises.copyFile(src, path.join(dir, 'promise')).then(() => report('promises.copyFile'), (e) => report('promises.copyFile', e));
    try { fs.cpSync(src, path.join(dir, 'cpSync')); report('cpSync'); } catch (e) { report('cpSync', e); }
    await new Promise((done) => fs.cp(src, path.join(dir, 'cp'), (e) => { report('cp', e); done(); }));
    await fs.promises.cp(src, path.join(dir, 'promiseCp')).then(() => report('promises.cp'), (e) => report('promises.cp', e));
  })();
`;
if (process.getuid() !== 0) {
  console.log('not root: nothing to check');
} else {
  const r = spawnSync(process.execPath, ['-e', child], { encoding: 'utf8', uid: 65534, gid: 65534 });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  for (const t of targets) {
    const p = path.join(dir, t);
    console.log(t, fs.existsSync(p) ? JSON.stringify(fs.readFileSync(p, 'utf8')) : 'removed');
  }
}
fs.rmSync(dir, { recursive: true, force: true });
