// minirt's own test: cpSync of a tree onto a full file system leaves the file it was writing, as Node's does.
'use strict';
// Node's cpSync (no filter) copies a directory with its C++ copier, which, unlike
// copyFile, keeps the part of a file it wrote before ENOSPC. On a 64 KiB tmpfs five
// 20000-byte files do not fit: the error names the destination directory, the files
// copied before are whole, and the one being written is there, cut short. Runs only as root.
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');

const tmpdir = require('../common/tmpdir');
const mnt = require('../common/small_tmpfs').mountSmallTmpfs('64k');

const src = tmpdir.resolve('src');
fs.mkdirSync(src);
for (let i = 1; i <= 5; i++) fs.writeFileSync(path.join(src, `f${i}`), Buffer.alloc(20000, 0x61));
const dest = path.join(mnt, 'dd');

assert.throws(() => fs.cpSync(src, dest, { recursive: true }), {
  code: 'ENOSPC', errno: 28, syscall: 'cp', path: dest,
  message: `ENOSPC, No space left on device '${dest}'`,
});
const sizes = fs.readdirSync(dest).map((name) => fs.statSync(path.join(dest, name)).size);
const whole = sizes.filter((n) => n === 20000).length;
const partial = sizes.filter((n) => n > 0 && n < 20000).length;
assert.ok(whole >= 1, `sizes ${sizes}`);
assert.strictEqual(partial, 1, `sizes ${sizes}`);
assert.strictEqual(sizes.length, whole + partial, `sizes ${sizes}`);
