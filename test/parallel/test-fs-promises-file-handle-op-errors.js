// Port of nodejs/node test/parallel/test-fs-promises-file-handle-op-errors.js (rewritten for minirt).
'use strict';
// Flags: --expose-internals
// When an operation on a handle that fsPromises opened internally fails, the handle is
// still closed and the operation's error is what the caller sees. Node's test makes the
// handle's `fd` getter throw; here the supported test hook of internal/fs/filehandle
// (faults.arm({ op })) makes the next fd lookup of a handle operation throw instead.
// Covered: the fsPromises calls that go through an internal FileHandle (readFile into a
// user buffer; writeFile/appendFile of data over 512 KiB with a signal, of iterables, with flush).
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { readFile, writeFile, appendFile } = require('fs/promises');
const { faults } = require('internal/fs/filehandle');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const openFds = () => fs.readdirSync('/proc/self/fd').length;
let count = 0;
const big = Buffer.alloc(600 * 1024, 0x61);
// Over 512 KiB with an AbortSignal (one that never fires) goes through an internal FileHandle;
// without a signal the same write is one job.
const quiet = () => ({ signal: new AbortController().signal });

async function checkOperationError(op) {
  const file = tmpdir.resolve(`op_errors_${++count}.txt`);
  fs.writeFileSync(file, 'content');
  const before = openFds();
  const opError = new Error('INTERNAL_ERROR');
  opError.code = 123;
  faults.arm({ op: opError });
  await assert.rejects(op(file), { name: 'Error', message: 'INTERNAL_ERROR', code: 123 });
  faults.reset();
  // The internally opened fd was closed.
  assert.strictEqual(openFds(), before);
  assert.strictEqual(fs.readFileSync(file, 'utf8').startsWith('content') ||
                     fs.readFileSync(file).length === 0, true);
}

(async () => {
  await checkOperationError((f) => readFile(f, { buffer: Buffer.alloc(16) }));
  await checkOperationError((f) => writeFile(f, big, quiet()));
  await checkOperationError((f) => writeFile(f, ['1', '2', '3']));
  await checkOperationError((f) => writeFile(f, '123', { flush: true }));
  await checkOperationError((f) => appendFile(f, big, quiet()));
  // A fault fires once: the same call afterwards succeeds.
  const file = tmpdir.resolve('after.txt');
  await writeFile(file, big);
  assert.strictEqual(fs.statSync(file).size, big.length);
})().then(common.mustCall());
