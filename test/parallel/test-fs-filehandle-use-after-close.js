// Port of nodejs/node test/parallel/test-fs-filehandle-use-after-close.js (rewritten for minirt).
'use strict';
// A closed FileHandle never reaches the OS again: fd becomes -1 and every method rejects
// with Node's EBADF 'file closed' error naming the operation (even when the old fd number
// has been reused by another open file). Also: close() during an operation waits for it
// (the operation completes on the still-open fd), concurrent close() calls share one
// close, close() is idempotent, and no fd is leaked by any of it.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const openFds = () => fs.readdirSync('/proc/self/fd').length;
const fdsAtStart = openFds();

function closedError(syscall) {
  return (err) => {
    assert.strictEqual(err.constructor, Error);
    assert.strictEqual(err.message, 'file closed');
    assert.strictEqual(err.code, 'EBADF');
    assert.strictEqual(err.syscall, syscall);
    assert.deepStrictEqual(Object.keys(err), ['code', 'syscall']);
    return true;
  };
}

async function useAfterClose() {
  const fh = await fsp.open(__filename);
  assert.notStrictEqual(fh.fd, -1);
  await fh.close();
  assert.strictEqual(fh.fd, -1);
  // The next open typically gets the old fd number; the closed handle must not use it.
  const other = await fsp.open(__filename);
  await assert.rejects(fh.stat(), { code: 'EBADF', syscall: 'fstat' });
  await assert.rejects(fh.read(Buffer.alloc(1)), closedError('read'));
  await assert.rejects(fh.write('x'), closedError('write'));
  await assert.rejects(fh.readFile(), closedError('readFile'));
  await assert.rejects(fh.writeFile('x'), closedError('writeFile'));
  await assert.rejects(fh.appendFile('x'), closedError('writeFile'));
  await assert.rejects(fh.truncate(), closedError('ftruncate'));
  await assert.rejects(fh.sync(), closedError('fsync'));
  await assert.rejects(fh.datasync(), closedError('fdatasync'));
  await assert.rejects(fh.chmod(0o644), closedError('fchmod'));
  await assert.rejects(fh.chown(0, 0), closedError('fchown'));
  await assert.rejects(fh.utimes(1, 1), closedError('futimes'));
  await assert.rejects(fh.readv([Buffer.alloc(1)]), closedError('readv'));
  await assert.rejects(fh.writev([Buffer.alloc(1)]), closedError('writev'));
  // The function forms reach the fd check of the native layer instead.
  await assert.rejects(fsp.readFile(fh), { name: 'RangeError', code: 'ERR_OUT_OF_RANGE' });
  await assert.rejects(fsp.writeFile(fh, 'x'), { name: 'RangeError', code: 'ERR_OUT_OF_RANGE' });
  // Closing again is a no-op.
  assert.strictEqual(await fh.close(), undefined);
  await other.close();
}

async function closeDuringOperation() {
  const file = tmpdir.resolve('big.bin');
  const data = Buffer.alloc(3 * 1024 * 1024, 0x5a);
  fs.writeFileSync(file, data);
  const fh = await fsp.open(file, 'r');
  const reading = fh.readFile();
  const closing = fh.close();
  // The fd stays usable until the read finishes, then the handle closes.
  assert.deepStrictEqual(await reading, data);
  await closing;
  assert.strictEqual(fh.fd, -1);
  await assert.rejects(fh.read(Buffer.alloc(1)), closedError('read'));
}

async function concurrentClose() {
  const fh = await fsp.open(__filename);
  fh.on('close', common.mustCall());
  const a = fh.close();
  // Later calls see fd -1 and resolve at once; 'close' is emitted only once.
  const b = fh.close();
  assert.ok(b instanceof Promise);
  assert.strictEqual(await Promise.race([b, a.then(() => 'a')]), undefined);
  await Promise.all([a, b, fh.close()]);
  assert.strictEqual(fh.fd, -1);
  // While a close waits for an operation, the fd is still open (Node's rule): a write
  // started then is accepted too, and the close happens after both; later writes reject.
  const out = await fsp.open(tmpdir.resolve('out.txt'), 'w');
  // Explicit positions: the two writes are in flight together and may run in any order.
  const w = out.write('data', 0);
  const c = out.close();
  const late = out.write('+late', 4);
  assert.strictEqual((await w).bytesWritten, 4);
  assert.strictEqual((await late).bytesWritten, 5);
  await c;
  assert.strictEqual(out.fd, -1);
  await assert.rejects(out.write('later'), closedError('write'));
  assert.strictEqual(fs.readFileSync(tmpdir.resolve('out.txt'), 'utf8'), 'data+late');
}

async function abortedOperations() {
  const file = tmpdir.resolve('big.bin');
  const fh = await fsp.open(file, 'r+');
  await assert.rejects(fh.readFile({ signal: AbortSignal.abort() }), { name: 'AbortError' });
  await assert.rejects(fh.writeFile('x', { signal: AbortSignal.abort() }), { name: 'AbortError' });
  const ac = new AbortController();
  const p = fh.readFile({ signal: ac.signal });
  ac.abort();
  await assert.rejects(p, { name: 'AbortError' });
  await fh.close();
  // Path forms close what they opened, whatever happens.
  const ac2 = new AbortController();
  const w = fsp.writeFile(tmpdir.resolve('aborted.bin'), Buffer.alloc(2 * 1024 * 1024), { signal: ac2.signal });
  ac2.abort();
  await assert.rejects(w, { name: 'AbortError' });
  await assert.rejects(fsp.readFile(file, { signal: AbortSignal.abort() }), { name: 'AbortError' });
}

process.on('unhandledRejection', common.mustNotCall());
(async () => {
  await useAfterClose();
  await closeDuringOperation();
  await concurrentClose();
  await abortedOperations();
  assert.strictEqual(openFds(), fdsAtStart);
})().then(common.mustCall());
