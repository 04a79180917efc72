// Port of nodejs/node test/parallel/test-fs-glob.mjs (rewritten for minirt).
'use strict';
// glob/globSync/fsPromises.glob: patterns with *, **, ?, classes, braces and extglobs
// against a fixture tree, relative to `cwd` (a path or file: URL), `exclude` as patterns
// or a function, withFileTypes, and absolute patterns.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const root = tmpdir.resolve('fixtures');
for (const f of ['a/abcdef/g/h', 'a/abcfed/g/h', 'a/b/c/d', 'a/bc/e/f', 'a/c/d/c/b',
                 'a/cb/e/f', 'a/x/.y/b', 'a/.b', 'a/b/.b']) {
  fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
  fs.writeFileSync(path.join(root, f), 'i like tests');
}

const cases = {
  'a/c/d/*/b': ['a/c/d/c/b'],
  'a//c//d//*//b': ['a/c/d/c/b'],
  'a/*/d/*/b': ['a/c/d/c/b'],
  'a/*/+(c|g)/./d': ['a/b/c/d'],
  'a/{b,c,d,e,f}/**/g': [],
  'a/b/**': ['a/b', 'a/b/c', 'a/b/c/d'],
  'a/abc{fed,def}/g/h': ['a/abcdef/g/h', 'a/abcfed/g/h'],
  'a/abc{fed/g,def}/**/': ['a/abcdef', 'a/abcdef/g', 'a/abcfed/g'],
  'a/*/': ['a/abcdef', 'a/abcfed', 'a/b', 'a/bc', 'a/c', 'a/cb', 'a/x'],
  'a/[bc]*': ['a/b', 'a/bc', 'a/c', 'a/cb'],
  'a/?': ['a/b', 'a/c', 'a/x'],
  '**/f': ['a/bc/e/f', 'a/cb/e/f'],
  'a/!(b*)': ['a/abcdef', 'a/abcfed', 'a/c', 'a/cb', 'a/x'],
  'nothing/*': [],
};

const sorted = (a) => [...a].sort();
for (const [pattern, want] of Object.entries(cases)) {
  assert.deepStrictEqual(sorted(fs.globSync(pattern, { cwd: root })), want, pattern);
}
assert.deepStrictEqual(sorted(fs.globSync('a/b/**', { cwd: pathToFileURL(root) })),
                       cases['a/b/**']);
// Several patterns at once, no duplicates.
assert.deepStrictEqual(sorted(fs.globSync(['a/b/**', 'a/b/c'], { cwd: root })),
                       cases['a/b/**']);
// Absolute patterns give absolute results.
assert.deepStrictEqual(fs.globSync(`${root}/a/c/d/*/b`), [path.join(root, 'a/c/d/c/b')]);

// exclude: patterns, or a function (which prunes whole subtrees).
assert.deepStrictEqual(sorted(fs.globSync('a/b/**', { cwd: root, exclude: ['a/b/c/d'] })),
                       ['a/b', 'a/b/c']);
assert.deepStrictEqual(
  sorted(fs.globSync('**/f', { cwd: root, exclude: (p) => p.startsWith('a/cb') })),
  ['a/bc/e/f']);

// withFileTypes.
{
  const got = fs.globSync('a/b/**', { cwd: root, withFileTypes: true,
                                      exclude: common.mustCallAtLeast((d) => {
                                        assert.ok(d instanceof fs.Dirent);
                                        return false;
                                      }, 0) });
  assert.ok(got.every((d) => d instanceof fs.Dirent));
  assert.deepStrictEqual(sorted(got.map((d) => path.relative(root, path.join(d.parentPath, d.name)))),
                         cases['a/b/**']);
  assert.ok(got.every((d) => path.isAbsolute(d.parentPath)));
}

fs.glob('a/abc{fed,def}/g/h', { cwd: root }, common.mustSucceed((got) => {
  assert.deepStrictEqual(sorted(got), cases['a/abc{fed,def}/g/h']);
}));
(async () => {
  const got = [];
  for await (const p of fs.promises.glob('**/f', { cwd: root })) got.push(p);
  assert.deepStrictEqual(sorted(got), cases['**/f']);
})().then(common.mustCall());

// Argument checks.
assert.throws(() => fs.globSync(1), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => fs.globSync('*', { cwd: 1 }), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => fs.globSync('*', 'x'), { code: 'ERR_INVALID_ARG_TYPE' });
