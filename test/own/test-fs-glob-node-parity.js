// minirt's own test: fs.glob results match Node 26.10's, in the same order.
// Upstream kin (not ported here): test/parallel/test-fs-glob.mjs.
'use strict';
// globSync, fs.glob and fsPromises.glob on one small tree (nested dirs, dotfiles, a
// symlinked dir, a file link, a dangling link, an empty dir) give exactly the results Node
// 26.10 gives, in the same order: "**" and "*/" vs dot-names and symlinked dirs, leading
// "./" and "a/../b" patterns, braces, extglobs, absolute patterns, cwd as a path, a
// relative path or a file: URL, `exclude` as patterns and as a function (with what the
// function is called with), followSymlinks (with a cycle), maxDepth, and withFileTypes
// Dirents (type, parentPath, name). The
// expected values were recorded with Node 26.10 and this test passes there too.
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const base = tmpdir.resolve('parity');
const root = path.join(base, 'root');
function file(rel) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), '');
}
for (const rel of ['a/x.js', 'a/.hid', 'a/b/c.txt', 'a/b/c/d.txt', 'a/b/e.js', 'b/x', 'b/y.js',
                   '.dot/f', '.env', 'top.js', 'top.txt', 'z/q/r/s.js']) {
  file(rel);
}
fs.mkdirSync(path.join(root, 'empty'));
fs.symlinkSync('a', path.join(root, 'link'));
fs.symlinkSync('top.js', path.join(root, 'flink'));
fs.symlinkSync('nowhere', path.join(root, 'dangling'));
// A link back up the tree: followSymlinks must not loop.
fs.mkdirSync(path.join(root, 'cyc/in'), { recursive: true });
fs.symlinkSync('..', path.join(root, 'cyc/in/up'));
// Relative cwd options and the exclude function's Dirent lookups resolve against here.
process.chdir(base);

// Pattern cases run with { cwd: root }.
const patterns = [
  '*', '**', '**/*', '*/', '*/*', '*/*/*', '**/', '.', './*', './a/*', './**', 'a/../b/*',
  '../root/a/*', 'a/**', 'a/**/', 'a/**/*.js', '**/*.js', '**/c', '**/b/**', '{a,b}/*',
  '{a,b}/**', 'a/{b,x.js}', '{top,a/x}.js', '.*', '**/.*', 'a/.*', '.dot/*', '**/.dot/**',
  'link/*', 'link/**', 'link', 'link/', '*link', 'dangling', 'flink/', 'a/b/c', 'a/b/c/',
  'nope/*', 'nope', '**/d.txt', '**/**/*.js', 'a/*/c/*', '?/*', '[ab]/*', 'z/**/s.js',
  'z/*/*/*', 'a/b/..', 'a/b/../*', '**/..', 'a/./b/*', 'a//b/*', 'empty/**', 'empty/*',
  '*.{js,txt}', 'top.js', '@(a|b)/*', '!(a)', 'a/b/c/d.txt/', '**/b', '*/b/**',
];

// Every call the exclude function below gets, across the three forms.
const calls = [];
// A Dirent is shown as type:parentPath-relative-to-base|name.
function show(v) {
  if (typeof v === 'string') return v;
  const type = v.isDirectory() ? 'D' : v.isSymbolicLink() ? 'L' : 'F';
  return `${type}:${path.relative(base, v.parentPath)}|${v.name}`;
}
function excludeFn(v) {
  calls.push(show(v));
  return (typeof v === 'string' ? v : v.name).endsWith('b') || v === 'a/b';
}

const cases = patterns.map((p) => [p, p, { cwd: root }]);
cases.push(
  ['abs:a/*', path.join(root, 'a/*'), {}],
  ['abs:**/*.js', path.join(root, '**/*.js'), {}],
  ['url:*/*', '*/*', { cwd: pathToFileURL(root) }],
  ['relcwd:**/*.js', '**/*.js', { cwd: 'root' }],
  ['nocwd:root/*', 'root/*', {}],
  ['arr', ['a/*', 'b/*', 'a/x.js', '**/*.txt'], { cwd: root }],
  ['exarr:**', '**', { cwd: root, exclude: ['a/**'] }],
  ['exarr2:**', '**', { cwd: root, exclude: ['a', 'b/*.js'] }],
  ['exarr3:*/*', '*/*', { cwd: root, exclude: ['**/*.js'] }],
  ['exarr4:**/*', '**/*', { cwd: root, exclude: ['a/'] }],
  ['exfn:**', '**', { cwd: root, exclude: excludeFn }],
  ['exfn:*/*', '*/*', { cwd: root, exclude: excludeFn }],
  ['exfn:a/**', 'a/**', { cwd: root, exclude: excludeFn }],
  ['exfnT:**', '**', { cwd: root, exclude: excludeFn, withFileTypes: true }],
  ['exfnT:*/*', '*/*', { cwd: root, exclude: excludeFn, withFileTypes: true }],
  ['exfnT:root/*/*', 'root/*/*', { exclude: excludeFn, withFileTypes: true }],
);
for (const p of ['**', '*/*', '**/*.js', 'link/**', '*/', '**/', 'cyc/**', 'a/**/d.txt', '**/c',
                 '*/*/*/*']) {
  cases.push([`follow:${p}`, p, { cwd: root, followSymlinks: true }]);
}
for (const d of [0, 1, 2, 3]) {
  for (const p of ['**', '*/*', '**/*.js', './**', 'a/**', '../root/*', 'a/../b/*']) {
    cases.push([`depth${d}:${p}`, p, { cwd: root, maxDepth: d }]);
  }
}
cases.push(
  ['depth1abs', path.join(root, '**/*.js'), { cwd: root, maxDepth: 1 }],
  ['depth2abs-out', path.join(root, 'a/*'), { cwd: path.join(root, 'z'), maxDepth: 2 }],
  ['depth1follow', '**', { cwd: root, maxDepth: 2, followSymlinks: true }],
  ['wft:**', '**', { cwd: root, withFileTypes: true }],
  ['wft:a/*', 'a/*', { cwd: root, withFileTypes: true }],
  ['wft:./a/b', './a/b', { cwd: root, withFileTypes: true }],
  ['wft-nocwd:root/a/*', 'root/a/*', { withFileTypes: true }],
  ['wft-rel:a/*', 'a/*', { cwd: 'root', withFileTypes: true }],
);

const expected = {
  '*': ['a', 'b', 'cyc', 'dangling', 'empty', 'flink', 'link', 'top.js', 'top.txt', 'z'],
  '**': [
    '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q', 'z/q/r', 'z/q/r/s.js',
    'empty', 'cyc', 'cyc/in', 'cyc/in/up', 'b', 'b/x', 'b/y.js', 'a', 'a/x.js', 'a/b',
    'a/b/c.txt', 'a/b/e.js', 'a/b/c', 'a/b/c/d.txt'
  ],
  '**/*': [
    'a', 'b', 'cyc', 'dangling', 'empty', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q',
    'z/q/r', 'z/q/r/s.js', 'cyc/in', 'cyc/in/up', 'b/x', 'b/y.js', 'a/b', 'a/x.js', 'a/b/c',
    'a/b/c.txt', 'a/b/e.js', 'a/b/c/d.txt'
  ],
  '*/': ['z', 'empty', 'cyc', 'b', 'a'],
  '*/*': ['z/q', 'cyc/in', 'b/x', 'b/y.js', 'a/b', 'a/x.js'],
  '*/*/*': ['z/q/r', 'cyc/in/up', 'a/b/c', 'a/b/c.txt', 'a/b/e.js'],
  '**/': ['.', 'z', 'z/q', 'z/q/r', 'empty', 'cyc', 'cyc/in', 'b', 'a', 'a/b', 'a/b/c'],
  '.': [],
  './*': ['a', 'b', 'cyc', 'dangling', 'empty', 'flink', 'link', 'top.js', 'top.txt', 'z'],
  './a/*': ['a/b', 'a/x.js'],
  './**': [
    '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q', 'z/q/r', 'z/q/r/s.js',
    'empty', 'cyc', 'cyc/in', 'cyc/in/up', 'b', 'b/x', 'b/y.js', 'a', 'a/x.js', 'a/b',
    'a/b/c.txt', 'a/b/e.js', 'a/b/c', 'a/b/c/d.txt'
  ],
  'a/../b/*': ['b/x', 'b/y.js'],
  '../root/a/*': ['../root/a/b', '../root/a/x.js'],
  'a/**': ['a', 'a/x.js', 'a/b', 'a/b/c.txt', 'a/b/e.js', 'a/b/c', 'a/b/c/d.txt'],
  'a/**/': ['a', 'a/b', 'a/b/c'],
  'a/**/*.js': ['a/x.js', 'a/b/e.js'],
  '**/*.js': ['top.js', 'z/q/r/s.js', 'b/y.js', 'a/x.js', 'a/b/e.js'],
  '**/c': ['a/b/c'],
  '**/b/**': ['b', 'b/x', 'b/y.js', 'a/b', 'a/b/c.txt', 'a/b/e.js', 'a/b/c', 'a/b/c/d.txt'],
  '{a,b}/*': ['b/x', 'b/y.js', 'a/b', 'a/x.js'],
  '{a,b}/**': [
    'b', 'b/x', 'b/y.js', 'a', 'a/x.js', 'a/b', 'a/b/c.txt', 'a/b/e.js', 'a/b/c', 'a/b/c/d.txt'
  ],
  'a/{b,x.js}': ['a/b', 'a/x.js'],
  '{top,a/x}.js': ['top.js', 'a/x.js'],
  '.*': ['.dot', '.env'],
  '**/.*': ['.dot', '.env', 'a/.hid'],
  'a/.*': ['a/.hid'],
  '.dot/*': ['.dot/f'],
  '**/.dot/**': ['.dot', '.dot/f'],
  'link/*': ['link/b', 'link/x.js'],
  'link/**': [
    'link', 'link/x.js', 'link/b', 'link/b/c.txt', 'link/b/e.js', 'link/b/c', 'link/b/c/d.txt'
  ],
  'link': ['link'],
  'link/': ['link'],
  '*link': ['flink', 'link'],
  'dangling': ['dangling'],
  'flink/': ['flink'],
  'a/b/c': ['a/b/c'],
  'a/b/c/': ['a/b/c'],
  'nope/*': [],
  'nope': [],
  '**/d.txt': ['a/b/c/d.txt'],
  '**/**/*.js': ['top.js', 'z/q/r/s.js', 'b/y.js', 'a/x.js', 'a/b/e.js'],
  'a/*/c/*': ['a/b/c/d.txt'],
  '?/*': ['z/q', 'b/x', 'b/y.js', 'a/b', 'a/x.js'],
  '[ab]/*': ['b/x', 'b/y.js', 'a/b', 'a/x.js'],
  'z/**/s.js': ['z/q/r/s.js'],
  'z/*/*/*': ['z/q/r/s.js'],
  'a/b/..': ['a'],
  'a/b/../*': ['a/b', 'a/x.js'],
  '**/..': ['.', '..', 'z', 'z/q', 'cyc', 'a', 'a/b'],
  'a/./b/*': ['a/b/c', 'a/b/c.txt', 'a/b/e.js'],
  'a//b/*': ['a/b/c', 'a/b/c.txt', 'a/b/e.js'],
  'empty/**': ['empty'],
  'empty/*': [],
  '*.{js,txt}': ['top.js', 'top.txt'],
  'top.js': ['top.js'],
  '@(a|b)/*': ['b/x', 'b/y.js', 'a/b', 'a/x.js'],
  '!(a)': ['b', 'cyc', 'dangling', 'empty', 'flink', 'link', 'top.js', 'top.txt', 'z'],
  'a/b/c/d.txt/': [],
  '**/b': ['b', 'a/b'],
  '*/b/**': ['a/b', 'a/b/c.txt', 'a/b/e.js', 'a/b/c', 'a/b/c/d.txt'],
  'abs:a/*': ['<root>/a/b', '<root>/a/x.js'],
  'abs:**/*.js': [
    '<root>/top.js', '<root>/z/q/r/s.js', '<root>/b/y.js', '<root>/a/x.js', '<root>/a/b/e.js'
  ],
  'url:*/*': ['z/q', 'cyc/in', 'b/x', 'b/y.js', 'a/b', 'a/x.js'],
  'relcwd:**/*.js': ['top.js', 'z/q/r/s.js', 'b/y.js', 'a/x.js', 'a/b/e.js'],
  'nocwd:root/*': [
    'root/a', 'root/b', 'root/cyc', 'root/dangling', 'root/empty', 'root/flink', 'root/link',
    'root/top.js', 'root/top.txt', 'root/z'
  ],
  'arr': ['top.txt', 'b/x', 'b/y.js', 'a/b', 'a/x.js', 'a/b/c.txt', 'a/b/c/d.txt'],
  'exarr:**': [
    '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q', 'z/q/r', 'z/q/r/s.js',
    'empty', 'cyc', 'cyc/in', 'cyc/in/up', 'b', 'b/x', 'b/y.js'
  ],
  'exarr2:**': [
    '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q', 'z/q/r', 'z/q/r/s.js',
    'empty', 'cyc', 'cyc/in', 'cyc/in/up', 'b', 'b/x'
  ],
  'exarr3:*/*': ['z/q', 'cyc/in', 'b/x', 'a/b'],
  'exarr4:**/*': [
    'b', 'cyc', 'dangling', 'empty', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q', 'z/q/r',
    'z/q/r/s.js', 'cyc/in', 'cyc/in/up', 'b/x', 'b/y.js'
  ],
  'exfn:**': {
    results: [
      '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q', 'z/q/r', 'z/q/r/s.js',
      'empty', 'cyc', 'cyc/in', 'cyc/in/up', 'a', 'a/x.js'
    ],
    calls: [
      'a', 'a', 'b', 'cyc', 'cyc', 'dangling', 'empty', 'empty', 'flink', 'link', 'top.js',
      'top.txt', 'z', 'z', 'q', 'z/q', 'r', 'z/q/r', 's.js', 'in', 'cyc/in', 'up', 'b', 'x.js', 'a',
      'a', 'b', 'cyc', 'cyc', 'dangling', 'empty', 'empty', 'flink', 'link', 'top.js', 'top.txt',
      'z', 'z', 'q', 'z/q', 'r', 'z/q/r', 's.js', 'in', 'cyc/in', 'up', 'b', 'x.js', 'a', 'a', 'b',
      'cyc', 'cyc', 'dangling', 'empty', 'empty', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z',
      'q', 'z/q', 'r', 'z/q/r', 's.js', 'in', 'cyc/in', 'up', 'b', 'x.js'
    ],
  },
  'exfn:*/*': {
    results: ['z/q', 'cyc/in', 'a/b', 'a/x.js'],
    calls: [
      'a', 'b', 'cyc', 'empty', 'z', 'a', 'b', 'cyc', 'empty', 'z', 'a', 'b', 'cyc', 'empty', 'z'
    ],
  },
  'exfn:a/**': {
    results: ['a', 'a/x.js'],
    calls: ['a', 'b', 'x.js', 'a', 'b', 'x.js', 'a', 'b', 'x.js'],
  },
  'exfnT:**': {
    results: [
      'D:|root', 'L:root|dangling', 'L:root|flink', 'L:root|link', 'F:root|top.js',
      'F:root|top.txt', 'D:root|z', 'D:root/z|q', 'D:root/z/q|r', 'F:root/z/q/r|s.js',
      'D:root|empty', 'D:root|cyc', 'D:root/cyc|in', 'L:root/cyc/in|up', 'D:root|a',
      'F:root/a|x.js'
    ],
    calls: [
      'D:root|a', 'D:root|b', 'D:root|cyc', 'L:root|dangling', 'D:root|empty', 'L:root|flink',
      'L:root|link', 'F:root|top.js', 'F:root|top.txt', 'D:root|z', 'D:root/z|q', 'D:root/z/q|r',
      'F:root/z/q/r|s.js', 'D:root/cyc|in', 'L:root/cyc/in|up', 'D:root/a|b', 'F:root/a|x.js',
      'D:root|a', 'D:root|b', 'D:root|cyc', 'L:root|dangling', 'D:root|empty', 'L:root|flink',
      'L:root|link', 'F:root|top.js', 'F:root|top.txt', 'D:root|z', 'D:root/z|q', 'D:root/z/q|r',
      'F:root/z/q/r|s.js', 'D:root/cyc|in', 'L:root/cyc/in|up', 'D:root/a|b', 'F:root/a|x.js',
      'D:root|a', 'D:root|b', 'D:root|cyc', 'L:root|dangling', 'D:root|empty', 'L:root|flink',
      'L:root|link', 'F:root|top.js', 'F:root|top.txt', 'D:root|z', 'D:root/z|q', 'D:root/z/q|r',
      'F:root/z/q/r|s.js', 'D:root/cyc|in', 'L:root/cyc/in|up', 'D:root/a|b', 'F:root/a|x.js'
    ],
  },
  'exfnT:*/*': {
    results: [
      'D:root/z|q', 'D:root/cyc|in', 'F:root/b|x', 'F:root/b|y.js', 'D:root/a|b', 'F:root/a|x.js'
    ],
    calls: [],
  },
  'exfnT:root/*/*': {
    results: ['D:root/z|q', 'D:root/cyc|in', 'D:root/a|b', 'F:root/a|x.js'],
    calls: [
      'D:|root', 'D:root|a', 'D:root|b', 'D:root|cyc', 'D:root|empty', 'D:root|z', 'D:|root',
      'D:root|a', 'D:root|b', 'D:root|cyc', 'D:root|empty', 'D:root|z', 'D:|root', 'D:root|a',
      'D:root|b', 'D:root|cyc', 'D:root|empty', 'D:root|z'
    ],
  },
  'follow:**': [
    '.', 'dangling', 'flink', 'top.js', 'top.txt', 'z', 'z/q', 'z/q/r', 'z/q/r/s.js', 'link',
    'link/x.js', 'link/b', 'link/b/c.txt', 'link/b/e.js', 'link/b/c', 'link/b/c/d.txt', 'empty',
    'cyc', 'cyc/in', 'cyc/in/up', 'b', 'b/x', 'b/y.js', 'a', 'a/x.js', 'a/b', 'a/b/c.txt',
    'a/b/e.js', 'a/b/c', 'a/b/c/d.txt'
  ],
  'follow:*/*': ['z/q', 'link/b', 'link/x.js', 'cyc/in', 'b/x', 'b/y.js', 'a/b', 'a/x.js'],
  'follow:**/*.js': [
    'top.js', 'z/q/r/s.js', 'link/x.js', 'link/b/e.js', 'b/y.js', 'a/x.js', 'a/b/e.js'
  ],
  'follow:link/**': [
    'link', 'link/x.js', 'link/b', 'link/b/c.txt', 'link/b/e.js', 'link/b/c', 'link/b/c/d.txt'
  ],
  'follow:*/': ['z', 'link', 'empty', 'cyc', 'b', 'a'],
  'follow:**/': [
    '.', 'z', 'z/q', 'z/q/r', 'link', 'link/b', 'link/b/c', 'empty', 'cyc', 'cyc/in', 'cyc/in/up',
    'b', 'a', 'a/b', 'a/b/c'
  ],
  'follow:cyc/**': ['cyc', 'cyc/in', 'cyc/in/up'],
  'follow:a/**/d.txt': ['a/b/c/d.txt'],
  'follow:**/c': ['link/b/c', 'a/b/c'],
  'follow:*/*/*/*': ['z/q/r/s.js', 'link/b/c/d.txt', 'a/b/c/d.txt'],
  'depth0:**': ['.'],
  'depth0:*/*': [],
  'depth0:**/*.js': [],
  'depth0:./**': ['.'],
  'depth0:a/**': [],
  'depth0:../root/*': [],
  'depth0:a/../b/*': [],
  'depth1:**': [
    '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'empty', 'cyc', 'b', 'a'
  ],
  'depth1:*/*': [],
  'depth1:**/*.js': ['top.js'],
  'depth1:./**': [
    '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'empty', 'cyc', 'b', 'a'
  ],
  'depth1:a/**': ['a'],
  'depth1:../root/*': [],
  'depth1:a/../b/*': [],
  'depth2:**': [
    '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q', 'empty', 'cyc', 'cyc/in',
    'b', 'b/x', 'b/y.js', 'a', 'a/x.js', 'a/b'
  ],
  'depth2:*/*': ['z/q', 'cyc/in', 'b/x', 'b/y.js', 'a/b', 'a/x.js'],
  'depth2:**/*.js': ['top.js', 'b/y.js', 'a/x.js'],
  'depth2:./**': [
    '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q', 'empty', 'cyc', 'cyc/in',
    'b', 'b/x', 'b/y.js', 'a', 'a/x.js', 'a/b'
  ],
  'depth2:a/**': ['a', 'a/x.js', 'a/b'],
  'depth2:../root/*': [
    '../root/a', '../root/b', '../root/cyc', '../root/dangling', '../root/empty', '../root/flink',
    '../root/link', '../root/top.js', '../root/top.txt', '../root/z'
  ],
  'depth2:a/../b/*': ['b/x', 'b/y.js'],
  'depth3:**': [
    '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q', 'z/q/r', 'empty', 'cyc',
    'cyc/in', 'cyc/in/up', 'b', 'b/x', 'b/y.js', 'a', 'a/x.js', 'a/b', 'a/b/c.txt', 'a/b/e.js',
    'a/b/c'
  ],
  'depth3:*/*': ['z/q', 'cyc/in', 'b/x', 'b/y.js', 'a/b', 'a/x.js'],
  'depth3:**/*.js': ['top.js', 'b/y.js', 'a/x.js', 'a/b/e.js'],
  'depth3:./**': [
    '.', 'dangling', 'flink', 'link', 'top.js', 'top.txt', 'z', 'z/q', 'z/q/r', 'empty', 'cyc',
    'cyc/in', 'cyc/in/up', 'b', 'b/x', 'b/y.js', 'a', 'a/x.js', 'a/b', 'a/b/c.txt', 'a/b/e.js',
    'a/b/c'
  ],
  'depth3:a/**': ['a', 'a/x.js', 'a/b', 'a/b/c.txt', 'a/b/e.js', 'a/b/c'],
  'depth3:../root/*': [
    '../root/a', '../root/b', '../root/cyc', '../root/dangling', '../root/empty', '../root/flink',
    '../root/link', '../root/top.js', '../root/top.txt', '../root/z'
  ],
  'depth3:a/../b/*': ['b/x', 'b/y.js'],
  'depth1abs': ['<root>/top.js'],
  'depth2abs-out': [],
  'depth1follow': [
    '.', 'dangling', 'flink', 'top.js', 'top.txt', 'z', 'z/q', 'link', 'link/x.js', 'link/b',
    'empty', 'cyc', 'cyc/in', 'b', 'b/x', 'b/y.js', 'a', 'a/x.js', 'a/b'
  ],
  'wft:**': [
    'D:|root', 'L:root|dangling', 'L:root|flink', 'L:root|link', 'F:root|top.js',
    'F:root|top.txt', 'D:root|z', 'D:root/z|q', 'D:root/z/q|r', 'F:root/z/q/r|s.js',
    'D:root|empty', 'D:root|cyc', 'D:root/cyc|in', 'L:root/cyc/in|up', 'D:root|b', 'F:root/b|x',
    'F:root/b|y.js', 'D:root|a', 'F:root/a|x.js', 'D:root/a|b', 'F:root/a/b|c.txt',
    'F:root/a/b|e.js', 'D:root/a/b|c', 'F:root/a/b/c|d.txt'
  ],
  'wft:a/*': ['D:root/a|b', 'F:root/a|x.js'],
  'wft:./a/b': ['D:root/a|b'],
  'wft-nocwd:root/a/*': ['D:root/a|b', 'F:root/a|x.js'],
  'wft-rel:a/*': ['D:root/a|b', 'F:root/a|x.js'],
};

function expectedFor(key) {
  const want = expected[key];
  const results = Array.isArray(want) ? want : want.results;
  return {
    results: results.map((r) => r.replace('<root>', root)),
    calls: Array.isArray(want) ? null : want.calls,
  };
}

// Argument checks: Node's order (options, followSymlinks, maxDepth, exclude, patterns) and
// messages; a bad cwd only fails once the walk resolves it.
function throwsType(fn, message) {
  assert.throws(fn, { name: 'TypeError', code: 'ERR_INVALID_ARG_TYPE', message });
}
throwsType(() => fs.globSync(1),
           'The "patterns" argument must be of type string. Received type number (1)');
throwsType(() => fs.globSync(1, 5),
           'The "options" argument must be of type object. Received type number (5)');
throwsType(() => fs.globSync('*', { cwd: 1 }),
           'The "paths[0]" argument must be of type string. Received type number (1)');
throwsType(() => fs.globSync(1, { followSymlinks: 1 }),
           'The "options.followSymlinks" property must be of type boolean. ' +
           'Received type number (1)');
throwsType(() => fs.globSync(1, { exclude: 5 }),
           'The "options.exclude" property must be of type function or string[]. ' +
           'Received type number (5)');
throwsType(() => fs.globSync('*', { exclude: ['a', 1] }),
           'The "options.exclude[1]" property must be of type string. ' +
           'Received type number (1)');
assert.throws(() => fs.globSync(1, { maxDepth: -1 }), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => fs.globSync(1, { maxDepth: 1.5 }), { code: 'ERR_OUT_OF_RANGE' });
assert.deepStrictEqual(fs.globSync('**', { cwd: path.join(root, 'nope') }), []);

(async () => {
  for (const [key, pattern, options] of cases) {
    const want = expectedFor(key);
    const sync = fs.globSync(pattern, options).map(show);
    assert.deepStrictEqual(sync, want.results, `globSync ${key}`);
    const viaCallback = await new Promise((resolve, reject) => {
      fs.glob(pattern, options, (err, found) => (err ? reject(err) : resolve(found)));
    });
    assert.deepStrictEqual(viaCallback.map(show), want.results, `fs.glob ${key}`);
    const viaPromise = [];
    for await (const found of fs.promises.glob(pattern, options)) viaPromise.push(show(found));
    assert.deepStrictEqual(viaPromise, want.results, `fsPromises.glob ${key}`);
    if (want.calls !== null) {
      assert.deepStrictEqual(calls.splice(0), want.calls, `exclude calls ${key}`);
    }
  }
  assert.strictEqual(calls.length, 0);
  process.chdir(tmpdir.path);
  console.log(`ok: ${cases.length} cases`);
})().then(null, (err) => {
  process.exitCode = 1;
  throw err;
});
