// minirt's own test: fs.rm of another user's file in a sticky directory fails as Node's does.
'use strict';
// A root-owned file in a root-owned sticky (1777) directory cannot be unlinked by uid
// 65534 (EPERM). Node's callback and promise rm then try rmdir on it (EPERM again, taken as
// "not empty") and list it, so they fail with scandir's ENOTDIR; rmSync reports its native
// EPERM. The file stays. Runs only as root.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  if (process.getuid() === 0) {
    process.setgid(65534);
    process.setuid(65534);
  }
  const file = process.argv[3];
  const lines = [];
  const show = (name, e) => lines.push(e ?
    `${name}: ${e.code} ${e.errno} ${e.syscall} ${e.path === file} ${e.message.split(file).join('<f>')}` :
    `${name}: no error`);
  (async () => {
    for (const options of [{}, { force: true }, { recursive: true }, { recursive: true, force: true }]) {
      const o = JSON.stringify(options);
      await new Promise((resolve) => fs.rm(file, options, (e) => {
        show(`callback ${o}`, e);
        resolve();
      }));
      await fs.promises.rm(file, options).then(() => show(`promise ${o}`, null),
                                               (e) => show(`promise ${o}`, e));
      try {
        fs.rmSync(file, options);
        show(`sync ${o}`, null);
      } catch (e) {
        show(`sync ${o}`, e);
      }
    }
    lines.push(`file still there: ${fs.existsSync(file)}`);
    process.stdout.write(lines.join('\n') + '\n');
  })();
  return;
}

if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  common.skip('needs root to run a child as uid 65534');
}
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();
const sticky = tmpdir.resolve('sticky');
fs.mkdirSync(sticky);
fs.chmodSync(sticky, 0o1777);
const file = path.join(sticky, 'rootfile');
fs.writeFileSync(file, 'root');
for (let d = sticky; d !== path.dirname(d); d = path.dirname(d)) {
  if ((fs.statSync(d).mode & 0o005) !== 0o005) common.skip(`${d} is not searchable by others`);
}

const r = spawnSync(process.execPath, [__filename, 'child', file],
                    { uid: 65534, gid: 65534, encoding: 'utf8' });
assert.strictEqual(r.stderr, '', r.stderr);
assert.strictEqual(r.status, 0);
const scandir = "ENOTDIR -20 scandir true ENOTDIR: not a directory, scandir '<f>'";
const native = "EPERM 1 rm true EPERM, Operation not permitted: '<f>'";
const expected = [];
for (const o of ['{}', '{"force":true}', '{"recursive":true}', '{"recursive":true,"force":true}']) {
  expected.push(`callback ${o}: ${scandir}`, `promise ${o}: ${scandir}`, `sync ${o}: ${native}`);
}
expected.push('file still there: true');
assert.strictEqual(r.stdout, expected.join('\n') + '\n');
