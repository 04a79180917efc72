// Port of nodejs/node test/parallel/test-fs-promises-writefile-with-fd.js (rewritten for minirt).
'use strict';
// FileHandle#writeFile (and fsPromises.writeFile(handle)) write at the handle's current
// position: nothing is truncated first.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { open, writeFile } = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('out.txt');

(async () => {
  const fh = await open(file, 'w');
  const { bytesWritten } = await fh.write(Buffer.from('Hello'), 0, 5, null);
  assert.strictEqual(bytesWritten, 5);
  await fh.writeFile('World');
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'HelloWorld');
  await writeFile(fh, '!');
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'HelloWorld!');
  await fh.close();
})().then(common.mustCall());
