// Port of nodejs/node test/parallel/test-repl-editor.js (rewritten for minirt).
'use strict';
// .editor (terminal REPLs only): lines are collected without evaluation until Ctrl+D,
// which runs them all; Ctrl+C leaves editor mode without running anything.
const common = require('../common');
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
  const { server, input, output } = startRepl({ terminal: true });
  input.emit('data', '.editor\r');
  assert.match(output.text, /\/\/ Entering editor mode \(Ctrl\+D to finish, Ctrl\+C to cancel\)\n/);
  assert.strictEqual(server.editorMode, true);
  input.emit('data', 'function triple(n) {\r');
  input.emit('data', '  return n * 3;\r');
  input.emit('data', '}\r');
  input.emit('data', 'triple(5)\r');
  output.text = '';
  input.emit('data', '\x04');
  assert.strictEqual(server.editorMode, false);
  assert.match(output.text, /15\n/);
  server.close();
}

{
  const { server, input, output } = startRepl({ terminal: true });
  input.emit('data', '.editor\r');
  input.emit('data', 'throw new Error("never")\r');
  output.text = '';
  input.emit('data', '\x03');
  assert.strictEqual(server.editorMode, false);
  assert.doesNotMatch(output.text, /never/);
  server.close();
}

{
  // Not offered without a terminal.
  const { server, input, output } = startRepl();
  assert.strictEqual(server.commands.editor, undefined);
  input.run(['.editor']);
  assert.match(output.text, /Invalid REPL keyword/);
  server.on('exit', common.mustCall());
  server.close();
}
