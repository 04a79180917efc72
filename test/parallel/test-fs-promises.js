// Port of nodejs/node test/parallel/test-fs-promises.js (rewritten for minirt).
'use strict';
// A tour of fs.promises: it is an enumerable property of fs and the same object as
// require('fs/promises'); access (modes and errors); FileHandle stat/truncate/sync/
// datasync/read/write/chmod/chown/utimes and its brand check; path forms of stat (incl.
// throwIfNoEntry), statfs, truncate, chmod, chown (uid/gid ranges), utimes, lutimes,
// rename, symlink/lstat/realpath/readlink, lchmod (not implemented on Linux), link,
// mkdir (modes, recursive, EEXIST/ENOTDIR, bad options), readdir, rmdir, unlink, writeFile,
// readFile and mkdtemp.
const common = require('../common');
const assert = require('assert');
const path = require('path');
const fs = require('fs');
const fixtures = require('../common/fixtures');
const tmpdir = require('../common/tmpdir');

const fsp = fs.promises;
const {
  access, chmod, chown, copyFile, lchown, link, lchmod, lstat, lutimes, mkdir, mkdtemp,
  open, readFile, readdir, readlink, realpath, rename, rmdir, stat, statfs, symlink,
  truncate, unlink, utimes, writeFile,
} = fsp;

const tmpDir = tmpdir.path;
let dirCount = 0;
const nextdir = () => `test${++dirCount}`;

assert.strictEqual(Object.prototype.propertyIsEnumerable.call(fs, 'promises'), true);
assert.strictEqual(fs.promises, require('fs/promises'));
assert.strictEqual(require('node:fs/promises'), fsp);

access(__filename, 0).then(common.mustCall());
assert.rejects(access('this file does not exist', 0), {
  code: 'ENOENT',
  name: 'Error',
  message: /^ENOENT: no such file or directory, access/,
}).then(common.mustCall());
assert.rejects(access(__filename, 8), { code: 'ERR_OUT_OF_RANGE' }).then(common.mustCall());
assert.rejects(access(__filename, { [Symbol.toPrimitive]() { return 5; } }),
               { code: 'ERR_INVALID_ARG_TYPE' }).then(common.mustCall());

function checkStats(st) {
  assert.strictEqual(typeof st, 'object');
  assert.strictEqual(typeof st.dev, 'number');
  assert.strictEqual(typeof st.mode, 'number');
}

function checkStatFs(st, bigint = false) {
  const type = bigint ? 'bigint' : 'number';
  assert.strictEqual(typeof st, 'object');
  for (const key of ['type', 'bsize', 'blocks', 'bfree', 'bavail', 'files', 'ffree']) {
    assert.strictEqual(typeof st[key], type);
  }
}

async function onHandle(dest, fn) {
  await copyFile(fixtures.path('baz.js'), dest);
  await access(dest);
  const fh = await open(dest, 'r+');
  try {
    await fn(fh);
  } finally {
    await fh.close();
  }
}

async function main() {
  tmpdir.refresh();
  const dest = path.resolve(tmpDir, 'baz.js');

  await onHandle(dest, common.mustCall(async (fh) => {
    assert.strictEqual(typeof fh, 'object');
  }));

  await onHandle(dest, common.mustCall(async (fh) => {
    let st = await fh.stat();
    checkStats(st);
    assert.strictEqual(st.size, 35);
    await fh.truncate(1);
    st = await fh.stat();
    assert.strictEqual(st.size, 1);
    checkStats(await stat(dest));
    await fh.datasync();
    await fh.sync();
  }));

  assert.strictEqual(await stat('meow.js', { throwIfNoEntry: false }), undefined);
  checkStatFs(await statfs(dest));
  checkStatFs(await statfs(dest, { bigint: true }), true);

  {
    const other = path.resolve(tmpDir, 'test1.js');
    await onHandle(other, common.mustCall(async (fh) => {
      const buf = Buffer.from('DAWGS WIN');
      await fh.write(buf);
      const res = await fh.read(Buffer.alloc(buf.length), 0, 0, 0);
      assert.strictEqual(res.bytesRead, 0);
      await unlink(other);
    }));
  }

  await onHandle(dest, common.mustCall(async (fh) => {
    const res = await fh.read(null, 0, 0, 0);
    assert.strictEqual(res.buffer.length, 16384);
  }));

  await onHandle(dest, common.mustCall(async (fh) => {
    await assert.rejects(fh.read(0, 0, 0, 0), { code: 'ERR_INVALID_ARG_TYPE' });
  }));

  await onHandle(dest, common.mustCall(async (fh) => {
    const buf = Buffer.from('hello fsPromises');
    await fh.write(buf);
    const res = await fh.read(Buffer.alloc(buf.length), 0, buf.length, 0);
    assert.strictEqual(res.bytesRead, buf.length);
    assert.deepStrictEqual(res.buffer, buf);
  }));

  await onHandle(dest, common.mustCall(async (fh) => {
    const buf = Buffer.from('hello FileHandle');
    await fh.write(buf, 0, buf.length, 0);
    const res = await fh.read(Buffer.alloc(buf.length), 0, buf.length, 0);
    assert.deepStrictEqual(res.buffer, buf);
    await truncate(dest, 5);
    assert.strictEqual((await readFile(dest)).toString(), 'hello');
  }));

  await onHandle(dest, common.mustCall(async (fh) => {
    await chmod(dest, 0o666);
    await fh.chmod(0o666);
    assert.strictEqual((await fh.stat()).mode & 0o777, 0o666);
    // Bits above 0o7777 are passed through to the OS, which ignores them.
    await chmod(dest, 0o10777);
    await fh.chmod(0o10777);
    await chown(dest, process.getuid(), process.getgid());
    await fh.chown(process.getuid(), process.getgid());
    const gidError = {
      code: 'ERR_OUT_OF_RANGE',
      name: 'RangeError',
      message: 'The value of "gid" is out of range. It must be >= -1 && <= 4294967295. Received -2',
    };
    await assert.rejects(chown(dest, 1, -2), gidError);
    await assert.rejects(fh.chown(1, -2), gidError);
  }));

  await onHandle(dest, common.mustCall(async (fh) => {
    await utimes(dest, new Date(), new Date());
    const when = new Date('2001-02-03T04:05:06Z');
    await fh.utimes(when, when);
    assert.strictEqual((await fh.stat()).mtime.getTime(), when.getTime());
  }));

  {
    const atime = new Date();
    atime.setMinutes(atime.getMinutes() - 1);
    const mtime = new Date();
    mtime.setHours(mtime.getHours() - 1);
    await lutimes(dest, atime, mtime);
    const st = await stat(dest);
    assert.strictEqual(atime.toString(), st.atime.toString());
    assert.strictEqual(mtime.toString(), st.mtime.toString());
  }

  {
    const moved = path.resolve(tmpDir, 'baz2.js');
    await rename(dest, moved);
    checkStats(await stat(moved));
    const newLink = path.resolve(tmpDir, 'baz3.js');
    await symlink(moved, newLink);
    await lchown(newLink, process.getuid(), process.getgid());
    checkStats(await lstat(newLink));
    assert.strictEqual(await realpath(newLink), moved);
    assert.strictEqual(await readlink(newLink), moved);
    await assert.rejects(lchmod(newLink, 0o666), common.expectsError({
      code: 'ERR_METHOD_NOT_IMPLEMENTED',
      name: 'Error',
      message: 'The lchmod() method is not implemented',
    }));
    await unlink(newLink);
  }

  {
    const dir = path.join(tmpDir, nextdir());
    await symlink(tmpDir, dir, 'dir');
    assert.strictEqual((await lstat(dir)).isSymbolicLink(), true);
    await unlink(dir);
  }

  {
    const target = path.resolve(tmpDir, 'baz2.js');
    const hard = path.resolve(tmpDir, 'baz4.js');
    await link(target, hard);
    assert.strictEqual((await stat(target)).nlink, 2);
    await unlink(hard);
  }

  {
    const newDir = path.resolve(tmpDir, 'dir');
    const newFile = path.resolve(tmpDir, 'foo.js');
    await mkdir(newDir);
    await writeFile(newFile, 'DAWGS WIN!', 'utf8');
    assert.ok((await stat(newDir)).isDirectory());
    const list = await readdir(tmpDir);
    assert.ok(list.includes('dir'));
    assert.ok(list.includes('foo.js'));
    await rmdir(newDir);
    await unlink(newFile);
  }

  {
    const file = path.resolve(tmpDir, 'dogs_running.js');
    await writeFile(file, 'dogs running', { encoding: null });
    assert.strictEqual(fs.existsSync(file), true);
  }

  for (const mode of [777, '777']) {
    const dir = path.join(tmpDir, nextdir());
    await mkdir(dir, mode);
    assert.ok((await stat(dir)).isDirectory());
  }

  {
    const dir = path.join(tmpDir, nextdir(), nextdir());
    await mkdir(dir, { recursive: true });
    assert.ok((await stat(dir)).isDirectory());
  }

  {
    const dir = path.join(tmpDir, nextdir(), nextdir());
    await mkdir(path.dirname(dir));
    await writeFile(dir, '');
    await assert.rejects(mkdir(dir, { recursive: true }), {
      code: 'EEXIST', message: /EEXIST: .*mkdir/, name: 'Error', syscall: 'mkdir',
    });
  }

  {
    const file = path.join(tmpDir, nextdir(), nextdir());
    const dir = path.join(file, nextdir(), nextdir());
    await mkdir(path.dirname(file));
    await writeFile(file, '');
    await assert.rejects(mkdir(dir, { recursive: true }), {
      code: 'ENOTDIR', message: /ENOTDIR: .*mkdir/, name: 'Error', syscall: 'mkdir',
    });
  }

  for (const shape of ['%s/./%s', '%s/../%s']) {
    const [a, b] = [nextdir(), nextdir()];
    const dir = path.resolve(tmpDir, shape.replace('%s', a).replace('%s', b));
    await mkdir(dir, { recursive: true });
    assert.ok((await stat(dir)).isDirectory());
  }

  {
    const dir = path.join(tmpDir, nextdir(), nextdir());
    for (const recursive of ['', 1, {}, [], null, Symbol('test'), () => {}]) {
      await assert.rejects(mkdir(dir, { recursive }), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
    }
  }

  {
    const made = await mkdtemp(path.resolve(tmpDir, 'FOO'));
    assert.ok((await stat(made)).isDirectory());
    await assert.rejects(mkdtemp(1), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
  }

  await onHandle(dest, common.mustCall(async (fh) => {
    await assert.rejects(fh.write('abc', 0, 'hex'), {
      code: 'ERR_INVALID_ARG_VALUE',
      message: /'encoding' is invalid for data of length 3/,
    });
    const res = await fh.write('abcd', 0, 'hex');
    assert.strictEqual(res.bytesWritten, 2);
  }));

  await onHandle(dest, common.mustCall(async (fh) => {
    await assert.rejects(fh.stat.call({}), {
      code: 'ERR_INTERNAL_ASSERTION',
      message: /handle must be an instance of FileHandle/,
    });
  }));
}

main().then(common.mustCall());
