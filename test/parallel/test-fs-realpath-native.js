// Port of nodejs/node test/parallel/test-fs-realpath-native.js (rewritten for minirt).
'use strict';
// realpath.native resolves through realpath(3): relative paths, callback `this`, errors
// named after the realpath syscall with the caller's path.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

const rel = path.relative(process.cwd(), __filename);
assert.strictEqual(fs.realpathSync.native(rel), __filename);
fs.realpath.native(rel, common.mustSucceed(function(res) {
  assert.strictEqual(res, __filename);
  assert.strictEqual(this, undefined);
}));
assert.deepStrictEqual(fs.realpathSync.native(rel, 'buffer'), Buffer.from(__filename));

tmpdir.refresh();
const self = tmpdir.resolve('self');
fs.symlinkSync('self', self);
assert.throws(() => fs.realpathSync.native(self),
              { code: 'ELOOP', syscall: 'realpath', path: self });
const through = path.join(__filename, 'x');
assert.throws(() => fs.realpathSync.native(through),
              { code: 'ENOTDIR', syscall: 'realpath', path: through });
fs.realpath.native('nonexistent/x', common.mustCall((err) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(err.message, "ENOENT: no such file or directory, realpath 'nonexistent/x'");
}));
assert.throws(() => fs.realpathSync.native(1), { code: 'ERR_INVALID_ARG_TYPE' });
