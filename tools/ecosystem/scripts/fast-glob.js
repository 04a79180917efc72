// Ecosystem check: fast-glob matches a temp tree with sync, async and stream APIs, negation, dot and onlyDirectories.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const fg = require('fast-glob');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-fast-glob-'));
async function main() {
  for (const f of ['src/index.js', 'src/lib/a.js', 'src/lib/b.ts', 'src/.hidden.js', 'node_modules/x/index.js', 'README.md', 'docs/guide.md', 'docs/img/logo.png']) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), f);
  }
  console.log('sync', JSON.stringify(fg.sync(['**/*.js', '!**/node_modules/**'], { cwd: dir }).sort()));
  console.log('dot', JSON.stringify((await fg('src/**/*.js', { cwd: dir, dot: true })).sort()));
  console.log('dirs', JSON.stringify((await fg('**', { cwd: dir, onlyDirectories: true, ignore: ['node_modules'] })).sort()));
  console.log('braces', JSON.stringify((await fg('{docs,src}/**/*.{md,ts}', { cwd: dir })).sort()));
  const entries = await fg('*.md', { cwd: dir, objectMode: true, stats: true });
  console.log('objects', JSON.stringify(entries.map((e) => [e.name, e.path, e.dirent.isFile(), e.stats.size])));
  const streamed = [];
  for await (const entry of fg.stream('docs/**', { cwd: dir })) streamed.push(entry);
  console.log('stream', JSON.stringify(streamed.sort()));
  const abs = await fg('src/lib/*', { cwd: dir, absolute: true });
  console.log('absolute', JSON.stringify(abs.map((p) => path.relative(dir, p)).sort()));
  console.log('escape', fg.escapePath('a(b)*[c].js'), fg.isDynamicPattern('*.js'), fg.isDynamicPattern('a.js'));
  console.log('convert', fg.convertPathToPattern('C:\\x/y(z)'));
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
