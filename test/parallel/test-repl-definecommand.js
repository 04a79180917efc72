// Port of nodejs/node test/parallel/test-repl-definecommand.js (rewritten for minirt).
'use strict';
// defineCommand() with a { help, action } object or a bare function: the command shows
// in .help (padded like the built-in ones) and runs with its argument text.
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

const { server, input, output } = startRepl({ terminal: true });
server.defineCommand('greet', {
  help: 'say hello',
  action(who) {
    output.text = '';
    this.output.write(`hello ${who}\n`);
    this.displayPrompt();
  },
});
server.defineCommand('bare', function() {
  output.text = '';
  this.output.write('bare command\n');
  this.displayPrompt();
});
assert.throws(() => server.defineCommand('bad', {}), { code: 'ERR_INVALID_ARG_TYPE' });

input.run(['.help']);
assert.match(output.text, /\n\.greet {4}say hello\n/);
assert.match(output.text, /\n\.bare\n/);
assert.match(output.text, /\nPress Ctrl\+C to abort current expression, Ctrl\+D to exit the REPL\n/);

input.run(['.greet minirt user']);
assert.ok(output.text.startsWith('hello minirt user\n'), output.text);
assert.ok(output.text.includes('> '));

input.run(['.bare ignored words']);
assert.ok(output.text.startsWith('bare command\n'), output.text);
assert.ok(output.text.includes('> '));
server.close();
