// Port of nodejs/node test/parallel/test-fs-readdir-recursive.js (rewritten for minirt).
'use strict';
// recursive: true lists a whole tree breadth-first, each directory in name order, in one
// native walk: relative paths, or Dirents whose parentPath is the joined directory.
// Symlinks to directories are followed (the link itself is listed as a link), dangling
// links are listed, and link cycles end at the kernel's limit instead of looping.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const root = tmpdir.resolve('t');
for (const d of ['a/b/c', 'z/y', 'm']) fs.mkdirSync(path.join(root, d), { recursive: true });
for (const f of ['f1', 'a/f2', 'a/b/f3', 'a/b/c/f4', 'z/y/f5', 'm/f6']) {
  fs.writeFileSync(path.join(root, f), '');
}
fs.symlinkSync('../z', path.join(root, 'a/lz'));
fs.symlinkSync('nowhere', path.join(root, 'dangling'));
fs.symlinkSync('f1', path.join(root, 'lf'));

// What Node 26.10 gives for this tree.
const want = ('a dangling f1 lf m z a/b a/f2 a/lz m/f6 z/y a/b/c a/b/f3 a/lz/y z/y/f5 ' +
              'a/b/c/f4 a/lz/y/f5').split(' ');
const wantTyped = [
  ['', 'a', 'D'], ['', 'dangling', 'L'], ['', 'f1', 'F'], ['', 'lf', 'L'], ['', 'm', 'D'],
  ['', 'z', 'D'], ['a', 'b', 'D'], ['a', 'f2', 'F'], ['a', 'lz', 'L'], ['m', 'f6', 'F'],
  ['z', 'y', 'D'], ['a/b', 'c', 'D'], ['a/b', 'f3', 'F'], ['a/lz', 'y', 'D'],
  ['z/y', 'f5', 'F'], ['a/b/c', 'f4', 'F'], ['a/lz/y', 'f5', 'F'],
];
function typed(list, base) {
  return list.map((d) => {
    assert.ok(d instanceof fs.Dirent);
    const rel = path.relative(base, d.parentPath);
    return [rel, d.name, d.isDirectory() ? 'D' : d.isSymbolicLink() ? 'L' : 'F'];
  });
}

assert.deepStrictEqual(fs.readdirSync(root, { recursive: true }), want);
assert.deepStrictEqual(typed(fs.readdirSync(root, { recursive: true, withFileTypes: true }), root),
                       wantTyped);
// The parentPath keeps the caller's spelling of the base, joined (normalized) below it.
{
  const withSlash = fs.readdirSync(`${root}/`, { recursive: true, withFileTypes: true });
  assert.strictEqual(withSlash[0].parentPath, `${root}/`);
  assert.strictEqual(withSlash[6].parentPath, path.join(root, 'a'));
}
assert.deepStrictEqual(fs.readdirSync(root, { recursive: true, encoding: 'buffer' }),
                       want.map((s) => Buffer.from(s)));

fs.readdir(root, { recursive: true }, common.mustSucceed((got) => {
  assert.deepStrictEqual(got, want);
}));
fs.readdir(root, { recursive: true, withFileTypes: true }, common.mustSucceed((got) => {
  assert.deepStrictEqual(typed(got, root), wantTyped);
}));
(async () => {
  assert.deepStrictEqual(await fs.promises.readdir(root, { recursive: true }), want);
  const got = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  assert.deepStrictEqual(typed(got, root), wantTyped);
})().then(common.mustCall());

// A cycle: Node follows "up" until ELOOP and stops there (123 entries for this shape).
{
  const loop = tmpdir.resolve('loop');
  fs.mkdirSync(path.join(loop, 'a'), { recursive: true });
  fs.symlinkSync('..', path.join(loop, 'a', 'up'));
  fs.symlinkSync('self', path.join(loop, 'self'));
  const got = fs.readdirSync(loop, { recursive: true });
  assert.strictEqual(got.length, 123);
  assert.deepStrictEqual(got.slice(0, 5), ['a', 'self', 'a/up', 'a/up/a', 'a/up/self']);
}

// Errors from the base directory.
assert.throws(() => fs.readdirSync(tmpdir.resolve('none'), { recursive: true }),
              { code: 'ENOENT', syscall: 'scandir' });
assert.throws(() => fs.readdirSync(__filename, { recursive: true }), { code: 'ENOTDIR' });
