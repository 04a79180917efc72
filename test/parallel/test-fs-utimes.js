// Port of nodejs/node test/parallel/test-fs-utimes.js (rewritten for minirt).
'use strict';

// utimes/futimes/lutimes (callback, Sync, promise) with numbers, numeric strings and
// Dates; invalid times; fs._toUnixTimestamp.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('utimes.txt');
const link = tmpdir.resolve('utimes-link');
fs.writeFileSync(file, '');
fs.symlinkSync(file, link);

function expectTimes(p, atime, mtime, stat = fs.statSync) {
  const s = stat(p);
  assert.strictEqual(s.atime.getTime(), atime * 1000);
  assert.strictEqual(s.mtime.getTime(), mtime * 1000);
}

fs.utimesSync(file, 1000, 2000);
expectTimes(file, 1000, 2000);
fs.utimesSync(file, '3000', '4000.5');
expectTimes(file, 3000, 4000.5);
fs.utimesSync(file, new Date(5000e3), new Date(6000e3));
expectTimes(file, 5000, 6000);
fs.utimesSync(Buffer.from(file), 7, 8);
expectTimes(file, 7, 8);

const fd = fs.openSync(file, 'r+');
fs.futimesSync(fd, 11, 12);
expectTimes(file, 11, 12);

// lutimes changes the link, not its target.
fs.lutimesSync(link, 21, 22);
expectTimes(link, 21, 22, fs.lstatSync);
expectTimes(file, 11, 12);

// Negative numbers mean "now".
fs.utimesSync(file, -1, -1);
assert.ok(Math.abs(fs.statSync(file).mtimeMs - Date.now()) < 60000);

assert.strictEqual(fs._toUnixTimestamp(5), 5);
assert.strictEqual(fs._toUnixTimestamp('5.5'), 5.5);
assert.strictEqual(fs._toUnixTimestamp(new Date(1500)), 1.5);
for (const bad of [NaN, Infinity, -Infinity, '12x', {}, null, undefined, true, [], 5n]) {
  assert.throws(() => fs.utimesSync(file, bad, 1), {
    code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError', message: /^The "time" argument must be an instance of Date or an Time in seconds/,
  });
  assert.throws(() => fs.futimesSync(fd, 1, bad), { code: 'ERR_INVALID_ARG_TYPE', message: /"mtime"/ });
  assert.throws(() => fs.futimesSync(fd, bad, 1), { code: 'ERR_INVALID_ARG_TYPE', message: /"atime"/ });
  assert.throws(() => fs.lutimesSync(link, 1, bad), { code: 'ERR_INVALID_ARG_TYPE', message: /"time"/ });
}
assert.throws(() => fs.utimes(file, 1, 1), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
// The callback is checked before the times for utimes, after them for futimes.
assert.throws(() => fs.utimes(file, 'x', 1, 5), { message: /"cb"/ });
assert.throws(() => fs.futimes('a', 'x', 1, 5), { message: /"atime"/ });
assert.throws(() => fs.futimes('a', 1, 1, 5), { message: /"cb"/ });
assert.throws(() => fs.futimesSync(-1, 1, 1), { code: 'ERR_OUT_OF_RANGE' });

const missing = tmpdir.resolve('missing');
assert.throws(() => fs.utimesSync(missing, 1, 1), { code: 'ENOENT', syscall: 'utime', path: missing });
assert.throws(() => fs.lutimesSync(missing, 1, 1), { code: 'ENOENT', syscall: 'lutime' });

fs.utimes(file, 31, 32, common.mustCall((...args) => {
  assert.deepStrictEqual(args, [null]);
  expectTimes(file, 31, 32);
  fs.futimes(fd, 41, new Date(42000), common.mustSucceed(() => {
    expectTimes(file, 41, 42);
    fs.lutimes(link, '51', 52, common.mustSucceed(() => {
      expectTimes(link, 51, 52, fs.lstatSync);
      fs.closeSync(fd);
      fs.futimes(fd, 1, 1, common.mustCall((err) => {
        assert.strictEqual(err.code, 'EBADF');
        assert.strictEqual(err.syscall, 'futime');
      }));
    }));
  }));
}));
fs.utimes(missing, 1, 1, common.mustCall((err) => assert.strictEqual(err.code, 'ENOENT')));
