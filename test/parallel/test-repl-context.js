// Port of nodejs/node test/parallel/test-repl-context.js (rewritten for minirt).
'use strict';
// A REPL evaluates in its own context, which has the main realm's globals, a console
// writing to the REPL output, require and module; .clear gives it a fresh context.
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

const { server, input, output } = startRepl();
const first = server.context;
assert.strictEqual(first.console === console, false);
assert.strictEqual(typeof first.require, 'function');
assert.strictEqual(first.module.id, '<repl>');
assert.strictEqual(first.global, first);
assert.strictEqual(first.process, process);
assert.strictEqual(first.Buffer, Buffer);

input.run(['console.log("from the repl")']);
assert.strictEqual(output.text, '> from the repl\nundefined\n> ');

output.text = '';
input.run(['var kept = 1', 'kept']);
assert.strictEqual(first.kept, 1);
assert.strictEqual(globalThis.kept, undefined);
assert.strictEqual(output.text, 'undefined\n> 1\n> ');

output.text = '';
input.run(['require("path").posix.sep']);
assert.strictEqual(output.text, "'/'\n> ");

output.text = '';
input.run(['.clear']);
assert.strictEqual(output.text, 'Clearing context...\n> ');
assert.notStrictEqual(server.context, first);
output.text = '';
input.run(['typeof kept']);
assert.strictEqual(output.text, "'undefined'\n> ");
