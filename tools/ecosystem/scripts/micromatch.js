// Ecosystem check: micromatch filters file names read from a temp tree (globs, extglobs, braces, negation).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const micromatch = require('micromatch');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-micromatch-'));
try {
  for (const f of ['a.js', 'b.md', 'lib/c.js', 'lib/d.ts', 'lib/e/f.js', 'test/a.spec.js', '.env', 'abc.txt', 'abd.txt']) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), '');
  }
  const files = fs.readdirSync(dir, { recursive: true }).map((p) => p.split(path.sep).join('/')).sort();
  console.log('files', JSON.stringify(files));
  console.log('match', JSON.stringify(micromatch(files, ['**/*.js', '!test/**'])));
  console.log('basename', JSON.stringify(micromatch(files, '*.js', { basename: true })));
  console.log('braces', JSON.stringify(micromatch(files, 'lib/*.{js,ts}')));
  console.log('extglob', JSON.stringify(micromatch(files, '+(abc|abd).txt')), JSON.stringify(micromatch(files, '!(*.js|*.txt|*.md)')));
  console.log('dot', JSON.stringify(micromatch(files, '*', { dot: true })));
  console.log('isMatch', micromatch.isMatch('a.a', ['b.*', '*.a']), micromatch.isMatch('foo/bar.js', 'foo/*.js'), micromatch.isMatch('foo/bar.js', '*.js'));
  console.log('not', JSON.stringify(micromatch.not(files, '**/*.js')));
  console.log('contains', micromatch.contains('aa/bb/cc', '*b'), micromatch.contains('aa/bb/cc', '*d'));
  console.log('some/every', micromatch.some(files, 'lib/**'), micromatch.every(['a.js', 'b.js'], '*.js'));
  console.log('capture', JSON.stringify(micromatch.capture('test/*.js', 'test/foo.js')));
  console.log('makeRe', String(micromatch.makeRe('a/*.js')));
  console.log('braces expand', JSON.stringify(micromatch.braces('foo/{a,b,c}/{1..3}', { expand: true })));
  console.log('scan', JSON.stringify(micromatch.scan('!./foo/*.js')));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
