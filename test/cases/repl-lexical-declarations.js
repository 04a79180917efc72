// Top-level let/const/class in the CLI REPL: a constant refuses reassignment (no frame of
// the REPL's own code in the error), redeclaring is a SyntaxError, and a declaration whose
// input threw stays declared but unusable ("x is not defined"), as in Node's REPL.
'use strict';
const { spawnSync } = require('child_process');

const input = [
  'const x = 1', 'x = 2', 'x', 'const x = 3', 'x++', 'x',
  'const {a, b: [c]} = {a: 1, b: [2]}', 'a + c', 'a = 5',
  'const z = nope()', 'z', 'const z = 4', 'z = 4', 'typeof x',
  'const q = 1, r = 2; q + r',
  'let w = nope()', 'w', 'let w = 1', 'w = 1', 'w; const v = 1', 'v',
  'class K extends nope {}', 'K',
  'function f() { throw new Error("a") }', 'f()',
  'let m = 1', 'm = 2', 'm', 'class Q {}', 'Q = 1', 'Q',
  'y; const y = 1',
  '.exit', '',
].join('\n');
const r = spawnSync(process.execPath, ['-i'], { input, encoding: 'utf8' });
console.log(`status ${r.status}`);
for (const line of r.stdout.split('\n').slice(2)) console.log(JSON.stringify(line));
