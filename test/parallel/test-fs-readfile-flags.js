// Port of nodejs/node test/parallel/test-fs-readfile-flags.js (rewritten for minirt).
'use strict';

// The `flag` option of readFile: 'a+' creates a missing file, 'wx+' fails on an existing
// one, 'r' fails on a missing one.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

{
  const file = tmpdir.resolve('flags-a-plus.txt');
  fs.readFile(file, { encoding: 'utf8', flag: 'a+' }, common.mustSucceed((data) => {
    assert.strictEqual(data, '');
    fs.readFile(file, { encoding: 'utf8', flag: 'wx+' }, common.mustCall((err, again) => {
      assert.strictEqual(err.code, 'EEXIST');
      assert.strictEqual(err.syscall, 'open');
      assert.strictEqual(again, undefined);
    }));
  }));
}

{
  const file = tmpdir.resolve('flags-r.txt');
  fs.readFile(file, { encoding: 'utf8', flag: 'r' }, common.mustCall((err, data) => {
    assert.strictEqual(err.code, 'ENOENT');
    assert.strictEqual(data, undefined);
  }));
}

{
  // 'w' truncates, then the read fails with EBADF carrying the path (Node 26).
  const file = tmpdir.resolve('flags-w.txt');
  fs.writeFileSync(file, 'hello');
  fs.readFile(file, { flag: 'w' }, common.mustCall((err) => {
    assert.strictEqual(err.code, 'EBADF');
    assert.strictEqual(err.message, `EBADF: bad file descriptor, read '${file}'`);
    assert.strictEqual(fs.readFileSync(file, 'utf8'), '');
  }));
}
