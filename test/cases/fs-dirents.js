// readdir withFileTypes (flat, recursive, every encoding) builds Dirents natively; they must
// be the objects Node's Dirent constructor makes. Also existsSync's answers.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-dirents-'));
fs.mkdirSync(path.join(root, 'sub', 'deep'), { recursive: true });
fs.writeFileSync(path.join(root, 'a.txt'), 'a');
fs.writeFileSync(path.join(root, 'sub', 'b.txt'), 'b');
fs.writeFileSync(path.join(root, 'sub', 'deep', 'c.txt'), 'c');
fs.writeFileSync(path.join(root, 'é.txt'), 'e');
fs.symlinkSync('a.txt', path.join(root, 'link'));

const rel = (p) => (Buffer.isBuffer(p) ? `<buf ${p}>` : p).toString().replace(root, '<root>');
const show = (d) => {
  const name = Buffer.isBuffer(d.name) ? `<buf ${d.name.toString('hex')}>` : JSON.stringify(d.name);
  const kinds = ['isFile', 'isDirectory', 'isSymbolicLink', 'isFIFO', 'isSocket',
    'isBlockDevice', 'isCharacterDevice'].filter((k) => d[k]()).join(',');
  return `${name} parent=${rel(d.parentPath)} ${kinds}`;
};
const sortKey = (d) => `${d.parentPath}/${d.name}`;
const list = (label, ds) => {
  console.log(label, ds.length);
  for (const d of [...ds].sort((x, y) => (sortKey(x) < sortKey(y) ? -1 : 1))) {
    console.log('  ' + show(d));
  }
};

const flat = fs.readdirSync(root, { withFileTypes: true });
list('flat', flat);
const d0 = flat[0];
console.log('instanceof', d0 instanceof fs.Dirent, Object.getPrototypeOf(d0) === fs.Dirent.prototype);
console.log('keys', Reflect.ownKeys(d0).map(String).join(' '));
for (const k of Reflect.ownKeys(d0)) {
  const desc = Object.getOwnPropertyDescriptor(d0, k);
  console.log(' ', String(k), desc.writable, desc.enumerable, desc.configurable);
}
d0.name = 'renamed';
console.log('assignable', d0.name);
console.log('constructed keys match',
  Reflect.ownKeys(new fs.Dirent('x', 1, '/p')).map(String).join(' ') ===
  Reflect.ownKeys(flat[1]).map(String).join(' '));

list('recursive', fs.readdirSync(root, { withFileTypes: true, recursive: true }));
list('recursive, trailing slash', fs.readdirSync(root + '/', { withFileTypes: true, recursive: true }));
list('recursive, dot segments', fs.readdirSync(path.join(root, 'sub') + '/../sub/./',
  { withFileTypes: true, recursive: true }));
{
  const cwd = process.cwd();
  process.chdir(root);
  for (const base of ['.', './', 'sub/..', './sub/deep/..', '']) {
    try {
      list(`relative ${JSON.stringify(base)}, recursive`,
        fs.readdirSync(base, { withFileTypes: true, recursive: true }));
    } catch (e) {
      console.log(`relative ${JSON.stringify(base)}`, e.code);
    }
  }
  process.chdir(cwd);
}
list('buffer names', fs.readdirSync(root, { withFileTypes: true, encoding: 'buffer' }));
list('latin1 names', fs.readdirSync(root, { withFileTypes: true, encoding: 'latin1' }));
list('hex names, recursive', fs.readdirSync(path.join(root, 'sub'),
  { withFileTypes: true, encoding: 'hex', recursive: true }));
list('buffer names, recursive', fs.readdirSync(path.join(root, 'sub'),
  { withFileTypes: true, encoding: 'buffer', recursive: true }));
list('buffer path', fs.readdirSync(Buffer.from(path.join(root, 'sub')), { withFileTypes: true }));
fs.mkdirSync(path.join(root, 'sub', 'empty'));
console.log('empty dir', fs.readdirSync(path.join(root, 'sub', 'empty'), { withFileTypes: true }).length);
fs.rmdirSync(path.join(root, 'sub', 'empty'));

fs.readdir(root, { withFileTypes: true, recursive: true }, (err, ds) => {
  list('callback recursive', ds);
  fs.promises.readdir(path.join(root, 'sub'), { withFileTypes: true }).then((ps) => {
    list('promise', ps);
    fs.readdir(path.join(root, 'sub'), { withFileTypes: true, recursive: true, encoding: 'hex' },
      (err2, hs) => {
        list('callback hex names, recursive', hs);
        exists();
      });
  });
});

function exists() {
  process.on('warning', (w) => console.log('warning', w.name, w.code));
  console.log('exists file', fs.existsSync(path.join(root, 'a.txt')));
  console.log('exists dir', fs.existsSync(path.join(root, 'sub')));
  console.log('exists missing', fs.existsSync(path.join(root, 'nope')));
  console.log('exists under a file', fs.existsSync(path.join(root, 'a.txt', 'x')));
  console.log('exists dangling link', (fs.symlinkSync('gone', path.join(root, 'dangle')),
    fs.existsSync(path.join(root, 'dangle'))));
  console.log('exists buffer', fs.existsSync(Buffer.from(path.join(root, 'a.txt'))));
  console.log('exists url', fs.existsSync(new URL('file://' + path.join(root, 'a.txt'))));
  console.log('exists NUL', fs.existsSync(path.join(root, 'a.txt\0x')));
  console.log('exists empty', fs.existsSync(''));
  console.log('exists number', fs.existsSync(42));
  console.log('exists undefined', fs.existsSync());
  const before = fs.readdirSync('/proc/self/fd').length;
  for (let i = 0; i < 50; i++) fs.existsSync(path.join(root, 'nope' + i));
  console.log('fds unchanged', fs.readdirSync('/proc/self/fd').length === before);
  fs.rmSync(root, { recursive: true });
}
