// Port of nodejs/node test/parallel/test-fs-access.js (rewritten for minirt).
'use strict';

// access/accessSync/fsPromises.access: F_OK/R_OK/W_OK/X_OK checks, ENOENT errors with path
// and syscall, and the mode validation Node's native layer does.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('access.txt');
fs.writeFileSync(file, '');
const missing = tmpdir.resolve('missing');
const { F_OK, R_OK, W_OK, X_OK } = fs.constants;

fs.access(file, common.mustSucceed());
fs.access(file, R_OK | W_OK, common.mustCall((...args) => {
  assert.deepStrictEqual(args, [null]);
}));
fs.access(file, undefined, common.mustSucceed());
fs.accessSync(file);
fs.accessSync(file, null);
fs.accessSync(file, F_OK);
fs.accessSync(file, R_OK | W_OK);
// The integer part of a number is used.
fs.accessSync(file, 1.5 - 1.5);

fs.access(missing, common.mustCall((err) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(err.path, missing);
  assert.strictEqual(err.syscall, 'access');
  assert.strictEqual(err.message, `ENOENT: no such file or directory, access '${missing}'`);
}));
assert.throws(() => fs.accessSync(missing, R_OK), {
  code: 'ENOENT', syscall: 'access', path: missing, errno: -2,
});

// A directory without execute permission for anyone is not X_OK for a non-root user.
fs.chmodSync(file, 0o644);
if (process.getuid() !== 0) {
  assert.throws(() => fs.accessSync(file, X_OK), { code: 'EACCES' });
} else {
  common.printSkipMessage('root passes access checks; EACCES case skipped');
}

// Mode validation as Node's binding does it.
for (const bad of ['4', true, {}, []]) {
  assert.throws(() => fs.accessSync(file, bad), {
    name: 'TypeError', code: 'ERR_INVALID_ARG_TYPE',
    message: 'mode must be int32 or null/undefined',
  });
}
for (const bad of [-1, 8, 8.5, 2 ** 32]) {
  assert.throws(() => fs.accessSync(file, bad), {
    name: 'RangeError', code: 'ERR_OUT_OF_RANGE', message: 'mode is out of range: >= 0 && <= 7',
  });
}
for (const bad of [NaN, Infinity]) {
  assert.throws(() => fs.accessSync(file, bad), { code: 'ERR_OUT_OF_RANGE', message: 'mode is out of range' });
}
assert.throws(() => fs.access(file, 8, common.mustNotCall()), { code: 'ERR_OUT_OF_RANGE' });

// Path before callback.
assert.throws(() => fs.access(1, 'x', 5), { code: 'ERR_INVALID_ARG_TYPE', message: /"path"/ });
assert.throws(() => fs.access(file), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
assert.throws(() => fs.access(file, F_OK, {}), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => fs.accessSync(1), { code: 'ERR_INVALID_ARG_TYPE' });

(async () => {
  assert.strictEqual(await fsp.access(file), undefined);
  await fsp.access(file, R_OK);
  await assert.rejects(fsp.access(missing), { code: 'ENOENT', syscall: 'access' });
  await assert.rejects(fsp.access(file, 8), { code: 'ERR_OUT_OF_RANGE' });
  await assert.rejects(fsp.access(1), { code: 'ERR_INVALID_ARG_TYPE' });
})().then(common.mustCall());
