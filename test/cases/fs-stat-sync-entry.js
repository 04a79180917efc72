// fs.statSync / lstatSync / existsSync are native entries for a plain string path; every
// other argument shape goes to their JS versions. Both must answer as Node does.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-stat-entry-'));
const f = path.join(dir, 'file');
const link = path.join(dir, 'link');
fs.writeFileSync(f, 'xyz');
fs.symlinkSync(f, link);
const show = (v) => (typeof v === 'string' ? v.replace(dir, '<dir>') : v);

console.log('names', fs.statSync.name, fs.statSync.length, fs.lstatSync.name,
  fs.lstatSync.length, fs.existsSync.name, fs.existsSync.length);
const s = fs.statSync(f);
const l = fs.lstatSync(link);
console.log('stat', s instanceof fs.Stats, s.isFile(), s.size, Object.keys(s).length,
  Reflect.ownKeys(s).length);
console.log('lstat', l.isSymbolicLink(), 'stat through link', fs.statSync(link).isFile());
console.log('same as the JS path', JSON.stringify(Object.keys(fs.statSync(f, {}))) ===
  JSON.stringify(Object.keys(s)), fs.statSync(f, {}).ino === s.ino);

const cases = [
  ['missing', () => fs.statSync(path.join(dir, 'nope'))],
  ['lstat missing', () => fs.lstatSync(path.join(dir, 'nope'))],
  ['not a dir', () => fs.statSync(f + '/x')],
  ['NUL', () => fs.statSync('a\0b')],
  ['number', () => fs.statSync(1)],
  ['no entry, no throw', () => String(fs.statSync(path.join(dir, 'nope'), { throwIfNoEntry: false }))],
  ['explicit undefined options', () => fs.statSync(f, undefined).size],
  ['bigint', () => typeof fs.statSync(f, { bigint: true }).size],
  ['buffer path', () => fs.lstatSync(Buffer.from(link)).isSymbolicLink()],
  ['url path', () => fs.statSync(new URL('file://' + f)).size],
  ['empty path', () => fs.statSync('')],
  ['exists file', () => fs.existsSync(f)],
  ['exists link', () => fs.existsSync(link)],
  ['exists missing', () => fs.existsSync(path.join(dir, 'nope'))],
  ['exists NUL', () => fs.existsSync(f + '\0')],
  ['exists buffer', () => fs.existsSync(Buffer.from(f))],
];
for (const [label, fn] of cases) {
  try {
    console.log(label, show(fn()));
  } catch (e) {
    console.log(label, e.name, e.code, e.errno, e.syscall, show(e.path), show(e.message),
      Object.keys(e).join(','));
  }
}
const before = fs.readdirSync('/proc/self/fd').length;
for (let i = 0; i < 50; i++) {
  try { fs.statSync(path.join(dir, 'nope' + i)); } catch { /* counted below */ }
}
console.log('fds unchanged', fs.readdirSync('/proc/self/fd').length === before);
fs.rmSync(dir, { recursive: true });
