// Port of nodejs/node test/parallel/test-fs-utimes-y2K38.js (rewritten for minirt).
'use strict';

// Times past 2038-01-19 (beyond int32 seconds) round-trip through utimes and stat.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('y2k38.txt');
fs.writeFileSync(file, '');
const later = new Date('2040-01-02T03:04:05.678Z');
try {
  fs.utimesSync(file, later, later);
} catch (err) {
  if (err.code === 'EINVAL' || err.code === 'EOVERFLOW') {
    require('../common').skip(`the filesystem cannot store 2040 times (${err.code})`);
  }
  throw err;
}
const s = fs.statSync(file);
assert.strictEqual(s.mtime.getTime(), later.getTime());
assert.strictEqual(s.atime.toISOString(), '2040-01-02T03:04:05.678Z');
assert.strictEqual(fs.statSync(file, { bigint: true }).mtimeNs, 2209086245677999973n);
const fd = fs.openSync(file, 'r');
fs.futimesSync(fd, 2 ** 31 + 10, 2 ** 32 + 10);
assert.strictEqual(fs.fstatSync(fd).mtimeMs, (2 ** 32 + 10) * 1000);
fs.closeSync(fd);
