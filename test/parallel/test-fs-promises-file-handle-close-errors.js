// Port of nodejs/node test/parallel/test-fs-promises-file-handle-close-errors.js (rewritten for minirt).
'use strict';
// Flags: --expose-internals
// When the implicit close of a handle that fsPromises opened internally fails after a
// successful operation, the close error is what the caller sees (the fd is really closed
// first, so nothing leaks). Node's test replaces the handle's close(); here the supported
// test hook of internal/fs/filehandle (faults.arm({ close })) fails the next close instead.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { readFile, writeFile, appendFile, open } = require('fs/promises');
const { faults } = require('internal/fs/filehandle');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const openFds = () => fs.readdirSync('/proc/self/fd').length;
let count = 0;
const big = Buffer.alloc(600 * 1024, 0x62);
// Over 512 KiB with an AbortSignal (one that never fires) goes through an internal FileHandle;
// without a signal the same write is one job.
const quiet = () => ({ signal: new AbortController().signal });

async function checkCloseError(op, expectContent) {
  const file = tmpdir.resolve(`close_errors_${++count}.txt`);
  fs.writeFileSync(file, 'content');
  const before = openFds();
  const closeError = new Error('CLOSE_ERROR');
  closeError.code = 456;
  faults.arm({ close: closeError });
  await assert.rejects(op(file), { name: 'Error', message: 'CLOSE_ERROR', code: 456 });
  faults.reset();
  assert.strictEqual(openFds(), before);
  // The operation itself completed.
  if (expectContent !== undefined) assert.deepStrictEqual(fs.readFileSync(file), expectContent);
}

(async () => {
  await checkCloseError((f) => readFile(f, { buffer: Buffer.alloc(16) }));
  await checkCloseError((f) => writeFile(f, big, quiet()), big);
  await checkCloseError((f) => writeFile(f, ['1', '2', '3']), Buffer.from('123'));
  await checkCloseError((f) => writeFile(f, '123', { flush: true }), Buffer.from('123'));
  await checkCloseError((f) => appendFile(f, big, quiet()), Buffer.concat([Buffer.from('content'), big]));
  // A user's own close() rejects with the injected error too, and the fd is gone after it.
  const fh = await open(tmpdir.resolve('own.txt'), 'w');
  const before = openFds();
  faults.arm({ close: new Error('CLOSE_ERROR') });
  await assert.rejects(fh.close(), { message: 'CLOSE_ERROR' });
  assert.strictEqual(fh.fd, -1);
  assert.strictEqual(openFds(), before - 1);
})().then(common.mustCall());
