// Port of nodejs/node test/parallel/test-repl-eval-error-after-close.js (rewritten for minirt).
'use strict';
// An evaluator that reports an error after the REPL closed still gets it printed, and
// nothing escapes as an uncaught exception.
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

let release;
const closed = new Promise((resolve) => { release = resolve; });
let reported;
const done = new Promise((resolve) => { reported = resolve; });
const { server, output } = startRepl({
  eval(code, context, file, cb) {
    closed.then(() => {
      cb(new Error('late failure from eval'));
      reported();
    });
  },
});
server.write('\n');
server.close();
release();
process.on('uncaughtException', common.mustNotCall());
done.then(common.mustCall(() => {
  assert.match(output.text, /Uncaught Error: late failure from eval/);
}));
