// A child started with uid/gid enters its cwd before it drops privileges (libuv's order):
// as root, a cwd only root may enter still works for a child that runs as another user.
// Run as root (CI is); a child of another user cannot be started otherwise.
'use strict';
const { spawnSync, spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uid-cwd-'));
fs.chmodSync(dir, 0o700);
const real = fs.realpathSync(dir);
const shown = (s) => s.replace(real, '<dir>').trim();
try {
  const r = spawnSync('/bin/pwd', { uid: 12345, gid: 12345, cwd: dir, encoding: 'utf8' });
  console.log('spawnSync', r.status, shown(r.stdout), r.error && r.error.code);
  const opts = { uid: 12345, gid: 12346, cwd: dir, encoding: 'utf8' };
  console.log('ids', spawnSync('id', ['-u'], opts).stdout.trim(), spawnSync('id', ['-g'], opts).stdout.trim());
  const missing = spawnSync('/bin/pwd', { uid: 12345, cwd: path.join(dir, 'none') });
  console.log('missing cwd', missing.error && missing.error.code);
  const child = spawn('/bin/pwd', { uid: 12345, cwd: dir });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.on('error', (e) => console.log('spawn error', e.code));
  child.on('close', (code) => {
    console.log('spawn', code, shown(out));
    fs.rmSync(dir, { recursive: true, force: true });
  });
} catch (e) {
  fs.rmSync(dir, { recursive: true, force: true });
  throw e;
}
