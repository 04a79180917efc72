// Port of nodejs/node test/parallel/test-repl-underscore.js (rewritten for minirt).
'use strict';
// `_` holds the last result and `_error` the last thrown error until code assigns them,
// which is announced once and ends the automatic updates.
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

const results = (output) => output.text.split('\n').map((l) => l.replace(/^(?:> )+/, ''));

{
  const { input, output } = startRepl();
  input.run(['6 * 7', '_', '_ + 1', 'throw new RangeError("r")', '_error.message', '_error instanceof RangeError']);
  assert.deepStrictEqual(results(output).slice(0, 6),
                         ['42', '42', '43', 'Uncaught RangeError: r', "'r'", 'true']);
}

{
  const { input, output } = startRepl();
  input.run(['_ = 10', '_', '20', '_']);
  assert.deepStrictEqual(results(output).slice(0, 5),
                         ['Expression assignment to _ now disabled.', '10', '10', '20', '10']);
}

{
  const { input, output } = startRepl();
  input.run(['_error = "mine"', 'throw 1', '_error']);
  assert.deepStrictEqual(results(output).slice(0, 4),
                         ['Expression assignment to _error now disabled.', "'mine'", 'Uncaught 1', "'mine'"]);
}

{
  // A custom eval still feeds `_`.
  const { server, input, output } = startRepl({
    eval: (code, context, file, cb) => cb(null, code.trim().length),
  });
  input.run(['abc']);
  assert.strictEqual(server.last, 3);
  assert.match(output.text, /3\n/);
}
