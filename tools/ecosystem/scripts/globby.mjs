// Ecosystem check: globby with negation, gitignore, expandDirectories and the stream API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { globby, globbySync, globbyStream, isDynamicPattern, isGitIgnored } from 'globby';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-globby-'));
try {
  for (const f of ['unicorn', 'cake', 'rainbow', 'dist/out.js', 'src/a.js', 'src/b.css', 'src/gen/c.js', 'images/x.png', 'images/y.jpg']) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), f);
  }
  fs.writeFileSync(path.join(dir, '.gitignore'), 'dist\nsrc/gen/\n');
  console.log('negate', JSON.stringify((await globby(['*', '!cake'], { cwd: dir })).sort()));
  console.log('gitignore', JSON.stringify((await globby('**/*.js', { cwd: dir, gitignore: true })).sort()));
  console.log('expandDirectories', JSON.stringify((await globby('images', { cwd: dir, expandDirectories: { extensions: ['png'] } })).sort()));
  console.log('sync', JSON.stringify(globbySync(['src/**', '!**/*.css'], { cwd: dir }).sort()));
  const streamed = [];
  for await (const p of globbyStream('src/**/*.js', { cwd: dir })) streamed.push(p);
  console.log('stream', JSON.stringify(streamed.sort()));
  const ignored = await isGitIgnored({ cwd: dir });
  console.log('isGitIgnored', ignored(path.join(dir, 'dist/out.js')), ignored(path.join(dir, 'src/a.js')));
  console.log('dynamic', isDynamicPattern('*.js'), isDynamicPattern('a.js'));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
