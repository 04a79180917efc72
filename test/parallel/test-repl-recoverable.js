// Port of nodejs/node test/parallel/test-repl-recoverable.js (rewritten for minirt).
'use strict';
// A custom evaluator that answers with a Recoverable makes the REPL ask for more input
// with the '| ' prompt; the next answer is printed.
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

let calls = 0;
const output = new TextOutput();
const writes = [];
output.write = (data) => {
  writes.push(data);
  return true;
};
const { input } = startRepl({
  prompt: '',
  output,
  eval: common.mustCall((code, context, file, cb) => {
    calls++;
    if (calls === 1) {
      assert.strictEqual(code, 'first\n');
      return cb(new repl.Recoverable(new SyntaxError('more')));
    }
    assert.strictEqual(code, 'first\nsecond\n');
    cb(null, 'done');
  }, 2),
});
input.run(['first']);
assert.ok(writes.includes('| '), JSON.stringify(writes));
input.run(['second']);
assert.ok(writes.includes("'done'\n"), JSON.stringify(writes));
