// A REPL over a PassThrough input and a collecting output (no terminal): results, multi-line
// input with the '| ' prompt, `_` and `_error`, thrown values, object literals, REPL globals.
'use strict';
const { PassThrough } = require('stream');
const repl = require('repl');

const input = new PassThrough();
const output = new PassThrough();
let text = '';
output.on('data', (d) => { text += d; });
const server = repl.start({ input, output, prompt: '> ', terminal: false });
server.on('exit', () => {
  console.log(text.split('\n').map((l) => JSON.stringify(l)).join('\n'));
  console.log('exit event');
});
const lines = [
  '1 + 1', 'let obj = {a: 1,', 'b: [1, 2]}', 'obj', '_', 'throw new Error("boom")',
  '_error.message', 'call(', ')', 'notDefinedAnywhere', 'function f() {', 'return 5', '}',
  'f()', '"str"', '.break', '1 +', '.break', 'class A {}', 'new A()', 'null', 'undefined',
  'obj.a = ', '3', 'obj', '{ a: 1 }', 'var y = 3; y * 2', '[1, 2, 3].map((v) => v * 2)',
  'Symbol("s")', '10n ** 3n', 'throw 5', 'throw null', 'throw { code: 1 }',
  'throw new TypeError("t")', 'typeof require', 'typeof path', 'module.id',
  '_ = 7', '_', '8', '_', '`multi', 'line`', '', '  ', 'new Map([[1, {x: 2}]])', '.exit',
];
for (const line of lines) input.write(`${line}\n`);
