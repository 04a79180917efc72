// fs.realpathSync: results and errors for the shapes its native entry answers (a string path
// without options) and for the ones it hands to the JS version, plus name, length, .native.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'realpath-entry-')));
const rel = (p) => (typeof p === 'string' && p.startsWith(dir) ? '<dir>' + p.slice(dir.length) : p);
fs.mkdirSync(path.join(dir, 'a/b'), { recursive: true });
fs.writeFileSync(path.join(dir, 'a/b/file'), 'x');
fs.symlinkSync('a/b', path.join(dir, 'link'));
fs.symlinkSync(path.join(dir, 'link/file'), path.join(dir, 'abs-link'));
fs.symlinkSync('loop2', path.join(dir, 'loop1'));
fs.symlinkSync('loop1', path.join(dir, 'loop2'));
fs.symlinkSync('missing', path.join(dir, 'dangling'));

function show(label, f) {
  try {
    const r = f();
    console.log(label, Buffer.isBuffer(r) ? 'Buffer ' + rel(r.toString()) : rel(r));
  } catch (e) {
    console.log(label, 'threw', e.name, e.code, e.syscall, rel(e.path), e.errno);
  }
}

console.log('name/length', fs.realpathSync.name, fs.realpathSync.length);
console.log('native', typeof fs.realpathSync.native, rel(fs.realpathSync.native(path.join(dir, 'link'))));
show('dir', () => fs.realpathSync(dir));
show('dotdot', () => fs.realpathSync(path.join(dir, 'a/b/../b/./file')));
show('via link', () => fs.realpathSync(path.join(dir, 'link/file')));
show('abs link', () => fs.realpathSync(path.join(dir, 'abs-link')));
show('trailing slash', () => fs.realpathSync(path.join(dir, 'link') + '/'));
process.chdir(dir);
show('relative', () => fs.realpathSync('link/file'));
show('dot', () => fs.realpathSync('.'));
show('missing', () => fs.realpathSync(path.join(dir, 'a/nope/file')));
show('dangling', () => fs.realpathSync(path.join(dir, 'dangling')));
show('loop', () => fs.realpathSync(path.join(dir, 'loop1')));
show('not a dir', () => fs.realpathSync(path.join(dir, 'a/b/file/x')));
show('empty', () => fs.realpathSync(''));
show('nul', () => fs.realpathSync('a\0b'));
show('buffer path', () => fs.realpathSync(Buffer.from(path.join(dir, 'link'))));
show('url', () => fs.realpathSync(pathToFileURL(path.join(dir, 'link'))));
show('number', () => fs.realpathSync(42));
show('encoding buffer', () => fs.realpathSync(path.join(dir, 'link'), { encoding: 'buffer' }));
show('encoding hex', () => fs.realpathSync(path.join(dir, 'link'), 'hex').length > 0);
show('options null', () => fs.realpathSync(path.join(dir, 'link'), null));
process.chdir(os.tmpdir());
fs.rmSync(dir, { recursive: true });
