// The error a failed fs callback receives is made once the loop settles the request, with
// no JS on the stack: its stack is the message alone, with no frames, also where the error
// is worked out in JS (a recursive mkdir's replayed walk, mkdtemp's tried name, opendir's
// path). Its report as an unhandled rejection then points into Node's rejection machinery.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault2-frames-'));
const file = path.join(dir, 'file');
fs.writeFileSync(file, '');
const missing = path.join(dir, 'missing');

const calls = {
  'access': (cb) => fs.access(missing, cb),
  'open': (cb) => fs.open(missing, cb),
  'stat': (cb) => fs.stat(missing, cb),
  'readdir': (cb) => fs.readdir(missing, cb),
  'mkdir': (cb) => fs.mkdir(path.join(missing, 'x'), cb),
  'mkdir recursive': (cb) => fs.mkdir(path.join(file, 'x', 'y'), { recursive: true }, cb),
  'mkdtemp': (cb) => fs.mkdtemp(path.join(missing, 'x'), cb),
  'opendir': (cb) => fs.opendir(missing, cb),
  'rmdir': (cb) => fs.rmdir(missing, cb),
  'readFile': (cb) => fs.readFile(missing, cb),
  'writeFile': (cb) => fs.writeFile(path.join(missing, 'x'), 'a', cb),
  'realpath': (cb) => fs.realpath(missing, cb),
  'fstat': (cb) => fs.fstat(2 ** 30, cb),
};

const names = Object.keys(calls);
function next(i) {
  if (i === names.length) {
    const r = spawnSync(process.execPath,
                        ['-e', 'require("fs").promises.opendir("/nonexistent-fault2")'],
                        { encoding: 'utf8' });
    console.log(r.status, r.stderr.split('\n').slice(0, 5).join('\n'));
    fs.rmSync(dir, { recursive: true });
    return;
  }
  calls[names[i]]((err) => {
    const frames = err.stack.split('\n').filter((l) => /^\s+at /.test(l)).length;
    console.log(`${names[i]}: ${err.code} ${frames} frames ` +
      `${err.stack.split('\n')[0].split(dir).join('<tmp>').replace(/x\w{6}'$/, "xXXXXXX'")}`);
    next(i + 1);
  });
}
next(0);
