// minirt's own test: EACCES on every fs write path has Node's error shape.
'use strict';
// EACCES on every write path (and a read), checked in a child that runs as an unprivileged
// user (uid/gid 65534) against files owned by root: each failure must have Node's error
// shape, and the child must keep working afterwards. Runs only as root.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  // spawnSync's uid/gid options should have dropped root already; if the runtime did not
  // apply them, drop it here so that the checks below still mean something.
  if (process.getuid() === 0) {
    process.setgid(65534);
    process.setuid(65534);
  }
  process.chdir(process.argv[3]);
  const lines = [];
  const show = (name, err) => {
    if (!err) return lines.push(`${name}: no error`);
    const text = `${name}: ${err.constructor.name} ${err.code} ${err.errno} ${err.syscall} ` +
                 `${err.path} ${err.dest} [${Object.keys(err)}] ${err.message}`;
    lines.push(text.split(process.cwd()).join('<dir>'));
  };
  const sync = (name, f) => {
    try {
      f();
      show(name, null);
    } catch (e) {
      show(name, e);
    }
  };
  sync('writeFileSync', () => fs.writeFileSync('ro/new', 'x'));
  sync('appendFileSync', () => fs.appendFileSync('ro/f', 'x'));
  sync('openSync r+', () => fs.openSync('ro/f', 'r+'));
  sync('readFileSync secret', () => fs.readFileSync('ro/secret'));
  sync('mkdirSync', () => fs.mkdirSync('ro/d'));
  sync('mkdirSync recursive', () => fs.mkdirSync('ro/d/e', { recursive: true }));
  sync('mkdtempSync', () => fs.mkdtempSync('ro/t-'));
  sync('unlinkSync', () => fs.unlinkSync('ro/f'));
  sync('renameSync', () => fs.renameSync('ro/f', 'ro/g'));
  sync('copyFileSync', () => fs.copyFileSync('ro/f', 'ro/g'));
  sync('truncateSync', () => fs.truncateSync('ro/f', 0));
  sync('rmSync', () => fs.rmSync('ro/f'));
  sync('rmSync dir', () => fs.rmSync('ro/sub', { recursive: true }));
  sync('cpSync', () => fs.cpSync('ro/f', 'ro/g'));
  sync('cpSync dir', () => fs.cpSync('ro/sub', 'ro/sub2', { recursive: true }));
  sync('utimesSync', () => fs.utimesSync('ro/f', 1, 1));
  sync('symlinkSync', () => fs.symlinkSync('f', 'ro/l'));

  const steps = [
    (next) => fs.writeFile('ro/new', 'x', (e) => { show('writeFile cb', e); next(); }),
    (next) => fs.appendFile('ro/f', 'x', (e) => { show('appendFile cb', e); next(); }),
    (next) => fs.readFile('ro/secret', (e) => { show('readFile cb secret', e); next(); }),
    (next) => fs.copyFile('ro/f', 'ro/g', (e) => { show('copyFile cb', e); next(); }),
    (next) => fs.cp('ro/sub', 'ro/sub3', { recursive: true }, (e) => { show('cp cb', e); next(); }),
    (next) => fs.rm('ro/sub', { recursive: true }, (e) => { show('rm cb dir', e); next(); }),
    (next) => fs.promises.writeFile('ro/new', 'x').then(() => show('promises.writeFile', null),
                                                         (e) => show('promises.writeFile', e)).then(next),
    (next) => fs.promises.appendFile('ro/f', 'x').then(() => show('promises.appendFile', null),
                                                        (e) => show('promises.appendFile', e)).then(next),
    (next) => fs.promises.open('ro/f', 'a').then(() => show('promises.open a', null),
                                                  (e) => show('promises.open a', e)).then(next),
    (next) => {
      const ws = fs.createWriteStream('ro/new');
      ws.on('error', (e) => { show('createWriteStream', e); });
      ws.on('close', next);
    },
    (next) => {
      // Still working: the user's own writable directory takes writes.
      fs.writeFileSync('w/ok', 'fine');
      lines.push(`still working: ${fs.readFileSync('w/ok', 'utf8')}`);
      next();
    },
  ];
  const run = () => {
    const step = steps.shift();
    if (step) return step(run);
    process.stdout.write(lines.join('\n') + '\n');
  };
  run();
  return;
}

if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  common.skip('needs root to run a child as uid 65534');
}
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();
const root = tmpdir.path;
fs.chmodSync(root, 0o755);
fs.mkdirSync(path.join(root, 'ro', 'sub'), { recursive: true });
fs.writeFileSync(path.join(root, 'ro', 'f'), 'data');
fs.writeFileSync(path.join(root, 'ro', 'sub', 'g'), 'data');
fs.writeFileSync(path.join(root, 'ro', 'secret'), 'secret', { mode: 0o600 });
fs.mkdirSync(path.join(root, 'w'));
fs.chownSync(path.join(root, 'w'), 65534, 65534);
// The child must be able to reach the test directory.
for (let d = root; d !== path.dirname(d); d = path.dirname(d)) {
  if ((fs.statSync(d).mode & 0o005) !== 0o005) common.skip(`${d} is not searchable by others`);
}

let r;
try {
  r = spawnSync(process.execPath, [__filename, 'child', root],
                { uid: 65534, gid: 65534, encoding: 'utf8' });
} catch (err) {
  // A runtime without uid/gid support in spawnSync says so; the child then drops root
  // itself (see the top of this file).
  if (err.code !== 'ERR_METHOD_NOT_IMPLEMENTED') throw err;
  console.log(`spawnSync cannot switch users here (${err.message}); the child drops root itself`);
  r = spawnSync(process.execPath, [__filename, 'child', root], { encoding: 'utf8' });
}
assert.strictEqual(r.stderr, '', r.stderr);
assert.strictEqual(r.status, 0);
// The expected lines are Node 26.10's (made by running this test under it with
// FS_LOAD_RECORD=1).
const expectedFile = path.join(__dirname, '..', 'fixtures', 'fs-load-eacces.txt');
if (process.env.FS_LOAD_RECORD === '1') fs.writeFileSync(expectedFile, r.stdout);
assert.strictEqual(r.stdout, fs.readFileSync(expectedFile, 'utf8'));
