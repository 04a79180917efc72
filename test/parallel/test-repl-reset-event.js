// Port of nodejs/node test/parallel/test-repl-reset-event.js (rewritten for minirt).
'use strict';
// resetContext() emits 'reset' with the new context: a fresh one for a vm-context REPL,
// the global object (with its properties) for a useGlobal REPL.
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

common.allowGlobals?.(43);

{
  const { server } = startRepl();
  const before = server.context;
  server.context.marker = 43;
  server.on('reset', common.mustCall((context) => {
    assert.strictEqual(context, server.context);
    assert.notStrictEqual(context, before);
    assert.strictEqual(context.marker, undefined);
  }));
  server.resetContext();
  server.close();
}

{
  const { server } = startRepl({ useGlobal: true });
  assert.strictEqual(server.context, globalThis);
  server.context.marker = 43;
  server.on('reset', common.mustCall((context) => {
    assert.strictEqual(context, globalThis);
    assert.strictEqual(context.marker, 43);
    delete globalThis.marker;
  }));
  server.resetContext();
  server.close();
}
