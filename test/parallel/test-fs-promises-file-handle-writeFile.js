// Port of nodejs/node test/parallel/test-fs-promises-file-handle-writeFile.js (rewritten for minirt).
'use strict';
// FileHandle#writeFile and fsPromises.writeFile(handle): Buffers, async iterables (the
// Readable-like case: an async generator of strings), sync iterables of strings and
// Buffers, per-item encodings, invalid data and items, an abort between 512 KiB chunks,
// and Node 26's position rules: writes go to the current position (nothing is truncated),
// the flag option is ignored and an invalid mode rejects.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { open, writeFile } = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const dest = tmpdir.resolve('tmp.txt');
const invalid = [42, 42n, {}, Symbol('42'), true, undefined, null, NaN];
const oneItem = (value) => ({ *[Symbol.iterator]() { yield value; } });
async function* strings(...items) {
  for (const item of items) yield item;
}

async function onHandle(path, flags, fn) {
  const fh = await open(path, flags);
  try {
    await fn(fh);
  } finally {
    await fh.close();
  }
}

(async () => {
  await onHandle(dest, 'w+', async (fh) => {
    const data = Buffer.from('Hello world'.repeat(100));
    await fh.writeFile(data);
    assert.deepStrictEqual(fs.readFileSync(dest), data);
  });

  await onHandle(tmpdir.resolve('dogs.txt'), 'w+', async (fh) => {
    const data = Buffer.from('dogs running'.repeat(512 * 1024));
    const ac = new AbortController();
    process.nextTick(() => ac.abort());
    await assert.rejects(writeFile(fh, data, { signal: ac.signal }), { name: 'AbortError' });
  });

  await onHandle(dest, 'w+', async (fh) => {
    await fh.writeFile(strings('a', 'b', 'c'));
    assert.strictEqual(fs.readFileSync(dest, 'utf8'), 'abc');
  });

  await onHandle(tmpdir.resolve('tmp-2.txt'), 'w+', async (fh) => {
    const ac = new AbortController();
    process.nextTick(() => ac.abort());
    await assert.rejects(fh.writeFile(strings('a', 'b', 'c'), { signal: ac.signal }), { name: 'AbortError' });
  });

  await onHandle(dest, 'w+', async (fh) => {
    await fh.writeFile({ *[Symbol.iterator]() { yield 'a'; yield 'b'; yield 'c'; } });
    assert.strictEqual(fs.readFileSync(dest, 'utf8'), 'abc');
  });

  await onHandle(dest, 'w+', async (fh) => {
    await Promise.all(invalid.map((value) =>
      assert.rejects(fh.writeFile(oneItem(value)), { code: 'ERR_INVALID_ARG_TYPE' })));
  });

  await onHandle(dest, 'w+', async (fh) => {
    await fh.writeFile(strings('ümlaut', ' ', 'sechzig'), 'latin1');
    assert.strictEqual(fs.readFileSync(dest, 'latin1'), 'ümlaut sechzig');
  });

  await onHandle(dest, 'w+', async (fh) => {
    await fh.writeFile({ *[Symbol.iterator]() { yield Buffer.from('a'); yield Buffer.from('b'); yield Buffer.from('c'); } });
    assert.strictEqual(fs.readFileSync(dest, 'utf8'), 'abc');
  });

  await onHandle(dest, 'w+', async (fh) => {
    await Promise.all(invalid.map((value) =>
      assert.rejects(fh.writeFile(value), { code: 'ERR_INVALID_ARG_TYPE' })));
  });

  // Position rules (docs/FS-SEMANTICS.md, "FileHandle.writeFile and appendFile"): on "hello"
  // opened r+, writes follow each other.
  fs.writeFileSync(dest, 'hello');
  await onHandle(dest, 'r+', async (fh) => {
    await fh.writeFile('XY');
    await fh.writeFile('Z', { flag: 'w' });
    await fh.appendFile('Q');
    assert.strictEqual(fs.readFileSync(dest, 'utf8'), 'XYZQo');
    await assert.rejects(fh.writeFile('x', { mode: 'bad' }), { code: 'ERR_INVALID_ARG_VALUE' });
    await assert.rejects(fh.writeFile('x', { flush: 1 }), { code: 'ERR_INVALID_ARG_TYPE' });
  });
  // An append handle never loses existing data.
  await onHandle(dest, 'a', async (fh) => {
    await fh.writeFile('!');
    assert.strictEqual(fs.readFileSync(dest, 'utf8'), 'XYZQo!');
  });
})().then(common.mustCall());
