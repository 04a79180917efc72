// A terminal REPL keeps an unfinished entry in the line editor (Node 26): Enter adds a
// row behind '| ', the finished entry is one history item that Up brings back whole, and
// `.break` inside it is code. In the main realm (useGlobal) a top-level let/const/class
// may span rows, and syntax errors in declarations point into what was typed.
'use strict';
const { PassThrough } = require('stream');
const repl = require('repl');

const input = new PassThrough();
const output = new PassThrough();
let text = '';
output.on('data', (d) => { text += d; });
const server = repl.start({
  input, output, prompt: '> ', terminal: true, useColors: false, preview: false,
  useGlobal: true,
});

const keys = [
  ...'function twice(a) {', '\r', ...'return a * 2', '\r', '}', '\r',
  ...'twice(21)', '\r',
  '\x1b[A', '\x1b[A', '\r',
  ...'let repl6Obj = {', '\r', ...'a: 1', '\r', '}', '\r', ...'repl6Obj.a', '\r',
  ...'let repl6Bad = ;', '\r',
  ...'if (true) {', '\r', ...'.break', '\r',
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
  // The REPL's answers (results, carets, errors); the drawing of the input varies.
  const answers = text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '\n').split(/\r?\n/)
    .filter((l) => /^(?:Uncaught|\d+$|undefined$|\s*\^)/.test(l));
  for (const l of answers) console.log(JSON.stringify(l));
  console.log('history', JSON.stringify(server.history));
});
next();
