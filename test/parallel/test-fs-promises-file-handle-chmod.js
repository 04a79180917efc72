// Port of nodejs/node test/parallel/test-fs-promises-file-handle-chmod.js (rewritten for minirt).
'use strict';
// FileHandle#chmod changes the permission bits of the open file (created 0o444 here),
// accepts octal strings, and rejects invalid modes.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { open } = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

(async () => {
  const file = tmpdir.resolve('chmod.txt');
  const fh = await open(file, 'w+', 0o444);
  assert.strictEqual(fs.statSync(file).mode & 0o777, 0o444);
  await fh.chmod(0o765);
  assert.strictEqual(fs.statSync(file).mode & 0o777, 0o765);
  await fh.chmod('640');
  assert.strictEqual(fs.statSync(file).mode & 0o777, 0o640);
  await assert.rejects(fh.chmod('0o644'), { code: 'ERR_INVALID_ARG_VALUE' });
  await assert.rejects(fh.chmod(-1), { code: 'ERR_OUT_OF_RANGE' });
  await assert.rejects(fh.chmod({}), { code: 'ERR_INVALID_ARG_TYPE' });
  await fh.close();
})().then(common.mustCall());
