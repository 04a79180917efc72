// Port of nodejs/node test/parallel/test-repl-uncaught-exception.js (rewritten for minirt),
// with the cases of test-repl-uncaught-exception-async.js and -standalone.js.
'use strict';
// Uncaught errors of REPL input are reported by that REPL ("Uncaught ..."), also when they
// escape later from a timer or tick the input scheduled, and the session goes on. In a
// REPL a program started, the input cannot add 'uncaughtException' listeners (that would
// take the program's own errors): the call fails with ERR_INVALID_REPL_INPUT. The CLI REPL
// owns the process: there the listeners can be added, and then receive the errors.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');
const repl = require('repl');

const { LineInput, TextOutput } = require('../common/repl_streams');
function startRepl() {
  const input = new LineInput();
  const output = new TextOutput();
  input.readable = true;
  output.writable = true;
  const server = repl.start({ prompt: '', input, output, terminal: false, useColors: false });
  return { server, input, output };
}

const refused = /^Uncaught:\nTypeError \[ERR_INVALID_REPL_INPUT\]: Listeners for `uncaughtException` cannot be used in the REPL\n/;

{
  const { server, input, output } = startRepl();
  input.run(['nope']);
  assert.strictEqual(output.text, 'Uncaught ReferenceError: nope is not defined\n');
  output.text = '';
  input.run(['throw { why: "object" }']);
  assert.strictEqual(output.text, "Uncaught { why: 'object' }\n");
  output.text = '';
  input.run(['console.log("first"); process.on("uncaughtException", () => {}); 1']);
  assert.match(output.text, /^first\n/);
  assert.match(output.text.slice(6), refused);
  output.text = '';
  input.run(['2 + 2']);
  assert.strictEqual(output.text, '4\n');
  assert.strictEqual(process.listenerCount('uncaughtException'), 0);
  server.close();
}

{
  const { server, input, output } = startRepl();
  input.run([
    'process.nextTick(() => { process.on("uncaughtException", () => {}); })',
    'setTimeout(() => { throw new RangeError("later"); }, 1); undefined',
  ]);
  setTimeout(common.mustCall(() => {
    assert.match(output.text, /^undefined\nundefined\nUncaught:\nTypeError \[ERR_INVALID_REPL_INPUT\]/);
    assert.match(output.text, /\nUncaught RangeError: later\n$/);
    assert.strictEqual(process.listenerCount('uncaughtException'), 0);
    server.close();
  }), 50);
}

{
  const child = spawn(process.execPath, ['-i']);
  let text = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => { text += chunk; });
  child.on('exit', common.mustCall(() => {
    assert.deepStrictEqual(text.split('\n').slice(2), [
      '> Uncaught ReferenceError: nope is not defined',
      '> added',
      'undefined',
      '> taken: nope is not defined',
      '> ',
    ]);
  }));
  child.stdin.write('nope\n');
  child.stdin.write('process.on("uncaughtException", (e) => console.log("taken:", e.message));' +
                    'console.log("added")\n');
  child.stdin.end('nope\n');
}
