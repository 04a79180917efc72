// Editor mode ended with Ctrl+D on unfinished code (an open bracket, function or template):
// the REPL reports V8's "Unexpected end of input" after three blank lines (the empty last
// line of the input, an empty mark and a blank line), and `_error` holds that SyntaxError.
'use strict';
const { PassThrough } = require('stream');
const repl = require('repl');

const input = new PassThrough();
const output = new PassThrough();
let text = '';
output.on('data', (d) => { text += d; });
const server = repl.start({
  input, output, prompt: '> ', terminal: true, useColors: false, preview: false,
});
const keys = [
  '.editor\r', 'let x = (\r', '\x04',
  '.editor\r', 'function f() {\r', 'return 1', '\x04',
  '.editor\r', 'let t = `abc\r', '\x04',
  '_error.message\r', '_error.name\r', 'typeof x\r',
];
function next() {
  if (keys.length === 0) {
    server.close();
    return;
  }
  input.write(keys.shift());
  setImmediate(next);
}
server.on('exit', () => {
  const plain = text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replace(/\r/g, '');
  const reports = plain.match(/\n*Uncaught [^\n]*/g);
  for (const r of reports) console.log(JSON.stringify(r));
  for (const l of plain.split('\n')) {
    if (l.startsWith("'")) console.log(l);
  }
});
next();
