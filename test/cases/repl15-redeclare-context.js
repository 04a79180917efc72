// A REPL a program started (its own vm context) refuses a declaration that clashes with
// an earlier input's (a var over a let, a let over a var) with V8's SyntaxError; the stack
// of a SyntaxError the REPL reports keeps the line break that ends V8's message, in the
// CLI REPL too.
'use strict';
const { PassThrough } = require('stream');
const { spawnSync } = require('child_process');
const repl = require('repl');

const input = new PassThrough();
const output = new PassThrough();
let text = '';
output.on('data', (d) => { text += d; });
const server = repl.start({ input, output, terminal: false, prompt: '> ' });
input.end([
  'let a = 1', 'var a = 2', 'a', 'var v = 1', 'let v = 2', '_error.stack',
  'const c = 1; var c = 2', 'function f(x) { return x * 2 }', 'f(3)', '',
].join('\n'));
server.on('exit', () => {
  for (const line of text.split('\n')) console.log(JSON.stringify(line));
  const r = spawnSync(process.execPath, ['-i'], {
    input: 'let 1x\n_error.stack\nlet q = 1\nlet q = 2\n_error.stack\nfoo bar\n_error.stack\n',
    encoding: 'utf8',
  });
  for (const line of r.stdout.split('\n').slice(2)) console.log(JSON.stringify(line));
});
