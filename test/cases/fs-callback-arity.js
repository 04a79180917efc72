// How many arguments each fs callback gets (`arguments.length` and the types). Node calls
// operations that produce nothing with the error alone (`cb(null)`), a recursive mkdir
// that made something with the first directory it made, and fs.cp with `(null, undefined)`
// on success but `(err)` on failure.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-cb-arity-'));
process.chdir(dir);
fs.writeFileSync('f', 'x');
fs.mkdirSync('d');
fs.symlinkSync('f', 'pre-link');

const seen = [];
const pending = [];
function shape(name) {
  let resolve;
  pending.push(new Promise((r) => { resolve = r; }));
  return function() {
    const types = [...arguments].map((a) => (a === null ? 'null' : typeof a));
    seen.push(`${name}: ${arguments.length} [${types.join(', ')}]`);
    resolve();
  };
}

const fd = fs.openSync('f', 'r+');
fs.unlink('missing', shape('unlink (error)'));
fs.writeFileSync('u', 'x');
fs.unlink('u', shape('unlink'));
fs.mkdir('m', shape('mkdir'));
fs.mkdir('d', shape('mkdir (error)'));
fs.mkdir('r1/r2', { recursive: true }, shape('mkdir recursive (new)'));
fs.mkdir('d', { recursive: true }, shape('mkdir recursive (exists)'));
fs.mkdir('m2', 0o755, shape('mkdir with mode'));
fs.rename('f', 'g', shape('rename'));
fs.rename('missing', 'y', shape('rename (error)'));
fs.writeFileSync('s-target', 'x');
fs.symlink('s-target', 's', shape('symlink'));
fs.symlink('s-target', 's2', 'file', shape('symlink with type'));
fs.symlink('s-target', 'd', shape('symlink (error)'));
fs.link('s-target', 'h', shape('link'));
fs.link('missing', 'h2', shape('link (error)'));
fs.copyFile('s-target', 'c', shape('copyFile'));
fs.copyFile('s-target', 'c2', 0, shape('copyFile with mode'));
fs.copyFile('missing', 'c3', shape('copyFile (error)'));
fs.mkdirSync('e');
fs.rmdir('e', shape('rmdir'));
fs.rmdir('missing', shape('rmdir (error)'));
fs.writeFileSync('rmme', 'x');
fs.rm('rmme', shape('rm'));
fs.rm('missing', { force: true }, shape('rm force (missing)'));
fs.cp('s-target', 'cp1', shape('cp'));
fs.cp('d', 'cp2', { recursive: true }, shape('cp directory'));
fs.cp('missing', 'cp3', shape('cp (error)'));
fs.chmod('s-target', 0o644, shape('chmod'));
fs.fchmod(fd, 0o644, shape('fchmod'));
fs.access('s-target', shape('access'));
fs.access('missing', shape('access (error)'));
fs.utimes('s-target', 1, 1, shape('utimes'));
fs.futimes(fd, 1, 1, shape('futimes'));
fs.fsync(fd, shape('fsync'));
fs.fdatasync(fd, shape('fdatasync'));
fs.ftruncate(fd, 1, shape('ftruncate'));
fs.truncate('s-target', shape('truncate'));
fs.writeFile('w', 'x', shape('writeFile'));
fs.appendFile('w2', 'x', shape('appendFile'));
fs.mkdtemp('t-', shape('mkdtemp'));
fs.realpath('s-target', shape('realpath'));
fs.readlink('pre-link', shape('readlink'));
fs.close(fs.openSync('s-target', 'r'), shape('close'));

Promise.all(pending).then(() => {
  console.log(seen.sort().join('\n'));
  fs.closeSync(fd);
  process.chdir(os.tmpdir());
  fs.rmSync(dir, { recursive: true });
});
