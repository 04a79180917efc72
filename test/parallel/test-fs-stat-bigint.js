// Port of nodejs/node test/parallel/test-fs-stat-bigint.js (rewritten for minirt).
'use strict';

// { bigint: true } gives BigIntStats: every field a bigint, *Ns times exact, *Ms equal to
// Ns / 1e6, and the same values as the number form (within double precision).
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('big.txt');
fs.writeFileSync(file, 'bigint');

function check(big, num) {
  for (const k of ['dev', 'mode', 'nlink', 'uid', 'gid', 'rdev', 'blksize', 'ino', 'size',
                   'blocks']) {
    assert.strictEqual(typeof big[k], 'bigint', k);
    assert.strictEqual(big[k], BigInt(num[k]), k);
  }
  for (const t of ['atime', 'mtime', 'ctime', 'birthtime']) {
    assert.strictEqual(typeof big[`${t}Ns`], 'bigint');
    assert.strictEqual(big[`${t}Ms`], big[`${t}Ns`] / 1000000n);
    // atime may move between the two calls (another reader, relatime), so it is not compared.
    if (t !== 'atime') assert.ok(Math.abs(Number(big[`${t}Ms`]) - num[`${t}Ms`]) < 1, t);
    assert.ok(big[t] instanceof Date);
    assert.strictEqual(big[t].getTime(), Number(big[`${t}Ms`]));
  }
  assert.strictEqual(big.isFile(), num.isFile());
  assert.strictEqual(big.isDirectory(), num.isDirectory());
  assert.strictEqual(big.isSymbolicLink(), num.isSymbolicLink());
  assert.strictEqual(num.atimeNs, undefined);
}

// Nanoseconds that a millisecond double cannot keep: the bigint form keeps them (the
// seconds given are doubles, so 1e9 + 0.654321 is really ...0.654320955).
fs.utimesSync(file, 1e9 + 0.123456, 1e9 + 0.654321);
const bigSync = fs.statSync(file, { bigint: true });
check(bigSync, fs.statSync(file));
assert.strictEqual(bigSync.mtimeNs, 1000000000654320955n);
assert.strictEqual(bigSync.atimeNs, 1000000000123456001n);
fs.utimesSync(file, 1.5, 2 ** 31 + 0.25);
assert.strictEqual(fs.statSync(file, { bigint: true }).mtimeNs, 2147483648250000000n);
// Negative times mean "now" in utimes.
fs.utimesSync(file, -1.5, 5);
assert.ok(fs.statSync(file, { bigint: true }).atimeNs > 1000000000000000000n);
// From here on the file is not changed, so sync and async results agree.
check(fs.lstatSync(file, { bigint: true }), fs.lstatSync(file));

const fd = fs.openSync(file, 'r');
check(fs.fstatSync(fd, { bigint: true }), fs.fstatSync(fd));
fs.fstat(fd, { bigint: true }, common.mustSucceed((big) => {
  check(big, fs.fstatSync(fd));
  fs.closeSync(fd);
}));

fs.stat(file, { bigint: true }, common.mustSucceed((big) => check(big, fs.statSync(file))));
fs.lstat(file, { bigint: true }, common.mustSucceed((big) => check(big, fs.lstatSync(file))));
fsp.stat(file, { bigint: true }).then(common.mustCall((big) => {
  check(big, fs.statSync(file));
}));
fsp.lstat(file, { bigint: true }).then(common.mustCall((big) => {
  check(big, fs.lstatSync(file));
}));
assert.strictEqual(fs.statSync(`${file}.no`, { bigint: true, throwIfNoEntry: false }),
                   undefined);

