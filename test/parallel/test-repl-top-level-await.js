// Port of nodejs/node test/parallel/test-repl-top-level-await.js (rewritten for minirt).
'use strict';
// Top-level await: the awaited value is the result, declarations made with await stay
// visible to later input, the last expression statement is the value, and a rejection
// is reported as uncaught.
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

const { input, output } = startRepl();
const steps = [
  ['await Promise.resolve(41 + 1)', '42'],
  ['const early = await Promise.resolve("a"); let late = early + "b"', 'undefined'],
  ['late', "'ab'"],
  ['await 1; await 2; 3', '3'],
  ['await Promise.reject(new TypeError("nope"))', 'Uncaught TypeError: nope'],
  ['let total = 0; for await (const x of [Promise.resolve(1), 2]) total += x', 'undefined'],
  ['total', '3'],
];

async function run() {
  for (const [line, want] of steps) {
    output.text = '';
    input.run([line]);
    for (let i = 0; i < 50 && !output.text.endsWith('> '); i++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    // A rejection may show where it was thrown after the message.
    assert.ok(output.text.startsWith(`${want}\n`) && output.text.endsWith('> '),
              `${line}: ${JSON.stringify(output.text)}`);
  }
}
run().then(common.mustCall());
