// Port of nodejs/node test/parallel/test-fs-promises-file-handle-readFile.js (rewritten for minirt).
'use strict';
// FileHandle#readFile and fsPromises.readFile(handle): whole-file reads through a handle,
// procfs files (st_size 0), large multi-byte text decoded across 512 KiB chunks, aborts
// before and during the read, ERR_FS_FILE_TOO_LARGE for files over 2 GiB (a sparse file),
// and no fd left open.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { open, readFile } = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const openFds = () => fs.readdirSync('/proc/self/fd').length;
const fdsAtStart = openFds();

async function withHandle(path, flags, fn) {
  const fh = await open(path, flags);
  try {
    await fn(fh);
  } finally {
    await fh.close();
  }
}

async function plainRead() {
  const file = tmpdir.resolve('plain.txt');
  const data = Buffer.from('Hello world'.repeat(100));
  await withHandle(file, 'w+', async (fh) => {
    // Written through another fd: the handle sees the new contents from position 0.
    const fd = fs.openSync(file, 'w+');
    fs.writeSync(fd, data, 0, data.length);
    fs.closeSync(fd);
    assert.deepStrictEqual(await fh.readFile(), data);
  });
}

async function procFile() {
  if (!common.isLinux) return;
  await withHandle('/proc/sys/kernel/hostname', 'r', async (fh) => {
    assert.ok((await fh.readFile()).length > 0);
  });
}

async function chunkedText() {
  // 'é' is two bytes in UTF-8; with an odd prefix, every 512 KiB boundary splits one.
  const file = tmpdir.resolve('text.txt');
  const text = 'x' + 'é'.repeat(400 * 1024);
  fs.writeFileSync(file, text);
  await withHandle(file, 'r', async (fh) => {
    assert.strictEqual(await fh.readFile('utf8'), text);
  });
  await withHandle(file, 'r', async (fh) => {
    assert.strictEqual(await fh.readFile({ encoding: 'base64' }), Buffer.from(text).toString('base64'));
  });
}

async function aborts() {
  const file = tmpdir.resolve('dogs.txt');
  fs.writeFileSync(file, 'Dogs running'.repeat(10000));
  await withHandle(file, 'r', async (fh) => {
    await assert.rejects(readFile(fh, { signal: AbortSignal.abort() }), { name: 'AbortError' });
    await assert.rejects(fh.readFile({ signal: AbortSignal.abort() }), { name: 'AbortError' });
  });
  await withHandle(file, 'r', async (fh) => {
    const ac = new AbortController();
    process.nextTick(() => ac.abort());
    await assert.rejects(readFile(fh, { signal: ac.signal }), { name: 'AbortError' });
  });
  await withHandle(file, 'r', async (fh) => {
    const ac = new AbortController();
    const p = fh.readFile({ signal: ac.signal, encoding: 'utf8' });
    ac.abort();
    await assert.rejects(p, { name: 'AbortError' });
  });
}

async function tooLarge() {
  const file = tmpdir.resolve('sparse.bin');
  fs.writeFileSync(file, '0');
  fs.truncateSync(file, 2 ** 31);
  await withHandle(file, 'r', async (fh) => {
    await assert.rejects(fh.readFile(), {
      name: 'RangeError',
      code: 'ERR_FS_FILE_TOO_LARGE',
      message: 'File size (2147483648) is greater than 2 GiB',
    });
  });
  fs.unlinkSync(file);
}

(async () => {
  await plainRead();
  await procFile();
  await chunkedText();
  await aborts();
  await tooLarge();
  assert.strictEqual(openFds(), fdsAtStart);
})().then(common.mustCall());
