// Editor mode on a terminal starts each typed line at the indentation of the line before
// (Node's code alignment), so the indentation shows in a multi-line string typed there;
// Ctrl+D runs the text.
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
const keys = [...'.editor', '\r', '`', 'a', '\r', ' ', ' ', 'b', '\r', 'c', '`', '\x04'];
function next() {
  if (keys.length === 0) {
    server.close();
    return;
  }
  input.write(keys.shift());
  setImmediate(next);
}
server.on('exit', () => {
  const answers = text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '\n').split(/\r?\n/)
    .filter((l) => l.startsWith("'") || l.startsWith('//'));
  for (const l of answers) console.log(JSON.stringify(l));
});
next();
