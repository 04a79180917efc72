// fs on a file system that fills up (a 64 KiB tmpfs, mounted when permitted): the ENOSPC
// each write path reports, what is left of the file (the bytes that fitted; nothing for
// copyFile and cp, which remove a destination they could not finish), partial counts from
// writeSync, and a write stream ending with 'error' then 'close'. Skipped when mount is
// not permitted.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fault17-tmpfs-'));
const src = path.join(root, 'src');
const D = path.join(root, 'mnt');
fs.mkdirSync(D);
fs.writeFileSync(src, Buffer.alloc(200 * 1024, 97));
const big = Buffer.alloc(200 * 1024, 98);

const show = (tag, e) => console.log(tag, e ? JSON.stringify([
  e.code, e.errno, e.syscall, e.path && e.path.split(root).join('<root>'),
  e.dest && e.dest.split(root).join('<root>'), e.message.split(root).join('<root>')]) : 'ok');
const size = (p) => { try { return fs.statSync(p).size; } catch (e) { return e.code; } };
const clean = () => { for (const f of fs.readdirSync(D)) fs.rmSync(path.join(D, f), { recursive: true }); };
const report = (name) => { console.log('  size', size(path.join(D, name))); clean(); };

async function main() {
  try { fs.writeFileSync(D + '/a', big); show('writeFileSync'); } catch (e) { show('writeFileSync', e); }
  report('a');
  try { fs.appendFileSync(D + '/a', 'x'.repeat(200000)); show('appendFileSync'); } catch (e) { show('appendFileSync', e); }
  report('a');
  await new Promise((r) => fs.writeFile(D + '/a', big, (e) => { show('writeFile', e); r(); }));
  report('a');
  await fs.promises.writeFile(D + '/a', big).then(() => show('promises.writeFile'), (e) => show('promises.writeFile', e));
  report('a');
  const fh = await fs.promises.open(D + '/a', 'w');
  await fh.writeFile(big).then(() => show('filehandle.writeFile'), (e) => show('filehandle.writeFile', e));
  await fh.write(big).then((r) => console.log('filehandle.write', r.bytesWritten), (e) => show('filehandle.write', e));
  await fh.close();
  report('a');
  const fd = fs.openSync(D + '/a', 'w');
  try { console.log('writeSync', fs.writeSync(fd, big)); } catch (e) { show('writeSync', e); }
  try { console.log('writeSync again', fs.writeSync(fd, big)); } catch (e) { show('writeSync again', e); }
  await new Promise((r) => fs.writev(fd, [big], (e, n) => { show('writev', e); console.log('  n', n); r(); }));
  fs.closeSync(fd);
  report('a');
  try { fs.copyFileSync(src, D + '/c'); show('copyFileSync'); } catch (e) { show('copyFileSync', e); }
  report('c');
  await fs.promises.copyFile(src, D + '/c').then(() => show('promises.copyFile'), (e) => show('promises.copyFile', e));
  report('c');
  await new Promise((r) => fs.cp(src, D + '/c', (e) => { show('cp', e); r(); }));
  report('c');
  await new Promise((r) => {
    const ws = fs.createWriteStream(D + '/s');
    const ev = [];
    ws.on('error', (e) => { ev.push('error'); show('createWriteStream', e); });
    ws.on('finish', () => ev.push('finish'));
    ws.on('close', () => { ev.push('close'); console.log(' ', ev.join(','), ws.bytesWritten); r(); });
    for (let i = 0; i < 10; i++) ws.write(Buffer.alloc(32 * 1024, 99));
    ws.end();
  });
  report('s');
}

const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', D]);
if (mounted.error || mounted.status !== 0) {
  console.log('skipped');
  fs.rmSync(root, { recursive: true, force: true });
} else {
  main().finally(() => {
    spawnSync('umount', [D]);
    fs.rmSync(root, { recursive: true, force: true });
  });
}
