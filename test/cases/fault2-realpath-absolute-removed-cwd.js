// realpath of absolute paths after the working directory was removed: no working directory is needed.
const fs = require('fs');
const os = require('os');
const path = require('path');
const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'rp-')));
const gone = path.join(base, 'gone');
fs.mkdirSync(gone);
fs.writeFileSync(path.join(base, 'file'), 'x');
process.chdir(gone);
fs.rmdirSync(gone);
const rel = (p) => path.relative(base, p);
const show = (tag, f) => { try { console.log(tag, rel(f())); } catch (e) { console.log(tag, e.code, e.syscall); } };
show('sync', () => fs.realpathSync(path.join(base, 'file')));
show('sync dir', () => fs.realpathSync(base + '/./file'));
show('native', () => fs.realpathSync.native(path.join(base, 'file')));
fs.realpath(path.join(base, 'file'), (e, p) => {
  console.log('cb', e ? e.code : rel(p));
  fs.promises.realpath(path.join(base, 'file')).then((p) => {
    console.log('promise', rel(p));
    process.chdir(os.tmpdir());
    fs.rmSync(base, { recursive: true });
  });
});
