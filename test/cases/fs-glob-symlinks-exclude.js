// fs.glob through a symlinked directory without followSymlinks, and exclude patterns, as
// Node 26.10 does them: a symlink is entered only when a literal part that the directory
// holds in its own right names it ("**" and wildcards never enter one; a "**" makes the
// part after it such a cursor when it enters a directory whose name matches that part,
// or always for a pattern starting with "./"); exclude patterns are resolved against cwd
// and matched against absolute paths. Each pattern runs in all three forms.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-glob-symlinks-'));
for (const f of ['a/b/c/d', 'a/bc/e/f', 'a/c/d/c/b', 'a/cb/e/f', 'a/abcdef/g/h', 'a/.b']) {
  fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
  fs.writeFileSync(path.join(root, f), 'x');
}
fs.mkdirSync(path.join(root, 'a/symlink/a/b'), { recursive: true });
// a/symlink/a/b/c leads back to a/symlink: a loop only literal parts can walk.
fs.symlinkSync('../..', path.join(root, 'a/symlink/a/b/c'), 'dir');
fs.mkdirSync(path.join(root, 'l'));
fs.symlinkSync('../a/bc', path.join(root, 'l/lnk'), 'dir');

const cases = [
  ['**/b/c/'],
  ['**/b/c/*'],
  ['**/c/a/**'],
  ['./**/c/a/**'],
  ['**/b/c/a/**/c/a/**'],
  ['./**/b/c/a/**/c/a/**'],
  ['a/**/c/a'],
  ['./a/**/c/a'],
  ['**/lnk/**'],
  ['l/lnk/**'],
  ['./**/a/**/a/**/'],
  ['a/symlink/a/b/c/a/b/c//a/b/c/**/b/c/**'],
  ['a/symlink/a/**/*'],
  ['**/e/f/**'],
  ['a/**/[cg]', { exclude: ['./**/c'] }],
  ['a/**/[cg]', { exclude: ['./a/*{c,b}*/*'] }],
  ['a/**/[cg]', { exclude: ['a/**/[cg]/../c'] }],
  ['**/*c*/**', { exclude: (name) => name.startsWith('b') }],
];

async function main() {
  for (const [pattern, extra] of cases) {
    const options = { cwd: root, ...extra };
    const sync = fs.globSync(pattern, options).sort();
    const cb = await new Promise((resolve, reject) => {
      fs.glob(pattern, options, (err, res) => (err ? reject(err) : resolve(res.sort())));
    });
    const promised = [];
    for await (const p of fs.promises.glob(pattern, options)) promised.push(p);
    promised.sort();
    const same = JSON.stringify(sync) === JSON.stringify(cb) &&
      JSON.stringify(sync) === JSON.stringify(promised);
    const ex = extra ? ` exclude ${String(extra.exclude)}` : '';
    console.log(`${pattern}${ex}: ${JSON.stringify(sync)}${same ? '' : ' FORMS DIFFER'}`);
  }
  fs.rmSync(root, { recursive: true, force: true });
}
main();
