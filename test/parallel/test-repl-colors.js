// Port of nodejs/node test/parallel/test-repl-colors.js (rewritten for minirt).
'use strict';
// useColors: results are printed with ANSI colours (a TTY output turns them on by
// default) without changing util.inspect's own defaults.
require('../common');
const assert = require('assert');
const { inspect } = require('util');
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
  const { server, input, output } = startRepl({ useColors: true });
  assert.strictEqual(server.useColors, true);
  input.run(['"text"', '12']);
  assert.ok(output.text.includes("\x1b[32m'text'\x1b[39m"), JSON.stringify(output.text));
  assert.ok(output.text.includes('\x1b[33m12\x1b[39m'), JSON.stringify(output.text));
  assert.strictEqual(server.writer.options.colors, true);
}

{
  const output = new TextOutput();
  output.isTTY = true;
  const { server } = startRepl({ output, terminal: undefined });
  assert.strictEqual(server.terminal, true);
  assert.strictEqual(server.useColors, true);
  server.close();
}

{
  const { server, input, output } = startRepl({ useColors: false });
  input.run(['"text"']);
  assert.strictEqual(output.text, "> 'text'\n> ");
  assert.strictEqual(server.writer.options.colors, false);
}

assert.strictEqual(inspect.defaultOptions.colors, false);
