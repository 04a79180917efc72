// Port of nodejs/node test/parallel/test-repl-end-emits-exit.js (rewritten for minirt).
'use strict';
// Ctrl+D on an empty line (terminal mode) and the end of the input both close the REPL,
// which emits 'exit' once.
const common = require('../common');
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
  const { server, input } = startRepl({ terminal: true });
  server.on('exit', common.mustCall());
  process.nextTick(() => input.emit('data', '\u0004'));
}

{
  const { server, input } = startRepl({ terminal: true });
  server.on('exit', common.mustCall());
  process.nextTick(() => input.emit('end'));
}

{
  const { server, input } = startRepl();
  server.on('exit', common.mustCall());
  process.nextTick(() => input.emit('end'));
}
