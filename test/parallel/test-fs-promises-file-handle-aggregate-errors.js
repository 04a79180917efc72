// Port of nodejs/node test/parallel/test-fs-promises-file-handle-aggregate-errors.js (rewritten for minirt).
'use strict';
// Flags: --expose-internals
// When both an operation on an internally opened handle and its implicit close fail, the
// caller gets an AggregateError carrying the operation's message and code, whose errors
// are [operation error, close error] (aggregateTwoErrors). Faults come from the supported
// test hook of internal/fs/filehandle (faults.arm({ op, close })), not from patching.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { readFile, writeFile, appendFile } = require('fs/promises');
const { faults } = require('internal/fs/filehandle');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const openFds = () => fs.readdirSync('/proc/self/fd').length;
let count = 0;
const big = Buffer.alloc(600 * 1024, 0x63);
// Over 512 KiB with an AbortSignal (one that never fires) goes through an internal FileHandle;
// without a signal the same write is one job.
const quiet = () => ({ signal: new AbortController().signal });

async function checkAggregateError(op) {
  const file = tmpdir.resolve(`aggregate_errors_${++count}.txt`);
  fs.writeFileSync(file, 'content');
  const before = openFds();
  const opError = new Error('INTERNAL_ERROR');
  opError.code = 123;
  const closeError = new Error('CLOSE_ERROR');
  closeError.code = 456;
  faults.arm({ op: opError, close: closeError });
  await assert.rejects(op(file), common.mustCall((err) => {
    assert.strictEqual(err.name, 'AggregateError');
    assert.ok(err instanceof AggregateError);
    assert.strictEqual(err.code, 123);
    assert.strictEqual(err.message, 'INTERNAL_ERROR');
    assert.strictEqual(err.errors.length, 2);
    assert.strictEqual(err.errors[0], opError);
    assert.strictEqual(err.errors[1], closeError);
    return true;
  }));
  faults.reset();
  assert.strictEqual(openFds(), before);
}

(async () => {
  await checkAggregateError((f) => readFile(f, { buffer: Buffer.alloc(16) }));
  await checkAggregateError((f) => writeFile(f, big, quiet()));
  await checkAggregateError((f) => writeFile(f, ['1', '2', '3']));
  await checkAggregateError((f) => writeFile(f, '123', { flush: true }));
  await checkAggregateError((f) => appendFile(f, big, quiet()));
})().then(common.mustCall());
