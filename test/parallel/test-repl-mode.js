// Port of nodejs/node test/parallel/test-repl-mode.js (rewritten for minirt).
'use strict';
// replMode: sloppy by default (assigning an undeclared name works), REPL_MODE_STRICT
// evaluates every input as strict code.
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

{
  const { input, output } = startRepl();
  input.run(['undeclared = 5', 'undeclared']);
  assert.strictEqual(output.text, '> 5\n> 5\n> ');
}

{
  const { server, input, output } = startRepl({ replMode: repl.REPL_MODE_STRICT });
  assert.strictEqual(server.replMode, repl.REPL_MODE_STRICT);
  input.run(['undeclared = 5']);
  assert.match(output.text, /^> Uncaught ReferenceError: .*undeclared/);
  output.text = '';
  input.run(['(function () { return this })()']);
  assert.strictEqual(output.text, 'undefined\n> ');
}
