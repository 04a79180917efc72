// Ecosystem check: rimraf removes trees (promise, sync, glob, filter, native and manual strategies).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rimraf, rimrafSync, native, manual, moveRemove } from 'rimraf';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-rimraf-'));
function make(root) {
  for (const f of ['a/b/c.txt', 'a/d.txt', 'a/e/f/g.txt', 'keep.txt', 'x1.log', 'x2.log']) {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), f);
  }
  fs.symlinkSync('a', path.join(root, 'link'));
}
const tree = () => fs.readdirSync(dir, { recursive: true }).map((p) => p.split(path.sep).join('/')).sort();
const start = process.cwd();
// Relative globs resolve inside the temp dir.
process.chdir(dir);
try {
  make(dir);
  console.log('start', JSON.stringify(tree()));
  console.log('symlink only', await rimraf(path.join(dir, 'link')), fs.existsSync(path.join(dir, 'a/d.txt')));
  console.log('filter', await rimraf(path.join(dir, 'a'), { filter: (p) => !p.endsWith('d.txt') }));
  console.log('after filter', JSON.stringify(tree()));
  console.log('glob', rimrafSync('*.log', { glob: { cwd: dir } }));
  console.log('after glob', JSON.stringify(tree()));
  fs.mkdirSync(path.join(dir, 'n/m'), { recursive: true });
  console.log('native', await native(path.join(dir, 'n')), fs.existsSync(path.join(dir, 'n')));
  fs.mkdirSync(path.join(dir, 'm/m'), { recursive: true });
  console.log('manual', await manual(path.join(dir, 'm')), fs.existsSync(path.join(dir, 'm')));
  fs.mkdirSync(path.join(dir, 's/t'), { recursive: true });
  console.log('manual sync', manual.sync(path.join(dir, 's')), fs.existsSync(path.join(dir, 's')));
  fs.mkdirSync(path.join(dir, 'mv/t'), { recursive: true });
  console.log('moveRemove', await moveRemove(path.join(dir, 'mv'), { tmp: dir }), fs.existsSync(path.join(dir, 'mv')));
  console.log('missing', await rimraf(path.join(dir, 'does-not-exist')));
  console.log('all', await rimraf(path.join(dir, '*'), { glob: true }), JSON.stringify(tree()));
} finally {
  process.chdir(start);
  fs.rmSync(dir, { recursive: true, force: true });
}
