// Port of nodejs/node test/parallel/test-fs-promises-file-handle-sync.js (rewritten for minirt).
'use strict';
// copyFile and access reject bad mode arguments; on a copied file, FileHandle#datasync and
// #sync resolve, and a write followed by a positioned read returns the written bytes.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fixtures = require('../common/fixtures');
const tmpdir = require('../common/tmpdir');
const { access, copyFile, open } = fs.promises;

(async () => {
  tmpdir.refresh();
  const dest = tmpdir.resolve('baz.js');
  await assert.rejects(copyFile(fixtures.path('baz.js'), dest, 'r'), { code: 'ERR_INVALID_ARG_TYPE' });
  await copyFile(fixtures.path('baz.js'), dest);
  await assert.rejects(access(dest, 'r'), { code: 'ERR_INVALID_ARG_TYPE', message: /mode/ });
  await access(dest);
  const fh = await open(dest, 'r+');
  assert.strictEqual(await fh.datasync(), undefined);
  assert.strictEqual(await fh.sync(), undefined);
  const data = Buffer.from('hello world');
  await fh.write(data);
  const res = await fh.read(Buffer.alloc(11), 0, 11, 0);
  assert.strictEqual(res.bytesRead, 11);
  assert.deepStrictEqual(res.buffer, data);
  await fh.close();
})().then(common.mustCall());
