// Port of nodejs/node test/parallel/test-fs-promises-readfile-with-fd.js (rewritten for minirt).
'use strict';
// FileHandle#readFile (and fsPromises.readFile(handle)) read from the handle's current
// position, not from the start, and leave the handle open.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { open, readFile } = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('hello.txt');
fs.writeFileSync(file, 'Hello World');

(async () => {
  const fh = await open(file, 'r');
  const head = Buffer.alloc(5);
  const { bytesRead } = await fh.read(head, 0, 5, null);
  assert.strictEqual(bytesRead, 5);
  assert.strictEqual(head.toString(), 'Hello');
  assert.strictEqual((await fh.readFile()).toString(), ' World');
  // At EOF now: both forms give empty results, and the handle is still usable.
  assert.strictEqual(await readFile(fh, 'utf8'), '');
  assert.strictEqual((await fh.readFile()).length, 0);
  assert.notStrictEqual(fh.fd, -1);
  await fh.close();
})().then(common.mustCall());
