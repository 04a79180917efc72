// A working directory longer than PATH_MAX, reached by relative chdir calls: Node reads the
// directory into a PATH_MAX buffer, so process.cwd() fails with ERANGE, and so do the
// calls that resolve against it (path.resolve, fs.realpath with a callback). Paths relative
// to it still work.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

function show(tag, fn) {
  try {
    const r = fn();
    console.log(tag, 'ok', typeof r === 'string' ? r.length : r);
  } catch (e) {
    console.log(tag, e.code, e.errno, e.syscall, Object.keys(e).join(), e.message);
  }
}

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-cwd-'));
const name = 'd'.repeat(200);
const depth = 25;
const start = process.cwd();
process.chdir(base);
for (let i = 0; i < depth; i++) {
  fs.mkdirSync(name);
  process.chdir(name);
}
fs.writeFileSync('leaf', 'x');

show('process.cwd()', () => process.cwd());
show('path.resolve', () => path.resolve('leaf'));
show('path.resolve absolute', () => path.resolve('/a', 'b'));
show('readFileSync relative', () => fs.readFileSync('leaf', 'utf8'));
show('realpath callback', () => fs.realpath('leaf', () => {}));

fs.unlinkSync('leaf');
for (let i = 0; i < depth; i++) {
  process.chdir('..');
  fs.rmdirSync(name);
}
process.chdir(start);
fs.rmdirSync(base);
show('back', () => process.cwd() === start);
