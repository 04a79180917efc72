// Port of nodejs/node test/parallel/test-fs-mkdir-mode-mask.js (rewritten for minirt).
'use strict';
// The mode given to mkdir is applied through the umask, sync and async.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const mode = 0o644;
const mask = 0o022;
process.umask(mask);
const want = mode & ~mask;

const a = tmpdir.resolve('sync');
fs.mkdirSync(a, mode);
assert.strictEqual(fs.statSync(a).mode & 0o777, want);

const b = tmpdir.resolve('async');
fs.mkdir(b, { mode }, common.mustSucceed(() => {
  assert.strictEqual(fs.statSync(b).mode & 0o777, want);
}));

const c = tmpdir.resolve('str');
fs.mkdirSync(c, '700');
assert.strictEqual(fs.statSync(c).mode & 0o777, 0o700);
