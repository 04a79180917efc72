// Port of nodejs/node test/parallel/test-fs-chmod.js (rewritten for minirt).
'use strict';

// chmod/chmodSync/fchmod/fchmodSync/fsPromises.chmod: numeric and octal-string modes,
// validation, and no lchmod on Linux.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('chmod.txt');
fs.writeFileSync(file, 'x');
const mode = (p) => fs.statSync(p).mode & 0o777;

fs.chmodSync(file, 0o600);
assert.strictEqual(mode(file), 0o600);
fs.chmodSync(file, '644');
assert.strictEqual(mode(file), 0o644);

fs.chmod(file, '0700', common.mustCall((...args) => {
  assert.deepStrictEqual(args, [null]);
  assert.strictEqual(mode(file), 0o700);
  const fd = fs.openSync(file, 'r');
  fs.fchmod(fd, 0o640, common.mustCall((err) => {
    assert.strictEqual(err, null);
    assert.strictEqual(mode(file), 0o640);
    fs.fchmodSync(fd, '600');
    assert.strictEqual(mode(file), 0o600);
    fs.closeSync(fd);
    fsp.chmod(file, 0o644).then(common.mustCall((v) => {
      assert.strictEqual(v, undefined);
      assert.strictEqual(mode(file), 0o644);
    }));
  }));
}));

const missing = tmpdir.resolve('missing');
assert.throws(() => fs.chmodSync(missing, 0o644), {
  code: 'ENOENT', syscall: 'chmod', path: missing,
});
fs.chmod(missing, 0o644, common.mustCall((err) => assert.strictEqual(err.syscall, 'chmod')));

for (const bad of ['x', '8', -1, 2 ** 32, 1.5, {}, null, undefined]) {
  assert.throws(() => fs.chmodSync(file, bad), /ERR_INVALID_ARG_VALUE|ERR_OUT_OF_RANGE|ERR_INVALID_ARG_TYPE/);
}
assert.throws(() => fs.chmodSync(file, 'x'), {
  code: 'ERR_INVALID_ARG_VALUE',
  message: "The argument 'mode' must be a 32-bit unsigned integer or an octal string. Received 'x'",
});
assert.throws(() => fs.chmodSync(file, -1), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => fs.chmod(file, 0o644), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
assert.throws(() => fs.chmod(1, 0o644, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE' });
fsp.chmod(file, 'x').catch(common.mustCall((e) => {
  assert.strictEqual(e.code, 'ERR_INVALID_ARG_VALUE');
}));

// Linux: fs.lchmod does not exist; fsPromises.lchmod rejects.
assert.strictEqual(fs.lchmod, undefined);
assert.strictEqual(fs.lchmodSync, undefined);
fsp.lchmod(file, 0o644).catch(common.mustCall((e) => {
  assert.strictEqual(e.code, 'ERR_METHOD_NOT_IMPLEMENTED');
}));
