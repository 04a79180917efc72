// Port of nodejs/node test/parallel/test-fs-lchown.js (rewritten for minirt).
'use strict';

// chown/lchown/fchown (callback, Sync, promise): uid/gid validation (-1 keeps), and the
// link itself being changed by lchown.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('own.txt');
const link = tmpdir.resolve('own-link');
fs.writeFileSync(file, '');
fs.symlinkSync(file, link);
const { uid, gid } = fs.statSync(file);

for (const bad of ['1', {}, null, undefined, true]) {
  assert.throws(() => fs.lchownSync(file, bad, gid), { code: 'ERR_INVALID_ARG_TYPE', message: /"uid"/ });
  assert.throws(() => fs.chownSync(file, uid, bad), { code: 'ERR_INVALID_ARG_TYPE', message: /"gid"/ });
  assert.throws(() => fs.fchownSync(0, bad, gid), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const bad of [-2, 2 ** 32, 1.5]) {
  assert.throws(() => fs.lchownSync(file, bad, gid), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => fs.chownSync(file, uid, bad), { code: 'ERR_OUT_OF_RANGE' });
}
assert.throws(() => fs.chownSync(file, -2, 0), {
  message: 'The value of "uid" is out of range. It must be >= -1 && <= 4294967295. Received -2',
});
assert.throws(() => fs.lchown(file, uid, gid), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
assert.throws(() => fs.lchown(1, uid, gid, common.mustNotCall()), { message: /"path"/ });
assert.throws(() => fs.fchown('a', 'x', 1, 5), { message: /"uid"/ });
assert.throws(() => fs.fchown('a', 1, 1, 5), { message: /"cb"/ });

// -1 keeps both ids.
fs.chownSync(file, -1, -1);
fs.lchownSync(link, -1, -1);
assert.strictEqual(fs.statSync(file).uid, uid);

fs.lchown(link, uid, gid, common.mustCall((...args) => {
  assert.deepStrictEqual(args, [null]);
  fs.chown(file, -1, gid, common.mustSucceed());
}));
const fd = fs.openSync(file, 'r');
fs.fchownSync(fd, uid, -1);
fs.fchown(fd, -1, -1, common.mustSucceed(() => fs.closeSync(fd)));

const missing = tmpdir.resolve('missing');
assert.throws(() => fs.lchownSync(missing, uid, gid), { code: 'ENOENT', syscall: 'lchown', path: missing });
assert.throws(() => fs.chownSync(missing, uid, gid), { code: 'ENOENT', syscall: 'chown' });

(async () => {
  await fsp.lchown(link, uid, gid);
  await fsp.chown(file, -1, -1);
  await assert.rejects(fsp.lchown(false, 1, 1), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(fsp.chown(file, 'x', 1), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(fsp.lchown(missing, uid, gid), { code: 'ENOENT' });
})().then(common.mustCall());
