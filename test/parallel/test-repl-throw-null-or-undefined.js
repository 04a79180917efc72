// Port of nodejs/node test/parallel/test-repl-throw-null-or-undefined.js (rewritten for minirt).
'use strict';
// Throwing null or undefined is reported as such and the REPL goes on.
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
input.run(['throw null', 'throw undefined', '1 + 1']);
assert.match(output.text, /Uncaught null\n/);
assert.match(output.text, /Uncaught undefined\n/);
assert.match(output.text, /> 2\n/);
input.run(['.exit']);
