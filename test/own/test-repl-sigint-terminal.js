// minirt's own test: Ctrl+C and Ctrl+D in a terminal REPL.
'use strict';
// Ctrl+C in a terminal REPL: with a partial line it starts over; on an empty prompt it tells how to leave and a second Ctrl+C closes the REPL. Ctrl+D on an
// empty line closes it as well.
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
  server.on('exit', common.mustCall());
  input.emit('data', '1 + ');
  output.text = '';
  input.emit('data', '\x03');
  assert.strictEqual(server.line, '');
  assert.doesNotMatch(output.text, /To exit/);
  input.emit('data', '1 + 1\r');
  assert.match(output.text, /2\n/);
  input.emit('data', '\x03');
  assert.match(output.text, /\(To exit, press Ctrl\+C again or Ctrl\+D or type \.exit\)\n/);
  assert.notStrictEqual(server.closed, true);
  input.emit('data', '\x03');
  // The REPL closes on the next tick.
  setImmediate(common.mustCall(() => assert.strictEqual(server.closed, true)));
}

{
  const { server, input } = startRepl({ terminal: true });
  server.on('exit', common.mustCall());
  input.emit('data', 'abc');
  input.emit('data', '\x04'); // Deletes nothing: the cursor is at the end.
  assert.strictEqual(server.line, 'abc');
  input.emit('data', '\x15\x04');
  setImmediate(common.mustCall(() => assert.strictEqual(server.closed, true)));
}
