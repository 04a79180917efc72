// Port of nodejs/node test/parallel/test-fs-promises-file-handle-truncate.js (rewritten for minirt).
'use strict';
// FileHandle#truncate shortens (default: to 0) and extends a file; bad lengths reject.
const common = require('../common');
const assert = require('assert');
const { open, readFile } = require('fs').promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

(async () => {
  const file = tmpdir.resolve('truncate.txt');
  const fh = await open(file, 'w+');
  const data = Buffer.from('Hello world');
  await fh.write(data, 0, data.length);
  assert.strictEqual(await readFile(file, 'utf8'), 'Hello world');
  await fh.truncate(5);
  assert.strictEqual(await readFile(file, 'utf8'), 'Hello');
  await fh.truncate(7);
  assert.deepStrictEqual(await readFile(file), Buffer.from('Hello\0\0'));
  await assert.rejects(fh.truncate('1'), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(fh.truncate(1.5), { code: 'ERR_OUT_OF_RANGE' });
  // Negative lengths mean 0.
  await fh.truncate(-3);
  assert.strictEqual((await readFile(file)).length, 0);
  await fh.truncate(2);
  await fh.truncate();
  assert.strictEqual((await readFile(file)).length, 0);
  await fh.close();
})().then(common.mustCall());
