// Port of nodejs/node test/parallel/test-fs-mkdir-rmdir.js (rewritten for minirt).
'use strict';
// mkdir then rmdir of a nested path, sync and callback, and the EEXIST error shape.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const top = tmpdir.resolve('x');
const nested = path.join(top, 'y', 'z');

fs.mkdirSync(nested, { recursive: true });
fs.rmdirSync(nested);
fs.rmdirSync(path.dirname(nested));
fs.rmdirSync(top);
assert.strictEqual(fs.existsSync(top), false);

fs.mkdirSync(top);
fs.mkdir(top, common.mustCall((err) => {
  assert.strictEqual(err.code, 'EEXIST');
  assert.strictEqual(err.syscall, 'mkdir');
  assert.strictEqual(err.path, top);
  assert.strictEqual(err.errno, -17);
  assert.strictEqual(err.message, `EEXIST: file already exists, mkdir '${top}'`);
  fs.rmdir(top, common.mustSucceed(() => {
    assert.strictEqual(fs.existsSync(top), false);
  }));
}));
