// Ecosystem check: diff (jsdiff) compares file contents by chars, words and lines, makes and applies a patch.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Diff = require('diff');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-diff-'));
try {
  const oldText = 'line one\nline two\nline three\nline four\nline five\n';
  const newText = 'line one\nline 2\nline three\nline four\nline five\nline six\n';
  fs.writeFileSync(path.join(dir, 'old.txt'), oldText);
  fs.writeFileSync(path.join(dir, 'new.txt'), newText);
  const a = fs.readFileSync(path.join(dir, 'old.txt'), 'utf8');
  const b = fs.readFileSync(path.join(dir, 'new.txt'), 'utf8');
  const show = (parts) => parts.map((p) => (p.added ? '+' : p.removed ? '-' : '=') + JSON.stringify(p.value)).join(' ');
  console.log('chars', show(Diff.diffChars('beep boop', 'beep boob blah')));
  console.log('words', show(Diff.diffWords('the quick brown fox', 'the slow brown dog')));
  console.log('lines', show(Diff.diffLines(a, b)));
  console.log('json', show(Diff.diffJson({ a: 1, b: [1, 2] }, { a: 2, b: [1, 2] })));
  const patch = Diff.createTwoFilesPatch('old.txt', 'new.txt', a, b, 'old header', 'new header');
  fs.writeFileSync(path.join(dir, 'change.patch'), patch);
  process.stdout.write(patch);
  const applied = Diff.applyPatch(a, fs.readFileSync(path.join(dir, 'change.patch'), 'utf8'));
  console.log('applied equals new', applied === b);
  const parsed = Diff.parsePatch(patch);
  console.log('hunks', parsed.length, parsed[0].hunks.length, JSON.stringify(parsed[0].hunks[0].lines));
  console.log('bad apply', Diff.applyPatch('totally different\n', patch));
  console.log('structured', JSON.stringify(Diff.structuredPatch('a', 'b', 'x\ny\n', 'x\nz\n').hunks));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
