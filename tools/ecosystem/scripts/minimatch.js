// Ecosystem check: minimatch matches names from a temp tree (minimatch(), filter, makeRe, Minimatch class, escape).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { minimatch, Minimatch, escape, unescape, braceExpand, match, filter } = require('minimatch');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-minimatch-'));
try {
  for (const f of ['bar.foo', 'x.js', 'src/y.js', 'src/z.ts', '.dot.js', 'a[b].js']) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), '');
  }
  const files = fs.readdirSync(dir, { recursive: true }).map((p) => p.split(path.sep).join('/')).sort();
  console.log('bar.foo', minimatch('bar.foo', '*.foo'), minimatch('bar.foo', '*.bar'));
  console.log('filter', JSON.stringify(files.filter(minimatch.filter('**/*.js'))));
  console.log('dot', JSON.stringify(files.filter(minimatch.filter('*.js', { dot: true }))));
  console.log('matchBase', JSON.stringify(files.filter((f) => minimatch(f, '*.ts', { matchBase: true }))));
  console.log('negate', JSON.stringify(files.filter(minimatch.filter('!**/*.js'))));
  console.log('escape', escape('a[b].js'), JSON.stringify(files.filter(minimatch.filter(escape('a[b].js')))));
  console.log('braceExpand', JSON.stringify(braceExpand('a{1..3}b{x,y}')));
  console.log('unescape', unescape('a[*]b'));
  const mm = new Minimatch('src/**/!(*.ts)');
  console.log('class', JSON.stringify(mm.set.map((s) => s.map(String))), mm.match('src/y.js'), mm.match('src/z.ts'));
  console.log('nocase', minimatch('X.JS', '*.js', { nocase: true }), minimatch('x.js', '*.JS'));
  console.log('match', JSON.stringify(match(files, 'src/*', { nonull: true })), JSON.stringify(match(files, 'none/*', { nonull: true })));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
