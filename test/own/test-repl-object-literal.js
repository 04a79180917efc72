// minirt's own test: input starting with `{` in the REPL.
'use strict';
// Input that starts with `{` and does not end with `;` is first tried as an expression in
// parentheses (so `{ a: 1 }` is an object); when that does not compile, or the input ends
// with `;`, it runs as written (a block).
require('../common');
const assert = require('assert');
const repl = require('repl');

const { LineInput, TextOutput } = require('../common/repl_streams');

const cases = [
  ['{ a: 1 }', '{ a: 1 }'],
  ['  { a: 1 }  ', '{ a: 1 }'],
  ['{ a: 1 };', '1'],
  ["{ b: 1 }['b'] === 1", 'true'],
  ["{ b: 1 }['b'] === 1;", 'false'],
  ['{};1', '1'],
  ['{ let x = 2; x * 3 }', '6'],
];
for (const [line, shown] of cases) {
  const input = new LineInput();
  const output = new TextOutput();
  input.readable = true;
  output.writable = true;
  const server = repl.start({ prompt: '', input, output, terminal: false, useColors: false });
  input.run([line]);
  assert.strictEqual(output.text, `${shown}\n`, line);
  server.close();
}
