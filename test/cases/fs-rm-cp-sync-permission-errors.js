// rmSync and cpSync (without a filter) do their work in Node's C++ layer, whose failures
// read "EACCES, Permission denied: 'p'" (rm) or "EACCES, Permission denied 'p'" (cp), with
// a positive errno, syscall 'rm'/'cp' and the keys errno, code, path, syscall; the path is
// the one given to rmSync, and for cpSync the directory being created or listed, or the
// destination directory a file was being copied into. The callback forms keep the usual
// libuv errors. Permission errors need a user that is not root: run as root, the checks
// run in a child switched to nobody with setpriv.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

if (process.argv[2] !== 'child' && process.getuid() === 0) {
  const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups',
    process.execPath, __filename, 'child'], { encoding: 'utf8' });
  process.stdout.write(r.stdout);
  if (r.status !== 0) console.log('child failed', r.status, r.error?.code, r.stderr);
  process.exit(0);
}

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-perm-errors-'));
fs.chmodSync(base, 0o755);
process.chdir(base);
fs.mkdirSync('ro/sub', { recursive: true });
fs.writeFileSync('ro/f', 'x');
fs.writeFileSync('ro/sub/g', 'x');
fs.mkdirSync('ro2');
fs.writeFileSync('src.txt', 'hi');
fs.mkdirSync('srcdir');
fs.writeFileSync('srcdir/a', 'x');
fs.mkdirSync('unreadable');
fs.writeFileSync('unreadable/z', 'x');
fs.mkdirSync('tree/src/sub', { recursive: true });
fs.writeFileSync('tree/src/sub/newfile', '1');
fs.mkdirSync('tree/dest/sub', { recursive: true });
fs.mkdirSync('tree/src2/sub2/deep', { recursive: true });
fs.writeFileSync('tree/src2/sub2/deep/f', '2');
fs.mkdirSync('tree/dest2/sub2', { recursive: true });
fs.mkdirSync('tree/dest3');
fs.chmodSync('ro', 0o555);
fs.chmodSync('ro2', 0o555);
fs.chmodSync('unreadable', 0o300);
fs.chmodSync('tree/dest/sub', 0o555);
fs.chmodSync('tree/dest2/sub2', 0o555);
fs.chmodSync('tree/dest3', 0o555);

const describe = (e) => (e ? JSON.stringify([e.name, e.code, e.message, e.syscall, e.path, e.dest,
  e.errno, Object.keys(e)]) : 'no error');
function sync(label, fn) {
  try {
    fn();
    console.log(label, 'no error');
  } catch (e) {
    console.log(label, describe(e));
  }
}

sync('rmSync(ro/f)', () => fs.rmSync('ro/f'));
sync('rmSync(ro/f, force)', () => fs.rmSync('ro/f', { force: true }));
sync('rmSync(ro, recursive)', () => fs.rmSync('ro', { recursive: true }));
sync('rmSync(ro/sub/, recursive)', () => fs.rmSync('ro/sub/', { recursive: true }));
sync('rmSync(./ro/../ro/f)', () => fs.rmSync('./ro/../ro/f'));
sync('rmSync(Buffer ro/f)', () => fs.rmSync(Buffer.from('ro/f')));
sync('rmSync(unreadable, recursive)', () => fs.rmSync('unreadable', { recursive: true }));
sync('rmSync(missing)', () => fs.rmSync('missing'));
sync('cpSync(src.txt, ro2/x.txt)', () => fs.cpSync('src.txt', 'ro2/x.txt'));
sync('cpSync(src.txt, ro2/q/x.txt)', () => fs.cpSync('src.txt', 'ro2/q/x.txt'));
sync('cpSync(srcdir, ro2/d)', () => fs.cpSync('srcdir', 'ro2/d', { recursive: true }));
sync('cpSync(srcdir, ro2/q/d)', () => fs.cpSync('srcdir', 'ro2/q/d', { recursive: true }));
sync('cpSync(srcdir, ro2/d) filter', () => fs.cpSync('srcdir', 'ro2/d',
  { recursive: true, filter: () => true }));
sync('cpSync(unreadable, out)', () => fs.cpSync('unreadable', 'out', { recursive: true }));
sync('cpSync(tree/src/sub, tree/dest/sub)', () => fs.cpSync('tree/src/sub', 'tree/dest/sub',
  { recursive: true }));
sync('cpSync(tree/src2, tree/dest2)', () => fs.cpSync('tree/src2', 'tree/dest2',
  { recursive: true }));
sync('cpSync(tree/src2, tree/dest3)', () => fs.cpSync('tree/src2', 'tree/dest3',
  { recursive: true }));

fs.rm('ro/f', (e) => {
  console.log('rm(ro/f, cb)', describe(e));
  fs.cp('srcdir', 'ro2/d', { recursive: true }, (e2) => {
    console.log('cp(srcdir, ro2/d, cb)', describe(e2));
    for (const p of ['ro', 'ro2', 'unreadable', 'tree/dest/sub', 'tree/dest2/sub2', 'tree/dest3']) {
      fs.chmodSync(p, 0o755);
    }
    process.chdir(os.tmpdir());
    fs.rmSync(base, { recursive: true });
  });
});
