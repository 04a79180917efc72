// realpath with a removed working directory: the JS forms resolve a relative path with
// process.cwd() and throw its error (Node's long ENOENT message, syscall uv_cwd), the native
// forms fail in their own call, and an absolute path needs no working directory.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const show = (label, f) => {
  try {
    const r = f();
    console.log(label, 'ok', typeof r);
  } catch (e) {
    console.log(label, e.code, e.syscall, e.message);
  }
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realpath-gone-'));
const back = process.cwd();
process.chdir(dir);
fs.rmdirSync(dir);
show('realpathSync .', () => fs.realpathSync('.'));
show('realpathSync relative', () => fs.realpathSync('x'));
show('realpathSync buffer encoding', () => fs.realpathSync('x', 'buffer'));
show('realpathSync absolute', () => fs.realpathSync(os.tmpdir()));
show('realpathSync.native .', () => fs.realpathSync.native('.'));
// The callback form throws that error synchronously too.
show('realpath callback form', () => fs.realpath('x', () => console.log('called back')));
fs.realpath.native('x', (e) => {
  console.log('realpath.native callback', e && e.code, e && e.syscall);
  process.chdir(back);
});
