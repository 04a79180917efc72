// Port of nodejs/node test/parallel/test-fs-opendir.js (rewritten for minirt).
'use strict';
// opendir/opendirSync/fsPromises.opendir and Dir: reading entries (sync, callback,
// promise, async iteration), null at the end, closing (ERR_DIR_CLOSED after), sync calls
// during an async one (ERR_DIR_CONCURRENT_OPERATION), queued async calls, bufferSize
// validation, disposal, and recursive walks.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const dir = tmpdir.resolve('d');
fs.mkdirSync(dir);
const files = ['empty', 'files', 'for', 'just', 'testing'];
for (const f of files) fs.writeFileSync(path.join(dir, f), '');

const closed = { code: 'ERR_DIR_CLOSED', message: 'Directory handle was closed' };
const concurrent = { code: 'ERR_DIR_CONCURRENT_OPERATION' };

function isFileDirent(d) {
  assert.ok(d instanceof fs.Dirent);
  assert.strictEqual(d.isFile(), true);
  assert.strictEqual(d.isDirectory(), false);
  assert.strictEqual(d.isSymbolicLink(), false);
  assert.strictEqual(d.parentPath, dir);
}

// Sync.
{
  const d = fs.opendirSync(dir);
  assert.ok(d instanceof fs.Dir);
  assert.throws(() => fs.Dir.prototype.path, { code: 'ERR_INVALID_THIS' });
  assert.strictEqual(d.path, dir);
  const names = [];
  for (let i = 0; i < files.length; i++) {
    const e = d.readSync();
    isFileDirent(e);
    names.push(e.name);
  }
  assert.deepStrictEqual(names.sort(), files);
  assert.strictEqual(d.readSync(), null);
  d.closeSync();
  assert.throws(() => d.readSync(), closed);
  assert.throws(() => d.closeSync(), closed);
}

// Callback: entries arrive asynchronously.
fs.opendir(dir, common.mustSucceed((d) => {
  let sync = true;
  d.read(common.mustSucceed((e) => {
    assert.strictEqual(sync, false);
    assert.ok(files.includes(e.name));
    let inner = true;
    d.read(common.mustSucceed(() => {
      assert.strictEqual(inner, false);
      d.close(common.mustSucceed());
    }));
    inner = false;
  }));
  sync = false;
}));

// Errors and argument checks.
assert.throws(() => fs.opendirSync(__filename),
              { code: 'ENOTDIR', syscall: 'opendir', message: 'ENOTDIR: not a directory, opendir' });
assert.throws(() => fs.opendirSync(tmpdir.resolve('none')), { code: 'ENOENT' });
assert.throws(() => fs.opendir(__filename), { code: 'ERR_INVALID_ARG_TYPE', message: /"callback"/ });
fs.opendir(__filename, common.mustCall((err) => assert.strictEqual(err.code, 'ENOTDIR')));
for (const bad of [false, 1, [], {}, null, undefined]) {
  assert.throws(() => fs.opendir(bad, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => fs.opendirSync(bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const bufferSize of [-1, 0, 0.5, 1.5, Infinity, NaN]) {
  assert.throws(() => fs.opendirSync(dir, { bufferSize }), { code: 'ERR_OUT_OF_RANGE' });
}
for (const bufferSize of ['', '1', null]) {
  assert.throws(() => fs.opendirSync(dir, { bufferSize }), { code: 'ERR_INVALID_ARG_TYPE' });
}
{
  // Small and large batches give the same entries.
  for (const bufferSize of [1, 2, 1024]) {
    const d = fs.opendirSync(dir, { bufferSize });
    const seen = [];
    let e;
    while ((e = d.readSync()) !== null) seen.push(e.name);
    assert.deepStrictEqual(seen.sort(), files);
    d.closeSync();
  }
  const d = fs.opendirSync(dir);
  assert.throws(() => d.read('nope'), { code: 'ERR_INVALID_ARG_TYPE' });
  d.closeSync();
  d.close(common.mustCall((err) => assert.strictEqual(err.code, 'ERR_DIR_CLOSED')));
  assert.rejects(d.close(), closed).then(common.mustCall());
}

// Encodings.
{
  const d = fs.opendirSync(dir, { encoding: 'buffer' });
  assert.ok(Buffer.isBuffer(d.readSync().name));
  d.closeSync();
}

(async () => {
  // Promise reads.
  {
    const d = await fs.promises.opendir(dir);
    const names = [];
    for (let i = 0; i < files.length; i++) {
      const e = await d.read();
      isFileDirent(e);
      names.push(e.name);
    }
    assert.deepStrictEqual(names.sort(), files);
    assert.strictEqual(await d.read(), null);
    await d.close();
    await assert.rejects(d.close(), closed);
  }
  // Async iteration closes the handle, also on break and throw.
  {
    const names = [];
    for await (const e of await fs.promises.opendir(dir)) names.push(e.name);
    assert.deepStrictEqual(names.sort(), files);
    const d = await fs.promises.opendir(dir);
    for await (const e of d) { assert.ok(e); break; }
    await assert.rejects(d.read(), closed);
    const d2 = await fs.promises.opendir(dir);
    await assert.rejects(async () => {
      for await (const e of d2) { assert.ok(e); throw new Error('boom'); }
    }, /boom/);
    await assert.rejects(d2.read(), closed);
  }
  // Sync calls during an async read throw; async ones queue.
  {
    const d = await fs.promises.opendir(dir);
    const p = d.read();
    assert.throws(() => d.closeSync(), concurrent);
    assert.throws(() => d.readSync(), concurrent);
    isFileDirent(await p);
    const p1 = d.read();
    const p2 = d.read();
    const p3 = d.close();
    isFileDirent(await p1);
    isFileDirent(await p2);
    await p3;
    assert.throws(() => d.readSync(), closed);
  }
  // Disposal.
  {
    const d = fs.opendirSync(dir);
    d[Symbol.dispose]();
    assert.throws(() => d.readSync(), closed);
    d[Symbol.dispose]();
    const d2 = await fs.promises.opendir(dir);
    await d2[Symbol.asyncDispose]();
    await assert.rejects(d2.read(), closed);
    await d2[Symbol.asyncDispose]();
  }
  await assert.rejects(fs.promises.opendir(__filename), { code: 'ENOTDIR' });
  await assert.rejects(fs.promises.opendir(1), { code: 'ERR_INVALID_ARG_TYPE' });
})().then(common.mustCall());

// Recursive: every entry of the tree once, with its own parentPath; links not followed.
{
  const root = tmpdir.resolve('r');
  fs.mkdirSync(path.join(root, 'a', 'b'), { recursive: true });
  fs.writeFileSync(path.join(root, 'a', 'b', 'f'), '');
  fs.writeFileSync(path.join(root, 'g'), '');
  fs.symlinkSync('a', path.join(root, 'la'));
  const want = ['a', 'a/b', 'a/b/f', 'g', 'la'];
  const rel = (e) => path.relative(root, path.join(e.parentPath, e.name));
  const d = fs.opendirSync(root, { recursive: true });
  const got = [];
  let e;
  while ((e = d.readSync()) !== null) got.push(rel(e));
  d.closeSync();
  assert.deepStrictEqual(got.sort(), want);
  (async () => {
    const seen = [];
    for await (const x of await fs.promises.opendir(root, { recursive: true, bufferSize: 1 })) {
      seen.push(rel(x));
    }
    assert.deepStrictEqual(seen.sort(), want);
  })().then(common.mustCall());
}
