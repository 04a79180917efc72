// Ecosystem check: glob (promise, sync, Glob class, stream, ignore, withFileTypes) over a temp tree.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { glob, globSync, globStream, Glob, hasMagic, escape } from 'glob';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-glob-'));
try {
  for (const f of ['a.js', 'b.ts', 'lib/c.js', 'lib/d/e.js', 'node_modules/m/index.js', '.hidden/h.js', 'docs/readme.md']) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), f);
  }
  fs.symlinkSync('lib', path.join(dir, 'link'));
  const sort = (a) => a.map((x) => x.split(path.sep).join('/')).sort();
  console.log('promise', JSON.stringify(sort(await glob('**/*.js', { ignore: 'node_modules/**', cwd: dir }))));
  console.log('sync', JSON.stringify(sort(globSync(['*.{js,ts}', 'docs/*'], { cwd: dir }))));
  console.log('dot', JSON.stringify(sort(await glob('**/h.js', { cwd: dir, dot: true }))));
  console.log('follow', JSON.stringify(sort(await glob('link/**/*.js', { cwd: dir, follow: true }))));
  console.log('nodir mark', JSON.stringify(sort(await glob('*', { cwd: dir, mark: true }))));
  const typed = await glob('lib/**', { cwd: dir, withFileTypes: true });
  console.log('withFileTypes', JSON.stringify(typed.map((p) => p.relative().split(path.sep).join('/') + (p.isDirectory() ? '/' : '')).sort()));
  const g = new Glob('**/*.md', { cwd: dir });
  const viaClass = [];
  for await (const file of g) viaClass.push(file);
  console.log('class', JSON.stringify(sort(viaClass)));
  const streamed = [];
  await new Promise((resolve, reject) => globStream('lib/**/*.js', { cwd: dir }).on('data', (f) => streamed.push(f)).on('end', resolve).on('error', reject));
  console.log('stream', JSON.stringify(sort(streamed)));
  const abs = await glob('lib/*.js', { cwd: dir, absolute: true });
  console.log('absolute', JSON.stringify(abs.map((p) => path.relative(dir, p))));
  console.log('magic', hasMagic('*.js'), hasMagic('a.js'), escape('a*b?.js'));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
