// Port of nodejs/node test/parallel/test-fs-write-file-flush.js (rewritten for minirt).
'use strict';

// The `flush` option of writeFile/writeFileSync: booleans (and undefined/null) accepted,
// anything else rejected with ERR_INVALID_ARG_TYPE; data is written either way.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const data = 'flushed data';

for (const flush of [true, false, undefined, null]) {
  const file = tmpdir.resolve(`flush-sync-${flush}.txt`);
  fs.writeFileSync(file, data, { flush });
  assert.strictEqual(fs.readFileSync(file, 'utf8'), data);
  const file2 = tmpdir.resolve(`flush-async-${flush}.txt`);
  fs.writeFile(file2, data, { flush }, common.mustSucceed(() => {
    assert.strictEqual(fs.readFileSync(file2, 'utf8'), data);
  }));
}

for (const flush of [1, 'true', {}, []]) {
  const expected = { code: 'ERR_INVALID_ARG_TYPE', message: /"options\.flush" property must be of type boolean/ };
  assert.throws(() => fs.writeFileSync(tmpdir.resolve('x'), data, { flush }), expected);
  assert.throws(() => fs.writeFile(tmpdir.resolve('x'), data, { flush }, common.mustNotCall()),
                expected);
}
