// Port of nodejs/node test/parallel/test-repl-tab-complete.js (rewritten for minirt).
'use strict';
// REPLServer#complete(): commands, require() names, properties of objects, literals and
// built-ins (own properties last, groups separated by ''), globals and keywords; a
// terminal REPL completes on Tab.
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

const { server } = startRepl();
server.context.shelf = { apple: 1, apricot: 2, banana: 3 };

function completes(line, expected) {
  server.complete(line, common.mustSucceed((result) => {
    assert.deepStrictEqual(result, expected, line);
  }));
}

completes('shelf.ap', [['shelf.apple', 'shelf.apricot'], 'shelf.ap']);
completes('shelf.b', [['shelf.banana'], 'shelf.b']);
completes('shel', [['shelf'], 'shel']);
completes('.he', [['help'], 'he']);
completes('.', [['break', 'clear', 'exit', 'help', 'load', 'save'], '']);
completes("require('fs/pro", [['fs/promises'], 'fs/pro']);
completes('require("string_d', [['string_decoder'], 'string_d']);
completes('"abc".toUpperC', [['"abc".toUpperCase'], '"abc".toUpperC']);
completes('[1, 2].findLastI', [['[1, 2].findLastIndex'], '[1, 2].findLastI']);
completes('Math.P', [['Math.propertyIsEnumerable', '', 'Math.PI', 'Math.pow'], 'Math.P']);
completes('zzzNothingLikeThis', [[], 'zzzNothingLikeThis']);
completes('shelf.missing.x', [[], 'shelf.missing.x']);
completes('contin', [['continue'], 'contin']);

{
  const { server: own, input, output } = startRepl();
  own.complete('shelf.', common.mustSucceed(([list]) => {
    assert.deepStrictEqual(list, []);
  }));
  own.close();
  void input;
  void output;
}

{
  const { server: tty, input } = startRepl({ terminal: true });
  tty.context.shelf = { uniqueMember: 1 };
  input.emit('data', 'shelf.uni');
  input.emit('data', '\t');
  assert.strictEqual(tty.line, 'shelf.uniqueMember');
  tty.close();
}
server.close();
