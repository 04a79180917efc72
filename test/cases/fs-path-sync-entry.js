// fs.openSync / readdirSync / mkdirSync / rmdirSync / unlinkSync / renameSync are native
// entries for string paths with default or common arguments; every other shape goes to their JS
// versions. Both must answer as Node does.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-path-entry-'));
const f = path.join(dir, 'file');
fs.writeFileSync(f, 'hello');
const clean = (v) => (typeof v === 'string' ? v.split(dir).join('<dir>') : v);
const run = (label, fn) => {
  try {
    console.log(label, clean(JSON.stringify(fn())));
  } catch (e) {
    console.log(label, e.name, e.code, e.errno, e.syscall, clean(e.path), clean(e.message),
      Object.keys(e).join(','));
  }
};
const fdRead = (fd) => {
  const b = Buffer.alloc(16);
  const n = fs.readSync(fd, b, 0, 16, 0);
  fs.closeSync(fd);
  return b.toString('latin1', 0, n);
};

run('open default', () => fdRead(fs.openSync(f)));
run('open r', () => fdRead(fs.openSync(f, 'r')));
run('open r+', () => { const fd = fs.openSync(f, 'r+'); fs.writeSync(fd, 'J', 0); return fdRead(fd); });
run('open a', () => { const fd = fs.openSync(f, 'a'); fs.writeSync(fd, '!'); fs.closeSync(fd); return fs.readFileSync(f, 'latin1'); });
run('open a+', () => fdRead(fs.openSync(f, 'a+')));
run('open w+', () => { const fd = fs.openSync(path.join(dir, 'new'), 'w+', 0o600); const m = fs.fstatSync(fd).mode & 0o777; fs.closeSync(fd); return m; });
run('open w truncates', () => { fs.closeSync(fs.openSync(path.join(dir, 'new'), 'w')); return fs.statSync(path.join(dir, 'new')).size; });
run('open number flags', () => fdRead(fs.openSync(f, fs.constants.O_RDONLY)));
run('open null flags', () => fdRead(fs.openSync(f, null)));
run('open wx existing', () => fs.openSync(f, 'wx'));
run('open rs', () => fdRead(fs.openSync(f, 'rs')));
run('open string mode', () => { fs.closeSync(fs.openSync(path.join(dir, 'm'), 'w', '640')); return fs.statSync(path.join(dir, 'm')).mode & 0o777; });
run('open bad flags', () => fs.openSync(f, 'bogus'));
run('open float flags', () => fs.openSync(f, 1.5));
run('open negative mode', () => fs.openSync(f, 'r', -1));
run('open missing', () => fs.openSync(path.join(dir, 'nope')));
run('open a directory for writing', () => fs.openSync(dir, 'w'));
run('open NUL', () => fs.openSync('a\0b'));
run('open number path', () => fs.openSync(5));
run('open Buffer path', () => fdRead(fs.openSync(Buffer.from(f))));

run('mkdir', () => fs.mkdirSync(path.join(dir, 'd')));
run('mkdir exists', () => fs.mkdirSync(path.join(dir, 'd')));
run('mkdir missing parent', () => fs.mkdirSync(path.join(dir, 'x', 'y')));
run('mkdir recursive', () => fs.mkdirSync(path.join(dir, 'x', 'y'), { recursive: true }));
run('mkdir mode', () => { fs.mkdirSync(path.join(dir, 'md'), 0o700); return fs.statSync(path.join(dir, 'md')).mode & 0o777; });
run('mkdir NUL', () => fs.mkdirSync('a\0'));
run('readdir', () => fs.readdirSync(dir).sort());
run('readdir empty', () => fs.readdirSync(path.join(dir, 'd')));
run('readdir a file', () => fs.readdirSync(f));
run('readdir missing', () => fs.readdirSync(path.join(dir, 'nope')));
run('readdir buffer encoding', () => fs.readdirSync(path.join(dir, 'x'), 'buffer').map(String));
run('readdir options', () => fs.readdirSync(path.join(dir, 'x'), { withFileTypes: true }).map((d) => d.name));
run('readdir URL', () => fs.readdirSync(new URL('file://' + path.join(dir, 'x'))));
run('rmdir', () => fs.rmdirSync(path.join(dir, 'd')));
run('rmdir missing', () => fs.rmdirSync(path.join(dir, 'd')));
run('rmdir not empty', () => fs.rmdirSync(path.join(dir, 'x')));
run('rmdir a file', () => fs.rmdirSync(f));
run('rmdir recursive option', () => fs.rmdirSync(path.join(dir, 'x'), { recursive: true }));
run('rename', () => { fs.renameSync(path.join(dir, 'new'), path.join(dir, 'new2')); return fs.existsSync(path.join(dir, 'new2')); });
run('rename back, Buffer path', () => fs.renameSync(Buffer.from(path.join(dir, 'new2')), path.join(dir, 'new')));
run('rename missing', () => fs.renameSync(path.join(dir, 'nope'), path.join(dir, 'nope2')));
run('rename onto a non-empty dir', () => fs.renameSync(path.join(dir, 'md'), path.join(dir, 'x')));
run('rename NUL', () => fs.renameSync('a\0', 'b'));
run('rename number', () => fs.renameSync(f, 7));
run('rename names', () => [fs.renameSync.name, fs.renameSync.length]);
run('unlink', () => fs.unlinkSync(path.join(dir, 'new')));
run('unlink missing', () => fs.unlinkSync(path.join(dir, 'new')));
run('unlink a directory', () => fs.unlinkSync(path.join(dir, 'md')));
run('unlink number', () => fs.unlinkSync(1));

const before = fs.readdirSync('/proc/self/fd').length;
for (let i = 0; i < 30; i++) {
  try { fs.openSync(path.join(dir, 'nope')); } catch { /* counted below */ }
  fs.closeSync(fs.openSync(f));
}
console.log('fds unchanged', fs.readdirSync('/proc/self/fd').length === before);
fs.rmSync(dir, { recursive: true });
