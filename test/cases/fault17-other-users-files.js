// fs on files owned by root, used by an unprivileged user (a child started through
// `setpriv --reuid=65534`): which calls fail with EACCES and which with EPERM (chmod,
// chown, utimes of another user's file, unlink and rename in a sticky directory), with
// the syscall and path (and dest) Node reports, in sync, callback and promise forms, for
// FileHandle methods and for streams. Skipped when not run as root or without setpriv.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

async function child(dir) {
  const rel = (s) => typeof s === 'string' ? s.split(dir).join('<dir>') : s;
  const show = (tag, e) => console.log(tag, e ?
    JSON.stringify([e.code, e.errno, e.syscall, rel(e.path), rel(e.dest), rel(e.message)]) : 'ok');
  const P = (name) => path.join(dir, name);
  const run = async (name, ...args) => {
    try { fs[name + 'Sync'](...args); show(name + 'Sync'); } catch (e) { show(name + 'Sync', e); }
    await new Promise((r) => fs[name](...args, (e) => { show(name, e); r(); }));
    await fs.promises[name](...args).then(async (v) => {
      show('promises.' + name);
      if (v && typeof v.close === 'function') await v.close();
    }, (e) => show('promises.' + name, e));
  };
  await run('readFile', P('secret'));
  await run('writeFile', P('public'), 'x');
  await run('appendFile', P('public'), 'x');
  await run('open', P('secret'), 'r');
  await run('access', P('public'), fs.constants.W_OK);
  await run('stat', P('private/inside'));
  await run('readdir', P('private'));
  await run('realpath', P('private/inside'));
  await run('chmod', P('public'), 0o666);
  await run('chown', P('public'), 65534, 65534);
  await run('utimes', P('public'), 1, 1);
  await run('truncate', P('public'));
  await run('unlink', P('public'));
  await run('rmdir', P('shared'));
  await run('mkdir', P('made'));
  await run('rename', P('sticky/rootfile'), P('sticky/moved'));
  await run('unlink', P('sticky/rootfile'));
  await run('link', P('secret'), P('sticky/hardlink'));
  await run('symlink', 'target', P('symlink'));
  await run('copyFile', P('secret'), P('sticky/copy'));
  await run('rm', P('shared'), { recursive: true });
  const fd = fs.openSync(P('public'), 'r');
  const fdOps = [
    ['fchmod', () => fs.fchmodSync(fd, 0o600)],
    ['fchown', () => fs.fchownSync(fd, 1, 1)],
    ['futimes', () => fs.futimesSync(fd, 1, 1)],
    ['writeSync', () => fs.writeSync(fd, 'x')],
  ];
  for (const [n, f] of fdOps) {
    try { f(); show(n); } catch (e) { show(n, e); }
  }
  fs.closeSync(fd);
  const fh = await fs.promises.open(P('public'), 'r');
  const fhOps = [
    ['filehandle.chmod', () => fh.chmod(0o600)],
    ['filehandle.chown', () => fh.chown(1, 1)],
    ['filehandle.utimes', () => fh.utimes(1, 1)],
    ['filehandle.write', () => fh.write('x')],
  ];
  for (const [n, f] of fhOps) await f().then(() => show(n), (e) => show(n, e));
  await fh.close();
  await new Promise((r) => {
    const s = fs.createReadStream(P('secret'));
    s.on('error', (e) => show('createReadStream', e));
    s.on('close', r);
    s.resume();
  });
  await new Promise((r) => {
    const s = fs.createWriteStream(P('public'), { flags: 'a' });
    s.on('error', (e) => show('createWriteStream', e));
    s.on('close', r);
    s.end('z');
  });
  console.log('exists', fs.existsSync(P('private/inside')), fs.existsSync(P('secret')));
}

if (process.argv[2] === 'child') {
  child(process.argv[3]);
} else if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.log('skipped');
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault17-users-'));
  fs.chmodSync(dir, 0o755);
  const P = (name) => path.join(dir, name);
  fs.writeFileSync(P('secret'), 'secret', { mode: 0o600 });
  fs.writeFileSync(P('public'), 'public', { mode: 0o644 });
  fs.mkdirSync(P('private'), { mode: 0o700 });
  fs.writeFileSync(P('private/inside'), 'x');
  fs.mkdirSync(P('shared'), { mode: 0o755 });
  fs.writeFileSync(P('shared/inside'), 'x');
  fs.mkdirSync(P('sticky'));
  fs.chmodSync(P('sticky'), 0o1777);
  fs.writeFileSync(P('sticky/rootfile'), 'r');
  const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups',
                                  process.execPath, __filename, 'child', dir],
                      { encoding: 'utf8' });
  if (r.error || (r.status !== 0 && r.stdout === '')) {
    console.log('skipped');
  } else {
    process.stdout.write(r.stdout);
    if (r.stderr) console.log('stderr:', r.stderr);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
