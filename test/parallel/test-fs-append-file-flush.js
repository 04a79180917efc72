// Port of nodejs/node test/parallel/test-fs-append-file-flush.js (rewritten for minirt).
'use strict';

// The `flush` option of appendFile/appendFileSync.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

for (const flush of [true, false, undefined, null]) {
  const file = tmpdir.resolve(`aff-${flush}.txt`);
  fs.appendFileSync(file, 'a', { flush });
  fs.appendFileSync(file, 'b', { flush });
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'ab');
  const file2 = tmpdir.resolve(`aff-async-${flush}.txt`);
  fs.appendFile(file2, 'c', { flush }, common.mustSucceed(() => {
    assert.strictEqual(fs.readFileSync(file2, 'utf8'), 'c');
  }));
}

for (const flush of ['true', 0, {}]) {
  assert.throws(() => fs.appendFileSync(tmpdir.resolve('aff-bad'), 'x', { flush }), {
    code: 'ERR_INVALID_ARG_TYPE',
  });
  assert.throws(() => fs.appendFile(tmpdir.resolve('aff-bad'), 'x', { flush }, common.mustNotCall()), {
    code: 'ERR_INVALID_ARG_TYPE',
  });
}
