// Port of nodejs/node test/parallel/test-fs-rmdir-recursive-error.js, test/parallel/test-fs-rmdir-throws-not-found.js, test/parallel/test-fs-rmdir-throws-on-file.js, test/parallel/test-fs-rmdir-type-check.js (rewritten for minirt).
'use strict';
// rmdir in all three forms: the removed `recursive` option is refused, missing paths give
// ENOENT, files give ENOTDIR, non-empty directories ENOTEMPTY, bad paths a TypeError.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

for (const recursive of [true, false]) {
  assert.throws(() => fs.rmdir('nonexistent', { recursive }, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_VALUE',
                  message: `The property 'options.recursive' is no longer supported. Received ${recursive}` });
  assert.throws(() => fs.rmdirSync('nonexistent', { recursive }), { code: 'ERR_INVALID_ARG_VALUE' });
}
assert.rejects(fs.promises.rmdir('nonexistent', { recursive: true }),
               { code: 'ERR_INVALID_ARG_VALUE' }).then(common.mustCall());

const missing = tmpdir.resolve('noexist.txt');
assert.throws(() => fs.rmdirSync(missing), { code: 'ENOENT', syscall: 'rmdir', path: missing });
fs.rmdir(missing, common.mustCall((err) => assert.strictEqual(err.code, 'ENOENT')));
assert.rejects(() => fs.promises.rmdir(missing), { code: 'ENOENT' }).then(common.mustCall());

const file = tmpdir.resolve('file.txt');
fs.writeFileSync(file, '');
assert.throws(() => fs.rmdirSync(file), { code: 'ENOTDIR', syscall: 'rmdir' });
fs.rmdir(file, common.mustCall((err) => assert.strictEqual(err.code, 'ENOTDIR')));
assert.rejects(() => fs.promises.rmdir(file), { code: 'ENOTDIR' }).then(common.mustCall());

const full = tmpdir.resolve('full');
fs.mkdirSync(path.join(full, 'x'), { recursive: true });
assert.throws(() => fs.rmdirSync(full), { code: 'ENOTEMPTY', path: full });
fs.rmdirSync(path.join(full, 'x'));
fs.rmdir(full, common.mustSucceed(() => assert.strictEqual(fs.existsSync(full), false)));

for (const bad of [false, 1, [], {}, null, undefined]) {
  assert.throws(() => fs.rmdir(bad, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
  assert.throws(() => fs.rmdirSync(bad), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
assert.throws(() => fs.rmdir(tmpdir.path), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
