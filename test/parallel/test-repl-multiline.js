// Port of nodejs/node test/parallel/test-repl-multiline.js (rewritten for minirt).
'use strict';
// Unfinished input (an open brace, a trailing operator, an open call, a template
// literal) continues on the next line behind the '| ' prompt; .break abandons it.
require('../common');
const assert = require('assert');
const repl = require('repl');

const { LineInput, TextOutput } = require('../common/repl_streams');
function startRepl(options = {}) {
  const input = new LineInput();
  const output = options.output || new TextOutput();
  input.readable = true;
  output.writable = true;
  const server = repl.start({ prompt: '> ', input, output, terminal: false, ...options });
  return { server, input, output };
}

const { input, output } = startRepl();
input.run(['const sum = (a, b) => {', 'return a + b', '}']);
assert.strictEqual(output.text, '> | | undefined\n> ');

output.text = '';
input.run(['sum(1,', '2)']);
assert.strictEqual(output.text, '| 3\n> ');

output.text = '';
input.run(['[1, 2,', '3].length +', '1']);
assert.strictEqual(output.text, '| | 4\n> ');

output.text = '';
input.run(['`a', 'b`']);
assert.strictEqual(output.text, "| 'a\\nb'\n> ");

output.text = '';
input.run(['({ x: 1,', '.break', '7']);
assert.strictEqual(output.text, '| > 7\n> ');

output.text = '';
input.run(['{ a: 1, b: 2 }']);
assert.strictEqual(output.text, '{ a: 1, b: 2 }\n> ');
