// A terminal REPL previews calls of functions its input defined at the top level when they
// compute without side effects (a function declaration, an arrow or function literal that
// is a declaration's whole value, a body of constants and a return, recursion too), and
// none for a function that prints. A function a call returned is never previewed with the
// REPL's globals in place of its closure. Each "// value" line is a grey preview.
'use strict';
const { PassThrough } = require('stream');
const repl = require('repl');

const input = new PassThrough();
const output = new PassThrough();
let text = '';
output.on('data', (d) => { text += d; });
const server = repl.start({ input, output, prompt: '> ', terminal: true, useColors: false });
server.context.hidden = 'global';

const lines = [
  'function add(a, b) { return a + b }',
  'const sq = (x) => x * x',
  'var twice = function (s) { const t = s + s; return t.toUpperCase() }',
  'function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) }',
  'function noisy() { console.log("side"); return 1 }',
  'const inner = (() => { const hidden = "closure"; return () => hidden })()',
];
const typed = [
  'add(1, 2)', 'sq(4) + add(1, 1)', 'twice("ab")', 'fact(5)', 'noisy()',
];
const keys = [];
for (const l of lines) keys.push(...l, '\r');
for (const t of typed) keys.push(...t, '\x15');
keys.push(...'inner()', '\r');
function next() {
  if (keys.length === 0) {
    server.close();
    return;
  }
  input.write(keys.shift());
  setImmediate(next);
}
server.on('exit', () => {
  const previews = text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '\n').split('\n')
    .filter((l) => l.startsWith('// '));
  // Whether the closure's value is previewed depends on the engine; a wrong one never is.
  for (const l of [...new Set(previews)]) {
    if (!l.includes('closure')) console.log(JSON.stringify(l));
  }
  console.log('wrong preview:', previews.includes("// 'global'"));
  const results = text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '\n').split('\n')
    .filter((l) => /^'/.test(l));
  console.log(results);
});
next();
