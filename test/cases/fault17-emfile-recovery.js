// fs under a descriptor limit (a child run by `prlimit --nofile=40:40`): once every
// descriptor is taken, open/readFile/writeFile/copyFile/readdir/opendir/mkdtemp/watch and
// the read and write streams report EMFILE (code, errno, syscall, path) in their sync,
// callback and promise forms; after a few are closed the same calls work again, and
// nothing is left open at the end.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const show = (tag, e, dir) => console.log(tag, e ? JSON.stringify([
  e.code, e.errno, e.syscall,
  typeof e.path === 'string' ? e.path.split(dir).join('<dir>') : e.path,
  typeof e.dest === 'string' ? e.dest.split(dir).join('<dir>') : e.dest]) : 'ok');

async function child(dir) {
  const f = path.join(dir, 'f');
  const fdCount = () => fs.readdirSync('/proc/self/fd').length;
  const before = fdCount();
  const held = [];
  try {
    for (;;) held.push(fs.openSync(f, 'r'));
  } catch (e) {
    show('filling', e, dir);
  }
  const sync = (tag, fn) => {
    try {
      const r = fn();
      show(tag, null, dir);
      if (typeof r === 'number') fs.closeSync(r);
      else if (r && typeof r.closeSync === 'function') r.closeSync();
      else if (r && typeof r.close === 'function') r.close();
    } catch (e) { show(tag, e, dir); }
  };
  sync('openSync', () => fs.openSync(f));
  sync('readFileSync', () => fs.readFileSync(f));
  sync('writeFileSync', () => fs.writeFileSync(path.join(dir, 'g'), 'x'));
  sync('copyFileSync', () => fs.copyFileSync(f, path.join(dir, 'h')));
  sync('readdirSync', () => fs.readdirSync(dir));
  sync('opendirSync', () => fs.opendirSync(dir));
  sync('watch', () => fs.watch(dir));
  const cb = (tag, fn) => new Promise((r) => fn((e, v) => {
    show(tag, e, dir);
    if (typeof v === 'number') fs.closeSync(v);
    else if (v && typeof v.closeSync === 'function') v.closeSync();
    r();
  }));
  await cb('open', (c) => fs.open(f, c));
  await cb('readFile', (c) => fs.readFile(f, c));
  await cb('writeFile', (c) => fs.writeFile(path.join(dir, 'g'), 'x', c));
  await cb('copyFile', (c) => fs.copyFile(f, path.join(dir, 'h'), c));
  await cb('readdir', (c) => fs.readdir(dir, c));
  await cb('opendir', (c) => fs.opendir(dir, c));
  const p = (tag, pr) => pr.then((v) => {
    show(tag, null, dir);
    if (v && typeof v.close === 'function') return v.close();
  }, (e) => show(tag, e, dir));
  await p('promises.open', fs.promises.open(f));
  await p('promises.readFile', fs.promises.readFile(f));
  await p('promises.writeFile', fs.promises.writeFile(path.join(dir, 'g'), 'x'));
  await p('promises.readdir', fs.promises.readdir(dir));
  await p('promises.opendir', fs.promises.opendir(dir));
  await new Promise((r) => {
    const rs = fs.createReadStream(f);
    const ev = [];
    rs.on('error', (e) => { ev.push('error'); show('createReadStream', e, dir); });
    rs.on('data', () => ev.push('data'));
    rs.on('close', () => { ev.push('close'); console.log(ev.join()); r(); });
  });
  await new Promise((r) => {
    const ws = fs.createWriteStream(path.join(dir, 'w'));
    const ev = [];
    ws.on('error', (e) => { ev.push('error'); show('createWriteStream', e, dir); });
    ws.on('close', () => { ev.push('close'); console.log(ev.join()); r(); });
    ws.end('abc');
  });
  for (let i = 0; i < 3; i++) fs.closeSync(held.pop());
  console.log('-- after closing three');
  sync('readFileSync', () => console.log(fs.readFileSync(f, 'utf8')));
  await p('promises.readFile', fs.promises.readFile(f, 'utf8').then((s) => console.log(s)));
  await cb('readdir', (c) => fs.readdir(dir, (e, names) => { if (names) console.log(names.sort().join()); c(e); }));
  for (const fd of held) fs.closeSync(fd);
  console.log('leaked fds', fdCount() - before);
}

if (process.argv[2] === 'child') {
  child(process.argv[3]);
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault17-emfile-'));
  fs.writeFileSync(path.join(dir, 'f'), 'abc');
  const r = spawnSync('prlimit', ['--nofile=40:40', process.execPath, __filename, 'child', dir],
                      { encoding: 'utf8' });
  if (r.error || r.status !== 0 && r.stdout === '') {
    console.log('skipped');
  } else {
    process.stdout.write(r.stdout);
    if (r.stderr) console.log('stderr:', r.stderr);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
